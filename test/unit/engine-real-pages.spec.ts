/**
 * The builtin on the failure classes seen on real shop pages (small snippets, one class each): colon names, SKUs
 * in detail tables and URLs, buy-box prices beside list and carousel prices, prices in currencies without cents,
 * minified markup and shop themes. Stock: engine-stock.spec.ts; barcodes, part numbers and brands:
 * engine-product-codes.spec.ts; article bodies: engine-article-bodies.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { dedupeItems } from '../../server/engine/paginate/merge-pages';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

test('a name with a colon is the whole name, on a product page and in a list', () => {
  expect(extract('<main><h1>Dune: Part Two (4K UHD)</h1><span class="price">$24.99</span></main>').name).toBe('Dune: Part Two (4K UHD)');
  const LIST: JsonSchema = {
    type: 'object',
    properties: { items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } } } },
  };
  const cards = ['Fargo: Season 1', 'Sherlock: Season 1', 'Dune: Part Two']
    .map((n) => `<li class="card"><h3 class="name">${n}</h3><span class="price">$20.00</span></li>`)
    .join('');
  const items = extract(`<main><ul class="results">${cards}</ul></main>`, LIST).items as { name: string }[];
  // Cut at the colon, two cards read "Season 1" at the same price and de-duplicate into one.
  expect((dedupeItems(items) as { name: string }[]).map((i) => i.name)).toEqual(['Fargo: Season 1', 'Sherlock: Season 1', 'Dune: Part Two']);
});

test("without structured data the product's name is the page's heading: not a widget's title, a dialog's or a breadcrumb's heading, or a brand's name", () => {
  const name = (body: string) => extract(`<main>${body}<span class="price">49,00 €</span></main>`).name;
  expect(name('<div class="swogo-bundle-title">The perfect set</div><h1>Panasonic NN-K35 microwave</h1>')).toBe('Panasonic NN-K35 microwave');
  expect(name('<div class="modal"><h1>My account</h1></div><h1>Ghost costume</h1>')).toBe('Ghost costume');
  const logo = '<h1 class="top"><a href="/"><img alt="Shop"> Shop</a></h1><div class="product-name">Oak table</div><span class="price">49,00 €</span>';
  expect(extract(`<main>${logo}</main>`, PRODUCT, undefined, 'en', 'Oak table | Shop').name).toBe('Oak table');
  expect(name('<nav class="breadcrumbs"><h1>Manchester › appliances</h1></nav><h1>Washing machine 6kg</h1>')).toBe('Washing machine 6kg');
  expect(name('<dl><dt>Brand name</dt><dd>IKEA</dd></dl><h1>PELARBOJ table lamp</h1>')).toBe('PELARBOJ table lamp');
  // Without a heading, an element named for a title counts where the document's title carries its words, or is too short
  // to say (an app's name).
  const HEADLINE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' } } };
  const headline = (body: string, title: string) => extract(`<article>${body}<p>Text of the post.</p></article>`, HEADLINE, undefined, 'id', title).headline;
  expect(headline('<h3 class="sd-title">Share this:</h3>', 'Jangan Membenci Satu Kaum – Blog')).toBe('Jangan Membenci Satu Kaum');
  expect(headline('<h2 class="entry-title">Jangan Membenci Satu Kaum</h2>', 'Blog')).toBe('Jangan Membenci Satu Kaum');
  // What the heading hides from the eye for screen readers is no part of the name, in microdata as in the page.
  expect(name('<h1 class="product-name">LONG STRAPPY DRESS<span class="offleft"> Details</span></h1>')).toBe('LONG STRAPPY DRESS');
  expect(
    name('<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name"><span class="g-hdn">Details about  </span>Pony Cart Harness</h1></div>'),
  ).toBe('Pony Cart Harness');
  // A price keeps its text for screen readers: the one for the eye may set its cents apart.
  const price = '<span itemprop="price"><span class="sr-only">$24.99</span><span aria-hidden="true">$24<sup>99</sup></span></span>';
  expect(
    extract(
      `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Lamp</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer">${price}</div></div>`,
    ).price,
  ).toBe(24.99);
  // A product marked up as the main entity of a page no item holds is the page's product, not the carousel's after it.
  const card = (id: number) => `<div itemscope itemtype="https://schema.org/Product"><a itemprop="name" href="/p/${id}">Other camera</a></div>`;
  const offer =
    '<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="34.99"><link itemprop="availability" href="https://schema.org/OutOfStock"></div>';
  expect(
    extract(
      `<div itemprop="mainEntityOfPage" itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Tapo C200 camera</h1>${offer}</div>${card(1)}${card(2)}`,
    ),
  ).toMatchObject({ name: 'Tapo C200 camera', price: 34.99, availability: 'OutOfStock' });
});

test("the product is the entity the page's title names, not a related product's that states more fields", () => {
  const related = (name: string, i: number) => ({
    '@type': 'Product',
    name,
    sku: `R-${i}`,
    offers: { '@type': 'Offer', price: String(10 + i), priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
  });
  const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
  const own = { '@type': 'Product', name: 'Oak lamp', offers: { price: '24.50', priceCurrency: 'EUR' } };
  const page = `${ld([related('Chair', 1), related('Desk', 2)])}${ld(own)}<main><h1>Oak lamp</h1><button>Add to cart</button></main>`;
  expect(extract(page)).toMatchObject({ name: 'Oak lamp', price: 24.5, sku: null, availability: 'InStock' });
  // A recipe named inside a post's title is not the post: the entity whose headline is the title is.
  const ARTICLE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' }, published: { type: 'string' } } };
  const post = { '@type': 'BlogPosting', headline: 'Homemade Pear Jam for the Holidays', datePublished: '2017-12-06' };
  const recipe = { '@type': 'Recipe', name: 'Pear Jam', datePublished: '2019-09-17', recipeIngredient: ['pears'] };
  expect(extract(`${ld(recipe)}${ld(post)}<main><h1>Homemade Pear Jam for the Holidays</h1><p>Text.</p></main>`, ARTICLE)).toMatchObject({
    headline: 'Homemade Pear Jam for the Holidays',
    published: '2017-12-06',
  });
});

test('JSON-LD that is not quite JSON is still read: CDATA markers in comments, trailing commas, single quotes, raw newlines', () => {
  const blocks = [
    '/*<![CDATA[*/\n{"@type":"Product","name":"Lamp","offers":{"price":"9.90","priceCurrency":"EUR"}}\n/*]]>*/',
    '{"@type":"Product","name":"Lamp","offers":{"price":"9.90","priceCurrency":"EUR",},}',
    '{"@type":"Product","name":"Lamp","description":\'Oil lamp\',"offers":{"price":"9.90","priceCurrency":"EUR"}}',
    '{"@type":"Product","name":"Lamp","description":"line one\nline two","offers":{"price":"9.90","priceCurrency":"EUR"}}',
    '<!--\n{"@type":"Product","name":"Lamp","offers":{"price":"9.90","priceCurrency":"EUR"}};\n-->',
  ];
  for (const block of blocks)
    expect(extract(`<script type="application/ld+json">${block}</script><main><h1>Lamp</h1></main>`), block).toMatchObject({ price: 9.9, currency: 'EUR' });
});

