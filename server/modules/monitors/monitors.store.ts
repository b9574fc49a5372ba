/**
 * What the monitors module needs from storage: monitors with their schedule, and one row per run.
 * Implemented by `db/stores/monitors.ts`.
 */

/** Monitor statuses: `active` until `max_runs` runs have finished, then `completed`. */
export type MonitorStatus = 'active' | 'completed';

/** A monitor row as stored. */
export interface MonitorRow {
  id: string;
  tenant_id: string;
  url: string;
  prompt: string | null;
  /** JSON of the optional schema. */
  schema: string | null;
  interval_seconds: number;
  max_runs: number | null;
  webhook_url: string | null;
  webhook_secret: string | null;
  status: MonitorStatus;
  /** Runs scheduled so far (slots taken). */
  runs: number;
  /** Epoch ms of the next slot; null once every run is scheduled. */
  next_run_at: number | null;
  created_at: string;
}

/** Statuses of one run. */
export type RunStatus = 'pending' | 'completed' | 'partial' | 'failed' | 'cancelled';

/** One run of a monitor as stored. */
export interface MonitorRunRow {
  monitor_id: string;
  run: number;
  tenant_id: string;
  extraction_id: string;
  task_id: string;
  /** Epoch ms of the slot the run was scheduled for. */
  slot_at: number;
  status: RunStatus;
  changed: number;
  /** JSON array of changes. */
  changes: string | null;
  event_id: string | null;
  finished_at: string | null;
  created_at: string;
}

/** Monitors and their runs in storage. */
export interface MonitorsStore {
  insert(row: MonitorRow): Promise<void>;
  /** The tenant's monitors, newest first. */
  list(tenantId: string, limit: number): Promise<MonitorRow[]>;
  get(tenantId: string, id: string): Promise<MonitorRow | undefined>;
  /** A monitor of any tenant (the run handler). */
  byId(id: string): Promise<MonitorRow | undefined>;
  /** Deletes the tenant's monitor; false when it has none by that id. */
  delete(tenantId: string, id: string): Promise<boolean>;
  /** Active monitors whose next slot is at or before `now` (epoch ms), oldest slot first. */
  due(now: number, limit: number): Promise<MonitorRow[]>;
  /**
   * Takes the slot after run `runs` (runs → runs + 1, next slot → `nextRunAt`) and records its run,
   * atomically; false when another tick took it or the monitor is gone.
   */
  takeSlot(id: string, runs: number, nextRunAt: number | null, run: MonitorRunRow): Promise<boolean>;
  /** `takeSlot` for many monitors in one write; resolves to which were taken, in order. */
  takeSlots(slots: { id: string; runs: number; nextRunAt: number | null; run: MonitorRunRow }[]): Promise<boolean[]>;
  /** Marks a monitor completed. */
  complete(id: string): Promise<void>;
  /** One run. */
  run(monitorId: string, run: number): Promise<MonitorRunRow | undefined>;
  /** Records how a run ended. */
  finishRun(monitorId: string, run: number, patch: Pick<MonitorRunRow, 'status' | 'changed' | 'changes' | 'event_id' | 'finished_at'>): Promise<void>;
  /** A monitor's runs, newest first. */
  runs(monitorId: string, limit: number): Promise<MonitorRunRow[]>;
  /** The latest successful run before run number `before`. */
  lastSuccess(monitorId: string, before: number): Promise<MonitorRunRow | undefined>;
  /** Runs still pending, of one monitor or (without an id) of all: their tasks to cancel at delete, or to requeue at start. */
  pendingRuns(monitorId?: string): Promise<MonitorRunRow[]>;
  /** Webhook secrets stored in plain text, before secrets were sealed at rest. */
  plainWebhookSecrets(): Promise<{ id: string; secret: string }[]>;
  /** Replaces a plain webhook secret by its sealed form, if it is still that plain value. */
  sealWebhookSecret(id: string, plain: string, sealed: string): Promise<void>;
}
