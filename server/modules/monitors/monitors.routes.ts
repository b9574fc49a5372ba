import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../contract/common';
import { AppError } from '../../contract/errors';
import { MonitorCreateRequest } from '../../contract/features';
import { reply, route, type RouteDef } from '../../http/route';
import type { MonitorsStore } from './monitors.store';

/** Monitor routes. Scheduling is not part of this build, so creation answers 501 rather than a monitor that never runs. */
export function monitorsRoutes(store: MonitorsStore): RouteDef[] {
  return [
    route({
      method: 'post',
      path: '/v1/monitor',
      auth: 'bearer',
      scope: 'write',
      tag: 'monitors',
      summary: 'Create a recurring monitor',
      body: MonitorCreateRequest,
      handler: () => {
        throw new AppError('not_implemented', 'Monitors are not available in this build yet');
      },
    }),
    route({
      method: 'get',
      path: '/v1/monitors',
      auth: 'bearer',
      scope: 'read',
      tag: 'monitors',
      summary: 'List monitors',
      query: Type.Object(PageQuery, { additionalProperties: false }),
      handler: ({ caller, query }) => ({ items: store.list(caller.tenantId, query.limit ?? 50), next_cursor: null }),
    }),
    route({
      method: 'delete',
      path: '/v1/monitors/:id',
      auth: 'bearer',
      scope: 'write',
      tag: 'monitors',
      summary: 'Delete a monitor',
      handler: ({ caller, params }) => {
        if (!store.delete(caller.tenantId, params.id)) throw new AppError('not_found', `Monitor ${params.id} not found`);
        return reply(204);
      },
    }),
  ];
}
