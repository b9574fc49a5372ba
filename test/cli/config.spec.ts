/**
 * Where the CLI finds its server and key: flags, PLUCK_URL / PLUCK_API_KEY, and the file `pluck login` writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, tempDir, test } from '../support/server';
import { runCli } from './run-cli';

test('login checks the key, writes a 0600 file, and later commands use it', async ({ server }) => {
  const dir = path.join(tempDir(), 'pluck');
  const env = { PLUCK_CONFIG_DIR: dir };
  const r = await runCli(['login', '--server', server.url, '--key', server.adminKey], { env });
  expect(r.code, r.stderr).toBe(0);
  const file = path.join(dir, 'config.json');
  expect(r.stdout).toContain(file);
  expect(r.stdout).toContain('tenant default');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ url: server.url, key: server.adminKey });

  const usage = await runCli(['usage', '--json'], { env });
  expect(usage.code, usage.stderr).toBe(0);
  expect(usage.json().tenant).toBe('default');

  const out = await runCli(['logout'], { env });
  expect(out.code).toBe(0);
  expect(fs.existsSync(file)).toBe(false);
});

test('login --json reports the file; the folder follows XDG_CONFIG_HOME', async ({ server }) => {
  const xdg = tempDir();
  const r = await runCli(['login', '--json'], {
    env: { PLUCK_CONFIG_DIR: undefined, XDG_CONFIG_HOME: xdg, PLUCK_URL: server.url, PLUCK_API_KEY: server.adminKey },
  });
  expect(r.code, r.stderr).toBe(0);
  expect(r.json()).toEqual({ url: server.url, config_file: path.join(xdg, 'pluck', 'config.json'), tenant: 'default' });
  expect(fs.statSync(path.join(xdg, 'pluck', 'config.json')).mode & 0o777).toBe(0o600);
});

test('login refuses a wrong key (exit 4) and saves nothing', async ({ server }) => {
  const dir = tempDir();
  const r = await runCli(['login', '--server', server.url, '--key', 'pk_wrong_000000000000'], { env: { PLUCK_CONFIG_DIR: dir } });
  expect(r.code).toBe(4);
  expect(r.stderr).toContain('Error [unauthorized]');
  expect(fs.existsSync(path.join(dir, 'config.json'))).toBe(false);
});

test('login reads the key from a pipe (echo $KEY | pluck login)', async ({ server }) => {
  const dir = tempDir();
  const r = await runCli(['login', '--server', server.url], { env: { PLUCK_CONFIG_DIR: dir }, input: `${server.adminKey}\n` });
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toContain('tenant default');
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8'))).toEqual({ url: server.url, key: server.adminKey });

  const wrong = await runCli(['login', '--server', server.url], { env: { PLUCK_CONFIG_DIR: tempDir() }, input: 'pk_wrong_000000000000\n' });
  expect(wrong.code).toBe(4);
});

test('login without a key, without a terminal and with nothing piped is a usage error', async ({ server }) => {
  const r = await runCli(['login', '--server', server.url]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('--key');
});

test('environment variables stand in for flags, and flags win over them', async ({ server }) => {
  const env = { PLUCK_URL: server.url, PLUCK_API_KEY: server.adminKey };
  const fromEnv = await runCli(['usage', '--json'], { env });
  expect(fromEnv.code, fromEnv.stderr).toBe(0);

  const flagWins = await runCli(['usage', '--key', 'pk_wrong_000000000000'], { env });
  expect(flagWins.code).toBe(4);
});

test('a corrupt config file is a usage error naming the file', async ({ server }) => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'config.json'), '{oops');
  const r = await runCli(['usage', '--server', server.url], { env: { PLUCK_CONFIG_DIR: dir } });
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(path.join(dir, 'config.json'));
});
