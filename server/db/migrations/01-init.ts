import { migration } from './migration';

/** Tenants, keys, extraction history, tasks, monitors. */
export const init = migration(1, 'init')`
CREATE TABLE tenants (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  prefix TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE,
  scopes TEXT,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX api_keys_tenant ON api_keys(tenant_id, created_at);

CREATE TABLE extractions (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  mode TEXT NOT NULL,
  status TEXT NOT NULL,
  url TEXT NOT NULL,
  request TEXT NOT NULL,
  result TEXT,
  error TEXT,
  error_code TEXT,
  failure TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  async_retries INTEGER NOT NULL DEFAULT 0,
  last_retry_reason TEXT,
  sync_retries INTEGER NOT NULL DEFAULT 0,
  cached INTEGER NOT NULL DEFAULT 0,
  engine TEXT,
  provider TEXT,
  model TEXT,
  duration_ms INTEGER,
  tokens INTEGER NOT NULL DEFAULT 0,
  cost REAL NOT NULL DEFAULT 0,
  pages INTEGER NOT NULL DEFAULT 0,
  completeness REAL,
  task_id TEXT,
  monitor_id TEXT,
  login_trace_id TEXT,
  evidence_screenshot_path TEXT,
  visual_image_path TEXT,
  result_expired_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX extractions_tenant_created ON extractions(tenant_id, created_at DESC, id DESC);
CREATE INDEX extractions_tenant_status ON extractions(tenant_id, status);
CREATE INDEX extractions_task ON extractions(task_id);

CREATE TABLE monitors (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  url TEXT NOT NULL,
  prompt TEXT,
  interval_seconds INTEGER NOT NULL,
  max_runs INTEGER,
  webhook_url TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX monitors_tenant ON monitors(tenant_id, created_at);
`;
