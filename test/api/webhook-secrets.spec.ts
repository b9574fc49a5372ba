/**
 * Webhook secrets at rest: sealed with the secret box that seals credentials, in the monitor row
 * and in each delivery; a secret stored in plain text by an earlier version is sealed at the next
 * start and still signs (the receiver's secret does not change). Runs on SQLite and, in the
 * api-scale project, on PostgreSQL.
 */
import type { Database } from '../../server/db/sql';
import { openServerDatabase } from '../support/database';
import { PAGE_SCHEMA, startChangingPage } from '../support/changing-page';
import { expect, startTestServer, test, type TestServer } from '../support/server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

/** Runs `work` on the database of `server`'s data folder, closed after. */
async function onDatabase<T>(server: TestServer, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openServerDatabase(server.dataDir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function waitVerified(rx: WebhookReceiver, n: number): Promise<void> {
  await expect.poll(() => rx.received.length, { timeout: 30_000, message: `${n} webhook requests` }).toBeGreaterThanOrEqual(n);
  expect(rx.received.slice(0, n).map((r) => r.verified)).toEqual(Array(n).fill(true));
}

test('webhook secrets are sealed at rest; one stored in plain text before is sealed at start and still signs', async () => {
  const page = await startChangingPage([{ price: '$1.00', stock: 'In stock', jobs: ['A'] }]);
  const rx = await startWebhookReceiver();
  const options = { monitorMinIntervalSeconds: 1, webhookRetryBaseMs: 100 };
  const first = await startTestServer(options);
  let second: TestServer | undefined;
  try {
    const m = await first.admin.createMonitor({ url: page.url, prompt: 'the price', schema: PAGE_SCHEMA, interval_seconds: 3600, webhook_url: rx.url });
    const secret = m.webhook_secret!;
    rx.secret = secret;
    await waitVerified(rx, 1);
    const stored = async (server: TestServer) =>
      onDatabase(server, async (q) =>
        [
          ...(await q.all<{ s: string }>('SELECT webhook_secret AS s FROM monitors WHERE id = ?', [m.id])),
          ...(await q.all<{ s: string }>('SELECT secret AS s FROM webhook_deliveries WHERE monitor_id = ?', [m.id])),
        ].map((r) => r.s),
      );
    const sealed = await stored(first);
    expect(sealed.length).toBe(2);
    for (const s of sealed) {
      expect(s).toMatch(/^v1:/);
      expect(s).not.toContain(secret);
    }
    await first.close();

    // What an earlier version left: the secret in plain text in the monitor and its delivery; the monitor due again.
    await onDatabase(first, async (q) => {
      await q.run('UPDATE monitors SET webhook_secret = ?, next_run_at = 0 WHERE id = ?', [secret, m.id]);
      await q.run('UPDATE webhook_deliveries SET secret = ? WHERE monitor_id = ?', [secret, m.id]);
    });
    second = await startTestServer({ ...options, dataDir: first.dataDir, adminKey: first.adminKey });
    // The next run's webhook is signed with the same secret the receiver has had from the start.
    await waitVerified(rx, 2);
    const resealed = await stored(second);
    expect(resealed.length).toBe(3);
    for (const s of resealed) expect(s).toMatch(/^v1:/);
  } finally {
    await second?.close();
    await first.close();
    await rx.close();
    await page.close();
  }
});
