/**
 * Accepted work is never lost: a server killed with SIGKILL mid-run is started again on the same
 * data folder, and every queued task reaches a finished state with exactly one result.
 * The server runs as the built `dist/server/main.js` (npm test builds first; built here if missing).
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { createClient, type PluckClient } from '../../server/client/index';
import type { Task } from '../../server/contract/extract';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { test, expect, tempDir } from '../support/server';
import { ensureServerBuilt, startServerProcess } from '../support/server-process';

const TASKS = 50;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

async function statuses(c: PluckClient, ids: string[]): Promise<Task[]> {
  return Promise.all(ids.map((id) => c.task(id)));
}

let site: FixtureSite;
const children: { child: ChildProcess; output: () => string }[] = [];

test.beforeAll(async () => {
  ensureServerBuilt();
  site = await startFixtureSite();
});

test.afterEach(async ({}, testInfo) => {
  // A failure here is only explicable with what the server processes printed.
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [i, c] of children.entries()) await testInfo.attach(`server-${i + 1}-output`, { body: c.output() || '(no output)' });
});

test.afterAll(async () => {
  for (const { child } of children) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await site?.close();
});

test('SIGKILL mid-run: after a restart on the same folder all 50 tasks finish, each with exactly one result', async () => {
  test.setTimeout(120_000);
  const adminKey = `pk_crash_${crypto.randomBytes(8).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    PLUCK_DATA_DIR: tempDir('pluck-crash-'),
    PLUCK_ADMIN_KEY: adminKey,
    PLUCK_ALLOW_PRIVATE_NETWORK: '1',
    PLUCK_ENGINE: 'http',
    PLUCK_LOG: '0',
    PLUCK_QUEUE_CONCURRENCY: '4',
    PLUCK_RATE_LIMIT_RPS: '0',
    PLUCK_CACHE_TTL: '0',
  };
  const first = await startServerProcess(env);
  children.push(first);
  const c1 = createClient({ baseUrl: first.url, apiKey: adminKey });
  // The first few finish quickly; the rest take long enough that a run seen running is still running when the kill
  // lands (a 400 ms run could end between the status read and the kill, and then nothing was interrupted).
  const urls = Array.from({ length: TASKS }, (_, i) => `${site.url}/slow?ms=${i < 8 ? 400 : 1500}&n=${i}`);
  const ids = (await c1.batch({ urls, prompt: 'the headline and the author' })).tasks.map((t) => t.id);

  // Kill it while some tasks are done, some running and the rest still queued.
  await expect
    .poll(
      async () => {
        const s = await statuses(c1, ids);
        const done = s.filter((t) => t.status === 'completed').length;
        return done >= 4 && s.some((t) => t.status === 'running');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  first.child.kill('SIGKILL');
  await exited(first.child);

  const second = await startServerProcess(env);
  children.push(second);
  const c2 = createClient({ baseUrl: second.url, apiKey: adminKey });
  await expect
    .poll(async () => (await statuses(c2, ids)).filter((t) => ['completed', 'partial', 'failed', 'cancelled'].includes(t.status)).length, {
      timeout: 60_000,
      message: `all ${TASKS} tasks to finish after the restart`,
    })
    .toBe(TASKS);

  const tasks = await statuses(c2, ids);
  expect(tasks.map((t) => t.status)).toEqual(Array(TASKS).fill('completed'));
  // Tasks the kill interrupted ran again, and that run counted as an attempt.
  const rerun = tasks.filter((t) => t.attempts > 1);
  expect(rerun.length).toBeGreaterThan(0);
  for (const t of rerun) expect(t).toMatchObject({ attempts: 2, last_retry_reason: expect.stringMatching(/interrupted/) });

  // Exactly one history row, with one stored result, per task.
  const rows = (await c2.extractions({ limit: 500 })).items;
  expect(rows).toHaveLength(TASKS);
  expect(rows.map((r) => r.task_id).sort()).toEqual([...ids].sort());
  for (const t of tasks) {
    const result = await c2.extractionResult(t.extraction_id!);
    expect(result.status).toBe('completed');
    expect(result.data).toEqual(t.data);
  }

  second.child.kill('SIGTERM');
  await exited(second.child);
  expect(second.child.exitCode).toBe(0);
});
