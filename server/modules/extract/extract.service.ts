/**
 * Extraction rules around the engine: request checks, quota, cache, history rows, evidence,
 * usage. The sync route and the task queue both run jobs through `runJob`.
 */
import type { RecipesService } from '../recipes/recipes.service';
import { AppError } from '../../contract/errors';
import type { ExtractRequest, ExtractResult } from '../../contract/extract';
import { ExtractionError, type Engine, type EngineResult, type ExtractJob } from '../../engine/types';
import type { ArtifactFiles } from '../../artifacts/artifact-files';
import type { FetchedPage } from '../../engine/fetch/fetched-page';
import type { Logger } from '../../logger';
import { artifactRoute, type ExtractionsService } from '../extractions/extractions.service';
import { recordAbandoned, recordFailure } from '../extractions/record-failure';
import { holdDnsDecisions } from '../../net/egress-policy';
import { parseHttpUrl } from '../../net/http-url';
import type { UsageService } from '../usage/usage.service';
import { appErrorOf } from './engine-errors';
import type { ResultCache } from './result-cache';
import { assertUsableSchema } from './schema-problem';

/** What the extract service needs. */
export interface ExtractDeps {
  engine: Engine;
  extractions: ExtractionsService;
  usage: UsageService;
  cache: ResultCache;
  artifacts: ArtifactFiles;
  log: Logger;
  /** The egress check of a submitted URL (net/egress-policy): 400 naming the field when it may not be fetched. */
  checkUrl: (url: string) => Promise<void>;
  /** Site recipes an LLM run with a schema reads pages with and learns. */
  recipes?: RecipesService;
}

/** The request fields a job is built from (sync, async and batch share them). */
export type JobInput = Pick<ExtractRequest, 'url' | 'schema' | 'prompt' | 'options'>;

/** 400 unless a schema or a prompt says what to extract, and a schema given can be used. */
function assertAsked(input: Omit<JobInput, 'url'>): void {
  if (input.schema === undefined && input.prompt === undefined) {
    throw new AppError('invalid_request', 'Give a "schema" (target shape known) or a "prompt" (shape not fixed)', {
      details: { field: 'schema' },
    });
  }
  if (input.schema !== undefined) assertUsableSchema(input.schema);
}

/** Checks what the contract schema cannot, and builds the engine job; 400 on bad input. */
function buildJob(input: JobInput): ExtractJob {
  assertAsked(input);
  const url = parseHttpUrl(input.url);
  const options = { ...(input.options ?? {}) };
  // Deployment rules (timeout ceiling, waitFor/proxy, model, fetch path) are the engine's: prepare() asks engine.check.
  if (options.proxy !== undefined) parseHttpUrl(options.proxy, 'options.proxy');
  return { url: url.toString(), schema: input.schema, prompt: input.prompt, options };
}

/** The request as a history row records it (sync and async alike): its job fields, options always present. */
export function requestOf({ url, schema, prompt, options = {} }: JobInput): Required<Pick<JobInput, 'options'>> & JobInput {
  return { url, schema, prompt, options };
}

