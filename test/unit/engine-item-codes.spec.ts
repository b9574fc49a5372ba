/**
 * The builtin's SKU, the shop's own item code: the code the page shows before the structured data's ids, the URL's
 * code, a reference that is no item code, the variant the address names; and the labels and layouts all the codes share
 * (a tab's hidden pane, a label in another code's place). Barcodes, part numbers, brands: engine-product-codes.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

test('the SKU is the code the page shows for the item: before the structured data’s variant or internal id, else from the URL', () => {
  const sku = (html: string, url?: string) => extract(`<main><h1>Item</h1><span class="price">$10</span>${html}</main>`, PRODUCT, url).sku;
  const ld = (code: string) => `<script type="application/ld+json">{"@type":"Product","name":"Item","sku":"${code}"}</script>`;
  // The code shown under an item-code label, or in an element a shop's test hook names, wins over the JSON-LD sku.
  expect(sku(`${ld('238368885')}<dl><dt>Product code</dt><dd>83810610</dd></dl>`)).toBe('83810610');
  expect(sku(`${ld('84518927-040-35')}<p><span data-qa-qualifier="product-reference">1002/710</span></p>`)).toBe('1002/710');
  expect(sku('<div class="product-sku">Art.1049084</div>')).toBe('1049084');
  // A placeholder where the shop had no code to state: "N/A" has a code's shape, but says there is none.
  expect(sku('<table><tr><th>SKU</th><td>N/A</td></tr></table>')).toBeNull();
  expect(sku('<dl><dt>Item number</dt><dd>746423 Economize</dd></dl>')).toBe('746423');
  // Another code's label after the code ends it.
  expect(sku('<div class="item-number">Item #L79236000001000 <span class="pos">POS #1500000412381</span></div>')).toBe('L79236000001000');
  expect(sku('<div class="item-number">Item # 990412345 | Model # 720-1015MM</div>')).toBe('990412345');
  // A colon-less label in the line's text, its value alone in the element after it.
  expect(sku('<div class="product-number">Item No. <span class="product-id">25696584M</span></div>')).toBe('25696584M');
  // A colon-less label and its code alone in one element's text, in many languages.
  for (const label of ['Kod towaru', 'Cod. art.']) expect(sku(`<table><tr><th>${label}</th><td>XK-40917</td></tr></table>`), label).toBe('XK-40917');
  for (const line of [
    'Item # 1234567',
    'Item No. 1234567',
    'SKU 1234567',
    'Artikelnummer 1234567',
    'Référence 1234567',
    'Art.nr. 1234567',
    'N° d’article 1234567',
  ])
    expect(sku(`<p>${line}</p>`), line).toBe('1234567');
  // A classified's own listing code, before the number in its address.
  expect(sku('<dl><dt>Inseratscode</dt><dd>CH7Y4K</dd></dl>', 'https://watches.example/rolex/submariner--id31588421.htm')).toBe('CH7Y4K');
  // A description's sentence is no such pair: "Model number akg-008." names no item code, and prose holds none.
  expect(
    extract('<main><h1>Item</h1><span class="price">$10</span><ul><li>Model number akg-008.</li></ul></main>', {
      type: 'object',
      properties: { mpn: { type: 'string' } },
    }).mpn,
  ).toBeNull();
  expect(sku('<p>Ships in 2-3 days</p>')).toBeNull();
  // Pairs set apart by a bar on one line are read one by one; "Cód. do produto" is an item code's label.
  expect(sku('<p>Model: SO-1234 | SKU: 998877</p>')).toBe('998877');
  expect(sku('<p>Cód. do produto: 4711-0815</p>')).toBe('4711-0815');
  // A marketplace's item URL names the item, whatever code the description quotes.
  expect(sku('<dl><dt>Référence</dt><dd>QB737</dd></dl>', 'https://www.amazon.example/dp/B08LNDXM65')).toBe('B08LNDXM65');
  // With nothing on the page: an id-named parameter, a path key, the slug's trailing id.
  expect(sku('<p>Ships fast</p>', 'https://shop.example/lat/brooklyn-ecc60912110.html?childSku=545642356')).toBe('545642356');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/site/apple-airpods/6084400.p?skuId=6084400')).toBe('6084400');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/product_info.php/products_id/66868/led8-mini.html?utm_source=x')).toBe('66868');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/codigo-do-trabalho-anotado-1589482272.html')).toBe('1589482272');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/pchome24h/M67296549.htm?pc=promo')).toBe('M67296549');
  // An item path, the item's number, then its slug.
  expect(sku('<p>Ships fast</p>', 'https://shop.example/products/4005556050178/Gormiti_Puzzle_Bumper_Pack.html')).toBe('4005556050178');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/products/2023/summer-sale')).toBeNull();
  // A page key's number ("p4781720") is the item's; a size in the slug or a short number is no item id; a price is no code.
  expect(sku('<p>Ships fast</p>', 'https://shop.example/nest-mini/chalk/p4781720')).toBe('4781720');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/bed-158x198x61cm')).toBeNull();
  expect(sku('<p>Ships fast</p>', 'https://shop.example/favorable_1409.html')).toBeNull();
  expect(sku('<div class="product-code">163,93</div>')).toBeNull();
  // The same digits the structured data gives as the sku are the code (Nespresso's "7239.40").
  expect(sku(ld('7239.40'))).toBe('7239.40');
  // A model's name the structured data puts under `sku` is no code: the item id in the URL is.
  expect(sku(ld('LATITUDE 5520 LAPTOP'), 'https://shop.example/Prod/144432/')).toBe('144432');
  // A code the URL or the structured data gives plain is given as the page writes it for its buyers, parted by a slash
  // or a hyphen; a page that also shows it plain, or shows other digits, keeps it as given.
  expect(sku('<p>Indoor Camera<span>466/7999</span></p>', 'https://shop.example/product/4667999')).toBe('466/7999');
  expect(sku(`${ld('4667999')}<p>Cat. no. 466-7999</p>`)).toBe('466-7999');
  expect(sku('<p>466/7999</p><p>Item 4667999</p>', 'https://shop.example/product/4667999')).toBe('4667999');
  expect(sku('<p>Call 0466/79991</p>', 'https://shop.example/product/4667999')).toBe('4667999');
  // So is a code an address gives in small letters that the page writes in capitals.
  const magento =
    '<h1>Réfrigérateur Samsung RB34C7B5E22 344L</h1><span class="price">6 799,00 DH</span><div class="product attribute sku"><strong class="type">Référence</strong> <div class="value">RB34C7B5E22</div></div><button>Ajouter au panier</button>';
  expect(extract(magento, PRODUCT, 'https://shop.example/refrigerateur-samsung-rb34c7b5e22', 'fr').sku).toBe('RB34C7B5E22');
});

test("a reference that is the maker's model is no item code; a number of a barcode's length is one where its check digit fails; a brand row's links and a spec table's other names are none", () => {
  const CODES: JsonSchema = {
    type: 'object',
    properties: { name: { type: 'string' }, sku: { type: 'string' }, brand: { type: 'string' }, mpn: { type: 'string' } },
  };
  const page = (body: string, lang = 'fr') =>
    extract(`<main>${body}<span class="price">299,99 €</span><button>Ajouter au panier</button></main>`, CODES, 'https://shop.example/p', lang);
  // Cdiscount: the structured data gives the shop's code and the maker's; the spec table's "Référence" is the maker's.
  const microdata =
    '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Aspirateur robot ROWENTA X-Plorer</h1><meta itemprop="sku" content="ROW3221614009389"><meta itemprop="mpn" content="RR8587WH"></div>';
  expect(page(`${microdata}<table><tr><td>Marque</td><td>ROWENTA</td></tr><tr><td>Référence</td><td>RR8587WH</td></tr></table>`)).toMatchObject({
    sku: 'ROW3221614009389',
    mpn: 'RR8587WH',
  });
  // Magalu: no structured data; the "Referência" is the model the product's name carries.
  expect(page('<h1>Smart TV 50" Samsung UN50CU7700GXZD</h1><table><tr><td>Referência</td><td>UN50CU7700GXZD</td></tr></table>', 'pt-BR').sku).toBeNull();
  // A reference the name does not carry is the shop's.
  expect(page('<h1>Smart TV 50" Samsung</h1><table><tr><td>Référence</td><td>TV-88231</td></tr></table>').sku).toBe('TV-88231');
  // Twelve digits whose check digit fails are no UPC: the item code its label says; a valid UPC stays a barcode.
  expect(page('<h1>TV LED 65"</h1><p>SKU: 001073518813</p>', 'es').sku).toBe('001073518813');
  expect(page('<h1>TV LED 65"</h1><p>SKU: 001073518812</p>', 'es').sku).toBeNull();
  // Jumia: the brand row runs on into its links.
  expect(
    page(
      '<h1>Nasco Microwave Oven</h1><div><span>Brand: <a href="/nasco/">Nasco</a> | <a href="/microwave-ovens/nasco/">Similar products from Nasco</a></span></div>',
      'en',
    ).brand,
  ).toBe('Nasco');
  // Noon, Flipkart: a spec table's "Colour Name" and "Model Name" are not the product's name; its heading is.
  expect(
    page(
      '<h1>Galaxy S23 FE Dual SIM Mint 8GB RAM</h1><table><tr><td>Colour Name</td><td>Mint</td></tr><tr><td>Model Name</td><td>Galaxy S23 FE</td></tr></table>',
      'en',
    ).name,
  ).toBe('Galaxy S23 FE Dual SIM Mint 8GB RAM');
  expect(page('<h1>Lamp</h1><table><tr><td>Product name</td><td>Lamp Vintage 40W</td></tr></table>', 'en').name).toBe('Lamp Vintage 40W');
});

test('an address whose last segment is codes alone gives the whole code as the item id, not its last part', () => {
  const sku = (url: string) => extract('<main><h1>Headphones</h1><span class="price">NT$ 10,990</span><button>Add to cart</button></main>', PRODUCT, url).sku;
  expect(sku('https://24h.shop.example/prod/DYAJ9J-A900G1234')).toBe('DYAJ9J-A900G1234');
  // A slug's words end with its id.
  expect(sku('https://shop.example/p/wireless-headphones-black-WH1000XM5')).toBe('WH1000XM5');
  // A UUID keys the page as a whole: its last group is no item code.
  expect(sku('https://www.shop.example/fr-fr/p/iphone-13-128-go/b7c6f4a2-1a2b-4c3d-9e8f-0a1b2c3d4e5f')).toBeNull();
});

test("the variant the address names by its sku, or by its offer's address, gives the page's code, price and stock", () => {
  const page = (jsonLd: string, url: string, body: string) =>
    extract(`<script type="application/ld+json">${jsonLd}</script><main>${body}</main>`, PRODUCT, url);
  // Sephora: the offers carry no address; the query names one's sku. Its stock is that variant's too.
  const sephora = JSON.stringify({
    '@type': 'Product',
    name: 'Soft Pinch Liquid Blush',
    sku: '2362085',
    offers: [
      { '@type': 'Offer', sku: '2362085', price: '25.00', priceCurrency: 'USD', availability: 'http://schema.org/InStock' },
      { '@type': 'Offer', sku: '2362077', price: '25.00', priceCurrency: 'USD', availability: 'http://schema.org/OutOfStock' },
    ],
  });
  const blush = '<h1>Soft Pinch Liquid Blush</h1><div><b>$25.00</b></div>';
  expect(page(sephora, 'https://shop.example/product/blush-P97989778?skuId=2362077', blush)).toMatchObject({ sku: '2362077', availability: 'OutOfStock' });
  // An address that names no offer's sku leaves the product whole.
  expect(page(sephora, 'https://shop.example/product/blush-P97989778?color=hope', blush)).toMatchObject({ sku: '2362085', availability: 'InStock' });
  // Shopify's ProductGroup: each variant's address is its offer's.
  const variant = (sku: string, price: string, id: string) => ({
    '@type': 'Product',
    name: `Merino Crew Sweater - ${sku}`,
    sku,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      availability: 'http://schema.org/InStock',
      url: `https://shop.example/products/sweater?variant=${id}`,
    },
  });
  const group = JSON.stringify({
    '@type': 'ProductGroup',
    name: 'Merino Crew Sweater',
    hasVariant: [variant('NFK-OAT-M', '128.00', '1'), variant('NFK-NAV-M', '96.00', '2')],
  });
  expect(page(group, 'https://shop.example/products/sweater?variant=2', '<h1>Merino Crew Sweater</h1><button>Add to cart</button>')).toMatchObject({
    sku: 'NFK-NAV-M',
    price: 96,
  });
});

test("variants with addresses of their own, none the page's: the page's query still names the variant by its sku", () => {
  const variant = (sku: string, shade: string) => ({
    '@type': 'Product',
    name: `Fit Me Foundation - ${shade} (30ml)`,
    sku,
    offers: { '@type': 'Offer', price: 499, priceCurrency: 'INR', url: `https://shop.example/p/12345?skuId=${sku}` },
  });
  const group = JSON.stringify({
    '@type': 'ProductGroup',
    name: 'Fit Me Foundation',
    productGroupID: '12345',
    hasVariant: [variant('12346', '115 Ivory'), variant('12347', '128 Warm Nude')],
  });
  expect(
    extract(
      `<script type="application/ld+json">${group}</script><main><h1>Fit Me Foundation - 128 Warm Nude (30ml)</h1><button>Add to Bag</button></main>`,
      PRODUCT,
      'https://shop.example/fit-me-foundation/p/12345?productId=12345&pps=1&skuId=12347',
    ),
  ).toMatchObject({ name: 'Fit Me Foundation - 128 Warm Nude (30ml)', sku: '12347' });
});

test("a classified's bare 'ID' label names its ad; Amazon Japan's '製品型番' is the part number", () => {
  const IDS: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };
  expect(
    extract(
      '<main><h1>iPhone 13 128GB</h1><h3 class="price">18 500 грн.</h3><div class="footer-bar"><span>ID: 812345678</span><span>Переглядів: 214</span></div></main>',
      IDS,
      'https://www.olx.ua/d/uk/obyavlenie/iphone-13-128gb-IDTx7aB.html',
      'uk',
    ).sku,
  ).toBe('812345678');
  expect(
    extract(
      '<main><h1>シャープ 洗濯機</h1><span class="price">￥89,800</span><ul><li><span>製品型番 ‏ : ‎ </span><span>SM-WA48-BA</span></li></ul></main>',
      IDS,
      undefined,
      'ja',
    ).mpn,
  ).toBe('SM-WA48-BA');
  // An auction house's lot number in its object details.
  expect(
    extract(
      '<main><h1>Eames Lounge Chair, 1970s</h1><div class="lot-bid">Current bid <span>€ 210</span></div><dl><dt>Object number</dt><dd>81234567</dd></dl></main>',
      IDS,
      'https://auctions.example/en/l/eames-lounge-chair',
    ).sku,
  ).toBe('81234567');
});

test("a code that begins with 'SKU' keeps it; an 'SKU' label beats a bare 'Product ID'", () => {
  const ld = (code: string) =>
    `<script type="application/ld+json">{"@type":"Product","name":"Item","sku":"${code}","offers":{"price":"10"}}</script><main><h1>Item</h1></main>`;
  expect(extract(ld('SKU-4412')).sku).toBe('SKU-4412');
  expect(extract(ld('SKU77')).sku).toBe('SKU77');
  expect(extract('<main><h1>Item</h1><span class="price">$10</span><p>SKU: 4412</p></main>').sku).toBe('4412');
  expect(
    extract(
      '<main><h1>Shirt</h1><p class="price">$40.00</p><button>Add to cart</button><div><span>Product ID:</span> <span>prod104422</span></div><div><span>SKU:</span> <span>104422-SS</span></div></main>',
    ).sku,
  ).toBe('104422-SS');
});

test("codes in spec rows of divs whose value box wraps its one value in boxes of its own (IdoSell's 'dictionary')", () => {
  const row = (label: string, value: string) =>
    `<div class="dictionary__param row"><div class="dictionary__name"><span>${label}</span></div><div class="dictionary__values"><div class="dictionary__value"><span>${value}</span></div></div></div>`;
  const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' }, gtin: { type: 'string' } } };
  expect(
    extract(
      `<main><h1>Klocki LEGO Technic</h1><strong class="price">189,99 zł</strong><section>${row('Kod producenta', '42151')}${row('Kod produktu', 'ZP-21880')}${row('EAN', '5702017416311')}</section></main>`,
      CODES,
      undefined,
      'pl',
    ),
  ).toEqual({ sku: 'ZP-21880', mpn: '42151', gtin: '5702017416311' });
});

test('an item code under its label runs up to the next label on its line', () => {
  expect(extract('<main><h1>iPad</h1><span class="price">$899</span><div>SKU: 664512 &nbsp; Model: MUWC3X/A</div></main>').sku).toBe('664512');
});

test("a code under a colon-less label that opens a subtitle's parts, beside a value in bold, or set in brackets", () => {
  const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };
  const page = (html: string, lang: string) => extract(`<main><h1>Smart TV 55"</h1><p class="price">R$ 2.999,00</p>${html}</main>`, CODES, undefined, lang);
  // Magalu's subtitle: the item code, then the brand's link.
  expect(page('<p>Código 237816700 | <a href="/marcas/samsung/">Samsung</a></p>', 'pt-BR').sku).toBe('237816700');
  // Its abbreviation in a spec list.
  expect(page('<ul><li>Cód: 43956789</li><li>Peso: 225 g</li></ul>', 'pt-BR').sku).toBe('43956789');
  expect(page('<p class="text-id">ID Producto: 112233567</p>', 'es-CO').sku).toBe('112233567');
  // Trendyol's attribute list: the label in a span, its value in bold.
  expect(page('<ul><li><span>Marka</span><b>Philips</b></li><li><span>Model</span><b>NA221/00</b></li></ul>', 'tr').mpn).toBe('NA221/00');
  // Large shops' own names for their item codes.
  expect(page('<p>Web ID: 6381172</p>', 'en-US').sku).toBe('6381172');
  expect(page('<p>Internet #316238743</p>', 'en-US').sku).toBe('316238743');
  // A code label that names the shop whose code it is, as its address does ("Réf. Fnac" on fnac.com).
  expect(
    extract(
      '<main><h1>Casque</h1><p class="price">99,99 €</p><table><tr><th>Réf. Fnac</th><td>19276345</td></tr></table></main>',
      CODES,
      'https://www.fnac.com/a19276345/casque',
      'fr',
    ).sku,
  ).toBe('19276345');
  expect(
    extract(
      '<main><h1>Casque</h1><p class="price">99,99 €</p><table><tr><th>Réf. Boulanger</th><td>19276345</td></tr></table></main>',
      CODES,
      'https://www.fnac.com/casque',
      'fr',
    ).sku,
  ).toBeNull();
  // The shop's name with its mark, set in a superscript of its own ("Menards <sup>®</sup> SKU:"); a "Product #" is its code too.
  expect(
    extract(
      '<main><h1>Deck Screws</h1><p class="price">$29.97</p><div><span>Model Number: <b>3CTDS5</b></span> | <span>Menards <sup>®</sup> SKU: <b>2311789</b></span></div></main>',
      CODES,
      'https://www.menards.com/main/p-1444431420568.htm',
      'en-US',
    ).sku,
  ).toBe('2311789');
  // A shop of two letters, its code's abbreviation after the label in brackets, over the barcode its address ends with.
  expect(
    extract(
      '<main><h1>Duschgel Sanddorn, 300 ml</h1><p class="price">0,95 €</p><table><tr><th>dm-Artikelnummer (DAN)</th><td>1439025</td></tr><tr><th>GTIN</th><td>4066447257410</td></tr></table></main>',
      CODES,
      'https://www.dm.de/balea-duschgel-sanddorn-300-ml-p4066447257410.html',
      'de',
    ).sku,
  ).toBe('1439025');
  expect(page('<p>Product #: 8812345</p>', 'en-US').sku).toBe('8812345');
  expect(page('<table><tr><th>Product No.</th><td>GA220416960</td></tr></table>', 'en-US').sku).toBe('GA220416960');
  // Magento's attribute rows: a label in a bold of its own, its value in the block after it.
  expect(page('<div class="product attribute ref"><strong class="type">Referencia:</strong> <div class="value">A45678901</div></div>', 'es').sku).toBe(
    'A45678901',
  );
  // A code in a card of what the product is sold with is that product's.
  expect(
    extract(
      '<script type="application/ld+json">{"@type":"Product","name":"2 Amortisseurs MONROE G16729","sku":"2046388","offers":{"@type":"Offer","price":"96.99","priceCurrency":"EUR"}}</script><main><h1>2 Amortisseurs MONROE G16729</h1><p class="price">96,99 €</p><button>Ajouter au panier</button><section class="sold-with"><h2>Vendu avec</h2><div class="product-thumb"><a href="/fr/kit-pk052.html">Kit MONROE PK052</a><p class="product-thumb__ref">Réf. : PK052</p><p>22,49 €</p></div></section></main>',
      CODES,
      'https://www.mister-auto.com/fr/amortisseur/monroe-g16729.html',
      'fr',
    ).sku,
  ).toBe('2046388');
  // A Korean shop's name run on into its label for the item number: its code, not the maker's part number (품번).
  expect(page('<ul><li>중량: 120g</li><li>쿠팡상품번호: 7335597976</li></ul>', 'ko')).toMatchObject({ sku: '7335597976', mpn: null });
  // Pairs on one line set apart by a full-width slash.
  expect(page('<p>商品番号：13371285 ／ JANコード：4902370553116 ／ 型番：BEE-S-KAAAA</p>', 'ja')).toMatchObject({
    sku: '13371285',
    mpn: 'BEE-S-KAAAA',
  });
  // DNS writes the maker's code in square brackets.
  expect(page('<div><div>Код производителя</div><div>[DH1VLMD00RU]</div></div>', 'ru').mpn).toBe('DH1VLMD00RU');
});

test("the structured data's sku is the maker's code where the page shows another as the shop's own; a Georgian 'model' label", () => {
  const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };
  const ld = '<script type="application/ld+json">{"@type":"Product","name":"Galaxy S24 FE","sku":"SM-S721BLGDEUE"}</script>';
  const rows = '<div>Preces kods: <b>1276614</b></div><table><tr><th>Ražotāja kods</th><td>SM-S721BLGDEUE</td></tr></table>';
  expect(extract(`${ld}<main><h1>Galaxy S24 FE</h1><span class="price">599,99 €</span>${rows}</main>`, CODES, undefined, 'lv')).toEqual({
    sku: '1276614',
    mpn: 'SM-S721BLGDEUE',
  });
  expect(
    extract(
      '<main><h1>Redmi Note 13</h1><span class="price">599 ₾</span><table><tr><td>მოდელი</td><td>23117RA68G</td></tr></table></main>',
      CODES,
      undefined,
      'ka',
    ).mpn,
  ).toBe('23117RA68G');
});

test("a code under a label that names only the shop's code goes before one under a reference label; 'Our Style Code' is the shop's; a label set off by a full-width colon comes off", () => {
  const details = (rows: string) =>
    extract(`<main><h1>Rolex Submariner Date</h1><span class="price">$8,995</span><button>Add to Bag</button><ul>${rows}</ul></main>`).sku;
  expect(details('<li>Silver Dial</li><li>Reference: 126234</li><li>Item #: RLX412345</li>')).toBe('RLX412345');
  expect(details('<li>Reference: 126234</li>')).toBe('126234');
  // JD Sports' own code beside adidas's article number.
  expect(details('<li>Gum sole</li><li>Our Style Code: 16123456</li><li>Product code: IG4986</li>')).toBe('16123456');
  expect(
    extract(
      '<main><h1>羊毛混紡針織衫</h1><span class="price">NT$1,280</span><div class="product-sku">商品貨號：SL-KN-0921-M</div></main>',
      PRODUCT,
      'https://shop.example.tw/products/knit',
      'zh-TW',
    ).sku,
  ).toBe('SL-KN-0921-M');
});

test("a Mercado Libre listing's address carries its item id, its site's letters and number run together; a watch maker's 'Referenz' is a reference label", () => {
  const page = '<main><h1>Notebook Lenovo IdeaPad 1</h1><span class="price">R$ 2.199,90</span><button>Comprar agora</button></main>';
  expect(extract(page, PRODUCT, 'https://produto.mercadolivre.com.br/MLB-3456789012-notebook-lenovo-ideapad-1-_JM', 'pt').sku).toBe('MLB3456789012');
  expect(extract(page, PRODUCT, 'https://www.mercadolivre.com.br/notebook-lenovo-ideapad-1/p/MLB19876543', 'pt').sku).toBe('MLB19876543');
  expect(
    extract(
      '<main><h1>Oyster Perpetual 41</h1><p class="price">CHF 6\'900.–</p><p class="ref">Referenz m124300-0001</p></main>',
      PRODUCT,
      'https://www.watches.example/ch/o41',
      'de',
    ).sku,
  ).toBe('m124300-0001');
});

test("the shop's name with a bare 'Code' labels the shop's own code; a 'Referenznummer' that the structured data gives as the part number is none", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Rolex Submariner Date","mpn":"126610LN","offers":{"price":"13950","priceCurrency":"EUR"}}</script>';
  expect(
    extract(
      `${ld}<main><h1>Rolex Submariner Date</h1><table><tr><td>Chrono24-Code</td><td>3T9KQ2</td></tr><tr><td>Marke</td><td>Rolex</td></tr><tr><td>Referenznummer</td><td>126610LN</td></tr></table></main>`,
      PRODUCT,
      'https://www.chrono24.de/rolex/submariner-date--id38291745.htm',
      'de',
    ).sku,
  ).toBe('3T9KQ2');
});

test("a box named for the product number that sets the maker's item-number label before its code ('品番：…') gives the code; a barcode's label gives none", () => {
  const page = (line: string) =>
    extract(
      `<main><h1>ココット・ロンド 20cm</h1><p class="product-number">${line}</p><p class="price">¥46,200（税込）</p><button>カートに入れる</button></main>`,
      PRODUCT,
      'https://www.lecreuset.co.jp/product/cocotte-ronde/',
      'ja',
    ).sku;
  expect(page('品番：21177-20-06')).toBe('21177-20-06');
  expect(page('JANコード：4942064773208')).toBeNull();
});

test("more shops' labels: Taiwan's '品號' and '品牌名稱', Korea's '품번', Amazon's Arabic item model number; a code set in brackets with its label", () => {
  const IDS: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, brand: { type: 'string' }, mpn: { type: 'string' } } };
  const page = (rows: string, lang: string, title = 'dyson V12 Detect Slim 吸塵器') =>
    extract(`<main><h1>${title}</h1><span class="price">NT$18,900</span><table>${rows}</table></main>`, IDS, undefined, lang);
  expect(page('<tr><th>品號</th><td>11234567</td></tr><tr><th>品牌名稱</th><td>dyson</td></tr>', 'zh-TW')).toMatchObject({ sku: '11234567', brand: 'dyson' });
  expect(page('<tr><th>상품번호</th><td>3718512</td></tr><tr><th>품번</th><td>CW2288-111</td></tr>', 'ko', '나이키 에어포스 1').mpn).toBe('CW2288-111');
  expect(page('<tr><th>ASIN</th><td>B0CXYZ1234</td></tr><tr><th>رقم موديل السلعة</th><td>MTJV3AE/A</td></tr>', 'ar', 'Apple iPad').mpn).toBe('MTJV3AE/A');
  expect(
    extract(
      '<main><h1>Geladeira Brastemp BRM45JK</h1><span class="price">R$ 3.999,00</span><p data-testid="product-code">(Cód. 55012345)</p></main>',
      PRODUCT,
      undefined,
      'pt-BR',
    ).sku,
  ).toBe('55012345');
  // Biltema's "Art." alone before its code, over the number its address ends in; AutoZone's "SKU #" before its code.
  const shown = (html: string, url: string) => extract(`<main><h1>Takboks 420 l</h1><span class="price">1 799,-</span>${html}</main>`, PRODUCT, url, 'nb').sku;
  expect(shown('<span class="artnr">Art. 37-2710</span>', 'https://www.biltema.no/bil/takboks-420-l-2000038765')).toBe('37-2710');
  expect(shown('<span data-testid="sku-container">SKU # <span>614785</span></span>', 'https://www.autozone.com/p/1')).toBe('614785');
});

test("a detail table in a tab's pane that is not shown is still the product's: the tab marked active beside it, or a pane marked current in a list of panes, is no chosen option", () => {
  const CODES: JsonSchema = { type: 'object', properties: { brand: { type: 'string' }, mpn: { type: 'string' }, gtin: { type: 'string' } } };
  const tabs =
    '<div class="product data items"><div class="data item title active" role="tab"><a href="#description">Details</a></div><div class="data item content" role="tabpanel"><p>A light pack for day hikes.</p></div>' +
    '<div class="data item title" role="tab"><a href="#additional">Zusatzinformation</a></div><div class="data item content" role="tabpanel"><table><tr><th>Hersteller</th><td>Deuter</td></tr><tr><th>Herstellerartikelnummer</th><td>3400521-3065</td></tr><tr><th>EAN</th><td>4046051112596</td></tr></table></div></div>';
  expect(
    extract(
      `<main><h1>Deuter Futura 32</h1><span class="price">87,35 €</span><button>In den Warenkorb</button>${tabs}</main>`,
      CODES,
      'https://outdoor.example/futura-32.html',
      'de',
    ),
  ).toEqual({ brand: 'Deuter', mpn: '3400521-3065', gtin: '4046051112596' });
  // Panes set as a list's items, the one shown marked "current".
  const panes =
    '<ul class="tabs_content"><li class="current"><p>A light pack for day hikes.</p></li><li><table><tr><td>MPN</td><td>3400521-3065</td></tr><tr><td>EAN</td><td>4046051112596</td></tr></table></li></ul>';
  expect(extract(`<main><h1>Deuter Futura 32</h1><span class="price">87,35 €</span>${panes}</main>`, CODES)).toMatchObject({
    mpn: '3400521-3065',
    gtin: '4046051112596',
  });
});

test("a part number that happens to have a barcode's length and check digit is the part number beside the barcode the page states", () => {
  const IDS: JsonSchema = { type: 'object', properties: { mpn: { type: 'string' }, gtin: { type: 'string' } } };
  const both = extract(
    '<main><h1>Lamp</h1><span class="price">€ 24,50</span><table><tr><th>Herstellernummer</th><td>1191010400405</td></tr><tr><th>EAN</th><td>4003530090097</td></tr></table></main>',
    IDS,
  );
  expect(both).toEqual({ mpn: '1191010400405', gtin: '4003530090097' });
});
