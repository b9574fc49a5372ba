/**
 * Whether the page shows a value it states to the buyer, and which price a price box shows: amounts run together with the
 * text after them, another variant's price in an option not chosen or in a strip of other products, a price box that holds
 * nothing but a struck-out price, a brand shown outside a page's <article> that is a review. Other price classes:
 * engine-price-offers.spec.ts, engine-prices.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

const ld = (price: string, currency: string, extra = '') =>
  `<script type="application/ld+json">{"@type":"Product","name":"Eau de Parfum Fleur d'Oranger","offers":{"@type":"Offer","price":"${price}","priceCurrency":"${currency}"${extra}}}</script>`;

test('a structured price the page shows with no space before the saving after it is shown: not the price before tax below it', () => {
  const box =
    '<div class="ui-pdp-price"><s class="andes-money-amount--previous" role="img" aria-label="Antes: 899999 pesos"><span aria-hidden="true">$</span><span aria-hidden="true">899.999</span></s>' +
    '<div><span class="andes-money-amount ui-pdp-price__part" role="img" aria-label="719999 pesos"><span aria-hidden="true">$</span><span aria-hidden="true">719.999</span></span><span class="andes-money-amount__discount">20% OFF</span></div>' +
    '<div class="ui-pdp-price__subtitles"><p>Mismo precio en 12 cuotas de <span class="andes-money-amount ui-pdp-price__part" role="img" aria-label="59999 pesos con 92 centavos"><span aria-hidden="true">$</span><span aria-hidden="true">59.999</span><span class="andes-money-amount__cents" aria-hidden="true">92</span></span></p>' +
    '<p>Precio sin impuestos nacionales: <span class="andes-money-amount" role="img" aria-label="595040 pesos"><span aria-hidden="true">$</span><span aria-hidden="true">595.040</span></span></p></div></div>';
  const data = extract(
    `${ld('719999', 'ARS')}<main><h1>Smart Tv Samsung 55 Crystal Uhd 4k</h1>${box}<button>Comprar ahora</button></main>`,
    undefined,
    'https://articulo.mercadolibre.com.ar/MLA-1412345678-smart-tv',
    'es',
  );
  expect([data.price, data.currency]).toEqual([719999, 'ARS']);
});

test("a structured price shown only in a size not chosen, or in a strip of other products, gives way to the chosen size's price", () => {
  const picker =
    '<div class="size-picker" role="group"><button class="size-picker__option" aria-pressed="false"><span>30 ml</span> <span>59,00 €</span></button><button class="size-picker__option size-picker__option--active" aria-pressed="true"><span>50 ml</span> <span>72,25 €</span></button></div>';
  const price = '<div class="product-price"><span class="price price--sale">72,25 €</span> <s class="price price--compare">85,00 €</s></div>';
  const strip =
    '<section class="recently-viewed"><h2>Récemment consultés</h2><div class="card"><a href="/p/2">Eau de Parfum Fleur d\'Oranger 30 ml</a> <span class="price">59,00 €</span></div></section>';
  const page = (options: string, after = '') =>
    extract(
      `${ld('59.00', 'EUR')}<main><h1>Eau de Parfum Fleur d'Oranger</h1>${options}${price}<button>Ajouter au panier</button></main>${after}`,
      undefined,
      'https://www.beaute.example/p/fleur?taille=50ml',
      'fr',
    ).price;
  expect(page(picker)).toBe(72.25);
  expect(page('<p>Contenance : 50 ml</p>', strip)).toBe(72.25);
  // A menu shows only its chosen option until it opens.
  expect(page('<select name="taille"><option>30 ml - 59,00 €</option><option selected>50 ml - 72,25 €</option></select>')).toBe(72.25);
  // One with none marked shows its first.
  expect(page('<select name="taille"><option>50 ml - 72,25 €</option><option>30 ml - 59,00 €</option></select>')).toBe(72.25);
});

test('a price box that holds nothing but a struck-out price shows no price to pay; one only named for a former price holds the price', () => {
  const main = (box: string) =>
    extract(`<main><h1>象印 電気ケトル CK-DA10-HA</h1>${box}<button>かごに追加</button></main>`, undefined, 'https://item.rakuten.co.jp/shop/ck-da10-ha/', 'ja')
      .price;
  expect(
    main(
      '<div class="price-block"><div class="normal_reserve_item_price"><span class="price_title">通常価格：</span><span class="double_price"><s>9,350円</s></span> <span class="tax">(税込)</span></div><div class="price-main"><span class="price_title">価格</span> <span class="price2" data-price="7980">7,980円</span> <span class="tax_postage">(税込) 送料無料</span></div></div>',
    ),
  ).toBe(7980);
  expect(
    main(
      '<ul id="price-list"><li class="price"><span class="price-old-live">40.00€</span></li><li class="price-tax small">Brez DDV: <span class="price-tax-live">36.53€</span></li></ul>',
    ),
  ).toBe(40);
});

test("a brand shown above the title is the product's region's, where the first <article> of a page without <main> is a review, and a banner's 'content' box is none", () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const review = (n: number) =>
    `<article class="vtex-reviews-and-ratings-3-x-review__item"><h4>Ótima geladeira ${n}</h4><p>Chegou antes do prazo, silenciosa e espaçosa; recomendo.</p></article>`;
  const description =
    '<div class="vtex-store-components-3-x-productDescriptionText"><p>A geladeira Frost Free de 375 litros tem freezer na parte superior, gavetão de legumes com controle de umidade, prateleiras de vidro temperado e iluminação em LED. O acabamento em inox combina com qualquer cozinha, e o sistema Frost Free dispensa o degelo manual.</p></div>';
  const page = (brand: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Geladeira Frost Free 375 litros Inox BRM44HK","brand":{"@type":"Brand","name":"Brastemp"},"offers":{"@type":"Offer","price":4299,"priceCurrency":"BRL"}}</script>` +
        `<div class="render-container"><div class="vtex-flex-layout-0-x-flexRow"><span class="vtex-store-components-3-x-productBrandName">${brand}</span><h1 class="vtex-store-components-3-x-productNameContainer">Geladeira Frost Free 375 litros Inox BRM44HK</h1><span class="vtex-product-price-1-x-sellingPrice">R$ 4.299,00</span><button>Adicionar à sacola</button></div>` +
        `${description}<section class="vtex-reviews-and-ratings-3-x-reviews">${[1, 2, 3, 4, 5, 6].map(review).join('')}</section></div>`,
      BRAND,
      'https://www.casa.example.com.br/geladeira-frost-free-375-litros/p',
      'pt-BR',
    ).brand;
  expect(page('Brastemp')).toBe('Brastemp');
  // A brand the page shows nowhere stays unsaid.
  expect(page('Casa Vitória')).toBeNull();
  // A promotion's banner over the page, in a box named "content", is not the product's region.
  const coffee = extract(
    '<script type="application/ld+json">{"@type":"Product","name":"Red Blend - Coffee beans 1 Kg","brand":{"@type":"Brand","name":"Acme"},"offers":{"@type":"Offer","price":"16.99","priceCurrency":"GBP"}}</script>' +
      '<div class="header-banner"><div class="content"><p>Free delivery over £29 · Promo 3x2 on all coffee beans</p></div></div><div><h1>Red Blend - Coffee beans 1 Kg</h1><p class="price">£16.99</p><p>A blend by Acme.</p></div>',
    BRAND,
    'https://shop.example/p/red-blend',
    'en-GB',
  );
  expect(coffee.brand).toBe('Acme');
});

test("a strip headed 'Andra har också köpt' holds other products: its price is not the product's, which shows its own in unnamed spans", () => {
  const data = extract(
    '<script type="application/ld+json">{"@type":"Product","name":"Regular Fit T-shirt","offers":[{"@type":"Offer","price":"199","priceCurrency":"SEK","availability":"http://schema.org/InStock"}]}</script>' +
      '<main><h1>Regular Fit T-shirt</h1><div class="member-price-block"><span class="member-badge">Medlemspris</span> <span class="edbe20 member-price">149 kr</span></div><div class="regular-price-block"><span class="regular-label">Ordinarie pris</span> <span class="edbe20 ac3d9e">199 kr</span></div><button>Lägg i varukorgen</button></main>' +
      '<section class="hm-reco"><h2>Andra har också köpt</h2><ul><li><a href="/p/1000">Relaxed Fit Sweatshirt</a><div class="hm-card__price"><span class="price">299 kr</span></div></li></ul></section>',
    undefined,
    'https://www2.hm.com/sv_se/productpage.1217384001.html',
    'sv',
  );
  expect([data.price, data.currency]).toEqual([199, 'SEK']);
});
