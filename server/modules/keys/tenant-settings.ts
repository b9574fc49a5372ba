/**
 * A tenant's settings, kept on its row beside its keys: the secret its Firecrawl-compatible webhooks are signed with,
 * sealed with the secret box (modules/auth/secret-box.ts) and bound to the tenant. Without one of its own, the
 * deployment's (PLUCK_FIRECRAWL_WEBHOOK_SECRET) signs. A job keeps the secret it started with (sealed with its
 * webhook), so a change applies to the jobs started after it.
 */
import { AppError } from '../../contract/errors';
import type { Tenant, UpdateTenantRequest } from '../../contract/keys';
import { nowIso } from '../../ids';
import { SecretKeyMismatch, type SecretBox } from '../auth/secret-box';
import type { KeysStore, TenantRow } from './keys.store';

/** What the tenant settings need. */
export interface TenantSettingsDeps {
  store: KeysStore;
  box: SecretBox;
  /** The deployment's secret (PLUCK_FIRECRAWL_WEBHOOK_SECRET). */
  firecrawlWebhookSecret: string | undefined;
}

const aad = (tenantId: string) => `tenant:${tenantId}:firecrawl_webhook_secret`;

/** Creates the tenant settings. */
export function createTenantSettings(d: TenantSettingsDeps) {
  async function row(tenantId: string, now = nowIso()): Promise<TenantRow> {
    await d.store.ensureTenant(tenantId, now);
    return (await d.store.tenant(tenantId))!;
  }

  function view(t: TenantRow): Tenant {
    const signing = t.firecrawl_webhook_secret !== null ? 'tenant' : d.firecrawlWebhookSecret ? 'deployment' : 'none';
    return { id: t.id, created_at: t.created_at, firecrawl_webhook_secret: signing };
  }

  return {
    /** GET /v1/tenant: the caller's tenant. */
    async get(tenantId: string): Promise<Tenant> {
      return view(await row(tenantId));
    },

    /** POST /v1/tenant: sets (or, with null, clears) the tenant's own Firecrawl webhook secret. */
    async update(tenantId: string, req: UpdateTenantRequest): Promise<Tenant> {
      await row(tenantId);
      const secret = req.firecrawl_webhook_secret;
      await d.store.setFirecrawlWebhookSecret(tenantId, secret === null ? null : d.box.seal(secret, aad(tenantId)));
      return view(await row(tenantId));
    },

    /** What signs the tenant's Firecrawl webhooks: its own secret, else the deployment's; undefined when neither is set. */
    async firecrawlWebhookSecret(tenantId: string): Promise<string | undefined> {
      const sealed = (await d.store.tenant(tenantId))?.firecrawl_webhook_secret;
      if (!sealed) return d.firecrawlWebhookSecret;
      try {
        return d.box.open(sealed, aad(tenantId));
      } catch (err) {
        if (!(err instanceof SecretKeyMismatch)) throw err;
        throw new AppError(
          'conflict',
          `This tenant's Firecrawl webhook secret cannot be decrypted with this server's secret key (${d.box.source} changed since it was set): set it again with POST /v1/tenant`,
          { details: { field: 'webhook', reason: 'secret_key_changed' } },
        );
      }
    },
  };
}

export type TenantSettings = ReturnType<typeof createTenantSettings>;
