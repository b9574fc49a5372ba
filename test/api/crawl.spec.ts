/**
 * POST /v1/crawl on local sites: a site with a calendar trap, a robots.txt disallowing /private/, a
 * sitemap index (plain and gzip) and off-site links is crawled to exactly its pages; limit and
 * max_depth hold; cancel stops it; webhooks are signed; bad input is a 4xx with the error table's
 * code; other tenants see 404; a crawl killed with SIGKILL goes on after a restart, reading no page twice.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CrawlWithPages } from '../../server/contract/crawl';
import { createClient, type PluckClient } from '../../server/client/index';
import { startCrawlSite, type CrawlSite } from '../support/crawl-site';
import { startGeneratedSite, type GeneratedSite } from '../support/generated-site';
import { expect, startTestServer, tempDir, test } from '../support/server';
import { ensureServerBuilt, startServerProcess, type ServerProcess } from '../support/server-process';
import { startWebhookReceiver } from '../support/webhook-receiver';

let site: CrawlSite;
let gen: GeneratedSite;
test.beforeAll(async () => {
  site = await startCrawlSite();
  gen = await startGeneratedSite(200, 5);
});
test.afterAll(async () => {
  await site?.close();
  await gen?.close();
});

/** Waits for the crawl to end and returns it with all its pages. */
async function finished(c: PluckClient, id: string, timeout = 60_000): Promise<CrawlWithPages> {
  await expect.poll(async () => (await c.crawlStatus(id)).status, { timeout, message: `crawl ${id} to end` }).not.toBe('running');
  const first = await c.crawlStatus(id, { limit: 500 });
  const pages = [...first.pages];
  for (let cursor = first.next_cursor; cursor;) {
    const next = await c.crawlStatus(id, { limit: 500, cursor });
    pages.push(...next.pages);
    cursor = next.next_cursor;
  }
  return { ...first, pages };
}

test('the crawl takes exactly the pages it should: robots, trap, sitemap index, off-site links', async ({ server }) => {
  const before = new Map(site.hits());
  const accepted = await server.admin.crawl({ url: `${site.url}/` });
  expect(accepted).toMatchObject({ status: 'running', poll: `/v1/crawls/${accepted.id}` });
  const crawl = await finished(server.admin, accepted.id);
  const u = (p: string) => `${site.url}${p}`;
  expect(crawl.status).toBe('completed');
  expect(crawl.pages.map((p) => p.url).sort()).toEqual(
    [u('/'), u('/about'), u('/docs'), u('/docs/guide?a=1&b=2'), u('/blog/one'), u('/blog/two'), u('/calendar/2026/01')].sort(),
  );
  expect(crawl.pages.every((p) => p.status === 'completed' && p.status_code === 200)).toBe(true);
  expect(crawl.counts).toMatchObject({ completed: 7, queued: 0, failed: 0, total: 7 });
  const about = crawl.pages.find((p) => p.url === u('/about'))!;
  expect(Object.keys(about.data!)).toEqual(['markdown']);
  expect((about.data as { markdown: string }).markdown).toContain('The About page of the crawl site');
  // Nothing disallowed or past the trap was fetched; every page once.
  const hits = (p: string) => (site.hits().get(p) ?? 0) - (before.get(p) ?? 0);
  expect(hits('/private/secret')).toBe(0);
  expect(hits('/calendar/2026/02')).toBe(0);
  for (const p of ['/', '/about', '/docs', '/docs/guide?a=1&b=2', '/blog/one', '/blog/two', '/calendar/2026/01']) expect(hits(p), p).toBe(1);
  // Each page is a history row of mode crawl.
  const rows = (await server.admin.extractions({ mode: 'crawl', limit: 50 })).items;
  expect(rows).toHaveLength(7);
  // The list shows it, newest first.
  expect((await server.admin.crawls()).items[0]).toMatchObject({ id: accepted.id, status: 'completed', counts: { total: 7 } });
});

test('respect_robots false takes the disallowed section; allow_external stays off-site-free without it', async ({ server }) => {
  const crawl = await finished(server.admin, (await server.admin.crawl({ url: site.url, respect_robots: false, sitemap: 'skip' })).id);
  expect(crawl.pages.map((p) => p.url)).toContain(`${site.url}/private/secret`);
  expect(crawl.pages.some((p) => !p.url.startsWith(site.url))).toBe(false);
});

