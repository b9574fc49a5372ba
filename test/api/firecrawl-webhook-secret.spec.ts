/**
 * A tenant's own secret for its Firecrawl-compatible webhooks (GET/POST /v1/tenant, admin keys): the jobs its keys
 * start through the official SDK (@mendable/firecrawl-js, v2 and v1 classes) are signed with it, other tenants' with
 * the deployment's PLUCK_FIRECRAWL_WEBHOOK_SECRET, and with neither a webhook is refused. Receivers check
 * X-Firecrawl-Signature with the secret the tenant expects.
 */
import Firecrawl, { FirecrawlAppV1, SdkError } from '@mendable/firecrawl-js';
import { startCrawlSite, type CrawlSite } from '../support/crawl-site';
import { expect, startTestServer, type TestServer } from '../support/server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { test } from '../support/site-fixture';

const DEPLOYMENT_SECRET = 'fc_deployment_secret_for_tests';
const OWN_SECRET = 'acme_own_webhook_secret_0123456789';

let crawlSite: CrawlSite;
const receivers: WebhookReceiver[] = [];
test.beforeAll(async () => (crawlSite = await startCrawlSite()));
test.afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await crawlSite?.close();
});

const v2 = (server: TestServer, apiKey: string) => new Firecrawl({ apiKey, apiUrl: `${server.url}/firecrawl` });
const v1 = (server: TestServer, apiKey: string) => new FirecrawlAppV1({ apiKey, apiUrl: `${server.url}/firecrawl` });

/** A receiver checking Firecrawl's signature with `secret`. */
async function receiver(secret: string): Promise<WebhookReceiver> {
  const rx = await startWebhookReceiver(() => 200, 'firecrawl');
  rx.secret = secret;
  receivers.push(rx);
  return rx;
}

/** The event types a receiver got, once it got `last`; each request is checked against the receiver's secret. */
async function signedEvents(rx: WebhookReceiver, last: string): Promise<{ types: string[]; verified: boolean[] }> {
  const types = () => rx.received.map((r) => (JSON.parse(r.body) as { type: string }).type);
  await expect.poll(types, { timeout: 30_000 }).toContain(last);
  return { types: types(), verified: rx.received.map((r) => r.verified) };
}

/** An admin key and a write key of a new tenant `acme`, made by the operator. */
async function acmeKeys(server: TestServer) {
  const admin = await server.admin.createKey({ name: 'acme admin', scopes: ['admin'], tenant: 'acme' });
  const writer = await server.admin.createKey({ name: 'acme writer', scopes: ['write', 'read'], tenant: 'acme' });
  return { admin: server.client(admin.secret), adminSecret: admin.secret, writer: server.client(writer.secret), writerSecret: writer.secret };
}

