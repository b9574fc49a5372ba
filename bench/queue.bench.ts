/**
 * Durable tasks: a batch of 100 fixture URLs on the HTTP path and the browser path (wall time,
 * pages/second) beside the same 100 pages as direct sync calls at the same concurrency, and the
 * queue's own overhead (tasks/second with a no-op handler, and async vs sync on a near-empty page).
 */
import path from 'node:path';
import { createClient, type PluckClient } from '../server/client/index';
import { openSqliteDatabase } from '../server/db/sqlite/sqlite-database';
import { startServer, type ServerOptions } from '../server/index';
import { newLeaseOwner } from '../server/queue/lease-owner';
import { createTaskQueue } from '../server/db/stores/task-queue';
import { startFixtureSite } from '../test/site/server';
import { noopQueueRate } from './noop-queue-rate';
import { figure, load, section } from './report';
import { tempDir } from '../test/support/server';

const BATCH = 100;
const CONCURRENCY = 8;
const NOOP_TASKS = 5000;
// Each server's or database's own folder, removed when the bench ends.
const dataDir = () => tempDir('pluck-bench-queue-');
const KEY = 'pk_bench_queue_0123456789';

/** Runs fn against a fresh server; closes it after. */
async function withServer<T>(opts: Partial<ServerOptions>, fn: (c: PluckClient) => Promise<T>): Promise<T> {
  const server = await startServer({
    port: 0,
    dataDir: dataDir(),
    adminKey: KEY,
    log: false,
    allowPrivateNetwork: true,
    rateLimitPerSecond: 0,
    cacheTtlSeconds: 0,
    freeTierMonthly: 1_000_000,
    queueConcurrency: CONCURRENCY,
    queueMaxDepth: 100_000,
    // One browser context per worker, so the browser path is not bound by a smaller pool.
    browserPoolSize: CONCURRENCY,
    ...opts,
  });
  try {
    return await fn(createClient({ baseUrl: server.url, apiKey: KEY }));
  } finally {
    await server.close();
  }
}

/** Tasks pending or running, from /health (cheap: polling it does not load the server under test). */
async function queueDepth(c: PluckClient): Promise<number> {
  const health = await c.health();
  return (health.components as { queue: { depth: number } }).queue.depth;
}

/** Queues `urls` as one batch and waits until every task finished; wall ms from the POST. */
async function batchWall(c: PluckClient, urls: string[]): Promise<number> {
  const t0 = performance.now();
  await c.batch({ urls, prompt: 'the product name and price' });
  while ((await queueDepth(c)) > 0) await new Promise((r) => setTimeout(r, 10));
  return performance.now() - t0;
}

/** The same pages as direct sync calls, `CONCURRENCY` in flight; wall ms. */
async function syncWall(c: PluckClient, urls: string[]): Promise<number> {
  return (await load(urls.length, CONCURRENCY, (i) => c.extract({ url: urls[i], prompt: 'the product name and price' }))).wallMs;
}

/** Tasks per second through the SQLite queue and worker pool with a handler that does nothing. */
async function sqliteNoopRate(): Promise<number> {
  const db = await openSqliteDatabase(path.join(dataDir(), 'pluck.db'));
  await db.run("INSERT INTO tenants (id, created_at) VALUES ('bench', ?)", [new Date().toISOString()]);
  try {
    return await noopQueueRate(createTaskQueue(db, newLeaseOwner(), 30_000), NOOP_TASKS, CONCURRENCY);
  } finally {
    await db.close();
  }
}

/** Runs the queue benchmark. */
export async function benchQueue(): Promise<void> {
  const site = await startFixtureSite();
  try {
    // A product page with JSON-LD, made distinct per URL so nothing is served from a cache.
    const urls = (tag: string) => Array.from({ length: BATCH }, (_, i) => `${site.url}/product/jsonld?${tag}=${i}`);
    for (const engine of ['http', 'browser'] as const) {
      section(`Batch of ${BATCH} fixture URLs, ${engine} path (${CONCURRENCY} workers)`);
      const available = await withServer({ engine }, async (c) => {
        const health = await c.health();
        const components = health.components as { engine?: { browser?: boolean } };
        if (engine === 'browser' && !components.engine?.browser) return false;
        // Warm-up: connections, JIT, and for the browser its first launch.
        await syncWall(c, urls('warm').slice(0, CONCURRENCY));
        // Sync halves before and after the batch, so drift over the run (browser warm-up, load) hits both alike.
        const sync = urls('sync');
        const firstHalf = await syncWall(c, sync.slice(0, BATCH / 2));
        const batchMs = await batchWall(c, urls('batch'));
        const syncMs = firstHalf + (await syncWall(c, sync.slice(BATCH / 2)));
        figure(`sync calls, ${BATCH} pages wall`, syncMs, 'ms');
        figure(`batch, ${BATCH} pages wall`, batchMs, 'ms', { name: 'sync', value: syncMs });
        figure('sync pages/second', (BATCH / syncMs) * 1000, 'pages/s');
        figure('batch pages/second', (BATCH / batchMs) * 1000, 'pages/s', { name: 'sync', value: (BATCH / syncMs) * 1000 });
        return true;
      });
      if (!available) console.log('skipped: no browser found in this deployment');
    }

    section(`Queue overhead (${CONCURRENCY} workers)`);
    const noop = await sqliteNoopRate();
    figure(`SQLite queue + pool, no-op handler (${NOOP_TASKS} tasks)`, noop, 'tasks/s');
    await withServer({ engine: 'http' }, async (c) => {
      // The smallest fixture page: what is left beside the sync figure is the queue's own cost.
      const tiny = (tag: string) => Array.from({ length: BATCH }, (_, i) => `${site.url}/item/${tag}-${i}`);
      await syncWall(c, tiny('warm2').slice(0, CONCURRENCY));
      const sync = tiny('tiny-sync');
      const firstHalf = await syncWall(c, sync.slice(0, BATCH / 2));
      const asyncMs = await batchWall(c, tiny('tiny-async'));
      const syncMs = firstHalf + (await syncWall(c, sync.slice(BATCH / 2)));
      const syncRate = (BATCH / syncMs) * 1000;
      figure('tiny page, direct sync calls', syncRate, 'tasks/s');
      figure('tiny page, through the queue (batch)', (BATCH / asyncMs) * 1000, 'tasks/s', { name: 'sync', value: syncRate });
    });
    console.log('target: the queue adds little beside the page work (batch ≥ 0.8× sync throughput on the HTTP path)');
  } finally {
    await site.close();
  }
}
