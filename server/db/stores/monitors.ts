/**
 * Monitors and their runs (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { insert, nothing, type Database, type Sql } from '../sql';
import type { MonitorRow, MonitorRunRow, MonitorsStore } from '../../modules/monitors/monitors.store';

/** Moves a monitor past run `runs` and records the run; false when the slot is no longer free. Inside a transaction. */
async function take(q: Sql, id: string, runs: number, nextRunAt: number | null, run: MonitorRunRow): Promise<boolean> {
  const taken = await q.run("UPDATE monitors SET runs = runs + 1, next_run_at = ? WHERE id = ? AND runs = ? AND status = 'active'", [nextRunAt, id, runs]);
  if (taken === 0) return false;
  await insert(q, 'monitor_runs', run);
  return true;
}

/** Creates the monitor store over the database. */
export function createMonitorsStore(db: Database): MonitorsStore {
  return {
    insert: (row) => insert(db, 'monitors', row).then(nothing),
    list: (tenantId, limit) => db.all<MonitorRow>('SELECT * FROM monitors WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?', [tenantId, limit]),
    get: (tenantId, id) => db.one<MonitorRow>('SELECT * FROM monitors WHERE id = ? AND tenant_id = ?', [id, tenantId]),
    byId: (id) => db.one<MonitorRow>('SELECT * FROM monitors WHERE id = ?', [id]),
    async delete(tenantId, id) {
      return (await db.run('DELETE FROM monitors WHERE id = ? AND tenant_id = ?', [id, tenantId])) > 0;
    },
    due: (now, limit) => db.all<MonitorRow>("SELECT * FROM monitors WHERE status = 'active' AND next_run_at <= ? ORDER BY next_run_at LIMIT ?", [now, limit]),
    takeSlot: (id, runs, nextRunAt, run) => db.tx((q) => take(q, id, runs, nextRunAt, run)),
    async takeSlots(slots) {
      return db.tx(async (q) => {
        const taken: boolean[] = [];
        for (const s of slots) taken.push(await take(q, s.id, s.runs, s.nextRunAt, s.run));
        return taken;
      });
    },
    complete: (id) => db.run("UPDATE monitors SET status = 'completed', next_run_at = NULL WHERE id = ?", [id]).then(nothing),
    run: (monitorId, run) => db.one<MonitorRunRow>('SELECT * FROM monitor_runs WHERE monitor_id = ? AND run = ?', [monitorId, run]),
    finishRun: (monitorId, run, patch) =>
      db
        .run(
          'UPDATE monitor_runs SET status = @status, changed = @changed, changes = @changes, event_id = @event_id, finished_at = @finished_at WHERE monitor_id = @monitorId AND run = @run',
          { ...patch, monitorId, run },
        )
        .then(nothing),
    runs: (monitorId, limit) => db.all<MonitorRunRow>('SELECT * FROM monitor_runs WHERE monitor_id = ? ORDER BY run DESC LIMIT ?', [monitorId, limit]),
    lastSuccess: (monitorId, before) =>
      db.one<MonitorRunRow>("SELECT * FROM monitor_runs WHERE monitor_id = ? AND run < ? AND status IN ('completed', 'partial') ORDER BY run DESC LIMIT 1", [
        monitorId,
        before,
      ]),
    async pendingRuns(monitorId) {
      if (monitorId === undefined) return db.all<MonitorRunRow>("SELECT * FROM monitor_runs WHERE status = 'pending'");
      return db.all<MonitorRunRow>("SELECT * FROM monitor_runs WHERE monitor_id = ? AND status = 'pending'", [monitorId]);
    },
    async plainWebhookSecrets() {
      // Stored before secrets were sealed at rest: a sealed one starts with its box's version (modules/auth/secret-box.ts).
      return db.all<{ id: string; secret: string }>("SELECT id, webhook_secret AS secret FROM monitors WHERE webhook_secret NOT LIKE 'v1:%'");
    },
    async sealWebhookSecret(id, plain, sealed) {
      // Guarded by the plain value: of two processes starting at once, one seals it.
      await db.run('UPDATE monitors SET webhook_secret = ? WHERE id = ? AND webhook_secret = ?', [sealed, id, plain]);
    },
  };
}
