/**
 * The embedded default is untouched by the scale-out code: a server on SQLite loads neither the
 * PostgreSQL driver nor Redis nor BullMQ.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { tempDir } from '../support/server';

test('a server without PLUCK_DATABASE_URL and PLUCK_REDIS_URL loads no pg, ioredis or bullmq module', () => {
  const start = path.join(__dirname, '..', '..', 'dist', 'server', 'start.js');
  const script = `
    require(${JSON.stringify(start)}).startServer({ port: 0, log: false, dataDir: ${JSON.stringify(tempDir())}, engine: 'http', audio: false })
      .then(async (h) => {
        const loaded = Object.keys(require.cache).filter((k) => /node_modules[\\\\/](pg|pg-pool|ioredis|bullmq)[\\\\/]/.test(k));
        await h.close();
        process.stdout.write(JSON.stringify(loaded));
        process.exit(0);
      });`;
  const loaded = JSON.parse(
    execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, PLUCK_DATABASE_URL: '', PLUCK_REDIS_URL: '' } }),
  );
  expect(loaded).toEqual([]);
});
