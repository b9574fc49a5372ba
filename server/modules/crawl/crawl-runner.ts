/**
 * Runs one claimed `crawl_page` task: waits for the host's turn (host-gate.ts), reads the page with
 * the scrape service (formats) or the extract service (schema/prompt), then in one store
 * transaction records the outcome, admits the in-scope URLs it links to and ends the crawl when
 * nothing is left queued; the admitted pages' tasks are queued after. A page is recorded once: a
 * run repeated after a crash finds it recorded and reads nothing.
 */
import type { CrawlRequest } from '../../contract/crawl';
import type { ScrapeData } from '../../contract/scrape';
import { DEFAULT_CRAWL_DEPTH, DEFAULT_CRAWL_LIMIT } from '../../contract/crawl';
import type { Engine } from '../../engine/types';
import { newId } from '../../ids';
import type { Logger } from '../../logger';
import { normalizeUrl } from '../../net/normalize-url';
import type { Orphan, TaskRow } from '../../queue/task';
import type { TaskDispatch } from '../../queue/task-dispatch';
import type { TasksStore } from '../../queue/tasks.store';
import type { ExtractService } from '../extract/extract.service';
import { readRobots, readSitemaps, type Robots } from '../map/site-files';
import type { ScrapeService } from '../scrape/scrape.service';
import type { CrawlEvents } from './crawl-events';
import { CRAWL_PAGE_KIND, pageTaskId, type CrawlPagePayload } from './crawl-ids';
import { crawlScope, isTrap, type CrawlScope } from './crawl-scope';
import { toCrawlPage } from './crawl-view';
import type { CrawlPageRow, CrawlRow, CrawlsStore, PageOutcome, Recorded } from './crawls.store';
import type { HostGate } from './host-gate';

/** What the runner needs. */
export interface CrawlRunnerDeps {
  crawls: CrawlsStore;
  dispatch: TaskDispatch;
  tasks: TasksStore;
  engine: Engine;
  scrape: ScrapeService;
  extract: ExtractService;
  events: CrawlEvents;
  gate: HostGate;
  /** Runs per page task, first one included. */
  maxAttempts: number;
  /** Told after pages were queued. */
  onQueued(): void;
  log: Logger;
}

/** A found URL that may be admitted. */
type Found = Omit<CrawlPageRow, 'crawl_id'>;

// robots.txt of the hosts crawls are reading, per crawl: read once per process, not once per page.
const ROBOTS_CACHE_SIZE = 500;

/** A crawl's settings with their defaults. */
export function crawlSettings(crawl: CrawlRow) {
  const req = JSON.parse(crawl.request) as CrawlRequest;
  return {
    req,
    limit: req.limit ?? DEFAULT_CRAWL_LIMIT,
    maxDepth: req.max_depth ?? DEFAULT_CRAWL_DEPTH,
    robots: req.respect_robots !== false,
    sitemap: req.sitemap ?? 'include',
    extracts: req.schema !== undefined || req.prompt !== undefined,
  };
}

/** A new queued page row. */
export function newPage(url: string, depth: number): Found {
  const id = newId('cpg');
  return {
    id,
    url,
    depth,
    status: 'queued',
    task_id: pageTaskId(id),
    status_code: null,
    extraction_id: null,
    data: null,
    error: null,
    created_at: '',
    updated_at: '',
  };
}

