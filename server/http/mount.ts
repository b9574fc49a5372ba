/**
 * Mounts declared routes on an Express router, applying in order: auth → scope → rate limit →
 * strict body → query validation → handler → reply.
 */
import { Router, type Request, type Response } from 'express';
import { AppError } from '../contract/errors';
import type { KeysService } from '../modules/keys/keys.service';
import { assertOperator, authenticateBearer, authenticateWorker } from './auth';
import { readJsonBody } from './body';
import type { RateLimiter } from './rate-limit';
import { HANDLED, isReply, type Caller, type RouteDef } from './route';
import { validateBody, validateQuery } from './validate';

/** What mounting needs from the rest of the server. */
export interface MountDeps {
  keys: KeysService;
  limiter: RateLimiter;
  workerToken?: string;
}

const ANONYMOUS: Caller = { keyId: '', tenantId: '', scopes: [] };

/** Mounts every route on a new router. */
export function mountRoutes(routes: readonly RouteDef[], deps: MountDeps): Router {
  const router = Router();
  for (const def of routes) {
    router[def.method](def.path, async (req: Request, res: Response) => {
      let caller = ANONYMOUS;
      if (def.auth === 'bearer') {
        caller = await authenticateBearer(req, deps.keys, def.scope);
        if (def.operator) assertOperator(caller);
        await deps.limiter.take(caller.keyId);
      } else if (def.auth === 'worker') {
        authenticateWorker(req, deps.workerToken);
      }
      let body: unknown = undefined;
      if (def.method === 'post' || def.method === 'delete') {
        body = await readJsonBody(req);
        if (def.body) {
          validateBody(def.body, body);
        } else if (body && typeof body === 'object' && Object.keys(body).length > 0) {
          throw new AppError('invalid_request', `Invalid request body: this route takes no body fields, got "${Object.keys(body)[0]}"`, {
            details: { field: Object.keys(body)[0] },
          });
        }
      }
      const query = def.query ? validateQuery(def.query, req.query as Record<string, unknown>) : req.query;
      const result = await def.handler({ caller, body, query, params: req.params as Record<string, string>, req, res });
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
