/**
 * Task state that another system dispatches: the database keeps every task's status, attempt and
 * lease (the fencing token) and BullMQ only says which task to try next. A claim by id succeeds
 * only for a due pending task, so a job delivered twice still runs its task once.
 */
import type { TaskRow } from './task';
import type { TaskDispatch } from './task-dispatch';

/** What claiming one task by id found. */
export type TaskClaim = { task: TaskRow } | { gone: true } | { retryAt: number };

/** A database queue that can also be claimed by id. */
export interface TaskLedger extends TaskDispatch {
  /** Claims this task if it is pending and due; else says whether it ended (`gone`) or when to look again. */
  claimTask(id: string): Promise<TaskClaim>;
  /** Pending tasks, soonest first: what the dispatcher must hold a job for. */
  pendingTasks(limit: number): Promise<{ id: string; kind: string; run_after: number }[]>;
}
