/**
 * The builtin's choice of the page's own entity among several its structured data states: the one at the page's very
 * address over its parts', which state more fields. The choice by name and by a sku in the address: engine-price-offers.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

// A product's fields with its barcode, which the parts state and the bundle does not.
const WITH_GTIN: JsonSchema = { type: 'object', properties: { price: { type: 'number' }, sku: { type: 'string' }, gtin: { type: 'string' } } };

test("of a bundle's Product and its parts' Products, each part stating a barcode more, the one at the page's address is the page's", () => {
  const page = extract(
    '<h1>Bundel Pearl 360 Pro + FamilyFix 360 Pro – Authentic Graphite</h1><p><s>€ 629,98</s> <span class="price">€ 549,99</span></p><ul><li>Pearl 360 Pro – los € 349,99</li></ul><p>Artikelnummer: 60001234</p><button>In winkelmand</button><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Product","@id":"#part-1","name":"Pearl 360 Pro Authentic Graphite","sku":"60004521","gtin13":"8712930189565","offers":{"@type":"Offer","price":"349.99","priceCurrency":"EUR","availability":"https://schema.org/InStock"}},{"@type":"Product","@id":"https://www.shop.example/bundel-60001234.html#product","name":"Bundel Pearl 360 Pro + FamilyFix 360 Pro Authentic Graphite","sku":"60001234","offers":{"@type":"Offer","url":"https://www.shop.example/bundel-60001234.html","price":"549.99","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}]}</script>',
    WITH_GTIN,
    'https://www.shop.example/bundel-60001234.html',
    'nl',
  );
  expect([page.price, page.sku]).toEqual([549.99, '60001234']);
});
