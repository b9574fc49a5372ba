/**
 * The builtin on the codes and names real shop pages state beside the product: barcodes (GTIN,
 * EAN, UPC, ISBN), the maker's part number, the brand, and where they stand against the shop's own item code (SKU),
 * under labels in many languages, in detail tables and lists; null where the page does not state them. The item code
 * itself: engine-item-codes.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

test("a barcode and a maker's part number under their labels in many languages; a word that merely holds 'ean' is none", () => {
  const IDS: JsonSchema = { type: 'object', properties: { mpn: { type: 'string' }, gtin: { type: 'string' } } };
  const row = (label: string, value: string) =>
    extract(`<main><h1>Lamp</h1><span class="price">€ 24,50</span><table><tr><th>${label}</th><td>${value}</td></tr></table></main>`, IDS);
  const barcodes = [
    'EAN-Code',
    'Kod EAN',
    'Código EAN',
    'EAN/UPC',
    'GTIN / EAN',
    'UPC-A',
    'EAN-nummer',
    'Штрихкод',
    'Čárový kód',
    'Vonalkód',
    'バーコード',
    'باركود',
    'ברקוד',
    'บาร์โค้ด',
    'Mã vạch',
    'Kode batang',
  ];
  for (const label of barcodes) expect(row(label, '4006381333931').gtin, label).toBe('4006381333931');
  for (const label of ['Jean size', 'Mean', 'Clean EAN energy label rating index']) expect(row(label, '4006381333931').gtin, label).toBeNull();
  const makers = [
    'Réf. fabricant',
    'Número de pieza del fabricante',
    'Numer katalogowy producenta',
    'Артикул производителя',
    'Tillverkarens artikelnummer',
    'Fabrikantcode',
    'Üretici Parça Numarası',
    'Модель',
    'Μοντέλο',
    'الموديل',
    'דגם',
    'รุ่น',
    'Hersteller-Nr.',
    'Referencia del fabricante',
    'Typenummer',
    'Modelnummer',
    '모델명',
    'Üretici kodu',
    'Model #',
    'Número de peça',
    'Produsentens produktnummer',
    'Hersteller Artikelnr.',
    'MFG #',
    'Mfr. Model',
    'Supplier code',
    'Réf. fournisseur',
  ];
  for (const label of makers) expect(row(label, 'WX-4410-B').mpn, label).toBe('WX-4410-B');
  // A maker's series in capitals before a dotted code is the number as the maker writes it; a word before a number is a name.
  expect(row('Hersteller-Nr.', 'ECAM 290.61.SB').mpn).toBe('ECAM 290.61.SB');
  expect(row('Hersteller-Nr.', 'Dell 5520').mpn).toBeNull();
  // A fashion house's style number in groups, under its retailers' labels.
  for (const label of [
    'Designer-ID',
    'Brand style ID',
    'Codice designer',
    'Designer Style #',
    'Designer reference',
    'Vendor Style #',
    'Référence marque',
    'Manufacturer style',
  ])
    expect(row(label, '447632 DTDIT 1000').mpn, label).toBe('447632 DTDIT 1000');
});

test('brand, mpn and gtin are read where the page states them, and are null where it does not', () => {
  const IDS: JsonSchema = {
    type: 'object',
    properties: { sku: { type: 'string' }, brand: { type: 'string' }, mpn: { type: 'string' }, gtin: { type: 'string' } },
  };
  const ids = (html: string) => extract(`<main><h1>Smart speaker</h1><span class="price">£49.00</span>${html}</main>`, IDS);
  expect(
    ids(
      '<table><tr><th>Brand</th><td>Acme</td></tr><tr><th>Manufacturer Part Number (MPN)</th><td>GA00638-GB</td></tr><tr><th>EAN</th><td>5018479061991</td></tr><tr><th>Product code</th><td>83810610</td></tr></table>',
    ),
  ).toEqual({ sku: '83810610', brand: 'Acme', mpn: 'GA00638-GB', gtin: '5018479061991' });
  expect(ids("<ul><li>Numéro du modèle de l'article : PTV17-16912</li></ul>").mpn).toBe('PTV17-16912');
  // A button or a class name saying "manufacturer" or "brand" states no brand; a model name is no part number.
  expect(
    ids(
      '<div class="brand-logo"></div><button class="manufacturer-tab">From the Manufacturer</button><dl><dt>Model name / number</dt><dd>Nest Mini, 2nd Gen speaker</dd></dl>',
    ),
  ).toEqual({ sku: null, brand: null, mpn: null, gtin: null });
  // A template the shop never filled is no brand; a part number that repeats the shop's own code is that code.
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Boots","sku":"84518927-040-35","mpn":"84518927-040-35","brand":"$metabrand"}</script>';
  expect(ids(ld)).toEqual({ sku: '84518927-040-35', brand: null, mpn: null, gtin: null }); // A placeholder, a brand's id number or its link is no brand's name.
  // A brand that only the site's header and footer show is the shop's own name; shown in the product's region, it is the product's.
  const shop = (shown: string) =>
    extract(
      `<header>Acme Store</header><main><h1>Smart speaker</h1><span class="price">£49.00</span><p>Room-filling sound from a speaker the size of a fist.</p>${shown}</main><footer>© Acme Store</footer>` +
        '<script type="application/ld+json">{"@type":"Product","name":"Smart speaker","brand":{"@type":"Brand","name":"Acme Store"}}</script>',
      IDS,
    ).brand;
  expect(shop('')).toBeNull();
  expect(shop('<p>By Acme Store</p>')).toBe('Acme Store');
  for (const brand of ['N/A', 'null', '-', '10472', 'https://shop.example/brands/acme']) {
    expect(ids(`<script type="application/ld+json">{"@type":"Product","name":"Boots","brand":{"@type":"Brand","name":"${brand}"}}</script>`).brand).toBeNull();
  }
  // A link's words or a filter's default under the label are no brand; a marketplace's "Unbranded" is what the page states.
  for (const line of ['Brand: <a href="/brands">See all brands</a>', 'Manufacturer: See product description', 'Brand: All'])
    expect(ids(`<main><h1>Boots</h1><p>${line}</p></main>`).brand, line).toBeNull();
  expect(ids('<main><h1>Boots</h1><dl><dt>Brand</dt><dd>Unbranded</dd></dl></main>').brand).toBe('Unbranded');
  // A control after the value says what it does ("follow the brand"), not what the brand is; a link to the brand's page is its name.
  const follow = '<a href="#none" class="follow-brand"><b>&hearts;</b>关注</a>';
  expect(ids(`<main><h1>耳机</h1><ul><li>品牌： <a href="/list?brand=14026">Apple</a>${follow}</li></ul></main>`).brand).toBe('Apple');
  // The brand under its own label, before the maker a details table names first; the maker where no brand is named.
  const maker = '<tr><th>Manufacturer</th><td>Groupe SEB</td></tr>';
  expect(ids(`<main><h1>Pan</h1><table>${maker}<tr><th>Brand</th><td>Tefal</td></tr></table></main>`).brand).toBe('Tefal');
  expect(ids(`<main><h1>Pan</h1><table>${maker}</table></main>`).brand).toBe('Groupe SEB');
});

test('a brand is read under its label in the shop\'s language, alone or paired with "manufacturer"', () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const brand = (label: string, lang: string, value = 'Bosch') =>
    extract(`<main><h1>Item</h1><span class="price">10,00 €</span><dl><dt>${label}</dt><dd>${value}</dd></dl></main>`, BRAND, undefined, lang).brand;
  // Label | page language.
  const labels = `
    Kaubamärk | et
    Proizvajalec | sl
    make / manufacturer | en
    Značka | sk
    Marchio | it
    Märke | sv
    Üretici | tr
    Thương hiệu | vi
    Merek | id
    ยี่ห้อ | th
    الماركة | ar
    برند | fa
    제조자(수입자) | ko
    Producator | ro`;
  for (const row of labels.trim().split('\n')) {
    const [label, lang] = row.trim().split(' | ');
    expect(brand(label, lang), label).toBe('Bosch');
  }
  // A label that merely starts with a brand word states no brand, and a specs table's placeholder names none.
  expect(brand('Brand new', 'en')).toBeNull();
  for (const none of ['Non renseignée', 'Keine Angabe', 'Not specified']) expect(brand('Marque', 'fr', none), none).toBeNull();
});

test('a bold lead-in labels the rest of its line, in minified markup as in indented markup (text before it makes it no label); a <br> parts lines, after their bullets', () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const brand = (line: string) => extract(`<main><h1>Item</h1><span class="price">10,00 €</span>${line}</main>`, BRAND).brand;
  expect(brand('<p><strong>Brand</strong> Bosch</p>')).toBe('Bosch');
  expect(brand('<p>\n  <strong>Brand</strong> Bosch\n</p>')).toBe('Bosch');
  expect(brand('<p>Our <strong>Brand</strong> Bosch</p>')).toBeNull();
  // A description's lines parted by <br>, each "Label: value" after its bullet.
  expect(brand('<div class="description">- Peso: 61,8 kg<br><br>- Marca: Bosch<br><br><b>Dimensões</b><br>- Altura: 61 cm</div>')).toBe('Bosch');
  // Japanese sets its list lines after a middle dot.
  const IDS: JsonSchema = { type: 'object', properties: { gtin: { type: 'string' } } };
  expect(
    extract('<main><h1>急須</h1><span class="price">8,800円</span><div>・容量：0.6L<br>・JANコード：4902525120125</div></main>', IDS, undefined, 'ja').gtin,
  ).toBe('4902525120125');
});

test("a part number is the manufacturer's: not the shop's item code (its sku, its URL's number id), not the barcode", () => {
  const IDS: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' }, gtin: { type: 'string' } } };
  const ids = (html: string, url?: string) => extract(`<main><h1>Smart speaker</h1><span class="price">£49.00</span>${html}</main>`, IDS, url);
  const ld = (fields: string) => `<script type="application/ld+json">{"@type":"Product","name":"Speaker",${fields}}</script>`;
  // The structured data's mpn repeats the shop's sku; the labelled MPN further down is the manufacturer's.
  expect(ids(`${ld('"sku":"238368885","mpn":"238368885"')}<dl><dt>Manufacturer Part Number (MPN)</dt><dd>GA00638-GB</dd></dl>`).mpn).toBe('GA00638-GB');
  // An mpn that is the number in the item's URL, or the product's barcode, states no part number.
  expect(ids(ld('"sku":"NEST MINI","mpn":"144432"'), 'https://shop.example/Prod/144432/').mpn).toBeNull();
  expect(ids(ld('"gtin13":"5018479061991","mpn":"5018479061991"')).mpn).toBeNull();
  // A part number or a barcode only the metadata carries is not one the page states; shown, grouped for reading, it is.
  expect(ids(`${ld('"gtin13":"4005556050178","mpn":"EGO-15-1430"')}<meta itemprop="gtin8" content="96385074">`)).toEqual({ sku: null, mpn: null, gtin: null });
  expect(ids(`${ld('"gtin13":"4005556050178","mpn":"EGO-15-1430"')}<p>Part EGO-15-1430, EAN 4 005556 050178</p>`)).toEqual({
    sku: null,
    mpn: 'EGO-15-1430',
    gtin: '4005556050178',
  });
  // A model-number label in the shop's language ("supplier's model number" in Arabic, Polish, Latvian, Slovak).
  expect(ids('<dl><dt>رقم الموديل من المورد</dt><dd>JEUX024</dd></dl>').mpn).toBe('JEUX024');
  expect(ids('<dl><dt>Kod producenta</dt><dd>PTV17-16912</dd></dl>').mpn).toBe('PTV17-16912');
  expect(ids('<dl><dt>Ražotāja kods</dt><dd>ECC60912110</dd></dl>').mpn).toBe('ECC60912110');
  expect(ids('<p>Kód: PC APPLE MQ2Y2SL/A</p><p>Produktové číslo: MQ2Y2SL/A</p>').mpn).toBe('MQ2Y2SL/A');
  // A car's or a phone's model under "Model" ("X1", "A4") is its name: a part number is longer.
  expect(ids('<dl><dt>Model</dt><dd>X1</dd></dl>').mpn).toBeNull();
  expect(ids('<dl><dt>Model</dt><dd>XWSC61251</dd></dl>').mpn).toBe('XWSC61251');
  // A seller's part number in words, where the page's data gives it as the part number and shows it; "Does not apply",
  // the maker's name, or words under a label in the text are none.
  const specifics = (mpn: string) =>
    `<div itemscope itemtype="https://schema.org/Product"><meta itemprop="name" content="Speaker"><span itemprop="brand">Acme</span><table><tr><td>MPN:</td><td><h2 itemprop="mpn">${mpn}</h2></td></tr></table></div>`;
  expect(ids(specifics('Fake Wounds')).mpn).toBe('Fake Wounds');
  expect(ids(specifics('Does Not Apply')).mpn).toBeNull();
  expect(ids(specifics('Acme')).mpn).toBeNull();
  expect(ids('<dl><dt>MPN</dt><dd>Fake Wounds</dd></dl>').mpn).toBeNull();
});

test('item specifics laid out two pairs to a row or in a grid of divs are read pair by pair, also under a panel a dialog made aria-hidden', () => {
  const IDS: JsonSchema = { type: 'object', properties: { brand: { type: 'string' }, mpn: { type: 'string' }, condition: { type: 'string' } } };
  const specifics =
    '<table><tr><td class="attrLabels">Condition:</td><td>Used</td><td class="attrLabels">Brand:</td><td><span>Unbranded</span></td></tr>' +
    '<tr><td class="attrLabels">MPN:</td><td>FW-2291</td><td class="attrLabels">Type:</td><td>Kit</td></tr></table>';
  const page = `<main><h1>Fake wounds kit</h1><span class="price">£1.99</span></main><div aria-hidden="true"><h2>Item specifics</h2>${specifics}</div><div role="dialog">Sign in</div>`;
  expect(extract(page, IDS)).toEqual({ brand: 'Unbranded', mpn: 'FW-2291', condition: 'Used' });
  // A grid of divs: the label alone in its element, the value in the next one.
  const grid =
    '<div class="prop"><div class="name"><span>Бренд:</span></div><div class="val">SAMSUNG</div></div><div class="prop"><div class="name">Гарантия:</div><div class="val">1 год</div></div>';
  expect(extract(`<main><h1>Телефон</h1><span class="price">49 990 ₸</span>${grid}</main>`, IDS, undefined, 'ru').brand).toBe('SAMSUNG');
  // A label without a colon and its value as the only two lines of their box; a filter list under "Brand" is no pair.
  const box = '<div class="col"><p>Výrobca</p><p><a href="https://maker.example/">Apple</a></p></div>';
  expect(extract(`<main><h1>iMac Pro</h1><span class="price">4386,00 €</span>${box}</main>`, IDS, undefined, 'sk').brand).toBe('Apple');
  const filter = '<div><p>Brand</p><ul><li>Apple</li><li>Dell</li></ul></div><div><p>Brand</p><p><a>Apple</a></p><p><a>Dell</a></p></div>';
  expect(extract(`<main><h1>Computers</h1><span class="price">499,00 €</span>${filter}</main>`, IDS).brand).toBeNull();
  // A row of four cells that are not label and value (a comparison table's row) is no pair.
  const compare = '<table><tr><td>Weight</td><td>1 kg</td><td>2 kg</td><td>3 kg</td></tr></table>';
  expect(
    extract(`<main><h1>Kit</h1><span class="price">£1.99</span>${compare}</main>`, { type: 'object', properties: { weight: { type: 'string' } } }),
  ).toEqual({
    weight: null,
  });
});

test("a gtin is a barcode: 8, 12, 13 or 14 digits with a valid GS1 check digit (or an ISBN-10 with its own), a sentence's full stop aside", () => {
  const GTIN: JsonSchema = { type: 'object', properties: { gtin: { type: 'string' } } };
  const gtin = (value: string) => extract(`<main><h1>Watch set</h1><span class="price">£12.00</span><p>EAN: ${value}</p></main>`, GTIN).gtin;
  expect(gtin('5018479061991.')).toBe('5018479061991');
  expect(gtin('0-306-40615-2')).toBe('0306406152');
  // A wrong check digit, or a number of another length (a phone, a shop's 10-digit code), is no barcode.
  expect(gtin('5018479061992')).toBeNull();
  expect(gtin('01234567890')).toBeNull();
  expect(gtin('0612345678')).toBeNull();
  // A book's ISBN-10 beside its ISBN-13 is the same book's older number: the ISBN-13 is its barcode.
  const details = '<ul><li><b>ISBN-10 : </b><span>0306406152</span></li><li><b>ISBN-13 : </b><span>978-0306406157</span></li></ul>';
  expect(extract(`<main><h1>The Art of Code</h1><span class="price">$24.99</span>${details}</main>`, GTIN).gtin).toBe('9780306406157');
  // A list of accessories, each named by its link before its own code, states theirs; a label that is a glossary's link is a label.
  const accessory = (name: string, ean: string) => `<li><a href="/p/${ean}">${name}</a> EAN: ${ean}</li>`;
  const accessories = `<h2>Accessories</h2><ul>${accessory('Cushion', '4006381333931')}${accessory('Cover', '5018479061991')}</ul>`;
  expect(extract(`<main><h1>Sofa</h1><span class="price">£499.00</span>${accessories}</main>`, GTIN).gtin).toBeNull();
  expect(extract('<main><h1>Sofa</h1><span class="price">£499.00</span><ul><li><a href="/help/ean">EAN</a>: 4006381333931</li></ul></main>', GTIN).gtin).toBe(
    '4006381333931',
  );
});

test("codes under more shops' labels and layouts: a definition list's rows in divs, direction marks around a colon, a heading over its value, local part-number labels, large shops' own item-code names", () => {
  const CODES: JsonSchema = {
    type: 'object',
    properties: { sku: { type: 'string' }, brand: { type: 'string' }, mpn: { type: 'string' }, gtin: { type: 'string' } },
  };
  const page = (specs: string, lang = 'en') =>
    extract(
      `<main><h1>Toothbrush 4300</h1><span class="price">€ 39,99</span><button>Add to cart</button>${specs}</main>`,
      CODES,
      'https://shop.example/p',
      lang,
    );
  // bol.com: each dt/dd pair wrapped in a div, as HTML allows.
  expect(
    page(
      '<dl><div><dt>Merk</dt><dd>Philips</dd></div><div><dt>EAN</dt><dd>8710103883456</dd></div><div><dt>MPN (Manufacturer Part Number)</dt><dd>HX6800/44</dd></div></dl>',
      'nl',
    ),
  ).toMatchObject({ brand: 'Philips', gtin: '8710103883456', mpn: 'HX6800/44' });
  // Amazon Japan: right-to-left and left-to-right marks around the colon.
  expect(
    page(
      '<ul><li><span><span class="a-text-bold">メーカー \u200f : \u200e </span><span>タイガー魔法瓶</span></span></li><li><span><span class="a-text-bold">型番 \u200f : \u200e </span><span>MCT-T050KS</span></span></li></ul>',
      'ja',
    ),
  ).toMatchObject({ brand: 'タイガー魔法瓶', mpn: 'MCT-T050KS' });
  // Walmart: a spec grid's heading over its value.
  expect(
    page('<div><div><h3>Brand</h3><div><span>Folgers</span></div></div><div><h3>Manufacturer Part Number</h3><div><span>2550020544</span></div></div></div>'),
  ).toMatchObject({
    brand: 'Folgers',
    mpn: '2550020544',
  });
  // A heading over a section of prose labels nothing.
  expect(page('<section><h3>Brand</h3><div><p>Our story began in 1850, when a small roaster opened in San Francisco.</p></div></section>').brand).toBeNull();
  // Part-number labels: Alza's "PN", Kaspi's "Код производителя", MediaMarkt's "Hersteller Artikelnummer".
  expect(page('<div><span>Kód: <b>NT379c3</b></span> <span>PN: <b>82XB0050CK</b></span></div>', 'cs')).toMatchObject({ sku: 'NT379c3', mpn: '82XB0050CK' });
  expect(page('<table><tr><td>Код производителя</td><td>SM-A556EZKCSKZ</td></tr></table>', 'ru').mpn).toBe('SM-A556EZKCSKZ');
  expect(page('<table><tr><td>Hersteller Artikelnummer</td><td>1000040660</td></tr></table>', 'de').mpn).toBe('1000040660');
  // Home Depot: the structured data's model is the part number the page shows ("Model #DCD996B" in a heading); a model
  // that is a name ("Galaxy S23 FE") is none.
  const model = (value: string, shown: string) =>
    page(`<script type="application/ld+json">{"@type":"Product","name":"Drill","model":"${value}"}</script><h2>${shown}</h2>`).mpn;
  expect(model('DCD996B', 'Model #<span>DCD996B</span>')).toBe('DCD996B');
  expect(model('Galaxy S23 FE', 'The Galaxy S23 FE brings flagship features')).toBeNull();
  // Yodobashi: "品番" is the maker's model number, its colour's capitals suffix part of it; "商品番号" is the shop's.
  expect(page('<table><tr><th>商品番号</th><td>100000001007151723</td></tr><tr><th>品番</th><td>WH-1000XM5 BM</td></tr></table>', 'ja')).toMatchObject({
    sku: '100000001007151723',
    mpn: 'WH-1000XM5 BM',
  });
  // Takealot's and Target's own item-code names.
  expect(page('<table><tr><td>TSIN</td><td>71238456</td></tr></table>').sku).toBe('71238456');
  expect(page('<div><b>TCIN</b>: 89123456</div>').sku).toBe('89123456');
  // Ozon's "Партномер" and PChome's Traditional Chinese "型號" name the maker's part number.
  expect(page('<dl><dt>Партномер</dt><dd>BHR7627GL</dd></dl>', 'ru').mpn).toBe('BHR7627GL');
  expect(page('<table><tr><th>型號</th><td>WH1000XM5/B</td></tr></table>', 'zh-TW').mpn).toBe('WH1000XM5/B');
  // Argos writes its spec bullets as sentences: the brand is "Ninja", a company's abbreviation keeps its dot.
  expect(page('<ul><li>Brand: Ninja.</li></ul>').brand).toBe('Ninja');
  expect(page('<ul><li>Brand: Acme Inc.</li></ul>').brand).toBe('Acme Inc.');
  // A registered or trademark sign marks the brand's name and is no part of it (Nordstrom's "UGG®").
  expect(page('<ul><li>Brand: UGG®</li></ul>').brand).toBe('UGG');
  // Mouser's own item code and its "Mfr. #"; FINN's "FINN-kode"; Yahoo Auctions' "オークションID".
  expect(page('<dl><dt>Mouser #:</dt><dd>595-NE555P</dd><dt>Mfr. #:</dt><dd>NE555P</dd></dl>')).toMatchObject({ sku: '595-NE555P', mpn: 'NE555P' });
  expect(page('<table><tr><th>FINN-kode</th><td>345678901</td></tr></table>', 'no').sku).toBe('345678901');
  expect(page('<table><tr><th>オークションID</th><td>x1123456789</td></tr></table>', 'ja').sku).toBe('x1123456789');
});

test("a line of two labelled codes gives each label its own code: the item code ends where the maker's number's label begins", () => {
  const codes = extract(
    '<main><h1>Apple iPhone 16 Pro Max 1TB</h1><div class="productNumber">Artikelnummer: 2E10-12X <span>Herstellernummer: MYX03ZD/A</span></div><span class="price">1.949,00 €</span></main>',
    { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } },
    undefined,
    'de',
  );
  expect(codes).toMatchObject({ sku: '2E10-12X', mpn: 'MYX03ZD/A' });
});

test('codes in a spec table that lays two pairs to a row as th | td | th | td, and under more part-number and listing labels', () => {
  const IDS: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, brand: { type: 'string' }, mpn: { type: 'string' } } };
  const page = (table: string, lang = 'en') => extract(`<main><h1>Galaxy Buds</h1><span class="price">₩149,000</span>${table}</main>`, IDS, undefined, lang);
  expect(
    page(
      '<table><tr><th>상품번호</th><td>5678901234</td><th>상품상태</th><td>새상품</td></tr><tr><th>브랜드</th><td>삼성전자</td><th>모델명</th><td>SM-R630NZAAKOO</td></tr></table>',
      'ko',
    ),
  ).toMatchObject({ sku: '5678901234', brand: '삼성전자', mpn: 'SM-R630NZAAKOO' });
  expect(page('<dl><dt>ブランド品番</dt><dd>11-11-6789-123</dd><dt>商品番号</dt><dd>71234567</dd></dl>', 'ja')).toMatchObject({
    sku: '71234567',
    mpn: '11-11-6789-123',
  });
  expect(page('<table><tr><th>Référence constructeur</th><td>MYNH3ZD/A</td></tr></table>', 'fr').mpn).toBe('MYNH3ZD/A');
  expect(page('<table><tr><td>Listing code</td><td>QTX7Y1</td></tr></table>').sku).toBe('QTX7Y1');
});

test("a line of pairs set apart by a slash, more part-number labels, a 'Shop all' link to the brand, and a brand the data states with its full stop", () => {
  const IDS: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, brand: { type: 'string' }, mpn: { type: 'string' } } };
  const page = (body: string, lang = 'en') =>
    extract(`<main><h1>Stanley Quencher H2.0 Tumbler</h1><span class="price">$45.00</span>${body}</main>`, IDS, undefined, lang);
  expect(page('<p class="bcs_itemNo">商品番号：13271828 / JANコード：4902370553024</p>', 'ja').sku).toBe('13271828');
  expect(page('<table><tr><th>商品モデル番号</th><td>A1259</td></tr></table>', 'ja').mpn).toBe('A1259');
  expect(page('<p>מק"ט יצרן: MTJV3ZM/A</p>', 'he').mpn).toBe('MTJV3ZM/A');
  expect(page('<a href="/b/stanley/-/N-q643lesvnp0">Shop all Stanley</a>').brand).toBe('Stanley');
  expect(page('<a href="/c/womens">Shop all Women\'s</a>').brand).toBe(null);
  expect(
    extract(
      '<script type="application/ld+json">{"@type":"Product","name":"onn. 32\\" HD TV","brand":{"@type":"Brand","name":"onn."},"offers":{"price":98,"priceCurrency":"USD"}}</script><main><h1>onn. 32" HD TV</h1></main>',
      IDS,
    ).brand,
  ).toBe('onn.');
});

test("a spec table's 'Part Number' is the maker's part number, not the item code; two label-and-code spans side by side are two pairs", () => {
  const IDS: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };
  const page = (body: string) => extract(`<main><h1>ThinkPad E16 Gen 1 Laptop</h1><div class="price">$829.99</div>${body}</main>`, IDS);
  expect(
    page(
      '<div class="product-flag"><span>Item#: N82E16834840123</span> <span>Mfr. Part#: 21JN0073US</span></div><table><tr><th>Part Number</th><td>21JN0073US</td></tr></table>',
    ),
  ).toMatchObject({ sku: 'N82E16834840123', mpn: '21JN0073US' });
  expect(page('<div class="od-pdp-sku"><span>Item # 8458513</span><span>Manufacturer # TR56958</span></div>').sku).toBe('8458513');
});

test("more shops' code labels: barcode, part-number, model-code and item-code words in more languages; a part number over a model; direction marks in a spec cell", () => {
  const IDS: JsonSchema = {
    type: 'object',
    properties: { sku: { type: 'string' }, mpn: { type: 'string' }, gtin: { type: 'string' }, brand: { type: 'string' } },
  };
  const page = (rows: string, lang = 'en') =>
    extract(`<main><h1>Bosch GSR 18V-55 Professional</h1><span class="price">129,00 €</span><table>${rows}</table></main>`, IDS, undefined, lang);
  expect(page('<tr><td>Ribakood</td><td>4006233123840</td></tr>', 'et').gtin).toBe('4006233123840');
  expect(page('<tr><td>Brūkšninis kodas</td><td>033984003835</td></tr>', 'lt').gtin).toBe('033984003835');
  expect(page('<tr><td>Продуктов код</td><td>211305</td></tr>', 'bg').sku).toBe('211305');
  expect(page('<tr><td>商品編號</td><td>VGA-GB-4070S-WF</td></tr>', 'zh-TW').sku).toBe('VGA-GB-4070S-WF');
  expect(page('<tr><td>Número de pieza fabricante</td><td>75192</td></tr>', 'es').mpn).toBe('75192');
  expect(page('<tr><td>Numer części producenta</td><td>BHR5988EU</td></tr>', 'pl').mpn).toBe('BHR5988EU');
  expect(page('<tr><td>Gyártói cikkszám</td><td>0601868109</td></tr>', 'hu').mpn).toBe('0601868109');
  expect(page('<tr><td>Numero modello articolo</td><td>ECAM22.110.B</td></tr>', 'it').mpn).toBe('ECAM22.110.B');
  expect(page('<tr><td>ბრენდი</td><td>Bosch</td></tr>', 'ka').brand).toBe('Bosch');
  // A brand shop's model code, in English, German and French, and German's "Teilenummer".
  for (const [label, lang] of [
    ['Model code', 'en'],
    ['Modellcode', 'de'],
    ['Code modèle', 'fr'],
    ['Teilenummer', 'de'],
  ])
    expect(page(`<tr><td>${label}</td><td>SM-S928BZKGEUB</td></tr><tr><td>SKU</td><td>55555</td></tr>`, lang).mpn, label).toBe('SM-S928BZKGEUB');
  // The maker's line under "Modell", its part under "Herstellernummer": the part number is the mpn, wherever it stands.
  expect(page('<tr><td>Modell</td><td>GSR 18V-55</td></tr><tr><td>Herstellernummer</td><td>06019H5202</td></tr>', 'de').mpn).toBe('06019H5202');
  // Amazon's spec cells open with a left-to-right mark no reader sees.
  expect(page('<tr><th>Item model number</th><td class="prodDetAttrValue"> &lrm;06019H5203 </td></tr>').mpn).toBe('06019H5203');
  // A barcode under a maker's-code label is the barcode, not a part number.
  expect(page('<tr><td>Kod producenta</td><td>0088381695473</td></tr>', 'pl').mpn).toBe(null);
});

test("a part number in capitals that the product's name also carries is the part number; a brand's store link before a maker's company name", () => {
  const IDS: JsonSchema = { type: 'object', properties: { brand: { type: 'string' }, mpn: { type: 'string' } } };
  expect(
    extract(
      '<main><h1>Oster Licuadora de 10 velocidades, BLSTKAG-RPB</h1><span class="price">$1,099.00</span><ul><li><span>Número de modelo del producto : </span><span>BLSTKAG-RPB</span></li></ul></main>',
      IDS,
      undefined,
      'es-MX',
    ).mpn,
  ).toBe('BLSTKAG-RPB');
  expect(
    extract(
      '<main><h1>Hanes Men\'s EcoSmart Fleece Sweatshirt</h1><a id="bylineInfo" href="/stores/Hanes/page/1">Visit the Hanes Store</a><span class="price">$14.00</span><ul><li><span>Manufacturer : </span><span>Hanes Mens Activewear</span></li></ul></main>',
      IDS,
    ).brand,
  ).toBe('Hanes');
});

test("colon-less code labels in a line of parts, a number sign touching its code; a maker's 'product code' is its part number", () => {
  const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };
  const page = (html: string) => extract(`<main><h1>Cordless drill</h1><span class="price">$99.00</span>${html}</main>`, CODES);
  expect(page('<p>Item #<span>1038402</span> | Model #<span>DCD793D2</span></p>')).toEqual({ sku: '1038402', mpn: 'DCD793D2' });
  expect(page("<table><tr><th>Manufacturer's Product Code</th><td>06019H5302</td></tr></table>").mpn).toBe('06019H5302');
});

test("a brand's logo in a link to the brand's page names the brand the title carries; Polish 'Numer artykułu', a 'Manufacturer's code'", () => {
  const CODES: JsonSchema = { type: 'object', properties: { brand: { type: 'string' }, sku: { type: 'string' }, mpn: { type: 'string' } } };
  const page = (html: string, title = 'LEGO Star Wars Millennium Falcon 75375') =>
    extract(`<main><h1>${title}</h1><span class="price">€84.99</span>${html}</main>`, CODES, 'https://www.shop.example/p/75375', 'en-IE');
  const logo = '<a href="/ie/en-ie/brands/lego" class="brand-logo"><img src="/brands/lego.png" alt="LEGO"></a>';
  expect(page(logo).brand).toBe('LEGO');
  // A logo the title does not name is a brand strip's, not the product's.
  expect(page(logo, 'Millennium Falcon building set').brand).toBeNull();
  expect(page("<ul><li>Manufacturer's code: 42207</li></ul>").mpn).toBe('42207');
  expect(page('<dl><dt>Numer artykułu</dt><dd>1098765</dd></dl>').sku).toBe('1098765');
});

test("a box named 'content' inside a cookie bar or the footer is not the page's content: the brand the data gives, which the heading shows, stands", () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const page = (before: string, after = '') =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Samsung Odyssey G5 27","brand":{"@type":"Brand","name":"Samsung"},"offers":{"@type":"Offer","price":"219.99","priceCurrency":"EUR"}}</script>${before}<div class="page"><h1>Samsung Odyssey G5 27</h1><div class="price">219,99 €</div></div>${after}`,
      BRAND,
    ).brand;
  expect(
    page('<div class="eu-cookie-bar-notification"><div class="content"><p>We use cookies to improve your experience.</p><button>Accept</button></div></div>'),
  ).toBe('Samsung');
  expect(page('', '<footer><div class="content"><p>Subscribe to our newsletter for deals.</p><button>Subscribe</button></div></footer>')).toBe('Samsung');
});

test("a maker's model under 'Modelo del fabricante' is its part number; a brand's link under the heading, in a box named for the brand, names the brand", () => {
  const FIELDS: JsonSchema = { type: 'object', properties: { brand: { type: 'string' }, mpn: { type: 'string' } } };
  const page = (under: string) =>
    extract(
      `<main><h1>Bolsa tote Ella</h1>${under}<span>$5,243.00</span><ul><li>Material exterior: nylon</li><li>Modelo del fabricante: 88578</li></ul></main>`,
      FIELDS,
      undefined,
      'es-MX',
    );
  expect(page('<p class="pdp--brand"><a href="/marcas/tumi/">Tumi</a></p>')).toEqual({ brand: 'Tumi', mpn: '88578' });
  // A link under the heading that neither its box nor its address names for the brand is another's: a category's.
  expect(page('<p class="pdp--category"><a href="/bolsas/">Bolsas</a></p>').brand).toBeNull();
});
