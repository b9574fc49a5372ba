import fs from 'node:fs';
import path from 'node:path';
import { test, expect, startTestServer, tempDir } from '../support/server';

test('strict decoding: unknown field, trailing JSON, unknown option, malformed JSON, wrong type, oversize', async ({ server }) => {
  const c = server.admin;
  const cases: [string, { body?: unknown; rawBody?: string }, RegExp, string?][] = [
    ['unknown field', { body: { url: 'http://example.com', prompt: 'x', colour: 'red' } }, /unknown field "colour"/, 'colour'],
    ['trailing JSON', { rawBody: '{"url":"http://example.com","prompt":"x"} {"again":1}' }, /trailing content/],
    ['unknown option key', { body: { url: 'http://example.com', prompt: 'x', options: { turbo: true } } }, /unknown field "options.turbo"/, 'options.turbo'],
    ['malformed JSON', { rawBody: '{"url": "http://example.com",' }, /Malformed JSON/],
    ['wrong type', { body: { url: 42, prompt: 'x' } }, /"url" must be string/, 'url'],
    ['wrong option type', { body: { url: 'http://example.com', prompt: 'x', options: { paginate: 'yes' } } }, /options.paginate/, 'options.paginate'],
    ['missing url', { body: { prompt: 'x' } }, /"url" is required/, 'url'],
    ['neither schema nor prompt', { body: { url: 'http://example.com' } }, /schema.*prompt/],
    ['max_pages above 5', { body: { url: 'http://example.com', prompt: 'x', options: { max_pages: 6 } } }, /options.max_pages/],
    ['timeout above the default', { body: { url: 'http://example.com', prompt: 'x', options: { timeout: 6000 } } }, /between 1 and 60/],
    [
      'waitFor with proxy',
      { body: { url: 'http://example.com', prompt: 'x', options: { waitFor: '#a', proxy: 'http://127.0.0.1:3128' } } },
      /cannot be used together/,
    ],
  ];
  for (const [name, input, message, field] of cases) {
    const r = await c.raw('POST', '/v1/extract', input.body, { rawBody: input.rawBody });
    expect(r.status, name).toBe(400);
    const body = r.body as { code: string; error: string; details?: { field?: string } };
    expect(body.code, name).toBe('invalid_request');
    expect(body.error, name).toMatch(message);
    if (field) expect(body.details?.field, name).toBe(field);
  }
  const big = await c.raw('POST', '/v1/extract', undefined, { rawBody: JSON.stringify({ url: 'http://x', prompt: 'a'.repeat(1024 * 1024 + 10) }) });
  expect(big.status).toBe(413);
  // Bad input changed nothing.
  expect((await c.extractions()).items).toEqual([]);
  // Batch bounds: 101 URLs rejected.
  const tooMany = await c.raw('POST', '/v1/batch', { urls: Array.from({ length: 101 }, (_, i) => `http://example.com/${i}`), prompt: 'x' });
  expect(tooMany.status).toBe(400);
  expect((tooMany.body as { error: string }).error).toMatch(/urls/);
  // Routes without body fields reject one.
  const cancel = await c.raw('POST', '/v1/tasks/tsk_nope/cancel', { force: true });
  expect(cancel.status).toBe(400);
});

test('a request an option rule refuses gets the same answer on the sync, async and batch paths, and changes nothing', async ({ server }) => {
  const c = server.admin;
  const refused: Record<string, unknown>[] = [
    { timeout: 6000 },
    { waitFor: '#a', proxy: 'http://127.0.0.1:3128' },
    { screenshot: true, proxy: 'http://127.0.0.1:3128' },
    { model: 'no-such-model' },
  ];
  for (const options of refused) {
    const sync = await c.raw('POST', '/v1/extract', { url: 'http://example.com', prompt: 'x', options });
    expect(sync.status, JSON.stringify(options)).toBe(400);
    expect(sync.body, JSON.stringify(options)).toMatchObject({ code: 'invalid_request', details: { field: expect.stringMatching(/^options\./) } });
    const queued = await c.raw('POST', '/v1/extract', { url: 'http://example.com', prompt: 'x', options, async: true });
    const batch = await c.raw('POST', '/v1/batch', { urls: ['http://example.com'], prompt: 'x', options });
    for (const other of [queued, batch]) {
      expect(other.status, JSON.stringify(options)).toBe(sync.status);
      expect(other.body, JSON.stringify(options)).toEqual(sync.body);
    }
  }
  expect((await c.extractions()).items).toEqual([]);
});

test('404 for unknown task, monitor and extraction ids, and for unknown /v1 routes', async ({ server }) => {
  const c = server.admin;
  for (const [method, path] of [
    ['GET', '/v1/tasks/tsk_missing'],
    ['POST', '/v1/tasks/tsk_missing/cancel'],
    ['DELETE', '/v1/monitors/mon_missing'],
    ['GET', '/v1/extractions/ext_missing/result'],
    ['GET', '/v1/extractions/ext_missing/artifacts/screenshot'],
    ['GET', '/v1/nothing-here'],
  ] as const) {
    const r = await c.raw(method, path);
    expect(r.status, `${method} ${path}`).toBe(404);
    expect(r.body).toMatchObject({ code: 'not_found' });
  }
});

