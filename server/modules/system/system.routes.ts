import { AppError } from '../../contract/errors';
import { route, type RouteDef } from '../../http/route';

/** What GET /health reports. */
export type HealthProbe = () => Promise<{ status: 'ok' | 'degraded'; components: Record<string, unknown> }>;

/** GET /health and GET /v1/system/metrics. */
export function systemRoutes(health: HealthProbe, version: string, startedAt: number): RouteDef[] {
  return [
    route({
      method: 'get',
      path: '/health',
      auth: 'none',
      tag: 'system',
      summary: 'Service health (public; no tenant data)',
      handler: async () => {
        const h = await health();
        return { status: h.status, version, uptime_s: Math.round((Date.now() - startedAt) / 1000), components: h.components };
      },
    }),
    route({
      method: 'get',
      path: '/v1/system/metrics',
      auth: 'bearer',
      scope: 'admin',
      tag: 'system',
      summary: 'Request, error, backlog, worker-health and artifact-retention metrics',
      handler: () => {
        throw new AppError('not_implemented', 'System metrics are not available in this build yet');
      },
    }),
  ];
}
