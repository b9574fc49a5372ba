/**
 * What `pluck crawl` writes of a finished crawl: every page as a JSON line on stdout, or one file per
 * page in a folder (the page's markdown when markdown was asked for, else its JSON).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PluckClient } from '../server/client/index';
import type { CrawlPage } from '../server/contract/crawl';

/** Every page of a crawl, in the order found, a server page at a time. */
export async function* crawlPages(client: PluckClient, id: string): AsyncGenerator<CrawlPage> {
  let cursor: string | undefined;
  do {
    const r = await client.crawlStatus(id, { limit: 500, ...(cursor ? { cursor } : {}) });
    yield* r.pages;
    cursor = r.next_cursor ?? undefined;
  } while (cursor);
}

/** A file name for a page's URL: its host, path and query as safe characters; the root is `index`. */
export function pageFileName(url: string): string {
  const u = new URL(url);
  const rest = `${u.pathname}${u.search}`.replace(/^\/+|\/+$/g, '');
  const slug = `${u.host}${rest ? `_${rest}` : ''}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 180);
  return slug || 'index';
}

/** Writes one file per page into `dir`; returns how many were written. */
export async function writePageFiles(pages: AsyncIterable<CrawlPage>, dir: string): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  const used = new Set<string>();
  let n = 0;
  for await (const p of pages) {
    const markdown = (p.data as { markdown?: unknown } | null)?.markdown;
    const ext = typeof markdown === 'string' ? '.md' : '.json';
    let name = pageFileName(p.url);
    if (used.has(name)) name = `${name}_${p.id}`;
    used.add(name);
    fs.writeFileSync(path.join(dir, name + ext), typeof markdown === 'string' ? markdown : `${JSON.stringify(p, null, 2)}\n`);
    n++;
  }
  return n;
}
