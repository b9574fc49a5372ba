/**
 * The egress policy's parts on their own: the guarded dialer that webhook delivery uses, the egress
 * proxy's CONNECT tunnels (HTTPS and WebSocket from pages), and the allow-list.
 */
import http from 'node:http';
import net from 'node:net';
import { test, expect } from '@playwright/test';
import { request } from 'undici';
import { createEgressPolicy, type EgressRefusal } from '../../server/net/egress-policy';
import { createGuardedAgent } from '../../server/net/guarded-dialer';
import { startEgressProxy } from '../../server/net/egress-proxy';
import { startDnsStandIn, type DnsStandIn } from '../support/dns-stand-in';
import { startHostileSite, type HostileSite } from '../support/hostile-site';

const PUBLIC = '93.184.216.34';
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

function policy(refusals: EgressRefusal[], allowNetworks: string[] = []) {
  return createEgressPolicy({ allowPrivateNetwork: false, allowNetworks, dnsServers: [dnsStandIn.server], onRefused: (r) => void refusals.push(r) });
}

test('a webhook to a rebinding name passes the check and is refused by the dialer; its target never sees it', async () => {
  const refusals: EgressRefusal[] = [];
  const egress = policy(refusals);
  const agent = createGuardedAgent(egress, 'webhook');
  try {
    dnsStandIn.script('hook.test', [PUBLIC, '127.0.0.1']);
    const url = site.at('hook.test', '/secret');
    await egress.assertUrlAllowed(url);
    const before = site.secretHits();
    const err = await request(url, { method: 'POST', body: '{}', dispatcher: agent }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(err).toMatchObject({ code: 'PLUCK_EGRESS_REFUSED', message: expect.stringMatching(/hook\.test.*127\.0\.0\.1/) });
    expect(site.secretHits()).toBe(before);
    expect(refusals).toEqual([expect.objectContaining({ host: 'hook.test', address: '127.0.0.1', via: 'webhook' })]);
  } finally {
    await agent.close();
  }
});

test('the dialer reaches an allowed host on the address it checked', async () => {
  const agent = createGuardedAgent(policy([], ['site.test']), 'webhook');
  try {
    const res = await request(site.at('site.test', '/ok'), { dispatcher: agent });
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toContain('Plain page');
  } finally {
    await agent.close();
  }
});

/** Sends a CONNECT through the proxy and returns its status line. */
function connectThrough(proxyUrl: string, authority: string): Promise<{ status: number; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.request(proxyUrl, { method: 'CONNECT', path: authority });
    req.on('connect', (res, socket) => resolve({ status: res.statusCode ?? 0, socket }));
    req.on('error', reject);
    req.end();
  });
}

