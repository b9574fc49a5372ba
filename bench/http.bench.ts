/**
 * Foundation throughput: GET /health and an authenticated GET /v1/usage under concurrent load,
 * beside a bare Express app answering the same in the same run.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Agent, request } from 'undici';
import { startServer } from '../server/index';
import { figure, load, percentiles, section } from './report';
import { tempDir } from '../test/support/server';

const N = 4000;
const CONCURRENCY = 32;

async function measure(url: string, headers: Record<string, string>, dispatcher: Agent) {
  const r = await load(N, CONCURRENCY, async () => {
    const res = await request(url, { headers, dispatcher });
    await res.body.text();
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  });
  return { ...r, ...percentiles(r.samples) };
}

async function bareApp(): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/v1/usage', (_req, res) => {
    res.json({ extractions: 0, tokens: 0, estimated_cost: 0, free_tier_remaining: 1000 });
  });
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Runs the foundation benchmark. */
export async function benchHttp(): Promise<void> {
  section(`HTTP foundation (${N} requests, ${CONCURRENCY} concurrent)`);
  const dataDir = tempDir('pluck-bench-');
  const key = 'pk_bench_key_0123456789';
  const pluck = await startServer({ port: 0, dataDir, adminKey: key, log: false, engine: 'http', rateLimitPerSecond: 0 });
  const bare = await bareApp();
  const dispatcher = new Agent({ connections: CONCURRENCY });
  try {
    const auth = { authorization: `Bearer ${key}` };
    // Warm both up so JIT and connection setup are not measured.
    await measure(`${bare.url}/health`, {}, dispatcher);
    await measure(`${pluck.url}/health`, {}, dispatcher);
    const bareHealth = await measure(`${bare.url}/health`, {}, dispatcher);
    const pluckHealth = await measure(`${pluck.url}/health`, {}, dispatcher);
    const bareUsage = await measure(`${bare.url}/v1/usage`, {}, dispatcher);
    const pluckUsage = await measure(`${pluck.url}/v1/usage`, auth, dispatcher);
    figure('bare express GET /health', bareHealth.perSecond, 'req/s');
    figure('pluck GET /health', pluckHealth.perSecond, 'req/s', { name: 'bare', value: bareHealth.perSecond });
    figure('pluck GET /health p50', pluckHealth.p50, 'ms', { name: 'bare', value: bareHealth.p50 });
    figure('pluck GET /health p99', pluckHealth.p99, 'ms', { name: 'bare', value: bareHealth.p99 });
    figure('bare express GET /v1/usage', bareUsage.perSecond, 'req/s');
    figure('pluck GET /v1/usage (bearer + scope + SQLite)', pluckUsage.perSecond, 'req/s', { name: 'bare', value: bareUsage.perSecond });
    figure('pluck GET /v1/usage p50', pluckUsage.p50, 'ms', { name: 'bare', value: bareUsage.p50 });
    figure('pluck GET /v1/usage p99', pluckUsage.p99, 'ms', { name: 'bare', value: bareUsage.p99 });
    console.log('target: authenticated routes at least 0.5× the bare app’s throughput');
  } finally {
    await dispatcher.close();
    await bare.close();
    await pluck.close();
  }
}
