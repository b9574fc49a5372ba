import type { PgMigration } from './index';

/**
 * The durable task queue: one row per async or batch task. `attempts` is the fencing token of a
 * run; `lease_owner`/`lease_until` tell a live worker from one a dead process left behind.
 */
export const pg0002: PgMigration = {
  version: 2,
  name: 'tasks',
  sql: `
CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  kind TEXT NOT NULL,
  batch_id TEXT,
  extraction_id TEXT NOT NULL,
  status TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts BIGINT NOT NULL DEFAULT 0,
  max_attempts BIGINT NOT NULL,
  run_after BIGINT NOT NULL,
  lease_owner TEXT,
  lease_until BIGINT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tasks_claim ON tasks(status, run_after, created_at);
CREATE INDEX tasks_tenant_status ON tasks(tenant_id, status);
CREATE INDEX tasks_batch ON tasks(batch_id);
`,
};
