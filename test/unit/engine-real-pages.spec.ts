/**
 * The builtin on the failure classes seen on real shop pages (small snippets, one class each):
 * colon names, availability wording in many languages and from the buy button, SKUs in detail
 * tables and URLs, barcodes that are not SKUs, buy-box prices beside list and carousel prices,
 * prices in currencies without cents, and article bodies without their boxes.
 */
import { expect, test } from '@playwright/test';
import { fillSchema } from '../../server/engine/extract/builtin/fill-schema';
import { dedupeItems } from '../../server/engine/paginate/merge-pages';
import { readerText } from '../../server/engine/extract/builtin/readable-body';
import { buildPageModel } from '../../server/engine/page/page-model';
import type { JsonSchema } from '../../server/engine/types';
import { validateData } from '../../server/engine/validate/validate';

const PRODUCT: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' }, sku: { type: 'string' }, availability: { type: 'string' } },
};

const extract = (body: string, schema: JsonSchema = PRODUCT, url = 'https://shop.example/p/1', lang = 'en') =>
  validateData(
    fillSchema(buildPageModel(`<!doctype html><html lang="${lang}"><head><title>Shop</title></head><body>${body}</body></html>`, url), schema),
    schema,
  ).data;

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

test('availability is schema.org vocabulary, read from wording in several languages, microdata links and the buy button', () => {
  const avail = (html: string, lang = 'en') =>
    extract(`<main><h1>Item</h1><span class="price">10,00 €</span>${html}</main>`, PRODUCT, undefined, lang).availability;
  expect(avail('<div id="availability">Derzeit nicht verfügbar. Ob und wann dieser Artikel wieder vorrätig sein wird, ist unbekannt.</div>', 'de')).toBe(
    'OutOfStock',
  );
  expect(avail('<div id="availability">Habituellement expédié sous 3 à 4 jours.</div>', 'fr')).toBe('InStock');
  expect(avail('<p class="estado">Agotado</p>', 'es')).toBe('OutOfStock');
  expect(avail('<div class="availability">Disponibilità immediata</div>', 'it')).toBe('InStock');
  expect(avail('<p class="stock">在庫あり</p>', 'ja')).toBe('InStock');
  expect(avail('<div itemscope itemtype="https://schema.org/Offer"><link itemprop="availability" href="https://schema.org/PreOrder"></div>')).toBe('PreOrder');
  // "Check" (nearby stores) is no availability: the disabled buy button is.
  expect(avail('<p>Stock: <a href="/stores">Check</a> nearby stores</p><button disabled>Add to cart</button>')).toBe('OutOfStock');
  expect(avail('<div class="store-stock">Availability: <a href="/stores">Check</a></div><button>Add to cart</button>')).toBe('InStock');
  // Stock phrase | page language | availability; a live buy button beside each, which the phrase outweighs.
  const phrases = `
    Not in stock | en | OutOfStock
    This listing has ended | en | OutOfStock
    Fuera de stock | es | OutOfStock
    Brak towaru | pl | OutOfStock
    Není skladem | cs | OutOfStock
    Skladem | cs | InStock
    Товар закончился | ru | OutOfStock
    Под заказ | ru | BackOrder
    Tillfälligt slut | sv | OutOfStock
    Εξαντλήθηκε | el | OutOfStock
    Nu este în stoc | ro | OutOfStock
    În stoc | ro | InStock
    只今在庫切れです | ja | OutOfStock
    暫時缺貨 | zh-TW | OutOfStock
    일시품절 | ko | OutOfStock`;
  for (const row of phrases.trim().split('\n')) {
    const [text, lang, want] = row.trim().split(' | ');
    expect(avail(`<p>${text}</p><button>Add to cart</button>`, lang), text).toBe(want);
  }
  // A buy button in the shop's language, ending in its price or an arrow: enabled, the product can be bought; disabled, not.
  const buttons = [
    'Dodaj do koszyka',
    'В корзину',
    'Přidat do košíku',
    'Lisää ostoskoriin',
    'Adicionar ao carrinho',
    '加入購物車',
    'Add to Cart – $24.00',
    'Add To Cart +',
  ];
  for (const label of buttons) {
    expect(avail(`<button>${label}</button>`), label).toBe('InStock');
    expect(avail(`<button disabled>${label}</button>`), label).toBe('OutOfStock');
  }
  // "Notify me when available" offers news of a size that is out, or of a sold-out product: no statement either way.
  expect(avail('<p>Notify me when available</p>')).toBeNull();
  expect(avail('<ul class="sizes"><li>S</li><li>XL <a>Notify me when back in stock</a></li></ul><button>Add to cart</button>')).toBe('InStock');
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
  // The code a product-id element shows, before the category it goes on to name; not a count before its words.
  const productId = '<span itemprop="productID">\n  TE502955-1293415\n  Housse de canapé, chaise\n</span>';
  expect(sku(`<div itemscope itemtype="https://schema.org/Product"><p id="product__ref">${productId}</p></div>`)).toBe('TE502955-1293415');
  expect(sku('<p class="sku">3 left in stock, order soon</p>')).toBeNull();
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
});

