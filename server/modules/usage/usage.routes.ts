import { Usage } from '../../contract/usage';
import { route, type RouteDef } from '../../http/route';
import type { UsageService } from './usage.service';

/** GET /v1/usage. */
export function usageRoutes(usage: UsageService): RouteDef[] {
  return [
    route({
      method: 'get',
      path: '/v1/usage',
      auth: 'bearer',
      scope: 'read',
      tag: 'usage',
      summary: 'This month’s extraction count, token totals, estimated cost and free tier remaining',
      response: Usage,
      handler: ({ caller }) => usage.usage(caller.tenantId),
    }),
  ];
}
