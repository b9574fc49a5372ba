import type { PgMigration } from './index';

/** `GET /v1/tasks` lists a tenant's tasks newest first; this index serves that order. */
export const pg0004: PgMigration = {
  version: 4,
  name: 'task-list',
  sql: `
CREATE INDEX tasks_tenant_created ON tasks(tenant_id, created_at DESC, id DESC);
`,
};
