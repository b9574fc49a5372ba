/**
 * The builtin on the failure classes seen on real shop pages (small snippets, one class each): colon names, the entity
 * a page is about, structured data as sites write it, SKUs in detail tables and URLs, minified markup and shop themes.
 * Prices: engine-prices.spec.ts; stock: engine-stock.spec.ts; barcodes, part numbers and brands:
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

test("an icon font's glyph (a private-use character) or a zero-width space is no part of a product's name", () => {
  const page =
    '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name"><a href="/fav"><span>&#xE004;</span></a> Skate board</h1><span itemprop="price" content="60">$60</span></div>';
  expect(extract(page).name).toBe('Skate board');
  expect(extract('<main><h1>Goose floss &#xF005;&#xF005;</h1><span class="price">$4.00</span></main>').name).toBe('Goose floss');
  // Nor is a zero-width space (a heading's anchor), though a zero-width joiner is a letter's part ("می‌خواهم").
  expect(extract('<main><h1>Goose floss<a href="#goose">&#x200B;</a></h1><span class="price">$4.00</span></main>').name).toBe('Goose floss');
  expect(extract('<main><h1>کتاب می\u200cخواهم</h1><span class="price">$4.00</span></main>').name).toBe('کتاب می\u200cخواهم');
});
test("without structured data the product's name is the page's heading: not a widget's title, a dialog's or a breadcrumb's heading, or a brand's name", () => {
  const name = (body: string) => extract(`<main>${body}<span class="price">49,00 €</span></main>`).name;
  expect(name('<div class="swogo-bundle-title">The perfect set</div><h1>Panasonic NN-K35 microwave</h1>')).toBe('Panasonic NN-K35 microwave');
  expect(name('<div class="modal"><h1>My account</h1></div><h1>Ghost costume</h1>')).toBe('Ghost costume');
  // Where no class names the menu, the heading is the one the document's title names: its price follows it.
  expect(
    extract(
      '<div><h1>Mon compte</h1><a href="/compte">Mes achats</a></div><div><h1>Déguisement de fantôme</h1><p>15€</p><button>Ajouter au panier</button></div>',
      PRODUCT,
      undefined,
      'fr',
      'Déguisement de fantôme - noir/blanc | Kiabi',
    ),
  ).toMatchObject({ name: 'Déguisement de fantôme', price: 15 });
  const logo = '<h1 class="top"><a href="/"><img alt="Shop"> Shop</a></h1><div class="product-name">Oak table</div><span class="price">49,00 €</span>';
  expect(extract(`<main>${logo}</main>`, PRODUCT, undefined, 'en', 'Oak table | Shop').name).toBe('Oak table');
  expect(name('<nav class="breadcrumbs"><h1>Manchester › appliances</h1></nav><h1>Washing machine 6kg</h1>')).toBe('Washing machine 6kg');
  expect(name('<dl><dt>Brand name</dt><dd>IKEA</dd></dl><h1>PELARBOJ table lamp</h1>')).toBe('PELARBOJ table lamp');
  // Where no h1 heads the page outside a dialog, the element the document's title opens with does: an item-details dialog the
  // page was saved with open, a shop's title set as an h2. A pop-up's heading the title does not open with does not.
  const titledName = (body: string, title: string) => extract(`<main>${body}<span class="price">$24.99</span></main>`, PRODUCT, undefined, 'en', title).name;
  const dialog = '<div role="dialog" aria-label="Item details"><h1>Organic Olive Oil</h1><button>Add to cart</button></div>';
  const sharing = '<meta property="og:title" content="Organic Olive Oil (2 L) from Costco - Instacart">';
  expect(titledName(sharing + dialog, 'Organic Olive Oil (2 L) from Costco - Instacart')).toBe('Organic Olive Oil');
  expect(titledName('<meta property="og:title" content="소년이 온다 - 예스24"><h2 class="gd_name">소년이 온다</h2>', '소년이 온다 - 예스24')).toBe(
    '소년이 온다',
  );
  expect(titledName(`${sharing}<div role="dialog"><h1>We value your privacy</h1></div>`, 'Organic Olive Oil (2 L) from Costco - Instacart')).toBe(
    'Organic Olive Oil (2 L) from Costco - Instacart',
  );
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
  // The heading's parts in elements of their own are laid out apart, not run together.
  expect(name('<h1><div>MÖCKELBY</div><div><span>Table, oak</span><span>235x100 cm</span></div></h1>')).toBe('MÖCKELBY Table, oak 235x100 cm');
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

test('JSON-LD that is not quite JSON is still read: CDATA markers in comments, trailing commas, single quotes, raw newlines, objects one after another', () => {
  const blocks = [
    '/*<![CDATA[*/\n{"@type":"Product","name":"Lamp","offers":{"price":"9.90","priceCurrency":"EUR"}}\n/*]]>*/',
    '{"@type":"Product","name":"Lamp","offers":{"price":"9.90","priceCurrency":"EUR",},}',
    '{"@type":"Product","name":"Lamp","description":\'Oil lamp\',"offers":{"price":"9.90","priceCurrency":"EUR"}}',
    '{"@type":"Product","name":"Lamp","description":"line one\nline two","offers":{"price":"9.90","priceCurrency":"EUR"}}',
    '<!--\n{"@type":"Product","name":"Lamp","offers":{"price":"9.90","priceCurrency":"EUR"}};\n-->',
    // Two objects set one after another in one script.
    '{"@type":"Organization","name":"Shop"}{"@type":"Product","name":"Lamp","offers":{"price":"9.90","priceCurrency":"EUR"}}',
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
  expect(sku('<dl><dt>Cód.</dt><dd>1236291</dd></dl>')).toBe('1236291');
  expect(sku("<ul><li><b>Numéro d'article :</b> AR-300-NR</li></ul>")).toBe('AR-300-NR');
  // Slovenian, Portuguese and Russian labels; a catalogue line under "Kód" is a name, not a code.
  expect(sku('<ul><li><strong>Šifra:</strong> 0638</li></ul>')).toBe('0638');
  // A label in a script with vowel marks (Thai) or with the Hebrew abbreviation's gershayim.
  expect(sku('<ul><li>รหัสสินค้า: 204318</li><li>สี: ดำ</li></ul>')).toBe('204318');
  expect(sku('<ul><li>מק״ט: 204318</li></ul>')).toBe('204318');
  expect(sku('<ul><li>מק"ט: 204318</li></ul>')).toBe('204318');
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

test("a sharing title the heading runs on from is the heading cut short where the document's title states the heading whole", () => {
  const name = (title: string) =>
    extract(
      '<meta property="og:title" content="Laptop 13 DIY Edition"><main><h1>Laptop 13 DIY Edition (Intel® Core™ Ultra Series 1)</h1><span class="price">$899</span></main>',
      PRODUCT,
      undefined,
      'en',
      title,
    ).name;
  expect(name('Laptop 13 DIY Edition (Intel® Core™ Ultra Series 1) | Framework')).toBe('Laptop 13 DIY Edition (Intel® Core™ Ultra Series 1)');
  // Where the document's title says what the sharing title says, the heading's addition is its own (a code, a note).
  expect(name('Laptop 13 DIY Edition | Framework')).toBe('Laptop 13 DIY Edition');
});
