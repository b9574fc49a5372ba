/**
 * The Firecrawl-compatible API as calls to Pluck's own services: scrape and extract for a page,
 * map for a site, the task queue for extract jobs and batch scrapes. It holds no rules of its own beyond translating
 * names and units; auth, quota, history and the egress check are the services'.
 */
import { AppError, echoed } from '../../contract/errors';
import type { Task } from '../../contract/extract';
import type {
  FirecrawlBatchScrapeRequest,
  FirecrawlBatchStatus,
  FirecrawlDocument,
  FirecrawlExtractRequest,
  FirecrawlExtractStatus,
  FirecrawlMapRequestV1,
  FirecrawlMapRequestV2,
  FirecrawlScrapeRequest,
  FirecrawlWebhook,
} from '../../contract/firecrawl';
import type { SitemapUse } from '../../contract/map';
import type { ScrapeData, ScrapeRequest } from '../../contract/scrape';
import { MAX_BATCH_URLS, MAX_MAP_URLS } from '../../contract/values';
import { parseHttpUrl } from '../../net/http-url';
import type { ForeignWebhook } from '../crawl/crawl.service';
import type { ExtractService } from '../extract/extract.service';
import type { MapService } from '../map/map.service';
import type { ScrapeService } from '../scrape/scrape.service';
import { atIndexAsync, type TasksService } from '../tasks/tasks.service';
import { BATCH_KEYS, documentOf, jobExpiresAt } from './document';
import { extractJobOf, jobStatusOf } from './extract-job';
import { engineOptionsOf, planScrape, refuseScrapeOptions, type FirecrawlVersion } from './scrape-plan';
import { refuseUnsupported, unsupported } from './unsupported';
import { webhookOf, type BatchWebhooks, type WebhookSecretOf } from './webhooks';

/** What the Firecrawl module needs. */
export interface FirecrawlDeps {
  scrape: ScrapeService;
  extract: ExtractService;
  map: MapService;
  tasks: TasksService;
  batchWebhooks: BatchWebhooks;
  /** What signs a tenant's Firecrawl webhooks (modules/keys/tenant-settings.ts); without one a webhook is refused. */
  webhookSecret: WebhookSecretOf;
  /** The egress check of a URL a request names. */
  checkUrl(url: string, field?: string): Promise<void>;
}

/** When a job's results are said to expire, counted from its first task. */
function expiresAt(tasks: Task[]): string {
  return jobExpiresAt(tasks.reduce((a, t) => (t.created_at < a ? t.created_at : a), tasks[0].created_at));
}

