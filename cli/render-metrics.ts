/**
 * `pluck metrics` for people: one section per concern, each a short headline and a table, in the
 * order an operator checks them (is it up, is it failing, is it slow, is work piling up, where do
 * the files go). The shape is GET /v1/system/metrics; `--json` prints it untouched.
 */
import { table, when } from './output';

type Obj = Record<string, any>;

const bytes = (n: unknown): string => {
  const v = Number(n) || 0;
  if (v < 1024) return `${v} B`;
  if (v < 1024 ** 2) return `${(v / 1024).toFixed(1)} KiB`;
  if (v < 1024 ** 3) return `${(v / 1024 ** 2).toFixed(1)} MiB`;
  return `${(v / 1024 ** 3).toFixed(2)} GiB`;
};

const duration = (seconds: unknown): string => {
  const s = Number(seconds) || 0;
  if (s % 86400 === 0 && s > 0) return `${s / 86400} d`;
  if (s % 3600 === 0 && s > 0) return `${s / 3600} h`;
  return `${s} s`;
};

function section(title: string, body: string): string {
  return `${title}\n${body}`;
}

function traffic(m: Obj): string {
  const byRoute = (m.requests?.by_route ?? []) as Obj[];
  return section(
    `Requests: ${m.requests?.total ?? 0} in all, ${m.errors?.total ?? 0} ${m.errors?.total === 1 ? 'error' : 'errors'} (uptime ${m.uptime_s ?? 0} s)`,
    table(byRoute, [
      { header: 'method', value: (r) => r.method },
      { header: 'route', value: (r) => r.route },
      { header: 'status', value: (r) => r.status },
      { header: 'count', value: (r) => r.count },
    ]),
  );
}

function latency(m: Obj): string {
  const l = (m.latency_ms ?? {}) as Obj;
  const rows = [{ route: 'all routes', ...(l.overall ?? {}) }, ...((l.by_route ?? []) as Obj[])];
  return section(
    `Latency, ms (last ${l.window_seconds ?? 600} s)`,
    table(
      rows,
      ['route', 'p50', 'p90', 'p95', 'p99', 'count'].map((k) => ({ header: k, value: (r: Obj) => r[k] })),
    ),
  );
}

function queue(m: Obj): string {
  const q = (m.queue ?? {}) as Obj;
  const w = (m.workers ?? {}) as Obj;
  const head =
    `Queue: ${q.depth ?? 0} pending or running (bound ${q.max_depth ?? '-'}); ` +
    `workers ${w.healthy ? 'healthy' : 'NOT healthy'}, ${w.running ?? 0} of ${w.concurrency ?? '-'} busy, ` +
    `average run ${w.average_run_ms ?? '-'} ms, last heartbeat ${when(w.last_heartbeat_at)}`;
  return section(
    head,
    table(Object.entries((q.backlog ?? {}) as Obj), [
      { header: 'status', value: ([s]) => s },
      { header: 'tasks', value: ([, n]) => n },
    ]),
  );
}

function browser(m: Obj): string {
  const b = (m.browser ?? {}) as Obj;
  const where = b.remote_browser ? 'remote browser' : b.browser_path ? b.browser_path : 'no browser found';
  const pool = (b.pool ?? null) as Obj | null;
  const head = `Browser: mode ${b.mode ?? '-'}, ${where}`;
  if (!pool) return head;
  return section(
    head,
    table(Object.entries(pool), [
      { header: 'pool', value: ([k]) => k },
      { header: 'value', value: ([, v]) => v },
    ]),
  );
}

function retention(m: Obj): string {
  const r = (m.retention ?? {}) as Obj;
  const w = (r.windows ?? {}) as Obj;
  const head =
    `Retention: artifacts kept ${duration(w.artifact_seconds)}, results ${duration(w.result_seconds)}, ` +
    `swept every ${duration(w.sweep_seconds)} (last ${when(r.last_sweep_at)}); ` +
    `removed so far ${r.removed?.count ?? 0} files (${bytes(r.removed?.bytes)}) and ${r.results_expired ?? 0} results`;
  const rows = [...((r.retained_by_kind ?? []) as Obj[]), { kind: 'all', count: r.retained?.count ?? 0, bytes: r.retained?.bytes ?? 0 }];
  return section(
    head,
    table(rows, [
      { header: 'kept', value: (x) => x.kind },
      { header: 'files', value: (x) => x.count },
      { header: 'size', value: (x) => bytes(x.bytes) },
    ]),
  );
}

/** The metrics as sections of tables. */
export function renderMetrics(m: Obj): string {
  return [traffic(m), latency(m), queue(m), browser(m), retention(m)].join('\n\n');
}
