/**
 * What the browser loads for an extraction: the page's documents, scripts, styles and data, but no
 * images, media or fonts, and nothing from known ad and tracker hosts — the requests that make real
 * pages take 10–25 s and never settle. Visual extraction and evidence screenshots load everything.
 * Tracker hosts come from Ghostery's Tracker Database (`@ghostery/trackerdb`), a maintained list
 * that ships inside the npm package, so blocking works offline.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

// Resource types whose bytes carry no data to extract.
const HEAVY_TYPES = new Set(['image', 'media', 'font']);
// Tracker Database categories that never hold a page's content.
const BLOCKED_CATEGORIES = new Set(['advertising', 'site_analytics', 'pornvertising', 'customer_interaction', 'social_media']);

interface TrackerDb {
  matchUrl(req: { url: string; type: string; sourceUrl: string }): { pattern?: { category?: string } }[];
}

let loading: Promise<TrackerDb | undefined> | undefined;

/** Loads the tracker database once per process; undefined (only heavy types are blocked) when it cannot be read. */
export function loadTrackerDb(): Promise<TrackerDb | undefined> {
  loading ??= (async () => {
    try {
      const entry = require.resolve('@ghostery/trackerdb');
      const bytes = await readFile(join(dirname(entry), '..', 'trackerdb.engine'));
      const { default: load } = (await import('@ghostery/trackerdb')) as unknown as { default: (b: Uint8Array) => Promise<TrackerDb> };
      return await load(bytes);
    } catch {
      return undefined;
    }
  })();
  return loading;
}

/** Decides per request whether an extraction load skips it. */
export type RequestBlocker = (req: { url: string; type: string; pageUrl: string }) => boolean;

/** The extraction policy: heavy resource types and known ad/tracker hosts are skipped. */
export async function extractionBlocker(): Promise<RequestBlocker> {
  const db = await loadTrackerDb();
  return ({ url, type, pageUrl }) => {
    if (HEAVY_TYPES.has(type)) return true;
    if (!db || type === 'document') return false;
    try {
      return db.matchUrl({ url, type, sourceUrl: pageUrl }).some((m) => BLOCKED_CATEGORIES.has(m.pattern?.category ?? ''));
    } catch {
      return false;
    }
  };
}
