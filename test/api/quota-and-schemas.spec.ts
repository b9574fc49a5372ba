/**
 * The free tier holds under concurrent requests, a refused request does no work on its schema, and
 * every route taking a schema refuses a hostile one with a 400 before touching it.
 */
import { test } from '../support/site-fixture';
import { expect, startTestServer } from '../support/server';

test('six concurrent extractions against a free tier of 3: exactly 3 run, 3 get quota_exceeded', async ({ site }) => {
  const server = await startTestServer({ freeTierMonthly: 3 });
  try {
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => server.admin.raw('POST', '/v1/extract', { url: `${site.url}/item/thing-${i}`, prompt: 'name' })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    for (const r of results.filter((r) => r.status === 429)) expect(r.body).toMatchObject({ code: 'quota_exceeded' });
    expect(await server.admin.usage()).toMatchObject({ extractions: 3, free_tier_remaining: 0 });
    // Async work reserves too: nothing is left for a batch.
    expect((await server.admin.raw('POST', '/v1/batch', { urls: [`${site.url}/item/thing-7`], prompt: 'name' })).status).toBe(429);
  } finally {
    await server.close();
  }
});

test('concurrent batches cannot together take more than the free tier; a failed run gives its unit back', async ({ site }) => {
  const server = await startTestServer({ freeTierMonthly: 4 });
  try {
    const batches = await Promise.all(
      [0, 1, 2].map((b) => server.admin.raw('POST', '/v1/batch', { urls: [1, 2].map((i) => `${site.url}/item/thing-${b}${i}`), prompt: 'name' })),
    );
    expect(batches.map((r) => r.status).sort()).toEqual([202, 202, 429]);
    // A run that fails is not charged: its reservation is released.
    const failing = await startTestServer({ freeTierMonthly: 1 });
    try {
      const down = await failing.admin.raw('POST', '/v1/extract', { url: 'http://127.0.0.1:9/', prompt: 'name' });
      expect(down.status).toBeGreaterThanOrEqual(500);
      expect((await failing.admin.raw('POST', '/v1/extract', { url: `${site.url}/item/thing-1`, prompt: 'name' })).status).toBe(200);
    } finally {
      await failing.close();
    }
  } finally {
    await server.close();
  }
});

test('a request refused by the free tier is refused before its schema is looked at', async () => {
  const server = await startTestServer({ freeTierMonthly: 0 });
  try {
    // Not a valid JSON Schema: a 400 would mean it was compiled before the quota was checked.
    const schema = { type: 'object', properties: { a: { type: 'no-such-type' } } };
    for (const [path, body] of [
      ['/v1/extract', { url: 'http://127.0.0.1:9/', schema }],
      ['/v1/extract', { url: 'http://127.0.0.1:9/', schema, async: true }],
      ['/v1/batch', { urls: ['http://127.0.0.1:9/'], schema }],
    ] as const) {
      const r = await server.admin.raw('POST', path, body);
      expect(r.status, path).toBe(429);
      expect(r.body, path).toMatchObject({ code: 'quota_exceeded' });
    }
  } finally {
    await server.close();
  }
});

test('a schema nested 10,000 levels deep, or past the schema bound of 32, is a 400 naming schema on every route taking a schema', async () => {
  const server = await startTestServer();
  try {
    // 10,000 levels stop at the body's nesting bound; 40 pass it and stop at the schema's own (the monitor's went to a 500).
    for (const [n, message] of [
      [10_000, /"schema" nests deeper than 128 levels/],
      [40, /nested deeper than 32/],
    ] as const) {
      // Written by hand: JSON.stringify itself overflows the stack at this depth.
      const deep = '{"type":"object","properties":{"x":'.repeat(n) + '{"type":"string"}' + '}}'.repeat(n);
      for (const [path, head] of [
        ['/v1/monitor', '{"url":"http://127.0.0.1:9/","prompt":"title","interval_seconds":3600,'],
        ['/v1/extract', '{"url":"http://127.0.0.1:9/",'],
        ['/v1/extract', '{"url":"http://127.0.0.1:9/","async":true,'],
        ['/v1/batch', '{"urls":["http://127.0.0.1:9/"],'],
      ]) {
        const r = await server.admin.raw('POST', path, undefined, { rawBody: `${head}"schema":${deep}}` });
        expect(r.status, `${path} at ${n}`).toBe(400);
        expect(r.body, `${path} at ${n}`).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(message), details: { field: 'schema' } });
      }
    }
    expect((await server.admin.raw('GET', '/v1/monitors')).body).toMatchObject({ items: [] });
  } finally {
    await server.close();
  }
});
