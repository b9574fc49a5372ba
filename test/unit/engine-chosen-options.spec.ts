/**
 * The builtin on shops whose price box opens on a "from" over the option chosen (a bouquet's size, a used lens's grade, an
 * experience's number of laps), on stock lines and buy buttons that say the item ships later or that few are left, and on
 * codes a camera shop sets under its own labels.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };

test('the one price stated, shown only behind a "from", gives way to the chosen option\'s price in the buy box', () => {
  const picker =
    '<ul class="variants"><li class="variant"><label>Klein <strong>24,99 €</strong></label></li><li class="variant variant--selected"><label>Mittel <strong>29,99 €</strong></label></li></ul>';
  const box = `<p class="fromPrice">ab 24,99 €</p>${picker}<div class="Price_root"><span class="Price_value" data-testid="pdp-price">29,99 €</span></div><button>In den Warenkorb</button>`;
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Rosenstrauß Amore","offers":{"@type":"Offer","price":"24.99","priceCurrency":"EUR"}}</script>';
  expect(extract(`${ld}<main><h1>Rosenstrauß Amore</h1>${box}</main>`, PRODUCT, 'https://shop.example/p/1', 'de').price).toBe(29.99);
  // A sharing price so stated, a Magento box's "From" over the size chosen.
  const meta = '<meta property="product:price:amount" content="19.99">';
  const magento =
    '<div class="price-box"><span class="price-label">From</span> <span class="price-wrapper" data-price-amount="19.99"><span class="price">£19.99</span></span></div><div class="sizes"><label><input type="radio" name="size"> 30cm – £19.99</label><label class="selected"><input type="radio" name="size" checked> 45cm – £24.99</label></div><div class="selected-price">Your price: <span class="price">£24.99</span></div><button>Add to basket</button>';
  expect(extract(`${meta}<main><h1>Photo Cushion</h1>${magento}</main>`).price).toBe(24.99);
  // No structured price: the box's "Starting at" is the cheapest grade's, the chosen grade's price follows.
  const grades =
    '<div class="price-box"><span class="price-label">Starting at</span> <span class="price">$879.00</span></div><div class="selected-grade"><span>Your price (EX+):</span> <span class="price selected-price">$1,079.00</span></div><button>Add to Cart</button>';
  expect(extract(`<main><h1>Canon EF 70-200mm</h1>${grades}</main>`).price).toBe(1079);
  // A range shown whole in the price box, over the price of the size chosen.
  const range =
    '<script type="application/ld+json">{"@type":"Product","name":"Tolomeo","offers":{"@type":"AggregateOffer","lowPrice":"540.00","highPrice":"1210.00","priceCurrency":"USD"}}</script>';
  expect(
    extract(
      `${range}<main><h1>Tolomeo</h1><div class="pdp__price-range">$540.00 – $1,210.00</div><div class="pdp__pricing"><span class="pdp__price">$780.00</span></div><button>Add to Cart</button></main>`,
    ).price,
  ).toBe(780);
  // A "from" that is the price of the option chosen stands.
  expect(extract(`${ld}<main><h1>Rosenstrauß Amore</h1><p class="fromPrice">ab 24,99 €</p><button>In den Warenkorb</button></main>`).price).toBe(24.99);
});

test('a stock line that says "Back Order" in two words, a button that orders what ships later, a Japanese shop\'s few-left lines, and store-only notices', () => {
  const stock = (box: string, lang = 'en') =>
    extract(`<main><h1>Canon EOS R5 Mark II</h1><p class="price">$4,299.00</p>${box}</main>`, PRODUCT, undefined, lang).availability;
  const aside = (button: string) =>
    `<aside class="buy-section"><div class="availability back-order"><span class="stock-status">Temporarily on Back Order</span></div><button class="add-to-cart-btn">${button}</button></aside>`;
  expect(stock(aside('Pre-Order / Back Order'))).toBe('BackOrder');
  expect(stock(aside('Back Order'))).toBe('BackOrder');
  expect(stock('<p class="stock">在庫残少 ご注文はお早めに！</p><button>ショッピングカートに入れる</button>', 'ja')).toBe('InStock');
  expect(stock('<span class="inventory_status">残りあと3点</span><button>買い物かごに入れる</button>', 'ja')).toBe('InStock');
  // Restricted items sold in stores only, in a hunting shop's words.
  expect(stock('<div class="restricted-notice"><strong>In-Store Purchase Only</strong></div><button>Find in Store</button>')).toBe('InStoreOnly');
  expect(stock('<div class="product-restriction"><p>Retrait en magasin uniquement</p></div><button>Réserver en magasin</button>', 'fr')).toBe('InStoreOnly');
});

test('a camera shop\'s codes: B&H\'s "B&H #" with its code in an element of its own, a "Manufacturer SKU" row, a capitals-only reference the data gives and the page shows', () => {
  const codes = (body: string, url?: string) => extract(`<main><h1>Used Canon RF 24-105mm</h1>${body}<p class="price">$899.00</p></main>`, CODES, url);
  expect(
    codes(
      '<div class="codeCrumbs"><span>B&amp;H # <span data-selenium="bhNumber">CA24105RFU9</span></span> <span>MFR # <span data-selenium="mfrNumber">2963C002</span></span></div>',
    ),
  ).toEqual({ sku: 'CA24105RFU9', mpn: '2963C002' });
  expect(
    codes('<table class="additional-attributes"><tr><th>SKU</th><td>1204723</td></tr><tr><th>Manufacturer SKU</th><td>2751B002</td></tr></table>'),
  ).toEqual({ sku: '1204723', mpn: '2751B002' });
  const ld = (sku: string) => `<script type="application/ld+json">{"@type":"Product","name":"Nikon Z f","sku":"${sku}"}</script>`;
  expect(codes(`${ld('NIKZFNU')}<div class="product attribute sku"><strong class="type">Réf. :</strong> <div class="value">NIKZFNU</div></div>`).sku).toBe(
    'NIKZFNU',
  );
  // A key in capitals the data gives and the page never shows is the shop's internal one (eMAG's).
  expect(codes(ld('DWFWKMMBM'), 'https://shop.example/whisky-0-7l/pd/DWFWKMMBM/').sku).toBeNull();
});

test("a club shop's price for everyone beside its members' price, and not an instalment a month, a pack's price a piece or another product's card", () => {
  const price = (html: string, lang = 'en') => extract(`<main>${html}<button>Add to cart</button></main>`, PRODUCT, 'https://shop.example/p/1', lang).price;
  expect(
    price(
      '<h1>Kånken 16 l</h1><div class="nk-price"><div class="nk-price__ordinary"><span class="nk-price__label">Ord. pris</span> <span class="nk-price__amount">1 199 kr</span></div><div class="nk-price__member"><span class="nk-price__label">Medlemspris</span> <span class="nk-price__amount nk-price__amount--member">1 079 kr</span></div></div><p class="nk-klarna">Dela upp betalningen med Klarna från 109 kr/mån</p>',
      'sv',
    ),
  ).toBe(1199);
  const ld = '<script type="application/ld+json">{"@type":"Product","name":"Tide PODS, 81 ct","offers":{"price":"24.99","priceCurrency":"USD"}}</script>';
  expect(
    price(
      `${ld}<h1>Tide PODS, 81 ct</h1><div class="product-price"><div class="product-price__regular"><span class="price-label">Price</span> <span class="price">$24.99</span></div><div class="product-price__unit">$0.31/ea</div></div>`,
    ),
  ).toBe(24.99);
  const card = (heading: string) =>
    `<h1>Trail Pack 45</h1><p><span class="was">Was £479.99</span> <span class="now">Now £399.99</span></p><section><h2>${heading}</h2><div class="card"><a href="/footprint">Footprint</a> <span class="ab-price">£49.99</span></div></section>`;
  expect(price(card('People who bought this also bought'))).toBe(399.99);
  expect(price(card('Members Also Bought'))).toBe(399.99);
});

test('a feed that says in stock gives way to a page that takes pre-orders; a farm store\'s "Mfg. Model #", an office shop\'s "Manufacturer No." and an outdoor shop\'s "Our Code"', () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Trakke Bag","offers":{"price":"180.00","priceCurrency":"GBP","availability":"https://schema.org/InStock"}}</script>';
  expect(
    extract(
      `${ld}<main><h1>Trakke Bag</h1><p class="price">£180.00</p><p class="preorder-note">Pre-order: Black is currently on pre-order and will ship from 14 April.</p><button type="submit">Pre-order</button></main>`,
    ).availability,
  ).toBe('PreOrder');
  const codes = (line: string) => extract(`<main><h1>Dog Food 30 lb</h1><p class="price">$49.99</p>${line}<button>Add to Cart</button></main>`, CODES);
  expect(codes('<p class="pdp-item-ids">SKU: 1024578 · Mfg. Model #: GFCHK30</p>')).toEqual({ sku: '1024578', mpn: 'GFCHK30' });
  expect(codes('<table><tr><th>Item No.</th><td>2318443</td></tr><tr><th>Manufacturer No.</th><td>8286B001</td></tr></table>').mpn).toBe('8286B001');
  expect(codes('<p>Item #: 4411902</p><p>Manufacturer #: <span class="mfr-number">F3177059</span></p>').mpn).toBe('F3177059');
  expect(
    codes('<table class="proddet"><tr><td>Product code:</td><td>91523</td></tr><tr><td>Manufacturer\'s part no:</td><td>AORLED2D/CW</td></tr></table>').mpn,
  ).toBe('AORLED2D/CW');
  expect(codes('<ul class="product-info-list"><li>Our Code: OG-44512</li><li>Manufacturer Code: 10081</li></ul>').sku).toBe('OG-44512');
});
