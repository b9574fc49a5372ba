/**
 * POST /v1/map on a local site: URLs from robots.txt's sitemap index (a plain and a gzip sitemap)
 * and the start page's links, normalised and de-duplicated, on the start URL's host only; the
 * sitemap modes, search and limit; every fetch through the egress guard.
 */
import { startCrawlSite, type CrawlSite } from '../support/crawl-site';
import { expect, startTestServer, test } from '../support/server';

let site: CrawlSite;
test.beforeAll(async () => (site = await startCrawlSite()));
test.afterAll(() => site?.close());

test('sitemaps (index, gzip) and links: normalised, de-duplicated, same host, in order', async ({ server }) => {
  const r = await server.admin.map({ url: `${site.url}/` });
  const u = (p: string) => `${site.url}${p}`;
  expect(r.urls).toEqual([
    u('/'),
    u('/about'),
    u('/docs'),
    u('/docs/guide?a=1&b=2'),
    u('/blog/one'),
    u('/blog/two'),
    u('/private/secret'),
    u('/calendar/2026/01'),
  ]);
  expect(r.metadata).toMatchObject({ sitemaps: 3, truncated: false });
});

test('sitemap only or skipped, search and limit', async ({ server }) => {
  const u = (p: string) => `${site.url}${p}`;
  expect((await server.admin.map({ url: site.url, sitemap: 'only' })).urls).toEqual([
    u('/'),
    u('/about'),
    u('/docs'),
    u('/docs/guide?a=1&b=2'),
    u('/blog/one'),
    u('/blog/two'),
  ]);
  const skipped = await server.admin.map({ url: site.url, sitemap: 'skip' });
  expect(skipped.urls).toEqual([u('/'), u('/about'), u('/docs'), u('/docs/guide?a=1&b=2'), u('/private/secret'), u('/calendar/2026/01')]);
  expect(skipped.metadata.sitemaps).toBe(0);
  expect((await server.admin.map({ url: site.url, search: 'BLOG' })).urls).toEqual([u('/blog/one'), u('/blog/two')]);
  const cut = await server.admin.map({ url: site.url, limit: 3 });
  expect(cut.urls).toEqual([u('/'), u('/about'), u('/docs')]);
  expect(cut.metadata.truncated).toBe(true);
});

test('bad requests are 400 naming the field; a read key is 403', async ({ server }) => {
  for (const [body, field] of [
    [{ url: site.url, limit: 10_001 }, 'limit'],
    [{ url: site.url, sitemap: 'all' }, 'sitemap'],
    [{ url: 'file:///etc/passwd' }, 'url'],
  ] as const) {
    const r = await server.admin.raw('POST', '/v1/map', body);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_request', details: { field } });
  }
  const reader = await server.admin.createKey({ name: 'reader', scopes: ['read'] });
  expect((await server.client(reader.secret).raw('POST', '/v1/map', { url: site.url })).status).toBe(403);
});

test('the egress guard refuses a private start URL before anything is fetched', async () => {
  const guarded = await startTestServer({ allowPrivateNetwork: false });
  try {
    const before = site.hits().size;
    const r = await guarded.admin.raw('POST', '/v1/map', { url: site.url });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_request', details: { field: 'url' } });
    expect(site.hits().size).toBe(before);
  } finally {
    await guarded.close();
  }
});
