/**
 * Pluck's answers as Firecrawl's Document: the scrape's formats and the extraction's data under
 * Firecrawl's names, the page's metadata in camelCase, routes made absolute.
 */
import type { CrawlPage, CrawlRequest } from '../../contract/crawl';
import type { ExtractResult } from '../../contract/extract';
import type { FirecrawlDocument } from '../../contract/firecrawl';
import type { ScrapeData } from '../../contract/scrape';
import type { ScrapePlan } from './scrape-plan';

/** A page Pluck read: its history row, its formats, whether it came from a stored copy. */
export interface PageRead {
  id: string;
  data: ScrapeData;
  cached?: boolean;
}

/** Which Document keys a read answers in. */
export type DocumentKeys = Pick<ScrapePlan, 'html' | 'rawHtml' | 'json'>;

/** A batch scrape's pages answer html as html. */
export const BATCH_KEYS: DocumentKeys = { html: true, rawHtml: false };

/** The Document of a read: the scrape's formats and the extraction's data, in Firecrawl's names. */
export function documentOf(
  url: string,
  base: string,
  scraped: PageRead | undefined,
  extracted: ExtractResult | undefined,
  plan: DocumentKeys,
): FirecrawlDocument {
  const d = scraped?.data;
  const m = d?.metadata;
  const metadata: FirecrawlDocument['metadata'] = {
    ...(m?.title ? { title: m.title } : {}),
    ...(m?.description ? { description: m.description } : {}),
    ...(m?.language ? { language: m.language } : {}),
    ...(m?.canonical_url ? { ogUrl: m.canonical_url } : {}),
    ...(m?.author ? { author: m.author } : {}),
    ...(m?.published_time ? { publishedTime: m.published_time } : {}),
    sourceURL: url,
    url: m?.url ?? url,
    statusCode: m?.status_code ?? 200,
    scrapeId: scraped?.id ?? extracted!.id,
    ...(scraped ? { cacheState: scraped.cached ? ('hit' as const) : ('miss' as const) } : {}),
    creditsUsed: (scraped ? 1 : 0) + (extracted ? 1 : 0),
  };
  const doc: FirecrawlDocument = { metadata };
  if (d?.markdown !== undefined) doc.markdown = d.markdown;
  if (plan.html && d?.html !== undefined) doc.html = d.html;
  if (plan.rawHtml && d?.html !== undefined) doc.rawHtml = d.html;
  if (d?.links) doc.links = d.links;
  if (d?.screenshot) doc.screenshot = `${base}${d.screenshot}`;
  if (extracted && plan.json) {
    doc[plan.json.key] = extracted.data;
    if (extracted.status === 'partial')
      doc.warning = `Some fields were not found on the page: ${extracted.metadata.reason ?? (extracted.metadata.missing ?? []).join(', ')}`;
  }
  return doc;
}

/** Which Document keys a crawl's pages answer in, from the crawl's request. */
export function crawlKeys(asked: CrawlRequest): DocumentKeys {
  return { html: !!asked.formats?.includes('html'), rawHtml: false, ...(asked.schema || asked.prompt ? { json: { key: 'json' as const } } : {}) };
}

/** A crawled page as Firecrawl's Document. */
export function pageDocument(page: CrawlPage, base: string, keys: DocumentKeys): FirecrawlDocument {
  const scrapeId = page.extraction_id ?? page.id;
  if (keys.json) {
    return { [keys.json.key]: page.data, metadata: { sourceURL: page.url, url: page.url, statusCode: page.status_code ?? 200, scrapeId, creditsUsed: 1 } };
  }
  return documentOf(page.url, base, { id: scrapeId, data: page.data as ScrapeData }, undefined, keys);
}

/** How long Firecrawl clients are told a job's results stay: Pluck keeps them by its retention setting. */
const EXPIRES_AFTER_MS = 24 * 3600_000;

/** When a job created at `createdAt` is said to expire (Firecrawl's `expiresAt`). */
export function jobExpiresAt(createdAt: string): string {
  return new Date(Date.parse(createdAt) + EXPIRES_AFTER_MS).toISOString();
}
