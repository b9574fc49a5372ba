/**
 * The builtin's price where the structured offers and the page disagree or give several: the lowest offer, the one the
 * buy box shows, a structured price the page never shows, an AggregateOffer's range, a variant picker's prices.
 * Prices read from the page alone: engine-prices.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

test('the price to pay among several: the lowest of the structured offers, not a was-price named in camelCase, not a saving, not a list price the structured data gives', () => {
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
  // An AggregateOffer that lists its offers, without their lowest price: the lowest of them.
  expect(
    price(
      '<script type="application/ld+json">{"@type":"Product","name":"Lamp","offers":{"@type":"AggregateOffer","offers":[{"price":"25.00"},{"price":"24.00"}]}}</script><main><h1>Lamp</h1></main>',
    ),
  ).toBe(24);
  // A structured price the page shows only struck out or as a was-price, beside the price to pay, is the list price.
  const ld = '<script type="application/ld+json">{"@type":"Product","name":"Sofa","offers":{"price":"499.00","priceCurrency":"USD"}}</script>';
  expect(price(`${ld}<main><h1>Sofa</h1><p class="price"><del>$499.00</del> <ins>$399.00</ins></p></main>`)).toBe(399);
  expect(price(`${ld}<main><h1>Sofa</h1><p><span class="old-price">Was $499.00</span> <span class="price">$399.00</span></p></main>`)).toBe(399);
  // So is a microdata price whose itemprop the page does not show, though the meta is named for the price.
  const microdata =
    '<main itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Sofa</h1><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><meta itemprop="price" content="349.00"><div class="price-box"><div class="price-box__old">Statt <del>349,00 €</del></div><div class="price-box__price"><span class="price-box__amount">299,00</span> <span class="price-box__currency">€</span></div></div></div></main>';
  expect(price(microdata)).toBe(299);
  // Shown as the price to pay, or struck only in another product's card, it stands.
  expect(price(`${ld}<main><h1>Sofa</h1><p class="price">$499.00</p><div class="carousel"><del>$499.00</del> $399.00</div></main>`)).toBe(499);
  expect(price(`${ld.replace('499.00', '399.00')}<main><h1>Sofa</h1><p class="price"><del>$499.00</del> <ins>$399.00</ins></p></main>`)).toBe(399);
});

test('a structured price the page shows nowhere gives way to the price it shows to pay, in the currency the data states, within the box Drupal sets every page in', () => {
  const page = (offers: string, box: string, lang = 'en') =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Tune 520BT","offers":${offers}}</script><main><h1>Tune 520BT</h1>${box}<button>Buy now</button></main>`,
      PRODUCT,
      undefined,
      lang,
    );
  const ars = '{"@type":"Offer","price":52999,"priceCurrency":"ARS"}';
  // Mercado Libre: the feed's price is last month's; the page shows the price to pay and the former one struck.
  expect(
    page(
      ars,
      '<div class="ui-pdp-price"><s><span>$</span><span>79.999</span></s> <span><span>$</span><span>44.999</span></span> <span>43% OFF</span></div>',
      'es-AR',
    ),
  ).toMatchObject({ price: 44999, currency: 'ARS' });
  // Flipkart: no element is named for the price; the first amount after the heading is the one to pay.
  expect(
    page('{"@type":"Offer","price":1299,"priceCurrency":"INR"}', '<div class="_30jeq3">₹1,499</div><div class="_3I9_wc">₹3,990</div>', 'en-IN').price,
  ).toBe(1499);
  // Lazada: an AggregateOffer's low price is the cheapest variant's; the page shows the chosen one's.
  expect(
    page(
      '{"@type":"AggregateOffer","lowPrice":1099,"highPrice":1599,"priceCurrency":"PHP"}',
      '<span class="pdp-price pdp-price_type_normal">₱1,299.00</span>',
      'en-PH',
    ).price,
  ).toBe(1299);
  // The page shows the structured price, written its own way: it stands.
  expect(page(ars, '<div class="price">$ 52.999</div><div class="price">$ 9.999 envío</div>', 'es-AR').price).toBe(52999);
  // A price shown in another currency than the data states is a conversion, not the price: the data's stands.
  expect(page('{"@type":"Offer","price":100,"priceCurrency":"USD"}', '<div class="price">€ 92,50</div>', 'de').price).toBe(100);
  // Cdiscount writes the euro sign in the decimal comma's place, and shows the price before tax beside it.
  const eur = '{"@type":"Offer","price":299.99,"priceCurrency":"EUR"}';
  expect(page(eur, '<p class="fpPriceHT">Soit 249,99 € HT</p><p class="price">299€99</p>', 'fr').price).toBe(299.99);
  expect(
    page('{"@type":"Offer","price":279.99,"priceCurrency":"EUR"}', '<p class="fpPriceHT">Soit 249,99 € HT</p><p class="price">299€99</p>', 'fr').price,
  ).toBe(299.99);
  // The page shows no price at all (a script fills it in): the data's stands.
  expect(page(ars, '<div class="price"></div>', 'es-AR').price).toBe(52999);
  // Drupal sets every page's content in a box named for the dialogs it opens beside it: no dialog of its own.
  const drupal = extract(
    '<script type="application/ld+json">{"@type":"Product","name":"V12 Detect Slim","offers":{"@type":"Offer","price":"749.99","priceCurrency":"USD"}}</script><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><main><h1>V12 Detect Slim</h1><div class="price"><s>$749.99</s> <span>$549.99</span></div><button>Add to cart</button></main></div>',
  );
  expect(drupal.price).toBe(549.99);
});

test("of several sellers' structured offers, the one the price box shows is the buy box's; cents in a superscript Kroger names for it", () => {
  const offers = '[{"@type":"Offer","price":4089,"priceCurrency":"AED","seller":{"name":"Other seller"}},{"@type":"Offer","price":4199,"priceCurrency":"AED"}]';
  const page = (box: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Galaxy S24","offers":${offers}}</script><main><h1>Galaxy S24</h1>${box}<button>Add to cart</button><p>2 other offers from AED 4,089</p></main>`,
    ).price;
  expect(page('<div class="priceNow">AED 4,199.00</div>')).toBe(4199);
  // No price box: the lowest offer.
  expect(page('')).toBe(4089);
  expect(
    extract(
      '<main><h1>Milk</h1><span class="kds-Price"><span class="kds-Price-superscript">$</span>4<span class="kds-Price-superscript">.49</span></span></main>',
    ).price,
  ).toBe(4.49);
});

test('a structured price in fractions of a cent is shown where the page writes all its decimals, and is the price', () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"BC547BTA transistor","offers":{"@type":"Offer","price":"0.0452","priceCurrency":"EUR"}}</script>';
  const page = `${ld}<main><h1>BC547BTA transistor</h1><div class="priceFor">Preis für: 1 Stück</div><table><tr><td>1+</td><td><span class="price">0,0452 €</span></td></tr><tr><td>10+</td><td><span class="price">0,0380 €</span></td></tr></table><button>In den Warenkorb</button></main>`;
  expect(extract(page, PRODUCT, undefined, 'de').price).toBe(0.0452);
});

test("an AggregateOffer's lowest seller's price shown only behind a 'from' gives way to the one the price box shows within its range", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Series 9 shaver","offers":{"@type":"AggregateOffer","lowPrice":"309.00","highPrice":"379.99","priceCurrency":"EUR"}}</script>';
  const page = (box: string) =>
    extract(
      `${ld}<main><h1>Series 9 shaver</h1><span class="rd-price-information__price">${box}</span><button>In den Warenkorb</button><a href="/offers">Weitere Angebote (7) ab 309,00 €</a></main>`,
      PRODUCT,
      undefined,
      'de',
    ).price;
  expect(page('319,99 €')).toBe(319.99);
  // A price box outside the range shows another price (a bundle's, a plan's): the data's lowest stands.
  expect(page('449,00 €')).toBe(309);
});

test("of an AggregateOffer's range, the chosen option's price box is the price: not a 'from' box before it, nor a configuration card or a radio chip not chosen", () => {
  const ld = (low: number, high: number) =>
    `<script type="application/ld+json">{"@type":"Product","name":"XPS 14","offers":{"@type":"AggregateOffer","lowPrice":"${low}","highPrice":"${high}","priceCurrency":"USD"}}</script>`;
  const mattress = extract(
    `${ld(299, 1099)}<main><h1>Original mattress</h1><p class="from-price">Vanaf <strong>€ 299</strong></p><select><option selected>90x200 cm</option><option>160x200 cm</option></select><div class="price-block"><span class="price-block__old">€ 799</span> <span class="price-block__new">€ 399</span></div><button>In winkelwagen</button></main>`,
    PRODUCT,
    'https://mattress.example/nl/original',
    'nl',
  );
  expect(mattress.price).toBe(399);
  const card = (chosen: boolean, code: string, price: string) =>
    `<div class="cf-config${chosen ? ' cf-config--selected" aria-selected="true' : ''}"><h3>Configuration ${code}</h3><p class="order-code">Order Code: ${code}</p><p class="ps-dell-price">${price}</p><button>Select</button></div>`;
  const laptop = extract(
    `${ld(1499.99, 2599.99)}<main><h1>XPS 14</h1><p class="starting-at">Starting at <span class="ps-dell-price">$1,499.99</span></p><div class="ps-stack">${card(false, 'xps14-16-512', '$1,499.99')}${card(true, 'xps14-32-1tb', '$1,899.99')}${card(false, 'xps14-64-2tb', '$2,599.99')}</div></main>`,
    PRODUCT,
    'https://laptops.example/en-us/shop/xps-14/apd/usexcbts9440',
  );
  expect(laptop).toMatchObject({ price: 1899.99, sku: 'xps14-32-1tb' });
  // Chips set as radios with their labels, the chosen one checked, before the buy box: the unchecked chips' prices are theirs
  // (the page alone: its data's range gives the chosen price box already).
  const chip = (id: string, text: string, checked: boolean) =>
    `<li><input type="radio" name="m" id="${id}"${checked ? ' checked' : ''}><label for="${id}">${text}</label></li>`;
  const phone = (chips: string) =>
    extract(
      `<main><section><div class="info"><h1>Galaxy Phone</h1><ul>${chips}</ul></div><div class="buy-price"><p class="buy-price__new">1.169,00 €</p><del>1.569,00 €</del><a href="#" class="cta">Jetzt kaufen</a></div></section></main>`,
      PRODUCT,
      'https://phones.example/de/galaxy-phone/',
      'de',
    ).price;
  const price = (amount: string) => `<span class="opt-price">${amount}</span>`;
  expect(phone(chip('a', `256 GB ${price('1.049,00 €')}`, false) + chip('b', `512 GB ${price('1.169,00 €')}`, true))).toBe(1169);
  expect(phone(chip('a', `Care+ 12 Monate ${price('129,00 €')}`, false) + chip('b', 'Kein Care+', true))).toBe(1169);
});

test("the buy box's offer among several: a variant picker's prices are its options', a price box's itemprop that the page shows counts, a 'striked' price is a former one", () => {
  const aggregate =
    '<script type="application/ld+json">{"@type":"Product","name":"Sauvage Eau de Parfum","offers":{"@type":"AggregateOffer","lowPrice":"89.99","highPrice":"184.99","priceCurrency":"EUR"}}</script>';
  const variant = (size: string, price: string, pressed: boolean) =>
    `<button class="variant" aria-pressed="${pressed}"><span class="variant__name">${size}</span><span class="variant__price">${price}</span></button>`;
  expect(
    extract(
      `${aggregate}<main><h1>Sauvage Eau de Parfum</h1><div class="variants">${variant('60 ml', '89,99 €', false)}${variant('100 ml', '124,99 €', true)}${variant('200 ml', '184,99 €', false)}</div><div class="product-price"><span class="product-price__price">124,99 €</span></div><button>In den Warenkorb</button></main>`,
      PRODUCT,
      undefined,
      'de',
    ).price,
  ).toBe(124.99);
  const offers =
    '<script type="application/ld+json">{"@type":"Product","name":"Galaxy A35","offers":[{"@type":"Offer","price":"279.99","priceCurrency":"EUR"},{"@type":"Offer","price":"219.00","priceCurrency":"EUR","itemCondition":"https://schema.org/RefurbishedCondition"}]}</script>';
  expect(
    extract(
      `${offers}<main><h1>Galaxy A35</h1><p class="fpStriked"><span class="fpStrikedPrice">399,00 €</span></p><p class="fpPrice price" itemprop="price" content="279.99">279€99</p><button>Ajouter au panier</button></main>`,
      PRODUCT,
      undefined,
      'fr',
    ).price,
  ).toBe(279.99);
});

test('of structured offers in several currencies, the currency is the one of the offer shown as the price; a currency picker says the one it shows chosen', () => {
  const offers = ['USD 9.99', 'GBP 8.49', 'EUR 9.79']
    .map((o) => o.split(' '))
    .map(([c, p]) => `{"@type":"Offer","priceCurrency":"${c}","price":"${p}","availability":"https://schema.org/InStock"}`)
    .join(',');
  const game = extract(
    `<script type="application/ld+json">{"@type":"Product","name":"The Drowned King","offers":[${offers}]}</script><main><h1>The Drowned King</h1><div class="price"><span>£8.49</span></div><button>Add to basket</button></main>`,
    PRODUCT,
    'https://www.games.example/en/game/drowned-king',
  );
  expect([game.price, game.currency]).toEqual([8.49, 'GBP']);
  const plan = extract(
    '<main><h1>Workplace Pro</h1><div class="currency-pick"><select aria-label="Currency"><option>USD $</option><option selected>AUD A$</option><option>EUR €</option></select></div><div class="price"><span class="amount">A$20.83</span> /month/user</div><button>Buy now</button></main>',
    PRODUCT,
    'https://www.meetings.example/pricing/pro',
  );
  expect(plan.currency).toBe('AUD');
});

test("a book's offer stated as what reading an edition expects (Google's book actions, editions in an array) gives its price, currency and stock", () => {
  const ld =
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Book","name":"夜明けの港","workExample":[{"@type":"Book","bookFormat":"https://schema.org/EBook","potentialAction":{"@type":"ReadAction","expectsAcceptanceOf":{"@type":"Offer","price":1386,"priceCurrency":"JPY","availability":"https://schema.org/InStock"}}}]}</script>';
  const page = extract(
    `${ld}<main><h1>夜明けの港</h1><button class="buy-button">¥1,386 電子書籍</button></main>`,
    PRODUCT,
    'https://books.example/store/books/details?id=Xq7aEAAAQBAJ',
    'ja',
  );
  expect(page).toMatchObject({ price: 1386, currency: 'JPY', availability: 'InStock' });
});

test("a structured price is the price though another product's card under 'Compare Similar Items' shows the same amount struck out", () => {
  const page = extract(
    '<main><h1>Cordless Drill Kit</h1><div class="main-price"><span class="price-sym">$</span><span>99</span><span class="price-sym">00</span></div><section><h2>Compare Similar Items</h2><div class="pod"><a href="/p/2">Other drill</a><div class="price">$79.00</div><div class="was-price">$99.00</div></div></section></main><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Cordless Drill Kit","offers":{"@type":"Offer","price":99,"priceCurrency":"USD"}}</script>',
    PRODUCT,
    'https://www.homedepot.com/p/Cordless-Drill-Kit/205794152',
  );
  expect([page.price, page.currency]).toEqual([99, 'USD']);
});

test("a buy box set in an <aside> inside the main content is the product's, over the data's lowest quantity tier; an <aside> beside it is the page's sidebar", () => {
  const page = (main: string, after = '') =>
    extract(
      `<main><h1>Fluke 117 Digital Multimeter</h1><p>True-RMS multimeter for electricians, with non-contact voltage detection.</p>${main}</main>${after}<section><h2>Related products</h2><div class="card"><a href="/p/2">Fluke 115</a><span class="price">£214.00</span></div></section><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Fluke 117 Digital Multimeter","offers":{"@type":"AggregateOffer","lowPrice":236.55,"highPrice":249,"priceCurrency":"GBP"}}</script>`,
      PRODUCT,
      'https://uk.rs-online.com/web/p/digital-multimeters/1234567',
    );
  const box = '<aside class="PurchasePanel-module_panel__3Rk2Q"><p class="price">£249.00</p><p>Price Each (exc. VAT)</p><button>Add to basket</button></aside>';
  expect(page(box).price).toBe(249);
  expect(page('', box).price).not.toBe(249);
});

test('of offers for several configurations, each with its own sku and the product with none, the sku is that of the offer the price box shows; of Products of each size, the one the address names', () => {
  const page = extract(
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"MacBook Air 15-inch","offers":[{"@type":"Offer","price":1699,"priceCurrency":"AUD","sku":"MW123X/A"},{"@type":"Offer","price":1999,"priceCurrency":"AUD","sku":"MW133X/A"},{"@type":"Offer","price":2299,"priceCurrency":"AUD","sku":"MW143X/A"}]}</script><main><h1>MacBook Air 15-inch</h1><div class="rc-prices"><span class="rc-price">A$1,999.00</span></div><button>Add to Bag</button></main>',
    PRODUCT,
    'https://www.apple.com/au/shop/buy-mac/macbook-air/15-inch-midnight-m3-16gb-512gb',
  );
  expect([page.price, page.sku]).toEqual([1999, 'MW133X/A']);
  // A Product of each size, each with its offer's address: the one the page's address names is the page's.
  const size = (sku: string, ml: number, price: number) =>
    `<script type="application/ld+json">{"@type":"Product","name":"Resurrection Aromatique Hand Balm","sku":"${sku}","offers":{"@type":"Offer","price":"${price}","priceCurrency":"SEK","url":"https://www.aesop.example/se/p/hand-balm/?sku=${sku}"}}</script>`;
  const sizes = `${size('B100BT15', 100, 185)}${size('B500BT15', 500, 440)}<main><h1>Resurrection Aromatique Hand Balm</h1><p class="price">440 kr</p><button>Lägg i varukorgen</button></main>`;
  expect(extract(sizes, PRODUCT, 'https://www.aesop.example/se/p/hand-balm/?sku=B500BT15', 'sv')).toMatchObject({ price: 440, sku: 'B500BT15' });
});

test("a structured price counted per square metre or litre (its UnitPriceSpecification's unit) gives way to the price the page shows for the pack", () => {
  const ld = (unit: string) =>
    `<script type="application/ld+json">{"@type":"Product","name":"Laminat Eiche Landhausdiele 8 mm","sku":"10498765","offers":{"@type":"Offer","price":"8.99","priceCurrency":"EUR","priceSpecification":{"@type":"UnitPriceSpecification","price":"8.99","priceCurrency":"EUR","unitCode":"${unit}"}}}</script>`;
  const page = (unit: string) =>
    extract(
      `${ld(unit)}<main><h1>Laminat Eiche Landhausdiele 8 mm</h1><div data-testid="article-price"><span class="price">8,99 €</span> / m²</div><div data-testid="package-price">Paketpreis <strong>17,95 €</strong> (1 Paket = 1,996 m²)</div><button>In den Warenkorb</button></main>`,
      PRODUCT,
      'https://diy.example/p/laminat-eiche/10498765/',
      'de',
    ).price;
  expect(page('MTK')).toBe(17.95);
  // Counted by the piece, the structured price is the price.
  expect(page('C62')).toBe(8.99);
  // Without the data, an element named for the price whose line goes on with a unit is a unit price.
  expect(
    extract(
      '<main><h1>Laminat Eiche</h1><p><span class="price">8,99 €</span> / m²</p><p>Paketpreis <strong>17,95 €</strong></p><button>In den Warenkorb</button></main>',
      PRODUCT,
    ).price,
  ).toBe(17.95);
});

test("of an AggregateOffer's range, the chosen variation's price is the price, not the range the price box shows whole over it", () => {
  const amount = (n: string) =>
    `<span class="woocommerce-Price-amount amount"><bdi>${n}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;
  const page = `<main><h1 class="product_title">Difusor</h1><p class="price">${amount('19,90')} &ndash; ${amount('34,90')}</p><form class="variations_form cart"><select name="attribute_pa_tamanho"><option value="">Escolha</option><option value="250-ml" selected="selected">250 ml</option></select><div class="woocommerce-variation-price"><span class="price">${amount('24,90')}</span></div></form><script type="application/ld+json">{"@type":"Product","name":"Difusor","offers":{"@type":"AggregateOffer","lowPrice":"19.90","highPrice":"34.90","priceCurrency":"EUR"}}</script></main>`;
  expect(extract(page, PRODUCT, 'https://shop.example.pt/produto/difusor/', 'pt-PT').price).toBe(24.9);
});

test("of structured offers for one item and for a quantity (a case's price a bottle, its eligibleQuantity's minValue 6), the one for one item is the price", () => {
  const offers = (mixSix: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Definition Sancerre","offers":[{"@type":"Offer","name":"Single Bottle Price","price":"22.99","priceCurrency":"GBP"},{"@type":"Offer","name":"Mixed Six Price","price":"19.99","priceCurrency":"GBP"${mixSix}}]}</script><main><h1>Definition Sancerre</h1><div class="product-price"><span class="price">£19.99</span> Mix Six price</div><p>£22.99 single bottle</p><button>Add to basket</button></main>`,
    ).price;
  expect(offers(',"eligibleQuantity":{"@type":"QuantitativeValue","minValue":6}')).toBe(22.99);
  expect(offers('')).toBe(19.99);
});

test("of an AggregateOffer's range, the price of the way to buy a radio group has checked is the price, not the range's lowest", () => {
  const page = (checked: [string, string]) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Dog Food","offers":{"@type":"AggregateOffer","priceCurrency":"GBP","lowPrice":"12.00","highPrice":"54.00"}}</script><main><h1>Dog Food 12kg</h1><div role="radiogroup"><label><input type="radio" name="pt"${checked[0]}> One-off purchase <span class="pt-price">£46.00</span></label><label><input type="radio" name="pt"${checked[1]}> Easy Repeat <span class="pt-price">£43.70</span></label></div><button>Add to basket</button></main>`,
    ).price;
  expect(page([' checked', ''])).toBe(46);
  expect(page(['', ' checked'])).toBe(43.7);
});

test("of an AggregateOffer's range the page shows whole, its symbols set apart before each end, neither end is the chosen option's: the range's lowest is the price", () => {
  const page = `<script type="application/ld+json">{"@type":"Product","name":"Harmony Sofa","offers":{"@type":"AggregateOffer","lowPrice":"1649.25","highPrice":"3224.25","priceCurrency":"USD"}}</script><main><h1>Harmony Sofa</h1><div class="product-price"><span class="price-state price-special"><span class="price-label">Sale</span> <span class="currency-symbol">$</span><span class="price-amount">1,649.25</span> – <span class="currency-symbol">$</span><span class="price-amount">3,224.25</span></span></div></main>`;
  expect(extract(page).price).toBe(1649.25);
});

test("of a new and a used offer, the price the buy box shows with its cents after a euro sign in superscript is the one to pay, not a marketplace seller's that matches the used one", () => {
  const page = `<script type="application/ld+json">{"@type":"Product","name":"Consola Nintendo Switch OLED","offers":[{"@type":"Offer","price":"339.90","priceCurrency":"EUR","itemCondition":"http://schema.org/UsedCondition"},{"@type":"Offer","price":"349.99","priceCurrency":"EUR","itemCondition":"http://schema.org/NewCondition"}]}</script><main><h1>Consola Nintendo Switch OLED</h1><span class="price">349<sup>€99</sup></span><span class="price-old">369,99 €</span><p>Outras ofertas: Usado <span class="mp-price">339,90 €</span></p></main>`;
  expect(extract(page, PRODUCT, 'https://www.fnac.pt/a1', 'pt-PT').price).toBe(349.99);
});

test("a slider of other products is theirs: a prescription drug's page that names no price of its own states none, not a card's", () => {
  const page = (cls: string) =>
    extract(
      `<main><h1>Atorvastatin Krka 20 mg 100 st</h1><div class="rx-price-box"><p><strong>Pris:</strong> Priset beror på ditt högkostnadsskydd</p></div><p>Varunummer: 166398</p><section class="${cls}"><h2>Populärt inom hjärta &amp; kärl</h2><div class="product-card"><a href="/omega-3"><p>Omega-3 Apotea 120 kapslar</p></a><div class="product-card__price"><span class="price">149 kr</span></div><button>Köp</button></div></section></main>`,
      PRODUCT,
      'https://www.apotea.se/atorvastatin-krka',
      'sv',
    ).price;
  expect(page('product-slider')).toBeNull();
  expect(page('productSlider')).toBeNull();
});

test('of offers at one amount in several currencies, the currency is the one the buy box shows', () => {
  const currency = (shown: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Disco Elysium","offers":[{"@type":"Offer","price":"7.99","priceCurrency":"USD"},{"@type":"Offer","price":"7.99","priceCurrency":"EUR"},{"@type":"Offer","price":"6.89","priceCurrency":"GBP"}]}</script><main><h1>Disco Elysium</h1><span class="price__final">${shown}</span><button>Add to cart</button></main>`,
      { type: 'object', properties: { price: { type: 'number' }, currency: { type: 'string' } } },
      'https://www.gog.com/de/game/disco_elysium',
      'de',
    );
  expect(currency('€7.99')).toEqual({ price: 7.99, currency: 'EUR' });
  expect(currency('$7.99')).toEqual({ price: 7.99, currency: 'USD' });
});

test('a sharing price the page shows only struck out is the list price: the sale price the buy box shows is the price', () => {
  const price = (box: string) =>
    extract(
      `<html><head><meta property="product:price:amount" content="25.00"><meta property="product:price:currency" content="USD"></head><body><main><h1>Snail Essence 100ml</h1>${box}<button>Add to Bag</button></main></body></html>`,
    ).price;
  expect(price('<strong class="price-sale">US$17.00</strong> <del>US$25.00</del>')).toBe(17);
  expect(price('<strong class="price">US$25.00</strong>')).toBe(25);
});

test("of offers a size each, the chosen size's price is the price: not a 'from' over them, nor an offer's unit price per 100 ml taken for a price per measure", () => {
  const offer = (sku: string, ml: number, price: number, unit: number) =>
    `{"@type":"Offer","sku":"${sku}","name":"${ml} ml","price":"${price}","priceCurrency":"EUR","priceSpecification":{"@type":"UnitPriceSpecification","price":"${unit}","priceCurrency":"EUR","referenceQuantity":{"@type":"QuantitativeValue","value":100,"unitCode":"MLT"}}}`;
  const row = (sku: string, ml: number, price: string, checked: boolean) =>
    `<label class="VariantRow_row__1jzQo${checked ? ' VariantRow_selected__qD7cQ' : ''}"><input type="radio" name="variant" value="${sku}"${checked ? ' checked' : ''}><span>${ml} ml</span><span class="VariantRow_price__hvvY2">${price} €</span><span>Art.-Nr.: ${sku}</span></label>`;
  const page = extract(
    `<script type="application/ld+json">{"@type":"Product","name":"Boss Bottled Eau de Parfum","offers":[${offer('80010845', 50, 64.95, 129.9)},${offer('80010846', 100, 89.95, 89.95)}]}</script><main><h1>Boss Bottled Eau de Parfum</h1><div class="ProductHeader_fromPrice__2mRkw">ab 64,95 €</div><div role="radiogroup">${row('80010845', 50, '64,95', false)}${row('80010846', 100, '89,95', true)}</div><div class="BuyBox_price"><span class="BuyBox_current">89,95 €</span></div><button>In den Warenkorb</button></main>`,
    PRODUCT,
    'https://www.flaconi.example/parfum/boss-bottled.html',
    'de',
  );
  expect(page.price).toBe(89.95);
});

test("a variant table's row with its radio checked is the chosen variant: its price and its sku, not the first row's", () => {
  const row = (sku: string, ml: number, price: string, checked: boolean) =>
    `<tr class="variant${checked ? ' variant--selected' : ''}" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><td><input type="radio" name="variant" value="${sku}"${checked ? ' checked' : ''}></td><td>${ml} ml<br><small>Art.-Nr.: <span itemprop="sku">${sku}</span></small></td><td><span itemprop="price" content="${price.replace(',', '.')}">${price} €</span><meta itemprop="priceCurrency" content="EUR"></td></tr>`;
  const page = extract(
    `<main itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Coco Mademoiselle Eau de Parfum</h1><table><tbody>${row('5235', 35, '92,00', false)}${row('5236', 50, '121,00', true)}${row('5237', 100, '178,00', false)}</tbody></table><button>In den Warenkorb</button></main>`,
    PRODUCT,
    'https://www.parfumdreams.example/chanel/coco-mademoiselle',
    'de',
  );
  expect([page.price, page.sku]).toEqual([121, '5236']);
});

test("a sold-out product that states no price of its own has none: not a recently viewed card's, nor another colour's in its link", () => {
  const page = (more: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Phone X","sku":"A1","offers":{"@type":"Offer","priceCurrency":"TRY","availability":"https://schema.org/OutOfStock"}}</script><main><h1>Phone X Pembe</h1>${more}<div><b>Tükendi</b> <button>Gelince haber ver</button></div></main>`,
      PRODUCT,
      'https://www.hepsiburada.example/phone-x-pembe-p-1',
      'tr',
    ).price;
  expect(
    page(
      '<section><h2>Son gezdiğin ürünler</h2><ul><li><a href="/y"><h3>Other phone</h3><div data-test-id="final-price-11">13.850,00 TL</div></a></li></ul></section>',
    ),
  ).toBeNull();
  expect(page('<p>Renk: <a href="/siyah">Siyah <span>57.999,00 TL</span></a></p>')).toBeNull();
  // The chosen size's link is the product's own variant: its price is the price.
  const sizes = extract(
    '<main><h1>Sauvage Eau de Parfum</h1><ul><li class="selectable"><a href="?size=60ml"><span class="variation-name">60 ml</span><span class="variation-price">109,00 €</span></a></li><li class="selectable selected"><a href="?size=100ml"><span class="variation-name">100 ml</span><span class="variation-price">145,00 €</span></a></li></ul><p>Cadeau offert : une miniature offertes dès 90 € d\'achat dans la marque.</p><button>Ajouter au panier</button></main>',
    PRODUCT,
    'https://www.sephora.example/p/sauvage-P3362002.html',
    'fr',
  );
  expect(sizes.price).toBe(145);
});

test("amounts either side of a struck price left out stay apart: '$25.90' and a '30% off' badge are not 25.903", () => {
  const price = (box: string) => extract(`<main><h1>Forest Art Print</h1>${box}<button>Add to cart</button></main>`).price;
  expect(price('<p class="price"><span>$25.90</span><s>$37.00</s><span>30% off</span></p>')).toBe(25.9);
  expect(price('<p class="price"><span>€19,99</span><s>€24,99</s><span>20% Rabatt</span></p>')).toBe(19.99);
});

test("of a product's offers a size each, the one whose sku is the product's own is the price, not the 'From' over them", () => {
  const nappies = extract(
    '<script type="application/ld+json">{"@type":"Product","name":"Eco Nappies","sku":"KK-NAP-S3","offers":[{"@type":"Offer","sku":"KK-NAP-S1","price":"10.99","priceCurrency":"GBP"},{"@type":"Offer","sku":"KK-NAP-S3","price":"12.99","priceCurrency":"GBP"}]}</script><main><h1>Eco Nappies</h1><div class="product-price"><span class="price price--from">From £10.99</span></div><select name="id"><option value="1">Size 1 – £10.99</option><option value="3" selected="selected">Size 3 – £12.99</option></select><button>Add to bag – £12.99</button></main>',
  );
  expect(nappies.price).toBe(12.99);
});
