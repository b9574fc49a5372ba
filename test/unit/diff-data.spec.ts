import { expect, test } from '@playwright/test';
import { diffData, pointerToken } from '../../server/modules/monitors/diff-data';

test('a changed field is one change with before and after, at its JSON pointer', () => {
  expect(diffData({ price: 10, stock: 'in stock' }, { price: 12, stock: 'in stock' })).toEqual([{ path: '/price', op: 'changed', before: 10, after: 12 }]);
});

test('added and removed keys, with RFC 6901 escaping', () => {
  expect(diffData({ 'a/b': 1, 'c~d': 2 }, { 'c~d': 2, e: 3 })).toEqual([
    { path: '/a~1b', op: 'removed', before: 1 },
    { path: '/e', op: 'added', after: 3 },
  ]);
  expect(pointerToken('~/')).toBe('~0~1');
});

test('a re-ordered list of entities is no change; one new posting is one added', () => {
  const a = { url: '/jobs/1', title: 'Engineer' };
  const b = { url: '/jobs/2', title: 'Designer' };
  const c = { url: '/jobs/3', title: 'Writer' };
  expect(diffData({ jobs: [a, b] }, { jobs: [b, a] })).toEqual([]);
  expect(diffData({ jobs: [a, b] }, { jobs: [b, c, a] })).toEqual([{ path: '/jobs/1', op: 'added', after: c }]);
});

test('an entity whose field changed is a field change, a gone one is removed', () => {
  const before = {
    products: [
      { sku: 'A1', price: 5 },
      { sku: 'B2', price: 7 },
    ],
  };
  const after = { products: [{ sku: 'B2', price: 8 }] };
  expect(diffData(before, after)).toEqual([
    { path: '/products/0/price', op: 'changed', before: 7, after: 8 },
    { path: '/products/0', op: 'removed', before: { sku: 'A1', price: 5 } },
  ]);
});

test('scalar lists match by value; a first run has no changes', () => {
  expect(diffData({ tags: ['a', 'b'] }, { tags: ['b', 'a', 'c'] })).toEqual([{ path: '/tags/2', op: 'added', after: 'c' }]);
  expect(diffData(undefined, { x: 1 })).toEqual([]);
});
