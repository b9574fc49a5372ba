/**
 * What the browser loads for an extraction: the page's documents, scripts, styles and data, but no
 * images, media or fonts, and nothing the ad and tracker block lists name (block-lists.ts) — the
 * bytes that carry nothing to extract and keep real pages from settling. Visual extraction and
 * evidence screenshots load everything.
 */
import type { BlockListMatcher } from './block-lists';

// Resource types whose bytes carry no data to extract.
const HEAVY_TYPES = new Set(['image', 'media', 'font']);

/** Decides per request whether an extraction load skips it. */
export type RequestBlocker = (req: { url: string; type: string; pageUrl: string }) => boolean;

/** The extraction policy: heavy resource types, and what the block lists name. */
export function extractionBlocker(lists?: BlockListMatcher): RequestBlocker {
  return (req) => HEAVY_TYPES.has(req.type) || !!lists?.blocks(req);
}
