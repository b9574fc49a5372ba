/**
 * The engine's boundary: what an extraction asks for and what it yields. No HTTP types here.
 */
import type { VisualJob, VisualResult } from './visual/types';

/** A JSON Schema given by the user. */
export type JsonSchema = Record<string, unknown>;

/** `options` of POST /v1/extract, already validated for shape and bounds. */
export interface ExtractOptions {
  paginate?: boolean;
  /** 1..5; lowers the page cap. */
  max_pages?: number;
  /** Model id; selects the provider that serves it. */
  model?: string;
  /** Seconds; lowers the service default. */
  timeout?: number;
  /** CSS selector, `load` or `networkIdle`; browser path only. */
  waitFor?: string;
  /** HTTP proxy URL; HTTP path only. */
  proxy?: string;
}

/** One extraction to run. At least one of schema and prompt is set. */
export interface ExtractJob {
  url: string;
  schema?: JsonSchema;
  prompt?: string;
  options: ExtractOptions;
}

/** Usage and shape metadata of a result (snake_case: it is sent as is). */
export interface ResultMetadata {
  completeness: number;
  tokens: number;
  cost: number;
  duration_ms: number;
  pages: number;
  /** JSON pointers of required data still missing (partial results). */
  missing?: string[];
  /** Why a result is partial. */
  reason?: string;
  /** What the provider could not do that the prompt asked for, and how to get it done. */
  notes?: string[];
  engine: 'browser' | 'http';
  provider: string;
  model: string;
  /** Synchronous retries made inside this run (LLM repair retry, browser → HTTP fallback). */
  sync_retries: number;
}

/** What a successful run yields. */
export interface EngineResult {
  status: 'completed' | 'partial';
  data: Record<string, unknown>;
  metadata: ResultMetadata;
  /** PNG of what the browser saw, when evidence was captured. */
  evidence?: Buffer;
}

/** Evidence screenshot policy. */
export type EvidencePolicy = 'always' | 'on_failure' | 'never';

/**
 * Thrown by the engine for a failed run. `code` is an API error code; `family` feeds the
 * failure classifier; `raw` is the underlying error text kept in history.
 */
export class ExtractionError extends Error {
  constructor(
    readonly code: 'upstream_failed' | 'timeout' | 'browser_unavailable' | 'invalid_request' | 'internal',
    message: string,
    readonly family: FailureFamily,
    /** `field`: the request field an invalid_request names ("options.waitFor"). */
    readonly extra: { httpStatus?: number; raw?: string; evidence?: Buffer; field?: string } = {},
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

/** Failure families of DESIGN.md §2. */
export type FailureFamily =
  | 'network'
  | 'http_status'
  | 'timeout'
  | 'blocked'
  | 'browser'
  | 'extraction'
  | 'content'
  | 'validation'
  | 'provider'
  | 'quota'
  | 'auth'
  | 'config'
  | 'cancelled'
  | 'internal';

/** The engine as the extract module uses it. */
export interface Engine {
  /** Runs one extraction; rejects with ExtractionError. `signal` aborts it (cancel, shutdown). */
  extract(job: ExtractJob, signal?: AbortSignal): Promise<EngineResult>;
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

/** One extraction provider as GET /v1/providers lists it. */
export interface ProviderInfo {
  id: 'builtin' | 'openai' | 'anthropic';
  name: string;
  available: boolean;
  /** Why not available (e.g. "OPENAI_API_KEY is unset"). */
  reason?: string;
  default: boolean;
  models: { id: string; default: boolean; input_price_per_mtok: number; output_price_per_mtok: number }[];
}
