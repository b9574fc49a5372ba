/**
 * Helpers for task tests: wait on a task's status through the API (signals, never sleeps).
 */
import { expect } from '@playwright/test';
import type { PluckClient } from '../../server/client/index';
import type { Task } from '../../server/contract/extract';

const TERMINAL = ['completed', 'partial', 'failed', 'cancelled'];

/** Polls a task until it reaches a finished status; returns it. */
export async function waitFinished(client: PluckClient, id: string, timeout = 30_000): Promise<Task> {
  let last: Task | undefined;
  await expect
    .poll(
      async () => {
        last = await client.task(id);
        return TERMINAL.includes(last.status);
      },
      { timeout, message: `task ${id} to finish` },
    )
    .toBe(true);
  return last!;
}

/** Polls a task until it has the given status. */
export async function waitStatus(client: PluckClient, id: string, status: string, timeout = 30_000): Promise<Task> {
  let last: Task | undefined;
  await expect
    .poll(
      async () => {
        last = await client.task(id);
        return last.status;
      },
      { timeout, message: `task ${id} to be ${status}` },
    )
    .toBe(status);
  return last!;
}
