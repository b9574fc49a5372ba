/**
 * System metrics on a prom-client Registry owned by one server instance (tests start many servers
 * in one process, so the global default registry is never used). Request counts, errors and latency
 * are observed per response; queue, worker, browser and retention figures are read from their
 * owners when the metrics are asked for, so the JSON view and the Prometheus text show the same data.
 */
import { Counter, Gauge, Registry, Summary } from 'prom-client';
import type { RetentionStats } from '../artifacts/retention';

/** Where the read-on-demand figures come from. */
export interface MetricsSources {
  queue(): Promise<QueueFigures>;
  browser(): Record<string, unknown>;
  retention(): Promise<RetentionStats>;
}

/** Queue backlog and worker health. */
export interface QueueFigures {
  depth: number;
  max_depth: number;
  by_status: Record<string, number>;
  workers: Record<string, unknown> & { healthy: boolean; running: number; concurrency: number };
}

interface Snapshot {
  queue: QueueFigures;
  browser: Record<string, unknown>;
  retention: RetentionStats;
}

/** One finished response, as the app reports it. */
export interface ResponseInfo {
  method: string;
  route: string;
  status: number;
  ms: number;
}

const PERCENTILES = [0.5, 0.9, 0.95, 0.99];
const QUEUE_STATUSES = ['pending', 'running', 'validating', 'completed', 'partial', 'failed', 'cancelled'];

