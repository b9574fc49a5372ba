/**
 * User JSON Schemas are hostile input: catastrophic patterns run in linear time, and oversized,
 * over-deep or remote-referencing schemas are refused with a 400 naming `schema`.
 */
import { test, expect } from '@playwright/test';
import { validateData } from '../../server/engine/validate/validate';
import { schemaBoundsProblem } from '../../server/engine/validate/safe-ajv';
import { startTestServer } from '../support/server';

test('a schema with (a+)+$ against a long string returns promptly', () => {
  const schema = { type: 'object', properties: { name: { type: 'string', pattern: '^(a+)+$' } }, required: ['name'] };
  const t0 = performance.now();
  const out = validateData({ name: 'a'.repeat(50_000) + '!' }, schema);
  // With backtracking RegExp this never returns (2^50000 paths); the bound only catches a regression, not a timing goal.
  expect(performance.now() - t0).toBeLessThan(10_000);
  expect(out.status).toBe('partial');
  expect(out.missing).toEqual(['/name']);
  expect(validateData({ name: 'aaaa' }, schema).status).toBe('completed');
});

test('bounds: depth, size and $ref outside the schema', () => {
  let deep: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 40; i++) deep = { type: 'object', properties: { x: deep } };
  expect(schemaBoundsProblem(deep)).toMatch(/deeper than 32/);
  const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`f${i}`, { type: 'string' }])) };
  expect(schemaBoundsProblem(wide)).toMatch(/more than 5000 nodes/);
  expect(schemaBoundsProblem({ type: 'object', properties: { a: { $ref: 'https://evil.example/s.json' } } })).toMatch(/only references inside the schema/);
  expect(schemaBoundsProblem({ type: 'object', $defs: { s: { type: 'string' } }, properties: { a: { $ref: '#/$defs/s' } } })).toBeUndefined();
});

test('POST /v1/extract refuses hostile schemas with 400 naming schema', async () => {
  const server = await startTestServer();
  try {
    const url = 'http://127.0.0.1:9/';
    const cases: [unknown, RegExp][] = [
      [{ type: 'object', properties: { a: { $ref: 'http://169.254.169.254/schema' } } }, /only references inside the schema/],
      [{ type: 'object', properties: { a: { type: 'string', pattern: '(?=a)b' } } }, /not a valid JSON Schema/],
    ];
    for (const [schema, message] of cases) {
      const r = await server.admin.raw('POST', '/v1/extract', { url, schema });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(message), details: { field: 'schema' } });
    }
  } finally {
    await server.close();
  }
});
