/**
 * POST /v1/map: a site's URLs from its sitemaps and its start page's links, normalised,
 * de-duplicated, on the start URL's host.
 */
import type { MapRequest, MapResult } from '../../contract/map';
import { MAX_MAP_URLS } from '../../contract/values';
import { ExtractionError, type Engine } from '../../engine/types';
import { normalizeUrl } from '../../net/normalize-url';
import { parseHttpUrl } from '../../net/http-url';
import { appErrorOf } from '../extract/engine-errors';
import { readRobots, readSitemaps } from './site-files';

/** What the map service needs. */
export interface MapDeps {
  engine: Engine;
  /** The egress check of a submitted URL (net/egress-policy): 400 naming the field when it may not be fetched. */
  checkUrl: (url: string) => Promise<void>;
}

/** Creates the map service. */
export function createMapService(deps: MapDeps) {
  const { engine } = deps;
  return {
    async map(req: MapRequest, signal?: AbortSignal): Promise<MapResult> {
      const t0 = performance.now();
      const start = normalizeUrl(parseHttpUrl(req.url).toString())!;
      await deps.checkUrl(start);
      const limit = req.limit ?? MAX_MAP_URLS;
      const use = req.sitemap ?? 'include';
      const host = new URL(start).host;
      const needle = req.search?.toLowerCase();
      const found = new Set<string>();
      let more = false;
      const add = (raw: string, base?: string) => {
        const u = normalizeUrl(raw, base);
        if (!u || new URL(u).host !== host || found.has(u)) return;
        if (needle && !u.toLowerCase().includes(needle)) return;
        if (found.size >= limit) more = true;
        else found.add(u);
      };
      add(start);
      let sitemaps = 0;
      if (use !== 'skip') {
        const robots = await readRobots(engine, start, signal);
        // One more than the limit tells whether the list was cut.
        const read = await readSitemaps(engine, start, robots, limit + 1, signal);
        sitemaps = read.files;
        for (const u of read.urls) add(u, start);
      }
      if (use !== 'only') {
        try {
          const page = await engine.scrape({ url: start, formats: ['links'], mainContentOnly: false, options: {} }, signal);
          for (const u of page.data.links ?? []) add(u);
        } catch (err) {
          // Without its start page a site map has nothing to stand on: the page's failure is the answer.
          if (err instanceof ExtractionError) throw appErrorOf(err);
          throw err;
        }
      }
      return { urls: [...found], metadata: { duration_ms: Math.round(performance.now() - t0), sitemaps, truncated: more } };
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
