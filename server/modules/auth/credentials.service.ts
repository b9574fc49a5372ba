/**
 * Credentials: a tenant stores a login once; the password and TOTP secret are sealed before they
 * reach storage and only ever opened for a login. The API shows the rest.
 */
import type { CreateCredentialRequest, Credential } from '../../contract/auth';
import type { List } from '../../contract/common';
import { AppError, echoed } from '../../contract/errors';
import { decodeCursor, pageOf } from '../../cursor';
import { newId, nowIso } from '../../ids';
import { parseHttpUrl } from '../../net/http-url';
import type { AuthStore, CredentialRow } from './auth.store';
import { SecretKeyMismatch, type SecretBox } from './secret-box';
import { base32Decode } from './totp';

/** A credential opened for a login. */
export interface OpenCredential {
  id: string;
  name: string;
  loginUrl: string;
  username: string;
  password: string;
  totpSecret?: string;
  selectors: { username?: string; password?: string; submit?: string; success?: string };
}

const aadOf = (row: Pick<CredentialRow, 'tenant_id' | 'id'>) => `credential:${row.tenant_id}:${row.id}`;

function view(row: CredentialRow): Credential {
  return { id: row.id, name: row.name, login_url: row.login_url, username: row.username, has_totp: row.has_totp === 1, created_at: row.created_at };
}

/** Creates the credentials service. */
export function createCredentialsService(store: AuthStore, box: SecretBox) {
  async function find(tenantId: string, ref: string): Promise<CredentialRow> {
    const row = await store.findCredential(tenantId, ref);
    if (!row) throw new AppError('not_found', `No credential "${echoed(ref)}"`, { details: { field: 'credential_ref' } });
    return row;
  }
  return {
    /** Stores a credential; 400 on a bad login URL or TOTP secret, 409 when the name is taken. */
    async create(tenantId: string, req: CreateCredentialRequest): Promise<Credential> {
      parseHttpUrl(req.login_url, 'login_url');
      if (req.totp_secret !== undefined) {
        let key: Buffer | undefined;
        try {
          key = base32Decode(req.totp_secret);
        } catch {
          key = undefined;
        }
        if (!key || key.length < 10) {
          throw new AppError('invalid_request', '"totp_secret" must be the base32 secret an authenticator app is given (at least 16 characters)', {
            details: { field: 'totp_secret' },
          });
        }
      }
      const row: CredentialRow = {
        id: newId('cred'),
        tenant_id: tenantId,
        name: req.name,
        login_url: req.login_url,
        username: req.username,
        selectors: JSON.stringify({
          username: req.username_selector,
          password: req.password_selector,
          submit: req.submit_selector,
          success: req.success_selector,
        }),
        has_totp: req.totp_secret ? 1 : 0,
        secret: '',
        created_at: nowIso(),
      };
      row.secret = box.seal(JSON.stringify({ password: req.password, totp_secret: req.totp_secret }), aadOf(row));
      if (!(await store.insertCredential(row))) {
        throw new AppError('conflict', `A credential named "${req.name}" exists; delete it first to replace it`, { details: { field: 'name' } });
      }
      return view(row);
    },

    /** The tenant's credentials, newest first (no secrets). */
    async list(tenantId: string, limit: number, cursor?: string): Promise<List<Credential>> {
      const rows = await store.listCredentials(tenantId, limit + 1, cursor ? decodeCursor(cursor) : undefined);
      const { page, next_cursor } = pageOf(rows, limit);
      return { items: page.map(view), next_cursor };
    },

    /** One credential by id or name; 404 when the tenant has none. */
    async get(tenantId: string, ref: string): Promise<Credential> {
      return view(await find(tenantId, ref));
    },

    /** Deletes a credential (by id or name) and the sessions logged in with it; 404 when absent. */
    async remove(tenantId: string, ref: string): Promise<void> {
      const row = await find(tenantId, ref);
      await store.deleteCredential(tenantId, row.id);
    },

    /** Opens a credential for a login; 404 when absent, 409 naming it when the secret key changed. */
    async open(tenantId: string, ref: string): Promise<OpenCredential> {
      const row = await find(tenantId, ref);
      let secret: { password: string; totp_secret?: string };
      try {
        secret = JSON.parse(box.open(row.secret, aadOf(row)));
      } catch (err) {
        if (!(err instanceof SecretKeyMismatch)) throw err;
        throw new AppError(
          'conflict',
          `Credential "${row.name}" cannot be decrypted with this server's secret key (${box.source} changed since it was stored): delete it and add it again with its password`,
          { details: { credential: row.name, credential_id: row.id, reason: 'secret_key_changed' } },
        );
      }
      return {
        id: row.id,
        name: row.name,
        loginUrl: row.login_url,
        username: row.username,
        password: secret.password,
        totpSecret: secret.totp_secret,
        selectors: JSON.parse(row.selectors),
      };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
