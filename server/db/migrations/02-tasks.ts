import { migration } from './migration';

/**
 * The durable task queue: one row per async or batch task. `attempts` is the fencing token of a
 * run; `lease_owner`/`lease_until` tell a live worker from one a dead process left behind.
 */
export const tasks = migration(2, 'tasks')`
CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  kind TEXT NOT NULL,
  batch_id TEXT,
  extraction_id TEXT NOT NULL,
  status TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL,
  run_after INTEGER NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tasks_claim ON tasks(status, run_after, created_at);
CREATE INDEX tasks_tenant_status ON tasks(tenant_id, status);
CREATE INDEX tasks_batch ON tasks(batch_id);
`;
