/**
 * Egress at connect time. A name is looked up once per run: the check at submission, the check of
 * each hop and the dial all judge that one answer, and the page is fetched from an address of it —
 * so a name that answers an allowed address to the check and 127.0.0.1 afterwards (DNS rebinding,
 * served by a loopback DNS stand-in) is dialed at the allowed address, never at 127.0.0.1. Names
 * first met at dial time (a page script's fetch, a redirect the browser follows, a webhook) are
 * refused by the dialer; the refusal is recorded with family `egress`, and the internal page is
 * never reached. 127.0.0.2, allowed by address, stands for a public address: the hostile site
 * answers there too and tells which address a request came in on. The public-looking address is
 * never dialed: every name answers 127.0.0.1 by the time anything connects to it.
 */
import dns from 'node:dns';
import { test, expect } from '@playwright/test';
import { startTestServer, type TestServer } from '../support/server';
import type { ServerOptions } from '../../server/index';
import { startDnsStandIn, type DnsStandIn } from '../support/dns-stand-in';
import { startHostileSite, type HostileSite } from '../support/hostile-site';

const PUBLIC = '93.184.216.34';
const SCHEMA = { type: 'object', properties: { title: { type: 'string' } } };

let dnsStandIn: DnsStandIn;
let site: HostileSite;

test.beforeAll(async () => {
  dnsStandIn = await startDnsStandIn({ 'site.test': ['127.0.0.1'] });
  site = await startHostileSite();
});
test.afterAll(async () => {
  await site.close();
  await dnsStandIn.close();
});

/** A server that may reach site.test (allowed by name) and 127.0.0.2 and nothing else private, resolving through the stand-in. */
async function startGuarded(
  engine: 'http' | 'browser',
  more: Partial<ServerOptions> = {},
): Promise<{ server: TestServer; refusals: () => Record<string, unknown>[] }> {
  const lines: string[] = [];
  const server = await startTestServer({
    engine,
    allowPrivateNetwork: false,
    allowNetworks: ['site.test', '127.0.0.2'],
    dnsServers: [dnsStandIn.server],
    log: true,
    logStream: { write: (line) => void lines.push(line) },
    ...more,
  });
  const refusals = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'egress refused');
  return { server, refusals };
}

async function lastFailure(server: TestServer): Promise<{ family?: string; retry_class?: string } | undefined> {
  const rows = await server.admin.extractions({ limit: 1 });
  return rows.items[0]?.failure;
}

