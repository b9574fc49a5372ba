/**
 * The builtin on shops that say things in their own way: a members' box labelled in the shop's language beside the price for
 * everyone, a price box named for the list price it has beside it, a seller's inventory number on a marketplace listing, and
 * stock said as a Japanese sentence.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const offer = (price: number, currency: string, kind = 'Product') =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': kind, name: 'Vinterhavet', offers: { '@type': 'Offer', price, priceCurrency: currency } })}</script>`;

test("the price everyone pays, in a box named 'regular' beside one labelled as a members' price, is the price over the feed's members' price", () => {
  const saxo = `<main><h1>Vinterhavet</h1><div class="price-box"><div class="price-box__premium"><span class="price-box__label">Premium-pris</span><span class="price-box__premium-price">199,95 kr.</span><p>Kun for Saxo Premium-medlemmer.</p></div><div class="price-box__regular"><span class="price-box__label">Pris uden Premium</span><span class="price-box__price">249,95 kr.</span> <span>Vejl. pris <s>299,95 kr.</s></span></div></div><button>Læg i kurv</button></main>`;
  expect(extract(offer(199.95, 'DKK') + saxo, PRODUCT, 'https://www.saxo.com/dk/vinterhavet_9788702209457', 'da').price).toBe(249.95);
});

test("a price box named for the list price it has beside it ('with-list-price') holds the price to pay, over a bundle's price and a stale feed's", () => {
  const box = `<main><h1>Pampers Baby-Dry Gr. 4</h1><p><span>UVP</span> <span class="list-price-price">74,99 €</span></p><p class="product-detail-price with-list-price">57,99 €*</p><div class="product-detail-bundle">Doppelpack: 2 Monatsboxen für 109,99 €</div><button>In den Warenkorb</button></main>`;
  expect(extract(offer(64.99, 'EUR') + box, PRODUCT, 'https://www.babymarkt.de/pampers-4', 'de').price).toBe(57.99);
});

test("a marketplace seller's 'Seller Inventory #' is the listing's item code", () => {
  expect(
    extract('<main><h1>Pride and Prejudice</h1><span class="price">US$ 12.50</span><p class="inventory">Seller Inventory # <span>GRP91827364</span></p></main>')
      .sku,
  ).toBe('GRP91827364');
});

test('stock said as a Japanese sentence: "在庫があります" is in stock, "在庫がありません" is not', () => {
  const stock = (said: string) =>
    extract(
      `<main><h1>成瀬は天下を取りにいく</h1><span class="sale_price">¥1,705</span><p class="stock">ウェブストアに<span class="red">${said}</span>。</p></main>`,
      PRODUCT,
      'https://www.kinokuniya.co.jp/f/dsg-01-9784103551317',
      'ja',
    ).availability;
  expect(stock('在庫があります')).toBe('InStock');
  expect(stock('在庫がありません')).toBe('OutOfStock');
});

test("the price a shop's card pays, said after its amount ('con Tarjeta Cencosud'), is not everyone's, though the feed states it", () => {
  const paris = `<main><h1>Smart TV 55"</h1><div class="prices"><div class="price"><div class="price__promotional"><span class="price-cencosud-card"><span class="value">$ 399.990</span> <span class="price-label">con Tarjeta Cencosud</span></span></div><div class="price__internet"><span class="sales"><span class="value">$ 449.990</span></span><span class="price-label">Precio Internet</span></div><div class="price__normal"><del>Normal: $ 599.990</del></div></div></div><button>Agregar al carro</button></main>`;
  expect(extract(offer(399990, 'CLP') + paris, PRODUCT, 'https://www.paris.cl/smart-tv-55-123.html', 'es-CL').price).toBe(449990);
});

test("a price box its layout names 'standard' beside a struck price is the price to pay, over the add-ons offered under it", () => {
  const wayfair = `<main><h1>Ecksofa Lorenzo</h1><div><span class="StandardPricingPrice-PRIMARY">599,99 €</span><s class="StandardPricingPrice-PREVIOUS">1.029,00 €</s></div><label><input type="checkbox"> Aufbauservice hinzufügen – 129,00 €</label><label><input type="checkbox"> Altmöbelentsorgung – 69,00 €</label><button>In den Warenkorb</button></main>`;
  expect(extract(offer(449.99, 'EUR') + wayfair, PRODUCT, 'https://www.wayfair.de/moebel/pdp/ecksofa-lorenzo-rsqt1482.html', 'de').price).toBe(599.99);
});

test("an unavailable product's page that shows no price of its own has none, though a warranty's box offers one", () => {
  const magalu = `<main><h1>Ventilador de Mesa 40cm</h1><p class="title">Produto indisponível</p><form><input type="email"><button>Avise-me</button></form><div data-testid="mod-warranty"><p>Garantia Estendida Magalu</p><label><input type="radio"> +12 meses por R$ 36,00</label></div></main>`;
  expect(extract(magalu, PRODUCT, 'https://www.magazineluiza.com.br/ventilador/p/123/', 'pt-BR').price).toBeNull();
});

test("a price a component's name calls the original ('PriceOriginal') is the former price, though the feed states it", () => {
  const farfetch = `<main><h1>Le 37 bucket bag</h1><div><p data-component="PriceOriginal" class="ltr-1g6w2u8">£2,950</p><p data-component="PriceFinal" class="ltr-l3z9xl">£1,770</p><p data-component="PriceDiscount">-40%</p></div><button>Add to bag</button></main>`;
  expect(extract(offer(2950, 'GBP') + farfetch, PRODUCT, 'https://www.farfetch.com/uk/shopping/women/item-20481234.aspx').price).toBe(1770);
});
