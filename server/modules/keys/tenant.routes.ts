import { Tenant, UpdateTenantRequest } from '../../contract/keys';
import { route, type RouteDef } from '../../http/route';
import type { TenantSettings } from './tenant-settings';

/** GET/POST /v1/tenant: the caller's tenant and its settings, for its admin keys. */
export function tenantRoutes(settings: TenantSettings): RouteDef[] {
  return [
    route({
      method: 'get',
      path: '/v1/tenant',
      auth: 'bearer',
      scope: 'admin',
      tag: 'keys',
      summary: 'The key’s tenant and its settings: which secret signs its Firecrawl-compatible webhooks (never the secret)',
      response: Tenant,
      handler: ({ caller }) => settings.get(caller.tenantId),
    }),
    route({
      method: 'post',
      path: '/v1/tenant',
      auth: 'bearer',
      scope: 'admin',
      tag: 'keys',
      summary: 'Set the tenant’s settings: its own secret for the webhooks of its Firecrawl-compatible jobs started from now on (null: the deployment’s)',
      body: UpdateTenantRequest,
      response: Tenant,
      handler: ({ caller, body }) => settings.update(caller.tenantId, body),
    }),
  ];
}
