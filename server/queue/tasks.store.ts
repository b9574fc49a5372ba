/**
 * The task-state half of the queue: what callers poll, cancel and count. Implemented with dispatch
 * by the database's queue (`db/stores/task-queue.ts`); with BullMQ dispatching, task state stays
 * in the database.
 */
import type { CursorKey } from '../cursor';
import type { TaskRow, TaskStatus } from './task';

/** Filters of a tenant's task list. */
export interface TaskFilter {
  status?: TaskStatus;
  batchId?: string;
  /** ISO time: only tasks created at or after it. */
  since?: string;
}

/** Task state. */
export interface TasksStore {
  get(tenantId: string, id: string): Promise<TaskRow | undefined>;
  /** A tenant's tasks, newest first, after the cursor key when given. */
  list(tenantId: string, filter: TaskFilter, limit: number, before?: CursorKey): Promise<TaskRow[]>;
  /** The tasks among `ids` that exist, any tenant. */
  byIds(ids: readonly string[]): Promise<TaskRow[]>;
  /** Cancels a pending or in-flight task; resolves to the status it had, or undefined if it had finished. */
  cancel(id: string): Promise<TaskStatus | undefined>;
  /** Pending plus in-flight tasks, all tenants. */
  depth(): Promise<number>;
  /** Tasks per status, all tenants (metrics). */
  countByStatus(): Promise<Partial<Record<TaskStatus, number>>>;
}
