import type { Task } from '../../server/contract/extract';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { test as base, expect, startTestServer } from '../support/server';
import { waitFinished, waitStatus } from '../support/tasks';

const test = base.extend<{ site: FixtureSite }>({
  site: async ({}, use) => {
    const site = await startFixtureSite();
    await use(site);
    await site.close();
  },
});

test('GET /v1/tasks lists the tenant’s tasks newest first, with batch ids and history row ids', async ({ server, site }) => {
  const single = await server.admin.extractAsync({ url: `${site.url}/article`, prompt: 'title' });
  const r = await server.admin.raw('POST', '/v1/batch', {
    urls: [`${site.url}/item/widget-1`, `${site.url}/item/widget-2`],
    prompt: 'the product name and price',
  });
  expect(r.status).toBe(202);
  const batch = r.body as { batch_id: string; tasks: { id: string }[] };
  expect(batch.batch_id).toMatch(/^bat_/);
  for (const t of [single, ...batch.tasks]) await waitFinished(server.admin, t.id);

  const all = await server.admin.tasks();
  expect(all.next_cursor).toBeNull();
  // Newest first: the batch's tasks (created in one go, so in any order among themselves), then the single task.
  expect(
    all.items
      .map((t) => t.id)
      .slice(0, 2)
      .sort(),
  ).toEqual(batch.tasks.map((t) => t.id).sort());
  expect(all.items[2].id).toBe(single.id);
  const history = (await server.admin.extractions()).items;
  for (const t of all.items) {
    expect(t.status).toBe('completed');
    expect(history.find((h) => h.id === t.extraction_id)?.task_id).toBe(t.id);
  }
  expect(all.items.find((t) => t.id === single.id)?.batch_id).toBeNull();

  const ofBatch = await server.admin.tasks({ batch: batch.batch_id });
  expect(ofBatch.items.map((t) => t.id).sort()).toEqual(batch.tasks.map((t) => t.id).sort());
  expect(ofBatch.items.every((t) => t.batch_id === batch.batch_id)).toBe(true);
  expect((await server.admin.tasks({ batch: 'bat_unknown' })).items).toEqual([]);
  expect((await server.admin.tasks({ since_hours: 1 })).items).toHaveLength(3);
});

test('GET /v1/tasks pages with an opaque cursor and filters by status', async ({ site }) => {
  const server = await startTestServer({ queueConcurrency: 1 });
  try {
    const c = server.admin;
    const slow = await c.extractAsync({ url: `${site.url}/slow?ms=60000`, prompt: 'title' });
    await waitStatus(c, slow.id, 'running');
    const queued = [];
    for (let i = 0; i < 3; i++) queued.push(await c.extractAsync({ url: `${site.url}/article`, prompt: 'title' }));

    expect((await c.tasks({ status: 'running' })).items.map((t) => t.id)).toEqual([slow.id]);
    expect((await c.tasks({ status: 'pending' })).items.map((t) => t.id).sort()).toEqual(queued.map((t) => t.id).sort());

    const seen: Task[] = [];
    let page = await c.tasks({ limit: 3 });
    seen.push(...page.items);
    expect(page.items).toHaveLength(3);
    expect(page.next_cursor).toEqual(expect.any(String));
    page = await c.tasks({ limit: 3, cursor: page.next_cursor! });
    seen.push(...page.items);
    expect(page.next_cursor).toBeNull();
    expect(seen.map((t) => t.id).sort()).toEqual([slow.id, ...queued.map((t) => t.id)].sort());
    expect(seen[seen.length - 1].id).toBe(slow.id);
    await c.cancelTask(slow.id);
  } finally {
    await server.close();
  }
});

test('GET /v1/tasks: bad filters are a 400 naming the field; other tenants see none of the tasks', async ({ server, site }) => {
  await server.admin.extractAsync({ url: `${site.url}/article`, prompt: 'title' });
  for (const [query, field] of [
    ['status=done', 'status'],
    ['since_hours=-1', 'since_hours'],
    ['limit=501', 'limit'],
    ['cursor=nonsense', 'cursor'],
    ['colour=red', 'colour'],
  ]) {
    const r = await server.admin.raw('GET', `/v1/tasks?${query}`);
    expect(r.status, query).toBe(400);
    expect(r.body, query).toMatchObject({ code: 'invalid_request', details: { field } });
  }
  const other = await server.admin.createKey({ name: 'acme', scopes: ['read'], tenant: 'acme' });
  expect((await server.client(other.secret).tasks()).items).toEqual([]);
  const writer = await server.admin.createKey({ name: 'w', scopes: ['write'] });
  expect((await server.client(writer.secret).raw('GET', '/v1/tasks')).status).toBe(403);
});
