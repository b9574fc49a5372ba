/**
 * Getting back to things: revoking a key, and listing tasks and batches after the fact.
 */
import { startFixtureSite, type FixtureSite } from '../site/server';
import { test as base, expect } from '../support/server';
import { waitFinished } from '../support/tasks';
import { runAgainst } from './run-cli';

const test = base.extend<{ site: FixtureSite }>({
  site: async ({}, use) => {
    const site = await startFixtureSite();
    await use(site);
    await site.close();
  },
});

test('keys revoke: the key is refused at once and keys list shows when it was revoked', async ({ server }) => {
  const key = await server.admin.createKey({ name: 'ci-bot', scopes: ['read'] });
  const r = await runAgainst(server, server.adminKey, ['keys', 'revoke', key.id]);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toContain(`Key ${key.id} is revoked.`);
  expect((await server.client(key.secret).raw('GET', '/v1/usage')).status).toBe(401);

  const list = await runAgainst(server, server.adminKey, ['keys', 'list']);
  expect(list.stdout).toContain('REVOKED');
  const line = list.stdout.split('\n').find((l) => l.startsWith(key.id));
  expect(line).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ\s*$/);
  // The refusal names the moment in the CLI's time format; --json keeps the API's ISO text.
  const refused = await runAgainst(server, key.secret, ['usage']);
  expect(refused.stderr).toMatch(/^Error \[unauthorized\]: This API key was revoked at \d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/m);
  expect(JSON.parse((await runAgainst(server, key.secret, ['usage', '--json'])).stderr).error).toMatch(/revoked at \d{4}-\d\d-\d\dT/);

  const unknown = await runAgainst(server, server.adminKey, ['keys', 'revoke', 'key_nope']);
  expect(unknown.code).toBe(3);
  expect(unknown.stderr).toContain('not_found');
});

test('keys revoke refuses the last admin key (exit 1, conflict) and says what to do', async ({ server }) => {
  const own = (await server.admin.listKeys()).items[0];
  const r = await runAgainst(server, server.adminKey, ['keys', 'revoke', own.id]);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain('conflict');
  expect(r.stderr).toContain('create another admin key');
  expect((await server.admin.raw('GET', '/v1/usage')).status).toBe(200);
});

test('tasks list: a table with status, URL, batch and history row, filtered by batch; --json is the API body', async ({ server, site }) => {
  const batch = await runAgainst(server, server.adminKey, [
    'batch',
    `${site.url}/item/widget-1`,
    `${site.url}/item/widget-2`,
    '--prompt',
    'the product name and price',
  ]);
  expect(batch.code, batch.stderr).toBe(0);
  const batchId = /Batch (bat_\S+):/.exec(batch.stderr)?.[1];
  expect(batchId).toBeTruthy();
  const single = await server.admin.extractAsync({ url: `${site.url}/article`, prompt: 'title' });
  const all = (await server.admin.tasks()).items;
  for (const t of all) await waitFinished(server.admin, t.id);

  const human = await runAgainst(server, server.adminKey, ['tasks', 'list']);
  expect(human.code, human.stderr).toBe(0);
  expect(human.stdout.split('\n')[0]).toMatch(/^TASK\s+STATUS\s+URL\s+BATCH\s+CREATED\s+HISTORY$/);
  for (const t of await server.admin.tasks().then((l) => l.items)) {
    const line = human.stdout.split('\n').find((l) => l.startsWith(t.id));
    expect(line).toContain(t.extraction_id!);
    expect(line).toContain(t.status);
    if (t.id === single.id) expect(line).toMatch(/\s-\s/);
    else expect(line).toContain(batchId!);
  }

  const ofBatch = await runAgainst(server, server.adminKey, ['tasks', 'list', '--batch', batchId!, '--json']);
  expect(ofBatch.code).toBe(0);
  expect(ofBatch.json()).toEqual(await server.admin.tasks({ batch: batchId! }));
  expect(ofBatch.json().items).toHaveLength(2);

  const none = await runAgainst(server, server.adminKey, ['tasks', 'list', '--status', 'failed']);
  expect(none.stdout.trim()).toBe('No tasks match.');
  const bad = await runAgainst(server, server.adminKey, ['tasks', 'list', '--status', 'done']);
  expect(bad.code).toBe(2);
});
