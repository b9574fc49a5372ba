/**
 * The browser provider behind the engine's BrowserPath port: a lazily started pool over a found
 * Chromium/Chrome binary or a remote browser endpoint. A launched browser sends all its traffic
 * through the egress proxy (net/egress-proxy) unless every address is allowed; a remote browser
 * cannot be given a proxy, so its pages keep the per-request interception check.
 */
import type { BrowserPath, EngineMode } from '../../engine/engine-options';
import type { EgressPolicy } from '../../net/egress-policy';
import { startEgressProxy, type EgressProxy } from '../../net/egress-proxy';
import path from 'node:path';
import { loadBlockLists, resolveBlockLists, type BlockListMatcher } from './block-lists';
import { browserFetch } from './browser-fetch';
import { BrowserPool } from './browser-pool';
import { findBrowser } from './find-browser';

/** Where a browser may come from. */
export interface BrowserSettings {
  engine: EngineMode;
  browserPath?: string;
  browserWs?: string;
  browserPoolSize: number;
  /** PLUCK_BLOCK_LISTS: `auto`, `none` or filter-list files (block-lists.ts). */
  blockLists?: readonly string[];
  /** Where the parsed block lists are cached; none caches nothing. */
  dataDir?: string;
}

/** The browser path when this deployment has one, else why not. */
export type BrowserProvision =
  | {
      path: BrowserPath;
      /** The pool behind the path (started on first use), for session contexts (authenticated extraction). */ pool: () => Promise<BrowserPool>;
      reason?: undefined;
    }
  | { path?: undefined; pool?: undefined; reason: string };

/** Chromium switches that send every request, loopback included, through `proxyUrl`. */
export function proxyArgs(proxyUrl: string): string[] {
  return [`--proxy-server=${proxyUrl}`, '--proxy-bypass-list=<-loopback>'];
}

/** Finds the browser (nothing launches until the first fetch). */
export function provideBrowser(s: BrowserSettings, egress?: EgressPolicy): BrowserProvision {
  if (s.engine === 'http') return { reason: 'the engine mode is http (PLUCK_ENGINE=http)' };
  const executablePath = s.browserWs ? undefined : findBrowser(s.browserPath);
  if (!s.browserWs && !executablePath) return { reason: 'no Chromium or Chrome was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)' };
  const proxied = !!egress && !egress.allowsEverything && !s.browserWs;
  // Resolved now, so a list that does not exist stops the start; parsed with the first pool.
  const listFiles = resolveBlockLists(s.blockLists ?? ['auto']);
  let lists: Promise<BlockListMatcher | undefined> | undefined;
  let pool: BrowserPool | undefined;
  let proxy: EgressProxy | undefined;
  let starting: Promise<BrowserPool> | undefined;
  const lazyPool = () =>
    (starting ??= (async () => {
      // A list that cannot be read leaves the heavy-type policy alone rather than failing pages.
      lists = listFiles.length ? loadBlockLists(listFiles, s.dataDir && path.join(s.dataDir, 'cache')).catch(() => undefined) : Promise.resolve(undefined);
      if (proxied) proxy = await startEgressProxy(egress);
      pool = new BrowserPool({ executablePath, ws: s.browserWs, size: s.browserPoolSize, args: proxy ? proxyArgs(proxy.url) : undefined });
      return pool;
    })());
  return {
    pool: lazyPool,
    path: {
      // Behind the proxy the address each request dials is checked there; the interception check is for remote browsers.
      fetch: async (url, opts) => {
        const p = await lazyPool();
        return browserFetch(p, url, proxied ? { ...opts, guard: undefined } : opts, proxy, await lists);
      },
      async start() {
        await (await lazyPool()).instance();
      },
      state: () => ({ browser_path: executablePath ?? null, remote_browser: !!s.browserWs, block_lists: listFiles, pool: pool?.state() ?? null }),
      async close() {
        await starting?.catch(() => undefined);
        await pool?.close();
        await proxy?.close();
      },
    },
  };
}
