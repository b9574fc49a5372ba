import { Type } from '@sinclair/typebox';
import { ListOf, PageQuery } from '../../contract/common';
import { ApiKey, CreatedKey, CreateKeyRequest } from '../../contract/keys';
import { reply, route, type RouteDef } from '../../http/route';
import type { KeysService } from './keys.service';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** GET/POST /v1/keys and DELETE /v1/keys/:id (revoke). */
export function keysRoutes(keys: KeysService): RouteDef[] {
  return [
    route({
      method: 'get',
      path: '/v1/keys',
      auth: 'bearer',
      scope: 'admin',
      tag: 'keys',
      summary: 'List the tenant’s keys and scopes (never secrets)',
      query: Type.Object(PageQuery, { additionalProperties: false }),
      response: ListOf(ApiKey),
      handler: ({ caller, query }) => keys.list(caller.tenantId, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor),
    }),
    route({
      method: 'post',
      path: '/v1/keys',
      auth: 'bearer',
      scope: 'admin',
      tag: 'keys',
      summary: 'Create a key with explicit scopes; the secret is returned once',
      body: CreateKeyRequest,
      response: CreatedKey,
      handler: async ({ caller, body }) => reply(201, await keys.create(caller, body)),
    }),
    route({
      method: 'delete',
      path: '/v1/keys/:id',
      auth: 'bearer',
      scope: 'admin',
      tag: 'keys',
      summary: 'Revoke a key (204; it answers 401 at once and stays listed with revoked_at; 409 for the tenant’s last admin key)',
      handler: async ({ caller, params }) => {
        await keys.revoke(caller.tenantId, params.id);
        return reply(204);
      },
    }),
  ];
}