test('the price to pay in a price box that states others: not a was-price, a saving or a unit price before it; cents in superscript', () => {
  const price = (box: string) => extract(`<main><h1>Lamp</h1>${box}<button>Add to cart</button></main>`).price;
  const boxes: [string, number][] = [
    ['<div class="price">Was $30.00 Now $24.00</div>', 24],
    ['<div class="prices"><span>RRP $30.00</span> <span>Our price $24.00</span></div>', 24],
    ['<div class="price"><span class="save">Save $6.00</span> <span class="now">$24.00</span></div>', 24],
    ['<div class="price">statt 29,90 € nur 24,00 €</div>', 24],
    ['<p><span class="base-price">(€ 9,98 / 1 kg)</span></p><p class="price">€ 4,99</p>', 4.99],
    ['<div class="price"><span>$12</span><sup>99</sup></div>', 12.99],
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
    KD 3.340 | ar-KW | 3.34 | KWD`;
  for (const row of read.trim().split('\n')) {
    const [tag, lang, price, currency] = row.trim().split(' | ');
    expect(shop(tag, lang), tag).toMatchObject({ price: Number(price), currency });
  }
  // "kr" and "Rs" are several countries': without a language or region that says which, no currency is given.
  expect(shop('Rs. 23,450', 'en')).toMatchObject({ price: 23450, currency: null });
  expect(shop('Rs. 23,450', 'en-PK')).toMatchObject({ price: 23450, currency: 'PKR' });
  // A letter symbol is a word of its own: "leisure" holds no lei.
  expect(shop('12 leisure sets', 'en')).toMatchObject({ currency: null });
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

test('an article body leaves out the related-links, share and newsletter boxes inside the article', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the report explains the council's budget decision in some detail, with figures and quotes from the people involved.</p>`;
  const html = `<main><article><h1>Budget approved</h1>${para(1)}${para(2)}<div class="share-tools">Share on social media</div>${para(3)}<aside class="newsletter">Sign up for our daily newsletter</aside><div class="related-links"><a href="/a">Another story you may like to read today</a></div>${para(4)}${para(5)}</article></main>`;
  const body = String(extract(html, { type: 'object', properties: { article_body: { type: 'string' } } }).article_body);
  for (const n of [1, 2, 3, 4, 5]) expect(body).toContain(`Paragraph ${n} of the report`);
  for (const box of ['Share on social', 'newsletter', 'Another story']) expect(body).not.toContain(box);
});

test('an article body keeps the posts it quotes from social networks, though the box holding them is named as a share box', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the report explains the state's new campaign in some detail, with figures and quotes from the people involved.</p>`;
  const tweet =
    '<div class="social-media-embed"><blockquote class="twitter-tweet"><p lang="en">Yes this is real and yes the state spent half a million dollars on it: <a href="https://t.co/x">https://t.co/x</a></p>— Dianna (@dianna) <a href="https://twitter.com/dianna/status/1">November 18, 2019</a></blockquote></div>';
  const html = `<main><article><h1>Campaign draws ridicule</h1>${para(1)}${para(2)}${tweet}${para(3)}<div class="share-tools">Share on social media</div>${para(4)}</article></main>`;
  const body = String(extract(html, { type: 'object', properties: { article_body: { type: 'string' } } }).article_body);
  expect(body).toContain('Yes this is real and yes the state spent half a million dollars');
  for (const n of [1, 2, 3, 4]) expect(body).toContain(`Paragraph ${n} of the report`);
  expect(body).not.toContain('Share on social');
});