test('limit and max_depth always hold; include and exclude paths', async ({ server }) => {
  const limited = await finished(server.admin, (await server.admin.crawl({ url: `${gen.url}/p/0`, limit: 17 })).id);
  expect(limited.status).toBe('completed');
  expect(limited.pages).toHaveLength(17);
  expect(limited.counts.total).toBe(17);

  // Depth 0: 1 page; depth 2 with fanout 5: 1 + 5 + 25.
  const shallow = await finished(server.admin, (await server.admin.crawl({ url: `${gen.url}/p/0`, max_depth: 0 })).id);
  expect(shallow.pages.map((p) => p.url)).toEqual([`${gen.url}/p/0`]);
  const two = await finished(server.admin, (await server.admin.crawl({ url: `${gen.url}/p/0`, max_depth: 2, limit: 1000 })).id);
  expect(two.pages).toHaveLength(31);
  expect(Math.max(...two.pages.map((p) => p.depth))).toBe(2);

  const only = await finished(
    server.admin,
    (await server.admin.crawl({ url: `${gen.url}/p/0`, max_depth: 1, include_paths: ['^/p/[1-3]$'], exclude_paths: ['/p/2'] })).id,
  );
  expect(only.pages.map((p) => p.url).sort()).toEqual([`${gen.url}/p/0`, `${gen.url}/p/1`, `${gen.url}/p/3`]);
});

test('pages come a page at a time with a cursor, in the order found', async ({ server }) => {
  const id = (await server.admin.crawl({ url: `${gen.url}/p/0`, limit: 12 })).id;
  await finished(server.admin, id);
  const a = await server.admin.crawlStatus(id, { limit: 5 });
  const b = await server.admin.crawlStatus(id, { limit: 5, cursor: a.next_cursor! });
  const c = await server.admin.crawlStatus(id, { limit: 5, cursor: b.next_cursor! });
  expect(a.pages[0].url).toBe(`${gen.url}/p/0`);
  expect([...a.pages, ...b.pages, ...c.pages].map((p) => p.id)).toHaveLength(12);
  expect(new Set([...a.pages, ...b.pages, ...c.pages].map((p) => p.url)).size).toBe(12);
  expect(c.next_cursor).toBeNull();
  const bad = await server.admin.raw('GET', `/v1/crawls/${id}?cursor=nonsense`);
  expect(bad.status).toBe(400);
});

test('bad input is a 4xx with the error table code; read keys cannot start; other tenants get 404', async ({ server }) => {
  const cases: [Record<string, unknown>, string][] = [
    [{ url: site.url, limit: 10_001 }, 'limit'],
    [{ url: site.url, limit: 0 }, 'limit'],
    [{ url: site.url, max_depth: -1 }, 'max_depth'],
    [{ url: site.url, include_paths: ['(unclosed'] }, 'include_paths[0]'],
    [{ url: site.url, formats: ['markdown'], prompt: 'titles' }, 'formats'],
    [{ url: site.url, formats: ['screenshot'] }, 'formats'],
    [{ url: site.url, sitemap: 'all' }, 'sitemap'],
    [{ url: site.url, webhook_url: 'ftp://example.com/hook' }, 'webhook_url'],
    [{ url: 'file:///etc/passwd' }, 'url'],
    [{ url: site.url, colour: 'red' }, 'colour'],
  ];
  for (const [body, field] of cases) {
    const r = await server.admin.raw('POST', '/v1/crawl', body);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(r.body, JSON.stringify(body)).toMatchObject({ code: 'invalid_request' });
    expect(JSON.stringify(r.body), JSON.stringify(body)).toContain(field);
  }
  const reader = await server.admin.createKey({ name: 'reader', scopes: ['read'] });
  expect((await server.client(reader.secret).raw('POST', '/v1/crawl', { url: site.url })).status).toBe(403);
  const id = (await server.admin.crawl({ url: `${gen.url}/p/0`, max_depth: 0 })).id;
  await finished(server.admin, id);
  const other = await server.admin.createKey({ name: 'other', tenant: 'acme', scopes: ['read', 'write'] });
  const stranger = server.client(other.secret);
  expect((await stranger.raw('GET', `/v1/crawls/${id}`)).status).toBe(404);
  expect((await stranger.raw('DELETE', `/v1/crawls/${id}`)).status).toBe(404);
  expect((await stranger.crawls()).items).toEqual([]);
  // An ended crawl cannot be cancelled.
  const again = await server.admin.raw('DELETE', `/v1/crawls/${id}`);
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 'conflict' });
});

