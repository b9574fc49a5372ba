/**
 * Crawls: start (checks, the crawl and its start page stored, its task queued), get with a cursor
 * over the pages, list and cancel. Routes, /mcp and /firecrawl wrap these; pages are read by the
 * crawl runner on the worker pool (crawl-runner.ts).
 */
import type { List } from '../../contract/common';
import type { Crawl, CrawlAccepted, CrawlListQuery, CrawlPagesQuery, CrawlRequest, CrawlWithPages } from '../../contract/crawl';
import { AppError, echoed } from '../../contract/errors';
import { decodeCursor, encodeCursor, pageOf } from '../../cursor';
import type { Engine } from '../../engine/types';
import { newId, nowIso } from '../../ids';
import type { Logger } from '../../logger';
import { parseHttpUrl } from '../../net/http-url';
import { normalizeUrl } from '../../net/normalize-url';
import type { TasksStore } from '../../queue/tasks.store';
import type { ExtractService } from '../extract/extract.service';
import type { WebhookSecrets } from '../monitors/webhook-secrets';
import { newWebhookSecret } from '../monitors/webhook-signature';
import { scrapeJobOf } from '../scrape/scrape.service';
import type { UsageService } from '../usage/usage.service';
import type { CrawlEvents, WebhookOptions } from './crawl-events';
import { newPage, type CrawlRunner } from './crawl-runner';
import { checkScope } from './crawl-scope';
import { toCrawl, toCrawlPage } from './crawl-view';
import type { CrawlRow, CrawlsStore } from './crawls.store';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** What the crawl service needs. */
export interface CrawlDeps {
  crawls: CrawlsStore;
  tasks: TasksStore;
  runner: CrawlRunner;
  events: CrawlEvents;
  engine: Engine;
  extract: ExtractService;
  usage: UsageService;
  secrets: WebhookSecrets;
  /** The egress check of a submitted URL (net/egress-policy): 400 naming the field when it may not be fetched. */
  checkUrl: (url: string, field?: string) => Promise<void>;
  log: Logger;
}

/** A webhook in another service's shape: its URL (checked as the field `field`), the secret it is signed with, its options. */
export interface ForeignWebhook {
  url: string;
  field: string;
  secret: string;
  options: WebhookOptions;
}

/** How often lost enqueues are looked for, and how old an unqueued page must be to count as lost. */
const REPAIR_EVERY_MS = 10_000;
const REPAIR_AGE_MS = 30_000;

const poll = (id: string) => `/v1/crawls/${id}`;

