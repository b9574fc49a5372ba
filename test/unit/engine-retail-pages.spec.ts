/**
 * The builtin on grocery, pharmacy, beauty, DIY, book and small shops' pages (small snippets, one class each): a unit picker
 * whose cards are options by their role, a brand named by a link to the brand's shop or by its logo there, a maker's number
 * under a Swedish label, stock sold only at the store's counter, a pharmacy's strip of alternatives, osCommerce's model in
 * brackets, whole kronor, a meal kit's price a serving, a book shop's ISBN as its own code; computer shops' price boxes: cents
 * raised after the euro sign, a saving and a date named for the price, an open-box copy's price; a maker's row with its country.
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

test("a brand's logo over the heading, linked to the brand's page, names the brand the title does not carry; the shop's logo linked home names none; 'Manufactured by'", () => {
  const page = (logo: string) =>
    extract(
      `<main><div class="adp__info">${logo}<h1>Feine Farben Nr. 12 Sanftmut der Stille matt 2,5 l</h1><span class="price">39,99 €</span><button>In den Warenkorb</button></div></main>`,
      BRAND,
      'https://www.baumarkt.example/p/4213386',
      'de',
    ).brand;
  expect(page('<a class="adp__brand-logo" href="/marken/alpina"><img src="/brands/alpina.png" alt="Alpina"></a>')).toBe('Alpina');
  expect(page('<a class="logo" href="/"><img src="/logo.png" alt="Baumarkt"></a>')).toBe(null);
  expect(
    extract(
      '<main><h1>Shimano Stradic FK 4000 Spinning Reel</h1><span class="price">$219.00</span><ul><li>Model: STR4000FK</li><li>Manufactured by: Shimano</li></ul></main>',
      BRAND,
    ).brand,
  ).toBe('Shimano');
});

test("osCommerce's model in brackets that ends the heading is the item's code, before the address's product id", () => {
  expect(
    extract(
      '<main><h1><del>$89.99</del> <span class="productSpecialPrice">$74.99</span></h1><h1>Spectrum HO 4-6-0 Ten-Wheeler, DCC Sound<br><span class="smallText">[BAC-80934]</span></h1><button>Add to Cart</button></main>',
      PRODUCT,
      'https://www.hobbies.example/catalog/product_info.php?cPath=21_34&products_id=1187',
      'en',
      'Spectrum HO 4-6-0 Ten-Wheeler, DCC Sound',
    ).sku,
  ).toBe('BAC-80934');
});

test("a price in whole kronor ('1 495:-', '1 799,-', '219:-' in an element of no price's name) is in the krona of the page's language; a meal kit's price a serving and an amount taken off are no price to pay", () => {
  const ikea = extract(
    '<main><h1>EKTORP 3-sits soffa</h1><div class="pip-price-module"><span class="pip-temp-price"><span class="pip-temp-price__integer">1 495</span><span class="pip-temp-price__currency">:-</span></span><p>Ord. pris 4 995:-</p></div></main>',
    PRODUCT,
    'https://www.ikea.com/se/sv/circular/ektorp-1',
    'sv',
  );
  expect([ikea.price, ikea.currency]).toEqual([1495, 'SEK']);
  const roofBox = (lang: string) =>
    extract(
      '<main><h1 class="product__name">Takboks 420 l</h1><div class="product__price"><span class="price price--large">1 799,-</span></div><button>Legg i handlekurv</button></main>',
      PRODUCT,
      'https://www.biltema.example/bil/takboks-420-l-2000045152',
      lang,
    );
  expect([roofBox('nb-NO').price, roofBox('nb-NO').currency]).toEqual([1799, 'NOK']);
  expect(roofBox('de-AT').currency).toBe(null);
  // Whole kronor with no symbol in an element whose class names no price, beside a price a litre.
  const wine = extract(
    '<main><h1>Louis Jadot Bourgogne Pinot Noir</h1><p>Nr 2106</p><p class="css-1vuoawl">219:-</p><p>292,00 kr/l</p><button>Lägg i varukorg</button></main>',
    PRODUCT,
    'https://www.systembolaget.example/produkt/vin/louis-jadot-2106',
    'sv',
  );
  expect([wine.price, wine.currency]).toEqual([219, 'SEK']);
  expect(
    extract(
      '<main><h1>Piano Classico</h1><dl><dt>Prezzo della box</dt><dd class="box-price"><s>32,94 €</s></dd><dt>Prezzo per porzione</dt><dd>5,49 €</dd><dt>Sconto primo box (-60%)</dt><dd>-19,76 €</dd></dl><p class="total">Totale primo box: <strong>18,17 €</strong></p></main>',
      PRODUCT,
      'https://www.hellofresh.it/plans',
      'it',
    ).price,
  ).toBe(18.17);
});

test("a book shop's own code that is an ISBN-13 is the book's barcode; an ISBN label glued to the words before it is one; a barcode's label with a note in brackets is one", () => {
  const GTIN: JsonSchema = { type: 'object', properties: { gtin: { type: 'string' } } };
  const book = (spec: string) =>
    extract(`<main><h1>小説の本</h1><span class="price">1,980円</span><ul>${spec}</ul></main>`, GTIN, 'https://www.books.example/dsg-01-9784065341223', 'ja')
      .gtin;
  expect(book('<li>商品コード 9784065341223</li>')).toBe('9784065341223');
  expect(book('<li>国际标准书号ISBN：9787020216772</li>')).toBe('9787020216772');
  // A shop's code of thirteen digits outside the book prefixes is its own.
  expect(book('<li>商品コード 4901234567894</li>')).toBe(null);
  // A barcode's label with a note in brackets, as a record's release page gives the barcode scanned and as text.
  expect(book('<li><span>Barcode (Scanned):</span> <span>888837168618</span></li>')).toBe('888837168618');
  expect(book('<li><span>Barcode (Text):</span> <span>8 88837 16861 8</span></li>')).toBe('888837168618');
});

test("a price's whole units and cents in elements named for them ('saleWhole' and 'saleFractional', 'price__int' and a superscript 'price__dec', 'price-part' beside a 'decimal-separator') are one amount", () => {
  const price = (box: string, lang = 'en') =>
    extract(`<main><h1>Duckhorn Merlot 2021</h1>${box}<button>Add to Cart</button></main>`, PRODUCT, undefined, lang).price;
  expect(
    price(
      '<div class="productPrice"><span class="productPrice_price-reg has-strike">$64.99</span><span class="productPrice_price-sale"><span class="productPrice_price-saleWhole">54</span><span class="productPrice_price-saleFractional">99</span></span></div>',
    ),
  ).toBe(54.99);
  expect(price('<div class="price">$<span class="price__int">14</span><sup class="price__dec">99</sup></div>')).toBe(14.99);
  expect(
    price(
      '<div class="price-wrapper"><span class="price-part">4</span><span class="decimal-separator">,</span><span class="decimal-part">98</span> <span class="currency">€</span></div>',
      'fi',
    ),
  ).toBe(4.98);
});

test("a pack option's label in the price box counts bottles, not money: 'Case of 12' beside its price is no price of 12", () => {
  const page = extract(
    '<main><h1>Trapiche Malbec</h1><div class="price-box"><span class="price-box__label">Case of 12</span> <span class="price-box__value">£107.88</span></div><button>Add to basket</button></main>',
  );
  expect(page.price).toBe(107.88);
});

test("computer shops' price boxes: cents raised after the euro sign beside a bundle's price, a saving and a date named for the price, an open-box copy's price first", () => {
  const price = (box: string, head = '', lang = 'en') =>
    extract(`${head}<main><h1>MSI MPG A850G</h1>${box}<button>Add to cart</button></main>`, PRODUCT, undefined, lang).price;
  // Materiel.net: the structured price, shown as "139€<sup>90</sup>", over a bundle's in the same class below.
  const offer = '<script type="application/ld+json">{"@type":"Product","name":"MSI MPG A850G","offers":{"price":"139.90","priceCurrency":"EUR"}}</script>';
  const promo =
    '<div class="o-product__price o-product__price--promo"><span class="o-product__price-old">159€<sup>90</sup></span><span class="o-product__price">139€<sup>90</sup></span></div>';
  const pack =
    '<section class="c-packs"><h2>Les packs avec ce produit</h2><div class="c-pack">MSI MPG A850G + MSI MAG A13 <span class="o-product__price">229€<sup>80</sup></span></div></section>';
  expect(price(promo + pack, offer, 'fr')).toBe(139.9);
  // Canada Computers: the price unnamed inside its box, a saving and the date the price holds until named for it.
  expect(
    price(
      '<div class="current-price"><span class="h2-big"><strong>$1,099.<sup>99</sup></strong></span><span class="discount discount-amount">Save $100.00</span></div><div class="price-until">Price valid until Mar 13, 2025</div>',
    ),
  ).toBe(1099.99);
  // Micro Center: the open-box copy's price before the new one's.
  expect(
    price(
      '<div id="pricing-wrapper"><span class="openbox-price">$119.99</span> <span class="price-label">New</span> <span id="pricing" class="price">$159<sup>.99</sup></span></div>',
    ),
  ).toBe(159.99);
});

test("a maker's row names the brand before its country: 'Hersteller: Turk, Deutschland'", () => {
  expect(
    extract(
      '<main><h1>Schmiedeeiserne Bratpfanne</h1><ul><li>Hersteller: Turk, Deutschland</li></ul><span class="price">89,00 €</span></main>',
      BRAND,
      undefined,
      'de',
    ).brand,
  ).toBe('Turk');
});

test("the price for everyone beside the members' one is the structured price to pay, not a former one", () => {
  const price = (box: string, amount: string, lang: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Skihelm","offers":{"price":"${amount}","priceCurrency":"EUR"}}</script><main><h1>Skihelm</h1>${box}<button>In den Warenkorb</button></main>`,
      PRODUCT,
      undefined,
      lang,
    ).price;
  expect(
    price(
      '<div class="product-price"><div class="product-price__club"><span class="product-price__club-amount">44,99 €</span><span>Prix adhérent*</span></div><div class="product-price__standard"><span>Prix non adhérent</span> <span class="product-price__amount">49,99 €</span></div></div>',
      '49.99',
      'fr',
    ),
  ).toBe(49.99);
  expect(
    price(
      '<div class="product-details__price"><div class="price price--club"><span>Hervis Club Preis</span> <span class="price__value">107,99 €</span></div><div class="price price--regular"><span class="price__label">Regulärer Preis</span> <span class="price__value">119,99 €</span></div></div>',
      '119.99',
      'de',
    ),
  ).toBe(119.99);
});

test("a strip headed with the shop's other items of the kind ('Nos autres pneus 205/55 R16') holds their prices, not the product's", () => {
  const strip = (heading: string) =>
    `<section class="fv-slider"><h2>${heading}</h2><div class="fv-tile"><a href="/pneu-michelin/701230.html">Pneu Michelin Primacy 4+ 205/55 R16 91V</a><span class="fv-tile__price">112,90 €</span></div></section>`;
  const price = (heading: string) =>
    extract(
      `<main><h1>Pneu Bridgestone Turanza 6 205/55 R16 91V</h1><div class="fv-pricing"><span class="fv-pricing__old">109,90 €</span> <span class="fv-pricing__new">97,90 €</span> le pneu</div><button>Ajouter au panier</button>${strip(heading)}</main>`,
      PRODUCT,
      undefined,
      'fr',
    ).price;
  expect(price('Nos autres pneus 205/55 R16')).toBe(97.9);
  expect(price('Our other tyres in 205/55 R16')).toBe(97.9);
});
