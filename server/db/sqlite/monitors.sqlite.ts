/**
 * Monitors and their runs in SQLite.
 */
import { PLAIN_SECRETS } from '../plain-secrets';
import type { Database } from '../database';
import type { MonitorRow, MonitorRunRow, MonitorsStore } from '../../modules/monitors/monitors.store';

/** Creates the monitor store over a SQLite database. */
export function createSqliteMonitorsStore(db: Database): MonitorsStore {
  /** Moves a monitor past run `runs` and records the run; false when the slot is no longer free. Inside a transaction. */
  function take(id: string, runs: number, nextRunAt: number | null, run: MonitorRunRow): boolean {
    const taken = db
      .prepare("UPDATE monitors SET runs = runs + 1, next_run_at = ? WHERE id = ? AND runs = ? AND status = 'active'")
      .run(nextRunAt, id, runs).changes;
    if (taken === 0) return false;
    db.prepare(
      `INSERT INTO monitor_runs (monitor_id, run, tenant_id, extraction_id, task_id, slot_at, status, changed, changes, event_id, finished_at, created_at)
       VALUES (@monitor_id, @run, @tenant_id, @extraction_id, @task_id, @slot_at, @status, @changed, @changes, @event_id, @finished_at, @created_at)`,
    ).run(run);
    return true;
  }

  return {
    async insert(row) {
      db.prepare(
        `INSERT INTO monitors (id, tenant_id, url, prompt, schema, interval_seconds, max_runs, webhook_url, webhook_secret, status, runs, next_run_at, created_at)
         VALUES (@id, @tenant_id, @url, @prompt, @schema, @interval_seconds, @max_runs, @webhook_url, @webhook_secret, @status, @runs, @next_run_at, @created_at)`,
      ).run(row);
    },
    async list(tenantId, limit) {
      return db
        .prepare('SELECT * FROM monitors WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
        .all(tenantId, limit) as MonitorRow[];
    },
    async get(tenantId, id) {
      return db.prepare('SELECT * FROM monitors WHERE id = ? AND tenant_id = ?').get(id, tenantId) as MonitorRow | undefined;
    },
    async byId(id) {
      return db.prepare('SELECT * FROM monitors WHERE id = ?').get(id) as MonitorRow | undefined;
    },
    async delete(tenantId, id) {
      return db.prepare('DELETE FROM monitors WHERE id = ? AND tenant_id = ?').run(id, tenantId).changes > 0;
    },
    async due(now, limit) {
      return db
        .prepare("SELECT * FROM monitors WHERE status = 'active' AND next_run_at <= ? ORDER BY next_run_at LIMIT ?")
        .all(now, limit) as MonitorRow[];
    },
    async takeSlot(id, runs, nextRunAt, run) {
      return db.transaction(() => take(id, runs, nextRunAt, run));
    },
    async takeSlots(slots) {
      return db.transaction(() => slots.map((s) => take(s.id, s.runs, s.nextRunAt, s.run)));
    },
    async complete(id) {
      db.prepare("UPDATE monitors SET status = 'completed', next_run_at = NULL WHERE id = ?").run(id);
    },
    async run(monitorId, run) {
      return db.prepare('SELECT * FROM monitor_runs WHERE monitor_id = ? AND run = ?').get(monitorId, run) as MonitorRunRow | undefined;
    },
    async finishRun(monitorId, run, patch) {
      db.prepare(
        'UPDATE monitor_runs SET status = @status, changed = @changed, changes = @changes, event_id = @event_id, finished_at = @finished_at WHERE monitor_id = @monitorId AND run = @run',
      ).run({ ...patch, monitorId, run });
    },
    async runs(monitorId, limit) {
      return db.prepare('SELECT * FROM monitor_runs WHERE monitor_id = ? ORDER BY run DESC LIMIT ?').all(monitorId, limit) as MonitorRunRow[];
    },
    async lastSuccess(monitorId, before) {
      return db
        .prepare("SELECT * FROM monitor_runs WHERE monitor_id = ? AND run < ? AND status IN ('completed', 'partial') ORDER BY run DESC LIMIT 1")
        .get(monitorId, before) as MonitorRunRow | undefined;
    },
    async pendingRuns(monitorId) {
      if (monitorId === undefined) return db.prepare("SELECT * FROM monitor_runs WHERE status = 'pending'").all() as MonitorRunRow[];
      return db.prepare("SELECT * FROM monitor_runs WHERE monitor_id = ? AND status = 'pending'").all(monitorId) as MonitorRunRow[];
    },
    async plainWebhookSecrets() {
      return db.prepare(PLAIN_SECRETS.monitors.select).all() as { id: string; secret: string }[];
    },
    async sealWebhookSecret(id, plain, sealed) {
      db.prepare(PLAIN_SECRETS.monitors.seal).run(sealed, id, plain);
    },
  };
}
