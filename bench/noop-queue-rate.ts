/**
 * Tasks per second through a queue and a worker pool whose handler does nothing: what the queue
 * itself costs, for the queue bench (SQLite) and the scale bench (SQLite, PostgreSQL, BullMQ).
 */
import { createLogger } from '../server/logger';
import type { TaskDispatch } from '../server/queue/task-dispatch';
import { createWorkerPool } from '../server/queue/worker-pool';

/** Enqueues `tasks` no-op tasks one at a time and measures until the last is finished. */
export async function noopQueueRate(queue: TaskDispatch, tasks: number, concurrency: number): Promise<number> {
  let done = 0;
  let allDone: () => void = () => {};
  const finished = new Promise<void>((r) => (allDone = r));
  const pool = createWorkerPool(queue, {
    concurrency,
    leaseMs: 30_000,
    handlers: {
      noop: async (task) => {
        await queue.finish(task.id, task.attempts, 'completed');
        if (++done === tasks) allDone();
      },
    },
    onOrphans: async () => {},
    log: createLogger(false),
  });
  await pool.start();
  const t0 = performance.now();
  for (let i = 0; i < tasks; i++) {
    await queue.enqueue([{ id: `t${i}`, tenantId: 'bench', kind: 'noop', extractionId: `e${i}`, payload: {}, maxAttempts: 1 }]);
    pool.wake();
  }
  await finished;
  const rate = (tasks / (performance.now() - t0)) * 1000;
  await pool.stop(1000);
  return rate;
}
