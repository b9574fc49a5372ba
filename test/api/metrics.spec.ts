/**
 * GET /v1/system/metrics: requests and errors by route and status, latency percentiles, queue
 * backlog, worker health, browser pool and retention, as JSON and as Prometheus text; admin only.
 */
import { startFixtureSite } from '../site/server';
import { expect, startTestServer, test } from '../support/server';

interface RouteCount {
  method: string;
  route: string;
  status: number;
  count: number;
}

/** A small parser of the Prometheus text format: every sample line must parse, HELP/TYPE precede their metric. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const typed = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'summary', 'histogram', 'untyped']).toContain(meta[3]);
        typed.add(meta[2]);
      }
      continue;
    }
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/.exec(line);
    expect(m, `unparseable sample line: ${line}`).not.toBeNull();
    const family = m![1].replace(/_(sum|count|bucket)$/, '');
    expect(typed.has(m![1]) || typed.has(family), `no TYPE before ${line}`).toBe(true);
    samples.set(m![1] + (m![2] ?? ''), Number(m![3]));
  }
  return samples;
}

test('metrics count requests and errors by route and status, with latency, backlog, workers, browser and retention', async () => {
  const site = await startFixtureSite();
  const server = await startTestServer();
  try {
    const c = server.admin;
    await c.extract({ url: `${site.url}/article`, prompt: 'the headline' });
    await c.extract({ url: `${site.url}/article`, prompt: 'the headline' });
    expect((await c.raw('GET', '/v1/extractions/ext_nope')).status).toBe(404);
    expect((await c.raw('POST', '/v1/extract', { url: 'x' })).status).toBe(400);
    expect((await server.client('pk_nope').raw('GET', '/v1/usage')).status).toBe(401);
    const task = await c.extractAsync({ url: `${site.url}/article`, prompt: 'the headline' });
    await expect.poll(async () => (await c.task(task.id)).status).toBe('completed');

    const m = (await c.metrics()) as {
      requests: { total: number; by_route: RouteCount[] };
      errors: { total: number; by_route: RouteCount[] };
      latency_ms: { overall: Record<string, number>; by_route: ({ route: string } & Record<string, number>)[] };
      queue: { depth: number; backlog: Record<string, number> };
      workers: { healthy: boolean; concurrency: number };
      browser: Record<string, unknown>;
      retention: { retained: { count: number; bytes: number }; removed: { count: number }; windows: Record<string, number> };
    };
    const count = (list: RouteCount[], method: string, route: string, status: number) =>
      list.find((r) => r.method === method && r.route === route && r.status === status)?.count ?? 0;
    expect(count(m.requests.by_route, 'POST', '/v1/extract', 200)).toBe(2);
    expect(count(m.requests.by_route, 'POST', '/v1/extract', 202)).toBe(1);
    expect(count(m.requests.by_route, 'POST', '/v1/extract', 400)).toBe(1);
    expect(count(m.errors.by_route, 'POST', '/v1/extract', 400)).toBe(1);
    expect(count(m.errors.by_route, 'GET', '/v1/extractions/:id', 404)).toBe(1);
    expect(count(m.errors.by_route, 'GET', '/v1/usage', 401)).toBe(1);
    expect(count(m.errors.by_route, 'POST', '/v1/extract', 200)).toBe(0);
    expect(m.errors.total).toBe(3);
    expect(m.requests.total).toBeGreaterThanOrEqual(7);
    expect(m.latency_ms.overall.count).toBe(m.requests.total);
    expect(m.latency_ms.overall.p50).toBeGreaterThan(0);
    expect(m.latency_ms.overall.p99).toBeGreaterThanOrEqual(m.latency_ms.overall.p50);
    expect(m.latency_ms.by_route.find((r) => r.route === 'POST /v1/extract')?.count).toBe(4);
    expect(m.queue.backlog).toMatchObject({ pending: 0, running: 0, completed: 1 });
    expect(m.workers).toMatchObject({ healthy: true, concurrency: 2 });
    expect(m.browser).toMatchObject({ mode: 'http', browser_found: false });
    expect(m.retention.windows).toMatchObject({ artifact_seconds: 7 * 24 * 3600 });

    const prom = await c.raw('GET', '/v1/system/metrics?format=prometheus');
    expect(prom.status).toBe(200);
    expect(prom.headers.get('content-type')).toContain('text/plain');
    const samples = parsePrometheus(prom.text);
    expect(samples.get('pluck_http_requests_total{method="POST",route="/v1/extract",status="200"}')).toBe(2);
    expect(samples.get('pluck_http_errors_total{method="GET",route="/v1/usage",status="401"}')).toBe(1);
    expect(samples.get('pluck_queue_tasks{status="completed"}')).toBe(1);
    expect(samples.get('pluck_workers_healthy')).toBe(1);
    expect(samples.get('pluck_artifacts_removed')).toBe(0);
    expect(samples.has('pluck_http_request_duration_seconds{quantile="0.99",method="POST",route="/v1/extract"}')).toBe(true);
  } finally {
    await server.close();
    await site.close();
  }
});

test('metrics are admin-only, reject unknown formats, and each server counts only its own traffic', async () => {
  const a = await startTestServer();
  const b = await startTestServer();
  try {
    const reader = await a.admin.createKey({ name: 'reader', scopes: ['read'] });
    expect((await a.client(reader.secret).raw('GET', '/v1/system/metrics')).status).toBe(403);
    expect((await a.admin.raw('GET', '/v1/system/metrics?format=xml')).status).toBe(400);
    await a.admin.usage();
    await a.admin.usage();
    const mb = (await b.admin.metrics()) as { requests: { by_route: RouteCount[] } };
    expect(mb.requests.by_route.find((r) => r.route === '/v1/usage')).toBeUndefined();
  } finally {
    await a.close();
    await b.close();
  }
});
