/**
 * The engine's boundary: what an extraction asks for and what it yields. No HTTP types here.
 */
import type { ExtractOptions, ExtractRequest, ResultMetadata } from '../contract/extract';
import type { ScrapeData, ScrapeFormat } from '../contract/scrape';
import type { FetchedPage } from './fetch/fetched-page';
import type { RecipeBook } from './recipes/recipe-book';
import type { FetchedBytes } from './fetch/http-fetch';
import type { FailureFamily } from '../contract/values';
import type { VisualJob, VisualResult } from './visual/types';

/** A JSON Schema given by the user. */
export type JsonSchema = Record<string, unknown>;

/** `options` of POST /v1/extract, already validated for shape and bounds (declared by the contract). */
export type { ExtractOptions } from '../contract/extract';

/** One extraction to run: the request's fields, options always present. At least one of schema and prompt is set. */
export type ExtractJob = Pick<ExtractRequest, 'url' | 'schema' | 'prompt'> & { options: ExtractOptions };

/** Usage and shape metadata of a result (declared by the contract: it is sent as is). */
export type { ResultMetadata } from '../contract/extract';

/** What a successful run yields. */
export interface EngineResult {
  status: 'completed' | 'partial';
  data: Record<string, unknown>;
  metadata: ResultMetadata;
  /** PNG of what the browser saw, when evidence was captured. */
  evidence?: Buffer;
}

/** One page to read in the formats asked for (POST /v1/scrape, crawl pages). */
export interface ScrapeJob {
  url: string;
  formats: readonly ScrapeFormat[];
  /** Markdown, text and html of the main content only. */
  mainContentOnly: boolean;
  /** timeout, waitFor, proxy; `screenshot` when the screenshot format is asked for. */
  options: ExtractOptions;
}

/** What a scrape yields: the formats (the screenshot as bytes), and how the page was read. */
export interface ScrapeOutcome {
  data: Omit<ScrapeData, 'screenshot'>;
  screenshot?: Buffer;
  engine: 'browser' | 'http';
  syncRetries: number;
  durationMs: number;
}

/** Evidence screenshot policy. */
export type EvidencePolicy = 'always' | 'on_failure' | 'never';

/** What kind of failure the engine reports; the extract module maps each onto an API error code (modules/extract/engine-errors.ts). */
export type EngineErrorCode = 'upstream_failed' | 'timeout' | 'browser_unavailable' | 'invalid_request' | 'internal';

/**
 * Thrown by the engine for a failed run. `family` feeds the failure classifier; `raw` is the
 * underlying error text kept in history.
 */
export class ExtractionError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly family: FailureFamily,
    /** `field`: the request field an invalid_request names ("options.waitFor"); `max`: the bound it broke. */
    readonly extra: { httpStatus?: number; raw?: string; evidence?: Buffer; field?: string; max?: number } = {},
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

/** The engine as the extract module uses it. */
export interface Engine {
  /** Runs one extraction; rejects with ExtractionError. `signal` aborts it (cancel, shutdown); `recipes`: the tenant's site recipes. */
  extract(job: ExtractJob, signal?: AbortSignal, recipes?: RecipeBook): Promise<EngineResult>;
  /**
   * GETs a site's own file (robots.txt, a sitemap) over guarded HTTP, whatever the engine mode, within
   * the service timeout; any status is returned. Rejects with ExtractionError.
   */
  fetchFile(url: string, signal?: AbortSignal): Promise<FetchedBytes>;
  /** Reads one page in the formats asked for; rejects with ExtractionError. Runs no model. */
  scrape(job: ScrapeJob, signal?: AbortSignal): Promise<ScrapeOutcome>;
  /**
   * Runs one extraction over pages the caller loads (a logged-in browser session): `fetchPage`
   * gives the first page and any next pages pagination follows. Same timeout, model and result as `extract`.
   */
  extractFrom(job: ExtractJob, fetchPage: (url: string) => Promise<FetchedPage>, signal?: AbortSignal): Promise<EngineResult>;
  /** Throws the invalid_request ExtractionError `extract` would, for options this deployment cannot honour (model, waitFor, proxy); runs nothing. */
  check(options: ExtractOptions): void;
  /** Runs one visual extraction in the browser; rejects with ExtractionError (`browser_unavailable` without a browser). */
  visual(job: VisualJob, signal?: AbortSignal): Promise<VisualResult>;
  /** Whether a browser path exists in this deployment (for waitFor/proxy rules and /health). */
  browserAvailable(): Promise<boolean>;
  /** Whether the HTTP path is enabled. */
  httpAvailable(): boolean;
  /** State for /health and metrics. */
  state(): Record<string, unknown>;
  /** Releases browsers and sockets; idempotent. */
  close(): Promise<void>;
}