/** Creates the crawl runner: the handler of `crawl_page` tasks and what queues and repairs them. */
export function createCrawlRunner(deps: CrawlRunnerDeps) {
  const { crawls, events, log } = deps;
  const robotsCache = new Map<string, Promise<Robots>>();
  const scopes = new Map<string, CrawlScope>();

  function robotsOf(crawlId: string, url: string, signal?: AbortSignal): Promise<Robots> {
    const key = `${crawlId} ${new URL(url).origin}`;
    let r = robotsCache.get(key);
    if (!r) {
      if (robotsCache.size >= ROBOTS_CACHE_SIZE) robotsCache.delete(robotsCache.keys().next().value!);
      robotsCache.set(key, (r = readRobots(deps.engine, url, signal)));
      r.catch(() => robotsCache.delete(key));
    }
    return r;
  }

  function scopeOf(crawl: CrawlRow): CrawlScope {
    let s = scopes.get(crawl.id);
    if (!s) {
      if (scopes.size >= ROBOTS_CACHE_SIZE) scopes.delete(scopes.keys().next().value!);
      scopes.set(crawl.id, (s = crawlScope(crawl.url, crawlSettings(crawl).req)));
    }
    return s;
  }

  /** Queues the tasks of admitted pages. */
  async function enqueue(tenantId: string, crawlId: string, pages: Pick<CrawlPageRow, 'id' | 'task_id' | 'url' | 'depth'>[]): Promise<void> {
    if (pages.length === 0) return;
    await deps.dispatch.enqueue(
      pages.map((p) => ({
        id: p.task_id,
        tenantId,
        kind: CRAWL_PAGE_KIND,
        batchId: crawlId,
        // Tasks name a history row; a crawl page's rows are written when it is read, so the crawl stands in.
        extractionId: crawlId,
        payload: { crawl_id: crawlId, page_id: p.id, url: p.url, depth: p.depth } satisfies CrawlPagePayload,
        maxAttempts: deps.maxAttempts,
      })),
    );
    deps.onQueued();
  }

  /** The URLs among `links` (found at depth `depth` from `from`) the crawl may take, normalised, once each. */
  async function admissible(crawl: CrawlRow, links: readonly string[], from: string, depth: number, signal: AbortSignal): Promise<Found[]> {
    const { maxDepth, robots } = crawlSettings(crawl);
    if (depth > maxDepth) return [];
    const scope = scopeOf(crawl);
    const seen = new Set<string>();
    const out: Found[] = [];
    for (const raw of links) {
      const url = normalizeUrl(raw, from);
      if (!url || seen.has(url)) continue;
      seen.add(url);
      if (!scope.allows(url) || isTrap(url, from)) continue;
      if (robots && !(await robotsOf(crawl.id, url, signal)).allows(url)) continue;
      out.push(newPage(url, depth));
    }
    return out;
  }

  /** Reads the page; what it yields and links to, or why it failed. */
  async function read(crawl: CrawlRow, page: CrawlPageRow, signal: AbortSignal): Promise<{ outcome: PageOutcome; links: string[]; finalUrl?: string }> {
    const { req, extracts } = crawlSettings(crawl);
    try {
      if (extracts) {
        // The links come from a plain read; the data from the extractor, which reads the page itself.
        const seen = await deps.engine.scrape({ url: page.url, formats: ['links', 'metadata'], mainContentOnly: false, options: {} }, signal);
        const r = await deps.extract.extractSync(crawl.tenant_id, { url: page.url, schema: req.schema, prompt: req.prompt }, signal);
        const status = seen.data.metadata?.status_code ?? null;
        return {
          outcome: { status: 'completed', status_code: status, extraction_id: r.id, data: JSON.stringify(r.data), error: null },
          links: seen.data.links ?? [],
          finalUrl: seen.data.metadata?.url,
        };
      }
      const asked = req.formats ?? ['markdown'];
      const formats = [...new Set([...asked, 'links' as const, 'metadata' as const])];
      const r = await deps.scrape.scrape(crawl.tenant_id, { url: page.url, formats }, signal, 'crawl');
      const { links = [], metadata } = r.data;
      const kept: ScrapeData = Object.fromEntries(Object.entries(r.data).filter(([k]) => asked.includes(k as never)));
      return {
        outcome: { status: 'completed', status_code: metadata?.status_code ?? null, extraction_id: r.id, data: JSON.stringify(kept), error: null },
        links,
        finalUrl: metadata?.url,
      };
    } catch (err) {
      if (signal.aborted) throw err;
      const e = err as Error & { details?: Record<string, unknown> };
      const code = typeof e.details?.http_status === 'number' ? e.details.http_status : null;
      const rowId = typeof e.details?.extraction_id === 'string' ? e.details.extraction_id : null;
      return { outcome: { status: 'failed', status_code: code, extraction_id: rowId, data: null, error: e.message }, links: [] };
    }
  }

  /** Stores a page's outcome with what it found, queues the admitted pages and sends the events. */
  async function record(crawl: CrawlRow, page: CrawlPageRow, outcome: PageOutcome, found: Found[]): Promise<Recorded> {
    const r = await crawls.record(page.id, outcome, found, crawlSettings(crawl).limit);
    if (!r.recorded) return r;
    await enqueue(crawl.tenant_id, crawl.id, r.admitted);
    // Events are read back only for a crawl that sends them.
    if (!crawl.webhook_url) return r;
    const stored = await crawls.page(page.id);
    if (stored) await events.emit(crawl, 'crawl.page', page.id.slice(4), { page: toCrawlPage(stored) });
    if (r.ended) {
      const counts = await crawls.counts(crawl.id);
      await events.emit(crawl, r.ended === 'completed' ? 'crawl.completed' : 'crawl.failed', 'done', { status: r.ended, counts });
    }
    return r;
  }

  async function runPage(task: TaskRow, signal: AbortSignal): Promise<void> {
    const p = JSON.parse(task.payload) as CrawlPagePayload;
    const [crawl, page] = await Promise.all([crawls.byId(p.crawl_id), crawls.page(p.page_id)]);
    if (!crawl || !page || crawl.status !== 'running' || page.status !== 'queued') {
      // Cancelled, or recorded by a run a crash cut short after its store write: nothing to read.
      if (crawl?.status === 'cancelled') await deps.tasks.cancel(task.id);
      else await deps.dispatch.finish(task.id, task.attempts, 'completed');
      return;
    }
    const settings = crawlSettings(crawl);
    const robots = settings.robots ? await robotsOf(crawl.id, page.url, signal) : undefined;
    if (robots && !robots.allows(page.url)) {
      // Only the start page is admitted without the check: robots.txt may forbid it too.
      await record(crawl, page, { status: 'skipped', status_code: null, extraction_id: null, data: null, error: 'disallowed by robots.txt' }, []);
      await deps.dispatch.finish(task.id, task.attempts, 'completed');
      return;
    }
    const release = await deps.gate(new URL(page.url).host, robots?.crawlDelay, signal).catch(() => undefined);
    if (!release) return;
    let got: Awaited<ReturnType<typeof read>>;
    try {
      got = await read(crawl, page, signal);
    } catch {
      // Shutdown or cancel: the task goes back to pending (or stays cancelled); nothing is recorded.
      return;
    } finally {
      release();
    }
    let { outcome } = got;
    const finalUrl = got.finalUrl && normalizeUrl(got.finalUrl);
    const found: Found[] = [];
    if (finalUrl && finalUrl !== page.url && !(scopeOf(crawl).allows(finalUrl) && (!robots || (await robotsOf(crawl.id, finalUrl)).allows(finalUrl)))) {
      outcome = {
        status: 'skipped',
        status_code: outcome.status_code,
        extraction_id: outcome.extraction_id,
        data: null,
        error: `redirected out of the crawl's scope, to ${finalUrl}`,
      };
    } else if (outcome.status === 'completed') {
      const base = finalUrl ?? page.url;
      if (page.depth === 0 && settings.sitemap !== 'skip') {
        const site = robots ?? (await robotsOf(crawl.id, page.url, signal));
        const maps = await readSitemaps(deps.engine, page.url, site, settings.limit, signal).catch(() => ({ urls: [] }));
        found.push(...(await admissible(crawl, maps.urls, page.url, 1, signal)));
      }
      if (settings.sitemap !== 'only') found.push(...(await admissible(crawl, got.links, base, page.depth + 1, signal)));
    }
    await record(crawl, page, outcome, found);
    await deps.dispatch.finish(task.id, task.attempts, 'completed');
  }

  return {
    /** The handler of `crawl_page` tasks. */
    runPage,
    enqueue,

    /** Queues the tasks of pages a crash admitted but never queued (older than `before`, ISO). */
    async repair(before: string): Promise<number> {
      const lost = await crawls.unqueued(before, 500);
      const byCrawl = new Map<string, typeof lost>();
      for (const p of lost) byCrawl.set(p.crawl_id, [...(byCrawl.get(p.crawl_id) ?? []), p]);
      for (const pages of byCrawl.values()) await enqueue(pages[0].tenant_id, pages[0].crawl_id, pages);
      if (lost.length) log.warn({ count: lost.length }, 'queued crawl pages a stopped process admitted without queueing');
      return lost.length;
    },

    /** Records pages whose task recovery gave up on (the server died during every attempt) as failed. */
    async onOrphans(orphans: Orphan[]): Promise<void> {
      for (const { task, outcome } of orphans) {
        if (task.kind !== CRAWL_PAGE_KIND || outcome !== 'failed') continue;
        const p = JSON.parse(task.payload) as CrawlPagePayload;
        const [crawl, page] = await Promise.all([crawls.byId(p.crawl_id), crawls.page(p.page_id)]);
        if (!crawl || !page) continue;
        const error = `interrupted: the server stopped during each of ${task.attempts} attempts to read the page`;
        await record(crawl, page, { status: 'failed', status_code: null, extraction_id: null, data: null, error }, []);
      }
    },
  };
}

export type CrawlRunner = ReturnType<typeof createCrawlRunner>;
