/**
 * Past one machine: tasks per second on the HTTP path through one API process and 1, 2 and 4
 * worker processes on PostgreSQL + Redis (beside the embedded single process on SQLite), and the
 * queue's own overhead per task (BullMQ dispatching PostgreSQL task state, and PostgreSQL alone)
 * beside the SQLite queue, all with a no-op handler.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createClient, type PluckClient } from '../server/client/index';
import { openSqliteDatabase } from '../server/db/sqlite/sqlite-database';
import { openPgDatabase } from '../server/db/postgres/pg-database';
import { createTaskQueue } from '../server/db/stores/task-queue';
import { createLogger } from '../server/logger';
import { newLeaseOwner } from '../server/queue/lease-owner';
import { createBullmqDispatch } from '../server/redis/bullmq-dispatch';
import { startPostgres, startRedis } from '../test/support/scale-backends';
import { startFixtureSite } from '../test/site/server';
import { noopQueueRate } from './noop-queue-rate';
import { figure, section } from './report';
import { tempDir } from '../test/support/server';

const BATCH = 100;
const NOOP_TASKS = 2000;
const CONCURRENCY = 4;
// Each server's or database's own folder, removed when the bench ends.
const dataDir = () => tempDir('pluck-bench-scale-');
const KEY = 'pk_bench_scale_0123456789';
const MAIN = path.join(__dirname, '..', 'server', 'main.js');

/** Starts `node dist/server/main.js` and resolves to its URL and handle once it serves. */
async function startProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env, PORT: '0', PLUCK_ADMIN_KEY: KEY }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /Pluck is serving on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.stderr!.on('data', (d) => (out += String(d)));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { url, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((r) => {
    child.once('exit', () => r());
    child.kill('SIGTERM');
  });
}

/** Queues `urls` as one batch and waits until every task finished; tasks per second from the POST. */
async function batchRate(c: PluckClient, urls: string[]): Promise<number> {
  const t0 = performance.now();
  const { tasks } = await c.batch({ urls, prompt: 'the product name and price' });
  const last = tasks[tasks.length - 1].id;
  for (;;) {
    const depth = (await c.tasks({ status: 'pending', limit: 1 })).items.length + (await c.tasks({ status: 'running', limit: 1 })).items.length;
    if (depth === 0 && ['completed', 'partial', 'failed'].includes((await c.task(last)).status)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return (urls.length / (performance.now() - t0)) * 1000;
}

/** Runs the scale benchmark. */
export async function benchScale(): Promise<void> {
  const [site, pg, redis] = await Promise.all([startFixtureSite(), startPostgres(), startRedis()]);
  const children: ChildProcess[] = [];
  try {
    const urls = (tag: string) => Array.from({ length: BATCH }, (_, i) => `${site.url}/product/jsonld?${tag}=${i}`);
    const common = {
      PLUCK_ENGINE: 'http',
      PLUCK_ALLOW_PRIVATE_NETWORK: '1',
      PLUCK_LOG: '0',
      PLUCK_RATE_LIMIT_RPS: '0',
      PLUCK_CACHE_TTL: '0',
      PLUCK_QUEUE_CONCURRENCY: String(CONCURRENCY),
    };
    section(`Batch of ${BATCH} fixture URLs, HTTP path (${CONCURRENCY} tasks at a time per worker process)`);
    const embedded = await startProcess({ ...common, PLUCK_DATA_DIR: dataDir() });
    children.push(embedded.child);
    const baseline = await batchRate(createClient({ baseUrl: embedded.url, apiKey: KEY }), urls('embedded'));
    await stop(embedded.child);
    figure('embedded (one process, SQLite)', baseline, 'tasks/s');
    for (const workers of [1, 2, 4]) {
      const env = {
        ...common,
        PLUCK_DATA_DIR: dataDir(),
        PLUCK_DATABASE_URL: await pg.createDatabase(),
        PLUCK_REDIS_URL: redis.url,
        PLUCK_REDIS_PREFIX: `w${workers}`,
      };
      const api = await startProcess({ ...env, PLUCK_ROLE: 'api' });
      children.push(api.child);
      const ws = await Promise.all(Array.from({ length: workers }, () => startProcess({ ...env, PLUCK_ROLE: 'worker' })));
      children.push(...ws.map((w) => w.child));
      const rate = await batchRate(createClient({ baseUrl: api.url, apiKey: KEY }), urls(`w${workers}`));
      figure(`1 API + ${workers} worker process${workers > 1 ? 'es' : ''} (PostgreSQL + Redis)`, rate, 'tasks/s', { name: 'embedded', value: baseline });
      await Promise.all([api, ...ws].map((p) => stop(p.child)));
    }
    console.log('note: on a 2-core machine more worker processes share the same two cores; the figure shows the coordination cost, not added capacity');

    section(`Queue overhead per task, no-op handler (${NOOP_TASKS} tasks, ${CONCURRENCY} workers)`);
    const sqlite = await openSqliteDatabase(path.join(dataDir(), 'pluck.db'));
    await sqlite.run("INSERT INTO tenants (id, created_at) VALUES ('bench', ?)", [new Date().toISOString()]);
    const sqliteRate = await noopQueueRate(createTaskQueue(sqlite, newLeaseOwner(), 30_000), NOOP_TASKS, CONCURRENCY);
    await sqlite.close();
    const pgDb = await openPgDatabase(await pg.createDatabase(), () => undefined);
    await pgDb.run("INSERT INTO tenants (id, created_at) VALUES ('bench', ?)", [new Date().toISOString()]);
    const pgRate = await noopQueueRate(createTaskQueue(pgDb, newLeaseOwner(), 30_000), NOOP_TASKS, CONCURRENCY);
    await pgDb.close();
    const ledgerDb = await openPgDatabase(await pg.createDatabase(), () => undefined);
    await ledgerDb.run("INSERT INTO tenants (id, created_at) VALUES ('bench', ?)", [new Date().toISOString()]);
    const bullmq = createBullmqDispatch(createTaskQueue(ledgerDb, newLeaseOwner(), 30_000), { url: redis.url, prefix: 'bench', log: createLogger(false) });
    const bullmqRate = await noopQueueRate(bullmq, NOOP_TASKS, CONCURRENCY);
    await bullmq.close();
    await ledgerDb.close();
    const perTask = { name: 'SQLite', value: 1000 / sqliteRate };
    figure('SQLite queue', 1000 / sqliteRate, 'ms/task');
    figure('BullMQ dispatch + PostgreSQL task state', 1000 / bullmqRate, 'ms/task', perTask);
    figure('PostgreSQL alone (SKIP LOCKED claims)', 1000 / pgRate, 'ms/task', perTask);
  } finally {
    await Promise.all(children.map(stop));
    await site.close();
  }
}
