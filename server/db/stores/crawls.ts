/**
 * Crawls and their frontier (SQLite or PostgreSQL, through `db/sql.ts`). Every change of a crawl's
 * pages takes the crawl's lock first, so admissions from worker processes never pass the limit.
 */
import { AFTER_CURSOR, cursorParams, insert, type Database, type Sql } from '../sql';
import { nowIso } from '../../ids';
import { CRAWL_PAGE_STATUSES } from '../../contract/values';
import type { CrawlPageRow, CrawlRow, CrawlsStore, PageCounts } from '../../modules/crawl/crawls.store';

/** Rows after the cursor of a list in the order pages were found. */
const AFTER_PAGE = '(created_at, id) > (@cursorAt, @cursorId)';

/** Creates the crawls store over the database. */
export function createCrawlsStore(db: Database): CrawlsStore {
  const lock = async (q: Sql, crawlId: string) => {
    await db.dialect.lock(q, `crawl:${crawlId}`);
    return q.one<CrawlRow>(`SELECT * FROM crawls WHERE id = ? ${db.dialect.forUpdate}`, [crawlId]);
  };
  return {
    async create(crawl, start) {
      await db.tx(async (q) => {
        await insert(q, 'crawls', crawl);
        await insert(q, 'crawl_pages', start);
      });
    },
    get: (tenantId, id) => db.one<CrawlRow>('SELECT * FROM crawls WHERE id = ? AND tenant_id = ?', [id, tenantId]),
    byId: (id) => db.one<CrawlRow>('SELECT * FROM crawls WHERE id = ?', [id]),
    async list(tenantId, limit, before) {
      const where = before ? ` AND ${AFTER_CURSOR}` : '';
      return db.all<CrawlRow>(`SELECT * FROM crawls WHERE tenant_id = @tenantId${where} ORDER BY created_at DESC, id DESC LIMIT @limit`, {
        tenantId,
        limit,
        ...cursorParams(before),
      });
    },
    async counts(crawlId) {
      const rows = await db.all<{ status: keyof PageCounts; n: number }>('SELECT status, COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ? GROUP BY status', [
        crawlId,
      ]);
      const out = Object.fromEntries(CRAWL_PAGE_STATUSES.map((s) => [s, 0])) as PageCounts;
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },
    async pages(crawlId, limit, after, status) {
      const where = [`crawl_id = @crawlId`, ...(status ? ['status = @status'] : []), ...(after ? [AFTER_PAGE] : [])];
      return db.all<CrawlPageRow>(`SELECT * FROM crawl_pages WHERE ${where.join(' AND ')} ORDER BY created_at, id LIMIT @limit`, {
        crawlId,
        status,
        limit,
        ...cursorParams(after),
      });
    },
    page: (id) => db.one<CrawlPageRow>('SELECT * FROM crawl_pages WHERE id = ?', [id]),
    async record(pageId, outcome, found, limit) {
      return db.tx(async (q) => {
        const page = await q.one<CrawlPageRow>('SELECT * FROM crawl_pages WHERE id = ?', [pageId]);
        const crawl = page && (await lock(q, page.crawl_id));
        if (!page || !crawl || crawl.status !== 'running') return { recorded: false, admitted: [] };
        const now = nowIso();
        const changed = await q.run(
          "UPDATE crawl_pages SET status = ?, status_code = ?, extraction_id = ?, data = ?, error = ?, updated_at = ? WHERE id = ? AND status = 'queued'",
          [outcome.status, outcome.status_code, outcome.extraction_id, outcome.data, outcome.error, now, pageId],
        );
        if (changed === 0) return { recorded: false, admitted: [] };
        const admitted: CrawlPageRow[] = [];
        for (const f of found) {
          if (crawl.pages + admitted.length >= limit) break;
          const row: CrawlPageRow = { ...f, crawl_id: crawl.id, created_at: now, updated_at: now };
          if ((await insert(q, 'crawl_pages', row, 'ON CONFLICT (crawl_id, url) DO NOTHING')) === 0) continue;
          admitted.push(row);
        }
        const queued = crawl.queued - 1 + admitted.length;
        const completed = crawl.completed + (outcome.status === 'completed' ? 1 : 0);
        const ended = queued > 0 ? undefined : completed > 0 ? 'completed' : 'failed';
        await q.run('UPDATE crawls SET pages = pages + ?, queued = ?, completed = ?, status = ?, error = ?, updated_at = ?, finished_at = ? WHERE id = ?', [
          admitted.length,
          queued,
          completed,
          ended ?? 'running',
          ended === 'failed' ? 'no page of the crawl could be read' : null,
          now,
          ended ? now : null,
          crawl.id,
        ]);
        return { recorded: true, admitted, ended };
      });
    },
    async cancel(id) {
      return db.tx(async (q) => {
        const crawl = await lock(q, id);
        if (!crawl || crawl.status !== 'running') return undefined;
        const now = nowIso();
        const queued = await q.all<{ task_id: string }>("SELECT task_id FROM crawl_pages WHERE crawl_id = ? AND status = 'queued'", [id]);
        await q.run("UPDATE crawl_pages SET status = 'cancelled', updated_at = ? WHERE crawl_id = ? AND status = 'queued'", [now, id]);
        await q.run("UPDATE crawls SET status = 'cancelled', queued = 0, updated_at = ?, finished_at = ? WHERE id = ?", [now, now, id]);
        return queued.map((r) => r.task_id);
      });
    },
    unqueued: (before, limit) =>
      db.all<CrawlPageRow & { tenant_id: string }>(
        `SELECT p.*, c.tenant_id FROM crawl_pages p JOIN crawls c ON c.id = p.crawl_id
         WHERE c.status = 'running' AND p.status = 'queued' AND p.created_at < ?
           AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.id = p.task_id)
         ORDER BY p.created_at, p.id LIMIT ?`,
        [before, limit],
      ),
  };
}
