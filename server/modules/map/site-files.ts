/**
 * A site's own files: robots.txt (robots-parser, a maintained parser of the robots exclusion
 * standard) and its sitemaps (index files and gzip included), all fetched through the engine's
 * guarded HTTP path.
 */
import zlib from 'node:zlib';
import robotsParser from 'robots-parser';
import type { Engine } from '../../engine/types';

/** The user agent token Pluck's crawls answer to in robots.txt. */
export const ROBOTS_AGENT = 'PluckBot';

/** What robots.txt allows, and the crawl delay it asks for. */
export interface Robots {
  allows(url: string): boolean;
  /** Seconds between requests, when robots.txt asks for a delay. */
  crawlDelay?: number;
  sitemaps: string[];
}

// A site's files count against the same response cap as pages; a sitemap bigger than this once unzipped is cut.
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
const MAX_SITEMAP_FILES = 50;

/** robots.txt of the site of `url`; a missing or unreadable file allows everything, as the standard says. */
export async function readRobots(engine: Engine, url: string, signal?: AbortSignal): Promise<Robots> {
  const robotsUrl = new URL('/robots.txt', url).toString();
  const file = await engine.fetchFile(robotsUrl, signal).catch(() => undefined);
  const text = file && file.status === 200 ? file.body.toString('utf8') : '';
  const robots = robotsParser(robotsUrl, text);
  return {
    allows: (u) => robots.isAllowed(u, ROBOTS_AGENT) !== false,
    crawlDelay: robots.getCrawlDelay(ROBOTS_AGENT),
    sitemaps: robots.getSitemaps(),
  };
}

const decodeXml = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!)
    .trim();

/** The text of a sitemap file, unzipped when it is gzip (by its magic bytes, whatever its name or type). */
function sitemapText(body: Buffer): string {
  if (body[0] === 0x1f && body[1] === 0x8b) return zlib.gunzipSync(body, { maxOutputLength: MAX_SITEMAP_BYTES }).toString('utf8');
  return body.toString('utf8');
}

/**
 * The page URLs of a site's sitemaps, in file order: those robots.txt names, else /sitemap.xml; index
 * files are followed (at most 50 files in all); stops once `max` URLs are found.
 */
export async function readSitemaps(
  engine: Engine,
  start: string,
  robots: Robots,
  max: number,
  signal?: AbortSignal,
): Promise<{ urls: string[]; files: number }> {
  const queue = robots.sitemaps.length ? [...robots.sitemaps] : [new URL('/sitemap.xml', start).toString()];
  const seen = new Set<string>();
  const urls: string[] = [];
  let files = 0;
  while (queue.length && files < MAX_SITEMAP_FILES && urls.length < max) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const file = await engine.fetchFile(next, signal).catch(() => undefined);
    if (!file || file.status !== 200) continue;
    files++;
    let xml: string;
    try {
      xml = sitemapText(file.body);
    } catch {
      continue;
    }
    const isIndex = /<sitemapindex[\s>]/i.test(xml);
    for (const m of xml.matchAll(/<loc>([\s\S]*?)<\/loc>/gi)) {
      const loc = decodeXml(m[1]);
      if (isIndex) queue.push(new URL(loc, next).toString());
      else if (urls.length < max) urls.push(loc);
    }
  }
  return { urls, files };
}
