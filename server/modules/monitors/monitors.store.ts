/**
 * What the monitors module needs from storage. Implemented by SQLite (`db/sqlite/monitors.sqlite.ts`).
 */

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

/** Monitors in storage. */
export interface MonitorsStore {
  /** The tenant's monitors, newest first. */
  list(tenantId: string, limit: number): Promise<MonitorRow[]>;
  get(tenantId: string, id: string): Promise<MonitorRow | undefined>;
  /** Deletes the tenant's monitor; false when it has none by that id. */
  delete(tenantId: string, id: string): Promise<boolean>;
}
