/**
 * Monitors survive kill -9: a server killed mid-schedule and mid-delivery is started again on the
 * same folder; every run happens once, every webhook event is delivered, none twice.
 * The server runs as the built `dist/server/main.js` (built here if missing).
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { createClient } from '../../server/client/index';
import { PAGE_SCHEMA, startChangingPage } from '../support/changing-page';
import { test, expect, tempDir } from '../support/server';
import { ensureServerBuilt, startServerProcess } from '../support/server-process';
import { startWebhookReceiver } from '../support/webhook-receiver';

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

test('kill -9 mid-schedule and mid-delivery: after a restart every run happens once and every event is delivered once', async () => {
  test.setTimeout(90_000);
  ensureServerBuilt();
  const page = await startChangingPage([
    { price: '$10', stock: 'In stock', jobs: ['Engineer', 'Designer'] },
    { price: '$11', stock: 'In stock', jobs: ['Engineer', 'Designer'] },
    { price: '$12', stock: 'In stock', jobs: ['Engineer', 'Designer'] },
    { price: '$13', stock: 'In stock', jobs: ['Engineer', 'Designer'] },
  ]);
  // Until the kill every request hangs: the server dies holding a delivery in flight.
  let killed = false;
  const rx = await startWebhookReceiver(() => (killed ? 200 : 'hang'));
  const adminKey = `pk_mon_${crypto.randomBytes(8).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    PLUCK_DATA_DIR: tempDir('pluck-moncrash-'),
    PLUCK_ADMIN_KEY: adminKey,
    PLUCK_ALLOW_PRIVATE_NETWORK: '1',
    PLUCK_ENGINE: 'http',
    PLUCK_LOG: '0',
    PLUCK_RATE_LIMIT_RPS: '0',
    PLUCK_MONITOR_MIN_INTERVAL: '1',
    PLUCK_WEBHOOK_RETRY_BASE_MS: '100',
    PLUCK_WEBHOOK_TIMEOUT_MS: '1000',
  };
  const children: ChildProcess[] = [];
  try {
    const first = await startServerProcess(env);
    children.push(first.child);
    const c1 = createClient({ baseUrl: first.url, apiKey: adminKey });
    const m = await c1.createMonitor({ url: page.url, prompt: 'the price', schema: PAGE_SCHEMA, interval_seconds: 1, max_runs: 4, webhook_url: rx.url });
    rx.secret = m.webhook_secret!;
    await expect.poll(() => rx.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    first.child.kill('SIGKILL');
    await exited(first.child);
    killed = true;

    const second = await startServerProcess(env);
    children.push(second.child);
    const c2 = createClient({ baseUrl: second.url, apiKey: adminKey });
    await expect.poll(async () => (await c2.monitor(m.id)).status, { timeout: 60_000 }).toBe('completed');
    const runs = (await c2.monitorRuns(m.id)).items;
    expect(runs.map((r) => [r.run, r.status])).toEqual([
      [4, 'completed'],
      [3, 'completed'],
      [2, 'completed'],
      [1, 'completed'],
    ]);
    // One history row per run: a run the kill interrupted ran again on the same row.
    const history = (await c2.extractions({ monitor_id: m.id })).items;
    expect(history.map((h) => h.id).sort()).toEqual(runs.map((r) => r.extraction_id).sort());

    // Every event delivered, each answered 200 exactly once, all signatures valid.
    const events = runs.map((r) => r.event_id);
    await expect.poll(() => events.every((id) => rx.received.some((x) => x.eventId === id)), { timeout: 60_000 }).toBe(true);
    await expect
      .poll(
        async () => {
          const attempts = (await c2.monitorDeliveries(m.id)).items;
          return events.map((id) => attempts.filter((a) => a.event_id === id && a.status_code === 200).length);
        },
        { timeout: 30_000 },
      )
      .toEqual([1, 1, 1, 1]);
    expect(rx.received.every((r) => r.verified)).toBe(true);
    expect(new Set(rx.received.map((r) => r.event.run))).toEqual(new Set([1, 2, 3, 4]));
  } finally {
    for (const child of children) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await rx.close();
    await page.close();
  }
});
