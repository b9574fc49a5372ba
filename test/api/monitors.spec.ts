/**
 * Monitors end to end on a real server: bounds and tenancy, runs on a schedule against a page that
 * changes between runs, field-level changes, signed webhooks checked by a receiver, retries of a
 * receiver that fails or hangs, a failing page, and delete.
 */
import type { Monitor, MonitorRun } from '../../server/contract/monitors';
import type { PluckClient } from '../../server/client/index';
import { PAGE_SCHEMA, startChangingPage, type ChangingPage } from '../support/changing-page';
import { test as base, expect, startTestServer, type TestServer } from '../support/server';
import { startWebhookReceiver, type Answer, type Received, type WebhookReceiver } from '../support/webhook-receiver';

const V1 = { price: '$19.99', stock: 'In stock', jobs: ['Backend Engineer', 'Designer'] };
// The price changes, the list is re-ordered, and one posting is new.
const V2 = { price: '$24.99', stock: 'In stock', jobs: ['Designer', 'Writer', 'Backend Engineer'] };

const test = base.extend<{ fast: TestServer; site: ChangingPage }>({
  fast: async ({}, use) => {
    const server = await startTestServer({ monitorMinIntervalSeconds: 1, webhookRetryBaseMs: 100, webhookTimeoutMs: 500 });
    await use(server);
    await server.close();
  },
  site: async ({}, use) => {
    const page = await startChangingPage([V1, V2]);
    await use(page);
    await page.close();
  },
});

async function waitRuns(c: PluckClient, id: string, n: number, timeout = 30_000): Promise<MonitorRun[]> {
  let runs: MonitorRun[] = [];
  await expect
    .poll(
      async () => {
        runs = (await c.monitorRuns(id)).items;
        return runs.filter((r) => r.status !== 'pending').length;
      },
      { timeout, message: `monitor ${id} to finish ${n} runs` },
    )
    .toBeGreaterThanOrEqual(n);
  return runs;
}

async function waitReceived(rx: WebhookReceiver, n: number, timeout = 30_000): Promise<Received[]> {
  await expect.poll(() => rx.received.length, { timeout, message: `${n} webhook requests` }).toBeGreaterThanOrEqual(n);
  return rx.received;
}

test('bad input is a 400 naming the field; unknown and other tenants’ monitors are 404', async ({ server, site: page }) => {
  const ok = { url: page.url, prompt: 'the price', interval_seconds: 3600 };
  const cases: [Record<string, unknown>, string][] = [
    [{ ...ok, interval_seconds: 30 }, 'interval_seconds'],
    [{ ...ok, interval_seconds: 31 * 24 * 3600 + 1 }, 'interval_seconds'],
    [{ ...ok, max_runs: 0 }, 'max_runs'],
    [{ ...ok, webhook_url: 'ftp://example.com/hook' }, 'webhook_url'],
    [{ ...ok, colour: 'red' }, 'colour'],
    [{ ...ok, url: 'not a url' }, 'url'],
  ];
  for (const [body, field] of cases) {
    const r = await server.admin.raw('POST', '/v1/monitor', body);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(JSON.stringify(r.body)).toContain(field);
    expect(r.body).toMatchObject({ code: 'invalid_request' });
  }
  expect((await server.admin.monitors()).items).toEqual([]);

  // The default lower bound is 60 s; the answer says the range.
  const low = await server.admin.raw('POST', '/v1/monitor', { ...ok, interval_seconds: 59 });
  expect(low.body).toMatchObject({ details: { field: 'interval_seconds', minimum: 60 } });

  const m = await server.admin.createMonitor(ok);
  expect(m).toMatchObject({ id: expect.stringMatching(/^mon_/), url: page.url, status: 'active', runs: 0, max_runs: null, webhook_url: null });
  expect(m.webhook_secret).toBeUndefined();
  expect((await server.admin.monitor(m.id)).id).toBe(m.id);

  const other = await server.admin.createKey({ name: 'acme', scopes: ['admin'], tenant: 'acme' });
  const acme = server.client(other.secret);
  expect((await acme.raw('GET', `/v1/monitors/${m.id}`)).status).toBe(404);
  expect((await acme.raw('GET', `/v1/monitors/${m.id}/deliveries`)).status).toBe(404);
  expect((await acme.raw('DELETE', `/v1/monitors/${m.id}`)).status).toBe(404);
  expect((await acme.monitors()).items).toEqual([]);
  expect((await server.admin.raw('GET', '/v1/monitors/mon_nope')).status).toBe(404);

  expect((await server.admin.raw('DELETE', `/v1/monitors/${m.id}`)).status).toBe(204);
  expect((await server.admin.raw('GET', `/v1/monitors/${m.id}`)).status).toBe(404);
});