test.describe('HTTP path', () => {
  let env: Awaited<ReturnType<typeof startGuarded>>;
  test.beforeAll(async () => (env = await startGuarded('http')));
  test.afterAll(async () => env.server.close());

  test('one sync extraction looks its host up once: the check, the hop and the dial share the answer', async () => {
    dnsStandIn.script('site.test', ['127.0.0.1']);
    const result = await env.server.admin.extract({
      url: site.at('site.test', `/redirect?to=${encodeURIComponent(site.at('site.test', '/ok?n=dns-once'))}`),
      schema: SCHEMA,
    });
    expect(result.data).toMatchObject({ title: expect.any(String) });
    expect(dnsStandIn.queries('site.test')).toBe(1);
  });

  test('a rebinding name is dialed at the address its check approved, never at its later answer', async () => {
    dnsStandIn.script('rebind-http.test', ['127.0.0.2', '127.0.0.1']);
    const [before, beforeLocal] = [site.secretHits('127.0.0.2'), site.secretHits('127.0.0.1')];
    const result = await env.server.admin.extract({ url: site.at('rebind-http.test', '/secret'), schema: SCHEMA });
    expect(result.data).toMatchObject({ title: 'internal secret' });
    expect(dnsStandIn.queries('rebind-http.test')).toBe(1);
    expect(site.secretHits('127.0.0.2')).toBe(before + 1);
    expect(site.secretHits('127.0.0.1')).toBe(beforeLocal);
  });

  test('a redirect to a rebinding name is dialed at the address its hop was checked at', async () => {
    dnsStandIn.script('rebind-redirect.test', ['127.0.0.2', '127.0.0.1']);
    const [before, beforeLocal] = [site.secretHits('127.0.0.2'), site.secretHits('127.0.0.1')];
    const to = site.at('rebind-redirect.test', '/secret');
    const result = await env.server.admin.extract({ url: site.at('site.test', `/redirect?to=${encodeURIComponent(to)}`), schema: SCHEMA });
    expect(result.data).toMatchObject({ title: 'internal secret' });
    expect(dnsStandIn.queries('rebind-redirect.test')).toBe(1);
    expect(site.secretHits('127.0.0.2')).toBe(before + 1);
    expect(site.secretHits('127.0.0.1')).toBe(beforeLocal);
  });

  test('a redirect to a name answering a private address is refused, recorded with family egress', async () => {
    dnsStandIn.script('private-redirect.test', ['127.0.0.1']);
    const to = site.at('private-redirect.test', '/secret');
    const beforeLocal = site.secretHits('127.0.0.1');
    const r = await env.server.admin.raw('POST', '/v1/extract', { url: site.at('site.test', `/redirect?to=${encodeURIComponent(to)}`), schema: SCHEMA });
    expect(r.status).toBe(400);
    expect((r.body as { error: string }).error).toMatch(/private-redirect\.test.*private or local address \(127\.0\.0\.1\).*PLUCK_ALLOW_NETWORKS/);
    expect(site.secretHits('127.0.0.1')).toBe(beforeLocal);
    expect(await lastFailure(env.server)).toMatchObject({ family: 'egress', retry_class: 'after_config_change' });
    expect(env.refusals()).toContainEqual(expect.objectContaining({ family: 'egress', host: 'private-redirect.test', address: '127.0.0.1', via: 'http' }));
  });

  test('a host on the allow-list is reached (the rule refuses only what it should)', async () => {
    const before = site.secretHits();
    const result = await env.server.admin.extract({ url: site.at('site.test', '/secret'), schema: SCHEMA });
    expect(result.status).not.toBe('failed');
    expect(site.secretHits()).toBe(before + 1);
  });

  test('a 200 MB response fails cleanly with family limits while another request completes', async () => {
    const endless = env.server.admin.raw('POST', '/v1/extract', { url: site.at('site.test', '/endless'), schema: SCHEMA });
    const plain = await env.server.admin.extract({ url: site.at('site.test', '/ok'), schema: SCHEMA });
    expect(plain.data).toMatchObject({ title: expect.any(String) });
    const r = await endless;
    expect(r.status).toBe(502);
    expect((r.body as { error: string }).error).toMatch(/larger than the 15728640-byte response limit/);
    // The two rows may be written in either order: the failure is looked up by its page.
    const rows = await env.server.admin.extractions({ limit: 5 });
    expect(rows.items.find((row) => row.url.endsWith('/endless'))?.failure).toMatchObject({ family: 'limits' });
    // Reading stopped at the cap: far less than the 200 MB on offer left the site.
    expect(site.endlessSent()).toBeLessThan(64 * 1024 * 1024);
  });

  test('a page of a million elements fails before it is parsed, with family limits', async () => {
    const r = await env.server.admin.raw('POST', '/v1/extract', { url: site.at('site.test', '/million-nodes'), schema: SCHEMA });
    expect(r.status).toBe(502);
    expect((r.body as { error: string }).error).toMatch(/DOM size \(elements\) limit of 200000/);
    const rows = await env.server.admin.extractions({ limit: 5 });
    expect(rows.items.find((row) => row.url.endsWith('/million-nodes'))?.failure).toMatchObject({ family: 'limits' });
  });
});

