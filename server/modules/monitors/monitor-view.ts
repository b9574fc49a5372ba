/**
 * Stored monitor and run rows in their API shapes.
 */
import type { Monitor, MonitorRun } from '../../contract/monitors';
import type { MonitorRow, MonitorRunRow } from './monitors.store';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A monitor with what its latest run says. */
export function toMonitor(m: MonitorRow, last: MonitorRunRow | undefined): Monitor {
  return {
    id: m.id,
    url: m.url,
    prompt: m.prompt,
    ...(m.schema ? { schema: JSON.parse(m.schema) as Record<string, unknown> } : {}),
    interval_seconds: m.interval_seconds,
    max_runs: m.max_runs,
    webhook_url: m.webhook_url,
    status: m.status,
    runs: m.runs,
    next_run_at: iso(m.next_run_at),
    created_at: m.created_at,
    last_run_at: last ? (last.finished_at ?? last.created_at) : null,
    last_status: last?.status ?? null,
    last_extraction_id: last?.extraction_id ?? null,
  };
}

/** A run with its changes. */
export function toRun(r: MonitorRunRow): MonitorRun {
  return {
    run: r.run,
    status: r.status,
    extraction_id: r.extraction_id,
    task_id: r.task_id,
    scheduled_at: new Date(r.slot_at).toISOString(),
    finished_at: r.finished_at,
    changed: r.changed === 1,
    changes: r.changes ? JSON.parse(r.changes) : [],
    event_id: r.event_id,
  };
}
