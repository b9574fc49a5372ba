/**
 * Mounts declared routes on an Express router, applying in order: storable path parameters → auth
 * (failures limited per address) → scope → rate limit → strict body (or a declared upload) → query validation and cursor →
 * handler → reply.
 */
import { Router, type Request, type Response } from 'express';
import { AppError, echoed } from '../contract/errors';
import { decodeCursor } from '../cursor';
import { assertOperator, authenticateBearer, authenticateWorker, type KeyAuthority } from './auth';
import { readJsonBody, readUploadBody } from './body';
import { assertStorableParams } from './path-params';
import type { RateLimiter } from './rate-limit';
import { setErrorShape } from './error-handler';
import { HANDLED, isReply, type Caller, type RouteContext, type RouteDef } from './route';
import { validateBody, validateQuery } from './validate';

/** What mounting needs from the rest of the server. */
export interface MountDeps {
  keys: KeyAuthority;
  limiter: RateLimiter;
  /** Failed authentications per client address: checked before a key is looked at, so guessing stops at the limit. */
  authFailures: RateLimiter;
  workerToken?: string;
}

const ANONYMOUS: Caller = { keyId: '', tenantId: '', scopes: [] };

/**
 * The caller of a bearer or worker route. A refused key or token counts against the client's address;
 * an address past its limit gets 429 before its key is looked at, so a right guess is not confirmed either.
 */
async function authenticate(req: Request, def: RouteDef, deps: MountDeps): Promise<Caller> {
  const address = req.socket.remoteAddress ?? 'unknown';
  const presented = def.auth === 'worker' ? req.headers['x-service-worker-token'] : req.headers.authorization;
  if (presented) await deps.authFailures.take(address, 0);
  try {
    if (def.auth === 'worker') {
      authenticateWorker(req, deps.workerToken);
      return ANONYMOUS;
    }
    return await authenticateBearer(req, deps.keys, def.scope);
  } catch (err) {
    if (presented && err instanceof AppError && err.code === 'unauthorized') await deps.authFailures.take(address);
    throw err;
  }
}

/** The caller of a route as its declaration asks (auth, operator, rate limit); also used by WebSocket upgrades. */
export async function authenticateRoute(req: Request, def: RouteDef, deps: MountDeps): Promise<Caller> {
  if (def.auth === 'none') return ANONYMOUS;
  const caller = await authenticate(req, def, deps);
  if (def.operator) assertOperator(caller);
  if (def.auth === 'bearer') await deps.limiter.take(caller.keyId);
  return caller;
}

/** A route's request once its caller is known: the body as read (undefined for GET), the query as sent, the path parameters. */
export type RouteInput = Omit<RouteContext, 'query'> & { query: Record<string, unknown> };

/**
 * Checks a request against its route's declaration (strict body, coerced query, cursor) and runs the handler:
 * the one pipeline behind HTTP requests and the MCP tools that call routes (server/modules/mcp/mcp-tools.ts).
 */
export async function callRoute(def: RouteDef, input: RouteInput): Promise<unknown> {
  assertStorableParams(input.params, 'Path');
  const { body } = input;
  if (def.body) {
    validateBody(def.body, body);
  } else if (!def.upload && body && typeof body === 'object' && Object.keys(body).length > 0) {
    const field = echoed(Object.keys(body)[0]);
    throw new AppError('invalid_request', `Invalid request body: this route takes no body fields, got "${field}"`, { details: { field } });
  }
  const query = def.query ? validateQuery(def.query, input.query) : input.query;
  assertStorableParams(query, 'Query');
  // Every list refuses a cursor it did not issue, lists of one page included (cursor.ts).
  if (typeof query.cursor === 'string') decodeCursor(query.cursor);
  return def.handler({ ...input, query });
}

/** Mounts every route on a new router. */
export function mountRoutes(routes: readonly RouteDef[], deps: MountDeps): Router {
  const router = Router();
  for (const def of routes) {
    router[def.method](def.path, async (req: Request, res: Response) => {
      // Set first: every error of this route, auth included, is answered in the route's shape (error-handler.ts).
      if (def.errorBody) setErrorShape(res, def.errorBody);
      // Before authenticating: a path that cannot be stored is refused whoever asks.
      assertStorableParams(req.params, 'Path');
      const caller = await authenticateRoute(req, def, deps);
      let body: unknown = undefined;
      if (def.upload) body = await readUploadBody(req, def.upload);
      else if (def.method === 'post' || def.method === 'delete') body = await readJsonBody(req);
      const gone = new AbortController();
      res.once('close', () => {
        if (!res.writableFinished) gone.abort(new Error('the client closed the connection before the answer'));
      });
      const params = req.params as Record<string, string>;
      const result = await callRoute(def, { caller, body, query: req.query as Record<string, unknown>, params, req, res, signal: gone.signal });
      if (result === HANDLED) return;
      if (isReply(result)) {
        for (const [k, v] of Object.entries(result.headers ?? {})) res.setHeader(k, v);
        if (result.body === undefined) res.status(result.status).end();
        else res.status(result.status).json(result.body);
        return;
      }
      res.status(200).json(result);
    });
  }
  return router;
}
