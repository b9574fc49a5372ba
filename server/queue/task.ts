/**
 * A queued task as both halves of the queue see it: dispatch (who runs it) and task state (what
 * callers poll and cancel). Not every task is an extraction: `kind` names the handler.
 */

/** Statuses a task can hold. */
export type TaskStatus = 'pending' | 'running' | 'validating' | 'completed' | 'partial' | 'failed' | 'cancelled';

/** Statuses that end a task. */
export const TERMINAL: readonly TaskStatus[] = ['completed', 'partial', 'failed', 'cancelled'];

/** A task as stored. */
export interface TaskRow {
  id: string;
  tenant_id: string;
  kind: string;
  batch_id: string | null;
  extraction_id: string;
  status: TaskStatus;
  /** JSON of what the handler of `kind` needs. */
  payload: string;
  /** Runs started so far; the current run's number while running. */
  attempts: number;
  max_attempts: number;
  /** Epoch ms before which a pending task is not claimed (retry backoff). */
  run_after: number;
  lease_owner: string | null;
  lease_until: number | null;
  created_at: string;
  updated_at: string;
}

/** What enqueueing a task takes. */
export interface NewTask {
  id: string;
  tenantId: string;
  kind: string;
  batchId?: string;
  extractionId: string;
  payload: unknown;
  maxAttempts: number;
  /** Epoch ms before which it is not claimed (a monitor run queued ahead of its slot); default now. */
  runAfter?: number;
}

/** A running task that lost its worker: back to pending, or failed when out of attempts. */
export interface Orphan {
  task: TaskRow;
  outcome: 'requeued' | 'failed';
}
