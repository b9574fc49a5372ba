import { Type } from '@sinclair/typebox';
import { AuthenticatedResult, CreateCredentialRequest, Credential, LoginTrace, SessionSummary } from '../../contract/auth';
import { ListOf, PageQuery } from '../../contract/common';
import * as F from '../../contract/features';
import { reply, route, type RouteDef } from '../../http/route';
import type { AuthenticatedExtractService, AuthenticatedRequest } from './authenticated-extract.service';
import type { CredentialsService } from './credentials.service';
import type { LoginSessionsService } from './login-sessions.service';
import type { TracesService } from './traces.service';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** What the auth routes call. */
export interface AuthRouteServices {
  credentials: CredentialsService;
  sessions: LoginSessionsService;
  traces: TracesService;
  authenticated: AuthenticatedExtractService;
}

/** Credentials, saved sessions, login traces and POST /v1/extract/authenticated (docs/decisions.md#authenticated-extraction). */
export function authRoutes(s: AuthRouteServices): RouteDef[] {
  return [
    route<AuthenticatedRequest>({
      method: 'post',
      path: '/v1/extract/authenticated',
      auth: 'bearer',
      scope: 'write',
      tag: 'auth',
      summary: 'Extract from a logged-in page with a stored credential and a named saved session (422 login_failed with trace_id)',
      body: F.AuthenticatedExtractRequest,
      response: AuthenticatedResult,
      handler: ({ caller, body, signal }) => s.authenticated.run(caller.tenantId, body, signal),
    }),
    route({
      method: 'post',
      path: '/v1/auth/credentials',
      auth: 'bearer',
      scope: 'write',
      tag: 'auth',
      summary: 'Store a credential; the password and TOTP secret are encrypted and never returned',
      body: CreateCredentialRequest,
      response: Credential,
      handler: async ({ caller, body }) => reply(201, await s.credentials.create(caller.tenantId, body as CreateCredentialRequest)),
    }),
    route({
      method: 'get',
      path: '/v1/auth/credentials',
      auth: 'bearer',
      scope: 'read',
      tag: 'auth',
      summary: 'List stored credentials (never a secret)',
      query: Type.Object(PageQuery, { additionalProperties: false }),
      response: ListOf(Credential),
      handler: ({ caller, query }) => s.credentials.list(caller.tenantId, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor),
    }),
    route({
      method: 'delete',
      path: '/v1/auth/credentials/:id',
      auth: 'bearer',
      scope: 'write',
      tag: 'auth',
      summary: 'Delete a credential (by id or name) and its saved sessions',
      handler: async ({ caller, params }) => {
        await s.credentials.remove(caller.tenantId, params.id);
        return reply(204);
      },
    }),
    route({
      method: 'get',
      path: '/v1/auth/sessions',
      auth: 'bearer',
      scope: 'read',
      tag: 'auth',
      summary: 'List saved sessions with age, expiry and cookie count (never a cookie value)',
      query: F.AuthSessionsQuery,
      response: ListOf(SessionSummary),
      handler: ({ caller, query }) =>
        s.sessions.list(caller.tenantId, { q: query.q, expired: query.expired, limit: query.limit ?? DEFAULT_PAGE_LIMIT, cursor: query.cursor }),
    }),
    route({
      method: 'delete',
      path: '/v1/auth/sessions/:name',
      auth: 'bearer',
      scope: 'write',
      tag: 'auth',
      summary: 'Delete a saved session',
      handler: async ({ caller, params }) => {
        await s.sessions.remove(caller.tenantId, params.name);
        return reply(204);
      },
    }),
    route({
      method: 'get',
      path: '/v1/auth/traces/:id',
      auth: 'bearer',
      scope: 'read',
      tag: 'auth',
      summary: 'A persisted, redacted login trace (success or failure)',
      response: LoginTrace,
      handler: ({ caller, params }) => s.traces.get(caller.tenantId, params.id),
    }),
  ];
}
