/**
 * History rows (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { AFTER_CURSOR, cursorParams, nothing, type Database, type Sql } from '../sql';
import {
  EXTRACTION_COLUMNS,
  type ExtractionRow,
  QUOTA_COUNTED,
  type ExtractionsStore,
  type HistoryFilter,
  type RunTotals,
} from '../../modules/extractions/extractions.store';

// Successful runs of a tenant since a time (parameters: the tenant, the time), and what they add up to.
const SUCCESS_SINCE = "tenant_id = ? AND created_at >= ? AND status IN ('completed', 'partial')";
const TOTALS = 'COUNT(*) AS extractions, COALESCE(SUM(tokens), 0) AS tokens, COALESCE(SUM(cost), 0) AS cost';

/** Creates the history store over the database. */
export function createExtractionsStore(db: Database): ExtractionsStore {
  const insertSql = `INSERT INTO extractions (${EXTRACTION_COLUMNS.join(', ')}) VALUES (${EXTRACTION_COLUMNS.map((c) => '@' + c).join(', ')})`;
  const insertRows = async (q: Sql, rows: ExtractionRow[]) => {
    for (const row of rows) await q.run(insertSql, row as unknown as Record<string, unknown>);
  };
  const columns: readonly string[] = EXTRACTION_COLUMNS;
  const quotaUsed = async (q: Sql, tenantId: string, since: string) =>
    (await q.one<{ n: number }>(`SELECT COUNT(*) AS n FROM extractions WHERE tenant_id = ? AND created_at >= ? AND ${QUOTA_COUNTED}`, [tenantId, since]))!.n;
  return {
    insert: (row) => insertRows(db, [row]),
    insertMany: (rows) => db.tx((q) => insertRows(q, rows)),
    async update(id, patch) {
      const keys = Object.keys(patch).filter((k) => columns.includes(k) && k !== 'id');
      if (keys.length === 0) return;
      await db.run(`UPDATE extractions SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`, { ...patch, id });
    },
    get: (tenantId, id) => db.one<ExtractionRow>('SELECT * FROM extractions WHERE id = ? AND tenant_id = ?', [id, tenantId]),
    byTask: (taskId) => db.one<ExtractionRow>('SELECT * FROM extractions WHERE task_id = ?', [taskId]),
    async list(tenantId, f, limit, before) {
      const conditions: [keyof HistoryFilter, string][] = [
        ['status', 'status = @status'],
        ['mode', 'mode = @mode'],
        ['monitor_id', 'monitor_id = @monitor_id'],
        ['failure_family', `${db.dialect.jsonText('failure', 'family')} = @failure_family`],
        ['retry_class', `${db.dialect.jsonText('failure', 'retry_class')} = @retry_class`],
        ['since', 'created_at >= @since'],
      ];
      const where = ['tenant_id = @tenantId', ...conditions.filter(([key]) => f[key] !== undefined).map(([, sql]) => sql)];
      if (before) where.push(AFTER_CURSOR);
      const sql = `SELECT * FROM extractions WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT @limit`;
      return db.all<ExtractionRow>(sql, { ...f, ...cursorParams(before), tenantId, limit });
    },
    async dailySince(tenantId, since) {
      // One scan of the tenant's month answers both what it used (successes) and what counts against its quota.
      const success = "status IN ('completed', 'partial')";
      const sql = `SELECT substr(created_at, 1, 10) AS date,
          SUM(CASE WHEN ${success} THEN 1 ELSE 0 END) AS extractions,
          COALESCE(SUM(CASE WHEN ${success} THEN tokens END), 0) AS tokens,
          COALESCE(SUM(CASE WHEN ${success} THEN cost END), 0) AS cost,
          SUM(CASE WHEN ${QUOTA_COUNTED} THEN 1 ELSE 0 END) AS counted
        FROM extractions WHERE tenant_id = ? AND created_at >= ? AND (${success} OR ${QUOTA_COUNTED}) GROUP BY date ORDER BY date`;
      return db.all<RunTotals & { date: string; counted: number }>(sql, [tenantId, since]);
    },
    async totalsSince(tenantId, since) {
      return (await db.one<RunTotals>(`SELECT ${TOTALS} FROM extractions WHERE ${SUCCESS_SINCE}`, [tenantId, since]))!;
    },
    quotaUsed: (tenantId, since) => quotaUsed(db, tenantId, since),
    async insertWithinQuota(rows, q) {
      return db.tx(async (t) => {
        // Every process reserving for this tenant waits here until the transaction before it commits.
        await db.dialect.lock(t, `quota:${q.tenantId}`);
        const used = await quotaUsed(t, q.tenantId, q.since);
        if (used + rows.length > q.limit) return { inserted: false, used };
        await insertRows(t, rows);
        return { inserted: true, used };
      });
    },
    expireResults: (before, at) =>
      db.run('UPDATE extractions SET result = NULL, result_expired_at = ? WHERE result IS NOT NULL AND created_at < ?', [at, before]),
    forgetArtifact: (rel, at) =>
      db
        .run(
          `UPDATE extractions SET
           evidence_screenshot_path = CASE WHEN evidence_screenshot_path = @rel THEN NULL ELSE evidence_screenshot_path END,
           visual_image_path = CASE WHEN visual_image_path = @rel THEN NULL ELSE visual_image_path END,
           artifacts_expired_at = @at
         WHERE evidence_screenshot_path = @rel OR visual_image_path = @rel`,
          { rel, at },
        )
        .then(nothing),
    async expiredResults() {
      return (await db.one<{ n: number }>('SELECT COUNT(*) AS n FROM extractions WHERE result_expired_at IS NOT NULL'))!.n;
    },
    failInterrupted: (now, error, failure, createdBefore) =>
      db.run(
        `UPDATE extractions SET status = 'failed', error = ?, error_code = 'internal', failure = ?, updated_at = ?
         WHERE status IN ('running', 'validating', 'pending') AND task_id IS NULL AND created_at < ?`,
        [error, failure, now, createdBefore ?? now],
      ),
    inflightTaskRows: (before) =>
      db.all<ExtractionRow>(
        `SELECT * FROM extractions WHERE task_id IS NOT NULL AND status IN ('pending', 'running', 'validating')
           AND created_at < ? ORDER BY created_at, id`,
        [before],
      ),
  };
}
