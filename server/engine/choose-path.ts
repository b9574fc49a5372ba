/**
 * Which fetch path a job takes, and the option rules around it (docs/decisions.md#engine-mode):
 * waitFor and screenshot force the browser, proxy forces HTTP, the two kinds together are refused.
 */
import type { EngineMode } from './engine-options';
import { ExtractionError, type ExtractOptions } from './types';

/** The path a job starts on, and whether it may fall back to HTTP when the browser fails. */
export interface FetchPlan {
  primary: 'browser' | 'http';
  fallbackToHttp: boolean;
}

/** The option that forces the browser path, if any. */
function browserOption(options: ExtractOptions): 'options.waitFor' | 'options.screenshot' | undefined {
  if (options.waitFor !== undefined) return 'options.waitFor';
  if (options.screenshot) return 'options.screenshot';
  return undefined;
}

function refuse(field: 'options.waitFor' | 'options.screenshot' | 'options.proxy', message: string): never {
  throw new ExtractionError('invalid_request', message, 'config', { field });
}

/** The option rules that hold in every deployment: the timeout ceiling, and not waitFor or screenshot with proxy. */
export function checkOptionRules(options: ExtractOptions, ceilingSeconds: number): void {
  if (options.timeout !== undefined && options.timeout > ceilingSeconds) {
    throw new ExtractionError(
      'invalid_request',
      `"options.timeout" can only lower the service default: it must be between 1 and ${ceilingSeconds} seconds`,
      'config',
      { field: 'options.timeout', max: ceilingSeconds },
    );
  }
  const needsBrowser = browserOption(options);
  if (needsBrowser && options.proxy !== undefined) {
    refuse('options.proxy', `"${needsBrowser}" needs the browser path and "options.proxy" the HTTP path; they cannot be used together`);
  }
}

/** Decides the fetch path; throws invalid_request when the options cannot be honoured here (after checkOptionRules). */
export function chooseFetchPath(options: ExtractOptions, mode: EngineMode, browserFound: boolean): FetchPlan {
  const needsBrowser = browserOption(options);
  if (needsBrowser) {
    if (mode === 'http') refuse(needsBrowser, `"${needsBrowser}" needs browser-backed extraction, but this deployment runs HTTP only (PLUCK_ENGINE=http)`);
    if (!browserFound)
      refuse(needsBrowser, `"${needsBrowser}" needs browser-backed extraction, but no browser was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)`);
    return { primary: 'browser', fallbackToHttp: false };
  }
  if (options.proxy !== undefined) {
    if (mode === 'browser')
      refuse('options.proxy', '"options.proxy" is for HTTP-fallback extraction, but this deployment runs browser only (PLUCK_ENGINE=browser)');
    return { primary: 'http', fallbackToHttp: false };
  }
  if (mode === 'http') return { primary: 'http', fallbackToHttp: false };
  if (mode === 'browser') {
    if (!browserFound)
      throw new ExtractionError('browser_unavailable', 'PLUCK_ENGINE=browser but no browser was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)', 'browser');
    return { primary: 'browser', fallbackToHttp: false };
  }
  return browserFound ? { primary: 'browser', fallbackToHttp: true } : { primary: 'http', fallbackToHttp: false };
}
