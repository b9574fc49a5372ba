/**
 * The CLI as a program: version, help with an example on every command, completion, and the exit
 * codes of usage errors, refused keys and an unreachable server.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, startTestServer, test } from '../support/server';
import { closedPort } from '../support/ports';
import { ROOT, runAgainst, runCli } from './run-cli';

test('--version prints the package version', async () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const r = await runCli(['--version']);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(`pluck/${pkg.version}`);
});

test('every command has help with a description and an example', async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'oclif.manifest.json'), 'utf8'));
  const ids = Object.keys(manifest.commands);
  for (const id of [
    'extract',
    'batch',
    'tasks:get',
    'tasks:wait',
    'tasks:cancel',
    'extractions:list',
    'extractions:result',
    'extractions:artifact',
    'visual',
    'keys:list',
    'keys:create',
    'usage',
    'providers',
    'metrics',
    'login',
    'serve',
  ]) {
    expect(ids).toContain(id);
  }
  for (const id of ids) {
    const cmd = manifest.commands[id];
    expect(cmd.summary || cmd.description, id).toBeTruthy();
    expect(cmd.examples?.length, `${id} has an example`).toBeGreaterThan(0);
  }
  const help = await runCli(['extract', '--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('EXAMPLES');
  expect(help.stdout).toContain('--max-pages');
  expect(help.stdout).toContain('GLOBAL FLAGS');
});

test('root help lists the topics', async () => {
  const r = await runCli(['--help']);
  expect(r.code).toBe(0);
  for (const t of ['extract', 'batch', 'tasks', 'extractions', 'keys', 'serve', 'autocomplete']) expect(r.stdout).toContain(t);
});

test('shell completion comes from the autocomplete plugin', async () => {
  const r = await runCli(['autocomplete', 'bash']);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toContain('pluck autocomplete');
});

test('usage errors exit 2 and name the problem', async () => {
  const noInput = await runCli(['extract', 'http://x.example']);
  expect(noInput.code).toBe(2);
  expect(noInput.stderr).toMatch(/--schema|--prompt/);

  const range = await runCli(['extract', 'http://x.example', '--prompt', 'title', '--max-pages', '9']);
  expect(range.code).toBe(2);
  expect(range.stderr).toContain('max-pages');

  const unknownFlag = await runCli(['usage', '--bogus']);
  expect(unknownFlag.code).toBe(2);
  expect(unknownFlag.stderr).toContain('--bogus');

  const badSchema = await runCli(['extract', 'http://x.example', '--schema', '{not json']);
  expect(badSchema.code).toBe(2);
  expect(badSchema.stderr).toContain('--schema is not valid JSON');

  const oldServerFlag = await runCli(['usage', '--url', 'http://127.0.0.1:8080']);
  expect(oldServerFlag.code).toBe(2);
  expect(oldServerFlag.stderr).toContain('Hint: The Pluck server is --server');

  const unknownCommand = await runCli(['frobnicate']);
  expect(unknownCommand.code).toBe(2);
  expect(unknownCommand.stderr).toContain('frobnicate');
});

test('an unreachable server exits 6 with a message on stderr', async () => {
  const url = `http://127.0.0.1:${await closedPort()}`;
  const r = await runCli(['usage', '--server', url, '--key', 'pk_whatever']);
  expect(r.code).toBe(6);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain('Error [unreachable]');
  expect(r.stderr).toContain(url);
  expect(r.stderr).toContain('pluck serve');

  const json = await runCli(['usage', '--server', url, '--key', 'pk_whatever', '--json']);
  expect(json.code).toBe(6);
  expect(JSON.parse(json.stderr)).toMatchObject({ code: 'unreachable' });
});

/** A web server that is not Pluck: every request gets `status` with an HTML page. */
async function otherWebServer(status: number): Promise<{ url: string; close(): Promise<void> }> {
  const srv = http.createServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'text/html' });
    res.end('<!DOCTYPE HTML><html><body>Unsupported method</body></html>');
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(srv.address() as net.AddressInfo).port}`;
  return { url, close: () => new Promise((r) => srv.close(() => r())) };
}

test('a server that is not Pluck exits 6 and says so, whatever status it answers', async () => {
  for (const status of [501, 200]) {
    const other = await otherWebServer(status);
    try {
      const r = await runCli(['extract', 'https://shop.example/item', '--prompt', 'price', '--server', other.url, '--key', 'pk_whatever']);
      expect(r.code, r.stderr).toBe(6);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`Error [not_pluck_server]: ${other.url} is not a Pluck server (answered HTTP ${status} text/html)`);
      expect(r.stderr).not.toContain('DOCTYPE');

      const json = await runCli(['usage', '--server', other.url, '--key', 'pk_whatever', '--json']);
      expect(json.code).toBe(6);
      expect(JSON.parse(json.stderr)).toMatchObject({ code: 'not_pluck_server' });
    } finally {
      await other.close();
    }
  }
});

test('an unknown command fails in the CLI error style (exit 2) and suggests the nearest one', async () => {
  const typo = await runCli(['extrct', 'https://shop.example', '--prompt', 'price']);
  expect(typo.code).toBe(2);
  expect(typo.stderr).toContain('Error [usage]: "pluck extrct" is not a pluck command. Did you mean "pluck extract"?');
  expect(typo.stderr).toContain('Hint: "pluck --help" lists the commands.');

  const topic = await runCli(['tasks', 'wiat', 'tsk_1']);
  expect(topic.code).toBe(2);
  expect(topic.stderr).toContain('Did you mean "pluck tasks wait"?');

  const json = await runCli(['extrct', '--json']);
  expect(json.code).toBe(2);
  expect(JSON.parse(json.stderr)).toMatchObject({ code: 'usage' });
});

test('a refused key exits 4 with the API code and message', async ({ server }) => {
  const r = await runAgainst(server, 'pk_wrong_key_000000000000', ['usage']);
  expect(r.code).toBe(4);
  expect(r.stderr).toContain('Error [unauthorized]');
  expect(r.stderr).toContain('pluck login');

  const none = await runCli(['usage', '--server', server.url]);
  expect(none.code).toBe(4);

  const json = await runAgainst(server, 'pk_wrong_key_000000000000', ['usage', '--json']);
  expect(json.code).toBe(4);
  expect(json.stdout).toBe('');
  const body = JSON.parse(json.stderr);
  expect(body.code).toBe('unauthorized');
  expect(typeof body.error).toBe('string');
});

test('a key without the scope exits 4 (forbidden)', async ({ server }) => {
  const reader = await server.admin.createKey({ name: 'reader', scopes: ['read'] });
  const r = await runAgainst(server, reader.secret, ['keys', 'list']);
  expect(r.code).toBe(4);
  expect(r.stderr).toContain('Error [forbidden]');
});

test('API validation errors exit 2 with the field named', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['keys', 'create', '--name', 'x', '--scope', 'read', '--tenant', 'NOT VALID']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('Error [invalid_request]');
  expect(r.stderr).toContain('tenant');
});

test('rate limits and an exhausted quota exit 5 and say when to retry', async () => {
  const server = await startTestServer({ rateLimitPerSecond: 0.01, rateLimitBurst: 1, freeTierMonthly: 0 });
  try {
    const quota = await runAgainst(server, server.adminKey, ['extract', `${server.url}/health`, '--prompt', 'status']);
    expect(quota.code).toBe(5);
    expect(quota.stderr).toContain('Error [quota_exceeded]');
    // A monthly quota resets in days: the hint names the moment, as the CLI prints times.
    expect(quota.stderr).toMatch(/Retry after \d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ\./);

    const limited = await runAgainst(server, server.adminKey, ['usage', '--json']);
    expect(limited.code).toBe(5);
    expect(JSON.parse(limited.stderr).code).toBe('rate_limited');
  } finally {
    await server.close();
  }
});
