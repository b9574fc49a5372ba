/**
 * Builds the Express app (no listen): request ids, routes, the console, unmatched requests, errors.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { errorHandler } from './http/error-handler';
import { mountRoutes, type MountDeps } from './http/mount';
import { pathDecodingError } from './http/path-params';
import type { RouteDef } from './http/route';
import { sendStoredFile } from './http/send-file';
import { methodNotAllowed, noRoute, type DeclaredRoute } from './http/unmatched';
import type { Logger } from './logger';

/** What the app is built from. */
export interface AppParts extends MountDeps {
  routes: readonly RouteDef[];
  openapi: Record<string, unknown>;
  log: Logger;
  /** Folder of the built console, served at `/`. */
  uiDir?: string;
  /** Called after each response, for metrics. */
  onResponse?: (info: { method: string; route: string; status: number; ms: number }) => void;
}

/** Creates the Express app. */
export function createApp(parts: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use((req: Request, res: Response, next: NextFunction) => {
    const id = crypto.randomUUID();
    res.setHeader('X-Request-Id', id);
    const t0 = performance.now();
    res.on('finish', () => {
      const route = (req.route?.path as string | undefined) ?? (req.path.startsWith('/v1/') ? 'unmatched' : 'static');
      const ms = performance.now() - t0;
      parts.onResponse?.({ method: req.method, route, status: res.statusCode, ms });
      // The path without its query: cursors and filters stay out of the log.
      const reqPath = req.originalUrl.split('?')[0];
      parts.log.info(
        { request_id: id, method: req.method, route, path: reqPath, status: res.statusCode, duration_ms: Math.round(ms) },
        `${req.method} ${reqPath} ${res.statusCode} ${Math.round(ms)} ms`,
      );
    });
    next();
  });
  app.get('/openapi.json', (_req, res) => {
    res.json(parts.openapi);
  });
  app.use(mountRoutes(parts.routes, parts));
  const declared: DeclaredRoute[] = [...parts.routes, { method: 'get', path: '/openapi.json' }];
  app.use(methodNotAllowed(declared));
  if (parts.uiDir && fs.existsSync(path.join(parts.uiDir, 'index.html'))) {
    const index = path.join(parts.uiDir, 'index.html');
    app.use(express.static(parts.uiDir, { index: false, maxAge: '1h' }));
    // The console routes by hash (ui/src/router.ts), so `/` is its page; another path loads it only for a
    // browser navigating there. API clients (Accept: */* or JSON) and /v1 get the JSON 404 below instead.
    app.get(/.*/, async (req, res, next) => {
      if (req.path !== '/' && (req.path.startsWith('/v1/') || req.accepts(['json', 'html']) !== 'html')) {
        next();
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      await sendStoredFile(res, index, 'text/html; charset=utf-8', 'The console is not installed');
    });
  }
  app.use(noRoute(declared));
  app.use((err: unknown, req: Request, _res: Response, next: NextFunction) => next(pathDecodingError(err, parts.routes, req.method, req.path) ?? err));
  app.use(errorHandler(parts.log));
  return app;
}