test("the reader view's text leaves out what it kept of the page around the article: the site's menu, its breadcrumb trail", () => {
  // What the reader view returns for a page it read whole (a menu or a breadcrumb with long link-free text survives its cleaning).
  const kept =
    '<div><nav id="breadcrumb"><a href="/">Home</a> <a href="/news">City news</a> <span>Council approves the budget after a long debate</span></nav><ul role="menu"><li><a href="/local">Local</a></li><li><a href="/sports">Sports</a></li></ul><p>The council approved the budget this morning.</p><p>The vote freed funds for the new library.</p></div>';
  expect(readerText(kept)).toBe('The council approved the budget this morning.\n\nThe vote freed funds for the new library.');
});

test("the reader view's text leaves out datelines: a <time> on a line of its own, a 'Published …' line; a date in a sentence stays", () => {
  const kept = [
    '<div><p><a href="/entertainment">Entertainment</a> Updated <time datetime="2019-11-19">Nov 19, 6:55 AM</time></p>',
    '<p>PUBLISHED: 10:48, Tue, Nov 19, 2019 | UPDATED: 11:05, Tue, Nov 19, 2019</p>',
    '<p>The council met on <time>Nov 19</time> and approved the budget after a debate that ran late into the night.</p>',
    '<p>Updated figures show the library will open next spring.</p></div>',
  ].join('');
  expect(readerText(kept)).toBe(
    'The council met on Nov 19 and approved the budget after a debate that ran late into the night.\n\nUpdated figures show the library will open next spring.',
  );
});

test("the reader view's text leaves out links to other articles: 'Read more: …' and 'Also: …' lines, the links under a 'More:' heading", () => {
  const kept = [
    '<div><p>More than 300 people attended the council meeting.</p>',
    '<p>Read more: <a href="/b">Library plans unveiled</a></p>',
    '<p>Also: <a href="/i">See the budget in charts</a></p><p>Also on rt.com <a href="https://www.rt.com/j">Mayor faces a vote of no confidence</a></p>',
    '<p>Related research shows that libraries draw readers back to town centres.</p>',
    '<p>More:</p><ul><li><a href="/c">Budget row deepens</a></li><li>Analysis: <a href="/d">what the vote means</a></li></ul>',
    '<p>More Great Daily Stories</p><ol><li><a href="/e">A town without a bank</a></li></ol>',
    '<p>You may also like...</p><p><a href="/f">Who will run for mayor?</a></p><p><a href="/g">The new tram line</a></p>',
    '<h3>DON\'T MISS</h3><p><a href="/h">Council leader hits back at critics of the plan</a> [VIDEO]</p></div>',
  ].join('');
  expect(readerText(kept)).toBe(
    'More than 300 people attended the council meeting.\n\nRelated research shows that libraries draw readers back to town centres.',
  );
});

test("the reader view's text leaves out invitations to a newsletter, to follow or to share; a sentence that merely says 'sign up' stays", () => {
  const kept = [
    '<div><p>Sign up for a library card at the front desk.</p>',
    '<p>Get the latest updates right in your inbox. Subscribe to our newsletters.</p>',
    '<p><strong>SIGN UP FOR OUR NEWSLETTER</strong></p>',
    '<p>The library opens next spring.</p></div>',
  ].join('');
  expect(readerText(kept)).toBe('Sign up for a library card at the front desk.\n\nThe library opens next spring.');
  // An invitation to follow the site or share the story is no part of it either.
  expect(
    readerText(
      '<div><p>The library opens next spring.</p><p>Follow Newsbeat on Instagram and YouTube.</p><p>Like this story? Share it with a friend!</p></div>',
    ),
  ).toBe('The library opens next spring.');
});

