/**
 * Extraction through the CLI against the fixture site: sync extract, history, stored results and
 * artifacts — human and --json output, and exit 3 for ids that do not exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { expect, startTestServer, tempDir, test } from '../support/server';
import { runAgainst } from './run-cli';

const PRODUCT = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name', 'price'] };

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site?.close();
});

test('extract with an inline schema: a summary and the data; --json is the API body', async ({ server }) => {
  const url = `${site.url}/item/blue-kettle`;
  const human = await runAgainst(server, server.adminKey, ['extract', url, '--schema', JSON.stringify(PRODUCT)]);
  expect(human.code, human.stderr).toBe(0);
  expect(human.stdout).toMatch(/Status:\s+completed/);
  expect(human.stdout).toMatch(/Completeness:\s+100%/);
  expect(human.stdout).toContain('"name": "Blue Kettle"');
  expect(human.stdout).toContain('"price": 10');

  const json = await runAgainst(server, server.adminKey, ['extract', `${site.url}/item/red-kettle`, '--schema', JSON.stringify(PRODUCT), '--json']);
  expect(json.code, json.stderr).toBe(0);
  const body = json.json();
  expect(body).toMatchObject({ status: 'completed', data: { name: 'Red Kettle', price: 10 }, metadata: { pages: 1 } });
  expect(typeof body.free_tier_remaining).toBe('number');
  expect(Object.keys(body).sort()).toEqual(['data', 'free_tier_remaining', 'id', 'metadata', 'status']);
});

test('extract --evidence: the data, then where each value was read', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['extract', `${site.url}/product/plain`, '--schema', JSON.stringify(PRODUCT), '--evidence']);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toMatch(/VALUE\s+SOURCE\s+SELECTOR\s+TEXT/);
  expect(r.stdout).toMatch(/\/name\s+dom\s+html > body > div\.content > h1\s+Northwind ProDesk 27" 4K Monitor/);
  expect(r.stdout).toMatch(/\/price\s+dom\s+.*Our price: \$1,299\.00/);
});

test('a partial result exits 7 (sync, --json and --wait), a completed one 0; the help says so', async ({ server }) => {
  const args = ['extract', `${site.url}/news`, '--prompt', 'the product name and price'];
  const human = await runAgainst(server, server.adminKey, args);
  expect(human.code, human.stderr).toBe(7);
  expect(human.stdout).toMatch(/Status:\s+partial/);
  const json = await runAgainst(server, server.adminKey, [...args, '--json']);
  expect(json.code).toBe(7);
  expect(json.json()).toMatchObject({ status: 'partial', metadata: { completeness: 0, missing: ['/name', '/price'] } });
  const waited = await runAgainst(server, server.adminKey, [...args, '--wait', '--json']);
  expect(waited.code).toBe(7);
  expect(waited.json().status).toBe('partial');
  const batch = await runAgainst(server, server.adminKey, [
    'batch',
    `${site.url}/news`,
    `${site.url}/item/blue-kettle`,
    '--prompt',
    'the product name and price',
    '--wait',
    '--json',
  ]);
  expect(batch.code).toBe(7);
  const completed = await runAgainst(server, server.adminKey, ['extract', `${site.url}/item/blue-kettle`, '--prompt', 'the product name and price', '--json']);
  expect(completed.code, completed.stderr).toBe(0);
  expect(completed.json().status).toBe('completed');
  const help = (await runAgainst(server, server.adminKey, ['extract', '--help'])).stdout.replace(/\s+/g, ' ');
  expect(help).toContain('7 for a partial one');
  expect(help).toContain('the schema fixes the shape and the prompt guides');
});

test('the page is the argument or --url (--server is the API); neither or both is a usage error', async ({ server }) => {
  const url = `${site.url}/item/blue-kettle`;
  const byFlag = await runAgainst(server, server.adminKey, ['extract', '--url', url, '--schema', JSON.stringify(PRODUCT), '--json']);
  expect(byFlag.code, byFlag.stderr).toBe(0);
  expect(byFlag.json()).toMatchObject({ status: 'completed', data: { name: 'Blue Kettle', price: 10 } });
  expect((await server.admin.extractions()).items[0].url).toBe(url);

  const both = await runAgainst(server, server.adminKey, ['extract', url, '--url', url, '--prompt', 'price']);
  expect(both.code).toBe(2);
  expect(both.stderr).toContain('not both');

  const neither = await runAgainst(server, server.adminKey, ['extract', '--prompt', 'price']);
  expect(neither.code).toBe(2);
  expect(neither.stderr).toContain('Give the page to work on as the argument or with --url');
  expect((await server.admin.extractions()).items).toHaveLength(1);
});

test('extract with a schema file and with a prompt', async ({ server }) => {
  const file = path.join(tempDir(), 'product.json');
  fs.writeFileSync(file, JSON.stringify(PRODUCT));
  const fromFile = await runAgainst(server, server.adminKey, ['extract', `${site.url}/item/green-pot`, '--schema', file, '--json']);
  expect(fromFile.code, fromFile.stderr).toBe(0);
  expect(fromFile.json().data).toMatchObject({ name: 'Green Pot', price: 10 });

  const fromPrompt = await runAgainst(server, server.adminKey, ['extract', `${site.url}/article`, '--prompt', 'the title', '--json']);
  expect(fromPrompt.code, fromPrompt.stderr).toBe(0);
  expect(['completed', 'partial']).toContain(fromPrompt.json().status);
});

test('--wait-for on an HTTP-only server is refused by the API (exit 2)', async ({ server }) => {
  // --wait-for needs the browser path; this server is HTTP-only, so the API refuses it (exit 2, its message).
  const r = await runAgainst(server, server.adminKey, ['extract', `${site.url}/item/x`, '--prompt', 'name', '--wait-for', '#main']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('Error [invalid_request]');
  expect(r.stderr).toMatch(/waitFor|browser/);
  // --screenshot asks for the browser path too.
  const shot = await runAgainst(server, server.adminKey, ['extract', `${site.url}/item/x`, '--prompt', 'name', '--screenshot']);
  expect(shot.code).toBe(2);
  expect(shot.stderr).toContain('"options.screenshot" needs browser-backed extraction');
});

test('a failing page exits with the API code: upstream errors are 6', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['extract', `${site.url}/status/500`, '--prompt', 'title', '--json']);
  expect(r.code).toBe(6);
  expect(r.stdout).toBe('');
  expect(JSON.parse(r.stderr).code).toMatch(/upstream_failed|timeout/);
});

test('extractions list, get and result show what ran; --json is the API body', async ({ server }) => {
  const done = await server.admin.extract({ url: `${site.url}/item/teal-cup`, schema: PRODUCT });
  await server.admin.extract({ url: `${site.url}/status/404`, prompt: 'title' }).catch(() => undefined);

  const list = await runAgainst(server, server.adminKey, ['extractions', 'list']);
  expect(list.code, list.stderr).toBe(0);
  expect(list.stdout).toContain(done.id);
  expect(list.stdout).toContain('STATUS');

  const failed = await runAgainst(server, server.adminKey, ['extractions', 'list', '--status', 'failed', '--json']);
  expect(failed.code).toBe(0);
  expect(failed.json()).toEqual(await server.admin.extractions({ status: 'failed' }));
  expect(failed.json().items.length).toBe(1);
  expect(failed.json().items[0].failure).toMatchObject({ family: expect.any(String) });

  const filtered = await runAgainst(server, server.adminKey, [
    'extractions',
    'list',
    '--status',
    'failed',
    '--failure-family',
    failed.json().items[0].failure.family,
    '--retry-class',
    failed.json().items[0].failure.retry_class,
    '--mode',
    'extract',
    '--since-hours',
    '1.5',
    '--limit',
    '10',
    '--json',
  ]);
  expect(filtered.code, filtered.stderr).toBe(0);
  expect(filtered.json().items.map((r: { id: string }) => r.id)).toEqual(failed.json().items.map((r: { id: string }) => r.id));

  const none = await runAgainst(server, server.adminKey, ['extractions', 'list', '--monitor-id', 'mon_none']);
  expect(none.stdout).toContain('No extractions match.');

  const all = await runAgainst(server, server.adminKey, ['extractions', 'list', '--limit', '1', '--all', '--json']);
  expect(all.json()).toMatchObject({ next_cursor: null });
  expect(all.json().items.length).toBe(2);

  const paged = await runAgainst(server, server.adminKey, ['extractions', 'list', '--limit', '1']);
  expect(paged.stderr).toContain('--cursor');

  const get = await runAgainst(server, server.adminKey, ['extractions', 'get', done.id]);
  expect(get.code).toBe(0);
  expect(get.stdout).toMatch(/Status:\s+completed/);
  expect(get.stdout).toContain(`${site.url}/item/teal-cup`);

  const result = await runAgainst(server, server.adminKey, ['extractions', 'result', done.id]);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('"name": "Teal Cup"');
  const resultJson = await runAgainst(server, server.adminKey, ['extractions', 'result', done.id, '--json']);
  expect(resultJson.json()).toEqual(await server.admin.extractionResult(done.id));
});

test('unknown ids exit 3 with the API code and message', async ({ server }) => {
  for (const args of [
    ['extractions', 'get', 'ext_nope'],
    ['extractions', 'result', 'ext_nope'],
    ['extractions', 'artifact', 'ext_nope', '--kind', 'screenshot', '-o', path.join(tempDir(), 'x.png')],
    ['tasks', 'get', 'tsk_nope'],
    ['tasks', 'cancel', 'tsk_nope'],
    ['tasks', 'wait', 'tsk_nope'],
  ]) {
    const r = await runAgainst(server, server.adminKey, args);
    expect(r.code, args.join(' ')).toBe(3);
    expect(r.stderr, args.join(' ')).toContain('Error [not_found]');
    const j = await runAgainst(server, server.adminKey, [...args, '--json']);
    expect(j.code).toBe(3);
    expect(JSON.parse(j.stderr)).toMatchObject({ code: 'not_found', error: expect.any(String) });
  }
});

test('a run without a retained screenshot: artifact exits 3', async ({ server }) => {
  const done = await server.admin.extract({ url: `${site.url}/item/plain`, prompt: 'name' });
  const out = path.join(tempDir(), 'shot.png');
  const r = await runAgainst(server, server.adminKey, ['extractions', 'artifact', done.id, '--kind', 'screenshot', '-o', out]);
  expect(r.code).toBe(3);
  expect(fs.existsSync(out)).toBe(false);
});

test('artifact downloads the evidence screenshot of a browser run', async () => {
  test.skip(!fs.existsSync(process.env.PLUCK_TEST_CHROMIUM ?? '/usr/bin/chromium'), 'no Chromium on this machine');
  const server = await startTestServer({ engine: 'browser', evidenceScreenshots: 'always' });
  try {
    const done = await server.admin.extract({ url: `${site.url}/item/lamp`, prompt: 'name' });
    const out = path.join(tempDir(), 'shot.png');
    const r = await runAgainst(server, server.adminKey, ['extractions', 'artifact', done.id, '--kind', 'screenshot', '-o', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Saved the screenshot of ${done.id} to ${out}`);
    expect(fs.readFileSync(out).subarray(1, 4).toString()).toBe('PNG');

    const json = await runAgainst(server, server.adminKey, ['extractions', 'artifact', done.id, '-o', out, '--json']);
    expect(json.json()).toEqual({ id: done.id, kind: 'screenshot', file: out, bytes: fs.statSync(out).size });

    const piped = await runAgainst(server, server.adminKey, ['extractions', 'artifact', done.id, '-o', '-']);
    expect(piped.code).toBe(0);
    expect(piped.stdout.slice(1, 4)).toBe('PNG');
  } finally {
    await server.close();
  }
});

test('artifact downloads from a server whose data folder is under a dot-folder (the default ~/.pluck)', async () => {
  test.skip(!fs.existsSync(process.env.PLUCK_TEST_CHROMIUM ?? '/usr/bin/chromium'), 'no Chromium on this machine');
  const server = await startTestServer({ engine: 'browser', evidenceScreenshots: 'always', dataDir: path.join(tempDir(), '.pluck', 'data') });
  try {
    const done = await server.admin.extract({ url: `${site.url}/item/lamp`, prompt: 'name' });
    const out = path.join(tempDir(), 'file.png');
    const r = await runAgainst(server, server.adminKey, ['extractions', 'artifact', done.id, '-o', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Saved the screenshot of ${done.id} to ${out}`);
    expect(fs.readFileSync(out).subarray(1, 4).toString()).toBe('PNG');
  } finally {
    await server.close();
  }
});
