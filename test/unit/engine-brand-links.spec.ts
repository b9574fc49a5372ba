/**
 * The builtin on the brand a shop page names by a link or a logo beside the product: a marketplace's link to the brand's
 * store, a link to the brand's page, a maker's logo under a brand label, the structured data's brand where the page shows it.
 * The brand under its label: engine-product-codes.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

test("a marketplace's link to the brand's store under the title names the brand; a link to another store names none", () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const brand = (link: string, lang = 'en') =>
    extract(`<main><h1>PetSafe Happy Ride Dog Seat</h1><a href="/stores/x">${link}</a><span class="price">49,00 €</span></main>`, BRAND, undefined, lang).brand;
  for (const [link, lang] of [
    ['Visit the PetSafe Store', 'en'],
    ['Visiter la boutique PetSafe', 'fr'],
    ['Besuche den PetSafe-Store', 'de'],
    ['Visita la tienda de PetSafe', 'es'],
    ['Visita lo Store di PetSafe', 'it'],
  ])
    expect(brand(link, lang), link).toBe('PetSafe');
  expect(brand('Visit store')).toBeNull();
  expect(brand('Find a store near you')).toBeNull();
});

test("a link to the brand's page names the brand the title carries; a fashion shop's brand line over the heading, where the document's title joins them", () => {
  const BRAND: JsonSchema = { type: 'object', properties: { name: { type: 'string' }, brand: { type: 'string' } } };
  const brand = (body: string, title = 'Shop') => extract(`<main>${body}<span class="price">49,00 €</span></main>`, BRAND, undefined, 'de', title).brand;
  const heading = '<h1>KÄRCHER Hochdruckreiniger K 3</h1>';
  expect(brand(`${heading}<a href="/marke/kaercher">KÄRCHER</a>`)).toBe('KÄRCHER');
  expect(brand(`${heading}<a href="/collections/vendors?q=K%C3%A4rcher">Kärcher</a>`)).toBe('Kärcher');
  // A menu of brands links every brand; one the title does not carry is another product's.
  expect(brand(`${heading}<a href="/marke/bosch">Bosch</a><a href="/marke/makita">Makita</a>`)).toBeNull();
  expect(brand(`${heading}<a href="/marke/kaercher">Mehr von KÄRCHER</a>`)).toBeNull();
  const line = '<div><a href="/superdry/"><h3>Superdry</h3></a></div><h1>SPIRIT SPORTS PUFFER - Välikausitakki</h1>';
  expect(brand(line, 'Superdry SPIRIT SPORTS PUFFER - Välikausitakki - Zalando.fi')).toBe('Superdry');
  expect(brand(line, 'SPIRIT SPORTS PUFFER - Zalando.fi')).toBeNull();
  expect(brand('<a href="/">Shop</a><h1>Puffer jacket</h1>', 'Shop | Puffer jacket')).toBeNull();
  // The line's markup may name it for the brand instead.
  expect(brand('<h2 class="product__brandname"><a href="/adidas/">adidas</a></h2><h1>Badge of Sport T-shirt</h1>')).toBe('adidas');
  expect(brand('<h2 class="product__category"><a href="/shirts/">T-shirts</a></h2><h1>Badge of Sport T-shirt</h1>')).toBeNull();
});

test("a brand label over the maker's logo names the brand in the logo's alt text; the next row's label and value are not its value", () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' }, sku: { type: 'string' } } };
  const page = (rows: string) => extract(`<main><h1>Kubek termiczny Contigo</h1><em class="main-price">109,99 zł</em>${rows}</main>`, BRAND, undefined, 'pl');
  const code = '<div class="row code"><span>Kod produktu:</span> <span>SK-CNT-WL470-SK</span></div>';
  expect(
    page(`<div class="row manufacturer"><em>Producent:</em> <a class="brand" href="/producer/Contigo/12"><img src="c.png" alt="Contigo"></a></div>${code}`),
  ).toEqual({
    brand: 'Contigo',
    sku: 'SK-CNT-WL470-SK',
  });
  expect(page(`<div class="row manufacturer"><em>Producent:</em> <a class="brand" href="/producer/12"><img src="c.png"></a></div>${code}`)).toEqual({
    brand: null,
    sku: 'SK-CNT-WL470-SK',
  });
});

test('a brand linked under its label ends before the separator after it', () => {
  const BRAND: JsonSchema = { type: 'object', properties: { brand: { type: 'string' } } };
  const brand = (row: string) => extract(`<main><h1>Aceton, ACS</h1><span class="price">14,99 €</span>${row}</main>`, BRAND, undefined, 'de').brand;
  expect(brand('<p>Marke: <a href="/brands/sial">Sigma-Aldrich</a> · <a href="#gallery">Alle Fotos (3)</a></p>')).toBe('Sigma-Aldrich');
});

test("the structured data's brand is shown where the page writes it with a typographic apostrophe", () => {
  const brand = (shown: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Product","name":"Dedica Style EC685","brand":{"@type":"Brand","name":"De'Longhi"},"offers":{"@type":"Offer","price":"179.99","priceCurrency":"EUR"}}</script><main><h1>Dedica Style EC685</h1><p>Registrieren Sie Ihre Maschine bei ${shown}.</p><p class="price">179,99 €</p><button>In den Warenkorb</button></main>`,
      { type: 'object', properties: { brand: { type: 'string' } } },
      'https://www.delonghi.com/de-de/ec685/p/EC685.M',
      'de',
    ).brand;
  expect(brand('My De’Longhi')).toBe("De'Longhi");
  expect(brand('My Account')).toBeNull();
});

test("a brand's name set as a heading of its own over the product's heading is the brand line, and the product's heading is the name", () => {
  const NAMED: JsonSchema = { type: 'object', properties: { name: { type: 'string' }, brand: { type: 'string' } } };
  const page = extract(
    '<main><h1 class="ProductDetailsMainCard__brandName"><a href="/titan/c-mbh11a00004">Titan</a></h1><h1 class="ProductDetailsMainCard__productName">Titan Neo Splash Blue Dial Analog Watch for Men 1805QM02</h1><h3 class="price">₹8,095</h3><button>Add to Bag</button><table><tr><td>Manufacturer</td><td>Titan Company Limited, Hosur</td></tr></table></main>',
    NAMED,
    'https://www.tatacliq.example/titan-neo-splash/p-mp000000019458762',
    'en',
    'Buy Titan Neo Splash Blue Dial Analog Watch for Men 1805QM02 at Best Price @ Tata CLiQ',
  );
  expect([page.name, page.brand]).toEqual(['Titan Neo Splash Blue Dial Analog Watch for Men 1805QM02', 'Titan']);
});
