/**
 * The mobile lab under load: 20 simulated workers × 10 devices heartbeating every second (each a
 * small HTTP server speaking the worker control protocol, standing in for `pluck mobile worker`).
 * Figures: allocation (POST /v1/mobile/sessions, attach on a worker included) p50/p99, heartbeats
 * handled per second, and the registry reconcile cost per listing — each beside GET /health.
 * The server runs in a process of its own, as it does for workers on other hosts: the load and the
 * simulated workers do not share its event loop.
 * Goals: allocation p50 ≤ 20 ms, ≥ 500 heartbeats/s.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../server/client/index';
import type { HeartbeatRequest } from '../server/contract/mobile';
import { ensureServerBuilt, startServerProcess } from '../test/support/server-process';
import { figure, load, percentiles, section } from './report';
import { tempDir } from '../test/support/server';

const WORKERS = 20;
const DEVICES = 10;
const TOKEN = 'bench-worker-token';
const KEY = 'pk_bench_mobile_0123456789';

/** A simulated worker's control API: attaches and releases instantly. */
async function simulatedWorker(): Promise<{ addr: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(req.method === 'POST' ? '{"cdp_url":"http://127.0.0.1:1"}' : '{}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    addr: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Runs the mobile bench. */
export async function benchMobile(): Promise<void> {
  section(`mobile lab: ${WORKERS} workers × ${DEVICES} devices heartbeating every second`);
  ensureServerBuilt();
  const server = await startServerProcess({
    ...process.env,
    PORT: '0',
    PLUCK_DATA_DIR: tempDir('pluck-bench-mobile-'),
    PLUCK_ADMIN_KEY: KEY,
    PLUCK_LOG: '0',
    PLUCK_RATE_LIMIT_RPS: '0',
    PLUCK_ENGINE: 'http',
    PLUCK_WORKER_TOKEN: TOKEN,
    ANDROID_ADB_SERVER_HOST: 'off',
    PLUCK_IOS_WDP_URL: 'off',
  });
  const api = createClient({ baseUrl: server.url, apiKey: KEY });
  const anon = createClient({ baseUrl: server.url });
  const workers = await Promise.all(Array.from({ length: WORKERS }, simulatedWorker));
  const beat = (w: number): HeartbeatRequest => ({
    worker_id: `w${w}`,
    host: `host-${w}`,
    addr: workers[w].addr,
    max_sessions: DEVICES,
    active_sessions: 0,
    devices: Array.from({ length: DEVICES }, (_, d) => ({ platform: 'android' as const, id: `w${w}-d${d}`, model: 'Sim', state: 'device' })),
  });
  try {
    await Promise.all(workers.map((_, w) => anon.workerHeartbeat(TOKEN, beat(w))));
    // The background: every worker heartbeats once a second while the figures are taken.
    const timer = setInterval(() => workers.forEach((_, w) => void anon.workerHeartbeat(TOKEN, beat(w)).catch(() => undefined)), 1000);
    try {
      const health = await load(500, 1, () => anon.raw('GET', '/health'));
      const healthP50 = percentiles(health.samples).p50;

      const alloc = await load(400, 1, async () => {
        const s = await api.createMobileSession({ platform: 'android', lease_seconds: 60 });
        await api.releaseMobileSession(s.id);
      });
      const allocOnly: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        const s = await api.createMobileSession({ platform: 'android', lease_seconds: 60 });
        allocOnly.push(performance.now() - t);
        await api.releaseMobileSession(s.id);
      }
      const a = percentiles(allocOnly);
      figure('allocation p50 (goal ≤ 20 ms)', a.p50, 'ms', { name: 'GET /health p50', value: healthP50 });
      figure('allocation p99', a.p99, 'ms', { name: 'GET /health p50', value: healthP50 });
      figure('allocate + release, per second (1 client)', alloc.perSecond, '/s');

      const hb = await load(5000, 16, (i) => anon.workerHeartbeat(TOKEN, beat(i % WORKERS)));
      const healthRate = await load(5000, 16, () => anon.raw('GET', '/health'));
      figure('heartbeats handled per second (goal ≥ 500)', hb.perSecond, '/s', { name: 'GET /health', value: healthRate.perSecond });

      const list = await load(300, 1, () => api.mobileDevices());
      const l = percentiles(list.samples);
      figure(`GET /v1/mobile/devices p50 (${WORKERS * DEVICES} devices, reconciled)`, l.p50, 'ms', { name: 'GET /health p50', value: healthP50 });
      figure('registry reconcile cost per listing (p50 − /health p50)', Math.max(0, l.p50 - healthP50), 'ms');
      const wl = percentiles((await load(300, 1, () => api.mobileWorkers())).samples);
      figure(`GET /v1/mobile/workers p50 (${WORKERS} workers, reconciled)`, wl.p50, 'ms', { name: 'GET /health p50', value: healthP50 });
    } finally {
      clearInterval(timer);
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await Promise.all(workers.map((w) => w.close()));
  }
}
