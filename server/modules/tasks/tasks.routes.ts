import { AppError } from '../../contract/errors';
import { Task } from '../../contract/extract';
import { route, type RouteDef } from '../../http/route';

/** GET /v1/tasks/:id and POST /v1/tasks/:id/cancel. No queue runs in this build, so no task id exists. */
export function tasksRoutes(): RouteDef[] {
  const notFound = (id: string) => new AppError('not_found', `Task ${id} not found`);
  return [
    route({
      method: 'get',
      path: '/v1/tasks/:id',
      auth: 'bearer',
      scope: 'read',
      tag: 'tasks',
      summary: 'Poll an async task',
      response: Task,
      handler: ({ params }) => {
        throw notFound(params.id);
      },
    }),
    route({
      method: 'post',
      path: '/v1/tasks/:id/cancel',
      auth: 'bearer',
      scope: 'write',
      tag: 'tasks',
      summary: 'Cancel a pending or running task',
      response: Task,
      handler: ({ params }) => {
        throw notFound(params.id);
      },
    }),
  ];
}
