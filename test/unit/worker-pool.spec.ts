import path from 'node:path';
import { test, expect } from '@playwright/test';
import { tempDir } from '../support/server';
import { openSqliteDatabase } from '../../server/db/sqlite/sqlite-database';
import { createLogger } from '../../server/logger';
import { newLeaseOwner } from '../../server/queue/lease-owner';
import { createTaskQueue } from '../../server/db/stores/task-queue';
import type { TaskRow } from '../../server/queue/task';
import { createWorkerPool, ShutdownAbort } from '../../server/queue/worker-pool';

async function setup() {
  const db = await openSqliteDatabase(path.join(tempDir('pluck-pool-'), 'pluck.db'));
  await db.run("INSERT INTO tenants (id, created_at) VALUES ('t1', '2024-01-01T00:00:00Z')");
  const queue = createTaskQueue(db, newLeaseOwner(), 30_000);
  const add = (id: string) => queue.enqueue([{ id, tenantId: 't1', kind: 'extract', extractionId: `ext_${id}`, payload: {}, maxAttempts: 3 }]);
  return { db, queue, add };
}

/** A handler whose runs the test settles by hand. */
function manualHandler() {
  const runs = new Map<string, { resolve(): void; signal: AbortSignal; task: TaskRow }>();
  let peak = 0;
  return {
    runs,
    peak: () => peak,
    handle(task: TaskRow, signal: AbortSignal): Promise<void> {
      return new Promise<void>((resolve) => {
        runs.set(task.id, { resolve, signal, task });
        peak = Math.max(peak, [...runs.keys()].length);
        signal.addEventListener('abort', () => resolve());
      }).finally(() => runs.delete(task.id));
    },
  };
}

test('runs at most `concurrency` tasks at once and drains the queue', async () => {
  const { db, queue, add } = await setup();
  const h = manualHandler();
  const done: string[] = [];
  const pool = createWorkerPool(queue, {
    concurrency: 3,
    leaseMs: 30_000,
    handlers: {
      extract: async (task, signal) => {
        await h.handle(task, signal);
        await queue.finish(task.id, task.attempts, 'completed');
        done.push(task.id);
      },
    },
    onOrphans: async () => {},
    log: createLogger(false),
  });
  for (let i = 0; i < 10; i++) await add(`t${i}`);
  await pool.start();
  await expect.poll(() => h.runs.size).toBe(3);
  // Each poll settles whatever runs now; the pool refills its slots from the queue.
  await expect
    .poll(() => {
      for (const r of [...h.runs.values()]) r.resolve();
      return done.length;
    })
    .toBe(10);
  expect(h.peak()).toBe(3);
  expect(new Set(done).size).toBe(10);
  expect(await queue.depth()).toBe(0);
  await pool.stop(1000);
  await db.close();
});

test('a task enqueued later, or falling due later, is picked up without a poll from outside', async () => {
  const { db, queue, add } = await setup();
  const ran: string[] = [];
  const pool = createWorkerPool(queue, {
    concurrency: 1,
    leaseMs: 30_000,
    handlers: {
      extract: async (task) => {
        ran.push(`${task.id}#${task.attempts}`);
        if (task.attempts === 1) await queue.retry(task.id, task.attempts, Date.now() + 200);
        else await queue.finish(task.id, task.attempts, 'completed');
      },
    },
    onOrphans: async () => {},
    log: createLogger(false),
  });
  await pool.start();
  await add('a');
  pool.wake();
  await expect.poll(() => ran).toEqual(['a#1', 'a#2']);
  await pool.stop(1000);
  await db.close();
});

test('abort reaches one running task; stop aborts the rest with ShutdownAbort and waits for them', async () => {
  const { db, queue, add } = await setup();
  const h = manualHandler();
  const pool = createWorkerPool(queue, {
    concurrency: 2,
    leaseMs: 30_000,
    handlers: { extract: h.handle },
    onOrphans: async () => {},
    log: createLogger(false),
  });
  await add('a');
  await add('b');
  await pool.start();
  await expect.poll(() => h.runs.size).toBe(2);
  const b = h.runs.get('b')!;
  expect(pool.abort('a', new Error('cancelled'))).toBe(true);
  await expect.poll(() => h.runs.has('a')).toBe(false);
  expect(pool.abort('nope', new Error('x'))).toBe(false);
  await pool.stop(5000);
  expect(b.signal.reason).toBeInstanceOf(ShutdownAbort);
  expect(h.runs.size).toBe(0);
  // Stopped: nothing new is claimed.
  await add('c');
  pool.wake();
  expect((await queue.get('t1', 'c'))?.status).toBe('pending');
  await db.close();
});

test('a pool with free slots keeps pace with a producer enqueuing one task at a time: no backlog of waiting tasks builds up', async () => {
  const { db, queue, add } = await setup();
  let done = 0;
  const pool = createWorkerPool(queue, {
    concurrency: 8,
    leaseMs: 30_000,
    handlers: {
      extract: async (task) => {
        await queue.finish(task.id, task.attempts, 'completed');
        done++;
      },
    },
    onOrphans: async () => {},
    log: createLogger(false),
  });
  await pool.start();
  // As bench/noop-queue-rate.ts drives it: a backlog makes every claim and finish touch older rows.
  let waiting = 0;
  for (let i = 0; i < 600; i++) {
    await add(`t${i}`);
    pool.wake();
    if (i % 50 === 49) waiting = Math.max(waiting, (await queue.countByStatus()).pending ?? 0);
  }
  await expect.poll(() => done).toBe(600);
  expect(waiting).toBeLessThanOrEqual(8);
  await pool.stop(1000);
  await db.close();
});
