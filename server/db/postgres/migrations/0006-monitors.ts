import type { PgMigration } from './index';

/**
 * Monitors that run: schedule state on the monitor (next_run_at in epoch ms, compared on every
 * tick), one row per run with its changes, and webhook deliveries with every attempt.
 */
export const pg0006: PgMigration = {
  version: 6,
  name: 'monitors',
  sql: `
ALTER TABLE monitors ADD COLUMN schema TEXT;
ALTER TABLE monitors ADD COLUMN webhook_secret TEXT;
ALTER TABLE monitors ADD COLUMN status TEXT NOT NULL DEFAULT 'active';
ALTER TABLE monitors ADD COLUMN runs BIGINT NOT NULL DEFAULT 0;
ALTER TABLE monitors ADD COLUMN next_run_at BIGINT;
CREATE INDEX monitors_due ON monitors(status, next_run_at);

CREATE TABLE monitor_runs (
  monitor_id TEXT NOT NULL,
  run BIGINT NOT NULL,
  tenant_id TEXT NOT NULL,
  extraction_id TEXT NOT NULL,
  task_id TEXT NOT NULL,
  slot_at BIGINT NOT NULL,
  status TEXT NOT NULL,
  changed BIGINT NOT NULL DEFAULT 0,
  changes TEXT,
  event_id TEXT,
  finished_at TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (monitor_id, run)
);

CREATE TABLE webhook_deliveries (
  event_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  monitor_id TEXT NOT NULL,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts BIGINT NOT NULL DEFAULT 0,
  next_attempt_at BIGINT,
  created_at TEXT NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
CREATE INDEX webhook_deliveries_monitor ON webhook_deliveries(monitor_id, created_at);

CREATE TABLE webhook_attempts (
  event_id TEXT NOT NULL,
  attempt BIGINT NOT NULL,
  status_code BIGINT,
  error TEXT,
  at TEXT NOT NULL,
  next_attempt_at TEXT,
  PRIMARY KEY (event_id, attempt)
);
`,
};
