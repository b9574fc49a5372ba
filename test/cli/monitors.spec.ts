/**
 * `pluck monitors …` and `pluck webhooks verify` against a real server, a page that changes
 * between runs and a webhook receiver whose saved request the CLI verifies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SCHEMA, startChangingPage, type ChangingPage } from '../support/changing-page';
import { test as base, expect, startTestServer, tempDir, type TestServer } from '../support/server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { runAgainst, runCli } from './run-cli';

const test = base.extend<{ fast: TestServer; site: ChangingPage; rx: WebhookReceiver }>({
  fast: async ({}, use) => {
    const server = await startTestServer({ monitorMinIntervalSeconds: 1 });
    await use(server);
    await server.close();
  },
  site: async ({}, use) => {
    const page = await startChangingPage([
      { price: '$19.99', stock: 'In stock', jobs: ['Backend Engineer', 'Designer'] },
      { price: '$24.99', stock: 'In stock', jobs: ['Designer', 'Writer', 'Backend Engineer'] },
    ]);
    await use(page);
    await page.close();
  },
  rx: async ({}, use) => {
    const rx = await startWebhookReceiver();
    await use(rx);
    await rx.close();
  },
});

test('create, list, get with changes, deliveries, verify a saved request, rm', async ({ fast, site, rx }) => {
  const create = await runAgainst(fast, fast.adminKey, [
    'monitors',
    'create',
    site.url,
    '--prompt',
    'price, stock and jobs',
    '--every',
    '1s',
    '--max-runs',
    '2',
    '--webhook',
    rx.url,
    '--schema',
    JSON.stringify(PAGE_SCHEMA),
  ]);
  expect(create.code, create.stderr).toBe(0);
  const id = /mon_[\w-]+/.exec(create.stdout)![0];
  const secret = /whsec_[\w-]+/.exec(create.stdout)![0];
  expect(create.stdout).toContain('shown this once');
  rx.secret = secret;

  await expect.poll(async () => (await fast.admin.monitor(id)).status, { timeout: 30_000 }).toBe('completed');
  const list = await runAgainst(fast, fast.adminKey, ['monitors', 'list']);
  expect(list.stdout).toMatch(new RegExp(`${id}\\s+1s\\s+completed\\s+2\\s+completed`));

  const get = await runAgainst(fast, fast.adminKey, ['monitors', 'get', id]);
  expect(get.code, get.stderr).toBe(0);
  expect(get.stdout).toContain('Run 2  completed');
  expect(get.stdout).toContain('~ /price: 19.99 → 24.99');
  expect(get.stdout).toMatch(/\+ \/jobs\/1: .*Writer/);
  expect(get.stdout).toMatch(/Run 1  completed.*\n  \(no changes\)/);

  await expect.poll(() => rx.received.length, { timeout: 30_000 }).toBe(2);
  await expect.poll(async () => (await fast.admin.monitorDeliveries(id)).items.length).toBe(2);
  const deliveries = await runAgainst(fast, fast.adminKey, ['monitors', 'deliveries', id]);
  expect(deliveries.stdout).toMatch(new RegExp(`${rx.received[1].eventId}\\s+1\\s+200`));

  // The request as the receiver got it, saved raw; verified, then refused with a wrong secret or a changed body.
  const got = rx.received[1];
  const raw = `POST / HTTP/1.1\r\nContent-Type: application/json\r\nPluck-Signature: ${got.signature}\r\nPluck-Event-Id: ${got.eventId}\r\n\r\n${got.body}`;
  const dir = tempDir();
  const file = path.join(dir, 'request.txt');
  fs.writeFileSync(file, raw);
  const ok = await runCli(['webhooks', 'verify', file, '--secret', secret]);
  expect(ok.code, ok.stderr).toBe(0);
  expect(ok.stdout).toContain(`Signature valid: event ${got.eventId}`);
  const wrong = await runCli(['webhooks', 'verify', file, '--secret', 'whsec_wrong']);
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toContain('NOT valid');
  fs.writeFileSync(file, raw.replace('24.99', '1.99'));
  expect((await runCli(['webhooks', 'verify', file, '--secret', secret])).code).toBe(1);
  const stdin = await runCli(['webhooks', 'verify', '-', '--secret', secret, '--json'], { input: raw });
  expect(stdin.json()).toMatchObject({ valid: true, event_id: got.eventId });

  const rm = await runAgainst(fast, fast.adminKey, ['monitors', 'rm', id]);
  expect(rm.stdout).toContain(`Monitor ${id} is deleted.`);
  expect((await runAgainst(fast, fast.adminKey, ['monitors', 'get', id])).code).toBe(3);
});

test('a bad interval is a usage error; an interval below the server bound is a 400 naming the field', async ({ fast, site }) => {
  const bad = await runAgainst(fast, fast.adminKey, ['monitors', 'create', site.url, '--prompt', 'x', '--every', 'often']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--every');
  const strict = await startTestServer();
  try {
    const low = await runAgainst(strict, strict.adminKey, ['monitors', 'create', site.url, '--prompt', 'x', '--every', '30s']);
    expect(low.code).toBe(2);
    expect(low.stderr).toContain('interval_seconds');
  } finally {
    await strict.close();
  }
});