test.describe('browser path', () => {
  let env: Awaited<ReturnType<typeof startGuarded>>;
  test.beforeAll(async () => (env = await startGuarded('browser')));
  test.afterAll(async () => env.server.close());

  test('one sync extraction looks its host up once; a rebinding name is loaded from the address its check approved', async () => {
    dnsStandIn.script('site.test', ['127.0.0.1']);
    await env.server.admin.extract({ url: site.at('site.test', '/ok?n=dns-once'), schema: SCHEMA });
    expect(dnsStandIn.queries('site.test')).toBe(1);

    dnsStandIn.script('rebind-nav.test', ['127.0.0.2', '127.0.0.1']);
    const [before, beforeLocal] = [site.secretHits('127.0.0.2'), site.secretHits('127.0.0.1')];
    const result = await env.server.admin.extract({ url: site.at('rebind-nav.test', '/secret'), schema: SCHEMA });
    expect(result.data).toMatchObject({ title: 'internal secret' });
    expect(dnsStandIn.queries('rebind-nav.test')).toBe(1);
    expect(site.secretHits('127.0.0.2')).toBe(before + 1);
    expect(site.secretHits('127.0.0.1')).toBe(beforeLocal);
  });

  test('a redirect the browser follows to a private name is refused by the egress proxy', async () => {
    const before = site.secretHits();
    // The same through a redirect from an allowed page: the hop is dialed by the proxy too. Nothing checks the
    // hop before the proxy does, so the name answers loopback from its first query (a public answer would be dialed).
    dnsStandIn.script('rebind-nav-redirect.test', ['127.0.0.1']);
    const to = site.at('rebind-nav-redirect.test', '/secret');
    const redirected = await env.server.admin.raw('POST', '/v1/extract', {
      url: site.at('site.test', `/redirect?to=${encodeURIComponent(to)}`),
      schema: SCHEMA,
    });
    expect(redirected.status).toBe(400);
    expect((redirected.body as { error: string }).error).toMatch(/rebind-nav-redirect\.test.*127\.0\.0\.1/);
    expect(site.secretHits()).toBe(before);
    expect(await lastFailure(env.server)).toMatchObject({ family: 'egress' });
  });

  test("a page script's fetch of a rebinding name is refused; the page itself still loads", async () => {
    dnsStandIn.script('rebind-script.test', [PUBLIC, '127.0.0.1']);
    // The name's first, public answer goes to someone else's check (the attacker's page was vetted elsewhere).
    const resolver = new dns.promises.Resolver();
    resolver.setServers([dnsStandIn.server]);
    expect(await resolver.resolve4('rebind-script.test')).toEqual([PUBLIC]);
    const before = site.secretHits();
    const to = site.at('rebind-script.test', '/secret');
    const result = await env.server.admin.extract({
      url: site.at('site.test', `/script-fetch?to=${encodeURIComponent(to)}`),
      schema: SCHEMA,
      options: { waitFor: '[data-done]' },
    });
    expect(result.status).not.toBe('failed');
    expect(site.secretHits()).toBe(before);
    expect(env.refusals()).toContainEqual(expect.objectContaining({ family: 'egress', host: 'rebind-script.test', address: '127.0.0.1', via: 'browser' }));
    // The same page fetching an allowed host does reach it: the refusal above is the rule, not a broken page.
    await env.server.admin.extract({
      url: site.at('site.test', `/script-fetch?to=${encodeURIComponent(site.at('site.test', '/secret'))}`),
      schema: SCHEMA,
      options: { waitFor: '[data-done]' },
    });
    expect(site.secretHits()).toBe(before + 1);
  });

  test("a page script's WebSocket to a rebinding name is refused (its CONNECT tunnel goes through the proxy)", async () => {
    dnsStandIn.script('rebind-ws.test', ['127.0.0.1']);
    const result = await env.server.admin.extract({
      url: site.at('site.test', `/script-ws?to=${encodeURIComponent(`ws://rebind-ws.test:${site.port}/socket`)}`),
      schema: SCHEMA,
      options: { waitFor: '[data-done]' },
    });
    expect(result.status).not.toBe('failed');
    expect(env.refusals()).toContainEqual(expect.objectContaining({ host: 'rebind-ws.test', via: 'browser' }));
  });

  test('a page whose frame never ends fails at the page-weight cap with family limits', async () => {
    const heavy = await startGuarded('browser', { maxPageBytes: 2 * 1024 * 1024 });
    try {
      const r = await heavy.server.admin.raw('POST', '/v1/extract', { url: site.at('site.test', '/heavy'), schema: SCHEMA });
      expect(r.status).toBe(502);
      expect((r.body as { error: string }).error).toMatch(/page weight \(bytes\) limit of 2097152/);
      expect(await lastFailure(heavy.server)).toMatchObject({ family: 'limits', retry_class: 'never' });
    } finally {
      await heavy.server.close();
    }
  });

  test('a page cut while its parser waits is counted as it was served: past the element cap it fails with family limits', async () => {
    const r = await env.server.admin.raw('POST', '/v1/extract', { url: site.at('site.test', '/stalled-million'), schema: SCHEMA });
    expect(r.status).toBe(502);
    expect((r.body as { error: string }).error).toMatch(/DOM size \(elements\) limit of 200000/);
  });

  test('a page of a million elements fails cleanly with family limits while another page loads', async () => {
    // Parsing a million elements takes the renderer seconds on a busy machine; the run fails well inside its own timeout.
    test.setTimeout(90_000);
    const big = env.server.admin.raw('POST', '/v1/extract', { url: site.at('site.test', '/million-nodes'), schema: SCHEMA });
    const plain = await env.server.admin.extract({ url: site.at('site.test', '/ok'), schema: SCHEMA });
    expect(plain.data).toMatchObject({ title: expect.any(String) });
    const r = await big;
    expect(r.status).toBe(502);
    expect((r.body as { error: string }).error).toMatch(/DOM size \(elements\) limit of 200000/);
    const failures = (await env.server.admin.extractions({ limit: 5 })).items.map((i) => i.failure?.family);
    expect(failures).toContain('limits');
  });
});

test.describe('webhooks', () => {
  test("a monitor's webhook to a rebinding name is refused at delivery, and the attempt says so", async () => {
    const env = await startGuarded('http', { monitorMinIntervalSeconds: 1 });
    try {
      // Public to the check at creation and to the check at delivery; loopback to the dial.
      dnsStandIn.script('rebind-hook.test', [PUBLIC, PUBLIC, '127.0.0.1']);
      const before = site.secretHits();
      const m = await env.server.admin.createMonitor({
        url: site.at('site.test', '/ok'),
        prompt: 'the title',
        interval_seconds: 3600,
        webhook_url: site.at('rebind-hook.test', '/secret'),
      });
      await expect
        .poll(async () => (await env.server.admin.monitorDeliveries(m.id)).items[0], { timeout: 30_000 })
        .toMatchObject({ status_code: null, error: expect.stringMatching(/rebind-hook\.test.*127\.0\.0\.1/) });
      expect(site.secretHits()).toBe(before);
      expect(env.refusals()).toContainEqual(expect.objectContaining({ host: 'rebind-hook.test', address: '127.0.0.1', via: 'webhook' }));
    } finally {
      await env.server.close();
    }
  });
});

// The metadata names answer loopback first and 169.254.169.254 beside it: the guard refuses a name when any of its
// addresses is refused, so nothing is dialed; were it not refused, the dial would take loopback (IPv4 first, in order)
// and reach the site's secret, never 169.254.x.
test.describe('cloud metadata with private networks allowed', () => {
  for (const engine of ['http', 'browser'] as const) {
    test(`${engine} path: a name resolving to the metadata address is refused with a 400 naming it`, async () => {
      const env = await startGuarded(engine, { allowPrivateNetwork: true, allowNetworks: [] });
      try {
        dnsStandIn.script(`meta-${engine}.test`, ['127.0.0.1,169.254.169.254']);
        const before = site.secretHits();
        const r = await env.server.admin.raw('POST', '/v1/extract', { url: site.at(`meta-${engine}.test`, '/secret'), schema: SCHEMA });
        expect(r.status).toBe(400);
        expect((r.body as { error: string }).error).toBe(
          `Refusing to fetch meta-${engine}.test: it resolves to a cloud metadata address (169.254.169.254), refused even with PLUCK_ALLOW_PRIVATE_NETWORK=1. Name it in PLUCK_ALLOW_NETWORKS to allow it.`,
        );
        expect(site.secretHits()).toBe(before);
        // Loopback, private too, is reached: only the metadata address stays closed.
        await env.server.admin.extract({ url: site.at('site.test', '/secret'), schema: SCHEMA });
        expect(site.secretHits()).toBe(before + 1);
      } finally {
        await env.server.close();
      }
    });
  }

  test('browser path: a redirect to a name resolving to the metadata address is refused by the egress proxy', async () => {
    const env = await startGuarded('browser', { allowPrivateNetwork: true, allowNetworks: [] });
    try {
      dnsStandIn.script('meta-redirect.test', ['127.0.0.1,169.254.169.254']);
      const to = site.at('meta-redirect.test', '/secret');
      const r = await env.server.admin.raw('POST', '/v1/extract', { url: site.at('site.test', `/redirect?to=${encodeURIComponent(to)}`), schema: SCHEMA });
      expect(r.status).toBe(400);
      expect((r.body as { error: string }).error).toMatch(/meta-redirect\.test.*cloud metadata address \(169\.254\.169\.254\)/);
      expect(env.refusals()).toContainEqual(expect.objectContaining({ host: 'meta-redirect.test', address: '169.254.169.254', via: 'browser' }));
    } finally {
      await env.server.close();
    }
  });
});
