/**
 * The Firecrawl-compatible API under /firecrawl, driven by the official SDK (@mendable/firecrawl-js:
 * the v2 `Firecrawl` class and the v1 `FirecrawlAppV1` class) and by the Firecrawl MCP server
 * package (firecrawl-mcp over stdio, its FIRECRAWL_API_URL pointing here): scrape, map, extract and
 * crawl, each with a failure, the SDK's typed results used without casts, errors in Firecrawl's
 * shape with Pluck's codes, and the work in Pluck's history.
 */
import path from 'node:path';
import Firecrawl, {
  FirecrawlAppV1,
  SdkError,
  type BatchScrapeJob,
  type BatchScrapeResponse,
  type CrawlJob,
  type Document,
  type ExtractResponse,
  type MapData,
} from '@mendable/firecrawl-js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { startCrawlSite, type CrawlSite } from '../support/crawl-site';
import { startGeneratedSite } from '../support/generated-site';
import { expect, startTestServer, type TestServer } from '../support/server';
import { startWebhookReceiver, type Received, type WebhookReceiver } from '../support/webhook-receiver';
import { test } from '../support/site-fixture';

const ARTICLE = { type: 'object', properties: { title: { type: 'string' }, author: { type: 'string' } } };
const EXTRACTED = { title: 'Why we moved our build cache to SQLite', author: 'Priya Raman' };

let crawlSite: CrawlSite;
test.beforeAll(async () => (crawlSite = await startCrawlSite()));
test.afterAll(() => crawlSite?.close());

const v2 = (server: TestServer, apiKey = server.adminKey) => new Firecrawl({ apiKey, apiUrl: `${server.url}/firecrawl` });
const v1 = (server: TestServer, apiKey = server.adminKey) => new FirecrawlAppV1({ apiKey, apiUrl: `${server.url}/firecrawl` });

/** The SdkError a v2 call rejects with. */
async function sdkError(call: Promise<unknown>): Promise<SdkError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SdkError);
  return err as SdkError;
}

test('v2 scrape: markdown, html, links and json (schema) of a page, with its metadata; a format Pluck does not read is a 400 naming it', async ({
  server,
  site,
}) => {
  const url = `${site.url}/article`;
  const doc: Document = await v2(server).scrape(url, { formats: ['markdown', 'html', 'links', { type: 'json', schema: ARTICLE }] });
  expect(doc.markdown).toContain('one SQLite file in WAL mode');
  expect(doc.html).toContain('<p>');
  expect(doc.links).toContain(`${site.url}/about/priya`);
  expect(doc.json).toEqual(EXTRACTED);
  expect(doc.metadata?.title).toBe('Why we moved our build cache to SQLite | The Fixture Blog');
  expect(doc.metadata?.sourceURL).toBe(url);
  expect(doc.metadata?.statusCode).toBe(200);
  expect(doc.metadata?.scrapeId).toMatch(/^ext_/);

  const err = await sdkError(v2(server).scrape(url, { formats: ['summary'] }));
  expect(err.status).toBe(400);
  expect(err.code).toBe('invalid_request');
  expect(err.message).toContain('"formats[0]" is not supported');
});

test('v2 scrape: rawHtml is the whole page; maxAge answers from a stored copy; rawHtml beside main-content markdown is a 400', async ({ server, site }) => {
  const url = `${site.url}/article`;
  const fc = v2(server);
  const raw: Document = await fc.scrape(url, { formats: ['rawHtml'] });
  expect(raw.rawHtml).toContain('<nav>');
  expect(raw.html).toBeUndefined();

  const first: Document = await fc.scrape(url, { formats: ['markdown'], maxAge: 60_000 });
  const again: Document = await fc.scrape(url, { formats: ['markdown'], maxAge: 60_000 });
  expect(first.metadata?.cacheState).toBe('miss');
  expect(again.metadata?.cacheState).toBe('hit');
  expect(again.markdown).toBe(first.markdown);

  const both = await sdkError(fc.scrape(url, { formats: ['markdown', 'rawHtml'] }));
  expect(both.status).toBe(400);
  expect(both.message).toContain('"onlyMainContent": false');
});

