/**
 * The builtin's price where the words around an amount say it is not the price to pay: a club price without a currency
 * sign, a trade shop's minimum order, "invece di", a struck price under a plain "Price" label, an instalment, a price paid
 * on a condition, a cart's counter; and an option's price not chosen. The buy box's price among the others it shows:
 * engine-prices.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

test("a club price written without a currency sign ('Klubbpris 1 149,-') is not the price to pay; an option's price not chosen is that option's", () => {
  expect(
    extract(
      '<main><h1>Bosch GSB 18V-55 slagdrill</h1><div class="product-page__price"><span class="price price--regular">1 299,-</span><div class="price price--club"><span class="badge">Klubbpris</span> 1 149,- <small>for medlemmer</small></div></div><button>Legg i handlekurv</button></main>',
      PRODUCT,
      'https://www.byggmakker.no/produkt/7381124',
      'nb',
    ).price,
  ).toBe(1299);
  // Amazon's format swatches: the Kindle edition's price beside the chosen paperback's.
  expect(
    extract(
      '<main><h1>Project Hail Mary</h1><ul><li class="swatchElement unselected"><a href="/dp/B08FHBV4ZX"><span>Kindle</span><span class="a-color-price">$14.99</span></a></li><li class="swatchElement selected"><a href="#"><span>Paperback</span><span class="a-color-price">$11.07</span></a></li></ul><div id="buybox"><span class="a-price priceToPay">$11.07</span><button>Add to Cart</button></div></main>',
    ).price,
  ).toBe(11.07);
});

test("a trade shop that hides its prices states none: its minimum order value is no price, 'Price available on request' no stock", () => {
  const data = extract(
    '<main><h1>Hydro pump HP-200</h1><p class="login-price"><a href="/login">Login to see prices</a></p><p class="b2b-note">Minimum order value £75.00 + VAT.</p><p class="price-box">Price available on request</p><a class="btn" href="/quote">Request a Quote</a></main>',
    { type: 'object', properties: { price: { type: 'number' }, currency: { type: 'string' }, availability: { type: 'string' }, mpn: { type: 'string' } } },
  );
  expect(data).toMatchObject({ price: null, currency: null, availability: null });
  expect(
    extract('<main><h1>Lab centrifuge</h1><span class="price">$1,299.00</span><ul><li>Model: 2024 edition</li></ul></main>', {
      type: 'object',
      properties: { mpn: { type: 'string' } },
    }).mpn,
  ).toBe(null);
});

test("a price struck out, said to be 'invece di' another or named struck in the shop's language ('barre', 'streich') is a former one, under a plain 'Price' label too; a label in another script comes off the code", () => {
  expect(
    extract(
      '<main><h1>Yamaha P-225 pianoforte digitale</h1><p class="prices">invece di CHF 1\'499.– <strong class="price">CHF 1\'299.–</strong></p></main>',
      PRODUCT,
      undefined,
      'it-CH',
    ).price,
  ).toBe(1299);
  expect(
    extract(
      '<main><h1>Ана Карењина</h1><p>Цена: <del>1.299,00 дин.</del></p><p>Цена на сајту: <b>1.104,00 дин.</b></p><button>Поручи</button></main>',
      PRODUCT,
      undefined,
      'sr',
    ).price,
  ).toBe(1104);
  expect(
    extract(
      '<main><h1>Toshiba 55" 4K TV</h1><span class="price">12,999 ج.م</span><div class="product attribute sku"><strong class="type">رمز المنتج:</strong> <div class="value">TW-BH90M4E(SK)</div></div></main>',
      PRODUCT,
      undefined,
      'ar',
    ).sku,
  ).toBe('TW-BH90M4E(SK)');
  // A struck price named only in the shop's language: French "barré", German "Streich…".
  const struck = (before: string, lang: string) =>
    extract(`<main><h1>Bague solitaire or blanc</h1><div class="fp-prix">${before}</div><button>Ajouter au panier</button></main>`, PRODUCT, undefined, lang)
      .price;
  expect(struck('<span class="fp-prix__barre">599,00 €</span><span class="fp-prix__actuel">449,00 €</span>', 'fr')).toBe(449);
  expect(struck('<span class="preis--streich">599,00 €</span> <span class="preis--aktuell">449,00 €</span>', 'de')).toBe(449);
});

test("a mini-cart's lines are the cart's, and a total with a marketplace's buyer protection fee is not the item's price", () => {
  expect(
    extract(
      '<div class="mini_cart"><p class="price"><span class="money">$34.99</span></p></div><main><h1>Boot</h1><p class="price"><span class="money">$179.99</span></p><button>Add to cart</button></main>',
    ).price,
  ).toBe(179.99);
  expect(
    extract(
      '<main><h1>Levi\'s 501 jeans</h1><div data-testid="service-fee-included-price"><p>£13.65</p><span>Includes Buyer Protection</span></div><div data-testid="item-price"><p>£12.00</p></div><button>Buy now</button></main>',
    ).price,
  ).toBe(12);
});

test("WooCommerce's sale price, its struck and current prices hidden from screen readers and read to them in a sentence of the shop's language, or not", () => {
  const woo = (sr: (text: string) => string, lang: string, was: string, now: string) =>
    extract(
      `<main><h1>Aceite 5L</h1><p class="price"><del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>54,90&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></del> ${sr(`${was} 54,90&nbsp;&euro;.`)}<ins aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>46,67&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></ins>${sr(`${now} 46,67&nbsp;&euro;.`)}</p><button class="single_add_to_cart_button">Add</button></main>`,
      PRODUCT,
      undefined,
      lang,
    ).price;
  const said = (text: string) => `<span class="screen-reader-text">${text}</span>`;
  expect(woo(said, 'es', 'El precio original era:', 'El precio actual es:')).toBe(46.67);
  expect(woo(said, 'en', 'Original price was:', 'Current price is:')).toBe(46.67);
  expect(woo(() => '', 'es', '', '')).toBe(46.67);
});

test("Home Depot's price box: dollars and cents in spans of their own beside a struck list price and a card offer", () => {
  expect(
    extract(
      '<main><h1>Drill/Driver</h1><div data-testid="price-format" class="price-format__large"><div class="sui-flex"><span class="sui-text-3xl">$</span><span class="sui-text-9xl">99</span><span class="sui-text-3xl">00</span></div><div><span class="sui-line-through">$179.00</span> <span>Save $80.00 (45%)</span></div></div><button>Add to Cart</button></main>',
    ).price,
  ).toBe(99);
});

test("a bundle's total under its label ('Frequently bought together … Total price:', Newegg's 'Combo price:') is not the item's price", () => {
  for (const label of ['Total price:', 'Combo price:'])
    expect(
      extract(
        `<main><h1>Potato chips</h1><span class="a-price">$25.99</span><div class="fbt"><span>${label}</span> <span class="a-price">$41.97</span></div></main>`,
      ).price,
      label,
    ).toBe(25.99);
});

test('a price written without its currency is in the one every other amount on the page shows; where they show several, none is given', () => {
  const page = (others: string) =>
    extract(
      `<header><a class="cart">Handlekurv ${others}</a></header><main><h1>Laptop</h1><span class="product-price-now">14 990,00</span><button>Legg i handlekurv</button></main>`,
      PRODUCT,
      undefined,
      'nb',
    );
  expect(page('kr 249,-')).toMatchObject({ price: 14990, currency: 'NOK' });
  expect(page('kr 249,- · € 25,00')).toMatchObject({ price: 14990, currency: null });
  expect(page('')).toMatchObject({ price: 14990, currency: null });
});

test("a struck former price's label names it, not the price after it ('Antes <s>$ 3.199.900</s>' over '$ 2.549.900')", () => {
  const page = extract(
    '<main><h1>Nevera LG No Frost 330 Litros</h1><div class="prices"><p class="before">Antes <s>$ 3.199.900</s></p><p class="now">$ 2.549.900</p><p>Hasta 36 cuotas</p></div><div>Agotado</div></main>',
    PRODUCT,
    undefined,
    'es-CO',
  );
  expect(page).toMatchObject({ price: 2549900, currency: 'COP' });
});

test("a fee beside the price is not the price: a prescription's co-payment, what it comes to when waived, free shipping's threshold", () => {
  const rx = extract(
    '<div class="m-TopBar">✓ Kostenloser Versand ab 19 €</div><main><h1>Pantoprazol-ratiopharm 40 mg, 100 St</h1><div class="rx-price-box"><p>Dieses Medikament erhalten Sie nur mit einem gültigen Rezept.</p><dl><dt>Gesetzliche Zuzahlung</dt><dd>5,00 €</dd></dl><p>Zuzahlungsbefreit? Dann zahlen Sie 0,00 €.</p></div><button>Rezept einlösen</button></main><p class="footnotes">Gratisversand ab 19 € gilt nicht für Rx-Bestellungen.</p>',
    PRODUCT,
    'https://www.shop-apotheke.com/arzneimittel/4913654/pantoprazol.htm',
    'de',
  );
  expect([rx.price, rx.currency]).toEqual([null, null]);
});

test("a price box's note is no price, though named for it ('przy zakupie 2 szt.'); złoty and grosze in spans of their own are one amount", () => {
  expect(
    extract(
      '<main><h1>Masło ekstra 200 g</h1><div class="price-box"><div class="price-box__condition">przy zakupie 2 szt.</div><div class="price-box__price"><span class="price-box__zl">4</span><span class="price-box__gr">99</span><span class="price-box__unit">zł/szt.</span></div></div><button>Dodaj do listy</button></main>',
      PRODUCT,
      'https://www.biedronka.pl/pl/product,id,1',
      'pl',
    ).price,
  ).toBe(4.99);
});

test("a freight fee in a compound word ('zzgl. Speditionsversand 39,95 €') is not the price, though the price's box names it a retail price", () => {
  const page = extract(
    '<main><h1>BOSCH Waschmaschine Serie 6 WGG244A40, 9 kg</h1><div class="pdp_price"><span class="pdp_price__retail-price">549,00 €</span> <span class="pdp_price__uvp">UVP <s>799,00 €</s></span><p class="pdp_price__inkl-mwst">inkl. MwSt. zzgl. <a href="#versand">Speditionsversand 39,95 €</a></p></div><button>In den Warenkorb</button></main>',
    PRODUCT,
    'https://www.otto.de/p/bosch-waschmaschine-S0B2F0C6/',
    'de',
  );
  expect([page.price, page.currency]).toEqual([549, 'EUR']);
});

test("a member price's label before its amount is that amount's, not the price's before it ('319,99 € Prix adhérent : 303,99 €')", () => {
  const page = extract(
    '<main><h1>Console Nintendo Switch OLED Blanche</h1><div class="f-faPriceBox"><span class="userPrice">319,99&nbsp;€</span><span class="label">Prix adhérent : 303,99 € <em>(avec la carte Fnac+)</em></span></div><button>Ajouter au panier</button></main>',
    PRODUCT,
    'https://www.fnac.com/a18776215/Console-Nintendo-Switch-OLED-Blanche',
    'fr',
  );
  expect([page.price, page.currency]).toEqual([319.99, 'EUR']);
});

test("a price box's parts are no price of their own: cents set apart in a span named for the price, a pack's size in m² under it", () => {
  const cents = extract(
    '<main><h1>Cordless Drill Kit</h1><div class="main-price"><span class="price-sym">$</span><span>99</span><span class="price-sym">00</span></div><button>Add to Cart</button></main>',
    PRODUCT,
    'https://www.homedepot.com/p/Cordless-Drill-Kit/205794152',
  );
  expect([cents.price, cents.currency]).toEqual([99, 'USD']);
  const tiles = extract(
    '<main><h1>Carrelage sol Nordik 60 x 60 cm</h1><div class="m-product-price"><p class="m-product-price__main">29,90 € /m²</p><p class="m-product-price__packaging">Vendu par boîte de 1,44 m² (6 carreaux)</p><p class="m-product-price__pack-price">Soit <strong>43,06 €</strong> la boîte</p></div><button>Ajouter au panier</button></main>',
    PRODUCT,
    'https://www.leroymerlin.fr/produits/carrelage-sol-nordik-89123456.html',
    'fr',
  );
  expect([tiles.price, tiles.currency]).toEqual([43.06, 'EUR']);
});

test("a trade shop's price before its tax is the price where the page shows none with its tax; beside one with its tax, it is not", () => {
  const net = extract(
    '<main><h1>Akku-Bohrschrauber ABS 18</h1><div class="price"><span>289,00 €</span> zzgl. MwSt.</div><button>In den Warenkorb</button></main>',
    PRODUCT,
    'https://eshop.wuerth.at/Akku-Bohrschrauber-ABS-18/5701400000.sku/de/AT/EUR/',
    'de',
  );
  expect([net.price, net.currency]).toEqual([289, 'EUR']);
  const both = extract(
    '<main><h1>Latitude 5450</h1><div class="price"><span>£874.17</span> excl. VAT</div><div class="price-inc"><span>£1,049.00</span> incl. VAT</div><button>Add to Basket</button></main>',
    PRODUCT,
    'https://www.dell.com/en-uk/shop/latitude-5450/pd',
  );
  expect(both.price).toBe(1049);
});

test("a former price struck out by a class named for the style ('strike-through') is not the price to pay", () => {
  const page = extract(
    '<main><h1>Latitude 5450</h1><div class="ps-dell-price"><span class="strike-through">Dell Price <span>£1,299.00</span></span></div><div class="ps-sale-price"><span class="h3">£1,049.00</span></div><button>Add to Basket</button></main>',
    PRODUCT,
    'https://www.dell.com/en-uk/shop/latitude-5450/pd',
  );
  expect(page.price).toBe(1049);
});

test("an option not chosen in a list whose items each hold one option button is that option's price: the chosen button marks its item", () => {
  const page = extract(
    '<main><h1>55" QLED Q80D</h1><ul class="sizes-list"><li><button class="opt" aria-pressed="false">50" <span class="opt__price">€ 849,-</span></button></li><li><button class="opt opt--selected" aria-pressed="true">55" <span class="opt__price">€ 1.099,-</span></button></li></ul><div class="buy"><span class="buy__amount">€ 1.099,-</span></div><a class="cta" href="/cart">Nu kopen</a></main>',
    PRODUCT,
    'https://www.samsung.com/nl/tvs/qled-tv/q80d-55-inch-qe55q80datxxn/',
    'nl',
  );
  expect(page.price).toBe(1099);
});

test("a member price is not the price to pay beside the price without it: IKEA's 'IKEA Family-pris' over its own 'Pris', a box named for members or a club, a club price 'für Mitglieder', 'Members save 30%'", () => {
  const page = extract(
    '<main><h1>KALLAX Hylla</h1><div><span>IKEA Family-pris</span> <span class="price">1 099 kr</span></div><div><span>Pris utan IKEA Family</span> <span class="price">1 299 kr</span></div><button>Lägg i varukorg</button></main>',
    PRODUCT,
    'https://www.ikea.com/se/sv/p/kallax-hylla-20275814/',
    'sv',
  );
  expect(page.price).toBe(1299);
  const ikea = extract(
    '<main><h1>KALLAX Hylla</h1><div class="pip-price-package__family"><span class="pip-price-package__family-label">IKEA Family-pris</span><div class="pip-price-package__main-price"><span class="pip-temp-price pip-temp-price--family"><span class="pip-temp-price__sr-text">Pris 1099:-</span></span></div></div><div class="pip-price-package__previous-price"><span>Pris utan IKEA Family</span> <span class="pip-temp-price pip-temp-price--regular"><span class="pip-temp-price__sr-text">Pris 1299:-</span></span></div><button>Lägg i varukorg</button></main>',
    PRODUCT,
    'https://www.ikea.com/se/sv/p/kallax-hylla-20275814/',
    'sv',
  );
  expect(ikea.price).toBe(1299);
  const wine = (box: string, lang = 'en') =>
    extract(`<main><h1>Penfolds Bin 389</h1>${box}<button>Add to cart</button></main>`, PRODUCT, 'https://www.wine.example/p/bin-389', lang).price;
  expect(
    wine(
      '<div class="member-offer-banner"><strong>Member offer</strong> <span class="member-offer-banner__price">$83.99</span> per bottle</div><div class="price-option price-option--selected"><p class="price"><span class="value">$89.99</span></p></div>',
    ),
  ).toBe(89.99);
  expect(
    wine(
      '<div class="club-price"><strong>Clubpreis für Mitglieder:</strong> <span>40,41 €</span></div><div class="price"><span class="sales">44,90 €</span></div>',
      'de',
    ),
  ).toBe(44.9);
  expect(wine('<p>£25.99</p><p>Members save 30%: £18.19</p>')).toBe(25.99);
  expect(wine('<p>Members save 30%: £18.19</p><p>£25.99</p>')).toBe(25.99);
});

test("in Chinese, a period's instalment ('每期'), a credit earned with the purchase ('購物金') and a threshold ('滿', '再消費') are not the price", () => {
  const price = (lines: string) =>
    extract(`<main><h1>手工真皮零錢包</h1>${lines}<button>加入購物車</button></main>`, PRODUCT, 'https://shop.example.tw/products/coin-purse', 'zh-TW').price;
  expect(price('<div class="announcement">全館滿 NT$1,500 免運費</div><div>信用卡 3 期 0 利率，每期 NT$426.67 起</div><div>NT$1,280</div>')).toBe(1280);
  expect(price('<div>再消費 NT$1,500 即可享免運優惠</div><div>購買可獲得 NT$12 購物金</div><p>售價 NT$1,280</p>')).toBe(1280);
});

test("a price named 'original' that is its box's only price is the price (Mytheresa's BEM modifier), over a 'zinsfreie Raten' instalment line", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Tasche","offers":{"@type":"Offer","price":"2450.00","priceCurrency":"EUR"}}</script>';
  const page = (box: string) => extract(`${ld}<main><h1>Tasche</h1>${box}<button>In den Warenkorb</button></main>`, PRODUCT, undefined, 'de').price;
  const klarna = '<p>inkl. MwSt.</p><p>Oder 3 zinsfreie Raten à 816,67 € mit Klarna.</p>';
  expect(page(`<div class="product__price"><span class="pricing__value pricing__value--original">2.450 €</span>${klarna}</div>`)).toBe(2450);
  // Beside the price to pay, it is the former one.
  expect(
    page(`<div class="product__price"><span class="pricing__value--original">2.450 €</span> <span class="pricing__value--sale">1.960 €</span>${klarna}</div>`),
  ).toBe(1960);
});

test("a loyalty card's price ('£4.50 Nectar Price', 'Clubcard Price') is not the price to pay", () => {
  expect(
    extract(
      '<main><h1>Lurpak Spreadable 500g</h1><div class="pd__cost"><div class="pd__cost--nectar"><span class="pd__cost__nectar-price">£4.50</span><span class="pd__cost__nectar-label">Nectar Price</span><span>Ends 14/01/2026</span></div><div class="pd__cost__retail-price">£5.75</div></div><button>Add</button></main>',
    ).price,
  ).toBe(5.75);
});

test("a price element its line makes an instalment is no price, nor what the instalments come to: Coppel's '<span class=abonoAmount>$399</span> quincenales', 'Precio total a crédito $10,374'", () => {
  const price = (unit: string) =>
    extract(
      `<main><h1>Refrigerador Mabe 11 Pies</h1><div class="pdp_credit" data-testid="credit-price"><p>Con Crédito Coppel</p><p class="pdp_abono"><span class="pdp_abonoAmount">$399</span> <span>${unit}</span></p><p>Precio total a crédito $10,374 en 26 quincenas.</p></div><div data-testid="cash-price"><p>Precio de contado</p><p class="pdp_oldPrice"><del>$10,999</del></p><p class="pdp_cashPrice">$8,999</p></div><button>Agregar a la bolsa</button></main>`,
      PRODUCT,
      undefined,
      'es-MX',
    ).price;
  for (const unit of ['quincenales', 'semanales', '/mes']) expect(price(unit), unit).toBe(8999);
  // Where every price is one by the period, a rental's, it is the price.
  expect(
    extract(
      '<main><h1>Apple iPhone 15 mieten</h1><div class="rental-price"><span class="price">44,90 €</span><span>/Monat</span></div><p>Marktwert: 949,00 €</p><button>Jetzt mieten</button></main>',
      PRODUCT,
      undefined,
      'de-DE',
    ).price,
  ).toBe(44.9);
});

test("a price paid only on a condition (after a mail-in rebate, with a coupon code) is not the price; nor is one beside an 'MRP' label's struck price", () => {
  const price = (box: string) => extract(`<main><h1>Miter saw</h1>${box}<button>Add to cart</button></main>`).price;
  expect(
    price(
      '<p class="sale-price">Sale Price <span class="price-value">$99.00</span></p><p class="final-price"><span class="label">Final Price</span> <span class="final-price-value">$88.11</span> <small>**after Mail-In Rebate</small></p>',
    ),
  ).toBe(99);
  expect(price('<div class="css-offers"><p>Get it for <b>$43.90</b> with code FIRST10</p></div><div class="price">$48.80</div>')).toBe(48.8);
  expect(
    price('<div class="css-price-block"><span class="css-mrp">MRP: <span class="css-strike">₹650</span></span> <span class="css-1jczs19">₹488</span></div>'),
  ).toBe(488);
});

test("an instalment paid by the week or the fortnight is no price: Coppel's '$399 quincenales' before its cash price", () => {
  const price = (unit: string) =>
    extract(
      `<main><h1>Refrigerador Mabe 11 Pies</h1><div data-testid="credit-price"><p>Con Crédito Coppel</p><p><span>$399</span> <span>${unit}</span></p></div><div><p>Precio de contado</p><p><del>$10,999</del></p><p>$8,999</p></div><button>Agregar a la bolsa</button></main>`,
      PRODUCT,
      undefined,
      'es-MX',
    ).price;
  for (const unit of ['quincenales', 'semanales', 'mensuales', 'weekly', '/week']) expect(price(unit), unit).toBe(8999);
});

test("a cart counter's bare 0 named 'amount' is no price; a strip of similar products named in capitals is another product's", () => {
  expect(
    extract(
      '<div><a href="//cart.example/cart">我的购物车</a><i class="ci-count" id="shopping-amount">0</i></div><div class="sku-name">Phone 15</div><span class="price J-p-1">5999.00</span>',
      PRODUCT,
      undefined,
      'zh',
    ).price,
  ).toBe(5999);
  expect(
    extract(
      '<main><h1>Smart TV 50"</h1><p>Ops! Já vendemos o estoque</p><section class="src__Similar"><div><a href="/p/2">Smart TV 50" Crystal</a><span class="src__PromotionalPrice">R$ 2.099,00</span></div></section></main>',
      PRODUCT,
      undefined,
      'pt-BR',
    ).price,
  ).toBe(null);
});

test("a usual price labelled 'Reg:' or 'Ord. pris', or boxed as the one that 'has a special price', gives way to the sale price after it", () => {
  const price = (box: string, lang = 'en') => extract(`<main><h1>Gaming Headset</h1>${box}<button>Add to Cart</button></main>`, PRODUCT, undefined, lang).price;
  expect(
    price('<div class="pricing"><div>Reg: $169.99</div><div>Save $30.00</div><div class="total"><header>Only</header><div>$139.99</div></div></div>'),
  ).toBe(139.99);
  expect(price('<div class="pricing"><div>Ord. pris 11 495 kr</div><div class="total"><div>9 995 kr</div></div></div>', 'sv')).toBe(9995);
  expect(
    price(
      '<div class="price-block"><div class="has--special--price"><span class="price-currency">KWD</span><span class="price-amount">11.000</span></div><div class="special--price"><span class="price-currency">KWD</span><span class="price-amount">8.250</span></div></div>',
    ),
  ).toBe(8.25);
});

test('a price whose whole part and decimals stand in blocks of their own, the currency after the decimals, is one amount', () => {
  expect(
    extract(
      '<main><h1>Confiture extra fraises, 370g</h1><div class="divWCRS300_PrixUnitaire"><p class="pWCRS300_PrixUnitairePartieEntiere">3</p><p class="pWCRS300_PrixUnitairePartieDecimale">,19€</p></div><p>8,62 € / kg</p><a class="btn" href="#">Ajouter au panier</a></main>',
      PRODUCT,
      'https://www.e-leclerc.example/fiche-produits-71543-confiture.aspx',
      'fr',
    ).price,
  ).toBe(3.19);
});

test("a stale structured price the page shows only as the lowest price of 30 days, or under a former price's label read to screen readers, gives way to the price shown to pay", () => {
  const ld = (price: string, currency: string) =>
    `<script type="application/ld+json">{"@type":"Product","name":"Maglione","offers":{"@type":"Offer","price":"${price}","priceCurrency":"${currency}"}}</script>`;
  const omnibus = extract(
    `${ld('29.99', 'EUR')}<main><h1>Maglione girocollo</h1><div class="price"><span class="price-old">39,99 €</span><span class="price-final">23,99 €</span></div><p>Prezzo più basso degli ultimi 30 giorni: 29,99 €</p><button>Aggiungi al carrello</button></main>`,
    PRODUCT,
    undefined,
    'it',
  );
  expect(omnibus.price).toBe(23.99);
  const aria = extract(
    `${ld('1290', 'SEK')}<main><h1>Kofta i ull</h1><div class="p1"><span class="c6d2f0" aria-label="Tidigare pris">1 290 kr</span><span class="a3f2b9">890 kr</span></div><button>Lägg i varukorgen</button></main>`,
    PRODUCT,
    undefined,
    'sv',
  );
  expect(aria.price).toBe(890);
});