test('query validation names the parameter', async ({ server }) => {
  const r = await server.admin.raw('GET', '/v1/extractions?status=bogus');
  expect(r.status).toBe(400);
  expect((r.body as { details: { field: string } }).details.field).toBe('status');
  // A choice names what it accepts instead of Ajv's "must be equal to constant".
  expect((r.body as { error: string }).error).toBe(
    'Invalid query: "status" must be one of "pending", "running", "validating", "completed", "partial", "failed", "cancelled"',
  );
  // A failure family or retry class that does not exist is refused, not answered with an empty list.
  const family = await server.admin.raw('GET', '/v1/extractions?failure_family=http');
  expect(family.status).toBe(400);
  expect((family.body as { error: string }).error).toContain('"failure_family" must be one of "network", "dns", "http_status"');
  const retry = await server.admin.raw('GET', '/v1/extractions?retry_class=later');
  expect(retry.status).toBe(400);
  expect((retry.body as { details: { field: string } }).details.field).toBe('retry_class');
  const limit = await server.admin.raw('GET', '/v1/extractions?limit=0');
  expect(limit.status).toBe(400);
  const cursor = await server.admin.raw('GET', '/v1/extractions?cursor=garbage');
  expect(cursor.status).toBe(400);
});

test('per-key rate limit answers 429 rate_limited with Retry-After; quota answers 429 quota_exceeded', async () => {
  const server = await startTestServer({ rateLimitPerSecond: 1, rateLimitBurst: 3, freeTierMonthly: 0 });
  try {
    const quota = await server.admin.raw('POST', '/v1/extract', { url: 'http://127.0.0.1:9/', prompt: 'title' });
    expect(quota.status).toBe(429);
    expect(quota.body).toMatchObject({ code: 'quota_exceeded' });
    expect(Number(quota.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await server.admin.createKey({ name: 'other', scopes: ['read'] });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const r = await server.admin.raw('GET', '/v1/usage');
      statuses.push(r.status);
      if (r.status === 429) {
        retryAfter = r.headers.get('retry-after');
        expect(r.body).toMatchObject({ code: 'rate_limited' });
      }
    }
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Buckets are per key: another key is unaffected.
    expect((await server.client(other.secret).raw('GET', '/v1/usage')).status).toBe(200);
  } finally {
    await server.close();
  }
});

test('usage starts at zero with the free tier intact; SSRF guard refuses private addresses', async () => {
  const server = await startTestServer({ allowPrivateNetwork: false, freeTierMonthly: 25 });
  try {
    const usage = await server.admin.usage();
    expect(usage).toMatchObject({ extractions: 0, tokens: 0, estimated_cost: 0, free_tier_limit: 25, free_tier_remaining: 25 });
    expect(usage.month).toMatch(/^\d{4}-\d{2}$/);
    const r = await server.admin.raw('POST', '/v1/extract', { url: 'http://127.0.0.1:9/', prompt: 'title' });
    expect(r.status).toBe(400);
    expect((r.body as { error: string }).error).toMatch(/private or local address/);
    const meta = await server.admin.raw('POST', '/v1/extract', { url: 'http://169.254.169.254/latest/meta-data', prompt: 'title' });
    expect(meta.status).toBe(400);
  } finally {
    await server.close();
  }
});

test('a route called with another method answers 405 with Allow, from the route table', async ({ server }) => {
  const c = server.admin;
  for (const [method, path, allow] of [
    ['GET', '/v1/extract', 'POST'],
    ['DELETE', '/v1/extract', 'POST'],
    ['POST', '/v1/usage', 'GET, HEAD'],
    ['GET', '/v1/tasks/tsk_any/cancel', 'POST'],
    ['POST', '/health', 'GET, HEAD'],
  ] as const) {
    const r = await c.raw(method, path);
    expect(r.status, `${method} ${path}`).toBe(405);
    expect(r.headers.get('allow'), `${method} ${path}`).toBe(allow);
    expect(r.body, `${method} ${path}`).toMatchObject({ code: 'method_not_allowed', error: `${method} is not allowed on ${path}; use ${allow}` });
  }
  const monitor = await c.raw('PUT', '/v1/monitors/mon_any');
  expect(monitor.status).toBe(405);
  expect(monitor.headers.get('allow')).toBe('GET, HEAD, DELETE');
});

test('with the console installed, API-like paths answer a JSON 404, not the console page', async () => {
  const uiDir = tempDir();
  fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>Pluck console</title>');
  const server = await startTestServer({ uiDir });
  try {
    const anon = server.client();
    for (const at of ['/metrics', '/api/extract', '/v1/nothing-here']) {
      const r = await anon.raw('GET', at);
      expect(r.status, at).toBe(404);
      expect(r.headers.get('content-type'), at).toMatch(/^application\/json/);
      expect(r.body, at).toMatchObject({ code: 'not_found' });
    }
    expect((await anon.raw('GET', '/metrics')).body).toMatchObject({ error: 'No route GET /metrics; did you mean GET /v1/system/metrics?' });
    // The console's page is still served at / to anyone.
    const page = await anon.raw('GET', '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pluck console');
  } finally {
    await server.close();
  }
});
