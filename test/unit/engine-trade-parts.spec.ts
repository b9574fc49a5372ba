/**
 * The builtin on parts and trade supplies (electronic components, industrial and car parts): a distributor's own code
 * beside the maker's part number, codes written in groups, prices per piece below one unit, stock counts beside the
 * price, quantity tiers, replacements and other options set after the part.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const PART: JsonSchema = { ...PRODUCT, properties: { ...(PRODUCT.properties as object), brand: { type: 'string' }, mpn: { type: 'string' } } };
const part = (body: string, url?: string, title?: string) => extract(`<main>${body}</main>`, PART, url, 'en', title);
const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;

test("a distributor's code and the maker's part number under their labels in the trade's languages (Amazon.de's 'Herstellerreferenz'); a code in groups of digits; a label's 'Rif.'; a note in full-width brackets after a code", () => {
  const page = (rows: string) => part(`<h1>Buck converter</h1><span class="price">€ 2,05</span><button>Add to cart</button><table>${rows}</table>`);
  expect(page(row('Mouser-Nr.:', '595-TPS62160DGKR') + row('Hersteller-Teilenr.:', 'TPS62160DGKR'))).toMatchObject({
    sku: '595-TPS62160DGKR',
    mpn: 'TPS62160DGKR',
  });
  expect(page(row('商品编号', 'C8734') + row('品牌名称', 'ST(意法半导体)') + row('厂家型号', 'STM32F103C8T6'))).toMatchObject({
    sku: 'C8734',
    brand: 'ST(意法半导体)',
    mpn: 'STM32F103C8T6',
  });
  expect(page(row('Catalog No.', '02-540K') + row('Mfr. No.', '1000-600'))).toMatchObject({ sku: '02-540K', mpn: '1000-600' });
  expect(page(row('Item Code:', '1234908') + row('Mfr Code:', 'N242'))).toMatchObject({ sku: '1234908', mpn: 'N242' });
  expect(page(row('注文コード', '01276432') + row('品番', 'TRW-1719'))).toMatchObject({ sku: '01276432', mpn: 'TRW-1719' });
  expect(page(row('Herst.-Nr.', '21ML003BGE'))).toMatchObject({ mpn: '21ML003BGE' });
  expect(page(row('Mã model', 'MYWX3VN/A'))).toMatchObject({ mpn: 'MYWX3VN/A' });
  expect(page(row('Referentie fabrikant', '18013-20'))).toMatchObject({ mpn: '18013-20' });
  expect(page(row('Varenummer leverandør', '06008C0A01'))).toMatchObject({ mpn: '06008C0A01' });
  expect(page(row('Herst.-Art.-Nr.', '21ML003BGE'))).toMatchObject({ mpn: '21ML003BGE' });
  expect(page(row('Symbol producenta:', 'DS1021-1*40SF11'))).toMatchObject({ mpn: 'DS1021-1*40SF11' });
  expect(page(row('品番', '910-006561（グラファイト）'))).toMatchObject({ mpn: '910-006561' });
  expect(page(row('品番', '910-006561（グラファイト）／910-006562（ペイル グレー）'))).toMatchObject({ mpn: null });
  expect(page(row('Kód zboží:', '1000012345'))).toMatchObject({ sku: '1000012345' });
  expect(page(row('ASIN', 'B0CHX3QBCH') + row('Herstellerreferenz', 'TRW-2740'))).toMatchObject({ mpn: 'TRW-2740' });
  expect(page(row('Artikelnummer:', '0 986 494 524'))).toMatchObject({ sku: '0 986 494 524' });
  expect(part('<h1>Carrello</h1><p class="product-ref">Rif. <span>A057329</span></p><span class="price">€ 289,00</span>').sku).toBe('A057329');
});

test("a number ending the address is the maker's where the page shows the shop's own code beside it", () => {
  const ld = '<script type="application/ld+json">{"@type":"Product","name":"Bit set","sku":"NZ-118204","mpn":"2607017319"}</script>';
  const body = `${ld}<h1>Bit set 2607017319</h1><span class="price">49,99 zł</span><button>Add to cart</button><table>${row('Nr kat.:', 'NZ-118204')}${row('Kod producenta:', '2607017319')}</table>`;
  expect(part(body, 'https://tools.example/bit-set-extra-hard-2607017319.html')).toMatchObject({ sku: 'NZ-118204', mpn: '2607017319' });
});

test('a stock count named for the stock is no price; a price per piece below one unit is a fraction; a tier table, down or across, gives the price of one', () => {
  const stock = `<h1>TPS62160DGKR</h1><dl><dt>Lagerbestand:</dt><dd><span class="available-amount">8.532</span> Sofort lieferbar</dd></dl><table class="pricing-table"><tr><th>Menge</th><th>Stückpreis</th></tr><tr><td>1</td><td>2,05 €</td></tr><tr><td>10</td><td>1,49 €</td></tr></table><button>In den Warenkorb</button>`;
  expect(part(stock).price).toBe(2.05);
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"LM358N","offers":{"@type":"AggregateOffer","priceCurrency":"EUR","lowPrice":"0.219","highPrice":"0.446"}}</script>';
  const tiers = `${ld}<h1>LM358N</h1><div class="price"><p><span class="price-ht">0,446 €</span> HT</p><p class="priceSub">0,535 € TTC</p><table><tr><td>1+</td><td>0,446 €</td></tr><tr><td>500+</td><td>0,219 €</td></tr></table></div><button>Ajouter au panier</button>`;
  expect(part(tiers).price).toBe(0.446);
  // A tier table set across: its quantities ("60+" and more) over their prices, in a table named for the price.
  const across = (last: string) =>
    part(
      `<h1>Corrugated Boxes</h1><table class="priceTable"><tr><th>1</th><th>5</th><th>20</th><th>${last}</th></tr><tr><td>$44</td><td>$41</td><td>$37</td><td>$34</td></tr></table><button>Add to cart</button>`,
    ).price;
  expect(across('60+')).toBe(44);
  expect(across('60')).toBe(44);
  // Its quantities linked to fill the order's quantity in, beside the data's range down to the largest tier's price.
  const linked = `<script type="application/ld+json">{"@type":"Product","name":"TPS62160DSGR","offers":{"@type":"AggregateOffer","lowPrice":"0.706","highPrice":"2.17","priceCurrency":"EUR"}}</script><h1>TPS62160DSGR</h1><table><tr><th>Menge</th><th>Stückpreis</th></tr><tr><td><a href="#">1</a></td><td>2,17 €</td></tr><tr><td><a href="#">9.000</a></td><td>0,706 €</td></tr></table>`;
  expect(part(linked).price).toBe(2.17);
});

test("a trade catalogue's page without structured data: its 'Add to order' button sells, its brand line stands over the heading or in it", () => {
  const body =
    '<h1>Black-Oxide Alloy Steel Socket Head Screw</h1><div class="PartNbr">91251A540</div><div class="PrceTxt"><span class="PrceAmt">$14.25</span> per pack of 50</div><div class="InStock">In stock</div><input value="1"><button>ADD TO ORDER</button>';
  expect(part(body, 'https://supply.example/91251A540/')).toMatchObject({ price: 14.25, currency: 'USD', availability: 'InStock' });
  const brandLine =
    '<div><span class="pdp-brand">GARANT</span><h1>VHM-Bohrer 5xD mit Innenkühlung</h1></div><span class="price">€ 58,90</span><button>In den Warenkorb</button>';
  expect(part(brandLine, undefined, 'GARANT VHM-Bohrer 5xD mit Innenkühlung | Tools').brand).toBe('GARANT');
  expect(part(brandLine, undefined, 'VHM-Bohrer 5xD mit Innenkühlung | Tools').brand).toBeNull();
  // Or the heading names it among its words; or the brand's box is the heading's first part.
  const joma =
    '<p class="product-detail__brand">JOMA</p><h1 class="product-detail__name">Zapatillas Running Joma R.Supercross Hombre</h1><span class="price">59,99 €</span>';
  expect(part(joma, undefined, 'Zapatillas Running | Sprinter').brand).toBe('JOMA');
  const inHeading =
    '<h1 id="product-title"><span class="manufacturer-title">Arc\'teryx</span> <span class="product-title">Women\'s Beta AR Jacket</span></h1><span class="price">599,95 €</span>';
  expect(part(inHeading).brand).toBe("Arc'teryx");
  expect(part('<h1>Ratchet wrench 17×19mm</h1><span class="price">￥1,580</span><div><span>在庫品</span> <span>当日出荷</span></div>').availability).toBe(
    'InStock',
  );
});

test("an obsolete part's notice is no price, and the replacement's and the other options' prices, stock and codes are theirs", () => {
  const obsolete = part(
    '<h1><span>MAX232CPE+</span> - RS-232 Transceiver</h1><div class="productPriceBox"><h3>Obsolete – No Longer Manufactured</h3><p>This product is no longer available. Replacement part: <a href="/max232ein">MAX232EIN</a> – Order Code 3119418</p></div><section><h2>Suggested replacement</h2><p>MAX232EIN price: <strong>AU$3.12</strong> ex GST</p><button>Add replacement to basket</button></section>',
  );
  expect(obsolete.price).toBeNull();
  const options = part(
    '<h1>AKEBONO ACT1394 Brake Pad</h1><span class="moreinfo-price">$41.79</span><button>Add to Cart</button><h2>Other Brake Pad options for 2012 HONDA CIVIC 1.8L L4 — Front</h2><table><tr><td><span>BOSCH</span> BC1394</td><td><span class="listing-price">$38.52</span><div class="listing-stock">Out of Stock</div></td></tr></table>',
  );
  expect(options).toMatchObject({ price: 41.79, availability: 'InStock' });
  const alsoBought = part(
    `<h1>Jistič ABB S201-B16</h1><span class="price">129 Kč</span><button>Do košíku</button><section><h2>Zákazníci také koupili</h2><div><span>Proudový chránič</span><span class="code">Kód: 1000012390</span><span class="price">789 Kč</span></div></section>`,
  );
  expect(alsoBought.sku).toBeNull();
  const picker = part(
    '<h1>Socket screw DIN912</h1><span class="price">US$0.12</span><p>Size: <button class="sku-item selected">M8x20</button><button class="sku-item">M8x30</button></p><button>Start order</button>',
  );
  expect(picker.sku).toBeNull();
  // So is a row of boxes named for the sku, one marked chosen (Tmall's hashed CSS-module names).
  const row = ['4L 经典款', '5L 大容量款']
    .map(
      (v, i) =>
        `<div class="SkuContent--valueItem--1Q SkuContent--${i ? 'x' : 'isSelected'}--3Y"><span class="SkuContent--valueItemText--3G">${v}</span></div>`,
    )
    .join('');
  expect(part(`<h1>电饭煲</h1><span class="price">¥299</span><div class="SkuContent--content--3Z">${row}</div>`).sku).toBeNull();
});

test("a maker's number in groups that end in capitals ('0 986 479 C21') is the part number the data states, not the shop's code where the page shows it", () => {
  const page = extract(
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"BOSCH Bremsscheibe 0 986 479 C21","sku":"7792345","mpn":"0 986 479 C21","brand":{"@type":"Brand","name":"BOSCH"},"offers":{"@type":"Offer","price":"34.89","priceCurrency":"EUR","availability":"http://schema.org/InStock"}}</script><main><h1>BOSCH Bremsscheibe 0 986 479 C21</h1><div class="product-block__article">Art.-Nr.: <span class="product-block__article-number">0 986 479 C21</span></div><p class="price">34,89 €</p><button>In den Warenkorb</button></main>',
    PART,
    'https://www.autodoc.de/bosch/7792345',
    'de',
  );
  expect([page.sku, page.mpn]).toEqual(['7792345', '0 986 479 C21']);
});

test("a class's words name a field together: a CSS module's 'ProductDetailsSection-…__modelNumber' names the model's number, not the shop's product number", () => {
  const page = extract(
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"iPhone 16 Pro 256GB","sku":"N70140511V","offers":{"@type":"Offer","price":"4699","priceCurrency":"AED"}}</script><main><h1>iPhone 16 Pro 256GB</h1><div class="ProductDetailsSection-module-scss-module__modelNumber">Model Number : MG8H4AH/A</div><p class="price">AED 4,699.00</p><button>Add to cart</button></main>',
    PART,
    'https://www.noon.com/uae-en/iphone-16-pro/N70140511V/p/',
  );
  expect([page.sku, page.mpn]).toEqual(['N70140511V', 'MG8H4AH/A']);
});

test("a lab supplier's pack sizes in a table whose chosen row gives the item's code; a maker's type under 'Hersteller-Typ'; a code's last group over the next item's 'MDL number' is no amount in lei", () => {
  const packRow = (code: string, price: string, chosen = false) =>
    `<tr class="article-row${chosen ? ' is-selected' : ''}"><td>${code}</td><td>1 l</td><td>${price}</td></tr>`;
  const table = (rows: string) =>
    part(
      `<h1>Ethanol ≥99,8 %, vergällt</h1><table><thead><tr><th>Art.-Nr.</th><th>Inhalt</th><th>Preis</th></tr></thead><tbody>${rows}</tbody></table><button>In den Warenkorb</button>`,
    );
  expect(table(packRow('K928.1', '24,80 €') + packRow('K928.4', '26,45 €', true) + packRow('K928.2', '48,90 €'))).toMatchObject({ sku: 'K928.4' });
  expect(table(packRow('K928.1', '24,80 €') + packRow('K928.2', '48,90 €')).sku).toBeNull();
  expect(part(`<h1>Widerstand 10k</h1><span class="price">0,12 €</span><table>${row('Hersteller-Typ', 'CRCW060310K0FKEA')}</table>`).mpn).toBe(
    'CRCW060310K0FKEA',
  );
  const sigma = `<h1>Sodium chloride</h1><ul><li>CAS Number: <span>7647-14-5</span></li><li>EC Number: <span>231-598-3</span></li><li>MDL number: <span>MFCD00003477</span></li></ul><table><tr><th>Pack</th><th>Price</th></tr><tr><td>25 G</td><td>$43.10</td></tr><tr><td>500 G</td><td>$83.30</td></tr><tr><td>1 KG</td><td>$128.00</td></tr></table><button>Add to Cart</button>`;
  expect(extract(`<main>${sigma}</main>`, PRODUCT, 'https://www.lab.example/US/en/product/s9888', 'en')).toMatchObject({ price: 43.1, currency: 'USD' });
});

test("the maker under a details list's 'Maker' or a wine shop's 'Producteur', and Malay's 'Jenama', is the brand where no other label names one", () => {
  const details = (label: string, value: string, lang = 'en') =>
    extract(
      `<main><h1>Nendoroid Frieren</h1><span class="price">¥5,200</span><dl><dt>${label}</dt><dd>${value}</dd></dl><button>Add to cart</button></main>`,
      PART,
      undefined,
      lang,
    ).brand;
  expect(details('Maker', 'Good Smile Company')).toBe('Good Smile Company');
  expect(details('Producteur', 'Kim Crawford Wines', 'fr-CA')).toBe('Kim Crawford Wines');
  expect(details('Jenama', 'Apple', 'ms')).toBe('Apple');
});

test("a cross-reference table's header row ('Brand' | 'Number') names its columns, no brand 'Number'; a table of header cells only is still pairs", () => {
  const filter = (table: string) =>
    part(
      `<h1>Ryco Oil Filter Z386</h1><span class="price">$18.99</span><button>Add to cart</button><h2>Cross Reference</h2><table>${table}</table>`,
      'https://www.autobarn.example/ryco-oil-filter-z386',
    ).brand;
  expect(filter('<tr><th>Brand</th><th>Number</th></tr><tr><td>Wesfil</td><td>WZ386</td></tr><tr><td>Sakura</td><td>C-1710</td></tr>')).toBeNull();
  // Namshi's attributes: each row two <th>s, a label and its value.
  expect(filter('<tr><th>Brand</th><th>Ryco</th></tr><tr><th>SKU</th><th>RYZ386</th></tr>')).toBe('Ryco');
});

test("a shop's name in capitals before 'SKU#' is the label's ('KEH SKU#'); 'Manufacturer Item #' labels the maker's number; a title's brand part is no name", () => {
  const page = (body: string) =>
    part(`<h1 class="product__title">${body}</h1><span class="price">$21.99</span><button>Add to cart</button>`, 'https://www.keh.example/shop/x.html');
  expect(
    part(
      '<h1>Nikon D750 Body</h1><span class="price">$729.00</span><button>Add to cart</button><div class="product attribute sku"><strong class="type">KEH SKU#</strong> <div class="value">N2071523</div></div>',
    ).sku,
  ).toBe('N2071523');
  expect(
    part(`<h1>Colored Pencil Set</h1><span class="price">$99.99</span><button>Add to cart</button><table>${row('Manufacturer Item #', '3599TN')}</table>`).mpn,
  ).toBe('3599TN');
  expect(
    page('<span class="product__title--brand">Antonio Melani</span> <span class="product__title--desc">Ava Crepe Button Front Long Sleeve Blouse</span>').name,
  ).not.toBe('Antonio Melani');
});