test('v1 scrape: markdown and json (jsonOptions); an option Pluck cannot honour is a 400', async ({ server, site }) => {
  const url = `${site.url}/article`;
  // The v1 types take a Zod schema; a JSON Schema object is what the SDK sends either way.
  const r = await v1(server).scrapeUrl<any>(url, { formats: ['markdown', 'json'], jsonOptions: { schema: ARTICLE } });
  if (!r.success) throw new Error(r.error);
  expect(r.markdown).toContain('one SQLite file in WAL mode');
  expect(r.json).toEqual(EXTRACTED);
  expect(r.metadata?.sourceURL).toBe(url);

  const refused = v1(server).scrapeUrl(url, { formats: ['markdown'], mobile: true });
  await expect(refused).rejects.toThrow(/status code: 400\. Error: Bad Request: "mobile" is not supported/i);
});

test("v2 and v1 map: the site's URLs from its sitemaps and links; subdomains are a 400, a read key a 403", async ({ server }) => {
  const u = (p: string) => `${crawlSite.url}${p}`;
  const mapped: MapData = await v2(server).map(`${crawlSite.url}/`, { sitemap: 'only' });
  expect(mapped.links.map((l) => l.url)).toEqual([u('/'), u('/about'), u('/docs'), u('/docs/guide?a=1&b=2'), u('/blog/one'), u('/blog/two')]);

  const r = await v1(server).mapUrl(crawlSite.url, { search: 'blog' });
  if (!r.success) throw new Error(r.error);
  expect(r.links).toEqual([u('/blog/one'), u('/blog/two')]);

  const sub = await sdkError(v2(server).map(crawlSite.url, { includeSubdomains: true }));
  expect(sub.status).toBe(400);
  expect(sub.details).toEqual({ field: 'includeSubdomains' });

  const reader = await server.admin.createKey({ name: 'reader', scopes: ['read'] });
  await expect(v1(server, reader.secret).mapUrl(crawlSite.url, {})).rejects.toThrow('status code 403');
});

test("v2 extract: an async job over pages on Pluck's queue, polled to its merged data; an unknown job is a 404", async ({ server, site }) => {
  const fc = v2(server);
  const started: ExtractResponse = await fc.startExtract({ urls: [`${site.url}/article`], schema: ARTICLE });
  expect(started.id).toMatch(/^bat_/);
  const done: ExtractResponse = await fc.extract({ urls: [`${site.url}/article`], schema: ARTICLE, pollInterval: 1 });
  expect(done.status).toBe('completed');
  expect(done.data).toEqual(EXTRACTED);

  const tasks = await server.admin.raw('GET', `/v1/tasks?batch=${started.id}`);
  expect((tasks.body as { items: { mode: string }[] }).items).toHaveLength(1);

  const missing = await sdkError(fc.getExtractStatus('bat_missing'));
  expect(missing.status).toBe(404);
  expect(missing.code).toBe('not_found');
});

test('v1 extract: polled to completion; web search, which Pluck does not do, is refused', async ({ server, site }) => {
  const app = v1(server);
  const r = await app.extract([`${site.url}/article`], { schema: ARTICLE });
  if (!r.success) throw new Error(r.error);
  expect(r.data).toEqual(EXTRACTED);
  await expect(app.extract([`${site.url}/article`], { prompt: 'the title', enableWebSearch: true })).rejects.toThrow('status code 400');
});