test("JSON-LD's text escaped for HTML is read as the characters it stands for; currency codes in lower case or Russian feeds' RUR", () => {
  const ld = (o: object, shown: string) => `<script type="application/ld+json">${JSON.stringify(o)}</script><main><h1>${shown}</h1><p>Dean &amp; Co</p></main>`;
  const product = { '@type': 'Product', name: 'Salt &amp; Pepper Mill &#8211; Black', brand: 'Dean &amp; Co', url: 'https://shop.example/p?a=1&copy=2' };
  const schema: JsonSchema = { type: 'object', properties: { name: { type: 'string' }, brand: { type: 'string' }, currency: { type: 'string' } } };
  expect(extract(ld({ ...product, offers: { price: '24.00', priceCurrency: 'eur' } }, 'Salt &amp; Pepper Mill – Black'), schema)).toMatchObject({
    name: 'Salt & Pepper Mill – Black',
    brand: 'Dean & Co',
    currency: 'EUR',
  });
  expect(extract(ld({ ...product, offers: { price: '1990', priceCurrency: 'RUR' } }, 'Mill')).currency).toBe('RUB');
  expect(extract(ld(product, 'Mill'), { type: 'object', properties: { url: { type: 'string' } } }).url).toBe('https://shop.example/p?a=1&copy=2');
});