test('cancel stops a crawl: nothing more is read, queued pages are cancelled', async ({ server }) => {
  gen.hold();
  try {
    const id = (await server.admin.crawl({ url: `${gen.url}/p/0`, limit: 150 })).id;
    await expect.poll(() => gen.heldCount()).toBeGreaterThan(0);
    // The start page answers; its children are queued and the first of them held.
    gen.release();
    gen.hold();
    await expect.poll(async () => (await server.admin.crawlStatus(id)).counts.queued).toBeGreaterThan(0);
    const cancelled = await server.admin.cancelCrawl(id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.counts.queued).toBe(0);
    expect(cancelled.counts.cancelled).toBeGreaterThan(0);
    const servedBefore = [...gen.served.values()].reduce((a, b) => a + b, 0);
    gen.release();
    await new Promise((r) => setTimeout(r, 1500));
    const after = await server.admin.crawlStatus(id);
    expect(after.status).toBe('cancelled');
    expect(after.counts.completed).toBeLessThanOrEqual(1 + 4);
    // Only the requests in flight at the cancel were answered afterwards.
    expect([...gen.served.values()].reduce((a, b) => a + b, 0) - servedBefore).toBeLessThanOrEqual(4);
  } finally {
    gen.release();
  }
});

test('webhooks: crawl.started, one crawl.page per page, crawl.completed, signed with the secret shown once', async () => {
  const server = await startTestServer({ webhookRetryBaseMs: 100 });
  const rx = await startWebhookReceiver((_r, i) => (i === 1 ? 500 : 200));
  try {
    const accepted = await server.admin.crawl({ url: `${gen.url}/p/0`, max_depth: 1, webhook_url: `${rx.url}/hook` });
    expect(accepted.webhook_secret).toMatch(/^whsec_/);
    rx.secret = accepted.webhook_secret!;
    await finished(server.admin, accepted.id);
    expect((await server.admin.crawlStatus(accepted.id)).request).not.toHaveProperty('webhook_secret');
    // 8 events, each delivered with a valid signature. The receiver answered the second request 500
    // (and any request before the secret was set above 401), so those events came again.
    const verified = () => new Set(rx.received.filter((r) => r.verified).map((r) => r.eventId)).size;
    await expect.poll(verified, { timeout: 30_000 }).toBe(1 + 6 + 1);
    expect(new Set(rx.received.map((r) => r.eventId)).size).toBe(1 + 6 + 1);
    await expect.poll(() => rx.received.filter((r) => r.eventId === rx.received[1].eventId).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const events = [
      ...new Map(
        rx.received.map((r) => [r.eventId, JSON.parse(r.body) as { type: string; crawl_id: string; page?: { url: string; status: string } }]),
      ).values(),
    ];
    const types = events.map((e) => e.type);
    expect(types.filter((t) => t === 'crawl.started')).toHaveLength(1);
    expect(types.filter((t) => t === 'crawl.page')).toHaveLength(6);
    expect(types.filter((t) => t === 'crawl.completed')).toHaveLength(1);
    expect(events.every((e) => e.crawl_id === accepted.id)).toBe(true);
  } finally {
    await rx.close();
    await server.close();
  }
});

test("schema crawls extract each page instead: the data has the schema's shape, each page an extract history row", async ({ server }) => {
  const schema = { type: 'object', properties: { title: { type: 'string' } } };
  const crawl = await finished(server.admin, (await server.admin.crawl({ url: `${gen.url}/p/0`, max_depth: 1, limit: 3, schema })).id);
  expect(crawl.status).toBe('completed');
  expect(crawl.pages).toHaveLength(3);
  expect(crawl.pages[0].data).toEqual({ title: 'Page 0' });
  const rows = (await server.admin.extractions({ mode: 'extract', limit: 50 })).items;
  expect(rows.map((r) => r.id).sort()).toEqual(crawl.pages.map((p) => p.extraction_id).sort());
});

test('a start page that cannot be read fails the crawl', async ({ server }) => {
  const crawl = await finished(server.admin, (await server.admin.crawl({ url: `${gen.url}/missing` })).id);
  expect(crawl.status).toBe('failed');
  expect(crawl.error).toMatch(/no page/);
  expect(crawl.pages[0]).toMatchObject({ status: 'failed', status_code: 404 });
});

test('kill -9 in the middle of a 2,000-page crawl: after a restart every page is in the result once, none read twice', async () => {
  test.setTimeout(240_000);
  ensureServerBuilt();
  const big = await startGeneratedSite(2000, 10);
  const adminKey = `pk_crawlcrash_${crypto.randomBytes(8).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    PLUCK_DATA_DIR: tempDir('pluck-crawl-crash-'),
    PLUCK_ADMIN_KEY: adminKey,
    PLUCK_ALLOW_PRIVATE_NETWORK: '1',
    PLUCK_ENGINE: 'http',
    PLUCK_LOG: '0',
    PLUCK_QUEUE_CONCURRENCY: '4',
    PLUCK_RATE_LIMIT_RPS: '0',
    // Each page is a history row that counts against the free tier.
    PLUCK_FREE_TIER_MONTHLY: '10000',
  };
  const procs: ServerProcess[] = [];
  try {
    const first = await startServerProcess(env);
    procs.push(first);
    const c1 = createClient({ baseUrl: first.url, apiKey: adminKey });
    const id = (await c1.crawl({ url: `${big.url}/p/0`, limit: 2000, max_depth: 5 })).id;
    await expect.poll(() => big.served.size, { timeout: 60_000 }).toBeGreaterThan(300);
    // Every worker waits on a held request: none is between reading a page and recording it.
    big.hold();
    await expect.poll(() => big.heldCount(), { timeout: 30_000 }).toBe(4);
    first.child.kill('SIGKILL');
    await exited(first.child);
    big.release();

    const second = await startServerProcess(env);
    procs.push(second);
    const c2 = createClient({ baseUrl: second.url, apiKey: adminKey });
    const crawl = await finished(c2, id, 180_000);
    expect(crawl.status).toBe('completed');
    expect(crawl.pages).toHaveLength(2000);
    expect(
      crawl.pages
        .filter((p) => p.status !== 'completed')
        .map((p) => `${p.url} ${p.status} ${p.error}`)
        .slice(0, 5),
    ).toEqual([]);
    expect(new Set(crawl.pages.map((p) => p.url)).size).toBe(2000);
    expect(big.served.size).toBe(2000);
    expect([...big.served.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    second.child.kill('SIGTERM');
    await exited(second.child);
  } finally {
    for (const p of procs) {
      p.child.kill('SIGKILL');
      await exited(p.child);
    }
    await big.close();
  }
});

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/** A site of 12 pages answering after a moment, that records the most requests it had open at once; robots.txt as given. */
async function startPoliteSite(robots: string) {
  let open = 0;
  let most = 0;
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
    if (path === '/out') return res.writeHead(302, { location: `http://localhost:${port}/elsewhere` }).end();
    if (path === '/moved') return res.writeHead(301, { location: '/landing' }).end();
    open++;
    most = Math.max(most, open);
    setTimeout(() => {
      open--;
      const links = path === '/' ? [...Array.from({ length: 10 }, (_, i) => `/p${i}`), '/out', '/moved'] : [];
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<html><body><main><h1>${path}</h1><p>Page ${path} with a little text to read.</p>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</main></body></html>`,
        );
    }, 150);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, most: () => most, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('per-host cap and Crawl-delay: never more reads of a host at once than allowed; redirects only within scope', async () => {
  const server = await startTestServer({ queueConcurrency: 6, crawlHostConcurrency: 2 });
  const capped = await startPoliteSite('User-agent: *\nAllow: /\n');
  const delayed = await startPoliteSite('User-agent: *\nCrawl-delay: 0.1\n');
  try {
    const a = await finished(server.admin, (await server.admin.crawl({ url: capped.url, sitemap: 'skip' })).id);
    expect(a.counts.total).toBe(13);
    expect(capped.most()).toBe(2);
    // The redirect to another host is not taken; the one within the site is, under the URL it was found by.
    expect(a.pages.find((p) => p.url.endsWith('/out'))).toMatchObject({ status: 'skipped', data: null, error: expect.stringContaining('redirected out of') });
    expect(a.pages.find((p) => p.url.endsWith('/moved'))).toMatchObject({ status: 'completed' });
    expect(JSON.stringify(a.pages.find((p) => p.url.endsWith('/moved'))!.data)).toContain('/landing');

    await finished(server.admin, (await server.admin.crawl({ url: delayed.url, sitemap: 'skip' })).id);
    expect(delayed.most()).toBe(1);
  } finally {
    await capped.close();
    await delayed.close();
    await server.close();
  }
});
