/**
 * History rows in SQLite.
 */
import type { Database } from '../database';
import {
  EXTRACTION_COLUMNS,
  type ExtractionRow,
  QUOTA_COUNTED,
  type ExtractionsStore,
  type RunTotals,
} from '../../modules/extractions/extractions.store';
import { historyQuery } from '../history-query';

const SUCCESS = "status IN ('completed', 'partial')";

/** Creates the history store over a SQLite database. */
export function createSqliteExtractionsStore(db: Database): ExtractionsStore {
  const insertSql = `INSERT INTO extractions (${EXTRACTION_COLUMNS.join(', ')}) VALUES (${EXTRACTION_COLUMNS.map((c) => '@' + c).join(', ')})`;
  const columns: readonly string[] = EXTRACTION_COLUMNS;
  const quotaUsed = (tenantId: string, since: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM extractions WHERE tenant_id = ? AND created_at >= ? AND ${QUOTA_COUNTED}`).get(tenantId, since) as { n: number }).n;
  return {
    async insert(row) {
      db.prepare(insertSql).run(row);
    },
    async insertMany(rows) {
      const stmt = db.prepare(insertSql);
      db.transaction(() => rows.forEach((row) => stmt.run(row)));
    },
    async update(id, patch) {
      const keys = Object.keys(patch).filter((k) => columns.includes(k) && k !== 'id');
      if (keys.length === 0) return;
      db.prepare(`UPDATE extractions SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...patch, id });
    },
    async get(tenantId, id) {
      return db.prepare('SELECT * FROM extractions WHERE id = ? AND tenant_id = ?').get(id, tenantId) as ExtractionRow | undefined;
    },
    async byTask(taskId) {
      return db.prepare('SELECT * FROM extractions WHERE task_id = ?').get(taskId) as ExtractionRow | undefined;
    },
    async list(tenantId, f, limit, before) {
      const { sql, params } = historyQuery(tenantId, f, limit, before, (key) => `json_extract(failure, '$.${key}')`);
      return db.prepare(sql).all(params) as ExtractionRow[];
    },
    async dailySince(tenantId, since) {
      return db
        .prepare(
          `SELECT substr(created_at, 1, 10) AS date, COUNT(*) AS extractions, COALESCE(SUM(tokens), 0) AS tokens,
                  COALESCE(SUM(cost), 0) AS cost
           FROM extractions WHERE tenant_id = ? AND created_at >= ? AND ${SUCCESS}
           GROUP BY date ORDER BY date`,
        )
        .all(tenantId, since) as (RunTotals & { date: string })[];
    },
    async totalsSince(tenantId, since) {
      return db
        .prepare(
          `SELECT COUNT(*) AS extractions, COALESCE(SUM(tokens), 0) AS tokens, COALESCE(SUM(cost), 0) AS cost
           FROM extractions WHERE tenant_id = ? AND created_at >= ? AND ${SUCCESS}`,
        )
        .get(tenantId, since) as RunTotals;
    },
    async quotaUsed(tenantId, since) {
      return quotaUsed(tenantId, since);
    },
    async insertWithinQuota(rows, q) {
      const stmt = db.prepare(insertSql);
      // One connection and synchronous statements: the transaction alone makes count and insert one step.
      return db.transaction(() => {
        const used = quotaUsed(q.tenantId, q.since);
        if (used + rows.length > q.limit) return { inserted: false, used };
        rows.forEach((row) => stmt.run(row));
        return { inserted: true, used };
      });
    },
    async expireResults(before, at) {
      return db
        .prepare('UPDATE extractions SET result = NULL, result_expired_at = ? WHERE result IS NOT NULL AND created_at < ?')
        .run(at, before).changes;
    },
    async forgetArtifact(rel, at) {
      db.prepare(
        `UPDATE extractions SET
           evidence_screenshot_path = CASE WHEN evidence_screenshot_path = @rel THEN NULL ELSE evidence_screenshot_path END,
           visual_image_path = CASE WHEN visual_image_path = @rel THEN NULL ELSE visual_image_path END,
           artifacts_expired_at = @at
         WHERE evidence_screenshot_path = @rel OR visual_image_path = @rel`,
      ).run({ rel, at });
    },
    async expiredResults() {
      return (db.prepare('SELECT COUNT(*) AS n FROM extractions WHERE result_expired_at IS NOT NULL').get() as { n: number }).n;
    },
    async failInterrupted(now, error, failure, createdBefore) {
      return db
        .prepare(
          `UPDATE extractions SET status = 'failed', error = ?, error_code = 'internal', failure = ?, updated_at = ?
           WHERE status IN ('running', 'validating', 'pending') AND task_id IS NULL AND created_at < ?`,
        )
        .run(error, failure, now, createdBefore ?? now).changes;
    },
    async inflightTaskRows(before) {
      return db
        .prepare(
          `SELECT * FROM extractions WHERE task_id IS NOT NULL AND status IN ('pending', 'running', 'validating')
             AND created_at < ? ORDER BY created_at, id`,
        )
        .all(before) as ExtractionRow[];
    },
  };
}
