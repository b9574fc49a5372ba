import { openServerDatabase } from '../support/database';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { test as base, expect, startTestServer } from '../support/server';
import { waitFinished, waitStatus } from '../support/tasks';

const ARTICLE = { type: 'object', properties: { title: { type: 'string' }, author: { type: 'string' } } };

const test = base.extend<{ site: FixtureSite }>({
  site: async ({}, use) => {
    const site = await startFixtureSite();
    await use(site);
    await site.close();
  },
});

test('async extract answers 202 with a task id and poll path, and polls to completion', async ({ server, site }) => {
  const r = await server.admin.raw('POST', '/v1/extract', { url: `${site.url}/article`, schema: ARTICLE, async: true });
  expect(r.status).toBe(202);
  const ref = r.body as { id: string; status: string; poll: string };
  expect(ref).toEqual({ id: expect.stringMatching(/^tsk_/), status: 'pending', poll: `/v1/tasks/${ref.id}` });

  const task = await waitFinished(server.admin, ref.id);
  expect(task).toMatchObject({ id: ref.id, status: 'completed', url: `${site.url}/article`, mode: 'extract', attempts: 1 });
  expect(task.data).toMatchObject({ title: expect.stringContaining('SQLite') });
  expect(task.metadata.completeness).toEqual(expect.any(Number));
  expect(task.error).toBeUndefined();

  // One history row, created at accept time, now completed with its result retrievable.
  const rows = (await server.admin.extractions()).items;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id: task.extraction_id, task_id: ref.id, async: true, status: 'completed', attempts: 1, async_retries: 0 });
  const result = await server.admin.extractionResult(rows[0].id);
  expect(result.data).toEqual(task.data);
});

test('batch queues one task per URL in one go; 100 URLs succeed, 101 are refused', async ({ site }) => {
  const server = await startTestServer({ queueConcurrency: 8 });
  try {
    const urls = Array.from({ length: 100 }, (_, i) => `${site.url}/item/widget-${i}`);
    const r = await server.admin.raw('POST', '/v1/batch', { urls, prompt: 'the product name and price' });
    expect(r.status).toBe(202);
    const { tasks } = r.body as { tasks: { id: string; poll: string }[] };
    expect(tasks).toHaveLength(100);
    expect(new Set(tasks.map((t) => t.id)).size).toBe(100);
    for (const t of tasks) expect(t.poll).toBe(`/v1/tasks/${t.id}`);
    const done = await Promise.all(tasks.map((t) => waitFinished(server.admin, t.id, 60_000)));
    expect(done.map((t) => t.status)).toEqual(Array(100).fill('completed'));
    expect(done.map((t) => t.url)).toEqual(urls);
    // Every task of the batch shares a batch id.
    expect(new Set(done.map((t) => t.batch_id)).size).toBe(1);

    const tooMany = await server.admin.raw('POST', '/v1/batch', { urls: [...urls, `${site.url}/article`], prompt: 'x' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'invalid_request', details: { field: 'urls' } });
    const none = await server.admin.raw('POST', '/v1/batch', { urls: [], prompt: 'x' });
    expect(none.status).toBe(400);
  } finally {
    await server.close();
  }
});

test('a bad URL anywhere in a batch refuses the whole batch and creates nothing', async ({ server, site }) => {
  const bad = await server.admin.raw('POST', '/v1/batch', { urls: [`${site.url}/article`, 'ftp://example.com/x'], prompt: 'title' });
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ code: 'invalid_request', details: { field: 'urls[1]' } });
  const neither = await server.admin.raw('POST', '/v1/batch', { urls: [`${site.url}/article`] });
  expect(neither.status).toBe(400);
  expect(neither.body).toMatchObject({ details: { field: 'schema' } });
  const asyncBad = await server.admin.raw('POST', '/v1/extract', { url: 'not a url', prompt: 'x', async: true });
  expect(asyncBad.status).toBe(400);
  expect((await server.admin.extractions()).items).toEqual([]);
});

