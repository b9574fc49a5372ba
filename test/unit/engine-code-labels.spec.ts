/**
 * The builtin's codes under the labels Canadian and French shops write: the shop's "No de produit" and "Code Web", the French
 * name of the UPC ("CUP"). The codes' own rules and the other languages' labels: engine-item-codes.spec.ts and
 * engine-product-codes.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

const CODES: JsonSchema = { type: 'object', properties: { sku: { type: 'string' }, gtin: { type: 'string' } } };
const page = (rows: string, url = 'https://www.shop.example/fr/p/manteau/12345') =>
  extract(
    `<main><h1>Manteau Shiloh à capuchon</h1><span class="price">1 190,00 $</span><ul>${rows}</ul><button>Ajouter au panier</button></main>`,
    CODES,
    url,
    'fr-CA',
  );

test("a Canadian shop's 'No de produit' and 'Code Web' are its item codes, over the number its address ends in; 'CUP' and 'Code CUP' label a barcode", () => {
  expect(page('<li>No de produit : 18842-70115</li>', 'https://www.simons.example/fr/manteau-shiloh-a-capuchon--18842-70115').sku).toBe('18842-70115');
  expect(page('<li>Code Web : 17495710</li>').sku).toBe('17495710');
  expect(page('<li><span>CUP</span> <strong>885911400497</strong></li>').gtin).toBe('885911400497');
  expect(page('<li><span>Code CUP</span> <strong>03263280105460</strong></li>').gtin).toBe('03263280105460');
});
