/**
 * Ids and task payloads of crawls: a page's task id and its webhook event ids follow from the
 * page's id, so a page run again after a crash reuses them instead of doubling them.
 */

/** The task kind of one page of a crawl in the one queue. */
export const CRAWL_PAGE_KIND = 'crawl_page';

/** What a crawl-page task carries (`url` too: task lists show it). */
export interface CrawlPagePayload {
  crawl_id: string;
  page_id: string;
  url: string;
  depth: number;
}

/** The task id of page `pageId`. */
export const pageTaskId = (pageId: string): string => `tsk_${pageId.slice(4)}`;

/** A crawl's webhook event id: `started`, `done`, or a page id. */
export const crawlEventId = (crawlId: string, what: string): string => `evt_${crawlId.slice(4)}_${what}`;