test('cancel a pending and a running task; the worker is freed at once; 409 once finished', async ({ site }) => {
  const server = await startTestServer({ queueConcurrency: 1 });
  try {
    const c = server.admin;
    const running = await c.extractAsync({ url: `${site.url}/slow?ms=60000`, schema: ARTICLE });
    await waitStatus(c, running.id, 'running');
    const pending = await c.extractAsync({ url: `${site.url}/article`, schema: ARTICLE });
    expect((await c.task(pending.id)).status).toBe('pending');

    const cancelledPending = await c.cancelTask(pending.id);
    expect(cancelledPending.status).toBe('cancelled');
    const cancelledRunning = await c.cancelTask(running.id);
    expect(cancelledRunning.status).toBe('cancelled');

    // The single worker was released by the abort: a new task completes long before the slow page would answer.
    const next = await c.extractAsync({ url: `${site.url}/article`, schema: ARTICLE });
    expect((await waitFinished(c, next.id, 10_000)).status).toBe('completed');
    // Cancelled stays cancelled, in the task and in history.
    expect((await c.task(running.id)).status).toBe('cancelled');
    const rows = (await c.extractions({ status: 'cancelled' })).items;
    expect(rows.map((r) => r.task_id).sort()).toEqual([pending.id, running.id].sort());

    for (const id of [next.id, running.id]) {
      const again = await c.raw('POST', `/v1/tasks/${id}/cancel`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'conflict' });
    }
  } finally {
    await server.close();
  }
});

test('another tenant’s task is 404 for poll and cancel, and absent from its history', async ({ server, site }) => {
  const ref = await server.admin.extractAsync({ url: `${site.url}/article`, schema: ARTICLE });
  const other = await server.admin.createKey({ name: 'other', scopes: ['read', 'write'], tenant: 'acme' });
  const acme = server.client(other.secret);
  for (const [method, path] of [
    ['GET', `/v1/tasks/${ref.id}`],
    ['POST', `/v1/tasks/${ref.id}/cancel`],
  ] as const) {
    const r = await acme.raw(method, path);
    expect(r.status, `${method} ${path}`).toBe(404);
    expect(r.body).toMatchObject({ code: 'not_found' });
  }
  expect((await acme.extractions()).items).toEqual([]);
  expect((await waitFinished(server.admin, ref.id)).status).toBe('completed');
});

test('a page that fails twice then succeeds completes on the third attempt, and history shows the retries', async ({ site }) => {
  const server = await startTestServer({ queueRetryBaseMs: 20, queueMaxAttempts: 3 });
  try {
    const ref = await server.admin.extractAsync({ url: `${site.url}/flaky?key=${Date.now()}&fail=2`, schema: ARTICLE });
    const task = await waitFinished(server.admin, ref.id);
    expect(task).toMatchObject({ status: 'completed', attempts: 3, async_retries: 2 });
    expect(task.last_retry_reason).toMatch(/^http_status: .*503/);
    const row = await server.admin.extraction(task.extraction_id!);
    expect(row).toMatchObject({ status: 'completed', attempts: 3, async_retries: 2, last_retry_reason: task.last_retry_reason });
  } finally {
    await server.close();
  }
});

test('retries stop at max attempts for retryable failures, and never start for final ones', async ({ site }) => {
  const server = await startTestServer({ queueRetryBaseMs: 20, queueMaxAttempts: 2 });
  try {
    const flaky = await server.admin.extractAsync({ url: `${site.url}/flaky?key=${Date.now()}&fail=5`, schema: ARTICLE });
    const missing = await server.admin.extractAsync({ url: `${site.url}/status/404`, schema: ARTICLE });
    const a = await waitFinished(server.admin, flaky.id);
    expect(a).toMatchObject({ status: 'failed', attempts: 2, async_retries: 1 });
    expect(a.failure).toMatchObject({ family: 'http_status', retryable: true });
    expect(a.error).toMatch(/503/);
    const b = await waitFinished(server.admin, missing.id);
    expect(b).toMatchObject({ status: 'failed', attempts: 1, async_retries: 0, last_retry_reason: null });
    expect(b.failure).toMatchObject({ family: 'http_status', retry_class: 'never', retryable: false });
  } finally {
    await server.close();
  }
});

