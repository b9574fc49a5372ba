import { ListOf } from '../../contract/common';
import { Task, TaskQuery } from '../../contract/extract';
import { route, type RouteDef } from '../../http/route';
import type { TasksService } from './tasks.service';

/** GET /v1/tasks, GET /v1/tasks/:id and POST /v1/tasks/:id/cancel. Other tenants' tasks are 404. */
export function tasksRoutes(tasks: TasksService): RouteDef[] {
  return [
    route<unknown, TaskQuery>({
      method: 'get',
      path: '/v1/tasks',
      auth: 'bearer',
      scope: 'read',
      tag: 'tasks',
      summary: 'The tenant’s async and batch tasks, newest first; filter by status, batch and since_hours',
      query: TaskQuery,
      response: ListOf(Task),
      handler: ({ caller, query }) => tasks.list(caller.tenantId, query),
    }),
    route({
      method: 'get',
      path: '/v1/tasks/:id',
      auth: 'bearer',
      scope: 'read',
      tag: 'tasks',
      summary: 'Poll an async task',
      response: Task,
      handler: ({ caller, params }) => tasks.get(caller.tenantId, params.id),
    }),
    route({
      method: 'post',
      path: '/v1/tasks/:id/cancel',
      auth: 'bearer',
      scope: 'write',
      tag: 'tasks',
      summary: 'Cancel a pending or running task (409 when it has finished)',
      response: Task,
      handler: ({ caller, params }) => tasks.cancel(caller.tenantId, params.id),
    }),
  ];
}
