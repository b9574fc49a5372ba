/**
 * Requests no route answers get the API's JSON error, never Express's HTML page: 405 with Allow when
 * the path is a route of other methods, 404 otherwise.
 */
import type { Request, Response, Router } from 'express';
import { AppError, echoed } from '../contract/errors';
import { sendError } from './error-handler';
import type { RouteDef } from './route';

/** Adds, after the routes of `router`, a 405 with Allow for every declared path asked with another method. */
export function answerOtherMethods(router: Router, routes: readonly Pick<RouteDef, 'method' | 'path'>[]): void {
  const methods = new Map<string, Set<string>>();
  for (const r of routes) {
    const set = methods.get(r.path) ?? new Set<string>();
    set.add(r.method.toUpperCase());
    if (r.method === 'get') set.add('HEAD');
    methods.set(r.path, set);
  }
  for (const [path, set] of methods) {
    const allow = [...set].join(', ');
    router.all(path, (req: Request, res: Response) => {
      res.setHeader('Allow', allow);
      sendError(res, new AppError('method_not_allowed', `${req.method} is not allowed on ${echoed(req.path)}; use ${allow}`, { details: { allow: [...set] } }));
    });
  }
}

/** The last handler: a JSON 404 naming the method and path. */
export function noRoute(req: Request, res: Response): void {
  sendError(res, new AppError('not_found', `No route ${req.method} ${echoed(req.originalUrl.split('?')[0])}`));
}
