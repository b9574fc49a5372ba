/**
 * Crawls and their frontier. A page row is one normalised URL of one crawl, admitted once (the
 * table's key), so no URL is taken twice however many pages link to it; admission, a page's
 * outcome and the crawl's end are each one transaction with the crawl locked. Implemented by
 * `db/stores/crawls.ts`.
 */
import type { CrawlPageStatus, CrawlStatus } from '../../contract/values';
import type { CursorKey } from '../../cursor';

/** A crawl as stored. */
export interface CrawlRow {
  id: string;
  tenant_id: string;
  url: string;
  status: CrawlStatus;
  /** JSON of the request, as given. */
  request: string;
  webhook_url: string | null;
  /** Sealed (modules/monitors/webhook-secrets.ts). */
  webhook_secret: string | null;
  /** JSON of the webhook's options when its events take another service's shape (crawl-events.ts). */
  webhook_options: string | null;
  error: string | null;
  /** Pages admitted, pages still queued, pages read: kept by the store as pages are admitted and recorded. */
  pages: number;
  queued: number;
  completed: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A page of a crawl's frontier. */
export interface CrawlPageRow {
  id: string;
  crawl_id: string;
  url: string;
  depth: number;
  status: CrawlPageStatus;
  /** The queue task that reads it (known before the task is queued, so a lost enqueue is found). */
  task_id: string;
  status_code: number | null;
  extraction_id: string | null;
  /** JSON of what was read of the page. */
  data: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** What reading a page ended with. */
export interface PageOutcome {
  status: 'completed' | 'failed' | 'skipped';
  status_code: number | null;
  extraction_id: string | null;
  data: string | null;
  error: string | null;
}

/** Pages per status. */
export type PageCounts = Record<CrawlPageStatus, number>;

/** What recording a page's outcome did. */
export interface Recorded {
  /** False when the page was no longer queued (cancelled, or recorded by an earlier run): nothing changed. */
  recorded: boolean;
  /** The pages admitted with it (within the crawl's limit). */
  admitted: CrawlPageRow[];
  /** Set when this outcome ended the crawl. */
  ended?: 'completed' | 'failed';
}

/** Crawls in storage. */
export interface CrawlsStore {
  /** Stores a new crawl with its start page. */
  create(crawl: CrawlRow, start: CrawlPageRow): Promise<void>;
  get(tenantId: string, id: string): Promise<CrawlRow | undefined>;
  byId(id: string): Promise<CrawlRow | undefined>;
  /** A tenant's crawls, newest first, after the cursor key when given. */
  list(tenantId: string, limit: number, before?: CursorKey): Promise<CrawlRow[]>;
  counts(crawlId: string): Promise<PageCounts>;
  /** A crawl's pages in the order they were found, after the cursor key when given. */
  pages(crawlId: string, limit: number, after?: CursorKey, status?: CrawlPageStatus): Promise<CrawlPageRow[]>;
  page(id: string): Promise<CrawlPageRow | undefined>;
  /**
   * Records a queued page's outcome, admits the pages it found (new URLs only, while the crawl has
   * fewer than `limit` pages) and ends the crawl when no page is left queued: `failed` when none
   * could be read. One transaction.
   */
  record(pageId: string, outcome: PageOutcome, found: Omit<CrawlPageRow, 'crawl_id'>[], limit: number): Promise<Recorded>;
  /** Cancels a running crawl and its queued pages; the queued pages' task ids, or undefined when it was not running. */
  cancel(id: string): Promise<string[] | undefined>;
  /**
   * Queued pages of running crawls, admitted before `before` (ISO), whose task is missing: a crash
   * came between admission and enqueue. Younger pages may be on their way to the queue right now.
   */
  unqueued(before: string, limit: number): Promise<(CrawlPageRow & { tenant_id: string })[]>;
}
