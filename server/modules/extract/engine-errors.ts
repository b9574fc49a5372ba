/**
 * The one place the engine's errors become API errors: each engine failure code maps onto an API
 * error code of contract/errors (the engine itself knows nothing of the API's table).
 */
import { AppError, type ErrorCode } from '../../contract/errors';
import type { EngineErrorCode, ExtractionError } from '../../engine/types';

const API_CODE: Record<EngineErrorCode, ErrorCode> = {
  invalid_request: 'invalid_request',
  upstream_failed: 'upstream_failed',
  timeout: 'timeout',
  browser_unavailable: 'browser_unavailable',
  internal: 'internal',
};

/** The API code of an engine failure. */
export function apiCodeOf(err: ExtractionError): ErrorCode {
  return API_CODE[err.code];
}

/** The API error for an engine failure; `details` are added to the field and bound the engine named. */
export function appErrorOf(err: ExtractionError, details: Record<string, unknown> = {}): AppError {
  const named = { ...(err.extra.field ? { field: err.extra.field } : {}), ...(err.extra.max !== undefined ? { max: err.extra.max } : {}) };
  return new AppError(apiCodeOf(err), err.message, { details: { ...named, ...details } });
}
