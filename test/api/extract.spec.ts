/**
 * POST /v1/extract end to end through a real server and the fixture site: results and metadata,
 * pagination, option rules, upstream failures, and GET /v1/providers.
 */
import { startFixtureSite, type FixtureSite } from '../site/server';
import { expect, startTestServer, test } from '../support/server';

const PRODUCT = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' } }, required: ['name', 'price'] };
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

test('prompt extraction and a partial result with missing pointers', async ({ server }) => {
  const r = await server.admin.extract({ url: `${site.url}/news`, prompt: 'the headline and the author' });
  expect(r.data).toEqual({ headline: 'City council approves $2.4bn budget after late-night session', author: 'Marco Díaz' });
  const partial = await server.admin.extract({ url: `${site.url}/article`, schema: { ...PRODUCT, required: ['name', 'price'] } });
  expect(partial.status).toBe('partial');
  expect(partial.metadata.missing).toEqual(['/price']);
  expect(partial.metadata.reason).toContain('/price');
});

test('pagination: merged, de-duplicated and filled across pages; max_pages lowers the cap', async ({ server }) => {
  const schema = { type: 'object', properties: { products: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' } } } } } };
  const all = await server.admin.extract({ url: `${site.url}/products`, schema, options: { paginate: true } });
  expect((all.data.products as unknown[]).length).toBe(8);
  expect(all.metadata.pages).toBe(3);
  expect(all.data.products).toContainEqual({ name: 'Delta Mug', price: 8, sku: 'DM-700' });
  const two = await server.admin.extract({ url: `${site.url}/products`, schema, options: { paginate: true, max_pages: 2 } });
  expect(two.metadata.pages).toBe(2);
});

test('option rules answer 400 invalid_request', async ({ server }) => {
  const bad = async (body: Record<string, unknown>) => {
    const r = await server.admin.raw('POST', '/v1/extract', body);
    expect(r.status).toBe(400);
    expect((r.body as { code: string }).code).toBe('invalid_request');
    return (r.body as { error: string }).error;
  };
  const url = `${site.url}/article`;
  expect(await bad({ url, prompt: 'x', options: { waitFor: '#late' } })).toMatch(/waitFor/);
  expect(await bad({ url, prompt: 'x', options: { colour: 'red' } })).toBeTruthy();
  expect(await bad({ url, prompt: 'x', options: { max_pages: 6 } })).toBeTruthy();
  expect(await bad({ url, prompt: 'x', options: { model: 'nope-1' } })).toMatch(/Known models/);
  expect(await bad({ url })).toBeTruthy();
});

test('upstream failures: 502 with the failure family; timeouts 504', async ({ server }) => {
  const r500 = await server.admin.raw('POST', '/v1/extract', { url: `${site.url}/status/500`, prompt: 'the headline' });
  expect(r500.status).toBe(502);
  expect(r500.body).toMatchObject({ code: 'upstream_failed', details: { family: 'http_status', http_status: 500 } });
  const blocked = await server.admin.raw('POST', '/v1/extract', { url: `${site.url}/blocked`, prompt: 'the headline' });
  expect(blocked.body).toMatchObject({ code: 'upstream_failed', details: { family: 'blocked' } });
  const slow = await server.admin.raw('POST', '/v1/extract', { url: `${site.url}/slow?ms=20000`, prompt: 'the headline', options: { timeout: 1 } });
  expect(slow.status).toBe(504);
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