test('backpressure: past the queue bound new async and batch work gets 429 with Retry-After', async ({ site }) => {
  const server = await startTestServer({ queueConcurrency: 1, queueMaxDepth: 2 });
  try {
    const c = server.admin;
    const a = await c.extractAsync({ url: `${site.url}/slow?ms=60000`, schema: ARTICLE });
    await c.extractAsync({ url: `${site.url}/slow?ms=60000`, schema: ARTICLE });
    const full = await c.raw('POST', '/v1/extract', { url: `${site.url}/article`, schema: ARTICLE, async: true });
    expect(full.status).toBe(429);
    expect(full.body).toMatchObject({ code: 'rate_limited', details: { queue_depth: 2, max_depth: 2 } });
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const batch = await c.raw('POST', '/v1/batch', { urls: [`${site.url}/article`], schema: ARTICLE });
    expect(batch.status).toBe(429);
    // Sync extraction is not queued work and still answers.
    expect((await c.extract({ url: `${site.url}/article`, schema: ARTICLE })).status).toBe('completed');
    // Room again once a task leaves the queue.
    await c.cancelTask(a.id);
    expect((await c.raw('POST', '/v1/batch', { urls: [`${site.url}/article`], schema: ARTICLE })).status).toBe(202);
  } finally {
    await server.close();
  }
});

test('quota counts queued work: a batch larger than what is left this month is refused', async ({ site }) => {
  const server = await startTestServer({ freeTierMonthly: 3 });
  try {
    const urls = [1, 2, 3, 4].map((i) => `${site.url}/item/thing-${i}`);
    const r = await server.admin.raw('POST', '/v1/batch', { urls, prompt: 'name' });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: 'quota_exceeded' });
    expect(r.headers.get('retry-after')).toBeTruthy();
    expect((await server.admin.raw('POST', '/v1/batch', { urls: urls.slice(0, 3), prompt: 'name' })).status).toBe(202);
    const more = await server.admin.raw('POST', '/v1/extract', { url: urls[3], prompt: 'name', async: true });
    expect(more.status).toBe(429);
  } finally {
    await server.close();
  }
});

test('a task running when the server stops is put back and finishes after a restart on the same folder', async ({ site }) => {
  const first = await startTestServer({ queueConcurrency: 1 });
  const ref = await first.admin.extractAsync({ url: `${site.url}/slow?ms=60000`, schema: ARTICLE });
  await waitStatus(first.admin, ref.id, 'running');
  const queued = await first.admin.extractAsync({ url: `${site.url}/article`, schema: ARTICLE });
  await first.close();

  const second = await startTestServer({ dataDir: first.dataDir, adminKey: first.adminKey, queueConcurrency: 2 });
  try {
    const q = await waitFinished(second.admin, queued.id);
    expect(q).toMatchObject({ status: 'completed', attempts: 1 });
    const t = await waitStatus(second.admin, ref.id, 'running');
    expect(t.attempts).toBe(2);
    expect(t.last_retry_reason).toMatch(/interrupted/);
    await second.admin.cancelTask(ref.id);
  } finally {
    await second.close();
  }
});

test('a history row left without its task, or behind its cancelled task, by a crash is brought in step at the next start', async ({ site }) => {
  const first = await startTestServer({ queueConcurrency: 1 });
  const running = await first.admin.extractAsync({ url: `${site.url}/slow?ms=60000`, schema: ARTICLE });
  await waitStatus(first.admin, running.id, 'running');
  const waiting = await first.admin.extractAsync({ url: `${site.url}/article`, schema: ARTICLE });
  const rowOf = async (id: string) => (await first.admin.task(id)).extraction_id as string;
  const [lostRow, cancelledRow] = [await rowOf(running.id), await rowOf(waiting.id)];
  await first.close();
  // What a process killed between the two writes leaves: one row whose task was never queued, and
  // a task cancelled whose row did not follow.
  const db = await openServerDatabase(first.dataDir);
  await db.run("UPDATE extractions SET status = 'running' WHERE id = ?", [lostRow]);
  await db.run('DELETE FROM tasks WHERE id = ?', [running.id]);
  await db.run("UPDATE tasks SET status = 'cancelled' WHERE id = ?", [waiting.id]);
  await db.close();

  const second = await startTestServer({ dataDir: first.dataDir, adminKey: first.adminKey });
  try {
    const lost = await second.admin.extraction(lostRow);
    expect(lost).toMatchObject({ status: 'failed', error: expect.stringMatching(/not queued/) });
    expect(lost.failure?.family).toBe('interrupted');
    expect((await second.admin.extraction(cancelledRow)).status).toBe('cancelled');
    expect((await second.admin.task(waiting.id)).status).toBe('cancelled');
  } finally {
    await second.close();
  }
});
