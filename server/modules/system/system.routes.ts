import { Type, type Static } from '@sinclair/typebox';
import { HANDLED, reply, route, type RouteDef } from '../../http/route';
import type { Metrics } from '../../metrics/metrics';

/** What GET /health reports; `takesWork` false (the database unusable) answers 503 instead of 200: the service cannot take work. */
export type HealthProbe = () => Promise<{ status: 'ok' | 'degraded'; takesWork: boolean; components: Record<string, unknown> }>;

const MetricsQuery = Type.Object({ format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('prometheus')])) }, { additionalProperties: false });
type MetricsQuery = Static<typeof MetricsQuery>;

/** GET /health and GET /v1/system/metrics. */
export function systemRoutes(health: HealthProbe, version: string, startedAt: number, metrics: Metrics): RouteDef[] {
  return [
    route({
      method: 'get',
      path: '/health',
      auth: 'none',
      tag: 'system',
      summary: 'Service health (public; no tenant data)',
      handler: async () => {
        const h = await health();
        const body = { status: h.status, version, uptime_s: Math.round((Date.now() - startedAt) / 1000), components: h.components };
        return h.takesWork ? body : reply(503, body);
      },
    }),
    route<unknown, MetricsQuery>({
      method: 'get',
      path: '/v1/system/metrics',
      auth: 'bearer',
      scope: 'admin',
      operator: true,
      tag: 'system',
      summary: 'Request, error, latency, backlog, worker-health, browser and artifact-retention metrics (JSON, or ?format=prometheus)',
      query: MetricsQuery,
      handler: async ({ query, res }) => {
        if (query.format !== 'prometheus') return metrics.json();
        const { contentType, text } = await metrics.prometheus();
        res.setHeader('Content-Type', contentType);
        res.send(text);
        return HANDLED;
      },
    }),
  ];
}
