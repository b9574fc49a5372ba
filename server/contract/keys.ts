/**
 * API keys and scopes. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Every scope a key can carry. `admin` implies all others. */
export const SCOPES = ['admin', 'write', 'read', 'mobile', 'audio'] as const;
export type Scope = (typeof SCOPES)[number];

/** The tenant of the deployment's operator: its admin keys alone reach shared infrastructure (the lab's maintenance, system metrics). */
export const OPERATOR_TENANT = 'default';

/** A key as authentication finds it. */
export interface AuthenticatedKey {
  keyId: string;
  tenantId: string;
  scopes: Scope[] | null;
  /** Set when the secret belongs to a revoked key, which must not be let in. */
  revokedAt: string | null;
}

/** Whether a key with `scopes` may use a route needing `needed`: a legacy key (null) and `admin` may use every route. */
export function hasScope(scopes: Scope[] | null, needed: Scope): boolean {
  return scopes === null || scopes.includes('admin') || scopes.includes(needed);
}

export const CreateKeyRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Array(Type.Union(SCOPES.map((s) => Type.Literal(s))), { minItems: 1, uniqueItems: true }),
    tenant: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9_-]*$' })),
  },
  { additionalProperties: false },
);
export type CreateKeyRequest = Static<typeof CreateKeyRequest>;

export const ApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  tenant: Type.String(),
  /** null on legacy keys, which have full access until rotated. */
  scopes: Type.Union([Type.Array(Type.String()), Type.Null()]),
  legacy: Type.Boolean(),
  prefix: Type.String(),
  created_at: Type.String(),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
  /** When the key was revoked; revoked keys stay listed as an audit trail and answer 401. */
  revoked_at: Type.Union([Type.String(), Type.Null()]),
});
export type ApiKey = Static<typeof ApiKey>;

export const CreatedKey = Type.Intersect([ApiKey, Type.Object({ secret: Type.String() })]);
export type CreatedKey = ApiKey & { secret: string };

/** Which secret signs a tenant's Firecrawl-compatible webhooks: its own, the deployment's, or none (a webhook is refused). */
export const FirecrawlWebhookSigning = Type.Union([Type.Literal('tenant'), Type.Literal('deployment'), Type.Literal('none')]);

/** The caller's tenant and its settings; never a secret. */
export const Tenant = Type.Object({
  id: Type.String(),
  created_at: Type.String(),
  firecrawl_webhook_secret: FirecrawlWebhookSigning,
});
export type Tenant = Static<typeof Tenant>;

export const UpdateTenantRequest = Type.Object(
  {
    firecrawl_webhook_secret: Type.Union([Type.String({ minLength: 16, maxLength: 256, pattern: '^\\S+$' }), Type.Null()], {
      description:
        'Signs the webhooks of this tenant’s Firecrawl-compatible jobs (`X-Firecrawl-Signature`) started from now on, in place of the deployment’s PLUCK_FIRECRAWL_WEBHOOK_SECRET; 16 to 256 characters, no spaces. null: the deployment’s again.',
    }),
  },
  { additionalProperties: false },
);
export type UpdateTenantRequest = Static<typeof UpdateTenantRequest>;