test("the variant the page's address names, where each offer or variant has an address of its own; one address for all names none", () => {
  const at = (id: string) => `https://shop.example/products/lamp?variant=${id}`;
  const offer = (id: string, sku: string, price: string, availability: string, url = at(id)) => ({
    '@type': 'Offer',
    url,
    sku,
    price,
    priceCurrency: 'EUR',
    availability,
  });
  const offers = [offer('1', 'L-RED', '30.00', 'OutOfStock'), offer('2', 'L-BLUE', '34.00', 'InStock')];
  const page = (o: object, url: string) => extract(`<script type="application/ld+json">${JSON.stringify(o)}</script><main><h1>Lamp</h1></main>`, PRODUCT, url);
  expect(page({ '@type': 'Product', name: 'Lamp', offers }, at('2'))).toMatchObject({ price: 34, sku: 'L-BLUE', availability: 'InStock' });
  expect(page({ '@type': 'Product', name: 'Lamp', offers }, at('1'))).toMatchObject({ price: 30, sku: 'L-RED', availability: 'OutOfStock' });
  // Without a variant in the address, the product is on sale from its lowest price while any variant is in stock.
  expect(page({ '@type': 'Product', name: 'Lamp', offers }, 'https://shop.example/products/lamp')).toMatchObject({ price: 30, availability: 'InStock' });
  const sizes = [offer('1', 'L-S', '30.00', 'OutOfStock', at('')), offer('2', 'L-M', '34.00', 'InStock', at(''))];
  expect(page({ '@type': 'Product', name: 'Lamp', offers: sizes }, at(''))).toMatchObject({ price: 30, availability: 'InStock' });
  const variant = (id: string, sku: string, price: string, availability: string) => ({
    '@type': 'Product',
    url: at(id),
    sku,
    offers: offer(id, sku, price, availability),
  });
  const group = {
    '@type': 'ProductGroup',
    name: 'Lamp',
    hasVariant: [variant('1', 'L-RED', '30.00', 'InStock'), variant('2', 'L-BLUE', '34.00', 'OutOfStock')],
  };
  expect(page(group, at('2'))).toMatchObject({ name: 'Lamp', price: 34, sku: 'L-BLUE', availability: 'OutOfStock' });
});

