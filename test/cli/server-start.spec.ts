/**
 * `npm start`'s program (dist/server/main.js): the start banner lists the settings in effect, with
 * secrets masked, before the line with the address.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, tempDir, test } from '../support/server';
import { ROOT } from './run-cli';

/** Starts `npm start`'s program with `args` and `env`; resolves once it serves, with what it printed so far. */
async function startMain(args: string[], env: Record<string, string>): Promise<{ stdout: string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'main.js'), ...args], {
    env: { ...process.env, PORT: '0', PLUCK_ENGINE: 'http', PLUCK_LOG: '0', ...env },
  });
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        if (stdout.includes('Pluck is serving on')) resolve();
      });
      child.on('close', () => reject(new Error(`the server exited before serving:\n${stdout}`)));
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { stdout, stop };
}

test('the start banner lists the settings in effect and masks the admin key', async () => {
  const adminKey = `pk_test_${crypto.randomBytes(12).toString('hex')}`;
  const dataDir = tempDir();
  const { stdout, stop } = await startMain([], { PLUCK_DATA_DIR: dataDir, PLUCK_ADMIN_KEY: adminKey, PLUCK_CACHE_TTL: '42' });
  try {
    expect(stdout).toMatch(/^ {2}PLUCK_ENGINE\s+http$/m);
    expect(stdout).toMatch(/^ {2}PLUCK_CACHE_TTL\s+42$/m);
    expect(stdout).toMatch(new RegExp(`^ {2}PLUCK_DATA_DIR\\s+${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    expect(stdout).toMatch(/^ {2}PLUCK_BROWSER_WS\s+-$/m);
    expect(stdout).toMatch(new RegExp(`^ {2}PLUCK_ADMIN_KEY\\s+\\*{4}${adminKey.slice(-4)}$`, 'm'));
    expect(stdout).not.toContain(adminKey);
    expect(stdout.indexOf('PLUCK_ENGINE')).toBeLessThan(stdout.indexOf('Pluck is serving on'));
  } finally {
    expect(await stop()).toBe(0);
  }
});

test('npm start -- --reset-admin-key prints a new operator key once', async () => {
  const dataDir = tempDir();
  const { stdout, stop } = await startMain(['--reset-admin-key'], { PLUCK_DATA_DIR: dataDir, PLUCK_ADMIN_KEY: '' });
  try {
    expect(stdout).toMatch(/A new operator key was issued \(--reset-admin-key\)[^\n]*\nIt is shown this once; keep it:\n\n {2}pk_\S+\n/);
  } finally {
    expect(await stop()).toBe(0);
  }
});
