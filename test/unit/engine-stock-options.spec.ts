/**
 * The builtin's availability on a page that also shows other stock: its options' (a chosen chip, a sold-out size, a
 * configurator's buttons), a successor's, or a stale feed's. The product's own stock: engine-stock.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT, PRODUCT_CODES } from '../support/builtin-snippet';

test("a stale feed's InStock beside a page that says the item is back-ordered is a back-order; beside one that says it is in stock, it stands", () => {
  const page = (said: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Stage piano","offers":{"@type":"Offer","price":1299,"priceCurrency":"USD","availability":"https://schema.org/InStock"}}</script><main><h1>Stage piano</h1><span class="price">$1,299.00</span><p class="stock">${said}</p><button>Add to Cart</button></main>`,
    ).availability;
  expect(page('Backordered — expected to ship in 3 weeks')).toBe('BackOrder');
  expect(page('In stock — ships today')).toBe('InStock');
});

test("a configurator's buy button disabled until each option is chosen says nothing of stock: the page's 'Pre-order' does", () => {
  const options = (checked: string) =>
    `<fieldset><legend>Processor</legend><label><input type="radio" name="cpu" value="125H"${checked}> Ultra 5 125H <span class="option-price">$899</span></label><label><input type="radio" name="cpu" value="155H"> Ultra 7 155H <span class="option-price">$1,099</span></label></fieldset>`;
  const page = (checked: string) =>
    extract(
      `<main><h1>Laptop 13 DIY Edition</h1><p>Starting at <span class="price">$899</span></p><p class="shipping-note">Pre-order Batch 3 — shipments begin in August.</p><form>${options(checked)}<p>Subtotal: <span class="subtotal">—</span></p><button disabled>Pre-order</button></form></main>`,
    ).availability;
  expect(page('')).toBe('PreOrder');
  // With every option chosen, a disabled button is the stock.
  expect(page(' checked')).toBe('OutOfStock');
});

test("a sold-out option among buttons or links one of which is marked chosen is that option's stock, not the product's", () => {
  const stock = (picker: string) =>
    extract(`<main><h1>Matte Lip Color</h1><div class="price">₹488</div>${picker}<button class="add">Add to Bag</button></main>`).availability;
  expect(
    stock(
      '<div class="css-shades"><button class="shade selected">MR16 Rosy Sunday</button><button class="shade">MR12 Red Coat</button><button class="shade oos">MR5 Crimson Cure (Out of stock)</button></div>',
    ),
  ).toBe('InStock');
  expect(stock('<div><a href="?c=1" aria-current="true">Mint</a><a href="?c=2">Black (Out of stock)</a></div>')).toBe('InStock');
});

test("a discontinued item's page: the successor's buy button and stock are the successor's; Swedish 'Restnoterad' is a back-order", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Drill GSR 18V-55","offers":{"@type":"Offer","price":"179.00","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>';
  expect(
    extract(
      `${ld}<main><h1>Drill GSR 18V-55</h1><span class="price">179,00 €</span><div class="availability-container"><p>Dieser Artikel ist leider nicht mehr verfügbar.</p></div><div class="successor"><h3>Nachfolgeartikel</h3><div class="successor-card"><a href="/p/2">Drill GSR 18V-55 4,0 Ah</a><span class="price">249,00 €</span><span>Lieferbar in 2-3 Werktagen</span><button>In den Warenkorb</button></div></div></main>`,
      PRODUCT,
      undefined,
      'de',
    ).availability,
  ).toBe('OutOfStock');
  expect(
    extract(
      '<main><h1>Fury Beast 32GB DDR5</h1><span class="price">1 290 kr</span><div class="stock-web"><b>Webblager:</b> Restnoterad – beräknas skickas 2026-01-14</div><button>Lägg i varukorg</button></main>',
      PRODUCT,
      undefined,
      'sv',
    ).availability,
  ).toBe('BackOrder');
});

test("a chip a test hook marks as chosen makes its row a variant picker; 'nearly sold out' still sells", () => {
  const stock = (body: string, lang = 'en') =>
    extract(`<main><h1>Tas Ransel</h1><div class="price">Rp189.000</div>${body}<button>Add to cart</button></main>`, PRODUCT, undefined, lang).availability;
  expect(
    stock(
      '<div><button data-testid="btnVariantChipActive">Merah Hitam</button><button data-testid="btnVariantChipInactive">Biru Navy</button><button data-testid="btnVariantChipInactiveDisabled" disabled>Abu Hitam (Stok habis)</button></div>',
      'id',
    ),
  ).toBe('InStock');
  expect(stock('<div class="prod-quantity-remaining">품절임박 - 남은 수량 3개</div>', 'ko')).toBe('InStock');
});

test("a stale feed's OutOfStock beside a page whose buy button can be pressed and whose stock line says 'In Stock' is in stock; beside a sold-out line it stands", () => {
  const page = (said: string, button = '<button class="AddToCart">Add to Cart</button>') =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Galaxy Tab S9","offers":{"@type":"Offer","price":269.9,"priceCurrency":"KWD","availability":"https://schema.org/OutOfStock"}}</script><main><h1>Galaxy Tab S9</h1><span class="price">KWD 269.900</span><div class="StockStatus">${said}</div>${button}</main>`,
    ).availability;
  expect(page('In Stock')).toBe('InStock');
  expect(page('Out of Stock')).toBe('OutOfStock');
  expect(page('In Stock', '<button disabled>Add to Cart</button>')).toBe('OutOfStock');
});

test("a size sold out in a list of 'sizes', or among options a test hook names ('sizeOption'), is that size's stock, not the product's", () => {
  const sizes = (list: string) =>
    extract(`<main><h1>Overhemd 'Oxford'</h1><span class="price">€ 69,90</span>${list}<button>In winkelmand</button></main>`, PRODUCT, undefined, 'nl')
      .availability;
  expect(
    sizes('<ul><li data-testid="sizeOption" aria-disabled="false">M</li><li data-testid="sizeOption" aria-disabled="true">XL – Uitverkocht</li></ul>'),
  ).toBe('InStock');
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Oversized Sweatshirt","offers":{"@type":"Offer","price":24.99,"priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>';
  expect(
    extract(
      `${ld}<main><h1>Oversized Sweatshirt</h1><span class="price">24,99 €</span><ul class="sizes"><li>S</li><li>M</li><li class="oos">XL Ausverkauft</li></ul><button>Hinzufügen</button></main>`,
      PRODUCT,
      undefined,
      'de',
    ).availability,
  ).toBe('InStock');
});

test('a feed that says the product is sold in stores only stands beside a page that cannot sell it online', () => {
  expect(
    extract(
      '<script type="application/ld+json">{"@type":"Product","name":"BILLY Bookcase","offers":{"@type":"Offer","price":59,"priceCurrency":"EUR","availability":"https://schema.org/InStoreOnly"}}</script><main><h1>BILLY Bookcase</h1><span class="price">59 €</span><p class="delivery">Livraison non disponible</p><p>En stock à Paris Nord 2</p><button disabled>Ajouter au panier</button></main>',
      PRODUCT,
      undefined,
      'fr',
    ).availability,
  ).toBe('InStoreOnly');
});

test("a stock box that says the product is in stock, then that one store has none, is in stock; a heading's product title is the name without its edition", () => {
  const data = extract(
    '<main><h1 id="title"><span id="productTitle">Смартфон Samsung Galaxy A52</span> <span id="productBinding">Black</span></h1><span class="price">169 990 ₸</span><div class="availability"><p>В наличии в 14 магазинах</p><p>Доставка по Алматы: завтра</p><p>Нур-Султан, ТРЦ Хан Шатыр: <b>нет в наличии</b></p></div><button>В корзину</button></main>',
    PRODUCT,
    undefined,
    'ru',
  );
  expect(data).toMatchObject({ name: 'Смартфон Samsung Galaxy A52', availability: 'InStock' });
});

test("a stock message the page hides, by its style or by a class its stylesheet hides, is a template; a strip of 'Polecane produkty' says its own items' stock", () => {
  const page = (after: string, lang = 'en') =>
    extract(`<main><h1>Flat cap</h1><p class="price">£34.50</p><button type="submit" name="add">Add to cart</button>${after}</main>`, PRODUCT, undefined, lang)
      .availability;
  expect(
    page('<div id="back-in-stock" style="display:none"><p>Sold out? Get notified when this size is back in stock.</p><button>Notify me</button></div>'),
  ).toBe('InStock');
  expect(
    page(
      '<div id="projector_tell_availability" class="--hide"><span>Powiadom o dostępności</span></div><div class="stock-status hidden">Out of stock</div>',
      'pl',
    ),
  ).toBe('InStock');
  expect(page('<div class="stock-status">Out of stock</div>')).toBe('OutOfStock');
  expect(
    page(
      '<section><h2><span>Polecane produkty</span></h2><div class="product"><a href="/42083.html">LEGO Technic 42083</a><strong class="price">1 599,99 zł</strong><span class="product__status">Produkt niedostępny</span></div></section>',
      'pl',
    ),
  ).toBe('InStock');
});

test("a product sold only in the shop's stores is InStoreOnly, though its words name the stores; Swiss 'an Lager' is in stock", () => {
  const page = (line: string, lang = 'en') =>
    extract(`<main><h1>Garden hose</h1><p class="price">$39.98</p><p>${line}</p></main>`, PRODUCT, undefined, lang).availability;
  expect(page('Available in store only')).toBe('InStoreOnly');
  expect(page('In-store only')).toBe('InStoreOnly');
  expect(page('Check store stock: unavailable')).toBeNull();
  expect(page('Mehr als 10 Stück an Lager', 'de-CH')).toBe('InStock');
  // "Disponible" opens the Spanish and Portuguese sentences that say the store is the only place to buy.
  expect(page('Disponible solo en tienda', 'es-MX')).toBe('InStoreOnly');
  expect(page('Sólo disponible en tienda física', 'es-MX')).toBe('InStoreOnly');
  expect(page('Disponível apenas na loja', 'pt-BR')).toBe('InStoreOnly');
  expect(page('Alleen verkrijgbaar in de winkel', 'nl')).toBe('InStoreOnly');
  expect(page('Disponible en línea', 'es-MX')).toBe('InStock');
  // An Indonesian marketplace counts what is left: "Sisa 87".
  expect(page('Stok Total: <b>Sisa 87</b>', 'id')).toBe('InStock');
});

test("a size sold out in a list of buttons is that size's stock, whatever the list is named: the product is in stock", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Air Force 1 \'07","offers":{"@type":"AggregateOffer","lowPrice":2239,"highPrice":2519,"priceCurrency":"CZK","availability":"https://schema.org/InStock"}}</script>';
  const sizes =
    '<div data-testid="sizeFlyout"><p>Vyberte velikost</p><ul><li><button disabled>40<span> Vyprodáno</span></button></li><li><button>41</button></li><li><button>42</button></li><li><button>45<span> Už jen 1 kus</span></button></li></ul></div>';
  expect(
    extract(
      `${ld}<main><h1>Air Force 1 '07</h1><span class="price">2 519 Kč</span>${sizes}<button>Přidat do nákupního košíku</button></main>`,
      PRODUCT,
      'https://www.aboutyou.cz/p/nike/air-force-1-14328763',
      'cs',
    ).availability,
  ).toBe('InStock');
});

test("a stock row about one way to get the item is that way's: home delivery unavailable and store pick-up available is sold in stores only", () => {
  const page = (note: string) =>
    extract(
      `<main><h1>Table à manger en manguier massif</h1><span class="price">899,00 €</span><div class="product-availability"><div class="availability-row availability-row--delivery"><strong>Livraison à domicile</strong> : <span class="unavailable">Indisponible</span></div><div class="availability-row availability-row--store"><strong>Retrait en magasin</strong> : <span class="available">Disponible dans 4 magasins</span></div>${note}</div><button>Choisir mon magasin</button></main>`,
      PRODUCT,
      'https://www.maisonsdumonde.com/FR/fr/p/table-a-manger-M21046.htm',
      'fr',
    ).availability;
  expect(page('<p class="availability-note">Cet article est disponible uniquement en retrait magasin gratuit.</p>')).toBe('InStoreOnly');
  expect(page('')).not.toBe('OutOfStock');
});

test("a buy button disabled until a size is chosen says nothing of stock though a wishlist button shares its box: the prompt is the box's word", () => {
  const page = extract(
    '<script type="application/ld+json">{"@type":"Product","name":"Trail Jacket","offers":{"@type":"Offer","price":449.95,"priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script><main><h1>Trail Jacket</h1><p class="price">449,95 €</p><div class="size"><div class="label">Größe wählen</div><ul><li>S</li><li>M</li></ul></div><div class="product-actions"><div class="buy"><button type="button" class="btn add-to-cart" disabled>In den Warenkorb</button><button class="btn wishlist">Auf den Merkzettel</button></div></div><p>Sofort lieferbar</p></main>',
    PRODUCT,
    'https://www.bergfreunde.de/trail-jacket/',
    'de',
  );
  expect(page.availability).toBe('InStock');
});

test("a buy button disabled beside a size menu left at its prompt, in the product's box and no form, says nothing of stock", () => {
  const page = (menu: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Jacket","offers":{"@type":"Offer","price":"149.25","priceCurrency":"EUR","availability":"http://schema.org/InStock"}}</script><main><div class="product-detail"><h1>Jacket</h1><div class="attributes"><div class="attribute"><label for="size-1">Koko</label>${menu}</div></div><div class="prices-add-to-cart-actions"><div class="row"><div class="col-12"><span class="sales">149,25 €</span><button class="add-to-cart btn" disabled>Lisää ostoskoriin</button></div></div></div></div></main>`,
      PRODUCT,
      'https://shop.example.fi/jacket/H1.html',
      'fi',
    ).availability;
  expect(page('<select id="size-1"><option value="">Valitse koko</option><option value="S">S</option></select>')).toBe('InStock');
  expect(page('<select id="size-1"><option value="/variation?size=">Valitse koko</option><option value="/variation?size=S">S</option></select>')).toBe(
    'InStock',
  );
  // A size chosen, the button still disabled: it cannot be bought.
  expect(page('<select id="size-1"><option value="">Valitse koko</option><option value="S" selected>S</option></select>')).toBe('OutOfStock');
});

test("a shopper's review that a size is gone ('Но W30 уже нет в наличии') says nothing of the product's stock; the shop's own line does", () => {
  const page = (box: string) =>
    extract(
      `<main><h1>Джинсы 501</h1><ins class="price">2 349 ₽</ins><button class="btn-main">Добавить в корзину</button><div class="${box}"><p class="${box}__author">Сергей</p><p class="${box}__text">За такую цену — просто подарок. Но W30 уже нет в наличии.</p></div></main>`,
      PRODUCT,
      undefined,
      'ru',
    ).availability;
  for (const box of ['feedback', 'product-reviews', 'testimonials']) expect(page(box), box).toBe('InStock');
  expect(page('stock-note')).toBe('OutOfStock');
});

test('of structured offers that each sell, the one whose price the page shows says the stock, not the first listed', () => {
  const offers = [
    '{"@type":"Offer","sku":"PLUG","price":"12.99","priceCurrency":"GBP","availability":"https://schema.org/PreOrder"}',
    '{"@type":"Offer","sku":"SEED","price":"4.49","priceCurrency":"GBP","availability":"https://schema.org/InStock"}',
  ];
  const page = (shown: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Tomato Sungold","offers":[${offers.join(',')}]}</script><main><h1>Tomato Sungold</h1><div class="price">${shown}</div><button>Add to basket</button></main>`,
    );
  expect(page('£4.49')).toMatchObject({ price: 4.49, availability: 'InStock' });
  expect(page('£12.99')).toMatchObject({ price: 12.99, availability: 'PreOrder' });
});

test("a layout's column named both a sidebar and the product's details is the product's buy column: its stock line is the product's", () => {
  const page = (column: string) =>
    extract(
      `<div class="title"><h1>Joie Pushchair</h1><div class="price">AED 1,099.00</div></div><div class="${column}"><div class="stock in-stock">In stock</div><button>Add to basket</button></div>`,
    ).availability;
  expect(page('content__sidebar product-details')).toBe('InStock');
  expect(page('content__sidebar')).toBeNull();
});

test("a discontinued item's notice says it is no longer sold; the similar products in stock under it, and their prices, are theirs", () => {
  const page = (heading: string, notice: string, lang = 'fr') =>
    extract(
      `<main><h1>Meuble TV ARIZONA</h1><p>Réf. : 1103257</p><div class="product-unavailable"><p>${notice}</p></div><section><h2>${heading}</h2><div class="product-card"><a href="/produits/1208842/x.html"><h3>Meuble TV ARIZONA 2</h3><span class="price">279,99 €</span></a><button>Ajouter au panier</button></div></section></main>`,
      PRODUCT,
      undefined,
      lang,
    );
  expect(page('Produits similaires disponibles', "Ce produit n'est plus commercialisé")).toMatchObject({ price: null, availability: 'OutOfStock' });
  expect(page('Produtos similares disponíveis', 'Este produto não é mais comercializado', 'pt-BR')).toMatchObject({ price: null, availability: 'OutOfStock' });
});

test("a price the shop does not show online is no stock statement, nor is a closed FAQ's answer: a prescription drug's page states none", () => {
  const page = (box: string, faq = '') =>
    extract(
      `<main><h1>Lipitor 20 mg Tablets</h1><div class="rx__price-box"><h2>Prescription required</h2><p class="rx__price-msg">${box}</p><a class="btn" href="/rx-refill">Refill prescription</a></div><p>Item Code: 300410178</p>${faq}</main>`,
    ).availability;
  expect(page('Price not available online. Your price depends on your insurance coverage.')).toBeNull();
  expect(page('Prix non disponible en ligne.')).toBeNull();
  const faq = (open: string) =>
    `<section><h2>Pharmacy FAQs</h2><details${open}><summary>Can I get same-day delivery?</summary><p>Yes. Same-day prescription delivery is available in many areas.</p></details></section>`;
  expect(page('Call your pharmacy for a price.', faq(''))).toBeNull();
  // The same words on the page itself, or in a disclosure the page shows open, are read.
  expect(page('Call your pharmacy for a price. Not available online.')).toBe('OutOfStock');
  expect(page('Call your pharmacy for a price.', faq(' open'))).toBe('InStock');
});

test("a policy about items of a kind and where a coupon is honoured are no stock statements: the size picker's and the offer's stock stand", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"Product","name":"Cashmere Cardigan","offers":{"@type":"AggregateOffer","lowPrice":"2970.00","priceCurrency":"USD","availability":"http://schema.org/InStock"}}</script>';
  const page = (note: string, feed = ld) =>
    extract(
      `${feed}<main><h1>Cashmere Cardigan</h1><p class="price">Now $2,970.00</p><button>Add to Bag</button><div class="details"><p>${note}</p></div></main>`,
    ).availability;
  expect(page('Please note: Backordered items will ship as soon as they become available. Backordered sizes are not reserved.')).toBe('InStock');
  expect(page('*11% Rebate is in the form of a merchandise credit check, valid in-store only.', '')).toBe('InStock');
  // The product's own notice is read.
  expect(page('This item is backordered.')).toBe('BackOrder');
  expect(page('Available in stores only.', '')).toBe('InStoreOnly');
  expect(page('Kan ikke kjøpes på nett. Kun i varehus – På lager i Plantagen Alnabru', '')).toBe('InStoreOnly');
  expect(page('Preci var iegādāties tikai veikalā.', '')).toBe('InStoreOnly');
  // A luxury house's word on how to ask for a piece is no stock either.
  expect(
    extract(
      '<main><h1>Tambour Street Diver</h1><p class="price">Price on request</p><p>This creation is available exclusively through our Client Advisors.</p></main>',
    ).availability,
  ).toBeNull();
  // A way to pay on offer is no stock, nor a plan's rate beside it: the product's own notice is read, over a stale feed's.
  expect(
    extract(
      '<main><h1>Sparx Running Shoes</h1><div class="price">Rs. 1,049</div><p class="pdp-emi">EMI available starting Rs. 51/month</p><div class="sold-out">This item is sold out</div><button>Notify me</button></main>',
    ).availability,
  ).toBe('OutOfStock');
  expect(
    extract(
      '<script type="application/ld+json">{"@type":"Product","name":"007 First Light (PS5)","offers":{"@type":"Offer","price":"3495","priceCurrency":"PHP","availability":"http://schema.org/InStock"}}</script><main><h1>007 First Light (PS5)</h1><div class="price">₱3,495.00</div><div class="pay-later">Pay in 4 with <b>BillEase</b> ₱873.75/mo · Home Credit 0% available in branches</div><form action="/cart/add"><button type="submit" name="add">Pre-order</button></form></main>',
      PRODUCT_CODES,
      'https://shop.example/products/007-first-light',
      'en',
      '007 First Light (PS5) – DataBlitz',
    ).availability,
  ).toBe('PreOrder');
});

test("a sentence that a version not chosen is sold out ('Creator Combo is sold out. Notify Me') is that version's stock: the chosen one's sells", () => {
  const page = (notice: string) =>
    extract(
      `<main><h1>Osmo Pocket 3</h1><div class="style__price-box"><span class="style__price">$519</span></div><div class="style__section"><h3>Version</h3><ul class="style__options"><li class="style__option style__selected"><p>Standard</p><p>$519</p></li><li class="style__option style__soldout"><p>Creator Combo</p><p>$669</p><span>Sold Out</span></li></ul><p class="style__notify">${notice} <button>Notify Me</button></p></div><button class="style__buy-now">Buy Now</button><button>Add to Cart</button><p>Ships within 1 business day</p></main>`,
    ).availability;
  expect(page('Creator Combo is sold out.')).toBe('InStock');
  expect(page('Osmo Pocket 3 is sold out.')).toBe('OutOfStock');
});

test("a release's formats each with a button of its own ('Buy Digital Album', 'Buy Record/Vinyl'): the one sold out among them is that format's stock", () => {
  const item = (title: string, tail: string) => `<li class="buyItem"><div class="buyItemPackageTitle">${title}</div><h4 class="ft">${tail}</h4></li>`;
  const page = (limited: string) =>
    extract(
      `<main><h2 class="trackTitle">Cascade</h2><ul class="tralbumCommands"><li class="buyItem digital"><h4><button class="download-link buy-link" type="button">Buy Digital Album</button> <span>£7</span> <span>GBP</span></h4></li>${item('Cascade Black Vinyl LP', '<button class="download-link buy-link" type="button">Buy Record/Vinyl</button> <span>£24</span>')}${item('Cascade Limited Clear Vinyl LP', limited)}</ul></main>`,
    ).availability;
  expect(page('<span class="notable">Sold Out</span>')).toBe('InStock');
  expect(page('<button class="download-link buy-link" type="button">Buy Record/Vinyl</button> <span>£27</span>')).toBe('InStock');
});

test("a colour not chosen, marked disabled beside the chosen one or sold out in brackets after its name, says its own stock: the product's line and button stand", () => {
  const page = (colours: string) =>
    extract(
      `<main><h1>Oraimo FreePods 4</h1><div class="sale-price">KSh 1,299</div>${colours}<div>In Stock</div><button>ADD TO CART</button></main>`,
      PRODUCT,
      undefined,
      'en-KE',
    ).availability;
  expect(
    page(
      '<div class="sku-list"><div class="sku-item active"><span>Black</span></div><div class="sku-item disabled"><span>Blue</span><span class="sku-stock">Sold out</span></div></div>',
    ),
  ).toBe('InStock');
  expect(page('<div>Color: <span class="active">Black</span> <span>Blue (Sold out)</span></div>')).toBe('InStock');
});

test("a list of stores, each with its stock ('Edmonton South: Out of Stock', 'Winnipeg South: Backorder'), says each store's: the product sells", () => {
  const page = (rows: string) =>
    extract(
      `<main><h1>Corsair RAM 32GB</h1><div class="price">$139.99</div><button>Add to Cart</button><h2>Store Availability</h2><ul>${rows}</ul></main>`,
      PRODUCT,
      undefined,
      'en-CA',
    ).availability;
  expect(page('<li>Calgary North: 7</li><li>Edmonton South: Out of Stock</li><li>Winnipeg South: Backorder</li><li>Online Store: In Stock</li>')).toBe(
    'InStock',
  );
  expect(page('<li>Availability: Backorder</li>')).toBe('BackOrder');
});

test("a feed's 'InStock' beside a page that says the item is sold in stores only; a Brazilian pre-sale", () => {
  const feed =
    '<script type="application/ld+json">{"@type":"Product","name":"AMD Ryzen 7 7800X3D","offers":{"price":"339.99","priceCurrency":"USD","availability":"https://schema.org/InStock"}}</script>';
  const stock = (box: string, head = '', lang = 'en') =>
    extract(`${head}<main><h1>AMD Ryzen 7 7800X3D</h1><span class="price">$339.99</span>${box}</main>`, PRODUCT, undefined, lang).availability;
  const storeOnly =
    '<div class="inStoreOnly"><span class="inStoreOnlyLabel">IN-STORE ONLY</span><p>This item is available for in-store purchase only. Online orders cannot be placed.</p></div>';
  expect(stock(storeOnly, feed)).toBe('InStoreOnly');
  expect(stock('<button>Add to cart</button>', feed)).toBe('InStock');
  expect(stock('<span class="sc-tag-prevenda">PRÉ-VENDA</span><p>Produto em pré-venda.</p><button>Comprar na pré-venda</button>', '', 'pt-BR')).toBe(
    'PreOrder',
  );
});
