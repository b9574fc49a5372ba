/**
 * Scrape rules around the engine: request checks, quota, stored copies (options.max_age), the
 * history row (mode `scrape`), the screenshot artifact and usage.
 */
import type { ScrapeFormat, ScrapeRequest, ScrapeResult } from '../../contract/scrape';
import { ExtractionError, type Engine, type ScrapeJob } from '../../engine/types';
import type { ArtifactFiles } from '../../artifacts/artifact-files';
import type { Logger } from '../../logger';
import { parseHttpUrl } from '../../net/http-url';
import { nowIso } from '../../ids';
import { artifactRoute, type ExtractionsService } from '../extractions/extractions.service';
import { recordAbandoned, recordFailure } from '../extractions/record-failure';
import { appErrorOf } from '../extract/engine-errors';
import { cacheKey, createTimedMemo } from '../extract/result-cache';
import type { UsageService } from '../usage/usage.service';

/** What the scrape service needs. */
export interface ScrapeDeps {
  engine: Engine;
  extractions: ExtractionsService;
  usage: UsageService;
  artifacts: ArtifactFiles;
  log: Logger;
  /** The egress check of a submitted URL (net/egress-policy): 400 naming the field when it may not be fetched. */
  checkUrl: (url: string) => Promise<void>;
}

const DEFAULT_FORMATS: ScrapeFormat[] = ['markdown'];

/** The engine job of a request; 400 on options this deployment cannot honour. */
export function scrapeJobOf(engine: Engine, req: Pick<ScrapeRequest, 'url' | 'formats' | 'main_content_only' | 'options'>): ScrapeJob {
  const url = parseHttpUrl(req.url).toString();
  const formats = req.formats ?? DEFAULT_FORMATS;
  const { max_age: _maxAge, ...rest } = req.options ?? {};
  if (rest.proxy !== undefined) parseHttpUrl(rest.proxy, 'options.proxy');
  const options = { ...rest, ...(formats.includes('screenshot') ? { screenshot: true } : {}) };
  try {
    engine.check(options);
  } catch (err) {
    // The screenshot format is what asked for the browser: the error names the field the caller wrote.
    if (err instanceof ExtractionError && err.extra.field === 'options.screenshot') throw appErrorOf(err, { field: 'formats' });
    if (err instanceof ExtractionError) throw appErrorOf(err);
    throw err;
  }
  return { url, formats, mainContentOnly: req.main_content_only ?? true, options };
}

/** Creates the scrape service. */
export function createScrapeService(deps: ScrapeDeps) {
  const { engine, extractions, usage, artifacts, log } = deps;
  // Copies of earlier answers for options.max_age; a screenshot is a look at the page now, never kept.
  const copies = createTimedMemo<Omit<ScrapeResult, 'id' | 'free_tier_remaining'>>();
  const copyKey = (tenantId: string, job: ScrapeJob) =>
    cacheKey([tenantId, job.url, [...job.formats].sort(), job.mainContentOnly, job.options.waitFor ?? null, job.options.proxy ?? null]);

  async function record(rowId: string, answer: Omit<ScrapeResult, 'id' | 'free_tier_remaining'>, evidencePath?: string): Promise<void> {
    const m = answer.metadata;
    await extractions.succeed(rowId, { ...m, status: 'completed', result: answer, completeness: null, cached: !!m.cached, evidencePath });
  }

  type Answer = Omit<ScrapeResult, 'id' | 'free_tier_remaining'>;

  /** Reads the page of a history row already written (and counted) and records the answer or the failure on it. */
  async function run(tenantId: string, rowId: string, job: ScrapeJob, clientGone?: AbortSignal): Promise<Answer> {
    const t0 = performance.now();
    try {
      const out = await engine.scrape(job, clientGone);
      clientGone?.throwIfAborted();
      const evidencePath = out.screenshot ? await artifacts.write(tenantId, 'screenshot', `${rowId}-evidence.png`, out.screenshot) : undefined;
      const answer = {
        status: 'completed' as const,
        data: { ...out.data, ...(evidencePath ? { screenshot: artifactRoute({ id: rowId }, 'screenshot') } : {}) },
        metadata: { duration_ms: out.durationMs, engine: out.engine, pages: 1, tokens: 0, cost: 0, sync_retries: out.syncRetries, scraped_at: nowIso() },
      };
      await record(rowId, answer, evidencePath);
      return answer;
    } catch (err) {
      if (clientGone?.aborted) throw await recordAbandoned({ extractions, log }, rowId, 'Scrape');
      throw await recordFailure({ extractions, artifacts, log }, tenantId, rowId, err, performance.now() - t0, 'Scrape');
    }
  }

  return {
    /** The engine job of a request, its URL checked against the egress policy; 400 naming the field. */
    async prepare(req: ScrapeRequest): Promise<ScrapeJob> {
      const job = scrapeJobOf(engine, req);
      await deps.checkUrl(job.url);
      return job;
    },

    /**
     * POST /v1/scrape: reads the page (or a copy no older than options.max_age) and records a history
     * row of `mode` (`crawl` for a crawl's pages).
     */
    async scrape(tenantId: string, req: ScrapeRequest, clientGone?: AbortSignal, mode: 'scrape' | 'crawl' = 'scrape'): Promise<ScrapeResult> {
      await usage.assertQuota(tenantId);
      const job = await this.prepare(req);
      const maxAge = req.options?.max_age ?? 0;
      const key = copyKey(tenantId, job);
      const copy = maxAge > 0 && !job.options.screenshot ? copies.get(key, maxAge) : undefined;
      const {
        ids: [rowId],
        remaining,
      } = await usage.reserve(tenantId, [{ tenantId, mode, url: job.url, request: { ...req } }]);
      if (copy) {
        const answer = { ...copy, metadata: { ...copy.metadata, duration_ms: 0, sync_retries: 0, cached: true } };
        await record(rowId, answer);
        return { id: rowId, ...answer, free_tier_remaining: remaining };
      }
      const answer = await run(tenantId, rowId, job, clientGone);
      if (!answer.data.screenshot) copies.set(key, answer);
      return { id: rowId, ...answer, free_tier_remaining: remaining };
    },

    /** Runs a queued scrape (a `scrape` task): its history row was written when the batch was accepted. */
    run,
  };
}

export type ScrapeService = ReturnType<typeof createScrapeService>;
