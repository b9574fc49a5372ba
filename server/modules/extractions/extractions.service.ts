/**
 * Extraction history: recording runs, listing them with filters, serving stored results.
 */
import { AppError, echoed } from '../../contract/errors';
import type { List } from '../../contract/common';
import type { Failure, ResultMetadata } from '../../contract/extract';
import type { HistoryQuery, HistoryRow, MODES } from '../../contract/history';
import { decodeCursor, pageOf } from '../../cursor';
import { newId, nowIso } from '../../ids';
import { classifyFailure } from './classify-failure';
import type { ExtractionRow, ExtractionsStore, QuotaBound, RunTotals } from './extractions.store';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** What starting a run records. */
export interface RunStart {
  tenantId: string;
  mode: (typeof MODES)[number];
  url: string;
  request: Record<string, unknown>;
  status?: 'pending' | 'running';
  taskId?: string;
  monitorId?: string;
}

/**
 * What a finished run records: its result, and the columns history lists and sums, named as the result's
 * metadata names them (a result's metadata can be given as is).
 */
export type RunSuccess = Pick<ResultMetadata, 'duration_ms' | 'tokens' | 'cost' | 'pages' | 'sync_retries'> &
  // A scrape reads a page with no model.
  Partial<Pick<ResultMetadata, 'provider' | 'model'>> & {
    status: 'completed' | 'partial';
    result: unknown;
    engine?: ResultMetadata['engine'];
    completeness: number | null;
    cached: boolean;
    evidencePath?: string;
    visualImagePath?: string;
    loginTraceId?: string;
  };

/** What a failed run records. */
export interface RunFailure {
  error: string;
  errorCode: string;
  failure: Failure;
  durationMs?: number;
  evidencePath?: string;
  loginTraceId?: string;
}

/** What the tasks module reads of an async run's history row (JSON columns parsed). */
export interface TaskRun {
  id: string;
  url: string;
  mode: string;
  /** The stored result of a completed or partial run; null before, or once retention removed it. */
  result: { data: unknown; metadata: Record<string, unknown> } | null;
  error: string | null;
  failure: Failure | null;
  async_retries: number;
  last_retry_reason: string | null;
}

function toTaskRun(row: ExtractionRow): TaskRun {
  return {
    id: row.id,
    url: row.url,
    mode: row.mode,
    result: row.result ? JSON.parse(row.result) : null,
    error: row.error,
    failure: row.failure ? (JSON.parse(row.failure) as Failure) : null,
    async_retries: row.async_retries,
    last_retry_reason: row.last_retry_reason,
  };
}

/** The route that serves a retained artifact of extraction `row`. */
export function artifactRoute(row: Pick<ExtractionRow, 'id'>, kind: 'screenshot' | 'visual-image'): string {
  return `/v1/extractions/${row.id}/artifacts/${kind}`;
}

