/**
 * What the auth module needs from storage: credentials, saved sessions and login traces, always
 * by tenant. Secrets arrive here already encrypted. Implemented by `db/stores/auth.ts`.
 */

/** A credential row as stored (`secret` is ciphertext of the password and TOTP secret). */
export interface CredentialRow {
  id: string;
  tenant_id: string;
  name: string;
  login_url: string;
  username: string;
  /** JSON of the optional selectors. */
  selectors: string;
  has_totp: number;
  secret: string;
  created_at: string;
}

/** A saved session row (`state` is ciphertext of the cookies and local storage). */
export interface SessionRow {
  tenant_id: string;
  name: string;
  credential_id: string;
  origin: string;
  state: string;
  cookie_count: number;
  /** The trace of the login that made the session. */
  login_trace_id: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

/** A login trace row (`steps` is JSON of already redacted steps). */
export interface TraceRow {
  id: string;
  tenant_id: string;
  status: 'succeeded' | 'failed';
  credential_ref: string;
  session_name: string;
  started_at: string;
  duration_ms: number;
  steps: string;
  error: string | null;
}

/** Which sessions a list returns. */
export interface SessionFilter {
  /** Substring of the name or origin. */
  q?: string;
  /** true: only expired; false: only live; undefined: all. */
  expired?: boolean;
  now: string;
  limit: number;
  /** Sessions are listed newest first; the page after this (created_at, name). */
  after?: { created_at: string; name: string };
}

/** Auth storage. */
export interface AuthStore {
  /** Inserts a credential; false when the tenant already has one by that name. */
  insertCredential(row: CredentialRow): Promise<boolean>;
  /** The tenant's credential by id or name. */
  findCredential(tenantId: string, ref: string): Promise<CredentialRow | undefined>;
  /** The tenant's credentials, newest first, after a cursor. */
  listCredentials(tenantId: string, limit: number, after?: { created_at: string; id: string }): Promise<CredentialRow[]>;
  /** Deletes the tenant's credential and its sessions; false when absent. */
  deleteCredential(tenantId: string, id: string): Promise<boolean>;
  getSession(tenantId: string, name: string): Promise<SessionRow | undefined>;
  /** Inserts or replaces the tenant's session of that name. */
  putSession(row: SessionRow): Promise<void>;
  /** Marks a session used now (only when its state is unchanged). */
  touchSession(tenantId: string, name: string, at: string): Promise<void>;
  listSessions(tenantId: string, filter: SessionFilter): Promise<SessionRow[]>;
  /** Deletes a session; false when absent. */
  deleteSession(tenantId: string, name: string): Promise<boolean>;
  insertTrace(row: TraceRow): Promise<void>;
  getTrace(tenantId: string, id: string): Promise<TraceRow | undefined>;
}