test("structured data's availability as feeds write it, and a ProductGroup's price and stock from its variants", () => {
  const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script><main><h1>Lamp</h1></main>`;
  const offer = (availability: string) => extract(ld({ '@type': 'Product', name: 'Lamp', offers: { price: '9.90', priceCurrency: 'EUR', availability } }));
  for (const v of ['schema:InStock', 'instock', 'in_stock', 'https://schema.org/InStock']) expect(offer(v).availability, v).toBe('InStock');
  for (const v of ['oos', 'out-of-stock', 'OutOfStock', 'SoldOut']) expect(offer(v).availability, v).toBe('OutOfStock');
  const meta = (value: string) =>
    extract(
      `<meta property="og:type" content="product"><meta property="product:price:amount" content="49.00"><meta property="product:availability" content="${value}"><main><h1>Lamp</h1></main>`,
    ).availability;
  expect(meta('instock')).toBe('InStock');
  expect(meta('oos')).toBe('OutOfStock');
  // Google's variant markup: the group names the product, each variant has its offer; the lowest price, stock if any
  // variant has it, and no SKU, as each variant has its own.
  const variant = (sku: string, price: string, availability: string) => ({
    '@type': 'Product',
    sku,
    offers: { '@type': 'Offer', price, priceCurrency: 'EUR', availability },
  });
  const group = {
    '@type': 'ProductGroup',
    name: 'Lamp',
    productGroupID: 'L',
    hasVariant: [variant('L-RED', '34.00', 'OutOfStock'), variant('L-BLUE', '30.00', 'InStock')],
  };
  expect(extract(ld(group))).toMatchObject({ price: 30, currency: 'EUR', availability: 'InStock', sku: null });
});

test('RDFa Lite product markup (vocab, typeof, property) is read as microdata is, prefixed names too', () => {
  const rdfa = (prefix: string) =>
    extract(
      `<main><div vocab="https://schema.org/" typeof="${prefix}Product"><h1 property="${prefix}name">Lamp</h1><span property="${prefix}sku">LMP-7</span>` +
        `<div property="${prefix}offers" typeof="${prefix}Offer"><span property="${prefix}priceCurrency" content="EUR">€</span><span property="${prefix}price" content="19.00">19,00</span>` +
        `<link property="${prefix}availability" href="https://schema.org/OutOfStock"></div></div></main>`,
    );
  for (const prefix of ['', 'schema:'])
    expect(rdfa(prefix), prefix).toMatchObject({ name: 'Lamp', price: 19, currency: 'EUR', sku: 'LMP-7', availability: 'OutOfStock' });
});

test('the SKU comes from detail tables in several languages and marketplace URLs, never from a barcode or a button', () => {
  const sku = (html: string, url?: string) => extract(`<main><h1>Item</h1><span class="price">$10</span>${html}</main>`, PRODUCT, url).sku;
  expect(sku('<table><tr><th>Brand</th><td>Acme</td></tr><tr><th>ASIN</th><td>B0C7X2K9QF</td></tr></table>')).toBe('B0C7X2K9QF');
  expect(sku('<table><tr><td>Art.-Nr.</td><td>KW-30417</td></tr><tr><td>EAN</td><td>4006381333931</td></tr></table>')).toBe('KW-30417');
  expect(sku('<dl><dt>Código</dt><dd>CMB-2-4420</dd></dl>')).toBe('CMB-2-4420');
  expect(sku("<ul><li><b>Numéro d'article :</b> AR-300-NR</li></ul>")).toBe('AR-300-NR');
  // Slovenian, Portuguese and Russian labels; a catalogue line under "Kód" is a name, not a code.
  expect(sku('<ul><li><strong>Šifra:</strong> 0638</li></ul>')).toBe('0638');
  expect(sku('<table><tr><td><span>ID Produto</span></td><td><span>1236291</span></td></tr></table>')).toBe('1236291');
  expect(sku('<h2><span>Телефон</span> <span class="element-article">Код: 01245</span></h2>')).toBe('01245');
  expect(sku('<p>Kód: PC APPLE MQ2Y2SL/A</p>')).toBeNull();
  expect(sku('<div class="ref-number">Nr ref. <span id="refNumber">82514129</span></div>')).toBe('82514129');
  // The code a product-id element shows, before the category it goes on to name; not a count before its words.
  const productId = '<span itemprop="productID">\n  TE502955-1293415\n  Housse de canapé, chaise\n</span>';
  expect(sku(`<div itemscope itemtype="https://schema.org/Product"><p id="product__ref">${productId}</p></div>`)).toBe('TE502955-1293415');
  expect(sku('<p class="sku">3 left in stock, order soon</p>')).toBeNull();
  expect(sku('<p class="h3">Référence</p><p id="product__ref"><span>TE502955-1293415 Housse de canapé, chaise</span></p>')).toBe('TE502955-1293415');
  for (const label of [
    'Item code',
    'Style #',
    'Catalog #',
    'Cat. No.',
    'Stock number',
    'Kód produktu',
    'Produktnummer',
    'Numéro de référence',
    'Cod. prodotto',
    'Katalogové číslo',
    'Bestelnummer',
    'رمز المنتج',
    'کد محصول',
    'Код товару',
    'Part #',
    'Cod. articolo',
    'Nº de artículo',
    'Nr katalogowy',
    'Symbol',
    'Numer referencyjny',
    'Referenznummer',
    'Riferimento',
  ])
    expect(sku(`<table><tr><th>${label}</th><td>AB-10442</td></tr></table>`), label).toBe('AB-10442');
  expect(sku('<table><tr><th>Stock</th><td>AB-10442</td></tr></table>')).toBeNull();
  // Where the page shows and states no code, what its buy form sends to the cart; an internal product id is none.
  expect(sku('<form class="buy" data-sku="AB-10442"><button>Add to cart</button></form>')).toBe('AB-10442');
  expect(sku('<form action="/cart/add"><input type="hidden" name="sku" value="AB-10442"><button>Add to cart</button></form>')).toBe('AB-10442');
  expect(sku('<form action="/cart/add"><input type="hidden" name="product_id" value="104421"><button>Add to cart</button></form>')).toBeNull();
  // A classified's ad number is its item code, under the site's own word for it.
  expect(sku('<p>Standort: Feldkirch</p><p>Anzeige: 278526196</p><p>Datum: Heute</p>')).toBe('278526196');
  expect(sku("<ul><li>N° d'annonce : 2040511</li></ul>")).toBe('2040511');
  expect(sku('<dl><dt>ID ogłoszenia</dt><dd>631904227</dd></dl>')).toBe('631904227');
  expect(sku('<p>Ships fast</p>', 'https://www.amazon.example/Cutting-Board/dp/B08N5WRWNW?th=1')).toBe('B08N5WRWNW');
  expect(sku('<p>Ships fast</p>', 'https://www.ebay.example/itm/284500011122')).toBe('284500011122');
  // An item path whose slug leads with the item's number; a slug that starts with a year is no item's.
  expect(sku('<p>Ships fast</p>', 'https://auction.example/item/93133869_alexander-girard-pillows')).toBe('93133869');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/blog/20201_best-pillows')).toBeNull();
  expect(sku('<dl><dt>ISBN</dt><dd>9780141036144</dd></dl><button class="sku-picker">Save for later</button>')).toBeNull();
  expect(
    extract('<script type="application/ld+json">{"@type":"Product","name":"Book","productID":"isbn:9780141036144","offers":{"price":"9.99"}}</script>').sku,
  ).toBeNull();
});

test("a classified's or an auction's price under its label in the site's language, or in a box named in it", () => {
  const listing = (line: string, lang: string) =>
    extract(`<main><h1>Oak table</h1>${line}<button>Contact seller</button></main>`, PRODUCT, 'https://ads.example/item/1', lang);
  // Label line | page language | price | currency.
  const lines = `
    <dl><dt>Preis:</dt><dd>250 € VB</dd></dl> | de | 250 | EUR
    <p>Prix : 150 €</p> | fr | 150 | EUR
    <p>Cena: 1 299 zł</p> | pl | 1299 | PLN
    <p>Цена: 12 800 ₽</p> | ru | 12800 | RUB
    <p>价格：¥128</p> | zh-CN | 128 | CNY
    <div><span>Current bid:</span> <span>US $12.50</span></div><div><span>Buy It Now:</span> <span>US $20.00</span></div> | en | 12.5 | USD`;
  for (const row of lines.trim().split('\n')) {
    const [line, lang, price, currency] = row.trim().split(' | ');
    expect(listing(line, lang), line).toMatchObject({ price: Number(price), currency });
  }
  // A price box named in the shop's language.
  for (const name of ['produkt-preis', 'prix', 'precio-venta', 'cena', 'fiyat'])
    expect(listing(`<span class="${name}">24,50 €</span>`, 'en').price, name).toBe(24.5);
  // A money line no label names, on a page with no price box and no buy button, is no price.
  expect(listing('<h2>$250</h2>', 'en').price).toBeNull();
  // The Twitter card's pairs in the head state it where the body shows the price only inside the title.
  const card = (label: string, data: string) => `<meta name="twitter:label1" content="${label}"><meta name="twitter:data1" content="${data}">`;
  expect(listing(`${card('Price', '$60')}<h2>$60 · Skate board</h2>`, 'en').price).toBe(60);
  expect(listing(`${card('Hinta', '74,95 €')}`, 'fi')).toMatchObject({ price: 74.95, currency: 'EUR' });
  expect(listing(`${card('Colour', 'black')}<h2>$250</h2>`, 'en').price).toBeNull();
});

test('the price to pay in a price box that states others: not a was-price, a saving or a unit price before it; cents in superscript or apart', () => {
  const price = (box: string) => extract(`<main><h1>Lamp</h1>${box}<button>Add to cart</button></main>`).price;
  const boxes: [string, number][] = [
    ['<div class="price">Was $30.00 Now $24.00</div>', 24],
    ['<div class="prices"><span>RRP $30.00</span> <span>Our price $24.00</span></div>', 24],
    ['<div class="price"><span class="save">Save $6.00</span> <span class="now">$24.00</span></div>', 24],
    ['<div class="price">statt 29,90 € nur 24,00 €</div>', 24],
    ['<p><span class="base-price">(€ 9,98 / 1 kg)</span></p><p class="price">€ 4,99</p>', 4.99],
    ['<div class="price"><span>$12</span><sup>99</sup></div>', 12.99],
    // A price's parts each in an element named for it, the cents after thousands grouped with dots.
    [
      '<span class="andes-money-amount"><span class="andes-money-amount__currency-symbol">$</span><span class="andes-money-amount__fraction">12.999</span><span class="andes-money-amount__cents">99</span></span>',
      12999.99,
    ],
    ['<div class="price"><span class="price__dollars">$24</span><span class="price__cents">99</span></div>', 24.99],
    // The euro sign in the decimal comma's place, as French shops write it.
    ['<div class="price">24€99</div>', 24.99],
    ['<div class="price">1 299<sup>€99</sup></div>', 1299.99],
    // A box's unit in an element named "amount" is no price, and leaves the box the price, not a recommendation's.
    [
      '<span class="price"><span>978,00</span> <span>€</span> <span class="amount">/ tk</span></span><div class="recs"><span class="item-price__amount">30,19 €</span></div>',
      978,
    ],
  ];
  for (const [box, want] of boxes) expect(price(box), box).toBe(want);
  // A saving alone is no price.
  expect(price('<div class="price">You save £5</div>')).toBeNull();
});

test('the price is the buy-box price: not a list price, a struck "was" price or a carousel before it', () => {
  const price = (html: string) => extract(html).price;
  expect(
    price(
      '<main><h1>Earbuds</h1><div><span class="list-price">List Price: <span class="strike">$149.99</span></span> <span class="sale-price">$99.99</span></div></main>',
    ),
  ).toBe(99.99);
  expect(price('<main><h1>Shelf</h1><p class="pricing"><del>£320.00</del> <ins>£249.00</ins></p></main>')).toBe(249);
  expect(
    price(
      '<div class="recently-viewed"><ul class="carousel"><li><span class="price">$129.00</span></li></ul></div><div class="pdp"><h1>Beanie</h1><span class="price">$28.00</span></div>',
    ),
  ).toBe(28);
  expect(price('<main><h1>Dripper</h1><div><span class="a-price a-text-price">$32.00</span> <span class="a-price priceToPay">$24.95</span></div></main>')).toBe(
    24.95,
  );
  expect(price('<main><h1>Sideboard</h1><div class="x-bid-price"><span>Current bid:</span> <span>US $152.50</span></div></main>')).toBe(152.5);
  // A box named for the price that holds the title is around both; a was-price may be named by its id.
  expect(
    price(
      '<main><div class="pip-price-package"><div class="pip-price-package__title"><h1>Table</h1><span>235x100 cm</span></div><div><span class="range-price">£450</span></div></div></main>',
    ),
  ).toBe(450);
  expect(price('<main><h1>Washer</h1><span id="oldPriceAmount">149,99 €</span> <span id="priceAmount">119,01 €</span></main>')).toBe(119.01);
  // A warranty's or a delivery option's price is an extra's, even nearer the title.
  expect(
    price(
      '<main><h1>Doorbell</h1><div class="warrantyBox"><p class="price">$59.99</p></div><div class="buy"><div><p class="price">$229.99</p></div></div></main>',
    ),
  ).toBe(229.99);
  expect(
    price(
      '<main><h1>Mower</h1><div class="delivery-options"><span class="price">10,99 €</span></div><div><div><span class="price">978 €</span></div></div></main>',
    ),
  ).toBe(978);
  // A count beside a price label, and a price filter ("Under ₹5,000"), are no price.
  for (const filter of ['<li>Price: (6)</li>', '<li><a>Under ₹5,000</a></li>'])
    expect(price(`<main><h1>Fan</h1><ul class="filters">${filter}</ul><p>₹2,433</p><button>Add to cart</button></main>`), filter).toBe(2433);
  // Cents set apart before the currency; the test hook that names the price.
  expect(price('<main><h1>Whiskey</h1><p class="product-new-price">173<sup>34</sup> <span>Lei</span></p></main>')).toBe(173.34);
  expect(price('<main><section><span data-aut-id="itemPrice">Rs 23,450</span><h1>Phone</h1></section></main>')).toBe(23450);
  // A strip of other products named by its id, its cards plain.
  expect(
    price(
      '<main><h1>Jerky</h1><div id="avivid_recommend_tag"><div class="card"><div class="sale_price">$129</div></div></div><div class="btn_price">Buy 1 box: 839 元</div></main>',
    ),
  ).toBe(839);
  // No element names the price: the first money after the product's title, not a menu's before it.
  expect(
    price(
      '<main><ul class="menu-bar"><li>Party soda $169up</li></ul><h1>Goose floss 250 g</h1><table><tr><td><b>RRP</b> <del>$420</del></td></tr><tr><td><b>Special</b> <span>294</span> 元</td></tr></table><button>Add to cart</button></main>',
    ),
  ).toBe(294);
});

test('thousands grouped by a space or an apostrophe, no-cents dashes, currencies written in letters', () => {
  const shop = (tag: string, lang: string) =>
    extract(`<main><h1>Sofa</h1><p class="price">${tag}</p><button>Add to cart</button></main>`, PRODUCT, undefined, lang);
  // Price tag | page language | price | currency.
  const read = `
    1 299,90 € | fr | 1299.9 | EUR
    1\u202f299,90\u00a0€ | fr | 1299.9 | EUR
    12 800 ₽ | ru | 12800 | RUB
    1 299,- Kč | cs | 1299 | CZK
    CHF 1'299.00 | de-CH | 1299 | CHF
    1.299 kr. | da | 1299 | DKK
    kr 1 299,- | nb | 1299 | NOK
    Rp 1.299.000 | id | 1299000 | IDR
    12.345,67 TL | tr | 12345.67 | TRY
    1.299,00 lei | ro | 1299 | RON
    S/ 1,299.00 | es-PE | 1299 | PEN
    KD 3.340 | ar-KW | 3.34 | KWD
    1,299.00 ر.س | ar-SA | 1299 | SAR
    44 890 тг. | ru-KZ | 44890 | KZT
    270,00 kn | hr | 270 | HRK
    502,20 Br | ru-BY | 502.2 | BYN
    US $24.99 Approximately EUR 22.10 | en | 24.99 | USD
    $1,299.00 MXN | es | 1299 | MXN
    NT$1,290 | zh-TW | 1290 | TWD
    ฿1,290 | th | 1290 | THB
    1.290.000 đ | vi | 1290000 | VND
    RM 129.00 | ms | 129 | MYR
    ₦12,500 | en-NG | 12500 | NGN
    KSh 1,299 | en-KE | 1299 | KES
    29,000원 | ko | 29000 | KRW
    173,34 Lei | ro | 173.34 | RON
    EUR15.99 | lv | 15.99 | EUR
    CHF19.50 | de-CH | 19.5 | CHF
    PLN49,99 | pl | 49.99 | PLN`;
  for (const row of read.trim().split('\n')) {
    const [tag, lang, price, currency] = row.trim().split(' | ');
    expect(shop(tag, lang), tag).toMatchObject({ price: Number(price), currency });
  }
  // "kr" and "Rs" are several countries': without a language or region that says which, no currency is given.
  expect(shop('Rs. 23,450', 'en')).toMatchObject({ price: 23450, currency: null });
  expect(shop('Rs. 23,450', 'en-PK')).toMatchObject({ price: 23450, currency: 'PKR' });
  // 元 is Taiwan's dollar on a page in Taiwan's Chinese; a tag that names no country leaves it to the address's domain.
  expect(shop('每組990元', 'zh-TW')).toMatchObject({ price: 990, currency: 'TWD' });
  expect(shop('每組990元', 'zh-CN')).toMatchObject({ price: 990, currency: 'CNY' });
  const at = (url: string, lang: string) =>
    extract('<main><h1>Sofa</h1><p class="price">$1,299.00</p><button>Add to cart</button></main>', PRODUCT, url, lang).currency;
  expect(at('https://www.shop.ca/p/1', 'en')).toBe('CAD');
  expect(at('https://www.shop.com.au/p/1', 'en')).toBe('AUD');
  expect(at('https://www.shop.ca/p/1', 'en-US')).toBe('USD');
  expect(at('https://www.shop.io/p/1', 'en')).toBe('USD');
  // A letter symbol is a word of its own: "leisure" holds no lei.
  expect(shop('12 leisure sets', 'en')).toMatchObject({ currency: null });
  expect(shop('2 рубашки за 1 299 руб.', 'ru')).toMatchObject({ price: 1299, currency: 'RUB' });
  // 원 follows its amount and ends many words: "회원 3명" (three members) is no money.
  expect(shop('회원 3명 할인 · 29,000원', 'ko')).toMatchObject({ price: 29000, currency: 'KRW' });
});

test("a shop whose markup names nothing: the price is the first money after the product's heading, wherever the main region is", () => {
  // No class names, no structured data: a reader finds the price under the title.
  expect(
    extract(
      '<main><div><h1>Zeķes Brooklyn</h1><div>Produkta kods 545642356</div><div>EUR15.99</div><button>Ielikt grozā</button></div></main>',
      PRODUCT,
      undefined,
      'lv',
    ),
  ).toMatchObject({ price: 15.99, currency: 'EUR' });
  // The page's first <article> is the shop's blurb, not the product: the money after the heading outside it is the price.
  const blurb = '<article><h2>Welcome to our shop</h2><p>We sell furniture and decoration for every room, delivered to your door.</p></article>';
  expect(
    extract(`<div><h1>Sofa Manhattan</h1><div><span>€ 1.759,99</span></div><button>Add to cart</button></div>${blurb}`, PRODUCT, undefined, 'en').price,
  ).toBe(1759.99);
});

test('prices in currencies without cents: "24.990" is twenty-four thousand', () => {
  expect(extract('<main><h1>Vacuum</h1><span class="price">24.990 Ft</span></main>', PRODUCT, undefined, 'hu')).toMatchObject({
    price: 24990,
    currency: 'HUF',
  });
  expect(extract('<main><h1>Blender</h1><span class="price">$ 249.900</span></main>', PRODUCT, undefined, 'es-CO')).toMatchObject({
    price: 249900,
    currency: 'COP',
  });
  expect(extract('<main><h1>Bottle</h1><span class="price">¥3,980</span></main>', PRODUCT, undefined, 'ja')).toMatchObject({ price: 3980, currency: 'JPY' });
  expect(extract('<main><h1>Lamp</h1><span class="price">$19.990</span></main>', PRODUCT, undefined, 'en-US').price).toBe(19990);
});

test("a Shopify theme's product: the regular price is the price while no sale is on, and its hidden 'Sold out' badge is no stock statement", () => {
  const badges =
    '<div class="price__badges"><span class="price__badge price__badge--sale">Sale</span><span class="price__badge price__badge--sold-out">Sold out</span></div>';
  const price = (inner: string) => `<main><h1>Linen Shirt</h1><dl class="price">${inner}${badges}</dl><p>Free delivery over £50</p>`;
  const regular =
    '<div class="price__regular"><dt><span class="visually-hidden">Regular price</span></dt><dd><span class="price-item price-item--regular">£60.00</span></dd></div>';
  const onSale =
    '<div class="price__sale"><dd><s class="price-item price-item--regular">£60.00</s></dd><dd><span class="price-item price-item--sale">£45.00</span></dd></div>';
  const cart = (disabled: boolean) =>
    `<form action="/cart/add"><button type="submit" name="add"${disabled ? ' disabled' : ''}>${disabled ? 'Sold out' : 'Add to cart'}</button></form></main>`;
  expect(extract(price(regular) + cart(false))).toMatchObject({ price: 60, availability: 'InStock' });
  expect(extract(price(onSale) + cart(false))).toMatchObject({ price: 45, availability: 'InStock' });
  expect(extract(price(regular) + cart(true))).toMatchObject({ price: 60, availability: 'OutOfStock' });
  // A label glued to the price box's text says which price it is.
  expect(extract('<main><h1>Shirt</h1><p class="price">Regular price: $80.00 Now: $60.00</p></main>').price).toBe(60);
});

test('minified markup: a price and the stock line in the next block are apart, and the currency is its ISO code, not its symbol', () => {
  // A WooCommerce product as its template writes it, without a byte of whitespace between the blocks.
  const money = (amount: string) =>
    `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>${amount}</bdi></span>`;
  const html = `<div class="product"><h1 class="product_title">Hoodie with Logo</h1><p class="price"><del aria-hidden="true">${money('45.00')}</del> <ins>${money('35.00')}</ins></p><p class="stock in-stock">12 in stock</p><button type="submit" class="single_add_to_cart_button">Add to basket</button></div>`;
  expect(extract(html)).toMatchObject({ price: 35, currency: 'GBP', availability: 'InStock' });
});

test('the price to pay among several: the lowest of the structured offers, not a was-price named in camelCase, not a saving', () => {
  const price = (html: string) => extract(html).price;
  expect(
    price(
      '<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Fairy tale</h1><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="18.00"></div><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="17.10"></div></div>',
    ),
  ).toBe(17.1);
  expect(
    price(
      '<main><h1>Tikkers watch</h1><span class="Pricestyles__PriceSave-sc-1oev7i-2">Save 1/3</span> <span class="Pricestyles__PriceWas-sc-1oev7i-3">Was £14.99</span> <div class="ProductCardstyles__PriceText-l8f8q8-14">£9.99</div></main>',
    ),
  ).toBe(9.99);
  // A structured price of 0 is a placeholder a script fills in: the page's price is the one.
  expect(
    price(
      '<script type="application/ld+json">{"@type":"Product","name":"Lamp","offers":{"price":"0","priceCurrency":"EUR"}}</script><main><h1>Lamp</h1><p class="price">24,50 €</p></main>',
    ),
  ).toBe(24.5);
});

test("shop platforms' own product markup, without structured data: PrestaShop, OpenCart, WooCommerce, VTEX, BigCommerce", () => {
  const page = (html: string, lang = 'en') => extract(`<main><h1>Lamp</h1>${html}</main>`, PRODUCT, undefined, lang);
  // PrestaShop 1.6 and 1.7: "no longer in stock" is out of it; a reference under a <label>.
  expect(
    page('<span class="price">16,51 €</span><p id="availability_statut"><span id="availability_value">This product is no longer in stock</span></p>', 'fr'),
  ).toMatchObject({ price: 16.51, availability: 'OutOfStock' });
  expect(
    page(
      '<span class="price">28,72 €</span><div class="product-reference"><label class="label">Référence </label><span>demo_3</span></div><button>Ajouter au panier</button>',
      'fr',
    ).sku,
  ).toBe('demo_3');
  // OpenCart strikes its old price by style.
  expect(page('<ul><li><span style="text-decoration: line-through;">$122.00</span></li><li><h2>$98.00</h2></li></ul><button>Add to Cart</button>').price).toBe(
    98,
  );
  // WooCommerce's product meta, minified: each "Label: value" span on its own.
  expect(
    page(
      '<p class="price">£45.00</p><div class="product_meta"><span class="sku_wrapper">SKU: <span>WP-45</span></span><span class="posted_in">Category: <a>Lamps</a></span></div><button>Add to basket</button>',
    ).sku,
  ).toBe('WP-45');
  // VTEX names its prices "skuBestPrice": a price, not a code.
  expect(page('<strong class="skuBestPrice">R$ 149,90</strong><a class="buy-button">Comprar</a>', 'pt-BR')).toMatchObject({ price: 149.9, sku: null });
  // BigCommerce's label cell is named "productView-info-name": a label, not the product's name.
  expect(page('<span class="price">$49.95</span><dl><dt class="productView-info-name">SKU:</dt><dd>BC-49</dd></dl><button>Add to Cart</button>').name).toBe(
    'Lamp',
  );
});

test("no price where the page states none: a carousel's or a sidebar's price is another product's", () => {
  const carousel =
    '<div class="a-carousel"><ul><li class="a-carousel-card"><a href="/dp/B08CXTKMHJ">Hair dye</a> <span class="p13n-sc-price">2,86 €</span></li></ul></div>';
  expect(extract(`<main><h1>Potato chips, 8 ounce</h1><p>Currently unavailable.</p>${carousel}</main>`).price).toBeNull();
  expect(
    extract(`<main><h1>Potato chips, 8 ounce</h1><p>Currently unavailable.</p><aside><p>Customers also bought: Salted crisps $3.49</p></aside></main>`).price,
  ).toBeNull();
  expect(extract(`<main><h1>Potato chips, 8 ounce</h1><p>Our price: $4.99</p>${carousel}</main>`).price).toBe(4.99);
});