test('v2 batch scrape: one queued scrape per URL, polled to its documents; cancel stops pages not read; json is a 400', async ({ server, site }) => {
  const fc = v2(server);
  const job: BatchScrapeJob = await fc.batchScrape([`${site.url}/article`, `${site.url}/docs/install`], {
    options: { formats: ['markdown', 'links'] },
    pollInterval: 1,
  });
  expect(job.status).toBe('completed');
  expect(job).toMatchObject({ completed: 2, total: 2, next: null });
  expect(job.data.map((d) => d.metadata?.sourceURL).sort()).toEqual([`${site.url}/article`, `${site.url}/docs/install`]);
  expect(job.data.find((d) => d.metadata?.sourceURL === `${site.url}/article`)?.markdown).toContain('one SQLite file in WAL mode');

  const started: BatchScrapeResponse = await fc.startBatchScrape([`${site.url}/slow?ms=60000`, `${site.url}/slow?ms=60000&b=1`]);
  expect(started.url).toBe(`${server.url}/firecrawl/v2/batch/scrape/${started.id}`);
  expect(await fc.cancelBatchScrape(started.id)).toBe(true);
  const cancelled: BatchScrapeJob = await fc.getBatchScrapeStatus(started.id);
  expect(cancelled).toMatchObject({ status: 'cancelled', completed: 0, total: 2, data: [] });

  const json = await sdkError(fc.startBatchScrape([`${site.url}/article`], { options: { formats: [{ type: 'json', schema: ARTICLE }] } }));
  expect(json.status).toBe(400);
  expect(json.details).toEqual({ field: 'formats' });
});

test('v1 batch scrape: started, then its status polled to the pages; an unknown batch is a 404', async ({ server, site }) => {
  const app = v1(server);
  const started = await app.asyncBatchScrapeUrls([`${site.url}/article`], { formats: ['markdown'] });
  if (!started.success || !started.id) throw new Error(started.error);
  const id = started.id;
  await expect
    .poll(async () => {
      const status = await app.checkBatchScrapeStatus(id);
      return status.success ? status.status : status.error;
    })
    .toBe('completed');
  const done = await app.checkBatchScrapeStatus(id);
  if (!done.success) throw new Error(done.error);
  expect(done.data[0].markdown).toContain('one SQLite file in WAL mode');
  await expect(app.checkBatchScrapeStatus('bat_missing')).rejects.toThrow('404');
});

test('v2 crawl: the SDK starts a crawl and waits for its documents; status pages follow next; cancel stops it; bad options are 400s, an unknown crawl a 404', async ({
  server,
}) => {
  const app = v2(server);
  const job: CrawlJob = await app.crawl(crawlSite.url, { limit: 4, scrapeOptions: { formats: ['markdown', 'links'] }, pollInterval: 0.2, timeout: 60 });
  expect(job.status).toBe('completed');
  expect(job.data).toHaveLength(4);
  for (const doc of job.data) {
    expect(doc.metadata?.sourceURL?.startsWith(crawlSite.url)).toBe(true);
    expect(doc.markdown).toContain('page of the crawl site');
    expect(Array.isArray(doc.links)).toBe(true);
  }
  expect(job.data.map((d) => d.metadata?.sourceURL)).not.toContain(`${crawlSite.url}/private/secret`);

  // The same crawl two documents at a time: `next` leads to the rest, then is gone.
  const started = await app.startCrawl(crawlSite.url, { limit: 3 });
  await expect.poll(async () => (await app.getCrawlStatus(started.id)).status, { timeout: 30_000 }).toBe('completed');
  const first = await (
    await fetch(`${server.url}/firecrawl/v2/crawl/${started.id}?limit=2`, { headers: { Authorization: `Bearer ${server.adminKey}` } })
  ).json();
  expect(first).toMatchObject({ success: true, status: 'completed', completed: 3, total: 3 });
  expect(first.data).toHaveLength(2);
  const rest = await (await fetch(first.next, { headers: { Authorization: `Bearer ${server.adminKey}` } })).json();
  expect(rest.data).toHaveLength(1);
  expect(rest.next).toBeUndefined();

  const gen = await startGeneratedSite(200);
  try {
    gen.hold();
    const long = await app.startCrawl(`${gen.url}/p/0`, { limit: 100 });
    expect(await app.cancelCrawl(long.id)).toBe(true);
    expect((await app.getCrawlStatus(long.id)).status).toBe('cancelled');
  } finally {
    gen.release();
    await gen.close();
  }

  const shot = await sdkError(app.startCrawl(crawlSite.url, { scrapeOptions: { formats: ['screenshot'] } }));
  expect(shot.status).toBe(400);
  expect(shot.message).toContain('scrapeOptions.formats');
  // A start URL that is not one is the API's 400, never a 500.
  const notUrl = await sdkError(app.startCrawl('not a url'));
  expect(notUrl.status).toBe(400);
  expect(notUrl.message).toContain('"url" is not a valid absolute URL');
  const delayed = await sdkError(app.startCrawl(crawlSite.url, { delay: 2 }));
  expect(delayed.status).toBe(400);
  expect((await sdkError(app.getCrawlStatus('crw_missing'))).status).toBe(404);
});

