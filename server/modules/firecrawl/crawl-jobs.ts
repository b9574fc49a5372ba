/**
 * Firecrawl's crawl jobs on Pluck's crawl service (server/modules/crawl/crawl.service.ts): the
 * request in Pluck's terms, the status with a `next` URL over Pluck's page cursor, cancel.
 */
import type { CrawlRequest } from '../../contract/crawl';
import type { FirecrawlCrawlRequest, FirecrawlCrawlStatus } from '../../contract/firecrawl';
import { MAX_CRAWL_DEPTH, MAX_CRAWL_PAGES } from '../../contract/values';
import type { CrawlService } from '../crawl/crawl.service';
import { RE2JS } from 're2js';
import { parseHttpUrl } from '../../net/http-url';
import { crawlKeys, jobExpiresAt, pageDocument } from './document';
import { planScrape, type FirecrawlVersion } from './scrape-plan';
import { refuseUnsupported, unsupported } from './unsupported';
import { webhookOf, type WebhookSecretOf } from './webhooks';

/** Documents per status answer; the rest follow `next`. */
const PAGE_SIZE = 100;

/** Firecrawl's crawl request as Pluck's. */
export function crawlRequestOf(req: FirecrawlCrawlRequest, version: FirecrawlVersion): CrawlRequest {
  refuseUnsupported(req, ['regexOnFullURL', 'delay', 'robotsUserAgent', 'prompt']);
  const plan = planScrape(req.scrapeOptions ?? {}, version);
  const where = 'scrapeOptions.formats';
  if (plan.rawHtml) throw unsupported(where, 'a crawl reads the main content; rawHtml is for scrape');
  const formats = plan.formats.filter((f): f is Exclude<typeof f, 'screenshot'> => f !== 'screenshot');
  if (formats.length < plan.formats.length) throw unsupported(where, 'a crawl keeps no screenshots');
  if (plan.json && plan.formats.length > 0) throw unsupported(where, 'a crawl reads each page either in formats or with json, not both');
  if (plan.options.waitFor) throw unsupported('scrapeOptions.waitFor', 'a crawl reads each page as soon as it loads');
  // Firecrawl crawls the pages under the start URL's path unless told the whole domain.
  const start = parseHttpUrl(req.url);
  const under = start.pathname.replace(/[^/]*$/, '');
  const wholeHost = req.crawlEntireDomain || req.allowBackwardLinks || under === '/';
  const include = req.includePaths ?? (wholeHost ? undefined : [`^${RE2JS.quote(under)}`]);
  const depth = req.maxDiscoveryDepth ?? req.maxDepth;
  return {
    url: req.url,
    limit: Math.min(req.limit ?? MAX_CRAWL_PAGES, MAX_CRAWL_PAGES),
    ...(depth !== undefined ? { max_depth: Math.min(depth, MAX_CRAWL_DEPTH) } : {}),
    ...(include ? { include_paths: include } : {}),
    ...(req.excludePaths ? { exclude_paths: req.excludePaths } : {}),
    allow_subdomains: req.allowSubdomains ?? false,
    allow_external: req.allowExternalLinks ?? false,
    sitemap: req.sitemap ?? (req.ignoreSitemap ? 'skip' : 'include'),
    respect_robots: !req.ignoreRobotsTxt,
    ...(plan.json
      ? { ...(plan.json.schema ? { schema: plan.json.schema } : {}), ...(plan.json.prompt ? { prompt: plan.json.prompt } : {}) }
      : { formats: [...formats, 'metadata'] }),
  };
}

/** The crawl jobs of the Firecrawl routes. */
export function createFirecrawlCrawls(crawl: CrawlService, webhookSecret: WebhookSecretOf) {
  return {
    async start(tenantId: string, req: FirecrawlCrawlRequest, version: FirecrawlVersion): Promise<string> {
      const request = crawlRequestOf(req, version);
      return (await crawl.start(tenantId, request, await webhookOf(tenantId, req.webhook, webhookSecret))).id;
    },

    /** The crawl's status and a page of its read pages; `next` is the status URL of the following page. */
    async status(tenantId: string, id: string, version: FirecrawlVersion, base: string, q: { cursor?: string; limit?: number }): Promise<FirecrawlCrawlStatus> {
      const c = await crawl.get(tenantId, id, { status: 'completed', limit: q.limit ?? PAGE_SIZE, ...(q.cursor ? { cursor: q.cursor } : {}) });
      const keys = crawlKeys(c.request as CrawlRequest);
      const next = c.next_cursor ? { next: `${base}/firecrawl/${version}/crawl/${encodeURIComponent(id)}?cursor=${encodeURIComponent(c.next_cursor)}` } : {};
      return {
        success: true,
        status: c.status === 'running' ? 'scraping' : c.status,
        completed: c.counts.completed,
        total: c.counts.total,
        creditsUsed: c.counts.completed,
        expiresAt: jobExpiresAt(c.created_at),
        ...next,
        data: c.pages.map((p) => pageDocument(p, base, keys)),
      };
    },

    async cancel(tenantId: string, id: string): Promise<void> {
      await crawl.cancel(tenantId, id);
    },
  };
}

export type FirecrawlCrawls = ReturnType<typeof createFirecrawlCrawls>;
