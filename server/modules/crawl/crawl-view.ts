/**
 * The API shapes of a crawl and its pages, from their rows.
 */
import type { Crawl, CrawlPage } from '../../contract/crawl';
import type { CrawlPageRow, CrawlRow, PageCounts } from './crawls.store';

/** A page as the API and webhooks show it. */
export function toCrawlPage(p: CrawlPageRow): CrawlPage {
  return {
    id: p.id,
    url: p.url,
    depth: p.depth,
    status: p.status,
    status_code: p.status_code,
    extraction_id: p.extraction_id,
    data: p.data === null ? null : JSON.parse(p.data),
    error: p.error,
    updated_at: p.updated_at,
  };
}

/** A crawl with its page counts. */
export function toCrawl(c: CrawlRow, counts: PageCounts): Crawl {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    id: c.id,
    url: c.url,
    status: c.status,
    counts: { ...counts, total },
    request: JSON.parse(c.request),
    error: c.error,
    created_at: c.created_at,
    updated_at: c.updated_at,
    finished_at: c.finished_at,
  };
}
