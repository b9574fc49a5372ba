/**
 * The builtin on shop templates of several eras (Magento 1, SiteGenesis, BigCommerce Stencil, parts distributors, ASP.NET
 * shops, Open Graph product tags): the values of the product the page is about, not of the strips, tiers and taxes
 * around it.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, mpn: { type: 'string' } } };

test("a parts distributor's quantity tiers: the price of one is the tier table's first row, not the structured range's low end", () => {
  const ld = (low: string, high: string) =>
    `<script type="application/ld+json">{"@type":"Product","name":"TPS62840DLCR","offers":{"@type":"AggregateOffer","priceCurrency":"USD","lowPrice":"${low}","highPrice":"${high}","offerCount":"10"}}</script>`;
  const table =
    '<table class="pricing-table"><tr><th>Qty.</th><th>Unit Price</th></tr><tr><th>1</th><td>$2.14</td></tr><tr><th>10</th><td>$1.53</td></tr><tr><th>9,000</th><td>$0.702</td></tr></table>';
  const page = (low: string, high: string) =>
    extract(`${ld(low, high)}<main><h1>TPS62840DLCR</h1><p>Stock: <span class="available-amount">12,458</span></p>${table}<button>Add to Cart</button></main>`)
      .price;
  expect(page('0.702', '2.14')).toBe(2.14);
  // A sellers' range whose high end the page does not show first stays at its low end.
  expect(page('0.702', '3.10')).toBe(0.702);
});

test("an auto-parts shop's 'Part #' beside its 'SKU #' is the maker's number: the SKU is the shop's, the part number the mpn", () => {
  const data = extract(
    '<script type="application/ld+json">{"@type":"Product","name":"Ceramic Brake Pads DG1210","sku":"514872","mpn":"DG1210"}</script><main><h1>Ceramic Brake Pads DG1210</h1><div class="pdp__ids"><span>Part #: DG1210</span> <span>|</span> <span>SKU #: 514872</span></div><span class="price">$64.99</span><button>Add to Cart</button></main>',
    CODES,
  );
  expect(data).toEqual({ sku: '514872', mpn: 'DG1210' });
});

test("a sold-out colour in a list whose chosen item is marked 'on' is that colour's stock", () => {
  const data = extract(
    '<main><h1>갤럭시 S24 Ultra 256GB</h1><span class="price">1,698,400원</span><div class="c_product_option"><p>색상</p><ul><li class="on">티타늄 블랙</li><li>티타늄 그레이</li><li class="soldout">티타늄 옐로우 (품절)</li></ul></div><form><button class="btn_buy">구매하기</button></form></main>',
    PRODUCT,
    'https://www.11st.co.kr/products/6245512345',
    'ko',
  );
  expect(data.availability).toBe('InStock');
});

test('a stock word on an item card in a strip named in camel case or headed "recently viewed" in Dutch or Polish is that item\'s', () => {
  const page = (strip: string, lang: string) =>
    extract(
      `<main><h1>Gietijzeren theepot Kyoto 1,2 L</h1><span class="price">€64,95</span><form action="/cart.php"><button>In winkelwagen</button></form>${strip}</main>`,
      PRODUCT,
      'https://www.detheepot.nl/kyoto/',
      lang,
    ).availability;
  const card = (stock: string) =>
    `<article class="card"><h3><a href="/p/2">Theepot Jade</a></h3><span class="price">€54,95</span><a href="/p/2" class="button">${stock}</a></article>`;
  expect(page(`<section class="productCarousel">${card('Uitverkocht')}</section>`, 'nl')).toBe('InStock');
  expect(page(`<section class="featured-products"><h2>Ostatnio oglądane</h2><div>${card('Brak w magazynie')}</div></section>`, 'pl')).toBe('InStock');
  expect(page(`<section><h2>Gerelateerde producten</h2><div>${card('Uitverkocht')}</div></section>`, 'nl')).toBe('InStock');
});

test("a discontinued item's successor teaser: its price is the successor's", () => {
  const data = extract(
    '<main><h1>AquaBlast 2000 hogedrukreiniger</h1><div class="stock unavailable"><span>Niet meer leverbaar</span></div><div class="successor-teaser"><div>AquaBlast 2200 hogedrukreiniger</div><span class="price">€ 279,00</span><span>Op voorraad</span></div></main>',
    PRODUCT,
    'https://www.tuinhuys.nl/aquablast-2000.html',
    'nl',
  );
  expect(data.price).toBeNull();
});

test("Magento 1: the price with tax, not the one before tax, nor an up-sell's 'Special Price' row", () => {
  const upsell =
    '<div class="box-collateral box-up-sell"><h2>You may also be interested in the following product(s)</h2><ul><li class="item"><h3><a href="/casserole-20cm.html">Round Casserole 20cm</a></h3><div class="price-box"><p class="special-price"><span class="price-label">Special Price</span><span class="price">£129.00</span></p></div></li></ul></div>';
  const data = extract(
    `<div class="product-shop"><div class="product-name"><span class="h1">Round Casserole 24cm</span></div><div class="price-box"><p class="old-price"><span class="price-label">Regular Price:</span><span class="price" id="old-price-2117">£235.00</span></p><p class="special-price"><span class="price-label">Special Price</span><span class="price-excluding-tax"><span class="label">Excl. Tax:</span><span class="price" id="price-excluding-tax-2117">£137.08</span></span><span class="price-including-tax"><span class="label">Incl. Tax:</span><span class="price" id="price-including-tax-2117">£164.50</span></span></p></div><button class="btn-cart">Add to Cart</button></div>${upsell}`,
    PRODUCT,
    'https://www.kitchenshed.co.uk/round-casserole-24cm.html',
    'en-GB',
  );
  expect(data.price).toBe(164.5);
});

test("a struck price named in camel case ('crossPrice') is a former price; Open Graph's sale price is the price to pay", () => {
  expect(
    extract(
      '<main><h1>Pračka AquaWash 8</h1><table><tr><td>Původní cena:</td><td><span class="crossPrice">14 490,-</span></td></tr><tr><td>Cena s DPH:</td><td><span class="price_withVat">12 990,-</span></td></tr></table><button>Do košíku</button></main>',
      PRODUCT,
      'https://www.eshop.cz/pracka-aquawash-8',
      'cs',
    ).price,
  ).toBe(12990);
  const og = extract(
    '<main><h1>Sofabord Eg</h1><p>Nu 1.499,00 kr.</p><button>Læg i kurv</button></main>',
    PRODUCT,
    'https://www.moebelhus.dk/sofabord-eg',
    'da',
  );
  expect(og.price).toBe(1499);
  const meta = extract(
    '<meta property="product:price:amount" content="1999.00"><meta property="product:sale_price:amount" content="1499.00"><meta property="product:price:currency" content="DKK"><main><h1>Sofabord Eg</h1></main>',
    PRODUCT,
    'https://www.moebelhus.dk/sofabord-eg',
    'da',
  );
  expect(meta.price).toBe(1499);
});

test("SiteGenesis's Add to Cart, disabled with the title 'Select Size' until a size is chosen, says nothing of stock: the page's 'In Stock' does", () => {
  const page = (title: string) =>
    extract(
      `<main><h1>Alpine Down Jacket</h1><span class="price-sales">$189.00</span><p>In Stock</p><ul class="swatches size"><li class="selectable"><a href="?size=M">M</a></li><li class="unselectable"><a>XXL</a></li></ul><button id="add-to-cart" type="submit"${title} disabled="disabled">Add to Cart</button></main>`,
    ).availability;
  expect(page(' title="Select Size"')).toBe('InStock');
  expect(page('')).toBe('OutOfStock');
});

test('a price in kronor on a page without a language: the country domain names the krona', () => {
  const page = (host: string) =>
    extract(
      '<main><h1>WD Red Plus 4TB</h1><span class="price">1 295:-</span><p>Frakt från 49 kr, fri frakt över 499 kr.</p><button>Köp</button></main>',
      PRODUCT,
      `https://www.${host}/produkt/412-3321`,
      '',
    ).currency;
  expect(page('datorbutiken.se')).toBe('SEK');
  expect(page('datorbutikken.no')).toBe('NOK');
});

test("the maker's number under its label in Spanish, Swedish, Polish and Croatian spec tables", () => {
  const mpn = (label: string, value: string, lang: string) =>
    extract(`<main><h1>Produkt</h1><table><tr><th>${label}</th><td>${value}</td></tr></table></main>`, CODES, 'https://shop.example/p/1', lang).mpn;
  expect(mpn('Número de artículo del fabricante', 'HU719/7x', 'es')).toBe('HU719/7x');
  expect(mpn('Tillv.nr', 'WD40EFRX', 'sv')).toBe('WD40EFRX');
  expect(mpn('Model producenta', 'HD9252/90', 'pl')).toBe('HD9252/90');
  expect(mpn('Kataloški broj', 'MRXV3CR/A', 'hr')).toBe('MRXV3CR/A');
});

test("a German whole price with a dash for its cents ('1.299,-') is twelve hundred and ninety-nine; 'Mo-Fr 9-18 Uhr' names no franc", () => {
  const data = extract(
    '<header><span class="hotline">Beratung: 0273 554 80 (Mo-Fr 9-18 Uhr)</span><a href="/checkout/cart/">Warenkorb: 0,00 €</a></header><main><h1>Ecksofa Lennox</h1><div class="price" id="js-product-price">1.299,-</div><button>In den Warenkorb</button></main>',
    PRODUCT,
    'https://www.moebel-kraemer.de/ecksofa-lennox',
    'de',
  );
  expect([data.price, data.currency]).toEqual([1299, 'EUR']);
});

test("a stale structured price the page shows only 'statt' (instead of) the price to pay, without its currency, is the former price", () => {
  const data = extract(
    '<script type="application/ld+json">{"@type":"Product","name":"Kaffeevollautomat Barista 7","offers":{"@type":"Offer","price":1499,"priceCurrency":"CHF"}}</script><main><h1>Kaffeevollautomat Barista 7</h1><span class="sc-1 productPrice"><button type="button">CHF 1\'299.–</button></span><span class="sc-3 insteadOfPrice">statt 1\'499.–</span><button>In den Warenkorb</button></main>',
    PRODUCT,
    'https://www.digishop.ch/de/product/barista-7',
    'de-CH',
  );
  expect(data.price).toBe(1299);
});

test("Magento 2's Add to Cart, disabled in the page as served until its script runs, says nothing beside a stock box that says it is in stock", () => {
  const page = (stock: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Wandregal Eiche","offers":{"@type":"Offer","price":"129,00","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script><main><h1 class="page-title">Wandregal Eiche</h1><div class="product-info-stock-sku">${stock}</div><span class="price">129,00 €</span><form id="product_addtocart_form"><button type="submit" title="In den Warenkorb" class="action primary tocart" id="product-addtocart-button" disabled><span>In den Warenkorb</span></button></form></main>`,
      PRODUCT,
      'https://www.raumart.de/wandregal-eiche.html',
      'de',
    ).availability;
  expect(page('<div class="stock available" title="Verfügbarkeit"><span>Auf Lager</span></div>')).toBe('InStock');
  expect(page('<div class="stock unavailable" title="Verfügbarkeit"><span>Nicht auf Lager</span></div>')).toBe('OutOfStock');
});
