import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../contract/common';
import { MonitorCreateRequest, MonitorListQuery } from '../../contract/monitors';
import { reply, route, type RouteDef } from '../../http/route';
import type { MonitorsService } from './monitors.service';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** POST /v1/monitor, GET /v1/monitors[/:id[/runs|/deliveries]], DELETE /v1/monitors/:id. */
export function monitorsRoutes(monitors: MonitorsService): RouteDef[] {
  return [
    route({
      method: 'post',
      path: '/v1/monitor',
      auth: 'bearer',
      scope: 'write',
      tag: 'monitors',
      summary: 'Create a recurring monitor (the webhook secret is shown only here)',
      body: MonitorCreateRequest,
      handler: async ({ caller, body }) => reply(201, await monitors.create(caller.tenantId, body)),
    }),
    route({
      method: 'get',
      path: '/v1/monitors',
      auth: 'bearer',
      scope: 'read',
      tag: 'monitors',
      summary: 'List monitors',
      query: Type.Object(PageQuery, { additionalProperties: false }),
      handler: ({ caller, query }) => monitors.list(caller.tenantId, query.limit ?? DEFAULT_PAGE_LIMIT),
    }),
    route({
      method: 'get',
      path: '/v1/monitors/:id',
      auth: 'bearer',
      scope: 'read',
      tag: 'monitors',
      summary: 'Get a monitor with its latest run',
      handler: ({ caller, params }) => monitors.get(caller.tenantId, params.id),
    }),
    route({
      method: 'get',
      path: '/v1/monitors/:id/runs',
      auth: 'bearer',
      scope: 'read',
      tag: 'monitors',
      summary: "A monitor's runs with their field-level changes, newest first",
      query: MonitorListQuery,
      handler: ({ caller, params, query }) => monitors.runs(caller.tenantId, params.id, query.limit ?? DEFAULT_PAGE_LIMIT),
    }),
    route({
      method: 'get',
      path: '/v1/monitors/:id/deliveries',
      auth: 'bearer',
      scope: 'read',
      tag: 'monitors',
      summary: 'Every webhook delivery attempt of a monitor, newest first',
      query: MonitorListQuery,
      handler: ({ caller, params, query }) => monitors.deliveries(caller.tenantId, params.id, query.limit ?? DEFAULT_PAGE_LIMIT),
    }),
    route({
      method: 'delete',
      path: '/v1/monitors/:id',
      auth: 'bearer',
      scope: 'write',
      tag: 'monitors',
      summary: 'Delete a monitor: no more runs, no pending webhooks',
      handler: async ({ caller, params }) => {
        await monitors.remove(caller.tenantId, params.id);
        return reply(204);
      },
    }),
  ];
}
