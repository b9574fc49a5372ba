/**
 * Commands that read and manage the account: usage, providers, health, keys, metrics —
 * each in human and --json form, --json being exactly the API's body.
 */
import { expect, test } from '../support/server';
import { runAgainst, runCli } from './run-cli';

test('usage: a summary for people, the API body with --json', async ({ server }) => {
  const human = await runAgainst(server, server.adminKey, ['usage']);
  expect(human.code, human.stderr).toBe(0);
  expect(human.stdout).toMatch(/Tenant:\s+default/);
  expect(human.stdout).toMatch(/Free tier:\s+\d+ of \d+ left \(resets \d{4}-\d\d-\d\d 00:00:00Z\)/);

  const json = await runAgainst(server, server.adminKey, ['usage', '--json']);
  expect(json.code).toBe(0);
  expect(json.json()).toEqual(await server.admin.usage());
});

test('providers: a table of providers and models; --json is the API body', async ({ server }) => {
  const api = await server.admin.providers();
  const human = await runCli(['providers', '--server', server.url]);
  expect(human.code, human.stderr).toBe(0);
  expect(human.stdout).toContain('PROVIDER');
  expect(human.stdout).toMatch(new RegExp(`Default provider:\\s+${api.default_provider}`));
  for (const p of api.providers) expect(human.stdout).toContain(p.id);

  const json = await runCli(['providers', '--server', server.url, '--json']);
  expect(json.json()).toEqual(api);
});

test('health: status and version without a key', async ({ server }) => {
  const human = await runCli(['health', '--server', server.url]);
  expect(human.code, human.stderr).toBe(0);
  expect(human.stdout).toContain(`${server.url} is ok`);
  const json = await runCli(['health', '--server', server.url, '--json']);
  expect(json.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
});

test('keys create shows the secret once; keys list shows the key without it', async ({ server }) => {
  const created = await runAgainst(server, server.adminKey, ['keys', 'create', '--name', 'ci-bot', '--scope', 'read', '--scope', 'write']);
  expect(created.code, created.stderr).toBe(0);
  expect(created.stdout).toMatch(/Scopes:\s+read,write|Scopes:\s+write,read/);
  const secret = /Secret \(shown this once; store it now\):\n\s+(\S+)/.exec(created.stdout)?.[1];
  expect(secret).toBeTruthy();
  // The new key works.
  expect((await server.client(secret).usage()).tenant).toBe('default');

  const list = await runAgainst(server, server.adminKey, ['keys', 'list']);
  expect(list.code).toBe(0);
  expect(list.stdout).toContain('ci-bot');
  expect(list.stdout).toContain('SCOPES');
  expect(list.stdout).not.toContain(secret!);

  const listJson = await runAgainst(server, server.adminKey, ['keys', 'list', '--json']);
  expect(listJson.json()).toEqual(await server.admin.listKeys());

  const createdJson = await runAgainst(server, server.adminKey, ['keys', 'create', '--name', 'acme', '--scope', 'read', '--tenant', 'acme', '--json']);
  expect(createdJson.code, createdJson.stderr).toBe(0);
  expect(createdJson.json()).toMatchObject({ name: 'acme', tenant: 'acme', scopes: ['read'], secret: expect.any(String) });
});

test('keys create rejects an unknown scope locally (exit 2)', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['keys', 'create', '--name', 'x', '--scope', 'root']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('root');
});

test('metrics: each concern a headline and a table; --json is the API body', async ({ server }) => {
  await runAgainst(server, server.adminKey, ['usage']);
  const human = await runAgainst(server, server.adminKey, ['metrics']);
  expect(human.code, human.stderr).toBe(0);
  expect(human.stdout).not.toContain('item(s)');
  expect(human.stdout).toMatch(/^Requests: 1 in all, 0 errors \(uptime \d+ s\)\nMETHOD\s+ROUTE\s+STATUS\s+COUNT\nGET\s+\/v1\/usage\s+200\s+1$/m);
  expect(human.stdout).toMatch(/^Latency, ms \(last 600 s\)\nROUTE\s+P50\s+P90\s+P95\s+P99\s+COUNT\nall routes\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+1$/m);
  expect(human.stdout).toMatch(/^Queue: 0 pending or running \(bound \d+\); workers healthy, 0 of \d+ busy/m);
  expect(human.stdout).toMatch(/^STATUS\s+TASKS\npending\s+0$/m);
  expect(human.stdout).toMatch(/^Retention: artifacts kept 7 d, results 30 d/m);
  expect(human.stdout).toMatch(/^KEPT\s+FILES\s+SIZE\nall\s+0\s+0 B$/m);
  // No flattened dotted labels left: every map is a table under its headline.
  expect(human.stdout).not.toMatch(/^[a-z_]+\.[a-z_.]+:/m);
  const json = await runAgainst(server, server.adminKey, ['metrics', '--json']);
  expect(json.code).toBe(0);
  expect(json.json()).toEqual(expect.objectContaining({}));
  expect(Object.keys(json.json()).length).toBeGreaterThan(0);
});

test('metrics needs the admin scope (exit 4)', async ({ server }) => {
  const reader = await server.admin.createKey({ name: 'reader', scopes: ['read'] });
  const r = await runAgainst(server, reader.secret, ['metrics']);
  expect(r.code).toBe(4);
  expect(r.stderr).toContain('Error [forbidden]');
});