test("the reader view's text leaves out the page's furniture: an ad slot's label, a skip link, account and comment links, a list's heading, a cookie notice", () => {
  const kept = [
    '<div><p><a href="#content">Skip to content</a></p><p>Advertisement</p><p>SUBSCRIBE</p><p>Sign In</p><p>BREAKING NEWS</p>',
    '<p>The manual covers every model from 2004 to 2019.</p>',
    "<p>This website uses cookies to improve your experience. We'll assume you're ok with this.</p>",
    '<p>Tell us what YOU think...</p><p>12 Comments</p><p>Post Comment (+)</p><p>View author archive</p>',
    '<p>This slideshow requires JavaScript.</p><p>[button link="/submit" type="big"] Send us YOUR review[/button]</p>',
    '<p>The club uses cookies and cakes to raise funds.</p>',
    // A table's column named "Comment" is the text's.
    '<table><tr><td><p>Field</p></td><td><p>Comment</p></td></tr></table></div>',
  ].join('');
  expect(readerText(kept)).toBe('The manual covers every model from 2004 to 2019.\n\nThe club uses cookies and cakes to raise funds.\n\nField\n\nComment');
});

test("the reader view's text leaves out the pictures' captions and credits, in a <figcaption> or on a line of their own", () => {
  const kept = [
    '<div><figure><img src="/a.jpg"><figcaption>Protesters marched through the city on Sunday. Reuters</figcaption></figure>',
    '<p>Protests have continued for a sixth month.</p>',
    '<p>China has warned it will not allow the city to spiral into chaos (Image: GETTY )</p>',
    '<p>Photo: Damian Dovarganes, AP</p><p>Sakib Ali/Hindustan Times/Getty Images</p><p>© Reuters</p>',
    '<p>A worker loads trims into his truck outside a store in Hialeah, Fla. (AP Photo/Alan Diaz, File)</p>',
    '<p>The photo agency said its image of the march (taken from a rooftop) was its most shared this year.</p></div>',
  ].join('');
  expect(readerText(kept)).toBe(
    'Protests have continued for a sixth month.\n\nThe photo agency said its image of the march (taken from a rooftop) was its most shared this year.',
  );
});

test("the reader view's text leaves out the other stories' cards it kept after the story, each in an <article> of its own as the story is", () => {
  const para = (n: number) => `<p>Paragraph ${n} of the review weighs the streaming service's launch, its price and the games it offers today.</p>`;
  const card = (n: number) =>
    `<article><h2><a href="/s/${n}">Other story ${n} headline</a></h2><p>Other story ${n} in a sentence or two, to draw the reader on.</p></article>`;
  // What the reader view returns for a page whose story and the cards after it it read as one.
  const kept = `<div><section><article><h1>Stadia reviewed</h1>${[1, 2, 3, 4, 5, 6].map(para).join('')}</article></section><section>${[1, 2, 3].map(card).join('')}</section></div>`;
  const body = readerText(kept);
  for (const n of [1, 2, 3, 4, 5, 6]) expect(body).toContain(`Paragraph ${n} of the review`);
  expect(body).not.toContain('Other story');
  // A front page's stories, none most of the text, are all kept.
  const front = `<div>${[1, 2, 3].map((n) => `<article><h2>Story ${n}</h2>${para(n)}${para(n + 3)}</article>`).join('')}</div>`;
  expect(readerText(front)).toContain('Story 3');
});

