/**
 * SQL for tenants and API keys.
 */
import type { Database } from '../../db/database';

/** A key row as stored. */
export interface KeyRow {
  id: string;
  tenant_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Creates the key store over a database. */
export function createKeysStore(db: Database) {
  return {
    ensureTenant(id: string, now: string): void {
      db.prepare('INSERT OR IGNORE INTO tenants (id, created_at) VALUES (?, ?)').run(id, now);
    },
    insert(row: KeyRow): void {
      db.prepare(
        `INSERT INTO api_keys (id, tenant_id, name, prefix, secret_hash, scopes, created_at, last_used_at, revoked_at)
         VALUES (@id, @tenant_id, @name, @prefix, @secret_hash, @scopes, @created_at, @last_used_at, @revoked_at)`,
      ).run(row);
    },
    /** The key of a secret's hash, revoked or not (the caller tells the two apart). */
    byHash(hash: string): KeyRow | undefined {
      return db.prepare('SELECT * FROM api_keys WHERE secret_hash = ?').get(hash) as KeyRow | undefined;
    },
    get(tenantId: string, id: string): KeyRow | undefined {
      return db.prepare('SELECT * FROM api_keys WHERE id = ? AND tenant_id = ?').get(id, tenantId) as KeyRow | undefined;
    },
    /** Unrevoked keys of a tenant with full access: the admin scope, or legacy keys without scopes. */
    countFullAccess(tenantId: string): number {
      return (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM api_keys WHERE tenant_id = ? AND revoked_at IS NULL
               AND (scopes IS NULL OR EXISTS (SELECT 1 FROM json_each(api_keys.scopes) WHERE value = 'admin'))`,
          )
          .get(tenantId) as { n: number }
      ).n;
    },
    revoke(id: string, now: string): void {
      db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, id);
    },
    transaction: <T>(fn: () => T): T => db.transaction(fn),
    count(): number {
      return (db.prepare('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n;
    },
    touch(id: string, now: string): void {
      db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(now, id);
    },
    listByTenant(tenantId: string, limit: number, before?: { created_at: string; id: string }): KeyRow[] {
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
  };
}

export type KeysStore = ReturnType<typeof createKeysStore>;