/** Creates the metrics of one server. */
export function createMetrics(sources: MetricsSources, startedAt: number) {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'pluck_http_requests_total',
    help: 'HTTP responses by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const errors = new Counter({
    name: 'pluck_http_errors_total',
    help: 'HTTP responses with status >= 400 by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  // A sliding ten-minute window, so percentiles describe recent traffic rather than the whole uptime.
  const window = { percentiles: PERCENTILES, maxAgeSeconds: 600, ageBuckets: 5 };
  const latency = new Summary({
    name: 'pluck_http_request_duration_seconds',
    help: 'Response time by method and route',
    labelNames: ['method', 'route'],
    registers,
    ...window,
  });
  const latencyAll = new Summary({ name: 'pluck_http_request_duration_all_seconds', help: 'Response time of all routes', registers, ...window });

  // One read of the sources per scrape: every gauge (and the JSON view) shows the same snapshot,
  // and the queue and retention queries run once instead of once per gauge. Scrapes take turns,
  // since prom-client's collect() callbacks can only read a snapshot held outside them.
  let snapshot: Snapshot | undefined;
  let turn: Promise<unknown> = Promise.resolve();
  const read = (): Snapshot => snapshot as Snapshot;
  function scrape<T>(fn: () => Promise<T>): Promise<T> {
    const next = turn.then(async () => {
      const [queue, retention] = await Promise.all([sources.queue(), sources.retention()]);
      snapshot = { queue, browser: sources.browser(), retention };
      try {
        return await fn();
      } finally {
        snapshot = undefined;
      }
    });
    turn = next.catch(() => undefined);
    return next;
  }

  const gauge = (name: string, help: string, labelNames: string[], collect: (g: Gauge) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      collect() {
        this.reset();
        collect(this);
      },
    });
  gauge('pluck_uptime_seconds', 'Seconds since the server started', [], (g) => g.set(Math.round((Date.now() - startedAt) / 1000)));
  gauge('pluck_queue_tasks', 'Tasks in the queue by status', ['status'], (g) => {
    const by = read().queue.by_status;
    for (const s of QUEUE_STATUSES) g.set({ status: s }, by[s] ?? 0);
  });
  gauge('pluck_queue_depth', 'Pending plus in-flight tasks', [], (g) => g.set(read().queue.depth));
  gauge('pluck_workers_healthy', '1 while the worker pool runs and its heartbeats succeed', [], (g) => g.set(read().queue.workers.healthy ? 1 : 0));
  gauge('pluck_workers_running', 'Tasks running in this process', [], (g) => g.set(read().queue.workers.running));
  gauge('pluck_workers_concurrency', 'Worker pool size', [], (g) => g.set(read().queue.workers.concurrency));
  gauge('pluck_browser_found', '1 when a browser path exists in this deployment', [], (g) => g.set(read().browser.browser_found ? 1 : 0));
  gauge(
    'pluck_browser_pool',
    'Browser pool state (connected, warm and active contexts, launches, crashes, leases, discarded, created, resets, resets that navigated to about:blank)',
    ['field'],
    (g) => {
      const pool = (read().browser.pool ?? {}) as Record<string, unknown>;
      for (const [k, v] of Object.entries(pool)) g.set({ field: k }, typeof v === 'boolean' ? Number(v) : Number(v) || 0);
    },
  );
  gauge('pluck_artifacts_retained', 'Retained artifact files by kind', ['kind'], (g) => {
    for (const k of read().retention.retained_by_kind) g.set({ kind: k.kind }, k.count);
  });
  gauge('pluck_artifacts_retained_bytes', 'Bytes of retained artifact files by kind', ['kind'], (g) => {
    for (const k of read().retention.retained_by_kind) g.set({ kind: k.kind }, k.bytes);
  });
  gauge('pluck_artifacts_removed', 'Artifact files retention removed', [], (g) => g.set(read().retention.removed.count));
  gauge('pluck_artifacts_removed_bytes', 'Bytes of artifact files retention removed', [], (g) => g.set(read().retention.removed.bytes));
  gauge('pluck_results_expired', 'Stored results retention removed', [], (g) => g.set(read().retention.results_expired));

  async function counted(c: Counter) {
    const rows = (await c.get()).values.map((v) => ({
      method: String(v.labels.method),
      route: String(v.labels.route),
      status: Number(v.labels.status),
      count: v.value,
    }));
    return { total: rows.reduce((n, r) => n + r.count, 0), by_route: rows.sort((a, b) => b.count - a.count) };
  }

  function percentiles(values: { labels: Record<string, unknown>; value: number; metricName?: string }[]) {
    const out: Record<string, number> = {};
    for (const v of values) {
      if (v.labels.quantile !== undefined)
        out[`p${Math.round(Number(v.labels.quantile) * 100)}`] = Math.round((Number.isNaN(v.value) ? 0 : v.value) * 1e4) / 10;
      else if (v.metricName?.endsWith('_count')) out.count = v.value;
    }
    return out;
  }

  return {
    /** Records one finished response. */
    observe(r: ResponseInfo): void {
      const labels = { method: r.method, route: r.route, status: String(r.status) };
      requests.inc(labels);
      if (r.status >= 400) errors.inc(labels);
      latency.observe({ method: r.method, route: r.route }, r.ms / 1000);
      latencyAll.observe(r.ms / 1000);
    },

    /** Prometheus text exposition. */
    async prometheus(): Promise<{ contentType: string; text: string }> {
      return { contentType: registry.contentType, text: await scrape(() => registry.metrics()) };
    },

    /** The same figures as JSON (latencies in ms). */
    json() {
      return scrape(async () => {
        const byRoute = new Map<string, { labels: Record<string, unknown>; value: number; metricName?: string }[]>();
        for (const v of (await latency.get()).values) {
          const key = `${v.labels.method} ${v.labels.route}`;
          byRoute.set(key, [...(byRoute.get(key) ?? []), v]);
        }
        const queue = read().queue;
        const browser = read().browser;
        return {
          uptime_s: Math.round((Date.now() - startedAt) / 1000),
          requests: await counted(requests),
          errors: await counted(errors),
          latency_ms: {
            window_seconds: window.maxAgeSeconds,
            overall: percentiles((await latencyAll.get()).values),
            by_route: [...byRoute].map(([key, values]) => ({ route: key, ...percentiles(values) })),
          },
          queue: { depth: queue.depth, max_depth: queue.max_depth, backlog: Object.fromEntries(QUEUE_STATUSES.map((s) => [s, queue.by_status[s] ?? 0])) },
          workers: queue.workers,
          browser,
          retention: read().retention,
        };
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