test('an article body leaves out the card shown on hover over a name, not the name', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the report explains the court's decision in some detail, with figures and quotes from the people involved.</p>`;
  const card =
    '<span class="rollover-people-block"><a href="/a">Roe asks court for leniency</a> <a href="/b">Roe wins her primary</a> <a href="/people/jane-roe">MORE</a></span>';
  const html = `<main><article><h1>Man pleads guilty</h1><p>A man pleaded guilty to threatening Rep. <span class="rollover-people"><a href="/people/jane-roe">Jane Roe</a>${card}</span> (D-Minn.), prosecutors said.</p>${para(1)}${para(2)}${para(3)}</article></main>`;
  const body = String(extract(html, { type: 'object', properties: { article_body: { type: 'string' } } }).article_body);
  expect(body).toContain('A man pleaded guilty to threatening Rep. Jane Roe (D-Minn.), prosecutors said.');
  expect(body).not.toContain('leniency');
});

test("the reader view's text leaves out a promotion: a line in capitals that is all link", () => {
  const kept = [
    '<div><p>The singer was voted off the show on Monday.</p>',
    '<p><a href="/app">CLICK HERE TO GET THE NEWS APP</a></p>',
    '<p><a href="/b">SINGER OPENS UP ABOUT HEALTH CONDITION</a></p>',
    '<p>THE JUDGES SAID <a href="/c">the vote</a> WAS CLOSE.</p>',
    '<p><a href="/report">Read the full report</a></p></div>',
  ].join('');
  expect(readerText(kept)).toBe('The singer was voted off the show on Monday.\n\nTHE JUDGES SAID the vote WAS CLOSE.\n\nRead the full report');
});

