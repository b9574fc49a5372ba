/**
 * Errors in plain words: what happened and what the operator can do, from the API's stable codes.
 */
import { AppError, UnreachableError } from '../../../server/client/index';

/** A sentence for an error from the client. */
export function describeError(err: unknown): string {
  if (err instanceof UnreachableError) return 'The Pluck server cannot be reached. Check that it is running, then try again.';
  if (!(err instanceof AppError)) return (err as Error)?.message ?? String(err);
  switch (err.code) {
    case 'unauthorized':
      return 'This API key was not accepted. Sign in again with a valid key.';
    case 'forbidden':
      // A scope this key lacks, or a rule past scopes (a lab session another tenant holds): the message says which.
      return err.details?.needed_scope ? `This key lacks the scope for that: ${err.message}` : err.message;
    case 'not_implemented':
      return `This server does not support that yet (${err.message}).`;
    case 'rate_limited':
      return `Too many requests for this key${err.retryAfter ? `; try again in ${err.retryAfter} s` : ''}.`;
    case 'quota_exceeded':
      return `The monthly free tier is used up: ${err.message}`;
    case 'internal':
      return `The server failed unexpectedly${err.traceId ? ` (trace ${err.traceId})` : ''}. Its log has the details.`;
    default:
      return err.message;
  }
}
