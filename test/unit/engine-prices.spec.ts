/**
 * The builtin's price on the failure classes seen on real shop pages (small snippets, one class each): the price to pay
 * among the others a buy box shows (was-prices, savings, unit prices, carousels), money as shops write it in many
 * currencies, and a shop whose markup names nothing. Listings' prices: engine-listing-prices.spec.ts; structured offers:
 * engine-price-offers.spec.ts; other product fields: engine-real-pages.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

test('the price to pay in a price box that states others: not a was-price, a saving or a unit price before it; cents in superscript or apart', () => {
  const price = (box: string) => extract(`<main><h1>Lamp</h1>${box}<button>Add to cart</button></main>`).price;
  const boxes: [string, number][] = [
    ['<div class="price">Was $30.00 Now $24.00</div>', 24],
    ['<div class="prices"><span>RRP $30.00</span> <span>Our price $24.00</span></div>', 24],
    // A recommended or list price under its label in the shop's language, before the price to pay.
    ["<div>Prix conseillé 88,99 € Prix de l'offre : 66,75 €</div>", 66.75],
    ['<div>Prezzo di listino: 30,00 € 24,00 €</div>', 24],
    ['<div>M.R.P.: ₹2,999 Deal price: ₹2,433</div>', 2433],
    ['<div>Precio recomendado 30,00 € Ahora 24,00 €</div>', 24],
    ['<div>メーカー希望小売価格 ¥3,980 販売価格 ¥2,980</div>', 2980],
    ['<div>Liste fiyatı: 199,99 TL 149,99 TL</div>', 149.99],
    ['<div>Eredeti ár: 12 990 Ft 9 990 Ft</div>', 9990],
    ['<div>Giá gốc: 250.000 ₫ 199.000 ₫</div>', 199000],
    ['<div>Alter Preis 29,99 € 19,99 €</div>', 19.99],
    ['<div>Stara cena 129,99 zł 99,99 zł</div>', 99.99],
    ['<div>מחיר מקורי ₪199 ₪149</div>', 149],
    // A former price said as "from … for …"; "van" alone ("prijs van") labels the price itself.
    ['<div>De R$ 199,90 por R$ 149,90</div>', 149.9],
    ['<div>Van € 29,99 voor € 19,99</div>', 19.99],
    ['<div>Prijs van € 19,99</div>', 19.99],
    // The lowest price of the last 30 days an EU shop shows beside a discount, before or after the price.
    ['<div>Niedrigster Preis der letzten 30 Tage: 29,99 € <b>24,99 €</b></div>', 24.99],
    ['<div>Najniższa cena z 30 dni przed obniżką: 129,99 zł 99,99 zł</div>', 99.99],
    // An instalment before the price, by the words before it or after it.
    ['<p>or 4 interest-free payments of $12.50 with Afterpay</p><p>$50.00</p>', 50],
    ['<p>10x de R$ 175,99 sem juros</p><p>R$ 1.759,90</p>', 1759.9],
    ['<p>6 cuotas sin interés de $ 2.500</p><p>$ 15.000</p>', 15000],
    ['<p>in 3 rate da 20,00 €</p><p>60,00 €</p>', 60],
    ['<p>Pay in 4 interest-free installments of $12.49</p><p>$49.95</p>', 49.95],
    ['<p>Pay in 3 instalments of £16.65</p><p>£49.95</p>', 49.95],
    ['<p>Payez en 4 fois 12,49 €</p><p>49,95 €</p>', 49.95],
    ['<p>ou en 3 fois sans frais de 16,65 €</p><p>49,95 €</p>', 49.95],
    ['<p>Finanzierung: in 3 Raten à 16,65 €</p><p>49,95 €</p>', 49.95],
    ['<p>Monatsrate 16,65 €</p><p>499,95 €</p>', 499.95],
    ['<p>Betaal in 3 termijnen van € 16,65</p><p>€ 49,95</p>', 49.95],
    ['<p>From $25/mo with Affirm</p><p>$599.00</p>', 599],
    ['<p>Finanzierung ab 12,50 € mtl.</p><p>299,00 €</p>', 299],
    // A shipping cost, a cost on top and a threshold before the price; a shipping label on its own line is its amount's.
    ['<p>Shipping $5.99</p><p>$50.00</p>', 50],
    ['<p>Frais de port : 5,90 €</p><p>29,90 €</p>', 29.9],
    ['<p>Lieferung ab 3,95 €</p><p>19,95 €</p>', 19.95],
    ['<p>Free shipping on orders over $35</p><p>$20.00</p>', 20],
    ['<div class="top-banner">FREE SHIPPING ON ORDERS $29+ · FREE RETURNS</div><p>$6.49</p>', 6.49],
    ['<p>Envío gratis a partir de $ 999</p><p>$ 500</p>', 500],
    ['<p>+ $4.99 shipping</p><p>$30.00</p>', 30],
    ['<dl><dt>Delivery</dt><dd>£3.95</dd></dl><p>£20.00</p>', 20],
    ['<p>Spend $50, get $10 off</p><p>$30.00</p>', 30],
    // The shop's regular price is the price while no sale price follows it.
    ['<div>Normalpris 299 kr Nu 249 kr</div>', 249],
    ['<div>Normal: $24.990 Internet: $19.990</div>', 19990],
    ['<div>Normal: $24.990</div>', 24990],
    ['<div>Precio regular $ 1.299 $ 999</div>', 999],
    ['<div>Běžná cena 9 800 Kč 8 500 Kč</div>', 8500],
    ['<div><span>Regular price</span> <span>$39.80</span></div>', 39.8],
    ['<div><span>通常価格</span> <span>¥3,980</span></div>', 3980],
    ['<div class="price"><span class="save">Save $6.00</span> <span class="now">$24.00</span></div>', 24],
    ['<div class="price">statt 29,90 € nur 24,00 €</div>', 24],
    ['<p><span class="base-price">(€ 9,98 / 1 kg)</span></p><p class="price">€ 4,99</p>', 4.99],
    ['<div class="price"><span>$12</span><sup>99</sup></div>', 12.99],
    // A price's parts each in an element named for it, the cents after thousands grouped with dots.
    [
      '<span class="andes-money-amount"><span class="andes-money-amount__currency-symbol">$</span><span class="andes-money-amount__fraction">12.999</span><span class="andes-money-amount__cents">99</span></span>',
      12999.99,
    ],
    ['<div class="price"><span class="price__dollars">$24</span><span class="price__cents">99</span></div>', 24.99],
    ['<span class="product__price"><span class="product__price--dollar">$20</span><sup>99</sup></span>', 20.99],
    // The euro sign in the decimal comma's place, as French shops write it.
    ['<div class="price">24€99</div>', 24.99],
    ['<div class="price">1 299<sup>€99</sup></div>', 1299.99],
    ['<div class="price">349 €<sup>99</sup></div>', 349.99],
    ['<div class="price"><span>349</span> <span>€</span> <span>99</span></div>', 349.99],
    ['<div class="price">12 € <span>50 pièces en stock</span></div>', 12],
    // A box's unit in an element named "amount" is no price, and leaves the box the price, not a recommendation's.
    [
      '<span class="price"><span>978,00</span> <span>€</span> <span class="amount">/ tk</span></span><div class="recs"><span class="item-price__amount">30,19 €</span></div>',
      978,
    ],
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
  // A variant menu shows its chosen option, its first where none is marked: another option's money is another variant's.
  const menu = (selected: string) =>
    `<main><h1>Coffee beans</h1><form><select name="id"><option value="1">250 g - 8,99 €</option><option value="2"${selected}>1 kg - 29,99 €</option></select><button>In den Warenkorb</button></form></main>`;
  expect(price(menu(' selected'))).toBe(29.99);
  expect(price(menu(''))).toBe(8.99);
  // A price box whose test hooks alone name the price to pay ("primary") beside the former one (Wix).
  expect(
    price(
      '<main><h1>Shelf</h1><div data-hook="product-prices-wrapper"><span data-hook="formatted-secondary-price">$499.00</span><span data-hook="formatted-primary-price">$399.00</span></div></main>',
    ),
  ).toBe(399);
  expect(
    price(
      '<div class="recently-viewed"><ul class="carousel"><li><span class="price">$129.00</span></li></ul></div><div class="pdp"><h1>Beanie</h1><span class="price">$28.00</span></div>',
    ),
  ).toBe(28);
  expect(price('<main><h1>Dripper</h1><div><span class="a-price a-text-price">$32.00</span> <span class="a-price priceToPay">$24.95</span></div></main>')).toBe(
    24.95,
  );
  expect(price('<main><h1>Sideboard</h1><div class="x-bid-price"><span>Current bid:</span> <span>US $152.50</span></div></main>')).toBe(152.5);
  // A box named for the price that holds the title is around both; a was-price may be named by its id.
  expect(
    price(
      '<main><div class="pip-price-package"><div class="pip-price-package__title"><h1>Table</h1><span>235x100 cm</span></div><div><span class="range-price">£450</span></div></div></main>',
    ),
  ).toBe(450);
  expect(price('<main><h1>Washer</h1><span id="oldPriceAmount">149,99 €</span> <span id="priceAmount">119,01 €</span></main>')).toBe(119.01);
  // A former price named by a box around it, by its own class as themes name it, or by the label before it.
  const button = '<button>Add to cart</button>';
  for (const box of [
    '<span class="old-price"><span class="price">€59,95</span></span><span class="special-price"><span class="price">€49,95</span></span>',
    '<span class="price line-through">€59,95</span><span class="price text-red">€49,95</span>',
    '<span class="prev-price">€59,95</span><span class="price">€49,95</span>',
    '<span class="original">€59,95</span><span class="current">€49,95</span>',
    'List Price: <span class="a-price a-text-price"><span class="a-offscreen">€59,95</span></span> <span class="a-price"><span class="a-offscreen">€49,95</span></span>',
    'Was <span class="price">€59,95</span> Now <span class="price">€49,95</span>',
  ])
    expect(price(`<main><h1>Sofa</h1><div class="product-price">${box}</div>${button}</main>`), box).toBe(49.95);
  // The price's own box named "list-unstyled" or set in a list is no former price.
  expect(price(`<main><h1>Sofa</h1><ul class="list-unstyled"><li><span class="price">€49,95</span></li></ul>${button}</main>`)).toBe(49.95);
  // A warranty's or a delivery option's price is an extra's, even nearer the title.
  expect(
    price(
      '<main><h1>Doorbell</h1><div class="warrantyBox"><p class="price">$59.99</p></div><div class="buy"><div><p class="price">$229.99</p></div></div></main>',
    ),
  ).toBe(229.99);
  expect(
    price(
      '<main><h1>Mower</h1><div class="delivery-options"><span class="price">10,99 €</span></div><div><div><span class="price">978 €</span></div></div></main>',
    ),
  ).toBe(978);
  // Where the extras' prices are the only ones named, the product's is the money after its title.
  expect(
    price(
      '<main><h1>Doorbell</h1><div><span>SAVE 70</span><span>$229.99</span></div><div class="warranty-plans"><p class="price">59.99</p><p class="price">89.99</p></div><button>Add to cart</button></main>',
    ),
  ).toBe(229.99);
  // A count beside a price label, and a price filter ("Under ₹5,000"), are no price.
  for (const filter of ['<li>Price: (6)</li>', '<li><a>Under ₹5,000</a></li>'])
    expect(price(`<main><h1>Fan</h1><ul class="filters">${filter}</ul><p>₹2,433</p><button>Add to cart</button></main>`), filter).toBe(2433);
  // Cents set apart before the currency; the test hook that names the price.
  expect(price('<main><h1>Whiskey</h1><p class="product-new-price">173<sup>34</sup> <span>Lei</span></p></main>')).toBe(173.34);
  expect(price('<main><section><span data-aut-id="itemPrice">Rs 23,450</span><h1>Phone</h1></section></main>')).toBe(23450);
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
    KD 3.340 | ar-KW | 3.34 | KWD
    ١٤٩٫٩٠٠ د.ك | ar | 149.9 | KWD
    1 699,000 DT | fr-TN | 1699 | TND
    6 799,00 DH | fr | 6799 | MAD
    1 049,00 Dhs | fr-MA | 1049 | MAD
    Dhs 1,299 | en | 1299 | AED
    1,299.00 ر.س | ar-SA | 1299 | SAR
    44 890 тг. | ru-KZ | 44890 | KZT
    270,00 kn | hr | 270 | HRK
    502,20 Br | ru-BY | 502.2 | BYN
    US $24.99 Approximately EUR 22.10 | en | 24.99 | USD
    $1,299.00 MXN | es | 1299 | MXN
    NT$1,290 | zh-TW | 1290 | TWD
    ฿1,290 | th | 1290 | THB
    1.290.000 đ | vi | 1290000 | VND
    RM 129.00 | ms | 129 | MYR
    ₦12,500 | en-NG | 12500 | NGN
    KSh 1,299 | en-KE | 1299 | KES
    29,000원 | ko | 29000 | KRW
    173,34 Lei | ro | 173.34 | RON
    EUR15.99 | lv | 15.99 | EUR
    CHF19.50 | de-CH | 19.5 | CHF
    PLN49,99 | pl | 49.99 | PLN
    NZD $100.70 | en | 100.7 | NZD
    SGD$4.90 | en-SG | 4.9 | SGD
    C $19.95 | en | 19.95 | CAD
    AU $49.95 | en | 49.95 | AUD
    RD$ 1,500 | es | 1500 | DOP
    Fr. 19.90 | de-CH | 19.9 | CHF
    129.00 SFr. | de | 129 | CHF
    6 300 Р | ru | 6300 | RUB
    1 128 240 рублей | ru | 1128240 | RUB
    502,20 руб. | ru-BY | 502.2 | BYN
    99 LEI | ro | 99 | RON
    530,42 Zł | pl | 530.42 | PLN
    749,00 euro | it | 749 | EUR
    99 ريال | ar-SA | 99 | SAR
    99 ريال | ar-QA | 99 | QAR
    99 درهم | ar-AE | 99 | AED
    99 درهم | ar-MA | 99 | MAD
    \u200f1,299.99 \u200f₪ | he | 1299.99 | ILS
    \u200f1,299.99 ر.س.\u200f | ar-SA | 1299.99 | SAR
    \u20681.299,00\u00a0€\u2069 | de | 1299 | EUR
    149 ש״ח | he | 149 | ILS
    149 ש"ח | he | 149 | ILS
    E£ 1,299.99 | ar-EG | 1299.99 | EGP
    \u200f١٬٢٩٩٫٩٩ ر.س.\u200f | ar-SA | 1299.99 | SAR
    ￥１，２８０ | ja | 1280 | JPY
    ১,২৯৯.৫০৳ | bn | 1299.5 | BDT
    Tk 45,000 | bn | 45000 | BDT
    42 000 din. | sr | 42000 | RSD
    1 299 000 сум | uz | 1299000 | UZS
    ۱۲٬۹۹۰٬۰۰۰ تومان | fa | 12990000 | IRT
    1 299 lei | ro-MD | 1299 | MDL
    ₾1,299 | ka | 1299 | GEL
    R 4,999 | en-ZA | 4999 | ZAR
    R1 299,00 | en-ZA | 1299 | ZAR`;
  for (const row of read.trim().split('\n')) {
    const [tag, lang, price, currency] = row.trim().split(' | ');
    expect(shop(tag, lang), tag).toMatchObject({ price: Number(price), currency });
  }
  // "kr" and "Rs" are several countries': without a language or region that says which, no currency is given.
  expect(shop('Rs. 23,450', 'en')).toMatchObject({ price: 23450, currency: null });
  expect(shop('Rs. 23,450', 'en-PK')).toMatchObject({ price: 23450, currency: 'PKR' });
  // 元 is Taiwan's dollar on a page in Taiwan's Chinese; a tag that names no country leaves it to the address's domain.
  expect(shop('每組990元', 'zh-TW')).toMatchObject({ price: 990, currency: 'TWD' });
  expect(shop('每組990元', 'zh-CN')).toMatchObject({ price: 990, currency: 'CNY' });
  const at = (url: string, lang: string) =>
    extract('<main><h1>Sofa</h1><p class="price">$1,299.00</p><button>Add to cart</button></main>', PRODUCT, url, lang).currency;
  expect(at('https://www.shop.ca/p/1', 'en')).toBe('CAD');
  expect(at('https://www.shop.com.au/p/1', 'en')).toBe('AUD');
  expect(at('https://www.shop.ca/p/1', 'en-US')).toBe('USD');
  expect(at('https://www.shop.io/p/1', 'en')).toBe('USD');
  // On a worldwide domain, a shop that says which dollars its prices are in.
  const stated = extract(
    '<main><h1>Sofa</h1><p class="price">$1,299.00</p><button>Add to cart</button></main><footer>All prices in Canadian dollars.</footer>',
    PRODUCT,
    'https://www.memoryexpress.example.com/p/1',
    'en',
  );
  expect(stated.currency).toBe('CAD');
  // A letter symbol is a word of its own: "leisure" holds no lei.
  expect(shop('12 leisure sets', 'en')).toMatchObject({ currency: null });
  // The rand's "R" leads only an amount that reads as a price: a tyre's rim size is none.
  expect(shop('225/45 R18', 'en')).toMatchObject({ currency: null });
  // "Euro" leads no amount: "Euro 2024" is a championship.
  expect(shop('Euro 2024 scarf', 'en')).toMatchObject({ currency: null });
  expect(shop('2 рубашки за 1 299 руб.', 'ru')).toMatchObject({ price: 1299, currency: 'RUB' });
  // 원 follows its amount and ends many words: "회원 3명" (three members) is no money.
  expect(shop('회원 3명 할인 · 29,000원', 'ko')).toMatchObject({ price: 29000, currency: 'KRW' });
});

test("a shop whose markup names nothing: the price is the first money after the product's heading, wherever the main region is", () => {
  // No class names, no structured data: a reader finds the price under the title.
  expect(
    extract(
      '<main><div><h1>Zeķes Brooklyn</h1><div>Produkta kods 545642356</div><div>EUR15.99</div><button>Ielikt grozā</button></div></main>',
      PRODUCT,
      undefined,
      'lv',
    ),
  ).toMatchObject({ price: 15.99, currency: 'EUR' });
  const bare = (body: string, lang = 'en') => extract(`<div><h1>Fan</h1>${body}<button>Buy now</button></div>`, PRODUCT, undefined, lang).price;
  // Each element's text stands apart: a "2%" badge beside the price is no part of it.
  expect(bare('<div><span>₹2,433</span><span><span>2%</span></span></div>', 'en-IN')).toBe(2433);
  // No amount runs across blocks: the options "45" and "50" are not the thousands of "173<sup>34</sup> Lei".
  expect(bare('<div>Alcool %</div><ul><li><a>45</a></li><li><a>50</a></li></ul><p>173<sup>34</sup> <span>Lei</span></p>', 'ro')).toBe(173.34);
  // An item number over the price is not its amount; an amount over its currency is.
  expect(bare('<div>Art. 1049084</div><div>CHF 19.50</div><button>In den Warenkorb</button>', 'de-CH')).toBe(19.5);
  expect(bare('<div>Tootekood: 763127</div><div><div>978,00</div><div>€</div><div>/ tk</div></div>', 'et')).toBe(978);
  // A symbol set against the digits after it is theirs: a saving's "70" beside "$229.99" does not take its "$".
  expect(bare('<div><span>SAVE 70</span><span><span>$229.99</span></span></div>', 'en-CA')).toBe(229.99);
  // A delivery option's button before the buy box says the delivery's price, not the product's.
  expect(bare('<button><span>Lieferbar</span><span>CHF 7.95</span></button><div>CHF 19.50</div><button>In den Warenkorb</button>', 'de-CH')).toBe(19.5);
  // A link that says it buys, whatever its class, shows the page sells: its price is read.
  expect(
    extract('<div><h1>Puzzle Bumper Pack</h1><div>€ 16,90</div><a href="/addtocart?productId=1">Aggiungi al carrello</a></div>', PRODUCT, undefined, 'it')
      .price,
  ).toBe(16.9);
  // Its availability under its label in the shop's language shows the page sells; a label that states no stock does not
  // (the price set below a description, where it is no tag under the heading).
  const stated = (line: string) =>
    extract(`<div><h1>Bralne leče</h1><p>${line}</p><p>Mesečne leče.</p><p>Škatla s šestimi.</p><p>40.00€</p></div>`, PRODUCT, undefined, 'sl');
  expect(stated('Razpoložljivost: Dobavljivo')).toMatchObject({ price: 40, availability: 'InStock' });
  expect(stated('Verfügbarkeit: Nicht auf Lager')).toMatchObject({ price: 40, availability: 'OutOfStock' });
  expect(stated('Availability: worldwide').price).toBeNull();
  // A cart form's submit button that says only "Add", under the form's "Put it in your basket", sells; a comment
  // form's "Add" does not.
  const addForm = (form: string, lang = 'en') =>
    extract(
      `<div><h1>Long strappy dress</h1><p>Linen.</p><p>Made in Wellington.</p><p>Hand wash.</p><div>99.00 NZD</div><form><select><option>S</option></select>${form}</form></div>`,
      PRODUCT,
      undefined,
      lang,
    );
  expect(addForm('<h2><label>Put it in your basket</label></h2><button type="submit">Add</button>')).toMatchObject({ price: 99, availability: 'InStock' });
  expect(addForm('<h2>Ajouter au panier</h2><button>Ajouter</button>', 'fr').price).toBe(99);
  expect(addForm('<h2>Leave a comment</h2><textarea></textarea><button type="submit">Add</button>').price).toBeNull();
  expect(addForm('<h2>Put it in your basket</h2><button type="button">Add</button>').price).toBeNull();
  // The page's first <article> is the shop's blurb, not the product: the money after the heading outside it is the price.
  const blurb = '<article><h2>Welcome to our shop</h2><p>We sell furniture and decoration for every room, delivered to your door.</p></article>';
  expect(
    extract(`<div><h1>Sofa Manhattan</h1><div><span>€ 1.759,99</span></div><button>Add to cart</button></div>${blurb}`, PRODUCT, undefined, 'en').price,
  ).toBe(1759.99);
});

test('prices in currencies without cents: "24.990" is twenty-four thousand; the full-width yen sign', () => {
  // Page body | language | price | currency.
  const pages: [string, string, number, string][] = [
    ['<span class="price">24.990 Ft</span>', 'hu', 24990, 'HUF'],
    ['<span class="price">$ 249.900</span>', 'es-CO', 249900, 'COP'],
    ['<span class="price">¥3,980</span>', 'ja', 3980, 'JPY'],
    ['<span class="price">$19.990</span>', 'en-US', 19990, 'USD'],
    // The full-width yen sign, as Amazon.co.jp sets it; in Chinese it is the yuan's.
    ['<p>￥1,280</p><button>カートに入れる</button>', 'ja', 1280, 'JPY'],
    ['<span class="price">￥128.00</span>', 'zh-CN', 128, 'CNY'],
  ];
  for (const [body, lang, price, currency] of pages)
    expect(extract(`<main><h1>Bottle</h1>${body}</main>`, PRODUCT, undefined, lang), body).toMatchObject({ price, currency });
});

test("no price where the page states none: a carousel's or a sidebar's price is another product's", () => {
  const carousel =
    '<div class="a-carousel"><ul><li class="a-carousel-card"><a href="/dp/B08CXTKMHJ">Hair dye</a> <span class="p13n-sc-price">2,86 €</span></li></ul></div>';
  expect(extract(`<main><h1>Potato chips, 8 ounce</h1><p>Currently unavailable.</p>${carousel}</main>`).price).toBeNull();
  expect(
    extract(`<main><h1>Potato chips, 8 ounce</h1><p>Currently unavailable.</p><aside><p>Customers also bought: Salted crisps $3.49</p></aside></main>`).price,
  ).toBeNull();
  expect(extract(`<main><h1>Potato chips, 8 ounce</h1><p>Our price: $4.99</p>${carousel}</main>`).price).toBe(4.99);
  // A strip named by its heading alone ("Similar products", "Das könnte Ihnen auch gefallen") holds other products' prices.
  const similar = (heading: string, price: string) =>
    `<section><h2>${heading}</h2><div><a href="/p/2">Lamp Nova</a> <span class="price">${price}</span></div></section>`;
  expect(extract(`<main><h1>Sofa Oslo</h1><button>Add to cart</button>${similar('Similar products', '$19.00')}</main>`).price).toBeNull();
  expect(extract(`<main><h1>Sofa Oslo</h1><button>In den Warenkorb</button>${similar('Das könnte Ihnen auch gefallen', '19,00 €')}</main>`).price).toBeNull();
  expect(extract(`<main><h1>Sofa Oslo</h1><p>$499.00</p>${similar('Customers also bought', '$19.00')}</main>`).price).toBe(499);
  // Without its class names a carousel is still a list whose items each open with a link: their prices are theirs.
  const card = (asin: string, price: string) => `<li><a href="/dp/${asin}">Hair dye, 50 ml</a> <a href="/dp/${asin}">${price}</a></li>`;
  const bare = `<ol>${card('B08KZGF9P5', '7,82 €')}${card('B08CXTKMHJ', '2,86 €')}</ol>`;
  expect(
    extract(`<div><div>${bare}</div><h1>Pink dog hair dye</h1><p>Disponibilità immediata</p><button>Aggiungi al carrello</button></div>`).price,
  ).toBeNull();
  expect(extract(`<div><div>${bare}</div><h1>Pink dog hair dye</h1><p>12,50 €</p><button>Aggiungi al carrello</button></div>`).price).toBe(12.5);
});

test('prices as more shops write them: decimals or cents in an element of their own, an amount drawn as an image, was-prices named by a test hook, a member price', () => {
  const price = (box: string, lang = 'en') => extract(`<main><h1>Vacuum cleaner G10</h1>${box}<button>Add to cart</button></main>`, PRODUCT, undefined, lang);
  // Allegro: the separator is written, the decimals and the currency are spans of their own.
  expect(price('<div><span>1 099,<span>00</span>&nbsp;<span>zł</span></span></div>', 'pl')).toMatchObject({ price: 1099, currency: 'PLN' });
  expect(price('<div><span>1 099,<span>50</span>&nbsp;<span>zł</span></span></div>', 'pl').price).toBe(1099.5);
  // bol.com: cents in a superscript named for them, and no currency sign at all.
  expect(price('<span class="promo-price" data-test="price">39<sup class="promo-price__fraction">99</sup></span>', 'nl').price).toBe(39.99);
  // A superscript no price names after a number is a footnote, not cents.
  expect(price('<p class="sales">Sold 2019<sup>12</sup> times</p><span class="price">$24</span>').price).toBe(24);
  // Mercado Libre: the amount is an image for screen readers, its parts hidden from them but shown.
  expect(
    price(
      '<div class="ui-pdp-price"><span class="andes-money-amount" role="img" aria-label="329 reais com 90 centavos"><span aria-hidden="true">R$</span><span class="andes-money-amount__fraction" aria-hidden="true">329</span><span class="andes-money-amount__cents" aria-hidden="true">90</span></span></div>',
      'pt-BR',
    ),
  ).toMatchObject({ price: 329.9, currency: 'BRL' });
  // A was-price named only by its test hook (Magalu), or Coupang's "origin-price".
  expect(price('<p data-testid="price-original"><s>R$ 2.999,00</s></p><p data-testid="price-value">R$ 2.299,00</p>', 'pt-BR').price).toBe(2299);
  expect(
    price(
      '<div class="prod-price"><span class="origin-price">36,000원</span> <span class="total-price"><strong>32,400<span class="price-unit">원</span></strong></span></div>',
      'ko',
    ),
  ).toMatchObject({ price: 32400, currency: 'KRW' });
  // JD: the product's price slot is empty (a script fills it); the accessories under "人气配件" have their own.
  expect(
    price(
      '<div class="summary-price"><span class="p-price"><span>￥</span><span class="price J-p-1"></span></span></div><div id="choose-together"><h3>人气配件</h3><ul><li><a href="/2.html">内胆 4L</a><div class="p-price"><strong>￥89.00</strong></div></li></ul></div>',
      'zh-CN',
    ).price,
  ).toBeNull();
  // H&M: the member price is paid only by members who log in; the price to pay is the one before it.
  expect(
    price(
      '<div id="product-price"><div><span>£19.99</span></div><div class="member-price-box"><span>Member price</span> <span>£14.99</span> <a href="/member">Log in or join</a></div></div>',
      'en-GB',
    ).price,
  ).toBe(19.99);
});

test('a price element whose text is all in brackets is a note beside the price: its tax, its unit price', () => {
  const price = (box: string, lang = 'en') => extract(`<main><h1>GameCube console</h1>${box}</main>`, PRODUCT, undefined, lang).price;
  expect(price('<dd class="Price__value">12,500円<span class="Price__tax">（税 0 円）</span></dd>', 'ja')).toBe(12500);
  expect(price('<div class="price">$24.99 <span class="price-unit">($0.37 / fl oz)</span></div>')).toBe(24.99);
});

test("shops' own ways with the price box: a price a piece where none other stands, cents in a span of their own, a 'Member price', a 'price-standard' beside 'price-sales', roubles as 'р.'", () => {
  const price = (box: string, lang = 'en') =>
    extract(`<main><h1>Drill</h1>${box}<button>Add to cart</button><div>Bit set <span>19,95 €</span></div></main>`, PRODUCT, undefined, lang);
  // A shop that sells by the piece says so after the price: the price stands, and an accessory's later is not it.
  expect(price('<div class="price"><span>199,00 €</span> <span>/ Stück</span></div>', 'de').price).toBe(199);
  expect(price('<div class="price"><span>$12.00</span> <span>/ each</span></div>').price).toBe(12);
  // Beside a pack's price, the price a piece is its unit price.
  expect(price('<div class="price">$12.99 ($0.43 / count)</div>').price).toBe(12.99);
  // Home Depot's dollars and cents, each in a span, the cents set smaller by a style.
  expect(price('<div class="price-format__main-price"><span>$</span><span>199</span><span>00</span></div>').price).toBe(199);
  expect(price('<div class="price-format__main-price"><span>$</span><span>19</span><span>99</span></div>').price).toBe(19.99);
  // A price only members pay, under its label, before or after the price to pay.
  expect(price('<div class="price">$30.00</div><div>Member price <span>$24.00</span></div>').price).toBe(30);
  expect(price('<div>Member price <span>$24.00</span></div><div class="price">$30.00</div>').price).toBe(30);
  // A loyalty card's price under its label, the card's name glued to the word "card"; a non-member's price is everyone's.
  expect(price('<div>Health &amp; Beautycard Price <span>$24.00</span></div><div class="price">$30.00</div>').price).toBe(30);
  expect(price('<div>Non-member price <span>$30.00</span></div><div>Member price <span>$24.00</span></div>').price).toBe(30);
  // Salesforce Commerce names its list price "price-standard"; alone, it is the price.
  expect(price('<div class="product-price"><span class="price-standard">$248.00</span><span class="price-sales">$173.60</span></div>').price).toBe(173.6);
  expect(price('<div class="product-price"><span class="price-standard">$248.00</span></div>').price).toBe(248);
  // OpenCart's price as an h2 in Russian roubles, over a strip of recommended products.
  const opencart = extract(
    '<main><h1>Смартфон</h1><ul class="list-unstyled"><li><h2>18 990р.</h2></li></ul><button>Купить</button><h3>Рекомендуемые товары</h3><div class="product-thumb"><h4><a href="/x6">Смартфон X6</a></h4><p class="price"><span class="price-new">24 490р.</span></p></div></main>',
    PRODUCT,
    undefined,
    'ru',
  );
  expect([opencart.price, opencart.currency]).toEqual([18990, 'RUB']);
});

test('amounts in elements of their own stay apart where the markup sets no space between them; a discount badge between two amounts makes the first the former price', () => {
  const price = (box: string, lang = 'es-AR') =>
    extract(`<main><h1>Lavarropas Drean Next 8.14</h1>${box}<button>Comprar</button></main>`, PRODUCT, undefined, lang).price;
  // Frávega: the list price, struck for the eye only, its badge and the price to pay, in spans with nothing between them.
  expect(price('<div data-test-id="product-price"><span>$1.099.999</span><span>18% OFF</span><span>$899.999</span></div>')).toBe(899999);
  expect(price('<div class="price"><span>$ 1.099.999</span> <span>-18%</span> <span>$ 899.999</span></div>')).toBe(899999);
  // A badge after the price to pay, with no lower amount after it, leaves it the price.
  expect(price('<div class="price"><span>$899.999</span> <span>18% OFF</span></div>')).toBe(899999);
  // A box only its name calls former, its cents set in superscript: the cents are the amount's decimals.
  expect(price('<div class="price-collection"><p class="regularPrice">$12,999<sup>00</sup></p></div>', 'es-MX')).toBe(12999);
});

test("a definition list's term labels its price: the usual price under 'Normal' gives way to the one after it; a former one under 'Antes' is none", () => {
  const price = (list: string) =>
    extract(
      `<main><h1>Smart TV LG 55 55UT8050PSB</h1><dl class="product-prices">${list}</dl><button>Agregar al carro</button></main>`,
      PRODUCT,
      undefined,
      'es-CL',
    ).price;
  expect(price('<dt>Normal</dt><dd class="product-price">$399.990</dd><dt>Internet</dt><dd class="product-price">$329.990</dd>')).toBe(329990);
  expect(price('<dt>Antes</dt><dd class="product-price">$399.990</dd><dt>Ahora</dt><dd class="product-price">$329.990</dd>')).toBe(329990);
  // Alone, the usual price is the price.
  expect(price('<dt>Normal</dt><dd class="product-price">$399.990</dd>')).toBe(399990);
});
