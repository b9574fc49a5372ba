import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../contract/common';
import { MonitorCreateRequest } from '../../contract/features';
import { reply, route, type RouteDef } from '../../http/route';
import type { MonitorsService } from './monitors.service';

/** POST /v1/monitor, GET /v1/monitors, DELETE /v1/monitors/:id. */
export function monitorsRoutes(monitors: MonitorsService): RouteDef[] {
  return [
    route({
      method: 'post',
      path: '/v1/monitor',
      auth: 'bearer',
      scope: 'write',
      tag: 'monitors',
      summary: 'Create a recurring monitor',
      body: MonitorCreateRequest,
      handler: () => monitors.create(),
    }),
    route({
      method: 'get',
      path: '/v1/monitors',
      auth: 'bearer',
      scope: 'read',
      tag: 'monitors',
      summary: 'List monitors',
      query: Type.Object(PageQuery, { additionalProperties: false }),
      handler: ({ caller, query }) => monitors.list(caller.tenantId, query.limit ?? 50),
    }),
    route({
      method: 'delete',
      path: '/v1/monitors/:id',
      auth: 'bearer',
      scope: 'write',
      tag: 'monitors',
      summary: 'Delete a monitor',
      handler: async ({ caller, params }) => {
        await monitors.remove(caller.tenantId, params.id);
        return reply(204);
      },
    }),
  ];
}
