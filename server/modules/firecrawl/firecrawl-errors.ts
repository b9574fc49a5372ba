/**
 * Errors of the Firecrawl routes in Firecrawl's shape, `{success: false, error}`, with the code and
 * details of Pluck's one error table beside them (the SDKs read `error`, `code` and `details`).
 */
import type { ErrorBody } from '../../contract/errors';
import { FirecrawlErrorBody } from '../../contract/firecrawl';

/** The Firecrawl error body of an API error. */
export function firecrawlError(body: ErrorBody): FirecrawlErrorBody {
  return { success: false, error: body.error, code: body.code, ...(body.details ? { details: body.details } : {}) };
}

/** What every Firecrawl route declares: its error shape, its OpenAPI tag. */
export function firecrawlRoute(version: 'v1' | 'v2') {
  return { errorBody: firecrawlError, errorSchema: FirecrawlErrorBody, tag: `firecrawl ${version}` } as const;
}
