/**
 * Monitors in SQLite.
 */
import type { Database } from '../database';
import type { MonitorRow, MonitorsStore } from '../../modules/monitors/monitors.store';

/** Creates the monitor store over a SQLite database. */
export function createSqliteMonitorsStore(db: Database): MonitorsStore {
  return {
    async list(tenantId, limit) {
      return db
        .prepare('SELECT * FROM monitors WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
        .all(tenantId, limit) as MonitorRow[];
    },
    async get(tenantId, id) {
      return db.prepare('SELECT * FROM monitors WHERE id = ? AND tenant_id = ?').get(id, tenantId) as MonitorRow | undefined;
    },
    async delete(tenantId, id) {
      return db.prepare('DELETE FROM monitors WHERE id = ? AND tenant_id = ?').run(id, tenantId).changes > 0;
    },
  };
}