test('webhook URLs obey the SSRF rules at creation', async ({ site: page }) => {
  const strict = await startTestServer({ allowPrivateNetwork: false });
  try {
    const r = await strict.admin.raw('POST', '/v1/monitor', {
      url: 'https://example.com/',
      prompt: 'the price',
      interval_seconds: 3600,
      webhook_url: `${page.url.replace('/product', '')}/hook`,
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_request', details: { field: 'webhook_url' } });
  } finally {
    await strict.close();
  }
});

test('runs on schedule, reports field-level changes in signed webhooks, retries a 500, and completes after max_runs', async ({ fast, site: page }) => {
  // The receiver fails the first delivery of run 2 on purpose.
  const rx = await startWebhookReceiver((r) => (r.event.run === 2 && !rx.received.some((x) => x.event.run === 2) ? 500 : 200));
  try {
    const created = await fast.admin.createMonitor({
      url: page.url,
      prompt: 'price, stock and job postings',
      schema: PAGE_SCHEMA,
      interval_seconds: 1,
      max_runs: 3,
      webhook_url: `${rx.url}/hook`,
    });
    expect(created.webhook_secret).toMatch(/^whsec_/);
    rx.secret = created.webhook_secret!;
    // Shown once: never again.
    expect(JSON.stringify(await fast.admin.monitor(created.id))).not.toContain(created.webhook_secret!);

    const runs = await waitRuns(fast.admin, created.id, 3);
    expect(runs.map((r) => r.run)).toEqual([3, 2, 1]);
    expect(runs.map((r) => r.status)).toEqual(['completed', 'completed', 'completed']);
    const [third, second, first] = runs;
    expect(first).toMatchObject({ changed: false, changes: [] });
    // Re-ordered jobs are no change; the new posting is one `added`; the price is one `changed`.
    expect(second.changed).toBe(true);
    expect(second.changes).toEqual([
      { path: '/price', op: 'changed', before: 19.99, after: 24.99 },
      { path: '/jobs/1', op: 'added', after: { title: 'Writer', url: expect.stringContaining('/jobs/writer'), location: 'Berlin' } },
    ]);
    expect(third).toMatchObject({ changed: false, changes: [] });

    // Completed after max_runs: no fourth run, no next slot.
    await expect.poll(async () => (await fast.admin.monitor(created.id)).status).toBe('completed');
    const done = await fast.admin.monitor(created.id);
    expect(done).toMatchObject({ runs: 3, next_run_at: null, last_status: 'completed', last_extraction_id: third.extraction_id });
    // Runs are tasks of the one queue, listed and polled like any other.
    expect(await fast.admin.task(third.task_id)).toMatchObject({ id: third.task_id, status: 'completed', extraction_id: third.extraction_id });
    const history = (await fast.admin.extractions({ monitor_id: created.id })).items;
    expect(history.map((h) => h.id).sort()).toEqual(runs.map((r) => r.extraction_id).sort());

    // Four requests: one per run, plus the retry of the 500. Every one is signed correctly.
    const got = await waitReceived(rx, 4);
    await expect.poll(async () => (await fast.admin.monitorDeliveries(created.id)).items.length).toBe(4);
    expect(got.every((r) => r.verified)).toBe(true);
    expect(got.map((r) => r.signature)).toEqual(got.map(() => expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/)));
    const second2 = got.filter((r) => r.event.run === 2);
    expect(second2).toHaveLength(2);
    expect(second2[0].eventId).toBe(second2[1].eventId);
    expect(second2[1].event).toMatchObject({
      type: 'monitor.run',
      id: second2[0].eventId,
      monitor_id: created.id,
      run: 2,
      extraction_id: second.extraction_id,
      status: 'completed',
      changed: true,
      changes: second.changes,
      data: { price: 24.99 },
    });
    expect(new Set(got.map((r) => r.eventId)).size).toBe(3);

    // Every attempt stored: the 500 with when the retry was due, then the 200.
    const attempts = (await fast.admin.monitorDeliveries(created.id)).items.filter((a) => a.event_id === second2[0].eventId);
    expect(attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [2, 200],
      [1, 500],
    ]);
    expect(attempts[1].next_attempt_at).toEqual(expect.any(String));
    expect(attempts[1].error).toContain('500');
    expect(attempts[0].next_attempt_at).toBeNull();
  } finally {
    await rx.close();
  }
});

