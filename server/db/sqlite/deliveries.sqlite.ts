/**
 * Webhook deliveries and their attempts in SQLite.
 */
import { PLAIN_SECRETS } from '../plain-secrets';
import type { Database } from '../database';
import type { AttemptRow, DeliveriesStore, DeliveryRow } from '../../modules/monitors/deliveries.store';

/** Creates the deliveries store over a SQLite database. */
export function createSqliteDeliveriesStore(db: Database): DeliveriesStore {
  return {
    async insert(row) {
      return (
        db.prepare(
          `INSERT OR IGNORE INTO webhook_deliveries (event_id, tenant_id, monitor_id, url, secret, body, status, attempts, next_attempt_at, created_at)
         VALUES (@event_id, @tenant_id, @monitor_id, @url, @secret, @body, @status, @attempts, @next_attempt_at, @created_at)`,
        ).run(row).changes > 0
      );
    },
    async claimDue(now, limit, leaseMs) {
      return db.transaction(() => {
        const rows = db
          .prepare("SELECT * FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?")
          .all(now, limit) as DeliveryRow[];
        const take = db.prepare('UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_at = ? WHERE event_id = ?');
        for (const r of rows) {
          take.run(now + leaseMs, r.event_id);
          r.attempts += 1;
          r.next_attempt_at = now + leaseMs;
        }
        return rows;
      });
    },
    async recordAttempt(eventId, a, outcome) {
      return db.transaction(() => {
        const next = outcome.status === 'pending' ? outcome.nextAttemptAt : null;
        const owned = db
          .prepare("UPDATE webhook_deliveries SET status = ?, next_attempt_at = ? WHERE event_id = ? AND attempts = ? AND status = 'pending'")
          .run(outcome.status, next, eventId, a.attempt).changes;
        if (owned === 0) return false;
        db.prepare('INSERT INTO webhook_attempts (event_id, attempt, status_code, error, at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)').run(
          eventId,
          a.attempt,
          a.status_code,
          a.error,
          a.at,
          a.next_attempt_at,
        );
        return true;
      });
    },
    async attempts(monitorId, limit) {
      return db
        .prepare(
          `SELECT a.* FROM webhook_attempts a JOIN webhook_deliveries d ON d.event_id = a.event_id
           WHERE d.monitor_id = ? ORDER BY a.at DESC, a.attempt DESC LIMIT ?`,
        )
        .all(monitorId, limit) as AttemptRow[];
    },
    async cancelPending(monitorId) {
      return db.prepare("UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL WHERE monitor_id = ? AND status = 'pending'").run(monitorId).changes;
    },
    async nextDue() {
      const r = db.prepare("SELECT MIN(next_attempt_at) AS t FROM webhook_deliveries WHERE status = 'pending'").get() as { t: number | null };
      return r.t ?? undefined;
    },
    async plainSecrets() {
      return db.prepare(PLAIN_SECRETS.deliveries.select).all() as { event_id: string; monitor_id: string; secret: string }[];
    },
    async sealSecret(eventId, plain, sealed) {
      db.prepare(PLAIN_SECRETS.deliveries.seal).run(sealed, eventId, plain);
    },
  };
}
