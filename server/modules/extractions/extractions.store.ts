/**
 * What the history module needs from storage. Implemented by `db/stores/extractions.ts`.
 */
import type { CursorKey } from '../../cursor';

/** A history row as stored. JSON columns are strings. */
export interface ExtractionRow {
  id: string;
  tenant_id: string;
  mode: string;
  status: string;
  url: string;
  request: string;
  result: string | null;
  error: string | null;
  error_code: string | null;
  failure: string | null;
  attempts: number;
  async_retries: number;
  last_retry_reason: string | null;
  sync_retries: number;
  cached: number;
  engine: string | null;
  provider: string | null;
  model: string | null;
  duration_ms: number | null;
  tokens: number;
  cost: number;
  pages: number;
  completeness: number | null;
  task_id: string | null;
  monitor_id: string | null;
  login_trace_id: string | null;
  evidence_screenshot_path: string | null;
  visual_image_path: string | null;
  result_expired_at: string | null;
  /** When retention removed this row's artifacts (their paths are cleared then). */
  artifacts_expired_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Every column of a history row, in table order. */
export const EXTRACTION_COLUMNS = [
  'id',
  'tenant_id',
  'mode',
  'status',
  'url',
  'request',
  'result',
  'error',
  'error_code',
  'failure',
  'attempts',
  'async_retries',
  'last_retry_reason',
  'sync_retries',
  'cached',
  'engine',
  'provider',
  'model',
  'duration_ms',
  'tokens',
  'cost',
  'pages',
  'completeness',
  'task_id',
  'monitor_id',
  'login_trace_id',
  'evidence_screenshot_path',
  'visual_image_path',
  'result_expired_at',
  'artifacts_expired_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ExtractionRow)[];

/** Filters of the history list. */
export interface HistoryFilter {
  status?: string;
  mode?: string;
  monitor_id?: string;
  failure_family?: string;
  retry_class?: string;
  since?: string;
}

/** The free tier a reservation must stay within. */
export interface QuotaBound {
  tenantId: string;
  /** Start of the month counted. */
  since: string;
  limit: number;
}

/** Status of the rows counted against the free tier: charged, or reserved by a run in flight. */
export const QUOTA_COUNTED = "status IN ('completed', 'partial', 'pending', 'running', 'validating')";

/** Count, tokens and cost of successful runs. */
export interface RunTotals {
  extractions: number;
  tokens: number;
  cost: number;
}

/** History rows in storage. */
export interface ExtractionsStore {
  insert(row: ExtractionRow): Promise<void>;
  /** Inserts many rows at once (a batch's rows are all there or none are). */
  insertMany(rows: ExtractionRow[]): Promise<void>;
  /** Updates the given columns of one row. */
  update(id: string, patch: Partial<ExtractionRow>): Promise<void>;
  get(tenantId: string, id: string): Promise<ExtractionRow | undefined>;
  byTask(taskId: string): Promise<ExtractionRow | undefined>;
  /** The tenant's rows, newest first, after the cursor key. */
  list(tenantId: string, filter: HistoryFilter, limit: number, before?: CursorKey): Promise<ExtractionRow[]>;
  /**
   * Per day (`date` = YYYY-MM-DD, UTC) since a time: the totals of successful runs, and `counted`, the rows counted
   * against the free tier (as quotaUsed counts them). A day with rows of neither kind is left out.
   */
  dailySince(tenantId: string, since: string): Promise<(RunTotals & { date: string; counted: number })[]>;
  /** Totals of successful runs since a time. */
  totalsSince(tenantId: string, since: string): Promise<RunTotals>;
  /** Rows counted against the free tier since a time: charged (completed, partial) and reserved (in flight). */
  quotaUsed(tenantId: string, since: string): Promise<number>;
  /**
   * Inserts the rows (all or none) when the tenant's quota use since a time plus their number stays
   * within the limit — the count and the insert atomic, so concurrent requests cannot both take the
   * last unit. Returns the use found and whether the rows went in.
   */
  insertWithinQuota(rows: ExtractionRow[], quota: QuotaBound): Promise<{ inserted: boolean; used: number }>;
  /** Retention: drops stored results of rows created before a time; returns how many. */
  expireResults(before: string, at: string): Promise<number>;
  /** Retention: clears an artifact path that was removed from the rows pointing at it. */
  forgetArtifact(rel: string, at: string): Promise<void>;
  /** Rows whose stored result retention removed. */
  expiredResults(): Promise<number>;
  /** Sync runs a dead process left in flight are marked failed with this error and failure (JSON); returns how many. */
  failInterrupted(now: string, error: string, failure: string, createdBefore?: string): Promise<number>;
  /** Rows of async runs still in flight (pending, running, validating) created before a time, oldest first. */
  inflightTaskRows(before: string): Promise<ExtractionRow[]>;
}
