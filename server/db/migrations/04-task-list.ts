import { migration } from './migration';

/** `GET /v1/tasks` lists a tenant's tasks newest first; this index serves that order. */
export const taskList = migration(4, 'task-list')`
CREATE INDEX tasks_tenant_created ON tasks(tenant_id, created_at DESC, id DESC);
`;
