/**
 * Credentials, saved sessions and login traces (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { AFTER_CURSOR, containing, cursorParams, insert, nothing, upsert, type Database } from '../sql';
import type { AuthStore, CredentialRow, SessionRow, TraceRow } from '../../modules/auth/auth.store';

/** Creates the auth store over the database. */
export function createAuthStore(db: Database): AuthStore {
  return {
    async insertCredential(row) {
      return (await insert(db, 'auth_credentials', row, 'ON CONFLICT DO NOTHING')) > 0;
    },
    async findCredential(tenantId, ref) {
      const sql = 'SELECT * FROM auth_credentials WHERE tenant_id = @tenantId AND (id = @ref OR name = @ref) ORDER BY (id = @ref) DESC LIMIT 1';
      return db.one<CredentialRow>(sql, { tenantId, ref });
    },
    async listCredentials(tenantId, limit, after) {
      const cursor = after ? `AND ${AFTER_CURSOR}` : '';
      const sql = `SELECT * FROM auth_credentials WHERE tenant_id = @tenantId ${cursor} ORDER BY created_at DESC, id DESC LIMIT @limit`;
      return db.all<CredentialRow>(sql, { tenantId, limit, ...cursorParams(after) });
    },
    async deleteCredential(tenantId, id) {
      return db.tx(async (q) => {
        const gone = (await q.run('DELETE FROM auth_credentials WHERE tenant_id = ? AND id = ?', [tenantId, id])) > 0;
        if (gone) await q.run('DELETE FROM auth_sessions WHERE tenant_id = ? AND credential_id = ?', [tenantId, id]);
        return gone;
      });
    },
    getSession: (tenantId, name) => db.one<SessionRow>('SELECT * FROM auth_sessions WHERE tenant_id = ? AND name = ?', [tenantId, name]),
    async putSession(row) {
      const { tenant_id: _tenant, name: _name, ...rest } = row;
      await insert(db, 'auth_sessions', row, upsert('tenant_id, name', Object.keys(rest)));
    },
    touchSession: (tenantId, name, at) =>
      db.run('UPDATE auth_sessions SET last_used_at = ? WHERE tenant_id = ? AND name = ?', [at, tenantId, name]).then(nothing),
    async listSessions(tenantId, f) {
      const where = ['tenant_id = @tenantId'];
      if (f.q) where.push(`(lower(name) LIKE lower(@q) ESCAPE '\\' OR lower(origin) LIKE lower(@q) ESCAPE '\\')`);
      if (f.expired === true) where.push('expires_at <= @now');
      if (f.expired === false) where.push('expires_at > @now');
      if (f.after) where.push('(created_at, name) < (@afterCreated, @afterName)');
      const sql = `SELECT * FROM auth_sessions WHERE ${where.join(' AND ')} ORDER BY created_at DESC, name DESC LIMIT @limit`;
      const { q, now, limit, after } = f;
      return db.all<SessionRow>(sql, {
        tenantId,
        q: q === undefined ? null : containing(q),
        now,
        limit,
        afterCreated: after?.created_at,
        afterName: after?.name,
      });
    },
    async deleteSession(tenantId, name) {
      return (await db.run('DELETE FROM auth_sessions WHERE tenant_id = ? AND name = ?', [tenantId, name])) > 0;
    },
    insertTrace: (row) => insert(db, 'auth_traces', row).then(nothing),
    getTrace: (tenantId, id) => db.one<TraceRow>('SELECT * FROM auth_traces WHERE tenant_id = ? AND id = ?', [tenantId, id]),
  };
}
