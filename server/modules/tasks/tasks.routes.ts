import { Task } from '../../contract/extract';
import { route, type RouteDef } from '../../http/route';
import type { TasksService } from './tasks.service';

/** GET /v1/tasks/:id and POST /v1/tasks/:id/cancel. Other tenants' tasks are 404. */
export function tasksRoutes(tasks: TasksService): RouteDef[] {
  return [
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
