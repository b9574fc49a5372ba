/**
 * The cost of the egress rule: HTTP requests on fresh connections through the guarded dialer
 * beside undici's own connector, and browser extractions through the egress proxy beside the same
 * browser with no proxy, in the same run. Goals: dialer ≤ 1.10×, proxied browser ≤ 1.20×.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request, type Dispatcher } from 'undici';
import { createEgressPolicy } from '../server/net/egress-policy';
import { createGuardedAgent } from '../server/net/guarded-dialer';
import { startServer } from '../server/index';
import { figure, load, percentiles, section } from './report';
import { tempDir } from '../test/support/server';

const HTTP_N = 2000;
const BROWSER_N = 40;

async function page(): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Bench</title><h1>Bench page</h1><img src="/x.png"><p>Body text.</p>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function httpRun(url: string, dispatcher: Dispatcher) {
  // reset: a new connection per request, so every request pays the dial (the guarded part).
  const r = await load(HTTP_N, 16, async () => {
    const res = await request(url, { dispatcher, reset: true });
    await res.body.text();
  });
  return { ...r, ...percentiles(r.samples) };
}

async function browserRun(allowPrivateNetwork: boolean, url: string) {
  const server = await startServer({
    port: 0,
    dataDir: tempDir('pluck-bench-'),
    adminKey: 'pk_bench_key_0123456789',
    log: false,
    engine: 'browser',
    rateLimitPerSecond: 0,
    cacheTtlSeconds: 0,
    allowPrivateNetwork,
    allowNetworks: ['localhost'],
  });
  const headers = { authorization: 'Bearer pk_bench_key_0123456789', 'content-type': 'application/json' };
  const body = JSON.stringify({ url, schema: { type: 'object', properties: { title: { type: 'string' } } } });
  const once = async () => {
    const res = await request(`${server.url}/v1/extract`, { method: 'POST', headers, body });
    await res.body.text();
    if (res.statusCode !== 200) throw new Error(`extract answered ${res.statusCode}`);
  };
  try {
    await once();
    const r = await load(BROWSER_N, 2, once);
    return { ...r, ...percentiles(r.samples) };
  } finally {
    await server.close();
  }
}

/** Runs the egress benchmark. */
export async function benchEgress(): Promise<void> {
  const site = await page();
  const url = `http://localhost:${site.port}/`;
  const plain = new Agent({ connect: { timeout: 10_000 } });
  const guarded = createGuardedAgent(createEgressPolicy({ allowPrivateNetwork: false, allowNetworks: ['localhost'] }), 'http');
  try {
    section(`Guarded dialer (${HTTP_N} requests, a new connection each, 16 concurrent)`);
    await httpRun(url, plain);
    await httpRun(url, guarded);
    const base = await httpRun(url, plain);
    const dial = await httpRun(url, guarded);
    figure('undici connector', base.perSecond, 'req/s');
    figure('guarded dialer', dial.perSecond, 'req/s', { name: 'undici', value: base.perSecond });
    figure('guarded dialer p50', dial.p50, 'ms', { name: 'undici p50', value: base.p50 });
    figure('guarded dialer slowdown (goal ≤ 1.10×)', base.perSecond / dial.perSecond, '×');

    section(`Browser through the egress proxy (${BROWSER_N} extractions, 2 concurrent)`);
    const direct = await browserRun(true, url);
    const proxied = await browserRun(false, url);
    figure('browser, no proxy p50', direct.p50, 'ms');
    figure('browser via egress proxy p50', proxied.p50, 'ms', { name: 'no proxy', value: direct.p50 });
    figure('browser via egress proxy throughput', proxied.perSecond, 'extr/s', { name: 'no proxy', value: direct.perSecond });
    figure('proxied browser slowdown (goal ≤ 1.20×)', direct.perSecond / proxied.perSecond, '×');
  } finally {
    await Promise.all([plain.close(), guarded.close(), site.close()]);
  }
}