/** A Firecrawl webhook event as its receiver reads it. */
interface FirecrawlEvent {
  success: boolean;
  type: string;
  id: string;
  data: Document[];
  metadata: Record<string, unknown>;
  error?: string;
}

/** The events a receiver verified, each once, in the order they first came. */
const verifiedEvents = (received: Received[]): FirecrawlEvent[] => [
  ...new Map(received.filter((r) => r.verified).map((r) => [r.eventId, JSON.parse(r.body) as FirecrawlEvent])).values(),
];

/** What the servers of the webhook tests sign with (PLUCK_FIRECRAWL_WEBHOOK_SECRET). */
const secret = 'fc_webhook_secret_for_tests';

/** Runs `body` with a server that signs Firecrawl's webhooks, a receiver answering `answer` and one answering 200. */
async function withReceivers(
  answer: Parameters<typeof startWebhookReceiver>[0],
  body: (signing: TestServer, rx: WebhookReceiver, only: WebhookReceiver) => Promise<void>,
): Promise<void> {
  const signing = await startTestServer({ webhookRetryBaseMs: 100, firecrawlWebhookSecret: secret });
  const rx = await startWebhookReceiver(answer, 'firecrawl');
  const only = await startWebhookReceiver(() => 200, 'firecrawl');
  rx.secret = only.secret = secret;
  try {
    await body(signing, rx, only);
  } finally {
    await rx.close();
    await only.close();
    await signing.close();
  }
}

