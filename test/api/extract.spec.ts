/**
 * POST /v1/extract end to end through a real server and the fixture site: results and metadata,
 * auto mode's browser path, the result cache, and GET /v1/providers. Prompts, partials, pagination,
 * option rules and failures on each fetch path: extract-engines.spec.ts.
 */
import { startFixtureSite, type FixtureSite } from '../site/server';
import { expect, startTestServer, test } from '../support/server';

const PRODUCT = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' } },
  required: ['name', 'price'],
};
let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

test('schema extraction: data shaped by the schema, usage metadata, free tier', async ({ server }) => {
  const r = await server.admin.extract({ url: `${site.url}/product/microdata`, schema: PRODUCT });
  expect(r.status).toBe('completed');
  expect(r.data).toEqual({ name: 'AeroPress Original Coffee Maker', price: 39.95, currency: 'EUR' });
  expect(r.metadata).toMatchObject({ completeness: 1, tokens: 0, cost: 0, pages: 1 });
  expect(typeof r.metadata.duration_ms).toBe('number');
  expect(typeof r.free_tier_remaining).toBe('number');
});

test('browser-backed extraction through the API: waitFor a late element', async () => {
  const server = await startTestServer({ engine: 'auto' });
  try {
    const r = await server.admin.extract({
      url: `${site.url}/late?ms=500`,
      schema: { type: 'object', properties: { score: { type: 'string' } }, required: ['score'] },
      options: { waitFor: '.scoreboard' },
    });
    expect(r.data).toEqual({ score: '2–1' });
    expect(r.metadata.engine).toBe('browser');
  } finally {
    await server.close();
  }
});

test('GET /v1/providers lists providers and models without a key', async ({ server }) => {
  const r = await server.client().providers();
  expect(r.providers.map((p: { id: string }) => p.id)).toEqual(['builtin', 'openai', 'anthropic']);
  expect(r.default_provider).toBe('builtin');
  expect(r.default_model).toBe('builtin-1');
});

test('a repeat within the cache lifetime is served from the cache and marked cached; the cache can be turned off', async ({ server }) => {
  const req = { url: `${site.url}/product/microdata`, schema: PRODUCT };
  const first = await server.admin.extract(req);
  const again = await server.admin.extract(req);
  expect(again.data).toEqual(first.data);
  expect(again.metadata).toMatchObject({ cached: true, tokens: 0, cost: 0, duration_ms: 0 });
  expect(first.metadata.cached).toBeUndefined();
  const rows = await server.admin.extractions();
  expect(rows.items.find((r) => r.id === again.id)).toMatchObject({ cached: true, status: 'completed' });
  expect(rows.items.find((r) => r.id === first.id)).toMatchObject({ cached: false });
  expect((await server.admin.extractionResult(again.id)).data).toEqual(first.data);
  // Another option set is another cache entry.
  const other = await server.admin.extract({ ...req, options: { timeout: 30 } });
  expect(other.metadata.cached).toBeUndefined();

  const off = await startTestServer({ cacheTtlSeconds: 0 });
  try {
    await off.admin.extract(req);
    expect((await off.admin.extract(req)).metadata.cached).toBeUndefined();
  } finally {
    await off.close();
  }
});
