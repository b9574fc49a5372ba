/**
 * The one place errors become responses. 500s hide internals; the log keeps them.
 */
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../contract/errors';
import type { Logger } from '../logger';

/** Sends an AppError as its JSON body with its status (and Retry-After when set). */
export function sendError(res: Response, err: AppError): void {
  if (err.retryAfter !== undefined) res.setHeader('Retry-After', String(err.retryAfter));
  // A handler may have set another type (a PNG download) before failing; the body is JSON.
  res.type('application/json');
  res.status(err.status).json(err.toBody());
}

/** Express error middleware: AppError as is, anything else as 500 internal. */
export function errorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (err instanceof AppError) {
      sendError(res, err);
      return;
    }
    const e = err as { type?: string; status?: number; message?: string };
    if (e?.type === 'entity.too.large') {
      sendError(res, new AppError('payload_too_large', 'Request body is too large'));
      return;
    }
    log.error({ err, path: req.path, request_id: res.getHeader('X-Request-Id') }, 'unhandled error');
    sendError(res, new AppError('internal', 'Internal error; see the server log for request ' + String(res.getHeader('X-Request-Id') ?? '')));
  };
}
