/**
 * Waiting for async tasks: the API has no push channel for tasks, so this polls GET /v1/tasks/{id}
 * with a growing interval and a bounded number of requests in flight.
 */
import { Flags } from '@oclif/core';
import { AppError, type PluckClient } from '../server/client/index';
import type { Task } from '../server/contract/extract';
import type { ProgressCounts } from './progress';

/** Statuses after which a task never changes again. */
export const FINAL_STATUSES: readonly string[] = ['completed', 'partial', 'failed', 'cancelled'];

/** `--wait-timeout`, shared by every command that waits for tasks. */
export const waitTimeoutFlag = Flags.integer({ description: 'Give up waiting after this many seconds (exit 6).', min: 1 });

/** How to wait. */
export interface WaitOptions {
  /** Give up after this many seconds (0 or undefined waits for ever). */
  timeoutSeconds?: number;
  /** Called after every polling round. */
  onProgress?: (counts: ProgressCounts) => void;
}

const FIRST_INTERVAL_MS = 200;
const MAX_INTERVAL_MS = 2000;
const IN_FLIGHT = 8;

function countsOf(tasks: Map<string, Task | undefined>): ProgressCounts {
  const byStatus: Record<string, number> = {};
  let done = 0;
  for (const t of tasks.values()) {
    const s = t?.status ?? 'pending';
    byStatus[s] = (byStatus[s] ?? 0) + 1;
    if (FINAL_STATUSES.includes(s)) done++;
  }
  return { done, total: tasks.size, byStatus };
}

/** Polls until every task is final; returns them in the order of `ids`. */
export async function waitForTasks(client: PluckClient, ids: string[], opts: WaitOptions = {}): Promise<Task[]> {
  const tasks = new Map<string, Task | undefined>(ids.map((id) => [id, undefined]));
  const deadline = opts.timeoutSeconds ? Date.now() + opts.timeoutSeconds * 1000 : Infinity;
  let interval = FIRST_INTERVAL_MS;
  for (;;) {
    const open = ids.filter((id) => !FINAL_STATUSES.includes(tasks.get(id)?.status ?? 'pending'));
    for (let i = 0; i < open.length; i += IN_FLIGHT) {
      const slice = open.slice(i, i + IN_FLIGHT);
      const got = await Promise.all(slice.map((id) => client.task(id)));
      got.forEach((t, j) => tasks.set(slice[j], t));
    }
    const counts = countsOf(tasks);
    opts.onProgress?.(counts);
    if (counts.done === counts.total) return ids.map((id) => tasks.get(id) as Task);
    if (Date.now() + interval > deadline) {
      throw new AppError('timeout', `Gave up waiting after ${opts.timeoutSeconds} s: ${counts.total - counts.done} task(s) still open`);
    }
    await new Promise((r) => setTimeout(r, interval));
    interval = Math.min(MAX_INTERVAL_MS, Math.round(interval * 1.5));
  }
}
