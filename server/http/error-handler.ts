/**
 * The one place errors become responses. 500s hide internals; the log keeps them.
 */
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../contract/errors';
import type { Logger } from '../logger';
import type { ErrorShape } from './route';

const ERROR_SHAPE = 'errorShape';

/** Makes the errors of this response take another API's shape (a route's `errorBody`). */
export function setErrorShape(res: Response, shape: ErrorShape): void {
  res.locals[ERROR_SHAPE] = shape;
}

/** Sends an AppError as its JSON body (in the route's shape, if it has one) with its status (and Retry-After when set). */
export function sendError(res: Response, err: AppError): void {
  if (err.retryAfter !== undefined) res.setHeader('Retry-After', String(err.retryAfter));
  // A handler may have set another type (a PNG download) before failing; the body is JSON.
  res.type('application/json');
  const shape = res.locals[ERROR_SHAPE] as ErrorShape | undefined;
  res.status(err.status).json(shape ? shape(err.toBody()) : err.toBody());
}

// Connection failures of PostgreSQL (SQLSTATE class 08, 57P0x shutdowns) and of sockets to it or to Redis.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const UNREACHABLE_MESSAGES = /Connection terminated|connection timeout|Stream isn't writeable|Connection is closed|max retries per request/i;

/** A shared store (PostgreSQL, Redis) that cannot be reached is a 503 the client may retry, not a 500. */
function storeUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return (typeof e?.code === 'string' && UNREACHABLE_CODES.has(e.code)) || (typeof e?.message === 'string' && UNREACHABLE_MESSAGES.test(e.message));
}

/**
 * Anything thrown as the AppError a client sees: AppError as is, anything else 500 internal (logged; the
 * message names the request). Express errors and MCP tool errors (server/modules/mcp) both come through here.
 */
export function toAppError(err: unknown, log: Logger, where: { path: string; requestId: unknown }): AppError {
  if (err instanceof AppError) return err;
  const e = err as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.too.large') return new AppError('payload_too_large', 'Request body is too large');
  if (storeUnreachable(err)) {
    log.warn({ err, path: where.path, request_id: where.requestId }, 'a shared store is unreachable');
    return new AppError('store_unavailable', 'The database or Redis is unreachable; retry shortly', { retryAfter: 2 });
  }
  log.error({ err, path: where.path, request_id: where.requestId }, 'unhandled error');
  return new AppError('internal', 'Internal error; see the server log for request ' + String(where.requestId ?? ''));
}

/** Express error middleware: the AppError of what was thrown, as its JSON body. */
export function errorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) {
      res.end();
      return;
    }
    sendError(res, toAppError(err, log, { path: req.path, requestId: res.getHeader('X-Request-Id') }));
  };
}
