/**
 * The builtin on what shop software and shops' own layouts say in their ways: a Shopify group's variant its buy form sends, a
 * JTL-Shop page item around its product, Shopware's maker's logo under the heading, a buy box in an <aside> on a page that
 * marks no main content, codes under column labels, a maker's company name beside the brand's heading, and labels and
 * sentences in the shops' languages.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT_CODES as ALL } from '../support/builtin-snippet';

const ld = (data: object) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...data })}</script>`;
// The price of a page whose feed states a stale price beside the price box `box`, under the product's heading and a buy button.
const priceOverStaleFeed = (stale: number, box: string, lang: string, name: string, button: string) =>
  extract(
    `${ld({ '@type': 'Product', name, offers: { '@type': 'Offer', price: stale, priceCurrency: 'EUR' } })}<main><h1>${name}</h1>${box}<button>${button}</button></main>`,
    ALL,
    'https://shop.example/p/1',
    lang,
  ).price;

test("a product group's variant is the one the buy form sends (Shopify's hidden 'id'), its sku the answer and the group's name the product's", () => {
  const variant = (sku: string, id: number, price: number) => ({
    '@type': 'Product',
    sku,
    name: `Southern Weather - ${sku}`,
    offers: { '@type': 'Offer', price, priceCurrency: 'USD', url: `https://onyx.example/products/southern-weather?variant=${id}` },
  });
  const group = ld({ '@type': 'ProductGroup', name: 'Southern Weather', hasVariant: [variant('SW-10OZ', 111, 20), variant('SW-2LB', 222, 60)] });
  const form = (id: number) =>
    `<main><h1>Southern Weather</h1><form action="/cart/add"><input type="hidden" name="id" value="${id}"><button type="submit" name="add">Add to cart</button></form></main>`;
  const data = extract(group + form(222), ALL, 'https://onyx.example/products/southern-weather');
  expect([data.name, data.sku]).toEqual(['Southern Weather', 'SW-2LB']);
  expect(extract(group + form(111), ALL, 'https://onyx.example/products/southern-weather').sku).toBe('SW-10OZ');
});

test("a web page's item around the product (JTL-Shop's ItemPage, named by the document's title) gives way to its main entity", () => {
  const page = `<div itemscope itemtype="https://schema.org/ItemPage"><meta itemprop="name" content="Bialetti Moka Express 6 Tassen - Küchenzauber"><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Bialetti Moka Express 6 Tassen</h1><meta itemprop="sku" content="51023"><span itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><span itemprop="price" content="36.99">36,99 €</span></span><button>In den Warenkorb</button></div></div>`;
  const data = extract(page, ALL, 'https://www.kuechenzauber.example/Bialetti-Moka-Express', 'de');
  expect([data.name, data.sku, data.price]).toEqual(['Bialetti Moka Express 6 Tassen', '51023', 36.99]);
});

test("a maker's logo in a box its shop software names for the supplier, under a heading that opens with its name, is the brand", () => {
  const page = (alt: string) =>
    `<main><h1 class="product--title">Radon Slide Trail 10.0 750 Carbon</h1><div class="product--supplier"><a href="/radon/" class="product--supplier-link"><img src="/radon-logo.png" alt="${alt}"></a></div><span class="price">3.499,00 €</span><button>In den Warenkorb</button></main>`;
  expect(extract(page('Radon'), ALL, 'https://www.bike.example/radon-slide-trail', 'de').brand).toBe('Radon');
  // A logo whose name the heading does not open with, at an address that names no brand, may be the shop's own.
  expect(extract(page('Bike Discount'), ALL, 'https://www.bike.example/radon-slide-trail', 'de').brand).toBeNull();
});

test('a buy box set in an <aside> beside the panel of the heading, on a page that marks no main content, holds the price over a stale feed', () => {
  const page = `${ld({ '@type': 'Product', name: 'Samsung Galaxy A15', offers: { '@type': 'Offer', price: '3499.00', priceCurrency: 'ZAR' } })}<div class="pdp-main-panel"><div class="pdp-core"><h1>Samsung Galaxy A15</h1><ul><li>6.5" FHD+ display</li></ul></div><aside class="buybox-module_buybox_1uP31"><span class="buybox-module_price_2YUFa"><span class="currency">R 3,299</span></span><span class="list-price">List price <span class="currency">R 3,999</span></span><button>Add to Cart</button></aside></div>`;
  expect(extract(page, ALL, 'https://www.takealot.example/samsung-galaxy-a15/PLID94123456', 'en-ZA').price).toBe(3299);
});

test("a count of sales that ends with a plus ('ขายแล้ว 10พัน+', 10 thousand+ sold) is no cost on top of the price after it", () => {
  const page = `${ld({ '@type': 'Product', name: 'Anker Q20', offers: { '@type': 'Offer', price: '1390.00', priceCurrency: 'THB' } })}<main><h1>Anker Q20</h1><div><button>4.9</button><div class="AcmPRb">ขายแล้ว 10พัน+</div></div><section><div class="IZPeQz">฿1,290</div><div class="ZA5sW5">฿2,590</div><div class="vms4_3">-50%</div></section><button>ซื้อสินค้า</button></main>`;
  expect(extract(page, ALL, 'https://shopee.example/Anker-Q20-i.1.2', 'th').price).toBe(1290);
});

test("codes under the labels of a table's columns, over its one row, are read by their column; a table of several rows is a list of items", () => {
  const table = (rows: string) =>
    `<main><h1>Horadam Aquarell Metallkasten</h1><span class="price">69,90 €</span><table><thead><tr><th>Art.-Nr.</th><th>Inhalt</th><th>Hersteller-Nr.</th></tr></thead><tbody>${rows}</tbody></table><button>In den Warenkorb</button></main>`;
  const row = (sku: string, mpn: string) => `<tr><td>${sku}</td><td>12 x 1/2 Näpfchen</td><td>${mpn}</td></tr>`;
  const one = extract(table(row('SCH74512', '74 412 097')), ALL, 'https://www.art.example/horadam', 'de');
  expect([one.sku, one.mpn]).toEqual(['SCH74512', '74 412 097']);
  expect(extract(table(row('SCH74512', '74 412 097') + row('SCH74524', '74 424 097')), ALL, 'https://www.art.example/horadam', 'de').sku).toBeNull();
});

test("a box named for the brand over the heading is the brand, over the maker's company name that starts with it", () => {
  const page = `<main><h1 class="ProductDetailsMainCard__brandName">Puma</h1><h1 class="ProductDetailsMainCard__productName">Softride Enzo Evo Running Shoes</h1><span class="price">₹3,299</span><div class="ProductFeature"><div class="ProductFeature__header">Manufacturer</div><div class="ProductFeature__content">Puma Sports India Pvt Ltd, Bengaluru</div></div><button>Add to Bag</button></main>`;
  expect(extract(page, ALL, 'https://www.tatacliq.example/puma-softride/p-mp000000019845123', 'en-IN').brand).toBe('Puma');
});

test("a price for members, its club named between 'für' and the members ('Nur für Fressnapf Friends Mitglieder'), is not everyone's", () => {
  const page = `${ld({ '@type': 'Product', name: 'Select Gold Sensitive', offers: { '@type': 'Offer', price: 49.99, priceCurrency: 'EUR' } })}<main><h1>Select Gold Sensitive</h1><div class="p-price p-price--regular"><span class="p-price__value">49,99 €</span><span class="p-price__unit">(5,00 €/1 kg)</span></div><div class="friends-price"><span class="friends-price__badge">Friends-Preis</span><span class="friends-price__value">44,99 €</span><span class="friends-price__hint">Nur für Fressnapf Friends Mitglieder in der App</span></div><button>In den Warenkorb</button></main>`;
  expect(extract(page, ALL, 'https://www.fressnapf.example/p/select-gold-1270245/', 'de').price).toBe(49.99);
});

test("a seller's tool on a classified ad ('Mark unavailable') says nothing of the item's stock", () => {
  const ad = `<main><h1>iPhone 12 Pro Max 256 GB</h1><div class="price">₦ 420,000</div><div class="b-advert-actions"><button>Mark unavailable</button><button>Report abuse</button></div></main>`;
  expect(extract(ad, ALL, 'https://jiji.example/ikeja/mobile-phones/iphone-12.html').availability).not.toBe('OutOfStock');
});

test("a Japanese buy button that says 'カートに追加する' makes the page buyable, over a theme's hidden sold-out badge", () => {
  const page = `${ld({ '@type': 'Product', name: '手ぬぐい 桜並木', offers: { '@type': 'Offer', price: 1320, priceCurrency: 'JPY', availability: 'http://schema.org/InStock' } })}<main><h1>手ぬぐい 桜並木</h1><div class="price"><span class="price-item">¥1,320</span><span class="badge price__badge-sold-out">売り切れ</span></div><form action="/cart/add"><button type="submit" name="add"><span>カートに追加する</span></button></form></main>`;
  expect(extract(page, ALL, 'https://kamawanu.example/products/tenugui', 'ja').availability).toBe('InStock');
});

test("labels in the shops' languages: 'Article ID' for the item code, and the maker's part number in Norwegian, Turkish and Dutch", () => {
  const spec = (label: string, value: string, lang: string) =>
    extract(
      `<main><h1>Garmin Edge 1050</h1><span class="price">7 490 kr</span><table><tr><th>${label}</th><td>${value}</td></tr></table><button>Kjøp</button></main>`,
      ALL,
      'https://shop.example/p/1',
      lang,
    );
  expect(spec('Article ID', '493839335', 'en-IN').sku).toBe('493839335');
  expect(spec('Produsentens artikkelnr.', '010-02890-10', 'no').mpn).toBe('010-02890-10');
  expect(spec('Üretici Part Numarası', '90NB10J1-M01S60', 'tr').mpn).toBe('90NB10J1-M01S60');
  expect(spec('Artikelnummer fabrikant', '17721', 'nl').mpn).toBe('17721');
});

test("amounts beside the price that are no price to pay: a fee after 'zzgl.', a net price 'exkl. MwSt.', a credit on a card, a rating's 'below market average'", () => {
  const price = (box: string, lang = 'de') =>
    extract(`<main><h1>Philips Airfryer XXL</h1>${box}<button>In den Warenkorb</button></main>`, ALL, 'https://shop.example/p/1', lang).price;
  expect(
    price(
      '<div class="pdp_price"><span class="pdp_price__retail-price" data-qa="price">219,99 €</span><p class="pdp_price__vat">inkl. MwSt. zzgl. 2,95 € Service-Pauschale</p></div>',
    ),
  ).toBe(219.99);
  expect(price('<div class="price"><span class="price__net">69,74 € exkl. MwSt.</span><span class="price__gross">82,99 €</span></div>')).toBe(82.99);
  expect(
    price(
      '<div class="member-banner">Adhérents : <strong>10% remboursés</strong>, soit dès 5,29 € crédités.</div><strong class="ticket-type__total">52,90 €</strong>',
      'fr',
    ),
  ).toBe(52.9);
  expect(
    price('<div class="sc-price-indicator"><span>GREAT PRICE</span> <span>£1,104 below market average</span></div><h2 class="price">£15,995</h2>', 'en-GB'),
  ).toBe(15995);
});

test("a shop's 'Réf :' labels its code over the slug its address ends with; an Italian 'Cod. fornitore' labels the maker's", () => {
  const darty = extract(
    '<main><h1>Lave-linge Bosch WGG244A9FR</h1><div class="product_ref">Réf : <span>4782659</span></div><span class="price">599€99</span><button>Ajouter au panier</button></main>',
    ALL,
    'https://www.darty.example/nav/achat/bosch_wgg244a9fr.html',
    'fr',
  );
  expect(darty.sku).toBe('4782659');
  const euronics = extract(
    '<main><h1>Daikin FTXM35A</h1><div class="product-codes"><span>Codice articolo: 222009876</span> <span>Cod. fornitore: FTXM35A</span></div><span class="price">899,00 €</span><button>Aggiungi al carrello</button></main>',
    ALL,
    'https://www.euronics.example/x/222009876.html',
    'it',
  );
  expect([euronics.sku, euronics.mpn]).toEqual(['222009876', 'FTXM35A']);
});

test('a line of plain text under the heading, in a box named for the brand, is the brand', () => {
  expect(
    extract(
      '<main><h1>Parmigiano Reggiano DOP 30 mesi 300 g</h1><p class="product-brand">Esselunga Top</p><span class="price">6,79 €</span><button>Aggiungi</button></main>',
      ALL,
      'https://spesa.example/prodotto/410234',
      'it',
    ).brand,
  ).toBe('Esselunga Top');
});

test("'Bestellt beim Lieferanten' (ordered from the supplier) is on back-order; a Japanese '購入' button sells", () => {
  expect(
    extract(
      '<main><h1>Sony WH-1000XM5</h1><span class="price">CHF 299.–</span><p class="pdp__delivery">Bestellt beim Lieferanten, Liefertermin noch unbekannt</p><button class="btn-cart">In den Warenkorb</button></main>',
      ALL,
      'https://www.brack.example/sony-wh-1000xm5',
      'de-CH',
    ).availability,
  ).toBe('BackOrder');
  expect(
    extract(
      '<main><h1>Microsoft 365 Personal</h1><span class="price">¥21,000</span><button class="get-button">購入</button></main>',
      ALL,
      'https://apps.example/detail/9nblggh4r32n',
      'ja',
    ).availability,
  ).toBe('InStock');
});

test("a UUID that ends a listing's address keys the page, and its last group is no item code", () => {
  expect(
    extract(
      '<main><h1>Fiat 500 1.0 Hybrid Dolcevita</h1><span class="price">€ 14.900</span></main>',
      ALL,
      'https://www.autoscout.example/annunci/fiat-500-1-0-hybrid-bianco-3f6c2a1e-7b9d-4e21-9c0a-5d1e2f3a4b5c',
      'it',
    ).sku,
  ).toBeNull();
});

test("a layout's sidebar also named for the purchase holds the product's price and its button, over a feed's struck price", () => {
  const course = `${ld({ '@type': 'Course', name: 'Python Completo', offers: [{ '@type': 'Offer', category: 'Paid', price: 229.9, priceCurrency: 'BRL' }] })}<main><h1>Python Completo</h1><div class="sidebar-container--purchase-section"><div class="buy-box"><div class="price-text-module--price-part"><span class="ud-sr-only">Preço atual</span><span>R$ 34,90</span></div><div class="price-text-module--original-price-container"><s><span>R$ 229,90</span></s></div><button data-purpose="add-to-cart">Adicionar ao carrinho</button></div></div></main>`;
  expect(extract(course, ALL, 'https://www.udemy.example/course/python-completo/', 'pt-BR')).toMatchObject({ price: 34.9, availability: 'InStock' });
});

test("a feed's price the page shows only as the lowest of the last 30 days, in Czech, Greek, Romanian or Slovenian, gives way to the price shown to pay", () => {
  const page = (stale: number, box: string, lang: string) => priceOverStaleFeed(stale, box, lang, 'iPad Air 11', 'Do košíku');
  expect(
    page(
      749,
      '<div class="price-now"><span class="simplePrice">699,00€</span></div><div class="price-lowest">Χαμηλότερη τιμή τελευταίων 30 ημερών: 749,00€</div>',
      'el',
    ),
  ).toBe(699);
  expect(page(649, '<div class="price-box__price">599,00 €</div><p>Nejnižší cena za 30 dní před slevou: 649,00 €</p>', 'cs')).toBe(599);
  expect(page(2199.99, '<div class="Price-current">1.999,99 lei</div><p>Cel mai mic pret din ultimele 30 de zile: 2.199,99 lei</p>', 'ro')).toBe(1999.99);
  expect(page(549.99, '<div class="cp-price-current">499,99 €</div><div class="cp-price-lowest">Najnižja cena v zadnjih 30 dneh: 549,99 €</div>', 'sl')).toBe(
    499.99,
  );
});

test("a saving's 'Spar 1.500,-' before the price is none", () => {
  const price = (box: string, lang: string) =>
    extract(`<main><h1>Samsung Galaxy S24</h1>${box}<button>Dodaj u korpu</button></main>`, ALL, 'https://shop.example/p/1', lang).price;
  expect(price('<div class="price-box"><span class="price-box__splash">Spar 1.500,-</span><span class="price-box__price">4.999 kr.</span></div>', 'da')).toBe(
    4999,
  );
});

test("a price marked old by its data attribute's key ('data-price-old') is a former price, over a stale feed's", () => {
  const page = `${ld({ '@type': 'Product', name: 'Galaxy A16', offers: { '@type': 'Offer', price: '8999.00', priceCurrency: 'EGP' } })}<main><h1>Galaxy A16</h1><span class="-b -fs24">EGP 7,649.00</span><span class="-lthr" data-price-old="">EGP 8,999.00</span><button>أضف إلى السلة</button></main>`;
  expect(extract(page, ALL, 'https://www.jumia.example/samsung-galaxy-a16-345678912.html', 'ar').price).toBe(7649);
});

test("a box merely named 'content' that does not hold the page's heading (a review's) is not the page's main region", () => {
  const page = `<div class="pdp"><h1>Xiaomi Redmi Buds 6 Pro</h1><div class="pdp-product-brand"><span>แบรนด์: </span><a href="/xiaomi/">Xiaomi</a></div><span class="pdp-price">฿1,290</span><button>หยิบใส่รถเข็น</button></div><div class="mod-reviews"><div class="content">เสียงดีมาก ตัดเสียงรบกวนได้ดีเกินราคา ส่งไวมากครับ แนะนำเลย</div></div>`;
  expect(extract(page, ALL, 'https://www.lazada.example/products/xiaomi-redmi-buds-6-pro-i4512345678.html', 'th').brand).toBe('Xiaomi');
});

test("labels and sentences in more shops' languages: Greek 'Κωδ.', German 'Materialnummer', Serbian 'Brend', Portuguese pre-release, Yandex Pay's price", () => {
  const page = (box: string, lang: string, button = '<button>Buy</button>', url = 'https://shop.example/p/1') =>
    extract(`<main><h1>Dell 27 S2725H</h1><span class="price">€ 179,00</span>${box}${button}</main>`, ALL, url, lang);
  expect(page('<div><span>Κωδ. Plaisio: 4583412</span></div>', 'el', undefined, 'https://www.plaisio.example/othones/dell-27-s2725h_4583412').sku).toBe(
    '4583412',
  );
  expect(page('<p>Materialnummer: 11584500</p>', 'de-CH').sku).toBe('11584500');
  expect(page('<table><tr><td>Brend</td><td>SAMSUNG</td></tr></table>', 'sr').brand).toBe('SAMSUNG');
  expect(
    page('<div><span class="badge">Pré-lançamento</span><p>Reserve já e receba no dia de lançamento.</p></div>', 'pt', '<button>Reservar</button>')
      .availability,
  ).toBe('PreOrder');
  const yandex = extract(
    '<main><h1>Робот-пылесос Xiaomi S20</h1><div><span>26 590</span>&nbsp;₽<span>с Яндекс Пэй</span></div><div><span>27 990&nbsp;₽ без карты Пэй</span></div><button>В корзину</button></main>',
    ALL,
    'https://market.yandex.example/product--x/1923451876',
    'ru',
  );
  expect(yandex.price).toBe(27990);
});

test("former prices said by a class ('price-before', 'price--normal' beside 'price--sale') or by a label before a bare amount ('Før 1 399,-'), over a stale feed's", () => {
  const page = (stale: number, box: string, lang: string) => priceOverStaleFeed(stale, box, lang, 'Fiskars X27', 'Legg i handlekurv');
  expect(
    page(
      1399,
      '<div class="pdp__price"><span class="pdp__price-now">1 099,-</span><span class="pdp__price-before">Før 1 399,-</span><span class="pdp__price-save">Spar 300,-</span></div>',
      'no',
    ),
  ).toBe(1099);
  expect(
    page(
      349.95,
      '<div class="product__price"><span class="price price--sale">279,96 €</span><span class="price price--normal">Norm. 349,95 €</span><span class="price__badge">-20 %</span></div>',
      'fi',
    ),
  ).toBe(279.96);
});

test("'noch nicht lieferbar' (not yet available) of a novelty one can pre-order is a pre-order; 'Zurzeit nicht an Lager' is out of stock", () => {
  const stock = (box: string, button: string) =>
    extract(`<main><h1>Dampflokomotive BR 01 118</h1><span class="price">479,99 €</span>${box}${button}</main>`, ALL, 'https://shop.example/p/1', 'de')
      .availability;
  expect(
    stock(
      '<div class="lieferstatus"><b>Neuheit 2025 – noch nicht lieferbar.</b> Jetzt vorbestellen – wir liefern sofort nach Eintreffen.</div>',
      '<input type="submit" class="button_vorbestellen" value="Vorbestellen">',
    ),
  ).toBe('PreOrder');
  expect(
    stock(
      '<div class="stock unavailable"><span>Zurzeit nicht an Lager</span></div>',
      '<button class="action primary tocart" disabled>In den Warenkorb</button>',
    ),
  ).toBe('OutOfStock');
});

test("a store card's price labelled before its amount ('Con Tarjeta Oh!') is not everyone's; a delivery's cost 'a domicilio' is no price", () => {
  const price = (box: string) =>
    extract(`<main><h1>Panadol Antigripal</h1>${box}<button>Agregar al carrito</button></main>`, ALL, 'https://farmacia.example/producto/panadol/123', 'es-PE')
      .price;
  expect(
    price(
      '<div class="price-oh"><img src="/oh.svg" alt="Oh!"><span class="label--1">Con Tarjeta Oh!</span><span class="heading-2">S/ 55.90</span></div><div class="price-regular"><span class="label--1">Precio regular</span><span class="heading-2">S/ 62.40</span></div>',
    ),
  ).toBe(62.4);
  expect(price('<p>Envío a domicilio $ 49.00</p>')).toBeNull();
});

test("a unit price's box ('S/ 0.62 por tableta') under the pack's price is not the price", () => {
  const page = `<main><h1>Panadol Antigripal NF - Caja 100 UN</h1><div class="prices"><div class="price-regular"><span>Precio regular</span><span>S/ 62.40</span></div><p class="unit-price">S/ 0.62 por tableta</p></div><button>Agregar al carrito</button></main>`;
  expect(extract(page, ALL, 'https://farmacia.example/producto/panadol-antigripal/027515', 'es-PE').price).toBe(62.4);
});

test("a localised address names the variant whose offer's address shares its query; a theme's box named 'price-list' holds the price to pay, not a list price; WooCommerce's screen-reader line names the former price in the shop's language, and a class a slashed one", () => {
  const variant = (sku: string, id: number) => ({
    '@type': 'Product',
    '@id': `https://ob.example/products/boxer-briefs?variant=${id}#variant`,
    sku,
    name: `Boxer Briefs - ${sku}`,
    offers: { '@type': 'Offer', price: '349.00', priceCurrency: 'DKK', url: `https://ob.example/products/boxer-briefs?variant=${id}` },
  });
  const group = ld({ '@type': 'ProductGroup', name: 'Boxer Briefs', hasVariant: [variant('OB-S', 111), variant('OB-M', 222)] });
  const briefs = `${group}<main><h1>Boxer Briefs</h1><span class="price">349,00 kr.</span><button>Læg i kurv</button></main>`;
  expect(extract(briefs, ALL, 'https://ob.example/da-dk/products/boxer-briefs?variant=222', 'da').sku).toBe('OB-M');
  const carafe = `${ld({ '@type': 'Product', name: 'Soleil Carafe', offers: { '@type': 'Offer', price: '119.00', priceCurrency: 'AUD' } })}<main><h1>Soleil Carafe</h1><price-list class="price-list price-list--product"><sale-price class="h4"><span class="sr-only">Sale price</span>$119.00</sale-price></price-list><button>Add to cart</button><details><summary>Shipping</summary><p>Standard shipping $12.95. Express $19.95.</p></details></main>`;
  expect(extract(carafe, ALL, 'https://balzac.example/products/soleil-carafe', 'en-AU').price).toBe(119);
  const woo = `<main><h1>Café Colombia 1 kg</h1><p class="price"><del aria-hidden="true"><bdi>25,90&nbsp;€</bdi></del> <span class="screen-reader-text">El precio original era: 25,90&nbsp;€.</span><ins aria-hidden="true"><bdi>22,50&nbsp;€</bdi></ins><span class="screen-reader-text">El precio actual es: 22,50&nbsp;€.</span></p><button>Añadir al carrito</button></main>`;
  expect(extract(woo, ALL, 'https://cafe.example/tienda/colombia/', 'es').price).toBe(22.5);
  // A former price named "slashed" (Ounass's "PriceContainer-slashedPrice") that the feed states.
  const slashed = '<span class="PriceContainer-price">AED 2,910</span><span class="PriceContainer-slashedPrice">AED 4,850</span>';
  expect(priceOverStaleFeed(4850, slashed, 'en-AE', 'Gilda 95 Pumps', 'Add to bag')).toBe(2910);
});
