/**
 * Tenants (and their settings) and API keys (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { AFTER_CURSOR, cursorParams, insert, nothing, type Database } from '../sql';
import type { KeyRow, KeysStore, RevokeOutcome, TenantRow } from '../../modules/keys/keys.store';

/** Creates the key store over the database. */
export function createKeysStore(db: Database): KeysStore {
  const FULL_ACCESS = `(scopes IS NULL OR 'admin' IN (${db.dialect.jsonStrings('api_keys.scopes')}))`;
  return {
    ensureTenant: (id, now) => db.run('INSERT INTO tenants (id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING', [id, now]).then(nothing),
    tenant: (id) => db.one<TenantRow>('SELECT * FROM tenants WHERE id = ?', [id]),
    setFirecrawlWebhookSecret: (id, sealed) => db.run('UPDATE tenants SET firecrawl_webhook_secret = ? WHERE id = ?', [sealed, id]).then(nothing),
    async insert(row) {
      // Processes starting together each bootstrap the same PLUCK_ADMIN_KEY: the first insert wins, the others are no-ops.
      await insert(db, 'api_keys', row, 'ON CONFLICT (secret_hash) DO NOTHING');
    },
    byHash: (hash) => db.one<KeyRow>('SELECT * FROM api_keys WHERE secret_hash = ?', [hash]),
    async count() {
      return (await db.one<{ n: number }>('SELECT COUNT(*) AS n FROM api_keys'))!.n;
    },
    touch: (id, now) => db.run('UPDATE api_keys SET last_used_at = ? WHERE id = ?', [now, id]).then(nothing),
    async listByTenant(tenantId, limit, before) {
      const after = before ? `AND ${AFTER_CURSOR}` : '';
      return db.all<KeyRow>(`SELECT * FROM api_keys WHERE tenant_id = @tenantId ${after} ORDER BY created_at DESC, id DESC LIMIT @limit`, {
        tenantId,
        limit,
        ...cursorParams(before),
      });
    },
    async revoke(tenantId, id, now) {
      return db.tx(async (q): Promise<RevokeOutcome> => {
        // Locks the tenant's keys so two revokes cannot each leave the other as the last full-access key.
        await q.run(`SELECT id FROM api_keys WHERE tenant_id = ? ${db.dialect.forUpdate}`, [tenantId]);
        const row = await q.one<{ revoked_at: string | null; full: boolean | number }>(
          `SELECT revoked_at, ${FULL_ACCESS} AS full FROM api_keys WHERE id = ? AND tenant_id = ?`,
          [id, tenantId],
        );
        if (!row) return 'not_found';
        if (row.revoked_at) return 'already_revoked';
        if (row.full) {
          const others = await q.one<{ n: number }>(
            `SELECT COUNT(*) AS n FROM api_keys WHERE tenant_id = ? AND id != ? AND revoked_at IS NULL AND ${FULL_ACCESS}`,
            [tenantId, id],
          );
          if (others!.n === 0) return 'last_full_access';
        }
        await q.run('UPDATE api_keys SET revoked_at = ? WHERE id = ?', [now, id]);
        return 'revoked';
      });
    },
  };
}