/** The API shape of a history row: fields appear where the spec says they apply. */
export function toHistoryRow(row: ExtractionRow): HistoryRow {
  const out: HistoryRow = {
    id: row.id,
    mode: row.mode,
    status: row.status,
    url: row.url,
    async: row.task_id !== null,
    task_id: row.task_id,
    monitor_id: row.monitor_id,
    tokens: row.tokens,
    cost: row.cost,
    pages: row.pages,
    completeness: row.completeness,
    engine: row.engine,
    provider: row.provider,
    model: row.model,
    request: JSON.parse(row.request),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (row.status === 'failed') {
    out.error = row.error ?? '';
    // How long a run took before failing is what an operator compares with the timeout.
    if (row.duration_ms !== null) out.duration_ms = row.duration_ms;
    if (row.error_code) out.error_code = row.error_code;
    if (row.failure) out.failure = JSON.parse(row.failure);
  }
  if (row.task_id !== null) {
    out.attempts = row.attempts;
    out.async_retries = row.async_retries;
    out.last_retry_reason = row.last_retry_reason;
  }
  if (row.status === 'completed' || row.status === 'partial') {
    out.duration_ms = row.duration_ms ?? 0;
    out.sync_retries = row.sync_retries;
    out.cached = row.cached === 1;
  }
  if (row.login_trace_id) out.login_trace_id = row.login_trace_id;
  if (row.evidence_screenshot_path) out.evidence_screenshot_path = artifactRoute(row, 'screenshot');
  if (row.visual_image_path) out.visual_image_path = artifactRoute(row, 'visual-image');
  if (row.result_expired_at) out.result_expired_at = row.result_expired_at;
  if (row.artifacts_expired_at) out.artifacts_expired_at = row.artifacts_expired_at;
  return out;
}

/** The row a starting run records. */
function newRow(run: RunStart, now: string): ExtractionRow {
  return {
    id: newId('ext'),
    tenant_id: run.tenantId,
    mode: run.mode,
    status: run.status ?? 'running',
    url: run.url,
    request: JSON.stringify(run.request),
    result: null,
    error: null,
    error_code: null,
    failure: null,
    attempts: run.taskId ? 0 : 1,
    async_retries: 0,
    last_retry_reason: null,
    sync_retries: 0,
    cached: 0,
    engine: null,
    provider: null,
    model: null,
    duration_ms: null,
    tokens: 0,
    cost: 0,
    pages: 0,
    completeness: null,
    task_id: run.taskId ?? null,
    monitor_id: run.monitorId ?? null,
    login_trace_id: null,
    evidence_screenshot_path: null,
    visual_image_path: null,
    result_expired_at: null,
    artifacts_expired_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** The error of a sync run its process stopped in the middle of. */
const INTERRUPTED_SYNC = 'interrupted: the server stopped during this run';

/** Creates the history service. */
export function createExtractionsService(store: ExtractionsStore) {
  return {
    /** Records the start of a run and returns its row id. */
    async start(run: RunStart): Promise<string> {
      const row = newRow(run, nowIso());
      await store.insert(row);
      return row.id;
    },

    /** Records the start of many runs at once (all or none) and returns their row ids in order. */
    async startMany(runs: RunStart[]): Promise<string[]> {
      const now = nowIso();
      const rows = runs.map((run) => newRow(run, now));
      await store.insertMany(rows);
      return rows.map((r) => r.id);
    },

    /**
     * Records the start of runs (all or none) only while the tenant's quota allows them; returns
     * their row ids, or undefined with the use found when it does not (see insertWithinQuota).
     */
    async startWithinQuota(runs: RunStart[], quota: QuotaBound): Promise<{ ids?: string[]; used: number }> {
      const now = nowIso();
      const rows = runs.map((run) => newRow(run, now));
      const { inserted, used } = await store.insertWithinQuota(rows, quota);
      return { ids: inserted ? rows.map((r) => r.id) : undefined, used };
    },

    /** Moves a run to another in-flight status. */
    setStatus(id: string, status: 'pending' | 'running' | 'validating' | 'cancelled', patch: Partial<ExtractionRow> = {}): Promise<void> {
      return store.update(id, { ...patch, status, updated_at: nowIso() });
    },

    /** Records a finished run. */
    succeed(id: string, r: RunSuccess): Promise<void> {
      return store.update(id, {
        status: r.status,
        result: JSON.stringify(r.result),
        engine: r.engine ?? null,
        provider: r.provider ?? null,
        model: r.model ?? null,
        duration_ms: Math.round(r.duration_ms),
        tokens: r.tokens,
        cost: r.cost,
        pages: r.pages,
        completeness: r.completeness,
        sync_retries: r.sync_retries,
        cached: r.cached ? 1 : 0,
        evidence_screenshot_path: r.evidencePath ?? null,
        visual_image_path: r.visualImagePath ?? null,
        login_trace_id: r.loginTraceId ?? null,
        error: null,
        error_code: null,
        failure: null,
        updated_at: nowIso(),
      });
    },

    /** Records a failed run. */
    fail(id: string, r: RunFailure): Promise<void> {
      return store.update(id, {
        status: 'failed',
        error: r.error,
        error_code: r.errorCode,
        failure: JSON.stringify(r.failure),
        duration_ms: r.durationMs === undefined ? null : Math.round(r.durationMs),
        evidence_screenshot_path: r.evidencePath ?? null,
        login_trace_id: r.loginTraceId ?? null,
        updated_at: nowIso(),
      });
    },

    /** Updates retry bookkeeping of an async run. */
    patch(id: string, patch: Partial<ExtractionRow>): Promise<void> {
      return store.update(id, { ...patch, updated_at: nowIso() });
    },

    /** A row of the tenant, or 404. */
    async get(tenantId: string, id: string): Promise<ExtractionRow> {
      const row = await store.get(tenantId, id);
      if (!row) throw new AppError('not_found', `Extraction ${echoed(id)} not found`);
      return row;
    },

    /** A row of the tenant in its API shape, or 404. */
    async row(tenantId: string, id: string): Promise<HistoryRow> {
      return toHistoryRow(await this.get(tenantId, id));
    },

    /** The run of a task, if its row exists. */
    async byTask(taskId: string): Promise<TaskRun | undefined> {
      const row = await store.byTask(taskId);
      return row && toTaskRun(row);
    },

    /** The tenant's history, newest first, filtered. */
    async list(tenantId: string, q: HistoryQuery): Promise<List<HistoryRow>> {
      const limit = q.limit ?? DEFAULT_PAGE_LIMIT;
      const since = q.since_hours ? new Date(Date.now() - q.since_hours * 3600_000).toISOString() : undefined;
      const rows = await store.list(tenantId, { ...q, since }, limit + 1, q.cursor ? decodeCursor(q.cursor) : undefined);
      const { page, next_cursor } = pageOf(rows, limit);
      return { items: page.map(toHistoryRow), next_cursor };
    },

    /** The stored result of a completed or partial run. */
    async result(tenantId: string, id: string): Promise<unknown> {
      const row = await this.get(tenantId, id);
      if (row.status !== 'completed' && row.status !== 'partial') {
        throw new AppError('not_found', `Extraction ${id} has no result (status ${row.status})`);
      }
      if (row.result === null) throw new AppError('not_found', `The result of extraction ${id} was removed by retention`);
      return JSON.parse(row.result);
    },

    /** Totals of successful runs since a time. */
    totalsSince(tenantId: string, since: string): Promise<RunTotals> {
      return store.totalsSince(tenantId, since);
    },

    /** Runs charged or reserved against the free tier since a time. */
    quotaUsed(tenantId: string, since: string): Promise<number> {
      return store.quotaUsed(tenantId, since);
    },

    /** Per-day totals since a time, with the rows counted against the free tier. */
    dailySince(tenantId: string, since: string): Promise<(RunTotals & { date: string; counted: number })[]> {
      return store.dailySince(tenantId, since);
    },

    /** Retention: drops stored results older than `before`; returns how many. */
    expireResults(before: string): Promise<number> {
      return store.expireResults(before, nowIso());
    },

    /** Retention: an artifact file was removed; rows stop pointing at it and record when. */
    forgetArtifact(rel: string): Promise<void> {
      return store.forgetArtifact(rel, nowIso());
    },

    /** Rows whose stored result retention removed (for metrics). */
    expiredResults(): Promise<number> {
      return store.expiredResults();
    },

    /** Async runs created before a time whose rows are still in flight, with their task ids (reconciling them with their tasks). */
    async inflightTaskRuns(before: string): Promise<(TaskRun & { task_id: string })[]> {
      return (await store.inflightTaskRows(before)).map((row) => ({ ...toTaskRun(row), task_id: row.task_id as string }));
    },

    /**
     * Marks sync runs a dead process left in flight as failed. With `olderThanMs`, only runs started
     * longer ago than that: processes sharing the database may have live runs of their own.
     */
    failInterrupted(olderThanMs?: number): Promise<number> {
      const failure = JSON.stringify(classifyFailure({ family: 'interrupted', message: INTERRUPTED_SYNC }));
      return store.failInterrupted(
        nowIso(),
        INTERRUPTED_SYNC,
        failure,
        olderThanMs === undefined ? undefined : new Date(Date.now() - olderThanMs).toISOString(),
      );
    },
  };
}

export type ExtractionsService = ReturnType<typeof createExtractionsService>;
