/**
 * Pagination: next-page discovery, merge of list fields across pages, de-duplication of overlapping
 * items, filling sparse duplicates, the page cap, and metadata.pages.
 */
import * as cheerio from 'cheerio';
import { dedupeItems, mergePages } from '../../server/engine/paginate/merge-pages';
import { findNextLinks } from '../../server/engine/page/next-links';
import type { JsonSchema } from '../../server/engine/types';
import { expect, test } from './engine-fixtures';

const PRODUCTS: JsonSchema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' }, url: { type: 'string' }, sku: { type: 'string' }, rating: { type: 'number' } },
        required: ['name', 'price'],
      },
    },
  },
  required: ['products'],
};

test('next-page discovery: rel=next, "next" text, pagination classes, ?page= and /page/N patterns', () => {
  const at = (html: string, url: string) => findNextLinks(cheerio.load(html), url)[0];
  expect(at('<link rel="next" href="/list?page=2">', 'https://s.example/list')).toMatchObject({ url: 'https://s.example/list?page=2', reason: 'rel_next' });
  expect(at('<a href="/l?p=3">Next ›</a>', 'https://s.example/l?p=2')).toMatchObject({ url: 'https://s.example/l?p=3', reason: 'next_text' });
  expect(at('<ul class="pager"><li class="next"><a href="/x/2">→</a></li></ul>', 'https://s.example/x')).toMatchObject({ url: 'https://s.example/x/2' });
  expect(at('<a href="?page=3">3</a><a href="?page=2">2</a>', 'https://s.example/c?page=1')).toMatchObject({
    url: 'https://s.example/c?page=2',
    reason: 'page_pattern',
  });
  expect(at('<a href="/blog/page/3/">3</a>', 'https://s.example/blog/page/2/')).toMatchObject({ url: 'https://s.example/blog/page/3', reason: 'page_pattern' });
  // Another site's "next" is never followed.
  expect(at('<a href="https://other.example/2">Next</a>', 'https://s.example/c')).toBeUndefined();
});

test('dedupe: same URL is one item; sparse same-name records with complementary fields merge; conflicts stay apart', () => {
  const items = dedupeItems([
    { name: 'Gamma Desk', price: '$1,299.00', url: '/gamma' },
    { name: 'Delta Mug', price: '$8.00', url: null },
    { name: 'Gamma Desk', price: '$1,299.00', url: '/gamma' },
    { name: 'Delta Mug', price: null, url: '/delta', sku: 'DM-700' },
    { name: 'Twin', price: '$1', url: '/twin-a' },
    { name: 'Twin', price: '$2', url: '/twin-b' },
  ]);
  expect(items).toEqual([
    { name: 'Gamma Desk', price: '$1,299.00', url: '/gamma' },
    { name: 'Delta Mug', price: '$8.00', url: '/delta', sku: 'DM-700' },
    { name: 'Twin', price: '$1', url: '/twin-a' },
    { name: 'Twin', price: '$2', url: '/twin-b' },
  ]);
});

test('merge: page scalars come from the first page that has them; lists concatenate', () => {
  const schema: JsonSchema = { type: 'object', properties: { title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } };
  expect(
    mergePages(
      [
        { title: null, tags: ['a', 'b'] },
        { title: 'T', tags: ['b', 'c'] },
      ],
      schema,
    ),
  ).toEqual({ title: 'T', tags: ['a', 'b', 'c'] });
});

test('paginate over three pages: overlap removed, sparse duplicate filled, pages counted', async ({ site, engineWith }) => {
  const engine = engineWith();
  const r = await engine.extract({ url: `${site.url}/products`, schema: PRODUCTS, options: { paginate: true } });
  const products = r.data.products as Record<string, unknown>[];
  expect(products.map((p) => p.name)).toEqual(['Alpha Lamp', 'Beta Chair', 'Gamma Desk', 'Delta Mug', 'Epsilon Shelf', 'Zeta Rug', 'Eta Clock', 'Theta Vase']);
  expect(products.find((p) => p.name === 'Delta Mug')).toEqual({ name: 'Delta Mug', price: 8, url: `${site.url}/item/delta-mug`, sku: 'DM-700', rating: 4.6 });
  expect(r.metadata.pages).toBe(3);
  expect(r.status).toBe('completed');
  expect(r.metadata.completeness).toBe(1);
});

test('max_pages caps the pages read; without paginate one page is read', async ({ site, engineWith }) => {
  const engine = engineWith();
  const two = await engine.extract({ url: `${site.url}/products`, schema: PRODUCTS, options: { paginate: true, max_pages: 2 } });
  expect(two.metadata.pages).toBe(2);
  expect((two.data.products as unknown[]).length).toBe(6);
  // Page 1 alone: Delta Mug has its price there, and nothing else is needed.
  const one = await engine.extract({ url: `${site.url}/products`, schema: PRODUCTS, options: {} });
  expect(one.metadata.pages).toBe(1);
  expect((one.data.products as unknown[]).length).toBe(4);
});

test('pagination stops at the last page even when the cap is higher', async ({ site, engineWith }) => {
  const r = await engineWith().extract({ url: `${site.url}/products?page=2`, schema: PRODUCTS, options: { paginate: true, max_pages: 5 } });
  // Page 2 → 3 → (1 is linked but "previous"; rel=next is gone on page 3, and page 1's ?page=1 is not page 4).
  expect(r.metadata.pages).toBe(2);
});
