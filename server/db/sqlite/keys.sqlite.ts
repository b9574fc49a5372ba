/**
 * Tenants and API keys in SQLite.
 */
import type { Database } from '../database';
import type { KeyRow, KeysStore, RevokeOutcome } from '../../modules/keys/keys.store';

const FULL_ACCESS = "(scopes IS NULL OR EXISTS (SELECT 1 FROM json_each(api_keys.scopes) WHERE value = 'admin'))";

/** Creates the key store over a SQLite database. */
export function createSqliteKeysStore(db: Database): KeysStore {
  return {
    async ensureTenant(id, now) {
      db.prepare('INSERT OR IGNORE INTO tenants (id, created_at) VALUES (?, ?)').run(id, now);
    },
    async insert(row) {
      db.prepare(
        `INSERT INTO api_keys (id, tenant_id, name, prefix, secret_hash, scopes, created_at, last_used_at, revoked_at)
         VALUES (@id, @tenant_id, @name, @prefix, @secret_hash, @scopes, @created_at, @last_used_at, @revoked_at)`,
      ).run(row);
    },
    async byHash(hash) {
      return db.prepare('SELECT * FROM api_keys WHERE secret_hash = ?').get(hash) as KeyRow | undefined;
    },
    async count() {
      return (db.prepare('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n;
    },
    async touch(id, now) {
      db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(now, id);
    },
    async listByTenant(tenantId, limit, before) {
      if (before) {
        return db
          .prepare(
            `SELECT * FROM api_keys WHERE tenant_id = ? AND (created_at < ? OR (created_at = ? AND id < ?))
             ORDER BY created_at DESC, id DESC LIMIT ?`,
          )
          .all(tenantId, before.created_at, before.created_at, before.id, limit) as KeyRow[];
      }
      return db
        .prepare('SELECT * FROM api_keys WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
        .all(tenantId, limit) as KeyRow[];
    },
    async revoke(tenantId, id, now) {
      return db.transaction((): RevokeOutcome => {
        const row = db.prepare(`SELECT revoked_at, ${FULL_ACCESS} AS full FROM api_keys WHERE id = ? AND tenant_id = ?`).get(id, tenantId) as
          | { revoked_at: string | null; full: number }
          | undefined;
        if (!row) return 'not_found';
        if (row.revoked_at) return 'already_revoked';
        if (row.full) {
          const others = db
            .prepare(`SELECT COUNT(*) AS n FROM api_keys WHERE tenant_id = ? AND id != ? AND revoked_at IS NULL AND ${FULL_ACCESS}`)
            .get(tenantId, id) as { n: number };
          if (others.n === 0) return 'last_full_access';
        }
        db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(now, id);
        return 'revoked';
      });
    },
  };
}
