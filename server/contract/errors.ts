/**
 * The one error table of the API: every error code, its HTTP status and the error body shape.
 * Isomorphic (no node: imports) so the client, the CLI and the console share it.
 */

/** Every stable error code the API can answer with. Codes are API: add, never rename. */
export const ERROR_STATUS = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  device_draining: 409,
  device_maintenance: 409,
  not_supported: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  login_failed: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  headers_too_large: 431,
  internal: 500,
  not_implemented: 501,
  upstream_failed: 502,
  browser_unavailable: 503,
  audio_unavailable: 503,
  transcription_unavailable: 503,
  mobile_unavailable: 503,
  credentials_unavailable: 503,
  store_unavailable: 503,
  no_capacity: 503,
  timeout: 504,
} as const;

/** A stable, snake_case error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every error response. `error` is a human message, as the spec requires. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: Record<string, unknown>;
  trace_id?: string;
}

/** An error that maps onto an API response; thrown by services, rebuilt by the client. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  readonly traceId?: string;
  /** Seconds a client should wait before retrying (sent as Retry-After). */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, extra: { details?: Record<string, unknown>; traceId?: string; retryAfter?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = extra.details;
    this.traceId = extra.traceId;
    this.retryAfter = extra.retryAfter;
  }

  /** HTTP status of this error, from the one table. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The response body for this error. */
  toBody(): ErrorBody {
    const body: ErrorBody = { error: this.message, code: this.code };
    if (this.details) body.details = this.details;
    if (this.traceId) body.trace_id = this.traceId;
    return body;
  }
}

/** Longest piece of caller input an error message repeats. */
const ECHO_MAX_CHARS = 64;

/** Caller input (an id, a path) as error messages quote it: cut to 64 characters and "…", so a 10 KB id is not sent back whole. */
export function echoed(value: string): string {
  const chars = Array.from(value);
  return chars.length > ECHO_MAX_CHARS ? `${chars.slice(0, ECHO_MAX_CHARS).join('')}…` : value;
}

/** True when a value is an error body as the API sends it. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'string' && typeof (value as ErrorBody).code === 'string';
}
