/**
 * Async work through the CLI: extract --async/--wait, batch with its progress, tasks get/wait/cancel,
 * and visual extraction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { expect, startTestServer, tempDir, test } from '../support/server';
import { runAgainst } from './run-cli';

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site?.close();
});

test('extract --async prints the task; tasks get and wait follow it', async ({ server }) => {
  const queued = await runAgainst(server, server.adminKey, ['extract', `${site.url}/item/blue-kettle`, '--prompt', 'name and price', '--async', '--json']);
  expect(queued.code, queued.stderr).toBe(0);
  const ref = queued.json();
  expect(ref).toMatchObject({ id: expect.stringMatching(/^tsk_/), poll: `/v1/tasks/${ref.id}` });

  const human = await runAgainst(server, server.adminKey, ['extract', `${site.url}/item/x`, '--prompt', 'name', '--async']);
  expect(human.stdout).toMatch(/Queued task tsk_\S+/);
  expect(human.stdout).toContain('pluck tasks wait');

  const waited = await runAgainst(server, server.adminKey, ['tasks', 'wait', ref.id]);
  expect(waited.code, waited.stderr).toBe(0);
  expect(waited.stdout).toMatch(/Status:\s+completed/);
  expect(waited.stdout).toContain('"name": "Blue Kettle"');

  const got = await runAgainst(server, server.adminKey, ['tasks', 'get', ref.id, '--json']);
  expect(got.json()).toEqual(await server.admin.task(ref.id));
});

test('extract --wait waits for the task and prints it as the API does', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['extract', `${site.url}/item/red-kettle`, '--prompt', 'name', '--wait', '--json']);
  expect(r.code, r.stderr).toBe(0);
  const task = r.json();
  expect(task).toMatchObject({ id: expect.stringMatching(/^tsk_/), status: 'completed', data: { name: 'Red Kettle' } });
  expect(task).toEqual(await server.admin.task(task.id));
  expect(r.stderr).toContain('extract: 1/1 done');
});

test('batch queues one task per URL; --wait shows progress and prints every task', async ({ server }) => {
  const urls = ['a-cup', 'b-cup', 'c-cup'].map((s) => `${site.url}/item/${s}`);
  const file = path.join(tempDir(), 'urls.txt');
  fs.writeFileSync(file, `# products\n${urls[0]}\n\n${urls[1]}\n`);

  const queued = await runAgainst(server, server.adminKey, ['batch', '--urls-file', file, urls[2], '--prompt', 'name', '--json']);
  expect(queued.code, queued.stderr).toBe(0);
  expect(queued.json().tasks).toHaveLength(3);

  const human = await runAgainst(server, server.adminKey, ['batch', ...urls, '--prompt', 'name', '--wait']);
  expect(human.code, human.stderr).toBe(0);
  // stderr is a pipe here, so progress comes as plain lines, the last one complete.
  expect(human.stderr).toMatch(/^batch: \d\/3 done/m);
  expect(human.stderr).toContain('batch: 3/3 done (completed 3)');
  for (const u of urls) expect(human.stdout).toContain(u);
  expect(human.stdout).toContain('TASK');

  const json = await runAgainst(server, server.adminKey, [
    'batch',
    ...urls,
    '--schema',
    '{"type":"object","properties":{"name":{"type":"string"}}}',
    '--wait',
    '--json',
  ]);
  expect(json.code, json.stderr).toBe(0);
  const { tasks } = json.json();
  expect(tasks.map((t: { url: string }) => t.url)).toEqual(urls);
  expect(tasks.map((t: { data: { name: string } }) => t.data.name)).toEqual(['A Cup', 'B Cup', 'C Cup']);
  for (const t of tasks) expect(t).toEqual(await server.admin.task(t.id));

  const stdin = await runAgainst(server, server.adminKey, ['batch', '--urls-file', '-', '--prompt', 'name', '--json'], { input: urls.join('\n') });
  expect(stdin.json().tasks).toHaveLength(3);
});

test('tasks cancel stops a running task; waiting on it then exits 1', async ({ server }) => {
  const { tasks } = await server.admin.batch({ urls: [`${site.url}/slow?ms=60000`], prompt: 'title' });
  const id = tasks[0].id;
  const cancelled = await runAgainst(server, server.adminKey, ['tasks', 'cancel', id]);
  expect(cancelled.code, cancelled.stderr).toBe(0);
  expect(cancelled.stdout).toContain(`Task ${id} is cancelled.`);

  const waited = await runAgainst(server, server.adminKey, ['tasks', 'wait', id, '--json']);
  expect(waited.code).toBe(1);
  expect(waited.json()).toMatchObject({ id, status: 'cancelled' });
});

test('a batch with a failing URL exits 1 after waiting, with every task printed', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['batch', `${site.url}/item/ok`, `${site.url}/status/404`, '--prompt', 'name', '--wait', '--json']);
  expect(r.code).toBe(1);
  const { tasks } = r.json();
  expect(tasks.map((t: { status: string }) => t.status).sort()).toEqual(['completed', 'failed']);
  expect(r.stderr).toContain('batch: 2/2 done');
});

test('batch without URLs is a usage error', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['batch', '--prompt', 'name']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('--urls-file');
});

test('visual on a server without a browser exits 6 with the API code', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['visual', `${site.url}/item/x`, '--instruction', 'label the price', '--json']);
  expect(r.code).toBe(6);
  expect(JSON.parse(r.stderr).code).toMatch(/browser_unavailable|not_implemented/);
});

test('visual: a summary for people, the API body with --json, and the labeled image as an artifact', async () => {
  test.skip(!fs.existsSync(process.env.PLUCK_TEST_CHROMIUM ?? '/usr/bin/chromium'), 'no Chromium on this machine');
  const server = await startTestServer({ engine: 'browser' });
  try {
    const human = await runAgainst(server, server.adminKey, ['visual', `${site.url}/item/lamp`, '-i', 'label the price']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(/Status:\s+completed/);
    expect(human.stdout).toContain('LABEL');

    const json = await runAgainst(server, server.adminKey, ['visual', `${site.url}/item/lamp`, '-i', 'label the price', '--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(json.json()).toMatchObject({ id: expect.stringMatching(/^ext_/), data: { elements: expect.any(Array) } });

    const rows = await server.admin.extractions({ mode: 'visual' });
    const out = path.join(tempDir(), 'labeled.png');
    const art = await runAgainst(server, server.adminKey, ['extractions', 'artifact', rows.items[0].id, '--kind', 'visual-image', '-o', out]);
    expect(art.code, art.stderr).toBe(0);
    expect(fs.readFileSync(out).subarray(1, 4).toString()).toBe('PNG');
  } finally {
    await server.close();
  }
});

test('visual: the README example selects the price, and a run that finds nothing prints why', async () => {
  test.skip(!fs.existsSync(process.env.PLUCK_TEST_CHROMIUM ?? '/usr/bin/chromium'), 'no Chromium on this machine');
  const server = await startTestServer({ engine: 'browser' });
  try {
    const found = await runAgainst(server, server.adminKey, ['visual', `${site.url}/visual/product`, '-i', 'label the prices']);
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toMatch(/Status:\s+completed/);
    expect(found.stdout).toMatch(/Elements:\s+\d+ \(1 selected\)/);
    expect(found.stdout).toMatch(/^\*2\s.*\$79\.00/m);
    expect(found.stdout).not.toContain('Why:');

    const missed = await runAgainst(server, server.adminKey, ['visual', `${site.url}/visual/product`, '-i', 'the author']);
    expect(missed.code, missed.stderr).toBe(0);
    expect(missed.stdout).toMatch(/Status:\s+partial/);
    expect(missed.stdout).toMatch(/\(0 selected\)/);
    expect(missed.stdout).toMatch(/Why:\s+No element looks like "author"; closest: /);
  } finally {
    await server.close();
  }
});
