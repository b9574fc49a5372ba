import { migration } from './migration';

/**
 * Authenticated extraction: credentials and saved sessions hold their secrets only as AES-256-GCM
 * ciphertext (`secret`, `state`); login traces are stored already redacted.
 */
export const auth = migration(5, 'auth')`
CREATE TABLE auth_credentials (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  login_url TEXT NOT NULL,
  username TEXT NOT NULL,
  selectors TEXT NOT NULL,
  has_totp INTEGER NOT NULL DEFAULT 0,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (tenant_id, name)
);
CREATE INDEX auth_credentials_tenant_created ON auth_credentials(tenant_id, created_at DESC, id DESC);

CREATE TABLE auth_sessions (
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  credential_id TEXT NOT NULL,
  origin TEXT NOT NULL,
  state TEXT NOT NULL,
  cookie_count INTEGER NOT NULL,
  login_trace_id TEXT,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, name)
);

CREATE TABLE auth_traces (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  status TEXT NOT NULL,
  credential_ref TEXT NOT NULL,
  session_name TEXT NOT NULL,
  started_at TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  steps TEXT NOT NULL,
  error TEXT
);
CREATE INDEX auth_traces_tenant_started ON auth_traces(tenant_id, started_at DESC);
`;
