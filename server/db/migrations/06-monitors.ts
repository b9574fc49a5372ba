import { migration } from './migration';

/**
 * Monitors that run: schedule state on the monitor (next_run_at in epoch ms, compared on every
 * tick), one row per run with its changes, and webhook deliveries with every attempt.
 */
export const monitors = migration(6, 'monitors')`
ALTER TABLE monitors ADD COLUMN schema TEXT;
ALTER TABLE monitors ADD COLUMN webhook_secret TEXT;
ALTER TABLE monitors ADD COLUMN status TEXT NOT NULL DEFAULT 'active';
ALTER TABLE monitors ADD COLUMN runs INTEGER NOT NULL DEFAULT 0;
ALTER TABLE monitors ADD COLUMN next_run_at INTEGER;
CREATE INDEX monitors_due ON monitors(status, next_run_at);

CREATE TABLE monitor_runs (
  monitor_id TEXT NOT NULL,
  run INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  extraction_id TEXT NOT NULL,
  task_id TEXT NOT NULL,
  slot_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  changed INTEGER NOT NULL DEFAULT 0,
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
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
CREATE INDEX webhook_deliveries_monitor ON webhook_deliveries(monitor_id, created_at);

CREATE TABLE webhook_attempts (
  event_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  at TEXT NOT NULL,
  next_attempt_at TEXT,
  PRIMARY KEY (event_id, attempt)
);
`;
