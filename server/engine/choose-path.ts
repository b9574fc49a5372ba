/**
 * Which fetch path a job takes, and the option rules around it (DESIGN.md §2 "Engine mode"):
 * waitFor forces the browser, proxy forces HTTP, both together are refused.
 */
import type { EngineMode } from './engine-options';
import { ExtractionError, type ExtractOptions } from './types';

/** The path a job starts on, and whether it may fall back to HTTP when the browser fails. */
export interface FetchPlan {
  primary: 'browser' | 'http';
  fallbackToHttp: boolean;
}

function refuse(field: 'options.waitFor' | 'options.proxy', message: string): never {
  throw new ExtractionError('invalid_request', message, 'config', { field });
}

/** The option rules that hold in every deployment: the timeout ceiling, and not waitFor with proxy. */
export function checkOptionRules(options: ExtractOptions, ceilingSeconds: number): void {
  if (options.timeout !== undefined && options.timeout > ceilingSeconds) {
    throw new ExtractionError(
      'invalid_request',
      `"options.timeout" can only lower the service default: it must be between 1 and ${ceilingSeconds} seconds`,
      'config',
      { field: 'options.timeout', max: ceilingSeconds },
    );
  }
  if (options.waitFor !== undefined && options.proxy !== undefined) {
    refuse('options.proxy', '"options.waitFor" needs the browser path and "options.proxy" the HTTP path; they cannot be used together');
  }
}

/** Decides the fetch path; throws invalid_request when the options cannot be honoured here (after checkOptionRules). */
export function chooseFetchPath(options: ExtractOptions, mode: EngineMode, browserFound: boolean): FetchPlan {
  if (options.waitFor !== undefined) {
    if (mode === 'http') refuse('options.waitFor', '"options.waitFor" needs browser-backed extraction, but this deployment runs HTTP only (PLUCK_ENGINE=http)');
    if (!browserFound) refuse('options.waitFor', '"options.waitFor" needs browser-backed extraction, but no browser was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)');
    return { primary: 'browser', fallbackToHttp: false };
  }
  if (options.proxy !== undefined) {
    if (mode === 'browser') refuse('options.proxy', '"options.proxy" is for HTTP-fallback extraction, but this deployment runs browser only (PLUCK_ENGINE=browser)');
    return { primary: 'http', fallbackToHttp: false };
  }
  if (mode === 'http') return { primary: 'http', fallbackToHttp: false };
  if (mode === 'browser') {
    if (!browserFound) throw new ExtractionError('browser_unavailable', 'PLUCK_ENGINE=browser but no browser was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)', 'browser');
    return { primary: 'browser', fallbackToHttp: false };
  }
  return browserFound ? { primary: 'browser', fallbackToHttp: true } : { primary: 'http', fallbackToHttp: false };
}
