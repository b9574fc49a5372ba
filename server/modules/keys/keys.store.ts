/**
 * What the keys module needs from storage. Implemented by SQLite (`db/sqlite/keys.sqlite.ts`).
 */
import type { CursorKey } from '../../db/cursor';

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

/** Tenants and API keys in storage. */
export interface KeysStore {
  /** Creates the tenant when it does not exist yet. */
  ensureTenant(id: string, now: string): Promise<void>;
  insert(row: KeyRow): Promise<void>;
  /** The unrevoked key with this secret hash. */
  byHash(hash: string): Promise<KeyRow | undefined>;
  /** Keys of every tenant, revoked ones included. */
  count(): Promise<number>;
  touch(id: string, now: string): Promise<void>;
  /** The tenant's keys, newest first, after the cursor key. */
  listByTenant(tenantId: string, limit: number, before?: CursorKey): Promise<KeyRow[]>;
}
