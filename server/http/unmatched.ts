/**
 * Answers for requests no route took, from the route table, always the API's JSON error (never
 * Express's HTML page): 405 with `Allow` where the path exists with other methods, else a JSON 404
 * that points at a route ending the same way.
 */
import { Router, type Request, type Response } from 'express';
import { AppError, echoed } from '../contract/errors';
import { sendError } from './error-handler';
import type { RouteDef } from './route';

/** What the answers need of a route: paths served outside the route table (`/openapi.json`) are given the same way. */
export type DeclaredRoute = Pick<RouteDef, 'method' | 'path'>;

/** Methods each declared path answers, as `Allow` spells them (HEAD rides on GET in Express). */
function allowedByPath(routes: readonly DeclaredRoute[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const def of routes) {
    const methods = byPath.get(def.path) ?? [];
    methods.push(def.method.toUpperCase());
    if (def.method === 'get') methods.push('HEAD');
    byPath.set(def.path, methods);
  }
  return byPath;
}

/** Mounted after the routes: every declared path answers 405 + Allow to the methods it lacks. */
export function methodNotAllowed(routes: readonly DeclaredRoute[]): Router {
  const router = Router();
  for (const [routePath, methods] of allowedByPath(routes)) {
    const allow = methods.join(', ');
    router.all(routePath, (req: Request, res: Response) => {
      res.setHeader('Allow', allow);
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      sendError(res, new AppError('method_not_allowed', `${req.method} is not allowed on ${echoed(req.path)}; use ${allow}`, { details: { allow: methods } }));
    });
  }
  return router;
}

/** The JSON 404 of an unknown path, naming a declared path that ends the same way if there is one. */
export function noRoute(routes: readonly DeclaredRoute[]) {
  return (req: Request, res: Response): void => {
    const tail = req.path.replace(/\/+$/, '');
    const near = tail ? routes.find((def) => def.path !== tail && def.path.endsWith(tail) && !def.path.includes(':')) : undefined;
    const hint = near ? `; did you mean ${near.method.toUpperCase()} ${near.path}?` : '';
    sendError(res, new AppError('not_found', `No route ${req.method} ${echoed(req.originalUrl.split('?')[0])}${hint}`));
  };
}
