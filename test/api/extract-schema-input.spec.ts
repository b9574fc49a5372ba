/**
 * A schema that describes nothing to extract, or whose references loop on one value, is refused
 * before anything runs: sync, async and batch alike answer 400 naming "schema", and no history row
 * or task is created.
 */
import { expect } from '../support/server';
import { test } from '../support/site-fixture';

const EMPTY: [string, Record<string, unknown>, RegExp][] = [
  ['{}', {}, /describes no fields/],
  ['a bare string type', { type: 'string' }, /bare "string"/],
  ['an object with no properties', { type: 'object' }, /no "properties"/],
  ['an object with empty properties', { type: 'object', properties: {} }, /no "properties"/],
  ['a $ref at the root', { $ref: '#/definitions/a', definitions: { a: { type: 'object', properties: { name: { type: 'string' } } } } }, /"\$ref"/],
  ['an array at the root', { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } }, /object at its root/],
  // Validating these would recurse until the stack overflows (the fuzz test found a 500 there).
  ['a property that refers to itself', { type: 'object', properties: { a: { $ref: '#/properties/a' } } }, /never end/],
  ['an allOf back to the root', { type: 'object', properties: { name: { type: 'string' } }, allOf: [{ $ref: '#' }] }, /never end/],
];

test('schemas naming no field, or looping on one value, are a 400 on sync, async and batch, and record nothing', async ({ server, site }) => {
  const url = `${site.url}/article`;
  for (const [name, schema, message] of EMPTY) {
    for (const [path, body] of [
      ['/v1/extract', { url, schema }],
      ['/v1/extract', { url, schema, async: true }],
      ['/v1/batch', { urls: [url], schema }],
    ] as const) {
      const r = await server.admin.raw('POST', path, body);
      const label = `${name} on ${path}${'async' in body ? ' async' : ''}`;
      expect(r.status, label).toBe(400);
      expect(r.body, label).toMatchObject({ code: 'invalid_request', details: { field: 'schema' } });
      expect((r.body as { error: string }).error, label).toMatch(message);
    }
  }
  expect((await server.admin.extractions()).items).toEqual([]);
});

test('a schema naming fields still runs, a nested list inside the root object included', async ({ server, site }) => {
  const r = await server.admin.extract({
    url: `${site.url}/article`,
    schema: { type: 'object', properties: { title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } },
  });
  expect(r.data.title).toBe('Why we moved our build cache to SQLite');
});
