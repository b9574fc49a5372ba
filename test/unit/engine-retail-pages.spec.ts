/**
 * The builtin on grocery, pharmacy, beauty and DIY retailers' pages (small snippets, one class each): a unit picker whose
 * cards are options by their role, a brand named by a link to the brand's shop, a maker's number under a Swedish label,
 * stock sold only at the store's counter, a pharmacy's strip of alternatives.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };

test("a unit picker's cards marked as options by their role: a card not chosen shows another pack's price", () => {
  const card = (unit: string, price: string, chosen: boolean) =>
    `<div class="ProductVariants__VariantCard" role="radio" aria-checked="${chosen}"><div>${unit}</div><div class="ProductVariants__PriceContainer">${price}</div></div>`;
  const data = extract(
    `<main><h1>Amul Butter</h1><div role="radiogroup">${card('100 g', '₹58', false)}${card('500 g', '₹275', true)}${card('2 x 500 g', '₹545', false)}</div><div class="ProductInfoCard__PriceContainer"><div class="ProductVariants__PriceContainer">₹275</div><div>MRP <span style="text-decoration: line-through;">₹285</span></div></div><button>Add to cart</button></main>`,
    PRODUCT,
    'https://blinkit.com/prn/amul-butter/prid/160',
    'en-IN',
  );
  expect([data.price, data.currency]).toEqual([275, 'INR']);
});

test("a brand named by a link to all its products ('View all by Amul') or to its brand shop, whose address names it in camel case", () => {
  const page = (link: string, name: string) =>
    extract(`<main><h1>${name}</h1>${link}<span class="price">₩21,900</span><button>장바구니</button></main>`, BRAND, 'https://shop.example/goods/1', 'ko')
      .brand;
  expect(page('<div><a href="/brand/amul/bid/31">View all by Amul</a></div>', 'Amul Butter')).toBe('Amul');
  expect(page('<p class="prd_brand"><a href="/store/display/getBrandShopDetail.do?onlBrndCd=A002253">라운드랩</a></p>', '라운드랩 1025 독도 토너 500ml')).toBe(
    '라운드랩',
  );
  // A link to a shop's page of another kind names no brand.
  expect(page('<p><a href="/store/display/getCategoryDetail.do?id=12">라운드랩</a></p>', '라운드랩 1025 독도 토너 500ml')).toBeNull();
});

test("a maker's number under 'Tillverkarens art.nr'; stock sold only at the store's counter; a pharmacy's 'Rezeptfreie Alternativen bei …' strip", () => {
  const CODES: JsonSchema = { type: 'object', properties: { mpn: { type: 'string' } } };
  expect(
    extract(
      '<main><h1>Laminatgolv Kronotex Ek</h1><span class="price">641,58 kr</span><table><tr><th>Tillverkarens art.nr</th><td>D2897</td></tr></table></main>',
      CODES,
      undefined,
      'sv',
    ).mpn,
  ).toBe('D2897');
  expect(
    extract(
      '<main><h1>Mucinex D Maximum Strength, 24 CT</h1><span class="price">$24.99</span><div class="fulfillment"><div><h2>Shipping</h2><p><b>Not available for shipping.</b> This product contains pseudoephedrine and can only be purchased in store at the pharmacy counter.</p></div><div><h2>In store</h2><p><b>In stock</b> at 1285 Broadway, New York</p></div></div></main>',
    ).availability,
  ).toBe('InStoreOnly');
  const alternatives =
    '<section class="o-ProductSlider"><h2>Rezeptfreie Alternativen bei Sodbrennen</h2><ul><li><a href="/talcid.htm">Talcid Kautabletten</a><div class="o-ProductPrice"><span class="o-ProductPrice__current">8,97 €</span></div></li></ul></section>';
  expect(
    extract(
      `<main><h1>Pantoprazol-ratiopharm 40 mg</h1><p class="rx">Rezeptpflichtig</p><p>Nur mit Rezept erhältlich.</p></main>${alternatives}`,
      PRODUCT,
      undefined,
      'de',
    ).price,
  ).toBeNull();
});
