/**
 * The builtin on price boxes that set a loyalty card's or members' price beside the one everyone pays (a feed that states
 * the card's price), a saving badge after a dash beside a price a litre, a club's joining fee, stock lines that ask a
 * shopper about their size, order ahead of a release or sell for collection only, and a feed that gives the shop's own
 * name as the brand beside a "Brand:" row.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };

const ld = (name: string, price: string, currency: string) =>
  `<script type="application/ld+json">{"@type":"Product","name":"${name}","offers":{"@type":"Offer","price":"${price}","priceCurrency":"${currency}","availability":"https://schema.org/InStock"}}</script>`;

test("the one price stated, shown only as the members' or a loyalty card's price, gives way to the price for everyone", () => {
  const boots = `${ld('No7 Serum 30ml', '24.95', 'GBP')}<main><h1>No7 Serum 30ml</h1><div id="PDP_productPrice" class="price price--large">£32.95</div><div class="promotion advantage-card-price"><span class="adcard-badge">Advantage Card price</span> <span class="adcard-price">£24.95</span></div><button>Add to basket</button></main>`;
  expect(extract(boots).price).toBe(32.95);
  const xxl = `${ld('Vinterjakke', '1349', 'NOK')}<main><h1>Vinterjakke</h1><div class="price-box"><div class="price-box__price price-box__price--sale">1&nbsp;499,-</div><div class="price-box__previous">Før: 2&nbsp;499,-</div><div class="price-box__member"><span class="member-badge">XXL Medlem</span> Medlemspris <strong>1&nbsp;349,-</strong></div></div><button>Legg i handlekurven</button></main>`;
  expect(extract(xxl, undefined, 'https://www.xxl.no/p/1', 'nb').price).toBe(1499);
  // A box named "regular" beside the club's box holds the price for everyone, not a former one (Clas Ohlson).
  const club = `${ld('Borrskruvdragare 18V', '1099.00', 'SEK')}<main><h1>Borrskruvdragare 18V</h1><div class="product__price"><div class="price price--regular"><span class="price__value">1 299 kr</span></div><div class="price price--club"><span class="club-badge">Club Clas</span> <span class="price__value">1 099 kr</span> <span class="club-text">Clubpris för medlemmar i Club Clas</span></div></div><button>Lägg i varukorgen</button></main>`;
  expect(extract(club, undefined, 'https://www.clasohlson.com/se/p/40-9970', 'sv').price).toBe(1299);
  // Another product's card that shows the amount struck says nothing of this one's price.
  const card =
    '<section class="recommendations"><a class="product-card" href="/p/40-1234">Slagskruvdragare 18V</a><div class="product-card__price"><span class="product-card__price--was"><s>1 099 kr</s></span><span class="product-card__price--now">899 kr</span></div></section>';
  expect(extract(club.replace('</main>', `${card}</main>`), undefined, 'https://www.clasohlson.com/se/p/40-9970', 'sv').price).toBe(1299);
  // A card's price the page shows in the box for everyone too is the price.
  const same = `${ld('No7 Serum 30ml', '24.95', 'GBP')}<main><h1>No7 Serum 30ml</h1><div class="price">£24.95</div><div class="advantage-card-price"><span>Advantage Card price</span> <span>£24.95</span></div><button>Add to basket</button></main>`;
  expect(extract(same).price).toBe(24.95);
});

test("a store card's or a subscription's price without structured data, by its label before ('Cena z Kartą Natura', 'Cena z DOZ Kartą', 'Teknosa Kart ile', 'Med Saxo Premium') or its note after ('riservata ai titolari di Carta')", () => {
  const page = (box: string, lang: string) =>
    extract(`<main><h1>Krem uniwersalny 150 ml</h1>${box}<button>Add to cart</button></main>`, PRODUCT, undefined, lang).price;
  expect(
    page(
      '<div class="price-card"><span class="price-card__label">Cena z Kartą Natura</span><span class="price-card__value">10,99 zł</span></div><div class="price-regular"><span class="price">13,99 zł</span></div>',
      'pl',
    ),
  ).toBe(13.99);
  // A price with a plan to pay for after it (Tata 1mg's "₹171 with Care plan").
  const plan =
    '<div class="PriceBoxPlanOption__offer-price___3v9x8">₹180<span class="PriceBoxPlanOption__stike___pDQVN">MRP ₹199</span></div><div class="PriceBoxPlanOption__plan-price___1zGZr">₹171 with Care plan <a href="/care-plan">Get Care plan</a></div>';
  expect(
    extract(`<main><h1>Himalaya Neem Face Wash</h1>${plan}<button>Add to cart</button></main>`, PRODUCT, undefined, 'en-IN', 'Himalaya Neem Face Wash | 1mg')
      .price,
  ).toBe(180);
  // The card named between the words (DOZ's "Cena z DOZ Kartą").
  expect(
    page(
      '<div class="price price--regular"><span class="price__value">14,99 zł</span></div><div class="price price--card">Cena z DOZ Kartą: <b>12,99 zł</b></div>',
      'pl',
    ),
  ).toBe(14.99);
  expect(
    page(
      '<div class="teknosa-card-price">Teknosa Kart ile <b>13.299 TL</b> · 12 aya varan taksit</div><div class="prc-last"><span class="prc-val">13.999</span> <span class="prc-cur">TL</span></div>',
      'tr',
    ),
  ).toBe(13999);
  expect(
    page(
      '<div class="fidaty"><span class="fidaty-price">2,49 €</span><span class="fidaty-note">Offerta riservata ai titolari di Carta Fidaty</span></div><div class="price-box"><span class="price-list">3,29 €</span></div>',
      'it',
    ),
  ).toBe(3.29);
  expect(page('<div class="price"><span class="promo">$2.99</span> <span>with Card</span></div><div>Regular price $3.79</div>', 'en')).toBe(3.79);
  expect(
    page(
      '<div class="price-box"><span class="price price--regular">249,95 kr.</span><div class="price--premium"><span class="price-premium__label">Med Saxo Premium</span> <span class="price-premium__value">199,95 kr.</span></div></div>',
      'da',
    ),
  ).toBe(249.95);
});

test('a saving badge after a dash is no range: the price stated stands over a price a litre', () => {
  const box =
    '<div class="price-box"><span class="special-price"><span class="price">12,90 €</span></span><span class="discount">-35%</span><p class="unit-price">25,80 € / litro</p></div><button>Aggiungi al carrello</button>';
  expect(extract(`${ld('Acqua Micellare 500 ml', '12.9', 'EUR')}<main><h1>Acqua Micellare 500 ml</h1>${box}</main>`, undefined, undefined, 'it').price).toBe(
    12.9,
  );
});

test('a question to a shopper whose size is out says nothing of the product, and an "Advance Order" is a pre-order', () => {
  const stock = (box: string) => extract(`<main><h1>Nano Puff Jacket</h1><p class="price">$167.30</p>${box}</main>`).availability;
  expect(
    stock(
      '<div class="size-grid"><button aria-label="XS — Sold out">XS</button><button aria-label="S">S</button></div><p class="oos-note">Sold out in your size? <a href="#notify">Get notified</a> when it\'s back.</p><button class="atc">Add to Cart</button>',
    ),
  ).toBe('InStock');
  expect(stock('<div class="availability">Advance Order — Release Date: 22/03/2025</div><button class="btn">Advance Order</button>')).toBe('PreOrder');
});

test("a club's joining fee in a note under the price box is no price", () => {
  const box =
    '<div class="price-container"><span class="label">Price</span> <span class="amount">$399.99</span></div><p class="price-note"><a href="/membership">Become a member</a> for a one-time $30 fee to get member prices.</p><button>Add to cart</button>';
  expect(extract(`<main><h1>Garmin inReach Mini 2</h1>${box}</main>`).price).toBe(399.99);
  // The note alone, after a heading with no price: no price at all, not the fee.
  expect(
    extract('<main><h1>Garmin inReach Mini 2</h1><p>Become a member for a one-time $30 fee to get member prices.</p><button>Add to cart</button></main>').price,
  ).toBeNull();
});

test('an item sold for click and collect only is sold in stores', () => {
  const page = `<main><h1>Bluey Caravan Playset</h1><p class="price">$59.00</p><p class="fulfilment">Home delivery: Unavailable</p><p class="note">This item is Click &amp; Collect only</p><button>Click &amp; Collect</button></main>`;
  expect(extract(page, PRODUCT, 'https://www.toyshop.example/products/bluey').availability).toBe('InStoreOnly');
});

test('a feed that gives the shop\'s own name as the brand gives way to the brand its "Brand:" row names', () => {
  const feed =
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Pound & Tap Bench","brand":{"@type":"Brand","name":"Kidstuff"},"offers":{"@type":"Offer","price":"69.95","priceCurrency":"AUD"}}</script>';
  const page = (specs: string) =>
    `${feed}<main><h1>Pound &amp; Tap Bench</h1><p class="price">$69.95</p><table class="specs">${specs}<tr><th>Age</th><td>12 months +</td></tr></table><button>Add to cart</button><p>Sold by Kidstuff</p></main>`;
  const brand = (specs: string) =>
    extract(page(specs), BRAND, 'https://www.kidstuff.com.au/products/pound-tap-bench', 'en', 'Pound & Tap Bench | Kidstuff').brand;
  expect(brand('<tr><th>Brand</th><td>Hape</td></tr>')).toBe('Hape');
  // With no row that names another, the shop's own brand stands.
  expect(brand('')).toBe('Kidstuff');
});
