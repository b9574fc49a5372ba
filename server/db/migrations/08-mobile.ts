import { migration } from './migration';

/**
 * The mobile device lab: hosted workers (presence by heartbeat), devices (health, drain and
 * maintenance survive restarts), session leases (forward_port lets a restarted server remove the
 * adb forward a crashed one left open) and recordings.
 */
export const mobile = migration(8, 'mobile')`
CREATE TABLE mobile_workers (
  id TEXT PRIMARY KEY,
  host TEXT,
  addr TEXT,
  max_sessions INTEGER NOT NULL DEFAULT 1,
  active_sessions INTEGER NOT NULL DEFAULT 0,
  queue_depth INTEGER NOT NULL DEFAULT 0,
  failure_rate REAL NOT NULL DEFAULT 0,
  last_error TEXT,
  maintenance INTEGER NOT NULL DEFAULT 0,
  maintenance_reason TEXT,
  last_heartbeat_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE mobile_devices (
  platform TEXT NOT NULL,
  id TEXT NOT NULL,
  model TEXT,
  state TEXT NOT NULL,
  source TEXT NOT NULL,
  worker_id TEXT,
  present INTEGER NOT NULL DEFAULT 1,
  failure_streak INTEGER NOT NULL DEFAULT 0,
  failed_uses INTEGER NOT NULL DEFAULT 0,
  draining INTEGER NOT NULL DEFAULT 0,
  maintenance INTEGER NOT NULL DEFAULT 0,
  maintenance_reason TEXT,
  last_seen_at TEXT,
  PRIMARY KEY (platform, id)
);
CREATE INDEX mobile_devices_worker ON mobile_devices(worker_id);
CREATE TABLE mobile_sessions (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  device_id TEXT NOT NULL,
  worker_id TEXT,
  transport TEXT NOT NULL,
  status TEXT NOT NULL,
  sticky_key TEXT,
  lease_seconds INTEGER NOT NULL,
  expires_at TEXT NOT NULL,
  cdp_url TEXT,
  webkit_url TEXT,
  forward_port INTEGER,
  end_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  released_at TEXT
);
CREATE INDEX mobile_sessions_status ON mobile_sessions(status, expires_at);
CREATE INDEX mobile_sessions_tenant ON mobile_sessions(tenant_id, created_at DESC, id DESC);
CREATE INDEX mobile_sessions_sticky ON mobile_sessions(tenant_id, sticky_key, created_at DESC);
CREATE TABLE mobile_recordings (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  status TEXT NOT NULL,
  path TEXT,
  bytes INTEGER NOT NULL DEFAULT 0,
  remote_id TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX mobile_recordings_session ON mobile_recordings(session_id);
`;