test("crawl webhooks (v2 and v1): Firecrawl's events with the user's headers and metadata, signed X-Firecrawl-Signature, retried; events filter; a refused URL is a 400", async ({
  server,
}) => {
  // The second request is answered 500: its event comes again.
  await withReceivers(
    (_r, i) => (i === 1 ? 500 : 200),
    async (signing, rx, only) => {
      const app = v2(signing);
      const started = await app.startCrawl(crawlSite.url, {
        limit: 3,
        webhook: { url: `${rx.url}/hook`, headers: { 'X-Team': 'docs' }, metadata: { run: 'nightly' } },
      });
      await expect.poll(() => verifiedEvents(rx.received).length, { timeout: 30_000 }).toBe(1 + 3 + 1);
      expect(rx.received.every((r) => r.verified && r.signature.startsWith('sha256=') && r.headers['x-team'] === 'docs')).toBe(true);
      await expect.poll(() => rx.received.filter((r) => r.eventId === rx.received[1].eventId).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      const events = verifiedEvents(rx.received);
      expect(events.map((e) => e.type).sort()).toEqual(['crawl.completed', 'crawl.page', 'crawl.page', 'crawl.page', 'crawl.started']);
      for (const e of events) expect(e).toMatchObject({ success: true, id: started.id, metadata: { run: 'nightly' } });
      const pages = events.filter((e) => e.type === 'crawl.page');
      for (const e of pages) {
        expect(e.data).toHaveLength(1);
        expect(e.data[0].metadata?.sourceURL?.startsWith(crawlSite.url)).toBe(true);
        expect(e.data[0].markdown).toContain('page of the crawl site');
      }
      expect(events.find((e) => e.type === 'crawl.completed')?.data).toEqual([]);

      // v1, the URL alone with the events asked for: only crawl.completed comes.
      const v1Started = await v1(signing).asyncCrawlUrl(crawlSite.url, { limit: 2, webhook: { url: `${only.url}/done`, events: ['completed'] } });
      if (!v1Started.success) throw new Error(v1Started.error);
      await expect.poll(() => verifiedEvents(only.received).map((e) => e.type), { timeout: 30_000 }).toEqual(['crawl.completed']);
      expect(verifiedEvents(only.received)[0]).toMatchObject({ success: true, id: v1Started.id, data: [], metadata: {} });

      const refused = await sdkError(app.startCrawl(crawlSite.url, { webhook: 'http://169.254.169.254/hook' }));
      expect(refused.status).toBe(400);
      expect(refused.details).toEqual(expect.objectContaining({ field: 'webhook' }));
      const refusedUrl = await sdkError(app.startCrawl(crawlSite.url, { webhook: { url: 'ftp://example.com/hook' } }));
      expect(refusedUrl.status).toBe(400);
      expect(refusedUrl.details).toEqual(expect.objectContaining({ field: 'webhook.url' }));
    },
  );
  // A server with no secret to sign with refuses a webhook, naming it.
  const unsigned = await sdkError(v2(server).startCrawl(crawlSite.url, { webhook: 'http://127.0.0.1:9/hook' }));
  expect(unsigned.status).toBe(400);
  expect(unsigned.message).toContain('PLUCK_FIRECRAWL_WEBHOOK_SECRET');
});

test("batch scrape webhooks (v2 and v1): started, a page per URL, completed, in Firecrawl's shape with the user's headers and metadata, signed; events filter; a refused URL is a 400", async ({
  server,
  site,
}) => {
  const urls = [`${site.url}/article`, `${site.url}/docs/install`];
  await withReceivers(
    () => 200,
    async (signing, rx, only) => {
      const fc = v2(signing);
      const started = await fc.startBatchScrape(urls, {
        options: { formats: ['markdown'] },
        webhook: { url: `${rx.url}/hook`, headers: { 'X-Team': 'docs' }, metadata: { run: 'nightly' } },
      });
      await expect.poll(() => verifiedEvents(rx.received).length, { timeout: 30_000 }).toBe(1 + 2 + 1);
      expect(rx.received.every((r) => r.verified && r.headers['x-team'] === 'docs')).toBe(true);
      const events = verifiedEvents(rx.received);
      expect(events.map((e) => e.type).sort()).toEqual(['batch_scrape.completed', 'batch_scrape.page', 'batch_scrape.page', 'batch_scrape.started']);
      for (const e of events) expect(e).toMatchObject({ success: true, id: started.id, metadata: { run: 'nightly' } });
      const pages = events.filter((e) => e.type === 'batch_scrape.page').map((e) => e.data[0]);
      expect(pages.map((d) => d.metadata?.sourceURL).sort()).toEqual(urls);
      expect(pages.find((d) => d.metadata?.sourceURL === urls[0])?.markdown).toContain('one SQLite file in WAL mode');

      const v1Started = await v1(signing).asyncBatchScrapeUrls(urls, { formats: ['markdown'] }, undefined, { url: `${only.url}/done`, events: ['completed'] });
      if (!v1Started.success) throw new Error(v1Started.error);
      await expect.poll(() => verifiedEvents(only.received).map((e) => e.type), { timeout: 30_000 }).toEqual(['batch_scrape.completed']);
      expect(verifiedEvents(only.received)[0]).toMatchObject({ id: v1Started.id, data: [], metadata: {} });

      const refused = await sdkError(fc.startBatchScrape(urls, { webhook: { url: 'http://169.254.169.254/hook' } }));
      expect(refused.status).toBe(400);
      expect(refused.details).toEqual(expect.objectContaining({ field: 'webhook.url' }));
    },
  );
  const unsigned = await sdkError(v2(server).startBatchScrape(urls, { webhook: 'http://127.0.0.1:9/hook' }));
  expect(unsigned.status).toBe(400);
  expect(unsigned.details).toEqual({ field: 'webhook' });
});

test("extract webhooks (v2 and v1): extract.started, then extract.completed with the job's merged data as Firecrawl's extract result, or extract.failed with the error; signed; events filter; a refused URL is a 400", async ({
  server,
  site,
}) => {
  const urls = [`${site.url}/article`];
  await withReceivers(
    () => 200,
    async (signing, rx, only) => {
      const fc = v2(signing);
      const started = await fc.startExtract({
        urls,
        schema: ARTICLE,
        webhook: { url: `${rx.url}/hook`, headers: { 'X-Team': 'docs' }, metadata: { run: 'nightly' } },
      });
      await expect.poll(() => verifiedEvents(rx.received).length, { timeout: 30_000 }).toBe(2);
      expect(rx.received.every((r) => r.verified && r.signature.startsWith('sha256=') && r.headers['x-team'] === 'docs')).toBe(true);
      const [first, last] = verifiedEvents(rx.received);
      expect(first).toEqual({ success: true, type: 'extract.started', id: started.id, data: [], metadata: { run: 'nightly' } });
      expect(last).toEqual({
        success: true,
        type: 'extract.completed',
        id: started.id,
        data: [{ success: true, data: EXTRACTED, extractId: started.id, totalUrlsScraped: 1 }],
        metadata: { run: 'nightly' },
      });
      // The event's data is what the job's status answers.
      expect((await fc.getExtractStatus(started.id!)).data).toEqual(EXTRACTED);

      // v1, a job whose page fails, only its end asked for: extract.failed with the error.
      const failing = { schema: ARTICLE, webhook: { url: `${only.url}/done`, events: ['completed', 'failed'] } };
      const v1Started = await v1(signing).asyncExtract([`${site.url}/status/404`], failing);
      if (!v1Started.success) throw new Error(v1Started.error);
      await expect.poll(() => verifiedEvents(only.received).map((e) => e.type), { timeout: 30_000 }).toEqual(['extract.failed']);
      const failed = verifiedEvents(only.received)[0];
      expect(failed).toMatchObject({ success: false, data: [], metadata: {} });
      expect(failed.error).toContain(`${site.url}/status/404`);

      const refused = await sdkError(fc.startExtract({ urls, schema: ARTICLE, webhook: { url: 'http://169.254.169.254/hook' } }));
      expect(refused.status).toBe(400);
      expect(refused.details).toEqual(expect.objectContaining({ field: 'webhook.url' }));
      const notUrl = await sdkError(fc.startExtract({ urls, schema: ARTICLE, webhook: 'not a url' }));
      expect(notUrl.status).toBe(400);
      expect(notUrl.details).toEqual(expect.objectContaining({ field: 'webhook' }));
    },
  );
  const unsigned = await sdkError(v2(server).startExtract({ urls, schema: ARTICLE, webhook: 'http://127.0.0.1:9/hook' }));
  expect(unsigned.status).toBe(400);
  expect(unsigned.details).toEqual({ field: 'webhook' });
});

test('v1 crawl: crawlUrl waits for the documents; asyncCrawlUrl and checkCrawlStatus; an option Pluck cannot honour is a 400', async ({ server }) => {
  const app = v1(server);
  const result = await app.crawlUrl(crawlSite.url, { limit: 3, scrapeOptions: { formats: ['markdown'] } }, 1);
  if (!result.success) throw new Error(result.error);
  expect(result.status).toBe('completed');
  expect(result.data).toHaveLength(3);
  expect(result.data[0].markdown).toContain('page of the crawl site');

  const started = await app.asyncCrawlUrl(crawlSite.url, { limit: 2, ignoreSitemap: true });
  if (!started.success) throw new Error(started.error);
  const status = await app.checkCrawlStatus(started.id!);
  if (!status.success) throw new Error(status.error);
  expect(['scraping', 'completed']).toContain(status.status);
  await expect(app.asyncCrawlUrl(crawlSite.url, { delay: 2 })).rejects.toThrow('status code 400');
});

test("errors take Firecrawl's shape with Pluck's code; the work is in Pluck's history; the routes are in the OpenAPI document", async ({ server, site }) => {
  const anonymous = await server.client().raw('POST', '/firecrawl/v2/scrape', { url: `${site.url}/article` });
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toMatchObject({ success: false, code: 'unauthorized', error: expect.any(String) });
  const unknown = await server.admin.raw('POST', '/firecrawl/v1/scrape', { url: `${site.url}/article`, colour: 'blue' });
  expect(unknown.status).toBe(400);
  expect(unknown.body).toEqual({ success: false, error: expect.stringContaining('colour'), code: 'invalid_request', details: { field: 'colour' } });

  await v2(server).scrape(`${site.url}/article`, { formats: ['markdown'] });
  const history = await server.admin.extractions({ mode: 'scrape' });
  expect(history.items.map((row) => row.url)).toContain(`${site.url}/article`);

  const doc = (await server.admin.raw('GET', '/openapi.json')).body as {
    paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
  };
  expect(doc.paths['/firecrawl/v2/scrape'].post.tags).toEqual(['firecrawl v2']);
  expect(doc.paths['/firecrawl/v1/extract/{id}'].get.tags).toEqual(['firecrawl v1']);
  expect(JSON.stringify(doc.paths['/firecrawl/v1/map'].post.responses.default)).toContain('"success"');
});

test('the Firecrawl MCP server pointed at Pluck: scrape (markdown, json) and map as tools; a refused option is a tool error', async ({ server, site }) => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(require.resolve('firecrawl-mcp/package.json'), '..', 'dist', 'index.js')],
    env: { ...(process.env as Record<string, string>), FIRECRAWL_API_URL: `${server.url}/firecrawl`, FIRECRAWL_API_KEY: server.adminKey },
    stderr: 'ignore',
  });
  const mcp = new Client({ name: 'pluck-test', version: '1.0.0' });
  await mcp.connect(transport);
  try {
    const text = (r: Awaited<ReturnType<typeof mcp.callTool>>) => (r.content as { type: string; text: string }[]).map((c) => c.text).join('\n');
    const scraped = await mcp.callTool({ name: 'firecrawl_scrape', arguments: { url: `${site.url}/article`, formats: ['markdown'] } });
    expect(scraped.isError).toBeFalsy();
    expect(text(scraped)).toContain('one SQLite file in WAL mode');

    const json = await mcp.callTool({
      name: 'firecrawl_scrape',
      arguments: { url: `${site.url}/article`, formats: ['json'], jsonOptions: { schema: ARTICLE } },
    });
    expect(json.isError).toBeFalsy();
    expect(text(json)).toContain('Priya Raman');

    const mapped = await mcp.callTool({ name: 'firecrawl_map', arguments: { url: `${crawlSite.url}/`, sitemap: 'only' } });
    expect(mapped.isError).toBeFalsy();
    expect(text(mapped)).toContain(`${crawlSite.url}/blog/two`);

    const refused = await mcp.callTool({ name: 'firecrawl_map', arguments: { url: crawlSite.url, includeSubdomains: true } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toContain('includeSubdomains');
  } finally {
    await mcp.close();
  }
});
