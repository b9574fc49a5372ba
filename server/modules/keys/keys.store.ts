/**
 * What the keys module needs from storage. Implemented by `db/stores/keys.ts`.
 */
import type { CursorKey } from '../../cursor';

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

/** A tenant as stored. */
export interface TenantRow {
  id: string;
  created_at: string;
  /** Sealed (modules/keys/tenant-settings.ts); null when the tenant has none of its own. */
  firecrawl_webhook_secret: string | null;
}

/** What revoking a key did. */
export type RevokeOutcome = 'revoked' | 'already_revoked' | 'last_full_access' | 'not_found';

/** Tenants and API keys in storage. */
export interface KeysStore {
  /** Creates the tenant when it does not exist yet. */
  ensureTenant(id: string, now: string): Promise<void>;
  tenant(id: string): Promise<TenantRow | undefined>;
  /** Sets (sealed) or clears (null) the tenant's Firecrawl webhook secret. */
  setFirecrawlWebhookSecret(id: string, sealed: string | null): Promise<void>;
  insert(row: KeyRow): Promise<void>;
  /** The key of a secret's hash, revoked or not (the caller tells the two apart). */
  byHash(hash: string): Promise<KeyRow | undefined>;
  /** Keys of every tenant, revoked ones included. */
  count(): Promise<number>;
  touch(id: string, now: string): Promise<void>;
  /** The tenant's keys, newest first, after the cursor key. */
  listByTenant(tenantId: string, limit: number, before?: CursorKey): Promise<KeyRow[]>;
  /**
   * Revokes one of the tenant's keys, in one atomic step, unless it is the tenant's last unrevoked
   * key with full access (the admin scope, or a legacy key without scopes).
   */
  revoke(tenantId: string, id: string, now: string): Promise<RevokeOutcome>;
}