/** Creates the extract service. */
export function createExtractService(deps: ExtractDeps) {
  const { engine, extractions, usage, cache, artifacts, log } = deps;

  async function saveEvidence(tenantId: string, rowId: string, png: Buffer | undefined): Promise<string | undefined> {
    if (!png) return undefined;
    return artifacts.write(tenantId, 'screenshot', `${rowId}-evidence.png`, png);
  }

  /** Names the screenshot the request asked for in the result, or says why there is none. */
  function linkScreenshot(r: EngineResult, rowId: string, evidencePath: string | undefined): void {
    if (evidencePath) r.metadata.screenshot = artifactRoute({ id: rowId }, 'screenshot');
    else r.metadata.notes = [...(r.metadata.notes ?? []), 'The screenshot asked for could not be taken: the page did not paint in time'];
  }

  function recordSuccess(rowId: string, r: EngineResult, cached: boolean, evidencePath?: string): Promise<void> {
    return extractions.succeed(rowId, {
      ...r.metadata,
      status: r.status,
      result: { status: r.status, data: r.data, metadata: r.metadata },
      cached,
      evidencePath,
    });
  }

  function toResult(rowId: string, r: EngineResult, freeTierRemaining: number): ExtractResult {
    return { id: rowId, status: r.status, data: r.data, metadata: { ...r.metadata }, free_tier_remaining: freeTierRemaining };
  }

  /**
   * runJob's work, inside the run's DNS decisions. `fetchPage` reads the pages itself (a device's
   * screen) instead of fetching `job.url`; such runs are not cached.
   */
  async function run(
    tenantId: string,
    rowId: string,
    job: ExtractJob,
    signal?: AbortSignal,
    onValidating?: () => Promise<void>,
    fetchPage?: (url: string) => Promise<FetchedPage>,
  ): Promise<EngineResult> {
    const t0 = performance.now();
    try {
      const book = job.schema && deps.recipes ? deps.recipes.bookFor(tenantId, job.schema, job.url) : undefined;
      const r = fetchPage ? await engine.extractFrom(job, fetchPage, signal) : await engine.extract(job, signal, book);
      await onValidating?.();
      const evidencePath = await saveEvidence(tenantId, rowId, r.evidence);
      if (job.options.screenshot) linkScreenshot(r, rowId, evidencePath);
      signal?.throwIfAborted();
      await recordSuccess(rowId, r, false, evidencePath);
      if (!fetchPage) cache.set(tenantId, job, r);
      return r;
    } catch (err) {
      if (signal?.aborted) throw err;
      throw await recordFailure({ extractions, artifacts, log }, tenantId, rowId, err, performance.now() - t0, 'Extraction');
    }
  }

  /** The job, once the engine says this deployment can run its options. */
  function checked(job: ExtractJob): ExtractJob {
    try {
      engine.check(job.options);
    } catch (err) {
      if (err instanceof ExtractionError) throw appErrorOf(err);
      throw err;
    }
    return job;
  }

  return {
    /**
     * Builds the engine job and checks it against this deployment (model, fetch path) before
     * anything is recorded or queued: bad input is a 400 that changes nothing.
     */
    /** The API's answer for a run recorded on row `rowId`, with the free tier left when it was reserved. */
    resultOf: toResult,

    prepare(input: JobInput): ExtractJob {
      return checked(buildJob(input));
    },

    /** The job of a run over pages read elsewhere (a device screen at `url`): the same checks but the URL's. */
    prepareFrom(url: string, input: Omit<JobInput, 'url'>): ExtractJob {
      assertAsked(input);
      return checked({ url, schema: input.schema, prompt: input.prompt, options: { ...(input.options ?? {}) } });
    },

    /**
     * Runs a job whose history row exists; records the outcome on that row. Resolves with the
     * recorded result, or rejects with an AppError carrying the API code (the row is already marked failed).
     * An aborted run (task cancel, shutdown) records nothing: whoever aborted it records the outcome.
     * `onValidating` is told when the page work is done and the result is being checked and stored.
     */
    runJob(...args: Parameters<typeof run>): Promise<EngineResult> {
      return holdDnsDecisions(() => run(...args));
    },

    /**
     * POST /v1/extract without async: quota, cache, run, record. `clientGone` aborts the run when the caller
     * leaves: its row is then `cancelled`, and like every run that did not succeed it is not charged.
     */
    async extractSync(tenantId: string, input: JobInput, clientGone?: AbortSignal): Promise<ExtractResult> {
      // One DNS decision per host for the request: the URL check below and the run's fetches judge and dial one answer.
      return holdDnsDecisions(async () => {
        // The quota before any work on the request (compiling its schema included); reserve() below is the exact check.
        await usage.assertQuota(tenantId);
        const job = this.prepare(input);
        // Refused before a history row exists: a URL the guard rejects is bad input and changes nothing.
        await deps.checkUrl(job.url);
        // A screenshot is a look at the page now; the cache keeps no image.
        const hit = job.options.screenshot ? undefined : cache.get(tenantId, job);
        const {
          ids: [rowId],
          remaining,
        } = await usage.reserve(tenantId, [{ tenantId, mode: 'extract', url: job.url, request: requestOf(input) }]);
        if (hit) {
          // A repeat costs nothing and takes no time; the row and the answer both say it came from the cache.
          const cached: EngineResult = {
            ...hit,
            metadata: { ...hit.metadata, tokens: 0, cost: 0, duration_ms: 0, sync_retries: 0 },
          };
          await recordSuccess(rowId, cached, true);
          const result = toResult(rowId, cached, remaining);
          result.metadata = { ...result.metadata, cached: true };
          return result;
        }
        try {
          return toResult(rowId, await this.runJob(tenantId, rowId, job, clientGone), remaining);
        } catch (err) {
          if (!clientGone?.aborted) throw err;
          throw await recordAbandoned({ extractions, log }, rowId, 'Extraction');
        }
      });
    },
  };
}

export type ExtractService = ReturnType<typeof createExtractService>;
