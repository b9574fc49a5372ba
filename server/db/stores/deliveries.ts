/**
 * Webhook deliveries and their attempts (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { insert, nothing, type Database } from '../sql';
import type { AttemptRow, DeliveriesStore, DeliveryRow } from '../../modules/monitors/deliveries.store';

/** Creates the deliveries store over the database. */
export function createDeliveriesStore(db: Database): DeliveriesStore {
  return {
    async insert(row) {
      return (await insert(db, 'webhook_deliveries', row, 'ON CONFLICT DO NOTHING')) > 0;
    },
    async claimDue(now, limit, leaseMs) {
      // SKIP LOCKED: senders in other processes take other deliveries instead of waiting for these.
      return db.all<DeliveryRow>(
        `UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_at = @until
         WHERE event_id IN (SELECT event_id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= @now
           ORDER BY next_attempt_at LIMIT @limit ${db.dialect.skipLocked})
         RETURNING *`,
        { now, limit, until: now + leaseMs },
      );
    },
    async recordAttempt(eventId, a, outcome) {
      return db.tx(async (q) => {
        const next = outcome.status === 'pending' ? outcome.nextAttemptAt : null;
        const sql = "UPDATE webhook_deliveries SET status = ?, next_attempt_at = ? WHERE event_id = ? AND attempts = ? AND status = 'pending'";
        const owned = await q.run(sql, [outcome.status, next, eventId, a.attempt]);
        if (owned === 0) return false;
        const { attempt, status_code, error, at, next_attempt_at } = a;
        await insert(q, 'webhook_attempts', { event_id: eventId, attempt, status_code, error, at, next_attempt_at });
        return true;
      });
    },
    attempts: (monitorId, limit) =>
      db.all<AttemptRow>(
        `SELECT a.* FROM webhook_attempts a JOIN webhook_deliveries d ON d.event_id = a.event_id
         WHERE d.monitor_id = ? ORDER BY a.at DESC, a.attempt DESC LIMIT ?`,
        [monitorId, limit],
      ),
    cancelPending: (monitorId) =>
      db.run("UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL WHERE monitor_id = ? AND status = 'pending'", [monitorId]),
    async nextDue() {
      const r = await db.one<{ t: number | null }>("SELECT MIN(next_attempt_at) AS t FROM webhook_deliveries WHERE status = 'pending'");
      return r?.t ?? undefined;
    },
    async plainSecrets() {
      // As the monitors' (db/stores/monitors.ts).
      return db.all<{ event_id: string; monitor_id: string; secret: string }>(
        "SELECT event_id, monitor_id, secret FROM webhook_deliveries WHERE secret NOT LIKE 'v1:%'",
      );
    },
    sealSecret: (eventId, plain, sealed) =>
      db.run('UPDATE webhook_deliveries SET secret = ? WHERE event_id = ? AND secret = ?', [sealed, eventId, plain]).then(nothing),
  };
}
