/**
 * `pluck serve`: the embedded server in the foreground, answering /health, stopping cleanly on SIGINT.
 */
import fs from 'node:fs';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createClient } from '../../server/client/index';
import { expect, tempDir, test } from '../support/server';
import { spawnCli } from './run-cli';

/** Resolves with stdout once a line matches, rejects if the process ends first. */
function waitForLine(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<{ line: string; stdout: string; stderr: () => string }> {
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      const line = stdout.split('\n').find((l) => pattern.test(l));
      if (line) resolve({ line, stdout, stderr: () => stderr });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code} before printing ${pattern}:\n${stdout}\n${stderr}`)));
  });
}

function exited(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
}

test('serve --json prints the URL, answers /health, and exits 0 on SIGINT', async () => {
  const dataDir = tempDir();
  const child = spawnCli(['serve', '--port', '0', '--data-dir', dataDir, '--json'], {
    env: { PLUCK_ADMIN_KEY: 'pk_serve_test_0123456789', PLUCK_LOG: '0', PLUCK_ENGINE: 'http' },
  });
  try {
    const { line } = await waitForLine(child, /"url"/);
    const info = JSON.parse(line);
    expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.generated_admin_key).toBeUndefined();

    const client = createClient({ baseUrl: info.url, apiKey: 'pk_serve_test_0123456789' });
    expect((await client.health()).status).toBe('ok');
    expect((await client.usage()).tenant).toBe('default');
    expect(fs.existsSync(`${dataDir}/pluck.db`)).toBe(true);

    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
    await expect(client.health()).rejects.toThrow(/Cannot reach/);
  } finally {
    child.kill('SIGKILL');
  }
});

test('serve prints a generated operator key once when none is set', async () => {
  const dataDir = tempDir();
  const child = spawnCli(['serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
    env: { PLUCK_ADMIN_KEY: undefined, PLUCK_LOG: '0', PLUCK_ENGINE: 'http' },
  });
  try {
    const { line, stdout } = await waitForLine(child, /Pluck is serving on/);
    const url = /on (http:\/\/\S+)/.exec(line)![1];
    const key = /keep it:\n\n\s+(\S+)/.exec(stdout)![1];
    expect((await createClient({ baseUrl: url, apiKey: key }).usage()).tenant).toBe('default');
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
  } finally {
    child.kill('SIGKILL');
  }
});

test('serve lists the settings in effect (flags applied, the admin key masked) before the address', async () => {
  const dataDir = tempDir();
  const adminKey = 'pk_serve_test_0123456789';
  const child = spawnCli(['serve', '--port', '0', '--data-dir', dataDir], {
    env: { PLUCK_ADMIN_KEY: adminKey, PLUCK_LOG: '0', PLUCK_ENGINE: 'http' },
  });
  try {
    const { stdout } = await waitForLine(child, /Pluck is serving on/);
    expect(stdout).toMatch(/^ {2}PORT\s+0$/m);
    expect(stdout).toMatch(/^ {2}PLUCK_ENGINE\s+http$/m);
    expect(stdout).toContain(`PLUCK_DATA_DIR`);
    expect(stdout).toMatch(/^ {2}PLUCK_ADMIN_KEY\s+\*{4}6789$/m);
    expect(stdout).not.toContain(adminKey);
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
  } finally {
    child.kill('SIGKILL');
  }
});

test('a second start says how to get a key; serve --reset-admin-key prints a new one and revokes the lost one', async () => {
  const dataDir = tempDir();
  const start = async (...extra: string[]) => {
    const child = spawnCli(['serve', '--port', '0', '--data-dir', dataDir, ...extra], {
      env: { PLUCK_ADMIN_KEY: undefined, PLUCK_LOG: '0', PLUCK_ENGINE: 'http' },
    });
    try {
      const { line, stdout } = await waitForLine(child, /Pluck is serving on/);
      return { child, url: /on (http:\/\/\S+)/.exec(line)![1], stdout, key: /keep it:\n\n\s+(\S+)/.exec(stdout)?.[1] };
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    }
  };
  const stop = async (child: ChildProcessWithoutNullStreams) => {
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
  };

  const first = await start();
  const lost = first.key!;
  await stop(first.child);

  const second = await start();
  try {
    expect(second.key).toBeUndefined();
    expect(second.stdout).toContain('The operator key was shown at the first start. Lost it? Start once with');
    expect(second.stdout).toContain('npm start -- --reset-admin-key    (or: pluck serve --reset-admin-key)');
    expect(second.stdout).toContain('pluck keys create');
  } finally {
    await stop(second.child);
  }

  const reset = await start('--reset-admin-key');
  try {
    expect(reset.stdout).toContain('A new operator key was issued (--reset-admin-key); the keys generated before it are revoked.');
    expect(reset.key).toBeDefined();
    expect(reset.key).not.toBe(lost);
    expect((await createClient({ baseUrl: reset.url, apiKey: reset.key }).usage()).tenant).toBe('default');
    const old = await createClient({ baseUrl: reset.url, apiKey: lost }).raw('GET', '/v1/usage');
    expect(old.status).toBe(401);
  } finally {
    await stop(reset.child);
  }
});
