import { openServerDatabase } from '../support/database';
import { MIGRATIONS } from '../../server/db/migrations';
import { createExtractionsService } from '../../server/modules/extractions/extractions.service';
import { createExtractionsStore } from '../../server/db/stores/extractions';
import type { HistoryRow } from '../../server/contract/history';
import type { PluckClient } from '../../server/client/index';
import { startFixtureSite } from '../site/server';
import { test, expect, startTestServer, type TestServer, tempDir } from '../support/server';
import { waitFinished, waitStatus } from '../support/tasks';

const ARTICLE = { type: 'object', properties: { title: { type: 'string' }, author: { type: 'string' } } };

/** Every row of a listing, page by page through the cursor. */
async function allRows(c: PluckClient, q: Record<string, string | number> = {}, limit = 2): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await c.extractions({ ...q, limit, cursor });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    rows.push(...page.items);
    if (!page.next_cursor) return rows;
    cursor = page.next_cursor;
  }
}

/**
 * Rows a monitor run and an old run would leave. Monitors do not run in this build yet, so the
 * test records those rows through the history service on a second connection to the same database.
 */
async function seedRows(server: TestServer): Promise<{ monitorRow: string; oldRow: string }> {
  const db = await openServerDatabase(server.dataDir);
  try {
    const store = createExtractionsStore(db);
    const history = createExtractionsService(store);
    const monitorRow = await history.start({ tenantId: 'default', mode: 'extract', url: 'http://example.com/m', request: {}, monitorId: 'mon_test' });
    await history.fail(monitorRow, {
      error: 'boom',
      errorCode: 'upstream_failed',
      failure: { family: 'blocked', retry_class: 'after_config_change', retryable: false, operator_hint: 'x' },
    });
    const oldRow = await history.start({ tenantId: 'default', mode: 'extract', url: 'http://example.com/old', request: {} });
    const old = new Date(Date.now() - 72 * 3600_000).toISOString();
    await store.update(oldRow, { status: 'failed', created_at: old, updated_at: old });
    return { monitorRow, oldRow };
  } finally {
    await db.close();
  }
}

