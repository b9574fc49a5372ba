/**
 * Monitors at scale: N monitors (default 10,000; PLUCK_BENCH_MONITORS) whose first slots are spread
 * over a minute (PLUCK_BENCH_SPREAD_S), scheduled by the real scheduler on SQLite, ticked every
 * second, their runs claimed by the real worker pool (a handler that only finishes the task, so
 * the figures are the scheduler's and the queue's, not a page's). Reported: tick cost (beside an
 * empty tick), how late runs start against their slot (p50/p99, and the queue's own wait), and
 * webhook deliveries per second to a local receiver (beside plain POSTs at the same concurrency).
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { storesOn } from '../server/db/open-stores';
import { openSqliteDatabase } from '../server/db/sqlite/sqlite-database';
import { createLogger } from '../server/logger';
import { createEgressPolicy } from '../server/net/egress-policy';
import { createGuardedAgent } from '../server/net/guarded-dialer';
import { createExtractionsService } from '../server/modules/extractions/extractions.service';
import { createMonitorScheduler } from '../server/modules/monitors/monitor-scheduler';
import type { MonitorRunPayload } from '../server/modules/monitors/monitor-ids';
import { createWebhookSender } from '../server/modules/monitors/webhook-sender';
import { createWebhookSecrets } from '../server/modules/monitors/webhook-secrets';
import { createSecretBox } from '../server/modules/auth/secret-box';
import { newLeaseOwner } from '../server/queue/lease-owner';
import { createWorkerPool } from '../server/queue/worker-pool';
import { figure, load, percentiles, section } from './report';
import { tempDir } from '../test/support/server';

const N = Number(process.env.PLUCK_BENCH_MONITORS ?? 10_000);
const SPREAD_MS = Number(process.env.PLUCK_BENCH_SPREAD_S ?? 60) * 1000;
const WORKERS = 8;
const SENDERS = 16;

async function receiver(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let n = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      n++;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    count: () => n,
    close: () => new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections())),
  };
}

/** Runs the monitors benchmark. */
export async function benchMonitors(): Promise<void> {
  const stores = storesOn(await openSqliteDatabase(path.join(tempDir('pluck-bench-mon-'), 'pluck.db')), newLeaseOwner(), 30_000);
  const log = createLogger(false);
  const now = new Date().toISOString();
  await stores.keys.ensureTenant('bench', now);
  const scheduler = createMonitorScheduler({
    monitors: stores.monitors,
    dispatch: stores.dispatch,
    tasks: stores.tasks,
    extractions: createExtractionsService(stores.extractions),
    onQueued: () => pool.wake(),
    log,
  });
  const slotOf = new Map<string, number>();
  const lateness: number[] = [];
  const scheduledLate: number[] = [];
  const queueWait: number[] = [];
  let done = 0;
  let allDone: () => void = () => {};
  const finished = new Promise<void>((r) => (allDone = r));
  const pool = createWorkerPool(stores.dispatch, {
    concurrency: WORKERS,
    leaseMs: 30_000,
    handlers: {
      monitor_run: async (task) => {
        const claimed = Date.now();
        const { monitor_id } = JSON.parse(task.payload) as MonitorRunPayload;
        const slot = slotOf.get(monitor_id) as number;
        const queuedAt = Date.parse(task.created_at);
        lateness.push(claimed - slot);
        // How late the scheduler queued it; a run queued ahead of its slot is not late at all.
        scheduledLate.push(Math.max(0, queuedAt - slot));
        queueWait.push(claimed - Math.max(slot, queuedAt));
        await stores.dispatch.finish(task.id, task.attempts, 'completed');
        if (++done === N) allDone();
      },
    },
    onOrphans: async () => {},
    log,
  });

  section(`Monitors: ${N} due over ${SPREAD_MS / 1000} s (1 s ticks, ${WORKERS} workers, no-op runs)`);
  const t0 = Date.now() + 2000;
  for (let i = 0; i < N; i++) {
    const id = `mon_bench${i}`;
    const slot = t0 + Math.floor((i * SPREAD_MS) / N);
    slotOf.set(id, slot);
    await stores.monitors.insert({
      id,
      tenant_id: 'bench',
      url: `http://127.0.0.1/item/${i}`,
      prompt: 'the price',
      schema: null,
      interval_seconds: 3600,
      max_runs: 1,
      webhook_url: null,
      webhook_secret: null,
      status: 'active',
      runs: 0,
      next_run_at: slot,
      created_at: now,
    });
  }
  // Baseline: a tick with nothing due (the query alone).
  const empty: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await scheduler.tick(t0 - 10_000);
    empty.push(performance.now() - t);
  }
  await pool.start();
  const ticks: number[] = [];
  const timer = setInterval(() => {
    const t = performance.now();
    void scheduler.tick().then(() => ticks.push(performance.now() - t));
  }, 1000);
  await finished;
  clearInterval(timer);
  await pool.stop(1000);
  const tick = percentiles(ticks);
  const emptyTick = percentiles(empty);
  figure('tick cost p50', tick.p50, 'ms', { name: 'empty tick', value: emptyTick.p50 });
  figure('tick cost max', Math.max(...ticks), 'ms', { name: 'tick period', value: 1000 });
  const late = percentiles(lateness);
  const wait = percentiles(queueWait);
  const sched = percentiles(scheduledLate);
  figure('run lateness against its slot p50', late.p50, 'ms');
  figure('run lateness against its slot p99', late.p99, 'ms');
  figure('queue own wait (due → claimed) p50', wait.p50, 'ms');
  figure('queue own wait (due → claimed) p99', wait.p99, 'ms');
  // Per run, lateness minus the queue's wait is how late the scheduler queued it.
  figure('lateness beyond the queue wait p99', sched.p99, 'ms', { name: 'goal', value: 1000 });
  console.log(`goal: p99 lateness ≤ 1 s beyond the queue's own wait — ${sched.p99 <= 1000 ? 'met' : 'NOT met'}`);

  section(`Webhook deliveries: ${N} to a local receiver (${SENDERS} in flight)`);
  const rx = await receiver();
  const body = JSON.stringify({ type: 'monitor.run', data: { price: 19.99, jobs: [{ title: 'Engineer' }] }, changes: [] });
  const direct = await load(Math.min(N, 2000), SENDERS, () =>
    fetch(rx.url, { method: 'POST', body, headers: { 'content-type': 'application/json' } }).then((r) => r.arrayBuffer()),
  );
  // Sealed as the server stores them, so each send pays for opening its secret.
  const secrets = createWebhookSecrets(createSecretBox({ secretKey: 'bench', dataDir: '' }));
  for (let i = 0; i < N; i++) {
    await stores.deliveries.insert({
      event_id: `evt_bench${i}`,
      tenant_id: 'bench',
      monitor_id: `mon_bench${i}`,
      url: rx.url,
      secret: secrets.seal(`mon_bench${i}`, 'whsec_bench'),
      body,
      status: 'pending',
      attempts: 0,
      next_attempt_at: Date.now(),
      created_at: now,
    });
  }
  const before = rx.count();
  // The receiver is on loopback, so the policy allows private addresses; the dialer still resolves and checks each connection.
  const egress = createEgressPolicy({ allowPrivateNetwork: true });
  const dispatcher = createGuardedAgent(egress, 'webhook');
  const sender = createWebhookSender({
    store: stores.deliveries,
    log,
    retryBaseMs: 30_000,
    maxAttempts: 8,
    timeoutMs: 10_000,
    concurrency: SENDERS,
    checkUrl: (url) => egress.assertUrlAllowed(url, 'webhook_url'),
    dispatcher,
    secrets,
  });
  const ts = performance.now();
  sender.start();
  while (rx.count() - before < N) await new Promise((r) => setTimeout(r, 20));
  const wall = performance.now() - ts;
  await sender.stop();
  await dispatcher.close();
  figure('signed deliveries/second (stored attempts)', (N / wall) * 1000, 'deliveries/s', { name: 'plain POSTs', value: direct.perSecond });
  await rx.close();
  await stores.close();
}
