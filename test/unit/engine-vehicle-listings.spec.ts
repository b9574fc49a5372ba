/**
 * The builtin on vehicle listings and dealers' pages: the dealer's stock number under its own labels, a classified's price
 * in an aside beside its contact button, a price guide beside the price, a list price said by its label alone over the
 * sale price, a closed listing, and a vehicle's model, which is no part number. Shoe shops' style codes are the maker's
 * part numbers.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract, PRODUCT } from '../support/builtin-snippet';

const LISTING: JsonSchema = { ...PRODUCT, properties: { ...(PRODUCT.properties as object), mpn: { type: 'string' } } };
const listing = (body: string, lang = 'en') => extract(body, LISTING, 'https://cars.example/details/1', lang);
const ld = (item: object) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...item })}</script>`;
const contact = '<button>Contact dealer</button><button>Book a test drive</button>';

test("a dealer's stock number is the listing's item code under the labels dealers give it", () => {
  const sku = (line: string, lang = 'en') => listing(`<main><h1>BMW X3 xDrive20d</h1><p class="price">£32,990</p>${contact}<p>${line}</p></main>`, lang).sku;
  expect(sku('Retailer stock ID: SNB-U48213')).toBe('SNB-U48213');
  expect(sku('Voorraadnummer: DV-3381', 'nl')).toBe('DV-3381');
  expect(sku('<span>Ref. del vendedor</span> <span>FLX-MAD-20941</span>', 'es')).toBe('FLX-MAD-20941');
});

test("a classified's price in an aside beside its contact button is the price; a price guide beside the price, and a list price said by its label alone over the sale price the data does not state, are not the price", () => {
  const guide = listing(
    `<main><h1>2022 Mazda CX-5 Maxx Sport</h1><div class="price"><span class="price-figure">$38,990*</span></div><div class="price-guide">Price guide: $37,100 – $40,800</div>${contact}</main>`,
    'en-AU',
  );
  expect(guide.price).toBe(38990);
  const dealer = listing(
    `${ld({ '@type': 'Car', name: 'Tacoma', offers: { '@type': 'Offer', price: 41995, priceCurrency: 'USD' } })}<main><h1>2024 Toyota Tacoma</h1><dl><dt>Retail Price</dt><dd>$41,995</dd><dt>Discount</dt><dd>-$2,000</dd><dt class="final-price">Sale Price</dt><dd>$39,995</dd></dl>${contact}</main>`,
  );
  expect(dealer.price).toBe(39995);
  // A classified's price in an aside beside the heading, with the button to contact the seller, is the listing's.
  const classified = listing(
    '<main><h1>Volvo XC60 B4 AWD Momentum</h1><aside><p class="t2 font-bold" data-testid="price">319 900 kr</p><button>Kontakta säljaren</button></aside><section><p>Välskött bil med dragkrok. Pris exkl. moms 255 920 kr.</p></section></main>',
    'sv',
  );
  expect(classified.price).toBe(319900);
});

test("a listing that says it has closed is out of stock; a vehicle's structured model is its model line, not a part number; a shoe's style code is its maker's", () => {
  const closed = extract(
    '<main><h1>2015 Toyota Aqua</h1><p class="listing-status">This listing has closed</p><p class="price">$12,990</p><button>Contact dealer</button></main>',
    LISTING,
    'https://cars.example/details/1',
    'en-NZ',
    '2015 Toyota Aqua | Trade Me Motors',
  );
  expect(closed.availability).toBe('OutOfStock');
  const car = listing(
    `${ld({ '@type': 'Car', name: '2021 Toyota RAV4 XLE', model: 'RAV4', offers: { '@type': 'Offer', price: '28995', priceCurrency: 'USD' } })}<main><h1>2021 Toyota RAV4 XLE</h1><p class="price">$28,995</p>${contact}</main>`,
  );
  expect(car.mpn).toBeNull();
  const shoe = extract(
    '<main><h1>Nike Dunk Low Retro</h1><p class="price">£119.99</p><p>Product code: 314213345104</p><p>Style Code: DD1391-100</p><button>Add to bag</button></main>',
    LISTING,
    'https://www.jd.example/product/1',
    'en-GB',
  );
  expect(shoe).toMatchObject({ sku: '314213345104', mpn: 'DD1391-100' });
});
