/**
 * The builtin's price on classified and auction listings: the asking price under its label in the site's language, an
 * auction's current bid over the structured offer's starting price; a retailer's own price beside its marketplace sellers'
 * offers, drawn in parts of its own. A shop's buy-box price: engine-prices.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

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
    <div><span>Current bid:</span> <span>US $12.50</span></div><div><span>Buy It Now:</span> <span>US $20.00</span></div> | en | 12.5 | USD
    <div><div>Prezzo di partenza:</div><div>GBP 12,99</div></div> | it | 12.99 | GBP
    <dl><dt>建議售價</dt><dd>$420元</dd><dt>一次付清特價</dt><dd>7 折 294 元</dd></dl> | zh-TW | 294 | TWD
    <div><div>Starting bid:</div><div><span>£115.00</span><div>+£27.02 postage</div><div>${'A reserve price is the minimum price the seller will accept. '.repeat(4)}</div></div></div> | en-GB | 115 | GBP`;
  for (const row of lines.trim().split('\n')) {
    const [line, lang, price, currency] = row.trim().split(' | ');
    expect(listing(line, lang), line).toMatchObject({ price: Number(price), currency });
  }
  // A price box named in the shop's language.
  for (const name of ['produkt-preis', 'prix', 'precio-venta', 'cena', 'fiyat'])
    expect(listing(`<span class="${name}">24,50 €</span>`, 'en').price, name).toBe(24.5);
  // A money line no label names, on a page with no price box and no buy button, is no price, unless it is a tag alone
  // right under the title; a classified's asking price, the first amount after the title, marked negotiable or fixed, is.
  expect(listing('<p>Solid oak, seats six.</p><p>Paid $250 for it.</p>', 'en').price).toBeNull();
  expect(listing('<h2>$250</h2>', 'en').price).toBe(250);
  expect(listing('<p>€ 20,- Verhandlungsbasis</p><p>Anzeige: 278526196</p>', 'de')).toMatchObject({ price: 20, currency: 'EUR', sku: '278526196' });
  expect(listing('<p>$300 OBO</p>', 'en-US').price).toBe(300);
  expect(listing('<p>$300 per month</p>', 'en-US').price).toBeNull();
  // A listing's title that carries its price as a part of its own; a headline's amount in its prose is none.
  const titled = (h1: string) => extract(`<main><h1>${h1}</h1><p>Pickup only.</p><button>Reply</button></main>`, PRODUCT, undefined, 'en-GB').price;
  expect(titled('Indesit Washing Machine 6kg - £50 (Salford)')).toBe(50);
  expect(titled('£50 · Indesit Washing Machine')).toBe(50);
  expect(titled('Why Apple spends £3,499 on a headset')).toBeNull();
  // A link in the title (a favourite button's "Log In needed") is none of its parts: the price still leads its own words.
  expect(titled('<a href="/favourites">Add favourite</a> <a href="/login">Log In needed</a> £60 · Vintage skate board')).toBe(60);
  // The Twitter card's pairs in the head state it where the body shows the price only inside the title.
  const card = (label: string, data: string) => `<meta name="twitter:label1" content="${label}"><meta name="twitter:data1" content="${data}">`;
  expect(listing(`${card('Price', '$60')}<h2>$60 · Skate board</h2>`, 'en').price).toBe(60);
  expect(listing(`${card('Hinta', '74,95 €')}`, 'fi')).toMatchObject({ price: 74.95, currency: 'EUR' });
  expect(listing(`${card('Colour', 'black')}<p>Paid $250 for it.</p>`, 'en').price).toBeNull();
});

test("an auction's current bid, shown with its bid count, over the structured offer's starting price", () => {
  const lot = (box: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Pillows, pair","offers":{"@type":"Offer","price":150,"priceCurrency":"USD"}}</script>` +
        `<main><h1>Pillows, pair</h1><div>Estimate $300 - $500</div>${box}<aside><h2>More lots</h2><div><span>$1,000</span> <span>1 bid</span></div></aside></main>`,
    ).price;
  expect(lot('<div><span>$200</span><span><span>2 bids</span></span></div><span>Starting Price $150</span>')).toBe(200);
  expect(lot('<div class="biddingBox"><span class="price">$200</span><span>2 bids</span></div><span>Starting Price $150</span>')).toBe(200);
  // No bid yet: the amount is the starting price; a later lot's bids are not this one's.
  expect(lot('<div><span>$150</span> [ <a>0 bids</a> ]</div>')).toBe(150);
  expect(lot('<div>Starting bid: $150 +$27.02 postage</div><div>[ 0 bids ]</div>')).toBe(150);
  // The bid converted to the buyer's currency, between the bid and its count, is not the bid.
  const uk = extract(
    '<main><h1>Omega Seamaster 300M</h1><div class="x-price-primary"><span>Current bid:</span> <span>£1,420.00</span></div><div class="x-price-approx"><span>Approximately</span> <span>US $1,795.32</span></div><div><a>17 bids</a> · Ends in 1d 4h</div><button>Place bid</button></main>',
    PRODUCT,
    'https://www.ebay.co.uk/itm/166543210987',
  );
  expect([uk.price, uk.currency]).toEqual([1420, 'GBP']);
});

test("a classified's list of bids says what other buyers offer, not the price: a listing that asks for bids states none", () => {
  const listing = (name: string) => {
    const bids = [
      ['Sander', '185,00'],
      ['Anouk', '160,00'],
    ].map(([who, bid]) => `<li class="${name}-bid"><span>${who}</span><span class="${name}-price">€ ${bid}</span></li>`);
    return extract(
      `<main><h1>Gazelle Orange C7</h1><p>Bieden</p><section class="${name}-root"><h2>Biedingen</h2><ul>${bids.join('')}</ul></section></main>`,
      PRODUCT,
      undefined,
      'nl',
    ).price;
  };
  expect(listing('BiddingList')).toBeNull();
  expect(listing('OfferBox')).toBe(185);
});

test("a listing whose price box says its price in words ('Free', 'Preis auf Anfrage', 'VB') has no price, whatever sum its description names", () => {
  const listing = (box: string, lang = 'en') =>
    extract(`<main><h1>Sofa</h1>${box}<p>Paid 699 € new, barely used.</p><button>Contact seller</button></main>`, PRODUCT, 'https://ads.example/item/1', lang);
  for (const box of [
    '<h2 class="price">Free</h2>',
    '<div class="price">Preis auf Anfrage</div>',
    '<div class="price">Zu verschenken</div>',
    '<div class="price">VB</div>',
  ])
    expect([listing(box).price, listing(box).currency]).toEqual([null, null]);
  // A price box that holds only its label, or nothing a script has yet filled in, says nothing: the price is read on.
  expect(listing('<span class="price-label">Price:</span> <span>€ 450</span>').price).toBe(450);
  expect(listing('<span class="price"></span><p>€ 450</p>').price).toBe(450);
});

test("a marketplace whose markup names nothing: a price tag alone right under the heading shows the page sells; a story's byline and date do not", () => {
  const page = (afterHeading: string) => extract(`<main><h1>Men's Casual Hooded Jacket</h1>${afterHeading}<p>Soft shell, hood, two pockets.</p></main>`);
  expect(page('<div class="_30jeq3">₹15,999</div>')).toMatchObject({ name: "Men's Casual Hooded Jacket", price: 15999, currency: 'INR' });
  // Temu's tag: the sign, the whole amount and the cents in spans of their own, under a line of sales.
  expect(
    page('<div><span>12K+ sold</span><span>|</span><span>Sold by Temu</span></div><div><span>$</span><span>18</span><span>.74</span></div>'),
  ).toMatchObject({
    price: 18.74,
    currency: 'USD',
  });
  // Facebook's tag, with the former price a style strikes out after it.
  expect(page('<div><span dir="auto">$85</span> <span><span dir="auto">$120</span></span></div>')).toMatchObject({ price: 85, currency: 'USD' });
  expect(page('<p>By Jane Roe</p><p>March 3, 2024</p><p>Prices rose by $4 last year.</p>')).toMatchObject({ name: null, price: null });
  // Too far under the heading, a sum is no tag of the page's.
  expect(page('<p>One</p><p>Two</p><p>Three</p><div>$18.74</div>')).toMatchObject({ name: null, price: null });
});

test("an address's 'id' before the item's number keys it, as a single letter does, but for a segment of its own under an item path", () => {
  const sku = (url: string) => extract('<main><h1>Omega Speedmaster</h1><span class="price">$6,850</span></main>', PRODUCT, url).sku;
  expect(sku('https://watches.example/omega/speedmaster--id23456789.htm')).toBe('23456789');
  expect(sku('https://shop.example/lamp-p4781720')).toBe('4781720');
  // Under an item path the segment is the item's id whole, its letter and all.
  expect(sku('https://www.mercari.example/us/item/m87654321098/')).toBe('m87654321098');
});

test("a price on request is no price, though the strip of other items beside it shows theirs; other items' cards in microdata are not the page's item", () => {
  const tiles = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `<div class="tile"><a href="/p/other-${i}"><span class="name">Other piano ${i}</span></a><span class="price">49.900 €</span></div>`,
    ).join('');
  const onRequest = (strip: string) =>
    extract(
      `<main><h1>Steinway Modelo B-211</h1><div class="precio precio--consultar"><span>Precio a consultar</span></div>${strip}</main>`,
      PRODUCT,
      'https://pianos.example/p/b-211',
      'es',
    );
  expect(onRequest(`<section class="relacionados">${tiles(4)}</section>`).price).toBeNull();
  expect(onRequest(`<section><h2>Otros pianos que le pueden interesar</h2><div class="track">${tiles(4)}</div></section>`).price).toBeNull();
  const card = (i: number, price: number) =>
    `<div itemscope itemtype="https://schema.org/Product"><a itemprop="url" href="https://motos.example/occasions/vo-${i}"><span itemprop="name">Used bike ${i}</span></a><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="${price}"><meta itemprop="priceCurrency" content="EUR"></div></div>`;
  const bike = extract(
    `<main><h1>Ducati Monster 2024</h1><p class="prix">11 490 € TTC</p></main><section class="carrousel-vo"><h2>Autres occasions</h2>${card(1, 7990)}${card(2, 9490)}</section>`,
    PRODUCT,
    'https://motos.example/occasions/ducati-monster-2024-vo-4501',
    'fr',
  );
  expect(bike).toMatchObject({ name: 'Ducati Monster 2024', price: 11490, currency: 'EUR' });
});

test("a first price box that gives the price on request ('Preis auf Anfrage') states no price, whatever a strip of other watches below it shows", () => {
  const tiles = ['Rolex Submariner 13.900 €', 'Omega Speedmaster 6.450 €']
    .map((t) => `<div><p>${t.split(' ').slice(0, 2).join(' ')}</p><p class="tile__price">${t.split(' ').slice(2).join(' ')}</p></div>`)
    .join('');
  const page = (box: string) =>
    extract(
      `<main><h1>Patek Philippe Nautilus</h1><div class="price">${box}</div><button>Jetzt anfragen</button></main><section><h2>Weitere Uhren</h2>${tiles}</section>`,
      PRODUCT,
      undefined,
      'de',
    ).price;
  expect(page('<span class="price--on-request">Preis auf Anfrage</span>')).toBeNull();
  expect(page('<span class="price__value">98.500 €</span>')).toBe(98500);
});

test("a price's whole units and cents in parts of their own: parts a test hook names, a whole amount named as the price with its cents apart after it; other sellers' offers named so", () => {
  const price = (box: string, lang = 'de') =>
    extract(`<main><h1>Kopfhörer X</h1>${box}<button>In den Warenkorb</button></main>`, PRODUCT, undefined, lang).price;
  // MediaMarkt: "109," and "90" in spans its test hooks name as the price's parts.
  expect(
    price(
      '<div data-test="mms-branded-price"><span data-test="branded-price-whole-value">109,</span><span data-test="branded-price-decimal-value">90</span></div>',
    ),
  ).toBe(109.9);
  // Praxis: the euros named as the price, the separator and the raised cents after them.
  const praxis = (sep: string) =>
    price(`<div class="c-price__current"><span class="c-price__euro">59</span>${sep}<sup class="c-price__cents">99</sup></div>`, 'nl');
  expect(praxis('<span class="c-price__sep">,</span>')).toBe(59.99);
  expect(praxis(',')).toBe(59.99);
  // Marketplace sellers' offers of the product after the shop's own price: theirs.
  const sellers = (box: string) =>
    price(`<div class="f-priceBox"><span class="f-priceBox-price f-priceBox-price--reco checked">319<sup>€99</sup></span></div>${box}`, 'fr');
  expect(sellers('<ul><li class="f-mpOffer"><span class="f-mpOffer-price">299,00 €</span> Neuf – vendu par GAMECASH</li></ul>')).toBe(319.99);
  expect(sellers('<div class="marketplace-offers"><ul><li><span class="mp-price">299,00 €</span></li></ul></div>')).toBe(319.99);
});
