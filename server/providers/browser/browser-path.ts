/**
 * The browser provider behind the engine's BrowserPath port: a lazily started pool over a found
 * Chromium/Chrome binary or a remote browser endpoint.
 */
import type { BrowserPath, EngineMode } from '../../engine/engine-options';
import { browserFetch } from './browser-fetch';
import { BrowserPool } from './browser-pool';
import { findBrowser } from './find-browser';

/** Where a browser may come from. */
export interface BrowserSettings {
  engine: EngineMode;
  browserPath?: string;
  browserWs?: string;
  browserPoolSize: number;
}

/** The browser path when this deployment has one, else why not. */
export type BrowserProvision =
  | { path: BrowserPath; /** The pool behind the path, for session contexts (authenticated extraction). */ pool: () => BrowserPool; reason?: undefined }
  | { path?: undefined; pool?: undefined; reason: string };

/** Finds the browser (nothing launches until the first fetch). */
export function provideBrowser(s: BrowserSettings): BrowserProvision {
  if (s.engine === 'http') return { reason: 'the engine mode is http (PLUCK_ENGINE=http)' };
  const executablePath = s.browserWs ? undefined : findBrowser(s.browserPath);
  if (!s.browserWs && !executablePath) return { reason: 'no Chromium or Chrome was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)' };
  let pool: BrowserPool | undefined;
  const lazyPool = () => (pool ??= new BrowserPool({ executablePath, ws: s.browserWs, size: s.browserPoolSize }));
  return {
    pool: lazyPool,
    path: {
      fetch: (url, opts) => browserFetch(lazyPool(), url, opts),
      async start() {
        await lazyPool().instance();
      },
      state: () => ({ browser_path: executablePath ?? null, remote_browser: !!s.browserWs, pool: pool?.state() ?? null }),
      async close() {
        await pool?.close();
      },
    },
  };
}
