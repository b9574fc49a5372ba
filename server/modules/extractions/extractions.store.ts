/**
 * SQL for extraction history rows.
 */
import type { Database } from '../../db/database';
import type { CursorKey } from '../../db/cursor';

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

/** Filters of the history list. */
export interface HistoryFilter {
  status?: string;
  mode?: string;
  monitor_id?: string;
  failure_family?: string;
  retry_class?: string;
  since?: string;
}

const COLUMNS = [
  'id', 'tenant_id', 'mode', 'status', 'url', 'request', 'result', 'error', 'error_code', 'failure', 'attempts',
  'async_retries', 'last_retry_reason', 'sync_retries', 'cached', 'engine', 'provider', 'model', 'duration_ms',
  'tokens', 'cost', 'pages', 'completeness', 'task_id', 'monitor_id', 'login_trace_id', 'evidence_screenshot_path',
  'visual_image_path', 'result_expired_at', 'artifacts_expired_at', 'created_at', 'updated_at',
] as const;

/** Creates the history store. */
export function createExtractionsStore(db: Database) {
  const insertSql = `INSERT INTO extractions (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => '@' + c).join(', ')})`;
  return {
    insert(row: ExtractionRow): void {
      db.prepare(insertSql).run(row);
    },
    /** Updates the given columns of one row. */
    update(id: string, patch: Partial<ExtractionRow>): void {
      const keys = Object.keys(patch).filter((k) => (COLUMNS as readonly string[]).includes(k) && k !== 'id');
      if (keys.length === 0) return;
      db.prepare(`UPDATE extractions SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({
        ...patch,
        id,
      });
    },
    get(tenantId: string, id: string): ExtractionRow | undefined {
      return db.prepare('SELECT * FROM extractions WHERE id = ? AND tenant_id = ?').get(id, tenantId) as
        | ExtractionRow
        | undefined;
    },
    byTask(taskId: string): ExtractionRow | undefined {
      return db.prepare('SELECT * FROM extractions WHERE task_id = ?').get(taskId) as ExtractionRow | undefined;
    },
    list(tenantId: string, f: HistoryFilter, limit: number, before?: CursorKey): ExtractionRow[] {
      const where = ['tenant_id = @tenant'];
      const params: Record<string, unknown> = { tenant: tenantId, limit };
      const conditions: [keyof HistoryFilter, string][] = [
        ['status', 'status = @status'],
        ['mode', 'mode = @mode'],
        ['monitor_id', 'monitor_id = @monitor_id'],
        ['failure_family', "json_extract(failure, '$.family') = @failure_family"],
        ['retry_class', "json_extract(failure, '$.retry_class') = @retry_class"],
        ['since', 'created_at >= @since'],
      ];
      for (const [key, sql] of conditions) {
        if (f[key] === undefined) continue;
        where.push(sql);
        params[key] = f[key];
      }
      if (before) {
        where.push('(created_at < @bc OR (created_at = @bc AND id < @bid))');
        params.bc = before.created_at;
        params.bid = before.id;
      }
      return db
        .prepare(`SELECT * FROM extractions WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT @limit`)
        .all(params) as ExtractionRow[];
    },
    /** Counts and totals of successful runs since a time, for usage and quota. */
    totalsSince(tenantId: string, since: string): { extractions: number; tokens: number; cost: number } {
      return db
        .prepare(
          `SELECT COUNT(*) AS extractions, COALESCE(SUM(tokens), 0) AS tokens, COALESCE(SUM(cost), 0) AS cost
           FROM extractions WHERE tenant_id = ? AND created_at >= ? AND status IN ('completed', 'partial')`,
        )
        .get(tenantId, since) as { extractions: number; tokens: number; cost: number };
    },
    /** Per-day totals of successful runs since a time. */
    dailySince(tenantId: string, since: string): { date: string; extractions: number; tokens: number; cost: number }[] {
      return db
        .prepare(
          `SELECT substr(created_at, 1, 10) AS date, COUNT(*) AS extractions, COALESCE(SUM(tokens), 0) AS tokens,
                  COALESCE(SUM(cost), 0) AS cost
           FROM extractions WHERE tenant_id = ? AND created_at >= ? AND status IN ('completed', 'partial')
           GROUP BY date ORDER BY date`,
        )
        .all(tenantId, since) as { date: string; extractions: number; tokens: number; cost: number }[];
    },
    /** Retention: drops stored results of rows created before a time; returns how many. */
    expireResults(before: string, at: string): number {
      return db
        .prepare('UPDATE extractions SET result = NULL, result_expired_at = ? WHERE result IS NOT NULL AND created_at < ?')
        .run(at, before).changes;
    },
    /** Retention: clears an artifact path that was removed from the rows pointing at it. */
    forgetArtifact(rel: string, at: string): void {
      db.prepare(
        `UPDATE extractions SET
           evidence_screenshot_path = CASE WHEN evidence_screenshot_path = @rel THEN NULL ELSE evidence_screenshot_path END,
           visual_image_path = CASE WHEN visual_image_path = @rel THEN NULL ELSE visual_image_path END,
           artifacts_expired_at = @at
         WHERE evidence_screenshot_path = @rel OR visual_image_path = @rel`,
      ).run({ rel, at });
    },
    /** Rows whose stored result retention removed. */
    expiredResults(): number {
      return (db.prepare('SELECT COUNT(*) AS n FROM extractions WHERE result_expired_at IS NOT NULL').get() as { n: number }).n;
    },
    /** Rows left running by a process that died (sync runs only; tasks are requeued by the queue). */
    failInterrupted(now: string): number {
      return db
        .prepare(
          `UPDATE extractions SET status = 'failed', error = 'interrupted: the server stopped during this run',
           error_code = 'internal', updated_at = ? WHERE status IN ('running', 'validating', 'pending') AND task_id IS NULL`,
        )
        .run(now).changes;
    },
  };
}

export type ExtractionsStore = ReturnType<typeof createExtractionsStore>;
