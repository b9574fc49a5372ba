/**
 * Key rules: secrets shown once and stored as a hash, scopes, the operator tenant, legacy keys.
 */
import crypto from 'node:crypto';
import { AppError } from '../../contract/errors';
import type { ApiKey, CreatedKey, CreateKeyRequest, Scope } from '../../contract/keys';
import type { List } from '../../contract/common';
import { newId, nowIso } from '../../ids';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import type { KeyRow, KeysStore } from './keys.store';

/** The tenant the bootstrap key belongs to; its admin keys may mint keys for other tenants. */
export const OPERATOR_TENANT = 'default';

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
  };
}

/** True when the caller's scopes allow `needed` (admin and legacy keys allow everything). */
export function hasScope(scopes: Scope[] | null, needed: Scope): boolean {
  return scopes === null || scopes.includes('admin') || scopes.includes(needed);
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
     */
    async bootstrap(adminKey: string | undefined): Promise<{ generated?: string }> {
      if (adminKey) {
        if (!(await store.byHash(hashSecret(adminKey)))) await insertKey(OPERATOR_TENANT, 'bootstrap (PLUCK_ADMIN_KEY)', ['admin'], adminKey);
        return {};
      }
      if ((await store.count()) > 0) return {};
      const created = await insertKey(OPERATOR_TENANT, 'bootstrap (generated)', ['admin']);
      return { generated: created.secret };
    },

    /** Resolves a bearer secret to its key, or undefined. */
    async authenticate(secret: string): Promise<{ keyId: string; tenantId: string; scopes: Scope[] | null } | undefined> {
      if (sessionToken && secret.length === sessionToken.length && crypto.timingSafeEqual(Buffer.from(secret), Buffer.from(sessionToken))) {
        return { keyId: 'key_session', tenantId: OPERATOR_TENANT, scopes: ['admin'] };
      }
      const row = await store.byHash(hashSecret(secret));
      if (!row) return undefined;
      return { keyId: row.id, tenantId: row.tenant_id, scopes: row.scopes === null ? null : JSON.parse(row.scopes) };
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
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(toApi),
        next_cursor: rows.length > limit && last ? encodeCursor({ created_at: last.created_at, id: last.id }) : null,
      };
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
