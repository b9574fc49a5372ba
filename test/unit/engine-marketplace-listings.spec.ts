/**
 * The builtin on marketplace listings: codes set in one line with no separator, spec rows in marketplaces' own words, a
 * bid/ask page whose offers state their stock one by one, a sold-out listing over strips of other products, variants set
 * as links each with its price, and an amount whose cents and discount badge stand in elements of their own.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const LISTING: JsonSchema = {
  ...PRODUCT,
  properties: { ...(PRODUCT.properties as object), brand: { type: 'string' }, mpn: { type: 'string' }, gtin: { type: 'string' } },
};
const listing = (body: string, lang = 'en') => extract(body, LISTING, 'https://market.example/p/1', lang);
const ld = (product: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', ...product })}</script>`;

test('a line of code pairs with only a space between them is read pair by pair, after a colon or a full-width colon', () => {
  const page = (line: string, lang: string) => listing(`<main><h1>Washer</h1><span class="price">19,99 €</span><p>${line}</p></main>`, lang);
  expect(page('Art.-Nr.: 13612345 EAN: 4006381333931', 'de')).toMatchObject({ sku: '13612345', gtin: '4006381333931' });
  expect(page('商品番号：13612345\u3000JANコード：4549980724187', 'ja')).toMatchObject({ sku: '13612345', gtin: '4549980724187' });
  // Pairs whose values run to several words are no line of codes: the first pair's value ends at the next label.
  expect(page('Art.-Nr.: 0 986 494 524 EAN: 4047025225618', 'de').sku).toBe('0 986 494 524');
});

test("marketplaces' spec rows: the alphanumeric model is the part number over the model's name; a universal product code is the barcode", () => {
  const rows = (cells: string) => listing(`<main><h1>Phone</h1><span class="price">R$ 1.999,00</span><table>${cells}</table></main>`, 'pt');
  expect(rows('<tr><th>Modelo</th><td>S24 FE</td></tr><tr><th>Modelo alfanumérico</th><td>SM-S721B/DS</td></tr>').mpn).toBe('SM-S721B/DS');
  expect(rows('<tr><th>Código universal de produto</th><td>7892509129404</td></tr>').gtin).toBe('7892509129404');
  expect(
    listing('<main><h1>Airfryer</h1><span class="price">2.899,90 TL</span><ul><li><span>Model Kodu</span><div>HD9252/90</div></li></ul></main>', 'tr').mpn,
  ).toBe('HD9252/90');
});

test('an aggregate offer that states stock only on each of its offers is in stock where they are; without a word of stock it is unknown', () => {
  const offers = (availability?: string) =>
    ld({
      name: 'Jordan 1',
      offers: { '@type': 'AggregateOffer', lowPrice: 212, highPrice: 410, priceCurrency: 'USD', offers: [{ '@type': 'Offer', price: 212, availability }] },
    });
  const page = (availability?: string) => listing(`${offers(availability)}<main><h1>Jordan 1</h1><a href="/buy">Buy for $212</a></main>`).availability;
  expect(page('https://schema.org/InStock')).toBe('InStock');
  expect(page()).toBeNull();
});

test("a sold-out listing with no price of its own takes none from the strips of other products under 'Benzer Ürünler' or 'Bu ürüne bakanlar…', nor from a card linking to another item", () => {
  const strip = (heading: string) =>
    `<section><h2>${heading}</h2><ul><li><a href="/p/2"><h3>iPhone 15</h3><div class="price">64.999,00 TL</div></a></li></ul></section>`;
  const page = (heading: string) =>
    listing(
      `${ld({ name: 'iPhone 16', offers: { '@type': 'Offer', priceCurrency: 'TRY', availability: 'https://schema.org/OutOfStock' } })}<h1>iPhone 16</h1><p>Tükendi</p>${strip(heading)}`,
      'tr',
    );
  for (const heading of ['Benzer Ürünler', 'Bu ürüne bakanlar bunlara da baktı'])
    expect(page(heading), heading).toMatchObject({ price: null, availability: 'OutOfStock' });
  // Under any heading, a card's link to another item names that item: its price is that item's.
  expect(page('Kampanyalar').price).toBeNull();
});

test('variants set as links, the chosen one marked: a variant not chosen shows its own price, not the product’s', () => {
  const variants = (chosen: string) =>
    `<div class="variantoptions"><a class="variantoption ${chosen === '128' ? 'selected' : ''}" href="/p/128"><span>128 GB</span><span class="variantprice">Tükendi</span></a><a class="variantoption ${chosen === '256' ? 'selected' : ''}" href="/p/256"><span>256 GB</span><span class="variantprice">71.999,00 TL</span></a></div>`;
  const page = (chosen: string) => listing(`<main><h1>iPhone 16</h1>${variants(chosen)}<button>Gelince Haber Ver</button></main>`, 'tr');
  expect(page('128').price).toBeNull();
  expect(page('256').price).toBe(71999);
});

test('an amount whose cents and discount badge stand in elements of their own shows the structured price, over a payment method’s price after it', () => {
  const amount = (fraction: string) =>
    `<span class="money"><span class="symbol">R$</span><span class="fraction">${fraction}</span><span class="cents">90</span></span>`;
  const body = `${ld({ name: 'Smart TV 55', offers: { '@type': 'Offer', price: 2199.9, priceCurrency: 'BRL' } })}<h1>Smart TV 55</h1><div>${amount('2.199')}<span class="discount">24% OFF</span></div><p>ou ${amount('2.089')} no Pix</p>`;
  expect(listing(body, 'pt').price).toBe(2199.9);
});

test("a members-only price after the price everyone pays is not the price: Coupang's '와우회원 전용가', Japan's '会員価格'", () => {
  const page = (label: string, lang: string) =>
    listing(
      `<h1>Galaxy Buds3 Pro</h1><div class="price-container"><div class="original-price"><span>15%</span> <span class="original-price-amount">259,000원</span></div><div class="sales-price"><span class="sales-price-amount">219,000원</span></div><div class="final-price wow"><span>와우할인가</span><span class="final-price-amount">199,000원</span><span>${label}</span></div></div><button>바로구매</button>`,
      lang,
    ).price;
  expect(page('와우회원 전용가', 'ko')).toBe(219000);
  expect(page('会員価格', 'ja')).toBe(219000);
});

test("a listing's price set over its title, its feed's stale price shown struck: the price shown to pay, not the cost to deliver or a related search's card", () => {
  const feed = ld({ name: 'Birth Flower Print', offers: { '@type': 'AggregateOffer', lowPrice: '27.00', highPrice: '54.00', priceCurrency: 'GBP' } });
  const card = `<div><h2>Explore related searches</h2><ul><li><a href="/listing/2"><h3>Mum Birthday Card</h3><p class="lc-price"><span class="currency-value">23.62</span></p></a></li></ul></div>`;
  const body = `${feed}<div data-buy-box-region="price"><p class="wt-text-title-larger">£21.60+</p><p class="wt-text-strikethrough">£27.00+</p></div><h1>Birth Flower Print</h1><button>Add to basket</button><p>Cost to deliver: <b>£3.20</b></p>${card}`;
  expect(listing(body).price).toBe(21.6);
  expect(listing('<p class="big">£21.60</p><h1>Birth Flower Print</h1><button>Add to basket</button><p>Cost to deliver: <b>£3.20</b></p>').price).toBe(21.6);
});

test("electronics and grocery shops: Yodobashi's sold-out line, a store's stock line; a loyalty price 'with Nectar'; a part number in capitals parts; a price hidden from screen readers beside the sentence they read", () => {
  const yodobashi = (stock: string) => listing(`<h1>ソニー WF-1000XM5 B</h1><p class="productPrice">￥36,300（税込）</p>${stock}`, 'ja').availability;
  expect(yodobashi('<div class="stockInfo"><p><span class="red">予定数の販売を終了しました</span></p></div>')).toBe('OutOfStock');
  expect(yodobashi('<p>店舗在庫：<a href="#">ヨドバシAkiba 在庫あり</a> ・ 梅田 在庫あり</p>')).toBeNull();
  const nectar =
    '<h1>Lurpak 500g</h1><div data-test-id="pd-price">£4.75</div><div data-test-id="nectar-price"><span>£3.75</span> with Nectar</div><button>Add</button>';
  expect(listing(nectar).price).toBe(4.75);
  expect(listing('<h1>Dryer</h1><span class="price">€49.00</span><table><tr><th>Manufacturer part number</th><td>HD08 ULF IIF N</td></tr></table>').mpn).toBe(
    'HD08 ULF IIF N',
  );
  const bestBuy = `${ld({ name: 'TV', offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: '389.99', highPrice: '499.99' } })}<h1>TV</h1><div class="priceView-hero-price"><span aria-hidden="true">$499.99</span><span class="sr-only">Your price for this item is $499.99</span></div><button>Add to Cart</button><ul><li>Open-Box Excellent <span class="open-box-price">$389.99</span></li></ul>`;
  expect(listing(bestBuy).price).toBe(499.99);
});

test("a beauty page that can be bought says a shade's stock under the shade's name; its own stock label still speaks for it; 'Add to Basket for Shipping' buys", () => {
  const page = (line: string, button = 'Add to Basket <span>for Shipping</span>') =>
    listing(`<h1>Soft Pinch Liquid Blush</h1><p><b>$23.00</b></p><p>Color: Hope</p>${line}<button>${button}</button>`).availability;
  expect(page('<p>Virtue - soft neutral: <b>Out of stock</b></p>')).toBe('InStock');
  expect(page('<p>Availability: <b>Out of stock</b></p>', 'Add to Basket')).toBe('OutOfStock');
  expect(page('<p>Virtue - soft neutral: <b>Out of stock</b></p>', 'Notify me')).toBe('OutOfStock');
});

test('a price element whose class also names the sale price is the price to pay, beside the struck one', () => {
  const page = (cls: string) =>
    listing(`<h1>Dress</h1><div class="price"><span class="${cls}">39,99 €</span><del>59,99 €</del></div><button>Añadir a la cesta</button>`, 'es');
  expect(page('price-unit--original price-sale')).toMatchObject({ price: 39.99, currency: 'EUR' });
  expect(page('price-sale')).toMatchObject({ price: 39.99, currency: 'EUR' });
});

test("a used copy's offer beside the shop's new one that is sold out says the used copy's stock, not the product's", () => {
  const offer = (price: string, availability: string, itemCondition?: string) => ({
    '@type': 'Offer',
    price,
    priceCurrency: 'EUR',
    availability,
    itemCondition,
  });
  const page = (offers: object[]) =>
    listing(`${ld({ name: 'Console', offers })}<h1>Console</h1><span class="price">319,99 €</span><p>Indisponible en livraison</p>`, 'fr').availability;
  expect(page([offer('319.99', 'http://schema.org/OutOfStock'), offer('289.90', 'http://schema.org/InStock', 'http://schema.org/UsedCondition')])).toBe(
    'OutOfStock',
  );
  expect(page([offer('319.99', 'http://schema.org/OutOfStock'), offer('329.90', 'http://schema.org/InStock')])).toBe('InStock');
});

test("a 'Matcha med' strip of other products says their sale prices, not the product's; its member price stays conditional", () => {
  const strip = (heading: string) =>
    `<section><h2>${heading}</h2><ul><li><div class="card"><h3><a href="/p/377903">Tygsneakers</a></h3><div><s class="card__price--was">399 kr</s> <span class="card__price--sale">299 kr</span></div></div></li></ul></section>`;
  const page = (heading: string) =>
    listing(
      `<h1>Oversized skjorta i linne</h1><div id="product-price"><div><span class="edbe20">399,00 kr.</span></div><div class="member-price"><span>Medlemspris</span> <span>299,00 kr.</span><a href="/member">Bli medlem gratis</a></div></div><button>Lägg i varukorgen</button>${strip(heading)}`,
      'sv',
    ).price;
  for (const heading of ['Matcha med', 'Style it with']) expect(page(heading), heading).toBe(399);
});

test("classified listings: a car dealer's or an offer's number labels the listing's code, a value after its label's colon in a cell of its own is the value, and a 'bid' listing's view count or a bound in its text is no price", () => {
  const page = (body: string, lang: string, title = 'Volkswagen Golf 1.5 eTSI') =>
    extract(`<main><h1>${title}</h1>${body}</main>`, PRODUCT, 'https://cars.example/listing', lang);
  const specs = (label: string) => `<span class="price">€ 24.990,-</span><dl><dt>Erstzulassung</dt><dd>03/2022</dd><dt>${label}</dt><dd>BMW-2291</dd></dl>`;
  for (const label of ['Angebotsnummer', 'Angebots-Nr.', 'Fahrzeugnummer', 'Fahrzeug-Nr.', 'Interne Nummer'])
    expect(page(specs(label), 'de').sku, label).toBe('BMW-2291');
  const auction = '<p class="price">12,000円</p><dl><dt>オークションID</dt><dd>：x1234567890</dd><dt>ブランド</dt><dd>：ニコン</dd></dl>';
  const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, brand: { type: 'string' } } };
  expect(extract(`<main><h1>ニコン F3 ボディ</h1>${auction}</main>`, CODES, 'https://auctions.example/jp/auction/x1234567890', 'ja')).toEqual({
    sku: 'x1234567890',
    brand: 'ニコン',
  });
  const bids =
    '<div class="Listing-priceAndStats"><span class="Listing-price">Bieden</span><div class="Stats-root"><span>412x bekeken</span><span>19x bewaard</span></div></div><p>Ik reageer niet op biedingen onder € 100.</p>';
  expect(page(bids, 'nl', 'Gazelle Orange C7 damesfiets').price).toBeNull();
});

test("other sellers' offers of the product, named so or headed so ('3 offres Marketplace', 'この商品の中古品'), state their prices and stock, not the shop's", () => {
  const offers = (box: string, heading = '') =>
    `<div class="${box}">${heading}<ul><li><span class="offer-price">459,00 €</span> Vendu par RetroShop (occasion)</li></ul></div>`;
  const page = (others: string) =>
    listing(`<main><h1>Console X</h1><div class="buybox"><span class="price">509,99 €</span><button>Ajouter au panier</button></div>${others}</main>`, 'fr')
      .price;
  expect(page(offers('other-offers'))).toBe(509.99);
  expect(page(offers('f-marketplace', '<h3>3 offres Marketplace</h3>'))).toBe(509.99);
  const used = (heading: string) =>
    listing(
      `<main><h1>HG 1/144 エアリアル</h1><span class="price">1,060円</span><p>こちらの商品は現在ご注文を受け付けておりません。</p><div class="item-detail__used">${heading}<ul><li><span>商品A/箱B</span> <span class="used-price">880円</span> <span class="used-stock">在庫あり</span></li></ul></div><button disabled>カートに入れる</button></main>`,
      'ja',
    ).availability;
  expect(used('<h3>この商品の中古品</h3>')).toBe('OutOfStock');
});

test("a listing's one price in a box its layout names 'standard' is the price, over a shipping cost 'from' an amount; a list price named so by its class is not", () => {
  const offer = (price: number, currency = 'EUR') => ld({ name: 'Fujifilm X-T3', offers: { '@type': 'Offer', price, priceCurrency: currency } });
  // Wallapop: the one price, in a class named for its layout, and shipping "from" its lowest cost.
  const wallapop = `<main><span class="item-detail-price_ItemDetailPrice--standard__fMa2w">650 €</span><h1>Fujifilm X-T3</h1><div class="item-detail-shipping"><span>Envío disponible</span><span>desde 3,45 €</span></div></main>`;
  expect(listing(offer(650) + wallapop, 'es').price).toBe(650);
  // Beside a price to pay, the same box's name says the usual price, struck in the feed's stale data.
  const beside = `<main><h1>Fujifilm X-T3</h1><div class="product-price"><span class="price-standard">799,00 €</span><span class="price-sales">650,00 €</span></div></main>`;
  expect(listing(offer(799) + beside, 'es').price).toBe(650);
  // Tiki: a list price named only by its class, after the discount badge, that a stale feed states.
  const tiki = `<main><h1>Nồi chiên Philips</h1><div class="product-price"><div class="product-price__current-price">1.890.000<sup>₫</sup></div><div class="product-price__discount-rate">-27%</div><div class="product-price__list-price">2.590.000<sup>₫</sup></div></div></main>`;
  expect(listing(offer(2590000, 'VND') + tiki, 'vi').price).toBe(1890000);
});

test("the feed's price shown with its cents in a superscript after a struck list price is the price, over another seller's 'from' price", () => {
  const bol = `<main><h1>Tefal Easy Fry</h1><section class="buy-block__prices"><span class="buy-block__list-price">Adviesprijs <del>149,99</del></span><span class="promo-price" data-test="price">89<sup class="promo-price__fraction">99</sup></span><span>40% korting</span></section><button>In winkelwagen</button><div class="buy-block__alternative-offers"><a href="/prijsoverzicht/">Andere verkopers (4) vanaf € 84,50</a><span>Tweedekans vanaf € 71,95</span></div></main>`;
  expect(listing(ld({ name: 'Tefal Easy Fry', offers: { '@type': 'Offer', price: '89.99', priceCurrency: 'EUR' } }) + bol, 'nl').price).toBe(89.99);
});

test("a sold listing whose column is named a sidebar but holds its heading says so there, over the feed's stock", () => {
  const vinted = `<main class="site-wrapper"><div class="item-photos"><img src="/a.jpg" alt=""></div><aside class="item-page-sidebar-content"><div class="web_ui__Status__status"><span>Verkauft</span><span>Dieser Artikel wurde bereits verkauft.</span></div><p>35,00 €</p><h1>Nike Air Force 1</h1><button disabled>Kaufen</button></aside></main>`;
  const feed = ld({ name: 'Nike Air Force 1', offers: { '@type': 'Offer', price: '35.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } });
  expect(listing(feed + vinted, 'de').availability).toBe('OutOfStock');
  expect(listing(vinted, 'de').availability).toBe('OutOfStock');
});

test("an item code in Arabic-Indic digits is read as ASCII writes it; a part number the feed gives as its own sku, shown inside the seller's code, is none", () => {
  expect(
    listing(
      '<main><h1>آيباد إير</h1><span class="price">٢٬٦٩٩ ر.س</span><div class="product attribute sku"><strong>رقم الصنف:</strong> <div class="value">٦١٢٣٤٥</div></div></main>',
      'ar',
    ).sku,
  ).toBe('612345');
  const lazada = `<main><h1>Xiaomi Robot Vacuum S20</h1><span class="price">฿7,990</span><ul><li><span>SKU</span><div>4712345678_TH-19876543210</div></li></ul></main>`;
  const data = listing(
    ld({ name: 'Xiaomi Robot Vacuum S20', sku: '4712345678', mpn: '4712345678', offers: { '@type': 'Offer', price: 7990, priceCurrency: 'THB' } }) + lazada,
    'th',
  );
  expect(data).toMatchObject({ sku: '4712345678_TH-19876543210' });
  expect(data.mpn).toBeNull();
});

test("a classified's heading its class names with the price ('SubjectAndPrice__StyledSubject') is its title: a model year there is no price", () => {
  const ad =
    '<main><h1 class="SubjectAndPrice__StyledSubject-sc-1c1jtvn-1">Crescent Elis elcykel 2021, 7 växlar</h1><div class="Price__StyledPrice-sc-1v2maoc-1">7 900 kr</div></main>';
  expect(extract(ad, PRODUCT, 'https://www.blocket.example/annons/1234', 'sv').price).toBe(7900);
});

test("a strip headed 'frequently bought together' in Japanese holds other products: its card's price is theirs", () => {
  const page =
    '<main><h1>Pixel 9 Pro を購入</h1><div class="summary"><span>合計</span> <span>¥174,900</span></div><section><h2>一緒に購入されることが多い商品</h2><div class="card"><p>Pixel Buds Pro 2</p><span class="price-now">¥36,800</span></div></section><button>カートに追加</button></main>';
  expect(extract(page, PRODUCT, 'https://store.example/jp/config/pixel', 'ja').price).toBe(174900);
});

test("a classified's price in drams is its own, and the amount it is about as much as in dollars ('≈ $465') is a conversion", () => {
  const ad = extract(
    '<main><h1>Samsung Galaxy S23</h1><div class="price"><span class="xprice">180,000 ֏</span> <span class="sp">≈ $465</span></div><p>Call the seller</p></main>',
    PRODUCT,
    'https://www.list.example/item/20984417',
    'hy',
    'Samsung Galaxy S23 - list.example',
  );
  expect([ad.price, ad.currency]).toEqual([180000, 'AMD']);
});