test("a tenant admin sets the tenant's own webhook secret: its crawls' webhooks are signed with it, the operator's with the deployment's; a non-admin key is a 403, a bad value a 400", async () => {
  const server = await startTestServer({ firecrawlWebhookSecret: DEPLOYMENT_SECRET });
  try {
    const acme = await acmeKeys(server);
    expect(await acme.admin.tenant()).toEqual({ id: 'acme', created_at: expect.any(String), firecrawl_webhook_secret: 'deployment' });

    const body = { firecrawl_webhook_secret: OWN_SECRET };
    expect(await acme.writer.raw('POST', '/v1/tenant', body)).toMatchObject({ status: 403, body: { code: 'forbidden', details: { needed_scope: 'admin' } } });
    expect(await acme.writer.raw('GET', '/v1/tenant')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    for (const bad of ['too-short', 'a secret with spaces in it', 42, '']) {
      expect(await acme.admin.raw('POST', '/v1/tenant', { firecrawl_webhook_secret: bad })).toMatchObject({
        status: 400,
        body: { code: 'invalid_request', details: { field: 'firecrawl_webhook_secret' } },
      });
    }
    expect(await acme.admin.raw('POST', '/v1/tenant', {})).toMatchObject({ status: 400, body: { details: { field: 'firecrawl_webhook_secret' } } });
    expect(await acme.admin.tenant()).toMatchObject({ firecrawl_webhook_secret: 'deployment' });

    expect(await acme.admin.updateTenant(body)).toMatchObject({ id: 'acme', firecrawl_webhook_secret: 'tenant' });
    // Any key of the tenant starts the crawl; its webhook is signed with the tenant's secret.
    const acmeRx = await receiver(OWN_SECRET);
    const crawl = await v2(server, acme.writerSecret).startCrawl(crawlSite.url, { limit: 1, webhook: `${acmeRx.url}/hook` });
    const acmeEvents = await signedEvents(acmeRx, 'crawl.completed');
    expect(acmeEvents.types).toEqual(expect.arrayContaining(['crawl.started', 'crawl.page', 'crawl.completed']));
    expect(acmeEvents.verified.every(Boolean)).toBe(true);
    expect(acmeRx.received.map((r) => JSON.parse(r.body).id)).toContain(crawl.id);

    // The operator's tenant has no secret of its own: the deployment's signs (v1 SDK).
    expect(await server.admin.tenant()).toMatchObject({ id: 'default', firecrawl_webhook_secret: 'deployment' });
    const operatorRx = await receiver(DEPLOYMENT_SECRET);
    const v1Crawl = await v1(server, server.adminKey).asyncCrawlUrl(crawlSite.url, {
      limit: 1,
      webhook: { url: `${operatorRx.url}/hook`, events: ['completed'] },
    });
    if (!v1Crawl.success) throw new Error(v1Crawl.error);
    expect(await signedEvents(operatorRx, 'crawl.completed')).toEqual({ types: ['crawl.completed'], verified: [true] });

    // Cleared: the deployment's secret signs the tenant's webhooks again.
    expect(await acme.admin.updateTenant({ firecrawl_webhook_secret: null })).toMatchObject({ firecrawl_webhook_secret: 'deployment' });
    const clearedRx = await receiver(DEPLOYMENT_SECRET);
    await v2(server, acme.writerSecret).startCrawl(crawlSite.url, { limit: 1, webhook: { url: `${clearedRx.url}/hook`, events: ['completed'] } });
    expect(await signedEvents(clearedRx, 'crawl.completed')).toEqual({ types: ['crawl.completed'], verified: [true] });
  } finally {
    await server.close();
  }
});

test('on a server without a deployment secret, a tenant with its own signs its batch scrapes’ webhooks; a tenant without one is refused, naming the webhook', async ({
  site,
}) => {
  const server = await startTestServer();
  try {
    const acme = await acmeKeys(server);
    const urls = [`${site.url}/article`];
    const refused = await v2(server, acme.writerSecret)
      .startBatchScrape(urls, { webhook: 'http://127.0.0.1:9/hook' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(SdkError);
    expect(refused).toMatchObject({ status: 400, details: { field: 'webhook' }, message: expect.stringContaining('POST /v1/tenant') });
    expect(await acme.admin.tenant()).toMatchObject({ firecrawl_webhook_secret: 'none' });

    await acme.admin.updateTenant({ firecrawl_webhook_secret: OWN_SECRET });
    const rx = await receiver(OWN_SECRET);
    const started = await v1(server, acme.writerSecret).asyncBatchScrapeUrls(urls, { formats: ['markdown'] }, undefined, `${rx.url}/hook`);
    if (!started.success) throw new Error(started.error);
    const events = await signedEvents(rx, 'batch_scrape.completed');
    expect(events.types).toEqual(expect.arrayContaining(['batch_scrape.started', 'batch_scrape.page', 'batch_scrape.completed']));
    expect(events.verified.every(Boolean)).toBe(true);
    // Another tenant, the operator's, still has nothing to sign with.
    const operator = await v2(server, server.adminKey)
      .startBatchScrape(urls, { webhook: 'http://127.0.0.1:9/hook' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(operator).toMatchObject({ status: 400, details: { field: 'webhook' } });
  } finally {
    await server.close();
  }
});