test("an article's body is the text it shows, not its structured data's summary or cut-short articleBody", () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the story follows the harbour crews through a long winter of repairs, storms and late deliveries to the fish market.</p>`;
  const ld =
    '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Harbour winter","articleBody":"Paragraph 1 of the story follows the harbour crews through a long"}</script>';
  const body = String(
    extract(`${ld}<main><article><h1>Harbour winter</h1>${[1, 2, 3, 4, 5].map(para).join('')}</article></main>`, {
      type: 'object',
      properties: { article_body: { type: 'string' } },
    }).article_body,
  );
  for (const n of [1, 2, 3, 4, 5]) expect(body).toContain(`Paragraph ${n} of the story follows`);
});

test('an article is not the newsletter box the reader view meets first; a short post is still read without its byline', () => {
  const schema: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
  const para = (n: number) =>
    `<p>Paragraph ${n} of the release notes describes what changed in the nightly build this week, why it changed and how to try it out today.</p>`;
  const box = `<div class="signup-box"><h2>Love the web?</h2><p>Get our newsletter and help us keep it open and free. We send one short letter a month with the best of what we wrote, never more, and you can leave at any time with one click from the letter itself. Your address is never shared with anyone, and the letter is free.</p><p>Your e-mail address. I agree to receive the letter. Sign up now.</p></div>`;
  const long = String(
    extract(`<div id="top">${box}</div><div id="posts"><article>${Array.from({ length: 12 }, (_, i) => para(i + 1)).join('')}</article></div>`, schema)
      .article_body,
  );
  for (const n of [1, 6, 12]) expect(long).toContain(`Paragraph ${n} of the release notes`);
  const short = String(
    extract(
      `<main><article><header><h1>Cache notes</h1><p class="meta">By Ana Ruiz · 4 min read</p></header><div class="post-content">${para(1)}${para(2)}${para(3)}</div></article></main>`,
      schema,
    ).article_body,
  );
  expect(short).toMatch(/^Paragraph 1 of the release notes/);
});

test("a barcode and a maker's part number under their labels in many languages; a word that merely holds 'ean' is none", () => {
  const IDS: JsonSchema = { type: 'object', properties: { mpn: { type: 'string' }, gtin: { type: 'string' } } };
  const row = (label: string, value: string) =>
    extract(`<main><h1>Lamp</h1><span class="price">€ 24,50</span><table><tr><th>${label}</th><td>${value}</td></tr></table></main>`, IDS);
  const barcodes = ['EAN-Code', 'Kod EAN', 'Código EAN', 'EAN/UPC', 'GTIN / EAN', 'UPC-A', 'EAN-nummer', 'Штрихкод', 'Čárový kód', 'Vonalkód', 'バーコード'];
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
  ];
  for (const label of makers) expect(row(label, 'WX-4410-B').mpn, label).toBe('WX-4410-B');
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
});

test('a brand is read under its label in the shop\'s language, alone or paired with "manufacturer"', () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const brand = (label: string, lang: string) =>
    extract(`<main><h1>Item</h1><span class="price">10,00 €</span><dl><dt>${label}</dt><dd>Bosch</dd></dl></main>`, BRAND, undefined, lang).brand;
  expect(brand('Kaubamärk', 'et')).toBe('Bosch');
  expect(brand('Proizvajalec', 'sl')).toBe('Bosch');
  expect(brand('make / manufacturer', 'en')).toBe('Bosch');
  expect(brand('Značka', 'sk')).toBe('Bosch');
  expect(brand('Marchio', 'it')).toBe('Bosch');
  expect(brand('Märke', 'sv')).toBe('Bosch');
  expect(brand('Üretici', 'tr')).toBe('Bosch');
  // A label that merely starts with a brand word states no brand.
  expect(brand('Brand new', 'en')).toBeNull();
});

test('a bold lead-in labels the rest of its line, in minified markup as in indented markup (text before it makes it no label); a <br> parts lines', () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const brand = (line: string) => extract(`<main><h1>Item</h1><span class="price">10,00 €</span>${line}</main>`, BRAND).brand;
  expect(brand('<p><strong>Brand</strong> Bosch</p>')).toBe('Bosch');
  expect(brand('<p>\n  <strong>Brand</strong> Bosch\n</p>')).toBe('Bosch');
  expect(brand('<p>Our <strong>Brand</strong> Bosch</p>')).toBeNull();
  // A description's lines parted by <br>, each "Label: value" after its bullet.
  expect(brand('<div class="description">- Peso: 61,8 kg<br><br>- Marca: Bosch<br><br><b>Dimensões</b><br>- Altura: 61 cm</div>')).toBe('Bosch');
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
});

test('the SKU is the code the page shows for the item: before the structured data’s variant or internal id, else from the URL', () => {
  const sku = (html: string, url?: string) => extract(`<main><h1>Item</h1><span class="price">$10</span>${html}</main>`, PRODUCT, url).sku;
  const ld = (code: string) => `<script type="application/ld+json">{"@type":"Product","name":"Item","sku":"${code}"}</script>`;
  // The code shown under an item-code label, or in an element a shop's test hook names, wins over the JSON-LD sku.
  expect(sku(`${ld('238368885')}<dl><dt>Product code</dt><dd>83810610</dd></dl>`)).toBe('83810610');
  expect(sku(`${ld('84518927-040-35')}<p><span data-qa-qualifier="product-reference">1002/710</span></p>`)).toBe('1002/710');
  expect(sku('<div class="product-sku">Art.1049084</div>')).toBe('1049084');
  expect(sku('<dl><dt>Item number</dt><dd>746423 Economize</dd></dl>')).toBe('746423');
  // A marketplace's item URL names the item, whatever code the description quotes.
  expect(sku('<dl><dt>Référence</dt><dd>QB737</dd></dl>', 'https://www.amazon.example/dp/B08LNDXM65')).toBe('B08LNDXM65');
  // With nothing on the page: an id-named parameter, a path key, the slug's trailing id.
  expect(sku('<p>Ships fast</p>', 'https://shop.example/lat/brooklyn-ecc60912110.html?childSku=545642356')).toBe('545642356');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/product_info.php/products_id/66868/led8-mini.html?utm_source=x')).toBe('66868');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/codigo-do-trabalho-anotado-1589482272.html')).toBe('1589482272');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/pchome24h/M67296549.htm?pc=promo')).toBe('M67296549');
  // A page key's number ("p4781720") is the item's; a size in the slug or a short number is no item id; a price is no code.
  expect(sku('<p>Ships fast</p>', 'https://shop.example/nest-mini/chalk/p4781720')).toBe('4781720');
  expect(sku('<p>Ships fast</p>', 'https://shop.example/bed-158x198x61cm')).toBeNull();
  expect(sku('<p>Ships fast</p>', 'https://shop.example/favorable_1409.html')).toBeNull();
  expect(sku('<div class="product-code">163,93</div>')).toBeNull();
  // A model's name the structured data puts under `sku` is no code: the item id in the URL is.
  expect(sku(ld('LATITUDE 5520 LAPTOP'), 'https://shop.example/Prod/144432/')).toBe('144432');
});

test("out of stock only when the product is: not a variant's, a store's, a pop-up's, a related product's or a sentence's", () => {
  const avail = (html: string, lang = 'en') =>
    extract(`<main><h1>Item</h1><span class="price">10,00 €</span>${html}</main>`, PRODUCT, undefined, lang).availability;
  const variant = (size: number, stock: string) =>
    `{"@type":"Product","name":"Boots","sku":"B-${size}","offers":{"@type":"Offer","price":"69.95","availability":"http://schema.org/${stock}"}}`;
  expect(avail(`<script type="application/ld+json">[${variant(35, 'OutOfStock')},${variant(36, 'InStock')},${variant(37, 'OutOfStock')}]</script>`)).toBe(
    'InStock',
  );
  expect(avail(`<script type="application/ld+json">[${variant(35, 'OutOfStock')},${variant(36, 'OutOfStock')}]</script>`)).toBe('OutOfStock');
  expect(
    avail(
      '<div class="store-pickup"><a href="/stores">Sprawdź dostępność w sklepie</a> <span>Produkt niedostępny</span></div><button>Do koszyka</button>',
      'pl',
    ),
  ).toBe('InStock');
  expect(avail('<p>Check in-store availability: temporarily unavailable.</p><button>Add to cart</button>')).toBe('InStock');
  expect(
    avail(
      '<div class="dialog infoLayer backInStockPopup">Dieser Artikel ist momentan vergriffen. Benachrichtigen, wenn verfügbar.</div><button>In den Warenkorb</button>',
      'de',
    ),
  ).toBe('InStock');
  expect(avail('<div class="related-products"><div class="stock">Out of stock</div></div><button>Add to basket</button>')).toBe('InStock');
  const prose =
    'Prices are valid only with a link to our shop and may differ from those in stores; if the price of this item is not shown, then at the moment it is out of stock. All published materials belong to the shop.';
  expect(avail(`<p>${prose}</p><button>Add to cart</button>`)).toBe('InStock');
  // The product's own short statement still says it.
  expect(avail('<div class="buybox"><span>Currently unavailable.</span> We don’t know when or if this item will be back.</div>')).toBe('OutOfStock');
});

test('a page saved with a dialog open is still read: its aria-hidden content is the page, an aria-hidden icon is not', () => {
  const page =
    '<div aria-hidden="true"><main><h1>Fake wounds kit</h1><form><div class="vi-price"><span itemprop="price" content="1.99">GBP 1.99</span></div></form><span class="price" aria-hidden="true">£0.00</span></main></div><div role="dialog">Sign in for a better experience</div>';
  expect(extract(page)).toMatchObject({ name: 'Fake wounds kit', price: 1.99 });
  expect(extract('<main><h1>Mug</h1><span class="price" aria-hidden="true">$0.00</span><span class="price">$8.00</span></main>').price).toBe(8);
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

test("no price where the page states none: a carousel's or a sidebar's price is another product's", () => {
  const carousel =
    '<div class="a-carousel"><ul><li class="a-carousel-card"><a href="/dp/B08CXTKMHJ">Hair dye</a> <span class="p13n-sc-price">2,86 €</span></li></ul></div>';
  expect(extract(`<main><h1>Potato chips, 8 ounce</h1><p>Currently unavailable.</p>${carousel}</main>`).price).toBeNull();
  expect(
    extract(`<main><h1>Potato chips, 8 ounce</h1><p>Currently unavailable.</p><aside><p>Customers also bought: Salted crisps $3.49</p></aside></main>`).price,
  ).toBeNull();
  expect(extract(`<main><h1>Potato chips, 8 ounce</h1><p>Our price: $4.99</p>${carousel}</main>`).price).toBe(4.99);
});
