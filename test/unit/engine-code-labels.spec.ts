/**
 * The builtin's codes under the labels Canadian and French shops write: the shop's "No de produit" and "Code Web", the French
 * name of the UPC ("CUP"); and under DIY and electronics stores' labels: "I/N", "Hersteller-Art.-Nr.", a heading's "Model #".
 * The codes' own rules and the other languages' labels: engine-item-codes.spec.ts and
 * engine-product-codes.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, gtin: { type: 'string' } } };
const CODES_MPN: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };
const page = (rows: string, url = 'https://www.shop.example/fr/p/manteau/12345') =>
  extract(
    `<main><h1>Manteau Shiloh à capuchon</h1><span class="price">1 190,00 $</span><ul>${rows}</ul><button>Ajouter au panier</button></main>`,
    CODES,
    url,
    'fr-CA',
  );

test("a Canadian shop's 'No de produit' and 'Code Web' are its item codes, over the number its address ends in; 'CUP' and 'Code CUP' label a barcode", () => {
  expect(page('<li>No de produit : 18842-70115</li>', 'https://www.simons.example/fr/manteau-shiloh-a-capuchon--18842-70115').sku).toBe('18842-70115');
  expect(page('<li>Code Web : 17495710</li>').sku).toBe('17495710');
  expect(page('<li><span>CUP</span> <strong>885911400497</strong></li>').gtin).toBe('885911400497');
  expect(page('<li><span>Code CUP</span> <strong>03263280105460</strong></li>').gtin).toBe('03263280105460');
});

test("a bundle's own reference, in a Magento row whose label has no colon, is its sku before its parts' references; so is the structured sku shown under a label after them", () => {
  const SKU: JsonSchema = { type: 'object', properties: { sku: { type: 'string' } } };
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Pack trio Street+","sku":"1064312","offers":{"@type":"Offer","price":"899.00","priceCurrency":"EUR"}}</script>';
  const parts =
    '<ul class="pack-list"><li>Poussette Street+ <span>Réf. 1058821</span> <span>399,00 €</span></li><li>Nacelle Oria <span>Réf. 1058834</span> <span>249,00 €</span></li></ul>';
  const sku = (own: string, before: boolean) =>
    extract(
      `${ld}<main><h1>Pack trio Street+</h1>${before ? own : ''}<p class="price">899,00 €</p>${parts}${before ? '' : own}<button>Ajouter au panier</button></main>`,
      SKU,
      'https://www.aubert.example/p/pack-trio',
      'fr',
    ).sku;
  expect(sku('<div class="product attribute sku"><strong class="type">Réf.</strong> <div class="value">1064312</div></div>', true)).toBe('1064312');
  expect(sku('<p>Réf. 1064312</p>', false)).toBe('1064312');
});

test("a colon-less label in a span that opens its line labels the text after it ('<li><span>Stock code</span> RCPO-…</li>'); 'Article code' labels the item code; a maker named by its company and postal address is the brand by its name", () => {
  const CODES_AND_BRAND: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, brand: { type: 'string' } } };
  const watch = (rows: string) =>
    extract(
      `<main><h1>Datejust 36</h1><div class="price">£9,450</div><ul class="specs">${rows}</ul><button>Add to bag</button></main>`,
      CODES_AND_BRAND,
      'https://www.shop.example/p/1',
      'en-GB',
    );
  expect(watch('<li><span>Stock code</span> RCPO-60193-1142</li><li><span>Year</span> 2021</li>').sku).toBe('RCPO-60193-1142');
  expect(watch('<li>Article code: 2500012106</li>').sku).toBe('2500012106');
  // A lab supplier's catalogue number over the number its address ends in; two pairs on a line set apart by a dash.
  expect(watch('<li>Kat.-Nr.: 613-0262</li>').sku).toBe('613-0262');
  const refs = extract(
    '<main><h1>Armoire</h1><p class="price">459,00 €</p><p class="ref">Réf. : A123456 – Réf. fabricant : ARM-RID-1981</p><button>Ajouter au panier</button></main>',
    CODES_MPN,
    'https://www.shop.example/p/1',
    'fr',
  );
  expect(refs).toMatchObject({ sku: 'A123456', mpn: 'ARM-RID-1981' });
  expect(watch('<li>Produktcode: 60040108001</li>').sku).toBe('60040108001');
  const coffee = extract(
    '<main><h1>Barista Caffè Crema 1 kg</h1><p class="price">16,99 €</p><table><tr><th>Hersteller</th><td>Tchibo GmbH, Überseering 18, 22297 Hamburg</td></tr></table><button>In den Warenkorb</button></main>',
    CODES_AND_BRAND,
    'https://www.shop.example/p/2',
    'de',
  );
  expect(coffee.brand).toBe('Tchibo');
});

test("a card market's 'Price Trend' is no price beside its 'From' price; a brand the structured data states keeps its colon", () => {
  const card = extract(
    '<main><h1>Sheoldred, the Apocalypse</h1><dl><dt>From</dt><dd>62,50 €</dd><dt>Price Trend</dt><dd>66,14 €</dd></dl><button>Put in cart</button></main>',
    PRODUCT,
    'https://www.cards.example/en/Magic/Products/Singles/1',
    'en',
  );
  expect(card.price).toBe(62.5);
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Lightning Bolt","brand":{"@type":"Brand","name":"Magic: The Gathering"},"offers":{"@type":"Offer","price":1.1,"priceCurrency":"USD"}}</script>';
  expect(
    extract(`${ld}<main><h1>Lightning Bolt</h1><p>Magic: The Gathering</p><p class="price">$1.10</p><button>Add to cart</button></main>`, BRAND).brand,
  ).toBe('Magic: The Gathering');
});

test("a number the address ends in that the structured data gives as the barcode is no item code; 'Modellbezeichnung' names the model", () => {
  const shirt = extract(
    '<script type="application/ld+json">{"@type":"Product","name":"Chemise oxford","gtin13":"3596573104421","offers":{"@type":"Offer","priceCurrency":"EUR","price":"35.99"}}</script><main><h1>Chemise oxford</h1><span class="price">35,99 €</span><button>Ajouter au panier</button></main>',
    CODES_MPN,
    'https://www.celio.example/fr-fr/p/chemise-oxford-3596573104421.html',
    'fr',
  );
  expect(shirt.sku).toBeNull();
  const washer = extract(
    '<main><h1>Waschmaschine W1</h1><span class="price">1.099,00 €</span><table><tr><th>Modellbezeichnung</th><td>WWD 120 WCS</td></tr></table><button>In den Warenkorb</button></main>',
    CODES_MPN,
    'https://www.miele.example/de/waschmaschine-w1',
    'de',
  );
  expect(washer.mpn).toBe('WWD 120 WCS');
});

test("codes under DIY and electronics stores' labels: 'I/N' before a bar and the line's next label, 'Hersteller-Art.-Nr.', a heading's 'Model #', a sentence's stop after a code", () => {
  const codes = (box: string, lang = 'en') =>
    extract(`<main><h1>Drill driver kit</h1>${box}<span class="price">$129.00</span><button>Add to cart</button></main>`, CODES_MPN, undefined, lang);
  // Bunnings: the item number and the model in one line, parted by a bar.
  expect(codes('<div class="itemNumber"><span>I/N: <span>0284173</span></span> | <span>Model: <span>PXDDK-250C</span></span></div>').sku).toBe('0284173');
  expect(codes('<div class="ids"><span>Art.-Nr.: 2E12-40G</span> <span>Hersteller-Art.-Nr.: MXCV3D/A</span></div>', 'de')).toEqual({
    sku: '2E12-40G',
    mpn: 'MXCV3D/A',
  });
  // Home Depot sets its codes in headings of the info bar.
  expect(codes('<div class="product-info-bar"><h2>Internet <!-- -->#312498417</h2><h2>Model <!-- -->#I966106L</h2></div>').mpn).toBe('I966106L');
  // A spec list written in sentences: its stop is no part of the code.
  expect(codes("<ul><li>Manufacturer's reference: MTJV3ZM/A.</li><li>Bluetooth 5.3.</li></ul>").mpn).toBe('MTJV3ZM/A');
  // A "Part #" row beside the shop's own code's is the maker's part number.
  expect(codes('<table><tr><th>Item #</th><td>46123</td></tr><tr><th>Part #</th><td>FD-C-NOR1C-02</td></tr></table>')).toEqual({
    sku: '46123',
    mpn: 'FD-C-NOR1C-02',
  });
  expect(codes('<table><tr><th>Nº del fabricante</th><td>9453</td></tr></table>', 'es').mpn).toBe('9453');
  // A part number in spaced capitals, where the page's own microdata gives it as one.
  expect(
    codes('<div itemscope itemtype="https://schema.org/Product"><p>Herstellernummer: <span itemprop="mpn">B650 A ELITE AX V2</span></p></div>', 'de').mpn,
  ).toBe('B650 A ELITE AX V2');
});

test("'N°' glued before a French shop's code is its label, not part of it; 'Artikelnummer Hersteller' labels the maker's number", () => {
  const tire = extract(
    '<main><h1>Pneu toutes saisons</h1><p class="nl-product__code">N° 176-0225-4</p><span class="price">189,99 $</span><button>Ajouter au panier</button></main>',
    CODES,
    'https://www.canadiantire.example/fr/pdp/pneu-0225.html',
    'fr-CA',
  );
  expect(tire.sku).toBe('176-0225-4');
  const drill = extract(
    '<main><h1>Akku-Bohrschrauber</h1><span class="price">89,00 €</span><table><tr><th>Artikelnummer</th><td>24718890</td></tr><tr><th>Artikelnummer Hersteller</th><td>3404860</td></tr></table><button>In den Warenkorb</button></main>',
    CODES_MPN,
    'https://www.bauhaus.example/akku-bohrschrauber/p/24718890',
    'de',
  );
  expect(drill).toEqual({ sku: '24718890', mpn: '3404860' });
});

// A shop's page with one code line or spec table set under its price.
const codesUnderPrice = (row: string, lang = 'en') =>
  extract(`<main><h1>Lavadora LG F4WR7010</h1><span class="price">479,99 €</span>${row}</main>`, CODES_MPN, 'https://shop.example/p/1', lang);

test("'Nº art.' labels a Spanish shop's item code whole; Finnish 'Malli' labels the model's number", () => {
  expect(codesUnderPrice('<p data-test="pdp-article-number">Nº art. 1565983</p>', 'es').sku).toBe('1565983');
  expect(codesUnderPrice('<table><tr><th scope="row">Malli</th><td>EOB9S31WX</td></tr></table>', 'fi').mpn).toBe('EOB9S31WX');
  expect(codesUnderPrice('<table><tr><th scope="row">Leverandørens varenummer</th><td>63008_597</td></tr></table>', 'nb').mpn).toBe('63008_597');
});

test("a listing's 'Code de l'annonce' is its code; a style number in the specs is the maker's, under the shop's 'Product #'", () => {
  expect(codesUnderPrice("<table><tr><td><strong>Code de l'annonce</strong></td><td>R4T8QW</td></tr></table>", 'fr').sku).toBe('R4T8QW');
  expect(codesUnderPrice('<p>Product #: <span>333908432</span></p><table><tr><th scope="row">Style #</th><td>NF0A7QEY</td></tr></table>').sku).toBe(
    '333908432',
  );
});

test("Central and South-East European shops' labels: the maker's number ('Označení výrobce', 'Kataloška številka'), the barcode ('Bar kod'), the maker ('Производител'), in stock ('Dostupno na skladištu')", () => {
  const SPEC: JsonSchema = {
    type: 'object',
    properties: { mpn: { type: 'string' }, gtin: { type: 'string' }, brand: { type: 'string' }, availability: { type: 'string' } },
  };
  const shop = (rows: string, lang: string, stock = '') =>
    extract(
      `<main><h1>Stan 3P</h1><span class="price">7 490 Kč</span>${stock}<table>${rows}</table><button>Do košíku</button></main>`,
      SPEC,
      'https://www.shop.example/p/1',
      lang,
    );
  const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
  expect(shop(row('Označení výrobce', '12722'), 'cs').mpn).toBe('12722');
  expect(shop(row('Kataloška številka', '06008B9A07'), 'sl').mpn).toBe('06008B9A07');
  expect(shop(row('Bar kod', '8690703052110'), 'sr').gtin).toBe('8690703052110');
  expect(shop(row('Производител', 'LG'), 'bg').brand).toBe('LG');
  expect(shop('', 'hr', '<div class="dostupnost"><span class="ima">Dostupno na skladištu</span></div>').availability).toBe('InStock');
});
