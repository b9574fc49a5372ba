/**
 * What Pluck cannot do, answered as Firecrawl answers an option its schema refuses: 400 naming the
 * field. An option that asks for nothing (false, empty, "basic") is taken, so a client that sends
 * its defaults works.
 */
import { AppError } from '../../contract/errors';

/** True when an option value asks for nothing. */
function asksNothing(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The 400 of an option Pluck cannot honour. */
export function unsupported(field: string, why = 'Pluck cannot honour it'): AppError {
  return new AppError('invalid_request', `Bad Request: "${field}" is not supported by this server (${why})`, { details: { field } });
}

/** Refuses the first of `fields` that asks for something. `prefix` names the object they sit in ("scrapeOptions."). */
export function refuseUnsupported(body: Record<string, unknown>, fields: readonly string[], prefix = ''): void {
  for (const field of fields) {
    if (!asksNothing(body[field])) throw unsupported(`${prefix}${field}`);
  }
}

/** Options of a page read Pluck cannot honour when they ask for something. */
export const UNSUPPORTED_SCRAPE_OPTIONS = [
  'headers',
  'includeTags',
  'excludeTags',
  'mobile',
  'actions',
  'location',
  'skipTlsVerification',
  'changeTrackingOptions',
  'agent',
  'minAge',
  'useMock',
  'lockdown',
  'redactPII',
  'threatProtection',
  'profile',
  'domainTools',
  'toolDetail',
] as const;

/** Proxy tiers Firecrawl has; Pluck reads every page the one way its engine chooses. */
const TAKEN_PROXY_TIERS = new Set(['basic', 'auto']);

/** Refuses a proxy tier other than the plain one. */
export function refuseProxyTier(proxy: unknown, prefix = ''): void {
  if (proxy !== undefined && !TAKEN_PROXY_TIERS.has(String(proxy))) throw unsupported(`${prefix}proxy`, 'only the "basic" and "auto" proxy tiers are taken');
}
