import { migration } from './migration';

/**
 * Every command run in a leased device's shell, recorded before it runs and completed after, so an
 * operator can see who ran what on which device even when the process died in between.
 */
export const mobileShellCommands = migration(10, 'mobile-shell-commands')`
CREATE TABLE mobile_shell_commands (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  session_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  device_id TEXT NOT NULL,
  key_id TEXT NOT NULL,
  command TEXT NOT NULL,
  exit_code INTEGER,
  output_bytes INTEGER NOT NULL DEFAULT 0,
  timed_out INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  started_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX mobile_shell_commands_tenant ON mobile_shell_commands(tenant_id, started_at, id);
`;
