/**
 * Authentication: bearer keys with scopes, and the worker token of the heartbeat route.
 */
import crypto from 'node:crypto';
import type { Request } from 'express';
import { AppError } from '../contract/errors';
import { hasScope, OPERATOR_TENANT, type AuthenticatedKey, type Scope } from '../contract/keys';
import type { Caller } from './route';

/** What the HTTP layer needs of keys (the port the keys module implements): the key behind a secret, and noting its use. */
export interface KeyAuthority {
  authenticate(secret: string): Promise<AuthenticatedKey | undefined>;
  touch(keyId: string): Promise<void>;
}

/** Resolves the bearer key of a request; 401 when missing or invalid, 403 when its scope is short. */
export async function authenticateBearer(req: Request, keys: KeyAuthority, scope: Scope | undefined): Promise<Caller> {
  const header = req.headers.authorization;
  if (!header) throw new AppError('unauthorized', 'Missing API key: send "Authorization: Bearer <API_KEY>"');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AppError('unauthorized', 'Malformed Authorization header: expected "Bearer <API_KEY>"');
  const key = await keys.authenticate(match[1]);
  if (!key) throw new AppError('unauthorized', 'Invalid API key');
  if (key.revokedAt) throw new AppError('unauthorized', `This API key was revoked at ${key.revokedAt}`);
  assertScope(key.scopes, scope);
  await keys.touch(key.keyId);
  return { keyId: key.keyId, tenantId: key.tenantId, scopes: key.scopes };
}

/** 403 when a key's scopes lack the one a route (or an MCP tool calling it) needs. */
export function assertScope(scopes: Scope[] | null, scope: Scope | undefined): void {
  if (!scope || hasScope(scopes, scope)) return;
  throw new AppError('forbidden', `This key lacks the "${scope}" scope needed here`, { details: { needed_scope: scope } });
}

/**
 * Shared infrastructure (the lab's maintenance, system metrics) is the deployment operator's
 * (docs/conventions.md, the scope table): 403 for every tenant but the operator tenant, whatever the key's scopes.
 */
export function assertOperator(caller: Caller): void {
  if (caller.tenantId === OPERATOR_TENANT) return;
  throw new AppError('forbidden', `Only an admin key of the operator tenant "${OPERATOR_TENANT}" may use this shared infrastructure route`, {
    details: { needed_scope: 'admin', needed_tenant: OPERATOR_TENANT },
  });
}

/** Checks X-Service-Worker-Token; bearer keys are never accepted on worker routes. */
export function authenticateWorker(req: Request, workerToken: string | undefined): void {
  const given = req.headers['x-service-worker-token'];
  if (typeof given !== 'string' || given === '') {
    throw new AppError('unauthorized', 'Missing worker token: send "X-Service-Worker-Token: <WORKER_TOKEN>"');
  }
  if (!workerToken) throw new AppError('unauthorized', 'Worker heartbeats are not enabled (PLUCK_WORKER_TOKEN is unset)');
  const a = Buffer.from(given);
  const b = Buffer.from(workerToken);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new AppError('unauthorized', 'Invalid worker token');
}
