/**
 * Key rules: secrets shown once and stored as a hash, scopes, the operator tenant, legacy keys.
 */
import crypto from 'node:crypto';
import { AppError, echoed } from '../../contract/errors';
import { OPERATOR_TENANT, type ApiKey, type AuthenticatedKey, type CreatedKey, type CreateKeyRequest, type Scope } from '../../contract/keys';
import type { List } from '../../contract/common';
import { newId, nowIso } from '../../ids';
import { decodeCursor, pageOf, type CursorKey } from '../../cursor';
import type { KeyRow, KeysStore } from './keys.store';

/** The tenant the bootstrap key belongs to; its admin keys may mint keys for other tenants. */

// The name of the operator keys the server generates (first start, --reset-admin-key).
const GENERATED_NAME = 'bootstrap (generated)';

/** Who is calling, as far as keys care. */
export interface KeyCaller {
  tenantId: string;
  scopes: Scope[] | null;
}

function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

function newSecret(): string {
  return `pk_${crypto.randomBytes(24).toString('base64url')}`;
}

function toApi(row: KeyRow): ApiKey {
  const scopes = row.scopes === null ? null : (JSON.parse(row.scopes) as string[]);
  return {
    id: row.id,
    name: row.name,
    tenant: row.tenant_id,
    scopes,
    legacy: scopes === null,
    prefix: row.prefix,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** Creates the key service. */
export function createKeysService(store: KeysStore, sessionToken?: string) {
  const lastTouch = new Map<string, number>();
  async function insertKey(tenantId: string, name: string, scopes: Scope[] | null, secret = newSecret()): Promise<CreatedKey> {
    const now = nowIso();
    await store.ensureTenant(tenantId, now);
    const row: KeyRow = {
      id: newId('key'),
      tenant_id: tenantId,
      name,
      prefix: secret.slice(0, 10),
      secret_hash: hashSecret(secret),
      scopes: scopes === null ? null : JSON.stringify(scopes),
      created_at: now,
      last_used_at: null,
      revoked_at: null,
    };
    await store.insert(row);
    return { ...toApi(row), secret };
  }

  return {
    /**
     * Makes sure an operator key exists. With `adminKey` set, that secret is registered (once);
     * on an empty store without it, a key is generated and returned so the caller can print it once.
     * A revoked `adminKey` stays revoked: a restart must not quietly undo a revocation, so the caller
     * is told (`adminKeyRevokedAt`) and can warn the operator.
     */
    async bootstrap(adminKey: string | undefined, reset = false): Promise<{ generated?: string; adminKeyRevokedAt?: string }> {
      if (reset) return { generated: await this.resetGenerated() };
      if (adminKey) {
        const existing = await store.byHash(hashSecret(adminKey));
        if (!existing) await insertKey(OPERATOR_TENANT, 'bootstrap (PLUCK_ADMIN_KEY)', ['admin'], adminKey);
        return existing?.revoked_at ? { adminKeyRevokedAt: existing.revoked_at } : {};
      }
      if ((await store.count()) > 0) return {};
      const created = await insertKey(OPERATOR_TENANT, GENERATED_NAME, ['admin']);
      return { generated: created.secret };
    },

    /**
     * Issues a new generated operator key and revokes the generated ones before it: a lost key must not stay
     * usable by whoever finds it. A PLUCK_ADMIN_KEY and the keys made with `pluck keys create` are left alone.
     */
    async resetGenerated(): Promise<string> {
      const created = await insertKey(OPERATOR_TENANT, GENERATED_NAME, ['admin']);
      const now = nowIso();
      let before: CursorKey | undefined;
      for (;;) {
        const page = await store.listByTenant(OPERATOR_TENANT, 500, before);
        for (const row of page) {
          if (row.name === GENERATED_NAME && !row.revoked_at && row.id !== created.id) await store.revoke(OPERATOR_TENANT, row.id, now);
        }
        if (page.length < 500) return created.secret;
        before = page[page.length - 1];
      }
    },

    /** Resolves a bearer secret to its key (revoked ones included, marked), or undefined. Read from the store on every call: no cache may outlive a revocation. */
    async authenticate(secret: string): Promise<AuthenticatedKey | undefined> {
      if (sessionToken && secret.length === sessionToken.length && crypto.timingSafeEqual(Buffer.from(secret), Buffer.from(sessionToken))) {
        return { keyId: 'key_session', tenantId: OPERATOR_TENANT, scopes: ['admin'], revokedAt: null };
      }
      const row = await store.byHash(hashSecret(secret));
      if (!row) return undefined;
      return {
        keyId: row.id,
        tenantId: row.tenant_id,
        scopes: row.scopes === null ? null : JSON.parse(row.scopes),
        revokedAt: row.revoked_at,
      };
    },

    /** Creates a key; the secret is in this answer only. */
    create(caller: KeyCaller, req: CreateKeyRequest): Promise<CreatedKey> {
      let tenant = caller.tenantId;
      if (req.tenant !== undefined && req.tenant !== caller.tenantId) {
        if (caller.tenantId !== OPERATOR_TENANT) {
          throw new AppError('forbidden', 'Only the operator key may create keys for another tenant', {
            details: { field: 'tenant' },
          });
        }
        tenant = req.tenant;
      }
      return insertKey(tenant, req.name, req.scopes);
    },

    /** Creates a key without scopes, as keys made before scopes existed (full access until replaced). */
    createLegacy(tenantId: string, name: string): Promise<CreatedKey> {
      return insertKey(tenantId, name, null);
    },

    /** The caller's tenant's keys, newest first; never a secret. */
    async list(tenantId: string, limit: number, cursor?: string): Promise<List<ApiKey>> {
      const before = cursor ? decodeCursor(cursor) : undefined;
      const rows = await store.listByTenant(tenantId, limit + 1, before);
      const { page, next_cursor } = pageOf(rows, limit);
      return { items: page.map(toApi), next_cursor };
    },

    /**
     * Revokes a key of the caller's tenant; it answers 401 from the next request on and stays
     * listed with `revoked_at`. Revoking a revoked key changes nothing. The tenant's last key with
     * full access (admin or legacy) cannot be revoked: nobody could manage the tenant's keys after.
     */
    async revoke(tenantId: string, id: string): Promise<void> {
      const outcome = await store.revoke(tenantId, id, nowIso());
      if (outcome === 'not_found') throw new AppError('not_found', `Key ${echoed(id)} not found`);
      if (outcome === 'last_full_access') {
        throw new AppError('conflict', `Key ${id} is the last admin key of tenant "${tenantId}"; create another admin key before revoking this one`, {
          details: { id },
        });
      }
    },

    /** Records use of a key (coarse: at most once a minute per key). */
    async touch(keyId: string): Promise<void> {
      if (keyId === 'key_session') return;
      const now = Date.now();
      const prev = lastTouch.get(keyId) ?? 0;
      if (now - prev < 60_000) return;
      lastTouch.set(keyId, now);
      await store.touch(keyId, new Date(now).toISOString());
    },
  };
}

export type KeysService = ReturnType<typeof createKeysService>;