test('a page that fails gives a failed run and a webhook with status failed and its failure object', async ({ fast, site: page }) => {
  const rx = await startWebhookReceiver();
  try {
    const m = await fast.admin.createMonitor({
      url: page.url.replace('/product', '/broken'),
      prompt: 'the price',
      interval_seconds: 3600,
      webhook_url: rx.url,
    });
    rx.secret = m.webhook_secret!;
    const [run] = await waitRuns(fast.admin, m.id, 1);
    expect(run.status).toBe('failed');
    const [hook] = await waitReceived(rx, 1);
    expect(hook.verified).toBe(true);
    expect(hook.event).toMatchObject({
      status: 'failed',
      run: 1,
      changed: false,
      changes: [],
      failure: { family: expect.any(String), retry_class: expect.any(String) },
    });
    expect(await fast.admin.extraction(run.extraction_id)).toMatchObject({ status: 'failed', monitor_id: m.id });
    expect((await fast.admin.monitor(m.id)).last_status).toBe('failed');
  } finally {
    await rx.close();
  }
});

test('a receiver that hangs past the timeout is retried and never blocks another monitor’s deliveries', async ({ fast, site: page }) => {
  const slow = await startWebhookReceiver((): Answer => 'hang');
  const quick = await startWebhookReceiver();
  try {
    const a = await fast.admin.createMonitor({ url: page.url, prompt: 'the price', interval_seconds: 3600, webhook_url: slow.url });
    slow.secret = a.webhook_secret!;
    await waitReceived(slow, 1);
    // While the first receiver holds its request, the other monitor's webhook goes out.
    const b = await fast.admin.createMonitor({ url: page.url, prompt: 'the price', interval_seconds: 3600, webhook_url: quick.url });
    quick.secret = b.webhook_secret!;
    await waitReceived(quick, 1);
    // The hung attempt times out and is retried.
    await waitReceived(slow, 2);
    await expect.poll(async () => (await fast.admin.monitorDeliveries(a.id)).items.some((x) => /timed out/.test(x.error ?? ''))).toBe(true);
    const attempt = (await fast.admin.monitorDeliveries(a.id)).items.find((x) => x.attempt === 1)!;
    expect(attempt).toMatchObject({ status_code: null, next_attempt_at: expect.any(String) });
  } finally {
    await slow.close();
    await quick.close();
  }
});

test('nothing runs after delete', async ({ fast, site: page }) => {
  const m: Monitor = await fast.admin.createMonitor({ url: page.url, prompt: 'the price', interval_seconds: 1 });
  await waitRuns(fast.admin, m.id, 1);
  await fast.admin.deleteMonitor(m.id);
  const after = (await fast.admin.extractions({ monitor_id: m.id })).items.length;
  // Another monitor running twice proves the scheduler ticked past the deleted one's next slot.
  const other = await fast.admin.createMonitor({ url: page.url, prompt: 'the price', interval_seconds: 1 });
  await waitRuns(fast.admin, other.id, 2);
  const rows = (await fast.admin.extractions({ monitor_id: m.id })).items;
  expect(rows.length).toBe(after);
  expect(rows.every((r) => ['completed', 'cancelled'].includes(r.status))).toBe(true);
});