test('history lists sync, async and batch runs of the tenant, newest first, with every filter', async () => {
  const site = await startFixtureSite();
  const server = await startTestServer({ queueConcurrency: 1, queueMaxAttempts: 1, cacheTtlSeconds: 0 });
  try {
    const c = server.admin;
    const { monitorRow, oldRow } = await seedRows(server);
    const sync = await c.extract({ url: `${site.url}/article`, schema: ARTICLE });
    const partial = await c.extract({
      url: `${site.url}/article`,
      schema: { ...ARTICLE, properties: { ...ARTICLE.properties, isbn: { type: 'string' } }, required: ['title', 'isbn'] },
    });
    expect(partial.status).toBe('partial');
    for (const url of [`${site.url}/status/404`, `${site.url}/status/500`, 'http://127.0.0.1:1/closed']) {
      await expect(c.extract({ url, schema: ARTICLE })).rejects.toThrow();
    }
    const asyncRef = await c.extractAsync({ url: `${site.url}/article`, schema: ARTICLE });
    await waitFinished(c, asyncRef.id);
    const batch = await c.batch({ urls: [`${site.url}/item/a`, `${site.url}/item/b`], prompt: 'name and price' });
    await Promise.all(batch.tasks.map((t) => waitFinished(c, t.id)));
    const blocker = await c.extractAsync({ url: `${site.url}/slow?ms=60000`, schema: ARTICLE });
    await waitStatus(c, blocker.id, 'running');
    // With the one worker busy, these stay pending: one is cancelled, one waits.
    const cancelled = await c.extractAsync({ url: `${site.url}/article?c=1`, schema: ARTICLE });
    const waiting = await c.extractAsync({ url: `${site.url}/article?w=1`, schema: ARTICLE });
    await c.cancelTask(cancelled.id);

    const rows = await allRows(c);
    expect(rows).toHaveLength(13);
    expect(new Set(rows.map((r) => r.id)).size).toBe(13);
    const created = rows.map((r) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(
      rows
        .filter((r) => r.async)
        .map((r) => r.task_id)
        .sort(),
    ).toEqual([asyncRef.id, ...batch.tasks.map((t) => t.id), blocker.id, cancelled.id, waiting.id].sort());
    expect(rows.find((r) => r.id === sync.id)).toMatchObject({ async: false, task_id: null, cached: false, duration_ms: expect.any(Number) });
    // Sync rows carry no async retry fields.
    expect(rows.find((r) => r.id === sync.id)?.attempts).toBeUndefined();

    const ids = async (q: Record<string, string | number>) => (await allRows(c, q)).map((r) => r.id).sort();
    const rowOf = (url: string) => rows.find((r) => r.url === url)!.id;
    expect(await ids({ status: 'completed' })).toHaveLength(4);
    expect(await ids({ status: 'partial' })).toEqual([partial.id]);
    expect(await ids({ status: 'cancelled' })).toEqual([rowOf(`${site.url}/article?c=1`)]);
    expect(await ids({ status: 'running' })).toEqual([rowOf(`${site.url}/slow?ms=60000`)]);
    expect(await ids({ status: 'pending' })).toEqual([rowOf(`${site.url}/article?w=1`)]);
    expect(await ids({ status: 'failed' })).toHaveLength(5);
    expect(await ids({ failure_family: 'network' })).toEqual([rowOf('http://127.0.0.1:1/closed')]);
    expect(await ids({ failure_family: 'http_status' })).toEqual([rowOf(`${site.url}/status/404`), rowOf(`${site.url}/status/500`)].sort());
    expect(await ids({ retry_class: 'never' })).toEqual([rowOf(`${site.url}/status/404`)]);
    expect(await ids({ retry_class: 'immediate' })).toEqual([rowOf(`${site.url}/status/500`)]);
    expect(await ids({ retry_class: 'backoff' })).toEqual([rowOf('http://127.0.0.1:1/closed')]);
    expect(await ids({ retry_class: 'after_config_change' })).toEqual([monitorRow]);
    expect(await ids({ monitor_id: 'mon_test' })).toEqual([monitorRow]);
    expect(await ids({ monitor_id: 'mon_other' })).toEqual([]);
    expect(await ids({ since_hours: 1 })).toHaveLength(12);
    expect(await ids({ since_hours: 1 })).not.toContain(oldRow);
    expect(await ids({ since_hours: 100 })).toContain(oldRow);
    expect(await ids({ status: 'failed', failure_family: 'http_status', retry_class: 'never', since_hours: 1 })).toEqual([rowOf(`${site.url}/status/404`)]);

    const failed = rows.find((r) => r.url === `${site.url}/status/404`)!;
    expect(failed).toMatchObject({ error: expect.any(String), failure: { family: 'http_status', retryable: false, operator_hint: expect.any(String) } });

    // Results of completed and partial rows; none for failed, cancelled or another tenant.
    expect((await c.extractionResult(sync.id)).status).toBe('completed');
    const partialResult = await c.extractionResult(partial.id);
    expect(partialResult).toMatchObject({ status: 'partial', metadata: { missing: expect.arrayContaining(['/isbn']) } });
    for (const id of [failed.id, rowOf(`${site.url}/article?c=1`), rowOf(`${site.url}/slow?ms=60000`)]) {
      expect((await c.raw('GET', `/v1/extractions/${id}/result`)).status).toBe(404);
    }
    const other = await c.createKey({ name: 'other', scopes: ['read'], tenant: 'acme' });
    const acme = server.client(other.secret);
    expect((await acme.extractions()).items).toEqual([]);
    expect((await acme.raw('GET', `/v1/extractions/${sync.id}/result`)).status).toBe(404);
  } finally {
    await server.close();
    await site.close();
  }
});

test('a bad cursor is a 400 naming the parameter', async ({ server }) => {
  const r = await server.admin.raw('GET', '/v1/extractions?cursor=nonsense');
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ code: 'invalid_request', details: { field: 'cursor' } });
});

test('a run the server stopped in the middle of is failed with an interrupted failure object, old rows too (migration 9)', async () => {
  const dataDir = tempDir();
  // A database as the previous release left it: a sync run failed by the last start with only an error,
  // and a sync run still "running" because the process died under it.
  const db = await openServerDatabase(
    dataDir,
    MIGRATIONS.filter((m) => m.version <= 8),
  );
  try {
    await db.run('INSERT INTO tenants (id, created_at) VALUES (?, ?)', ['default', new Date().toISOString()]);
    const history = createExtractionsService(createExtractionsStore(db));
    const before = await history.start({ tenantId: 'default', mode: 'extract', url: 'http://example.com/before', request: {} });
    await createExtractionsStore(db).update(before, { status: 'failed', error: 'interrupted: the server stopped during this run', error_code: 'internal' });
    const dying = await history.start({ tenantId: 'default', mode: 'extract', url: 'http://example.com/dying', request: {} });
    // An hour old: on PostgreSQL a younger run may be another live process's, and is left alone.
    await createExtractionsStore(db).update(dying, { created_at: new Date(Date.now() - 3600_000).toISOString() });
  } finally {
    await db.close();
  }
  const server = await startTestServer({ dataDir });
  try {
    const rows = (await server.admin.extractions({ failure_family: 'interrupted' })).items;
    expect(rows.map((r) => r.url).sort()).toEqual(['http://example.com/before', 'http://example.com/dying']);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'failed', error: expect.stringMatching(/^interrupted/) });
      expect(row.failure).toMatchObject({
        family: 'interrupted',
        retry_class: 'immediate',
        retryable: true,
        operator_hint: expect.stringMatching(/server stopped/),
      });
    }
    expect((await server.admin.extractions({ retry_class: 'immediate' })).items).toHaveLength(2);
  } finally {
    await server.close();
  }
});
