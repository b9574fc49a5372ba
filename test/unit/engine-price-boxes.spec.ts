/**
 * The builtin on a product's price box as shops set it out: the box's name said once for all its prices, a former price's box
 * beside the price's, a price before tax labelled so, amounts with no currency, prices quoted by reviewers, a package of
 * other products to buy with it.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const product = (name: string, box: string, after = '', lang = 'en', url = 'https://shop.example/p/1') =>
  extract(`<main><h1>${name}</h1>${box}<button>Add to cart</button>${after}</main>`, PRODUCT, url, lang, `${name} | Shop`);

test("a box named for the former price that holds the price to pay beside it names the group, not each (Pepperfry's 'v-price-mrp-amt-only'); the box's own former price is still one", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Sheesham Bed","offers":{"@type":"Offer","price":"41999","priceCurrency":"INR"}}</script>';
  const bed = (box: string) => product('Sheesham Bed', `${ld}${box}`, '', 'en-IN', 'https://www.pepperfry.example/bed.html').price;
  expect(bed('<div class="v-price-mrp-amt-only"><span class="v-offer-price-amt">₹38,999</span><span class="v-price-mrp-amt">MRP ₹79,999</span></div>')).toBe(
    38999,
  );
  expect(bed('<div class="old-price"><span class="price">₹41,999</span></div><div class="price-box"><span class="price">₹38,999</span></div>')).toBe(38999);
});

test('a box whose one amount is a former price comes after the price box beside it; a price labelled before its tax after the others', () => {
  // iHerb's list price in a box of its own before the price to pay.
  expect(
    product(
      'Omega-3 Fish Oil, 100 Softgels',
      '<div class="price-inner-text"><p class="price-inner-text"><span class="list-price">$15.36</span></p><div id="price" class="price discount-green">$11.52</div><div class="price-per-unit">$0.12/Count</div></div>',
    ).price,
  ).toBe(11.52);
  // Slovenian "Brez DDV" ("without VAT") beside a theme's only price, named a former one.
  expect(
    product(
      'Električni kuhalnik',
      '<ul id="price-list"><li class="price"><span class="price-old-live">40.00€</span></li><li class="price-tax small">Brez DDV: <span class="price-tax-live">36.53€</span></li></ul>',
      '',
      'sl',
    ).price,
  ).toBe(40);
});

test("an amount alone beside a struck one is the price to pay, its currency the page's (wehkamp's '699' '599' ',-'); whole kronor under other products name the krona", () => {
  const wehkamp = product(
    'Whirlpool koel-vriescombinatie',
    '<div class="ba-pdp__price"><span class="ba-price ba-price--old">699</span><span class="ba-price ba-price--sale">599</span><span class="ba-price__cents">,-</span></div>',
    '<p>Bezorging vanaf € 4,95</p>',
    'nl',
  );
  expect(wehkamp).toMatchObject({ price: 599, currency: 'EUR' });
  // Biltema writes "1 199" and ":-" in elements of their own; other products' "499:-" say the currency.
  const biltema = product(
    'Startbatteri 74 Ah',
    '<div class="product__price"><span class="price__value">1 199</span><span class="price__suffix">:-</span></div>',
    '<section class="related"><h2>Andra köpte även</h2><div class="related-price">499:-</div><div class="related-price">39:-</div></section>',
    'sv',
    'https://www.biltema.example/bil/startbatteri-2000019851',
  );
  expect(biltema).toMatchObject({ price: 1199, currency: 'SEK' });
});

test("a structured price a reviewer quotes ('lo compré a 349,99 €') is not shown by the shop: the price the page shows wins over the stale feed", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Sofá cama NOVA","offers":{"@type":"Offer","price":"349.99","priceCurrency":"EUR"}}</script>';
  const box = '<div class="fiche-produit__price"><span class="price price--crossed">449,99 €</span><span class="price price--current">329,99 €</span></div>';
  const sofa = (review: string) => product('Sofá cama NOVA', `${ld}${box}`, review, 'es').price;
  const said = '<p>"Buena relación calidad-precio, lo compré a 349,99 € y ahora está más barato."</p>';
  expect(sofa(`<section class="reviews"><h2>Opiniones (23)</h2>${said}</section>`)).toBe(329.99);
  // Said by the shop, it is the price the feed states.
  expect(sofa(said)).toBe(349.99);
  // A theme's name for the product's box that says "review" (Astra's "ast-woo-product-no-review") names no reviews box.
  const soap = extract(
    `${ld.replace('Sofá cama NOVA', 'Savon lavande')}<div class="ast-woo-product-no-review product"><h1>Savon lavande</h1>${box}<button>Ajouter au panier</button></div>`,
    PRODUCT,
    'https://www.savonnerie.example/produit/savon-lavande/',
    'fr',
  );
  expect(soap.price).toBe(329.99);
});

test("a package of other products to buy with it ('Complete Your Kitchen') and its package price are theirs", () => {
  const pkg = (n: string, price: string) => `<div class="pkg"><a href="/cgi-bin/shop/${n}.html">Samsung ${n}</a> <span class="price">${price}</span></div>`;
  const fridge = product(
    'Samsung 36 Inch French Door Refrigerator',
    '<div class="price-box"><div class="msrp">MSRP: <del>$2,199.00</del></div><div class="our-price"><span class="label">Our Price</span> <span class="price">$1,349.00</span></div></div>',
    `<section class="package-deals"><h2>Complete Your Kitchen</h2>${pkg('NE63A6511SS', '$749.00')}${pkg('DW80CG5451SR', '$599.00')}<div class="pkg-total">Package Price: <span class="price">$2,927.00</span></div></section>`,
  );
  expect(fridge.price).toBe(1349);
});

test("a loyalty price ('Kanta-asiakashinta', a box named 'loyal') beside the regular one, a market value's range ('Marktwert: 13.780 € – 14.320 €') and a price for paying by wire are not the price to pay", () => {
  expect(
    product(
      'Unikko-kahvimuki 2,5 dl',
      '<div class="stm-price"><span class="stm-price__regular">25,00 €</span><div class="stm-price__loyal"><span class="stm-loyal-label">Kanta-asiakashinta</span> <span class="stm-loyal-value">20,00 €</span></div></div>',
      '<section class="stm-reco"><h2>Saatat pitää myös näistä</h2><div class="stm-card"><span class="stm-card__price">32,00 €</span></div></section>',
      'fi',
    ).price,
  ).toBe(25);
  expect(
    product(
      'Rolex Submariner Date',
      '<div class="price-difference"><span class="text-muted">Marktwert: 13.780 € – 14.320 €</span></div><div class="product-price"><span>13.450 €</span></div>',
      '',
      'de',
    ).price,
  ).toBe(13450);
  expect(
    product(
      'Rolex Datejust 41',
      '<div class="prices"><span class="regular-price"><span class="price">$13,995</span></span><span class="wire-price">Wire Price: $13,575</span></div>',
    ).price,
  ).toBe(13995);
});

test("a price labelled before its VAT ('Cena bez DPH:') or the usual one in its own box ('Redovna cijena:') comes after the price to pay", () => {
  expect(
    product(
      'Notebook ASUS Vivobook 16',
      '<div class="priceBezDPH">Cena bez DPH: <span>13 214,88 Kč</span></div><div class="priceSDPH">Cena s DPH: <span class="price">15 990 Kč</span></div>',
      '',
      'cs',
    ).price,
  ).toBe(15990);
  expect(
    product(
      'Monitor Dell P2725H',
      '<div class="cijena_redovna">Redovna cijena: <span>279,99 €</span></div><div class="cijena_web">Web cijena: <span class="iznos">239,99 €</span></div>',
      '',
      'hr',
    ).price,
  ).toBe(239.99);
});

test("a marketplace's last sale ('Last Sale: $109') is not the price to buy now; a wine merchant's 'Pre-Arrival' is a pre-order", () => {
  const sneaker = product(
    'Nike Dunk Low Retro White Black',
    '<div class="trade-box"><p>Last Sale: <span data-testid="last-sale-amount">$109</span> ▼ $4 (-3.5%)</p><p>Buy Now for</p><p data-testid="trade-box-buy-amount">$118</p></div>',
  );
  expect(sneaker.price).toBe(118);
  const wine = product(
    '2022 Château Margaux (Pre-Arrival)',
    '<span class="price">$899.99</span><p class="pre-arrival">This item is a Pre-Arrival. Expected arrival date: <b>Fall 2025</b>.</p>',
  );
  expect(wine.availability).toBe('PreOrder');
});
