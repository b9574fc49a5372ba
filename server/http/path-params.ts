/**
 * Path and query parameters a store could not take: not percent-encoded UTF-8 (`/v1/tasks/%ff%fe`:
 * Express's router throws a URIError while matching, before any handler) or holding U+0000 (which
 * PostgreSQL refuses in text). The caller's mistake, a 400 naming the parameter.
 */
import { AppError, echoed } from '../contract/errors';
import type { RouteDef } from './route';
import { storable } from './strict-json';

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The name of the parameter at the first undecodable segment of `path`, from the route it would have matched. */
function paramName(routes: readonly RouteDef[], method: string, path: string): string {
  const segments = path.split('/');
  const at = segments.findIndex((s) => !decodes(s));
  const fits = (def: RouteDef) => {
    const parts = def.path.split('/');
    return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]) && parts[at]?.startsWith(':');
  };
  const def = routes.find((d) => d.method === method.toLowerCase() && fits(d)) ?? routes.find(fits);
  return def ? def.path.split('/')[at].slice(1) : 'path';
}

/** The error of Express's param decoding as the API's 400, or undefined for any other error. */
export function pathDecodingError(err: unknown, routes: readonly RouteDef[], method: string, path: string): AppError | undefined {
  if (!(err instanceof URIError)) return undefined;
  const field = paramName(routes, method, path);
  return new AppError('invalid_request', `Path parameter "${field}" is not valid percent-encoded UTF-8: "${echoed(path)}"`, { details: { field } });
}

/** Throws 400 naming the first path or query parameter whose text holds U+0000. */
export function assertStorableParams(values: Record<string, unknown>, kind: 'Path' | 'Query'): void {
  for (const [field, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((t) => typeof t === 'string' && !storable(t))) {
      throw new AppError('invalid_request', `${kind} parameter "${echoed(field)}" holds U+0000`, { details: { field: echoed(field) } });
    }
  }
}
