/**
 * Credentials, saved sessions and login traces in SQLite.
 */
import type { Database } from '../database';
import type { AuthStore, CredentialRow, SessionRow, TraceRow } from '../../modules/auth/auth.store';

/** Creates the auth store over a SQLite database. */
export function createSqliteAuthStore(db: Database): AuthStore {
  return {
    async insertCredential(row) {
      const r = db
        .prepare(
          `INSERT OR IGNORE INTO auth_credentials (id, tenant_id, name, login_url, username, selectors, has_totp, secret, created_at)
           VALUES (@id, @tenant_id, @name, @login_url, @username, @selectors, @has_totp, @secret, @created_at)`,
        )
        .run(row);
      return r.changes > 0;
    },
    async findCredential(tenantId, ref) {
      return db
        .prepare('SELECT * FROM auth_credentials WHERE tenant_id = ? AND (id = ? OR name = ?) ORDER BY id = ? DESC LIMIT 1')
        .get(tenantId, ref, ref, ref) as CredentialRow | undefined;
    },
    async listCredentials(tenantId, limit, after) {
      if (!after) {
        return db.prepare('SELECT * FROM auth_credentials WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(tenantId, limit) as CredentialRow[];
      }
      return db
        .prepare('SELECT * FROM auth_credentials WHERE tenant_id = ? AND (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?')
        .all(tenantId, after.created_at, after.id, limit) as CredentialRow[];
    },
    async deleteCredential(tenantId, id) {
      return db.transaction(() => {
        const gone = db.prepare('DELETE FROM auth_credentials WHERE tenant_id = ? AND id = ?').run(tenantId, id).changes > 0;
        if (gone) db.prepare('DELETE FROM auth_sessions WHERE tenant_id = ? AND credential_id = ?').run(tenantId, id);
        return gone;
      });
    },
    async getSession(tenantId, name) {
      return db.prepare('SELECT * FROM auth_sessions WHERE tenant_id = ? AND name = ?').get(tenantId, name) as SessionRow | undefined;
    },
    async putSession(row) {
      db.prepare(
        `INSERT OR REPLACE INTO auth_sessions (tenant_id, name, credential_id, origin, state, cookie_count, login_trace_id, created_at, last_used_at, expires_at)
         VALUES (@tenant_id, @name, @credential_id, @origin, @state, @cookie_count, @login_trace_id, @created_at, @last_used_at, @expires_at)`,
      ).run(row);
    },
    async touchSession(tenantId, name, at) {
      db.prepare('UPDATE auth_sessions SET last_used_at = ? WHERE tenant_id = ? AND name = ?').run(at, tenantId, name);
    },
    async listSessions(tenantId, f) {
      const where = ['tenant_id = @tenantId'];
      if (f.q) where.push("(instr(lower(name), lower(@q)) > 0 OR instr(lower(origin), lower(@q)) > 0)");
      if (f.expired === true) where.push('expires_at <= @now');
      if (f.expired === false) where.push('expires_at > @now');
      if (f.after) where.push('(created_at, name) < (@afterCreated, @afterName)');
      return db
        .prepare(`SELECT * FROM auth_sessions WHERE ${where.join(' AND ')} ORDER BY created_at DESC, name DESC LIMIT @limit`)
        .all({ tenantId, q: f.q ?? null, now: f.now, limit: f.limit, afterCreated: f.after?.created_at ?? null, afterName: f.after?.name ?? null }) as SessionRow[];
    },
    async deleteSession(tenantId, name) {
      return db.prepare('DELETE FROM auth_sessions WHERE tenant_id = ? AND name = ?').run(tenantId, name).changes > 0;
    },
    async insertTrace(row) {
      db.prepare(
        `INSERT INTO auth_traces (id, tenant_id, status, credential_ref, session_name, started_at, duration_ms, steps, error)
         VALUES (@id, @tenant_id, @status, @credential_ref, @session_name, @started_at, @duration_ms, @steps, @error)`,
      ).run(row);
    },
    async getTrace(tenantId, id) {
      return db.prepare('SELECT * FROM auth_traces WHERE tenant_id = ? AND id = ?').get(tenantId, id) as TraceRow | undefined;
    },
  };
}
