/**
 * The builtin's availability on the failure classes seen on real shop pages (small snippets, one class each):
 * schema.org vocabulary read from wording in many languages, microdata and the buy button; out of stock only
 * when the product is, not a variant, a store, a pop-up or a related product. Options', successors' and stale feeds'
 * stock: engine-stock-options.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

test('availability is schema.org vocabulary, read from wording in several languages, microdata links and the buy button', () => {
  const avail = (html: string, lang = 'en') =>
    extract(`<main><h1>Item</h1><span class="price">10,00 €</span>${html}</main>`, PRODUCT, undefined, lang).availability;
  expect(avail('<div id="availability">Derzeit nicht verfügbar. Ob und wann dieser Artikel wieder vorrätig sein wird, ist unbekannt.</div>', 'de')).toBe(
    'OutOfStock',
  );
  expect(avail('<div id="availability">Habituellement expédié sous 3 à 4 jours.</div>', 'fr')).toBe('InStock');
  expect(avail('<p class="estado">Agotado</p>', 'es')).toBe('OutOfStock');
  expect(avail('<div class="availability">Disponibilità immediata</div>', 'it')).toBe('InStock');
  expect(avail('<p class="stock">在庫あり</p>', 'ja')).toBe('InStock');
  expect(avail('<div class="type02_p008"><ul><li>可購買</li><li>24小時到貨</li></ul><p>庫存：現貨</p></div>', 'zh-TW')).toBe('InStock');
  // A listing that says it has been sold, over its shipping row's "Disponibile".
  expect(avail('<p>Questo oggetto è stato venduto</p><ul><li><span>Spedizione</span><span class="feature-list_value">Disponibile</span></li></ul>', 'it')).toBe(
    'OutOfStock',
  );
  expect(avail('<div itemscope itemtype="https://schema.org/Offer"><link itemprop="availability" href="https://schema.org/PreOrder"></div>')).toBe('PreOrder');
  // "Check" (nearby stores) is no availability: the disabled buy button is.
  expect(avail('<p>Stock: <a href="/stores">Check</a> nearby stores</p><button disabled>Add to cart</button>')).toBe('OutOfStock');
  expect(avail('<div class="store-stock">Availability: <a href="/stores">Check</a></div><button>Add to cart</button>')).toBe('InStock');
  // Stock phrase | page language | availability; a live buy button beside each, which the phrase outweighs.
  const phrases = `
    Not in stock | en | OutOfStock
    This listing has ended | en | OutOfStock
    Fuera de stock | es | OutOfStock
    Brak towaru | pl | OutOfStock
    Není skladem | cs | OutOfStock
    Skladem | cs | InStock
    Товар закончился | ru | OutOfStock
    Под заказ | ru | BackOrder
    Tillfälligt slut | sv | OutOfStock
    Εξαντλήθηκε | el | OutOfStock
    Nu este în stoc | ro | OutOfStock
    În stoc | ro | InStock
    只今在庫切れです | ja | OutOfStock
    暫時缺貨 | zh-TW | OutOfStock
    일시품절 | ko | OutOfStock
    Low stock - order soon | en | InStock
    Almost gone! | en | InStock
    This product has been discontinued | en | OutOfStock
    Nicht mehr erhältlich | de | OutOfStock
    Εξαντλημένο | el | OutOfStock
    نفدت الكمية | ar | OutOfStock
    متوفر في المخزون | ar | InStock
    אזל מהמלאי | he | OutOfStock
    สินค้าหมดชั่วคราว | th | OutOfStock
    Tạm hết hàng | vi | OutOfStock
    Stok habis | id | OutOfStock
    Изчерпан | bg | OutOfStock
    Izpārdots | lv | OutOfStock
    Ni na zalogi | sl | OutOfStock
    Na zalogi | sl | InStock
    Dobavljivo | sl | InStock
    Ni dobavljivo | sl | OutOfStock
    Nincs készleten | hu | OutOfStock
    Tuote on loppunut | fi | OutOfStock
    Laost otsas | et | OutOfStock
    Išparduota | lt | OutOfStock
    Não disponível. | pt-BR | OutOfStock
    Disponível | pt-BR | InStock
    Momenteel niet verkrijgbaar. | nl | OutOfStock
    Niet meer leverbaar | nl | OutOfStock
    För närvarande inte tillgänglig. | sv | OutOfStock
    Şu anda mevcut değil. | tr | OutOfStock
    Ce produit n'est pas disponible | fr | OutOfStock
    Il prodotto non è disponibile | it | OutOfStock
    Ikke tilgængelig | da | OutOfStock
    Ei saatavilla | fi | OutOfStock
    Nedostupné | sk | OutOfStock
    Nem elérhető | hu | OutOfStock
    Нет в продаже | ru | OutOfStock
    Yra sandėlyje | lt | InStock
    Товар не в наличии | ru | OutOfStock
    Распродан | ru | OutOfStock
    Wyprzedane | pl | OutOfStock
    Non disponibili | it | OutOfStock
    Solo 2 disponibili | it | InStock
    残り2点 ご注文はお早めに | ja | InStock
    通常2～3日以内に発送します。 | ja | InStock`;
  for (const row of phrases.trim().split('\n')) {
    const [text, lang, want] = row.trim().split(' | ');
    expect(avail(`<p>${text}</p><button>Add to cart</button>`, lang), text).toBe(want);
  }
  // A buy button in the shop's language, ending in its price or an arrow: enabled, the product can be bought; disabled, not.
  const buttons = [
    'Dodaj do koszyka',
    'В корзину',
    'Přidat do košíku',
    'Lisää ostoskoriin',
    'Adicionar ao carrinho',
    '加入購物車',
    '放入購物車',
    '直接購買',
    'Add to Cart – $24.00',
    'Add To Cart +',
    'Add to shopping bag',
    'Add to your basket',
    'Añadir a la cesta',
    'Adicionar à sacola',
    'اضف الى حقيبة التسوق',
    '我要購買',
    'Comprar entrada',
    'Compralo Subito',
    'Buy tickets',
    'Adaugă în coş',
    'Vložiť do košíka',
    'Kup teraz',
    'أضف إلى الحقيبة',
    'أضف إلى السلة',
    'הוסף לסל',
    'หยิบใส่ตะกร้า',
    'Thêm vào giỏ hàng',
    'Tambah ke Keranjang',
    'Masukkan Keranjang',
    'Добави в количката',
    'Dodaj v košarico',
    'افزودن به سبد خرید',
  ];
  for (const label of buttons) {
    expect(avail(`<button>${label}</button>`), label).toBe('InStock');
    expect(avail(`<button disabled>${label}</button>`), label).toBe('OutOfStock');
  }
  expect(avail('<button>Pre-order</button>')).toBe('PreOrder');
  for (const [label, lang] of [
    ['Pre-purchase', 'en'],
    ['Précommander', 'fr'],
    ['Je précommande', 'fr'],
    ['Vorbestellen', 'de'],
  ])
    expect(avail(`<button>${label}</button>`, lang), label).toBe('PreOrder');
  // French agrees "épuisé" with its noun; a sold-out product is "victime de son succès".
  expect(avail('<p>Cette pièce est épuisée.</p>', 'fr')).toBe('OutOfStock');
  expect(avail('<p>Victime de son succès</p>', 'fr')).toBe('OutOfStock');
  expect(avail('<button>Ajouter au panier</button><p>Votre taille est épuisée ? <a href="#">Être alerté(e) du retour en stock</a></p>', 'fr')).toBe('InStock');
  // A div that says it is a button is one (Squarespace's).
  expect(avail('<div class="sqs-add-to-cart-button" role="button" tabindex="0"><div>Add To Cart</div></div>')).toBe('InStock');
  expect(avail('<div role="button" aria-disabled="true">Add To Cart</div>')).toBe('OutOfStock');
  // A buy box that asks for a choice first keeps its button disabled until one is made, whatever the stock: no statement.
  expect(avail('<form><p>Please select a size</p><button disabled>Add to cart</button></form>')).toBeNull();
  expect(avail('<div><span>サイズを選択してください</span><button disabled>カートに入れる</button></div>', 'ja')).toBeNull();
  expect(avail('<div><span>请选择尺寸</span><button disabled>加入購物車</button></div>', 'zh')).toBeNull();
  // A link that buys says nothing of the product's stock: a carousel's items carry them too.
  expect(
    extract('<div><a href="/cart?add=2">Add to cart</a></div><main><h1>Lamp</h1><p>€ 10</p><button disabled>Add to cart</button></main>').availability,
  ).toBe('OutOfStock');
  // A sticky bar's copy of the button comes first; the buy box's own asks for the model.
  expect(
    avail(
      '<form class="sticky"><button disabled>Comprar</button></form><form><ul><li>Único</li></ul><span>Selecione o modelo</span><button disabled>Comprar</button></form>',
      'pt',
    ),
  ).toBe(null);
  // A stock message the page hides by its own style is a template its script shows for a variant that is out.
  expect(avail('<div style="display: none">Produto esgotado</div><button>Comprar</button>', 'pt')).toBe('InStock');
  // A menu's "Pre-order" link before the product's heading is a category of the shop, not the product's stock.
  expect(
    extract('<ul><li><a href="/preorder">Pre-order</a></li></ul><div><h1>Item</h1><p>€ 10</p><p>In stock</p><button>Add to cart</button></div>').availability,
  ).toBe('InStock');
  // The product's own statement still says it is out.
  expect(avail('<p class="stock">Sold out</p><form><p>Select a size</p><button disabled>Add to cart</button></form>')).toBe('OutOfStock');
  expect(avail('<form><p>Size guide</p><button disabled>Add to cart</button></form>')).toBe('OutOfStock');
  // "Notify me when available" offers news of a size that is out, or of a sold-out product: no statement either way.
  expect(avail('<p>Notify me when available</p>')).toBeNull();
  for (const [offer, lang] of [
    ["M'alerter du retour en stock", 'fr'],
    ['Benachrichtigen, wenn verfügbar', 'de'],
    ['Avísame cuando esté disponible', 'es'],
    ['Avise-me quando estiver disponível', 'pt'],
    ['Avvisami quando disponibile', 'it'],
    ["M'avertir quand disponible", 'fr'],
    ['Notify me when this product is available', 'en'],
    ['Mail mij zodra het weer leverbaar is', 'nl'],
    ['Powiadom mnie, gdy produkt będzie dostępny', 'pl'],
    ['Meddela mig när varan finns i lager', 'sv'],
    ['Giv mig besked, når varen er på lager', 'da'],
    ['Upozornit, až bude skladem', 'cs'],
    ['Сообщить, когда появится в наличии', 'ru'],
    ['Értesítést kérek, ha raktáron lesz', 'hu'],
  ])
    expect(avail(`<p>${offer}</p>`, lang), offer).toBeNull();
  expect(avail('<ul class="sizes"><li>S</li><li>XL <a>Notify me when back in stock</a></li></ul><button>Add to cart</button>')).toBe('InStock');
});
test("out of stock only when the product is: not a variant's, a store's, a pop-up's, a related product's or a sentence's", () => {
  const avail = (html: string, lang = 'en') =>
    extract(`<main><h1>Item</h1><span class="price">10,00 €</span>${html}</main>`, PRODUCT, undefined, lang).availability;
  const variant = (size: number, stock: string) =>
    `{"@type":"Product","name":"Boots","sku":"B-${size}","offers":{"@type":"Offer","price":"69.95","availability":"http://schema.org/${stock}"}}`;
  expect(avail(`<script type="application/ld+json">[${variant(35, 'OutOfStock')},${variant(36, 'InStock')},${variant(37, 'OutOfStock')}]</script>`)).toBe(
    'InStock',
  );
  expect(avail(`<script type="application/ld+json">[${variant(35, 'OutOfStock')},${variant(36, 'OutOfStock')}]</script>`)).toBe('OutOfStock');
  expect(
    avail(
      '<div class="store-pickup"><a href="/stores">Sprawdź dostępność w sklepie</a> <span>Produkt niedostępny</span></div><button>Do koszyka</button>',
      'pl',
    ),
  ).toBe('InStock');
  expect(avail('<p>Check in-store availability: temporarily unavailable.</p><button>Add to cart</button>')).toBe('InStock');
  expect(
    avail(
      '<div class="dialog infoLayer backInStockPopup">Dieser Artikel ist momentan vergriffen. Benachrichtigen, wenn verfügbar.</div><button>In den Warenkorb</button>',
      'de',
    ),
  ).toBe('InStock');
  expect(avail('<div class="related-products"><div class="stock">Out of stock</div></div><button>Add to basket</button>')).toBe('InStock');
  // A strip of other products named by its heading alone, in the box that opens with it or the one after it.
  const strip = '<div><a href="/p/2">Lamp Nova</a> <span class="price">$19.00</span> <span>Sold out</span></div>';
  expect(avail(`<button>Add to cart</button><section><h2>You may also like</h2>${strip}</section>`)).toBe('InStock');
  expect(avail(`<button>In den Warenkorb</button><h3>Ähnliche Produkte</h3><div>${strip}</div>`, 'de')).toBe('InStock');
  expect(avail(`<button>Add to cart</button><section><h2>Delivery</h2><p>Sold out in your area</p></section>`)).toBe('OutOfStock');
  // A size's or a colour's stock in the variant picker is that variant's.
  expect(avail('<select name="size"><option>S</option><option disabled>M - Out of stock</option></select><button>Add to cart</button>')).toBe('InStock');
  expect(
    avail('<ul class="swatches"><li class="swatch">S</li><li class="swatch">M <span class="stock">Sold out</span></li></ul><button>Add to cart</button>'),
  ).toBe('InStock');
  const prose =
    'Prices are valid only with a link to our shop and may differ from those in stores; if the price of this item is not shown, then at the moment it is out of stock. All published materials belong to the shop.';
  expect(avail(`<p>${prose}</p><button>Add to cart</button>`)).toBe('InStock');
  // The product's own short statement still says it.
  expect(avail('<div class="buybox"><span>Currently unavailable.</span> We don’t know when or if this item will be back.</div>')).toBe('OutOfStock');
  // What else is not available is not the product: a delivery method, a detail in the specifications, a picture.
  expect(avail('<dl><dt>International Delivery</dt><dd>Not available for this item</dd></dl><button>Add to basket</button>')).toBe('InStock');
  expect(avail('<dl><dt>Output</dt><dd>information not available</dd></dl>')).toBeNull();
  expect(avail('<div class="gallery"><span>Image not available</span></div><a role="button">Add to cart</a>')).toBe('InStock');
  // A link to store stock after the product's statement is about the stores.
  expect(avail('<div class="buy"><p>Currently in stock online</p><a href="/stores">Check in-store stock</a></div>')).toBe('InStock');
  // A comparison page's offers each name their item first: one offer's stock is that offer's, and says nothing of the
  // product. A layout table's rows and a buy box's list are the product's.
  const offer = (shop: string, stock: string) =>
    `<tr class="stock_${stock.replace(/ /g, '_')}"><td><a href="/go/${shop}">Ceiling Fan, white</a></td><td>${stock}</td><td>₹2,900</td></tr>`;
  expect(avail(`<table><tbody>${offer('a', 'Out of Stock')}${offer('b', 'Price on site')}</tbody></table><button>Shop now</button>`)).toBeNull();
  expect(avail(`<table><tbody>${offer('a', 'Sold out')}${offer('b', 'In stock')}</tbody></table><button>Add to cart</button>`)).toBe('InStock');
  expect(avail('<table><tr><td><a href="/wish">Add to wish list</a> Out of stock</td></tr><tr><td><a href="/print">Print</a></td></tr></table>')).toBe(
    'OutOfStock',
  );
  expect(avail('<ul><li>Sold out</li><li><a href="/delivery">Delivery</a></li></ul>')).toBe('OutOfStock');
});

test("an auction's or a classified's end, its status alone ('Sold', 'Verkauft'), and stock that is only coming are out of stock; a seller or a sales count is not", () => {
  const avail = (html: string, lang = 'en') =>
    extract(`<main><h1>Oak table</h1><p class="price">$120.00</p>${html}</main>`, PRODUCT, undefined, lang).availability;
  for (const [line, lang] of [
    ['Bidding has ended on this item', 'en'],
    ['Auction closed', 'en'],
    ['This item is sold', 'en'],
    ['Angebot beendet', 'de'],
    ['Annonce expirée', 'fr'],
    ['Available soon', 'en'],
    ['Back in stock soon', 'en'],
    ['Bientôt disponible', 'fr'],
    ['SOLD', 'en'],
    ['Verkauft', 'de'],
    ['Reserviert', 'de'],
    ['Vendido', 'es'],
  ])
    expect(avail(`<p>${line}</p>`, lang), line).toBe('OutOfStock');
  expect(avail('<p><span>1,234</span><span>sold</span></p><button>Add to cart</button>')).toBe('InStock');
  expect(avail('<p><span>1,234</span><span>sold</span></p>')).toBeNull();
  expect(avail('<p>Sold by <a href="/s/1">HomeStore</a></p><button>Add to cart</button>')).toBe('InStock');
  expect(avail('<p>Vendu par <a href="/s/1">HomeStore</a></p>', 'fr')).toBeNull();
});
test('a product that cannot be bought now, on a page that names nothing: its buy form, without a button, still shows the page sells', () => {
  // No class names, no structured data, no price and no buy button: the form that posts to the shop's buy handler is
  // what says this is a shop's product, and its own words say it is out of stock.
  const unavailable = (action: string) =>
    extract(
      `<div><h1>Potato chips, sour cream, 10 ounce</h1><form method="post" action="${action}"><input type="hidden" name="ASIN" value="B07FW264WL"><span>Currently unavailable.</span> We don't know when or if this item will be back in stock.</form></div>`,
    );
  expect(unavailable('/gp/product/handle-buy-box/ref=dp_start-bbf_1_glance')).toMatchObject({
    name: 'Potato chips, sour cream, 10 ounce',
    availability: 'OutOfStock',
  });
  expect(unavailable('/cart/add')).toMatchObject({ availability: 'OutOfStock' });
  // An available item offered in its place, before the heading, has a price: the product that cannot be bought has none.
  const offered =
    '<h2>Consider this available item</h2><ol><li><a href="/dp/B000RG6XGC"><img alt=""></a> <a href="/dp/B000RG6XGC">Potato chips, 8 ounce</a> <span>$29.99</span></li></ol>';
  const offeredInstead = extract(
    `<div>${offered}<h1>Potato chips, sour cream, 10 ounce</h1><form method="post" action="/cart/add"><span>Currently unavailable.</span></form></div>`,
  );
  expect(offeredInstead).toMatchObject({ name: 'Potato chips, sour cream, 10 ounce', availability: 'OutOfStock', price: null });
  // A product in stock with no price after its heading still reads the one before it.
  expect(extract(`<div><span>$12.00</span><h1>Mug</h1><button>Add to cart</button></div>`)).toMatchObject({ price: 12, availability: 'InStock' });
  // A form that posts elsewhere (a search, a newsletter) says nothing of a sale, whatever its query says.
  expect(unavailable('/newsletter/subscribe')).toMatchObject({ name: null, availability: null });
  expect(unavailable('/search?return=/cart')).toMatchObject({ name: null, availability: null });
});
test('a buy control that says so only to screen readers (an icon, a slogan) still shows the page sells, and its state is the stock', () => {
  const page = (control: string) =>
    extract(
      `<div><h1>Casio Pro Trek watch</h1><p>Montre de randonnée.</p><p>Boussole et altimètre.</p><p>Étanche à 200 m.</p><p><span>259,00</span> <span>€</span></p>${control}</div>`,
      PRODUCT,
      undefined,
      'fr',
    );
  const sells = { name: 'Casio Pro Trek watch', price: 259 };
  // A link that buys shows a sale; its state, like a carousel's links', says nothing of the stock.
  expect(page('<a href="#popup-add" title="Ajouter Casio - Montre Pro Trek à votre panier">Je fonce</a>')).toMatchObject(sells);
  expect(page('<button aria-label="Add to cart"><svg></svg></button>')).toMatchObject({ ...sells, availability: 'InStock' });
  expect(page('<button aria-label="Add Casio Pro Trek watch to your basket" disabled><svg></svg></button>')).toMatchObject({ availability: 'OutOfStock' });
  // A control that adds to a wish list or a comparison, or a title that merely mentions the cart, says nothing of a sale.
  for (const control of [
    '<button aria-label="Add to wish list"><svg></svg></button>',
    '<a href="/compare" title="Ajouter à la comparaison">Comparer</a>',
    '<a href="/cart" title="Voir le panier">Panier</a>',
  ])
    expect(page(control), control).toMatchObject({ name: null, price: null, availability: null });
});
test('a page saved with a dialog open is still read: its aria-hidden content is the page, an aria-hidden icon is not', () => {
  const page =
    '<div aria-hidden="true"><main><h1>Fake wounds kit</h1><form><div class="vi-price"><span itemprop="price" content="1.99">GBP 1.99</span></div></form><span class="price" aria-hidden="true">£0.00</span></main></div><div role="dialog">Sign in for a better experience</div>';
  expect(extract(page)).toMatchObject({ name: 'Fake wounds kit', price: 1.99 });
  expect(extract('<main><h1>Mug</h1><span class="price" aria-hidden="true">$0.00</span><span class="price">$8.00</span></main>').price).toBe(8);
});

test("stock as more shops show it: a sold-out page's own words over stale structured data; another option's, another store's or another item's stock is not the product's", () => {
  const stock = (body: string, lang = 'en') => extract(`<main><h1>Rockerz 450</h1><div>₹1,499</div>${body}</main>`, PRODUCT, undefined, lang).availability;
  const feed =
    '<script type="application/ld+json">{"@type":"Product","name":"Rockerz 450","offers":{"@type":"Offer","price":1499,"priceCurrency":"INR","availability":"https://schema.org/InStock"}}</script>';
  // Flipkart: the feed still says InStock; the page says sold out and offers only "Notify me".
  expect(stock(`${feed}<div>Sold Out</div><div>This item is currently out of stock</div><button disabled>NOTIFY ME</button>`)).toBe('OutOfStock');
  // A feed that writes its stock as words ("in stock", as merchant feeds do) is read as one that writes InStock.
  expect(stock(`${feed.replace('https://schema.org/InStock', 'in stock')}<div>Sold Out</div><button disabled>NOTIFY ME</button>`)).toBe('OutOfStock');
  // With a buy button to press, the feed's InStock stands beside a sold-out badge.
  expect(stock(`${feed}<div>Sold Out</div><button>Add to cart</button>`)).toBe('InStock');
  // "Available offers" heads a list of discounts: the statement is the "Sold Out" after it.
  expect(stock('<div>Available offers</div><ul><li>Get extra 10% off</li></ul><div>Sold Out</div>')).toBe('OutOfStock');
  // Zalando: a size sold out in a listbox of sizes; Kaspi: a colour sold out in a list with the chosen colour marked.
  expect(
    stock(
      '<ul role="listbox"><li role="option">42</li><li role="option"><span>44</span><span>Ausverkauft – Benachrichtigen</span></li></ul><button>In den Warenkorb</button>',
      'de',
    ),
  ).toBe('InStock');
  expect(stock('<ul><li class="_active">темно-синий</li><li class="_disabled">лимонный · нет в наличии</li></ul><button>Купить</button>', 'ru')).toBe(
    'InStock',
  );
  // Target: a store's pickup is out of stock; shipping is not.
  expect(
    stock(
      '<div><div>Pickup</div><div>Out of stock at Minneapolis Nicollet Mall</div><a href="/stores">Check other stores</a></div><button>Add to cart</button>',
    ),
  ).toBe('InStock');
  // Another listing's card ("Продано" under a similar listing), another product's card under a heading of its own.
  expect(stock('<button>Купить</button><div class="similars"><div><a href="/2">iPhone 13 Pro</a><p>52 990 ₽</p><p>Продано</p></div></div>', 'ru')).toBe(
    'InStock',
  );
  expect(
    stock(
      '<button>In den Warenkorb</button><section><h2>Das gefällt dir bestimmt auch</h2><article><a href="/palermo"><h3>PALERMO</h3><p>59,96 €</p><p>Ausverkauft</p></a></article></section>',
      'de',
    ),
  ).toBe('InStock');
  expect(stock('<button>Add to cart</button><div><a href="/other-item"><span>Rockerz 255</span> <span>₹999</span> <span>Sold out</span></a></div>')).toBe(
    'InStock',
  );
});

test('a sold-out page that shows its price and no buy button still sells: its values are read', () => {
  const page = extract(
    '<header><a href="/">Shop</a></header><div><h1>boAt Rockerz 450 Bluetooth Headset</h1><div class="_30jeq3">₹1,499</div><div class="_16FRp0">Sold Out</div><button disabled>NOTIFY ME</button></div>',
    PRODUCT,
    'https://shop.example/boat-rockerz-450/p/itmf3zhjsf5vqhdr',
    'en-IN',
  );
  expect(page).toMatchObject({ name: 'boAt Rockerz 450 Bluetooth Headset', price: 1499, currency: 'INR', availability: 'OutOfStock' });
  // A story that mentions a sold-out concert beside a price sells nothing.
  expect(
    extract(
      '<article><h1>Tour review</h1><p>The show, with tickets at $45, was sold out weeks before, and the band played for two hours to a crowd that sang along.</p></article>',
      PRODUCT,
    ),
  ).toMatchObject({ price: null, availability: null });
});

test('stock that is only coming ("Demnächst verfügbar") and a listing marked reserved before its title\'s bullet are out of stock', () => {
  const avail = (html: string, lang = 'de') =>
    extract(`<main><h1>Item</h1><span class="price">10,00 €</span>${html}</main>`, PRODUCT, undefined, lang).availability;
  expect(avail('<p class="delivery">Demnächst verfügbar</p>')).toBe('OutOfStock');
  expect(avail('<h2><span class="status">Reserviert • </span>Sofa, grau</h2>')).toBe('OutOfStock');
});

test("a sold listing's notice on eBay's sites, a release date still to come, a pre-order button beside 'Add to Cart' (not a button that books a demo), Georgian stock words", () => {
  const stock = (body: string, lang = 'en') =>
    extract(`<main><h1>LEGO Star Wars 75192</h1><span class="price">$849.99</span>${body}</main>`, PRODUCT, undefined, lang).availability;
  expect(stock('<div class="d-statusmessage">Este anuncio se vendió el mar, 12 mar a las 19:45.</div>', 'es')).toBe('OutOfStock');
  expect(stock('<div class="d-statusmessage">This listing sold on Tue, 12 Mar at 19:45.</div>')).toBe('OutOfStock');
  expect(stock('<div class="d-statusmessage">Diese Auktion ist beendet.</div><p>Verkauft für: EUR 245,00</p>', 'de')).toBe('OutOfStock');
  expect(stock('<div class="item-status">Cet article a été vendu</div>', 'fr')).toBe('OutOfStock');
  expect(stock('<div id="availability">This item will be released on October 16, 2025.</div>')).toBe('PreOrder');
  expect(stock('<form><input type="submit" value="Add to Cart"><input type="submit" value="Pre-order now"></form>')).toBe('PreOrder');
  expect(stock('<p class="stock">მარაგშია</p>', 'ka')).toBe('InStock');
  expect(stock('<p class="stock">არ არის მარაგში</p>', 'ka')).toBe('OutOfStock');
  // Italian books a pre-order ("Prenota ora"), and a demo or a pickup too, which the product in stock is not.
  expect(stock('<button>Prenota ora</button><p>Disponibile dal 12 marzo</p>', 'it')).toBe('PreOrder');
  expect(stock('<button>Aggiungi al carrello</button><a href="/demo">Prenota una dimostrazione gratuita</a><p>Disponibile</p>', 'it')).toBe('InStock');
});

test("stock words of more shops: Indonesian 'Tersedia', Icelandic 'Á lager' and 'Uppselt', Danish 'Bestillingsvare', Serbian 'Претпродаја'", () => {
  const stock = (line: string, lang: string) =>
    extract(`<main><h1>Fjallakraftur jakki</h1><span class="price">29.990 kr.</span><p class="stock">${line}</p></main>`, PRODUCT, undefined, lang)
      .availability;
  const said: [string, string, string][] = [
    ['Stok: <b>Tersedia</b> (sisa 23)', 'id', 'InStock'],
    ['Stok: Tidak tersedia', 'id', 'OutOfStock'],
    ['Á lager í vefverslun', 'is', 'InStock'],
    ['Uppselt', 'is', 'OutOfStock'],
    ['Bestillingsvare – forventes på lager om 5-7 hverdage', 'da', 'BackOrder'],
    ['Претпродаја! Књига излази из штампе 20. марта', 'sr', 'PreOrder'],
  ];
  for (const [line, lang, availability] of said) expect(stock(line, lang)).toBe(availability);
});

test("a strip of other products headed by a long 'customers who bought this also ordered' says their stock, not the product's", () => {
  const page = (heading: string, lang: string) =>
    extract(
      `<main><h1>Pen</h1><div class="price">19,90 EUR</div><input type="submit" value="In den Warenkorb"><div><h2>${heading}</h2><div class="product-container"><div class="title"><a href="/clip">Clip</a></div><div class="price">4,50 EUR</div><div>Lieferzeit: <span>derzeit nicht lieferbar</span></div></div></div></main>`,
      PRODUCT,
      undefined,
      lang,
    ).availability;
  expect(page('Kunden, die diesen Artikel kauften, haben auch folgende Artikel bestellt:', 'de')).toBe('InStock');
  expect(page('Customers who bought this item also bought these products from our partners', 'en')).toBe('InStock');
  expect(page('Zubehör', 'de')).toBe('OutOfStock');
});

test("a stock box named for the shop's stores lists each store's stock; WooCommerce's 'Available on backorder' is a back-order", () => {
  const page = (html: string) => extract(`<main><h1>Jacket</h1><span class="price">£59.99</span><button>Add to basket</button>${html}</main>`).availability;
  const stores = '<div class="store-stock"><h3>Check store stock</h3><ul><li>Decathlon Wembley <span>Out of stock</span></li></ul></div>';
  expect(page(`<div class="delivery"><span class="badge">In stock</span> Home delivery in 3-5 working days</div>${stores}`)).toBe('InStock');
  expect(page('<div class="product-stock">Out of stock</div>')).toBe('OutOfStock');
  expect(page('<p class="stock available-on-backorder">Available on backorder</p>')).toBe('BackOrder');
});

test('a link styled as a button by its class that says it buys (\'<a class="btn_primary">구매하기</a>\') is the buy button; a plain link is not', () => {
  const page = (link: string) =>
    extract(`<main><h1>갤럭시 버즈3</h1><span class="price">159,000원</span>${link}</main>`, PRODUCT, undefined, 'ko').availability;
  expect(page('<a href="#" class="btn_primary" id="coreInsOrderBtn">구매하기</a>')).toBe('InStock');
  expect(page('<a href="#" class="btn_primary" id="coreInsOrderBtn" aria-disabled="true">구매하기</a><p>일시품절</p>')).toBe('OutOfStock');
  expect(page('<a href="/guide">구매하기</a>')).toBeNull();
});
