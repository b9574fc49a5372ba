/**
 * Credentials, saved sessions and login traces (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { containing, type Database } from '../sql';
import type { AuthStore, CredentialRow, SessionRow, TraceRow } from '../../modules/auth/auth.store';

/** Creates the auth store over the database. */
export function createAuthStore(db: Database): AuthStore {
  const params = (row: object) => row as Record<string, unknown>;
  return {
    async insertCredential(row) {
      const changes = await db.run(
        `INSERT INTO auth_credentials (id, tenant_id, name, login_url, username, selectors, has_totp, secret, created_at)
         VALUES (@id, @tenant_id, @name, @login_url, @username, @selectors, @has_totp, @secret, @created_at) ON CONFLICT DO NOTHING`,
        params(row),
      );
      return changes > 0;
    },
    async findCredential(tenantId, ref) {
      return db.one<CredentialRow>('SELECT * FROM auth_credentials WHERE tenant_id = ? AND (id = ? OR name = ?) ORDER BY (id = ?) DESC LIMIT 1', [
        tenantId,
        ref,
        ref,
        ref,
      ]);
    },
    async listCredentials(tenantId, limit, after) {
      if (!after) return db.all<CredentialRow>('SELECT * FROM auth_credentials WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?', [tenantId, limit]);
      return db.all<CredentialRow>(
        'SELECT * FROM auth_credentials WHERE tenant_id = ? AND (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?',
        [tenantId, after.created_at, after.id, limit],
      );
    },
    async deleteCredential(tenantId, id) {
      return db.tx(async (q) => {
        const gone = (await q.run('DELETE FROM auth_credentials WHERE tenant_id = ? AND id = ?', [tenantId, id])) > 0;
        if (gone) await q.run('DELETE FROM auth_sessions WHERE tenant_id = ? AND credential_id = ?', [tenantId, id]);
        return gone;
      });
    },
    async getSession(tenantId, name) {
      return db.one<SessionRow>('SELECT * FROM auth_sessions WHERE tenant_id = ? AND name = ?', [tenantId, name]);
    },
    async putSession(row) {
      await db.run(
        `INSERT INTO auth_sessions (tenant_id, name, credential_id, origin, state, cookie_count, login_trace_id, created_at, last_used_at, expires_at)
         VALUES (@tenant_id, @name, @credential_id, @origin, @state, @cookie_count, @login_trace_id, @created_at, @last_used_at, @expires_at)
         ON CONFLICT (tenant_id, name) DO UPDATE SET credential_id = excluded.credential_id, origin = excluded.origin, state = excluded.state,
           cookie_count = excluded.cookie_count, login_trace_id = excluded.login_trace_id, created_at = excluded.created_at,
           last_used_at = excluded.last_used_at, expires_at = excluded.expires_at`,
        params(row),
      );
    },
    async touchSession(tenantId, name, at) {
      await db.run('UPDATE auth_sessions SET last_used_at = ? WHERE tenant_id = ? AND name = ?', [at, tenantId, name]);
    },
    async listSessions(tenantId, f) {
      const where = ['tenant_id = @tenantId'];
      if (f.q) where.push(`(lower(name) LIKE lower(@q) ESCAPE '\\' OR lower(origin) LIKE lower(@q) ESCAPE '\\')`);
      if (f.expired === true) where.push('expires_at <= @now');
      if (f.expired === false) where.push('expires_at > @now');
      if (f.after) where.push('(created_at, name) < (@afterCreated, @afterName)');
      return db.all<SessionRow>(`SELECT * FROM auth_sessions WHERE ${where.join(' AND ')} ORDER BY created_at DESC, name DESC LIMIT @limit`, {
        tenantId,
        q: f.q === undefined ? null : containing(f.q),
        now: f.now,
        limit: f.limit,
        afterCreated: f.after?.created_at ?? null,
        afterName: f.after?.name ?? null,
      });
    },
    async deleteSession(tenantId, name) {
      return (await db.run('DELETE FROM auth_sessions WHERE tenant_id = ? AND name = ?', [tenantId, name])) > 0;
    },
    async insertTrace(row) {
      await db.run(
        `INSERT INTO auth_traces (id, tenant_id, status, credential_ref, session_name, started_at, duration_ms, steps, error)
         VALUES (@id, @tenant_id, @status, @credential_ref, @session_name, @started_at, @duration_ms, @steps, @error)`,
        params(row),
      );
    },
    async getTrace(tenantId, id) {
      return db.one<TraceRow>('SELECT * FROM auth_traces WHERE tenant_id = ? AND id = ?', [tenantId, id]);
    },
  };
}