/** Creates the Firecrawl service. */
export function createFirecrawlService(deps: FirecrawlDeps) {
  /** The tasks of a batch of one kind; 404 for another tenant's, another kind's or no batch. */
  async function batchTasks(tenantId: string, id: string, mode: 'extract' | 'scrape', what: string): Promise<Task[]> {
    const { items } = await deps.tasks.list(tenantId, { batch: id, limit: MAX_BATCH_URLS });
    if (items.length === 0 || items.some((t) => t.mode !== mode)) throw new AppError('not_found', `${what} job ${echoed(id)} not found`);
    return items;
  }

  /** A job's webhook, its URL checked as the pages' are (400 naming the field); undefined when none is asked for. */
  async function checkedWebhook(tenantId: string, webhook: FirecrawlWebhook | undefined): Promise<ForeignWebhook | undefined> {
    const hook = await webhookOf(tenantId, webhook, deps.webhookSecret);
    if (hook) {
      parseHttpUrl(hook.url, hook.field);
      await deps.checkUrl(hook.url, hook.field);
    }
    return hook;
  }

  return {
    /** POST /v1/scrape, /v2/scrape: the scrape service for the formats, the extract service for json. `base` makes routes absolute. */
    async scrape(tenantId: string, req: FirecrawlScrapeRequest, version: FirecrawlVersion, base: string, signal: AbortSignal): Promise<FirecrawlDocument> {
      const plan = planScrape(req, version);
      const options = { ...plan.options, ...(plan.maxAgeSeconds > 0 ? { max_age: plan.maxAgeSeconds } : {}) };
      const scraped =
        plan.formats.length > 0 || !plan.json
          ? await deps.scrape.scrape(
              tenantId,
              { url: req.url, formats: [...plan.formats, 'metadata'], main_content_only: plan.mainContentOnly, options },
              signal,
            )
          : undefined;
      const extracted = plan.json
        ? await deps.extract.extractSync(tenantId, { url: req.url, schema: plan.json.schema, prompt: plan.json.prompt, options: plan.options }, signal)
        : undefined;
      return documentOf(req.url, base, scraped && { id: scraped.id, data: scraped.data, cached: scraped.metadata.cached }, extracted, plan);
    },

    /** POST /v1/map, /v2/map: the map service; the list is cut at Pluck's bound. */
    async map(req: FirecrawlMapRequestV1 | FirecrawlMapRequestV2, signal: AbortSignal): Promise<string[]> {
      if (req.includeSubdomains === true) throw unsupported('includeSubdomains', "Pluck maps the start URL's host only");
      refuseUnsupported(req, ['location', 'threatProtection']);
      const sitemap: SitemapUse =
        'sitemap' in req && req.sitemap
          ? req.sitemap
          : 'sitemapOnly' in req && req.sitemapOnly
            ? 'only'
            : 'ignoreSitemap' in req && req.ignoreSitemap
              ? 'skip'
              : 'include';
      const limit = Math.min(req.limit ?? MAX_MAP_URLS, MAX_MAP_URLS);
      const out = await deps.map.map({ url: req.url, ...(req.search ? { search: req.search } : {}), limit, sitemap }, signal);
      return out.urls;
    },

    /** POST /v1/extract, /v2/extract: one task per URL on Pluck's queue; the batch is the job, its webhook told when it starts and ends. */
    async startExtract(tenantId: string, req: FirecrawlExtractRequest): Promise<string> {
      refuseUnsupported(req, ['systemPrompt', 'allowExternalLinks', 'enableWebSearch', 'includeSubdomains', 'showSources', 'agent', 'threatProtection']);
      const wild = req.urls.findIndex((u) => u.includes('*'));
      if (wild >= 0) throw unsupported(`urls[${wild}]`, 'a wildcard URL asks for a crawl; list the pages, or map the site first');
      if (req.scrapeOptions) refuseScrapeOptions(req.scrapeOptions, 'scrapeOptions.');
      const hook = await checkedWebhook(tenantId, req.webhook);
      const { batch_id } = await deps.tasks.acceptBatch(tenantId, {
        urls: req.urls,
        schema: req.schema,
        prompt: req.prompt,
        options: engineOptionsOf(req.scrapeOptions ?? {}),
      });
      if (hook) await deps.batchWebhooks.started('extract', tenantId, batch_id, hook);
      return batch_id;
    },

    /** GET /v1/extract/:id, /v2/extract/:id: the batch's tasks as one job. */
    async extractStatus(tenantId: string, id: string): Promise<FirecrawlExtractStatus> {
      const items = await batchTasks(tenantId, id, 'extract', 'Extract');
      const { read, ...job } = extractJobOf(items);
      return { success: job.status !== 'failed', id, ...job, expiresAt: expiresAt(items), creditsUsed: read };
    },

    /** POST /v1/batch/scrape, /v2/batch/scrape: one `scrape` task per URL on Pluck's queue; the batch is the job. */
    async startBatchScrape(tenantId: string, req: FirecrawlBatchScrapeRequest, version: FirecrawlVersion, base: string): Promise<string> {
      refuseUnsupported(req, ['appendToId', 'ignoreInvalidURLs']);
      const hook = await checkedWebhook(tenantId, req.webhook);
      const plan = planScrape(req, version);
      if (plan.json || plan.rawHtml) throw unsupported('formats', 'a batch scrape reads markdown, html, links and screenshots; extract gives json');
      const requestOf = (url: string): ScrapeRequest => ({
        url,
        formats: [...plan.formats, 'metadata'],
        main_content_only: plan.mainContentOnly,
        options: plan.options,
      });
      const { batch_id } = await deps.tasks.acceptJobs(tenantId, 'scrape', req.urls.length, () =>
        Promise.all(
          req.urls.map(async (url, i) => {
            const request = requestOf(url);
            const job = await atIndexAsync(i, () => deps.scrape.prepare(request));
            return { url: job.url, request: { ...request }, payload: job };
          }),
        ),
      );
      if (hook) await deps.batchWebhooks.started('batch_scrape', tenantId, batch_id, hook, base);
      return batch_id;
    },

    /** GET /v1/batch/scrape/:id, /v2/batch/scrape/:id: the pages read so far, all in one answer. */
    async batchScrapeStatus(tenantId: string, id: string, base: string): Promise<FirecrawlBatchStatus> {
      const items = await batchTasks(tenantId, id, 'scrape', 'Batch scrape');
      const { status } = jobStatusOf(items);
      const done = items.filter((t) => t.status === 'completed' && t.data).reverse();
      return {
        success: true,
        status: status === 'processing' ? 'scraping' : status === 'failed' ? 'completed' : status,
        completed: done.length,
        total: items.length,
        creditsUsed: done.length,
        expiresAt: expiresAt(items),
        next: null,
        data: done.map((t) => documentOf(t.url, base, { id: t.extraction_id ?? t.id, data: t.data as ScrapeData }, undefined, BATCH_KEYS)),
      };
    },

    /** DELETE /v1/batch/scrape/:id, /v2/batch/scrape/:id: cancels the pages not read yet; 409 once every page is done. */
    async cancelBatchScrape(tenantId: string, id: string): Promise<void> {
      const open = (await batchTasks(tenantId, id, 'scrape', 'Batch scrape')).filter((t) => t.status === 'pending' || t.status === 'running');
      if (open.length === 0) throw new AppError('conflict', `Batch scrape job ${echoed(id)} has already finished`);
      for (const t of open) {
        try {
          await deps.tasks.cancel(tenantId, t.id);
        } catch (err) {
          // A page that finished meanwhile stays read.
          if (!(err instanceof AppError && err.code === 'conflict')) throw err;
        }
      }
    },
  };
}

export type FirecrawlService = ReturnType<typeof createFirecrawlService>;