/** Creates the crawl service; `start()` runs the repair of lost enqueues (worker processes). */
export function createCrawlService(deps: CrawlDeps) {
  const { crawls } = deps;
  let timer: NodeJS.Timeout | undefined;

  async function load(tenantId: string, id: string): Promise<CrawlRow> {
    const crawl = await crawls.get(tenantId, id);
    if (!crawl) throw new AppError('not_found', `Crawl ${echoed(id)} not found`);
    return crawl;
  }

  /** 400 on what no page of the crawl could be read with. */
  function check(req: CrawlRequest): void {
    if (req.formats !== undefined && (req.schema !== undefined || req.prompt !== undefined)) {
      throw new AppError('invalid_request', 'Give "formats" (scrape each page) or "schema"/"prompt" (extract from each page), not both', {
        details: { field: 'formats' },
      });
    }
    if (req.schema !== undefined || req.prompt !== undefined) deps.extract.prepare({ url: req.url, schema: req.schema, prompt: req.prompt });
    else scrapeJobOf(deps.engine, { url: req.url, formats: req.formats });
    checkScope(req);
  }

  const view = async (c: CrawlRow): Promise<Crawl> => toCrawl(c, await crawls.counts(c.id));

  return {
    /** POST /v1/crawl; `foreign`, a webhook in another service's shape instead of Pluck's (modules/firecrawl). */
    async start(tenantId: string, req: CrawlRequest, foreign?: ForeignWebhook): Promise<CrawlAccepted> {
      await deps.usage.assertQuota(tenantId);
      check(req);
      const url = normalizeUrl(parseHttpUrl(req.url).toString())!;
      await deps.checkUrl(url, 'url');
      const hook = foreign ?? (req.webhook_url !== undefined ? { url: req.webhook_url, field: 'webhook_url' } : undefined);
      if (hook) {
        parseHttpUrl(hook.url, hook.field);
        await deps.checkUrl(hook.url, hook.field);
      }
      const id = newId('crw');
      const secret = foreign ? foreign.secret : req.webhook_url !== undefined ? newWebhookSecret() : undefined;
      const now = nowIso();
      const crawl: CrawlRow = {
        id,
        tenant_id: tenantId,
        url,
        status: 'running',
        request: JSON.stringify(req),
        webhook_url: hook?.url ?? null,
        webhook_secret: secret ? deps.secrets.seal(id, secret) : null,
        webhook_options: foreign ? JSON.stringify(foreign.options) : null,
        error: null,
        pages: 1,
        queued: 1,
        completed: 0,
        created_at: now,
        updated_at: now,
        finished_at: null,
      };
      const start = { ...newPage(url, 0), crawl_id: id, created_at: now, updated_at: now };
      await crawls.create(crawl, start);
      await deps.events.emit(crawl, 'crawl.started', 'started', { url });
      await deps.runner.enqueue(tenantId, id, [start]);
      // A foreign webhook's secret is that service's to show (it is not the crawl's own).
      return { id, status: 'running', poll: poll(id), ...(secret && !foreign ? { webhook_secret: secret } : {}) };
    },

    /** GET /v1/crawls/:id: the crawl, its counts and a page of its pages in the order they were found. */
    async get(tenantId: string, id: string, q: CrawlPagesQuery = {}): Promise<CrawlWithPages> {
      const crawl = await load(tenantId, id);
      const limit = q.limit ?? DEFAULT_PAGE_LIMIT;
      const rows = await crawls.pages(crawl.id, limit + 1, q.cursor ? decodeCursor(q.cursor) : undefined, q.status);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const next = rows.length > limit && last ? encodeCursor(last) : null;
      return { ...(await view(crawl)), pages: page.map(toCrawlPage), next_cursor: next };
    },

    /** GET /v1/crawls: the tenant's crawls, newest first. */
    async list(tenantId: string, q: CrawlListQuery = {}): Promise<List<Crawl>> {
      const limit = q.limit ?? DEFAULT_PAGE_LIMIT;
      const rows = await crawls.list(tenantId, limit + 1, q.cursor ? decodeCursor(q.cursor) : undefined);
      const { page, next_cursor } = pageOf(rows, limit);
      return { items: await Promise.all(page.map(view)), next_cursor };
    },

    /** DELETE /v1/crawls/:id: stops a running crawl (pages being read finish, nothing more is read); 409 once it ended. */
    async cancel(tenantId: string, id: string): Promise<Crawl> {
      const crawl = await load(tenantId, id);
      const taskIds = await crawls.cancel(crawl.id);
      if (!taskIds) {
        throw new AppError('conflict', `Crawl ${crawl.id} has already ended (${crawl.status}); only a running crawl can be cancelled`, {
          details: { status: crawl.status },
        });
      }
      for (const taskId of taskIds) await deps.tasks.cancel(taskId);
      return view(await load(tenantId, id));
    },

    /** Queues pages a crash admitted without queueing, now and then every few seconds. */
    async startRepair(): Promise<void> {
      const repair = () =>
        deps.runner.repair(new Date(Date.now() - REPAIR_AGE_MS).toISOString()).catch((err: unknown) => deps.log.error({ err }, 'crawl repair failed'));
      await repair();
      timer = setInterval(() => void repair(), REPAIR_EVERY_MS);
      timer.unref();
    },

    stop(): void {
      if (timer) clearInterval(timer);
    },
  };
}

export type CrawlService = ReturnType<typeof createCrawlService>;