test('egress proxy: a CONNECT tunnel (HTTPS, WebSocket) to a rebinding name gets 403; to an allowed host it opens', async () => {
  const refusals: EgressRefusal[] = [];
  const proxy = await startEgressProxy(policy(refusals, ['site.test']));
  try {
    dnsStandIn.script('tunnel.test', ['127.0.0.1']);
    const refused = await connectThrough(proxy.url, `tunnel.test:${site.port}`);
    expect(refused.status).toBe(403);
    refused.socket.destroy();
    expect(proxy.refusalFor('tunnel.test')).toMatch(/private or local address \(127\.0\.0\.1\)/);
    expect(refusals).toEqual([expect.objectContaining({ host: 'tunnel.test', via: 'browser' })]);

    const open = await connectThrough(proxy.url, `site.test:${site.port}`);
    expect(open.status).toBe(200);
    const reply = await new Promise<string>((resolve) => {
      let text = '';
      open.socket.on('data', (d: Buffer) => (text += d.toString()));
      open.socket.on('end', () => resolve(text));
      open.socket.write('GET /ok HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n');
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200[\s\S]*Plain page/);
  } finally {
    await proxy.close();
  }
});

test("egress proxy: how a host's dials stand: waiting since a time, answered, or failed; unknown before any", async () => {
  const proxy = await startEgressProxy(policy([], ['site.test', 'silent.test']));
  try {
    dnsStandIn.silence('silent.test');
    expect(proxy.dialState('silent.test')).toBeUndefined();
    const before = performance.now();
    const waiting = connectThrough(proxy.url, 'silent.test:443');
    waiting.catch(() => undefined);
    await expect.poll(() => proxy.dialState('silent.test')).toEqual(expect.any(Number));
    expect(proxy.dialState('silent.test')).toBeGreaterThanOrEqual(before);

    const open = await connectThrough(proxy.url, `site.test:${site.port}`);
    expect(open.status).toBe(200);
    open.socket.destroy();
    expect(proxy.dialState('site.test')).toBe('answered');

    const missing = await connectThrough(proxy.url, 'missing.test:443');
    expect(missing.status).toBe(502);
    missing.socket.destroy();
    expect(proxy.dialState('missing.test')).toBe('failed');
  } finally {
    await proxy.close();
  }
});

test('allow-list: CIDRs, addresses and domains; a malformed entry stops the server from starting', async () => {
  dnsStandIn.script('intranet.lab', ['10.1.2.3']);
  dnsStandIn.script('wiki.corp.example', ['192.168.7.7']);
  const open = createEgressPolicy({ allowPrivateNetwork: false, allowNetworks: ['10.0.0.0/8', '.corp.example'], dnsServers: [dnsStandIn.server] });
  await expect(open.dialAddress('intranet.lab', 'http')).resolves.toEqual({ address: '10.1.2.3', family: 4 });
  await expect(open.dialAddress('wiki.corp.example', 'http')).resolves.toMatchObject({ address: '192.168.7.7' });
  await expect(open.dialAddress('127.0.0.1', 'http')).rejects.toMatchObject({ code: 'PLUCK_EGRESS_REFUSED' });
  await expect(open.dialAddress('169.254.169.254', 'http')).rejects.toMatchObject({ code: 'PLUCK_EGRESS_REFUSED' });
  await expect(open.assertUrlAllowed('http://[::ffff:127.0.0.1]/')).rejects.toMatchObject({ code: 'invalid_request' });
  await expect(open.assertUrlAllowed('file:///etc/passwd')).rejects.toMatchObject({ code: 'invalid_request' });
  expect(() => createEgressPolicy({ allowPrivateNetwork: false, allowNetworks: ['10.0.0.0/99'] })).toThrow(/PLUCK_ALLOW_NETWORKS/);
  expect(() => createEgressPolicy({ allowPrivateNetwork: false, allowNetworks: ['http://x'] })).toThrow(/PLUCK_ALLOW_NETWORKS/);
});

test('metadata addresses stay refused with private networks allowed, unless the allow-list names them (nothing is dialed)', async () => {
  const privateOpen = createEgressPolicy({ allowPrivateNetwork: true });
  expect(privateOpen.allowsEverything).toBe(false);
  for (const literal of ['169.254.169.254', '[fd00:ec2::254]', '100.100.100.200', '[::ffff:169.254.169.254]']) {
    await expect(privateOpen.assertUrlAllowed(`http://${literal}/latest/meta-data/`), literal).rejects.toMatchObject({
      code: 'invalid_request',
      message: expect.stringMatching(/cloud metadata address .*PLUCK_ALLOW_NETWORKS/),
    });
  }
  await expect(privateOpen.dialAddress('169.254.169.254', 'browser')).rejects.toMatchObject({ code: 'PLUCK_EGRESS_REFUSED' });
  await expect(privateOpen.dialAddress('127.0.0.1', 'http')).resolves.toEqual({ address: '127.0.0.1', family: 4 });
  await expect(privateOpen.dialAddress('169.254.1.1', 'http')).resolves.toMatchObject({ address: '169.254.1.1' });

  const named = createEgressPolicy({ allowPrivateNetwork: true, allowNetworks: ['169.254.169.254'] });
  await expect(named.dialAddress('169.254.169.254', 'http')).resolves.toMatchObject({ address: '169.254.169.254' });
  await expect(named.dialAddress('100.100.100.200', 'http')).rejects.toMatchObject({ code: 'PLUCK_EGRESS_REFUSED' });
  expect(createEgressPolicy({ allowPrivateNetwork: true, allowNetworks: ['169.254.0.0/16', 'fd00:ec2::254', '100.100.100.200'] }).allowsEverything).toBe(true);
});
