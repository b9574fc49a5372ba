/**
 * SQL for monitors.
 */
import type { Database } from '../../db/database';

/** A monitor row as stored. */
export interface MonitorRow {
  id: string;
  tenant_id: string;
  url: string;
  prompt: string | null;
  interval_seconds: number;
  max_runs: number | null;
  webhook_url: string | null;
  created_at: string;
}

/** Creates the monitor store. */
export function createMonitorsStore(db: Database) {
  return {
    list(tenantId: string, limit: number): MonitorRow[] {
      return db
        .prepare('SELECT * FROM monitors WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
        .all(tenantId, limit) as MonitorRow[];
    },
    get(tenantId: string, id: string): MonitorRow | undefined {
      return db.prepare('SELECT * FROM monitors WHERE id = ? AND tenant_id = ?').get(id, tenantId) as MonitorRow | undefined;
    },
    delete(tenantId: string, id: string): boolean {
      return db.prepare('DELETE FROM monitors WHERE id = ? AND tenant_id = ?').run(id, tenantId).changes > 0;
    },
  };
}

export type MonitorsStore = ReturnType<typeof createMonitorsStore>;
