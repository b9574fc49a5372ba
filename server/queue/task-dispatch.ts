/**
 * The dispatch half of the queue: who runs which task, when, and for how long. Every state change
 * is fenced by the run's attempt number and lease owner, so a task is run by one worker at a time
 * and a run can only finish its own attempt. The database's queue implements it
 * (`db/stores/task-queue.ts`); BullMQ can take this half alone past one machine.
 */
import type { NewTask, Orphan, TaskRow } from './task';

/** Dispatching tasks to workers. */
export interface TaskDispatch {
  /** The lease owner id of this queue instance. */
  readonly owner: string;
  /** Queues tasks, all of them or none; settles once they are queued (with nothing of use). */
  enqueue(tasks: NewTask[]): Promise<unknown>;
  /** Atomically takes the oldest due pending task of one of `kinds`, counting an attempt; undefined when none is due. */
  claim(kinds: readonly string[]): Promise<TaskRow | undefined>;
  /** Moves this run of a task to another in-flight status; false when the run no longer owns it. */
  stage(id: string, attempt: number, status: 'validating'): Promise<boolean>;
  /** Ends this run of a task; false when the run no longer owns it (cancelled, lease lost). */
  finish(id: string, attempt: number, status: 'completed' | 'partial' | 'failed'): Promise<boolean>;
  /** Puts this run's task back to pending, due at `runAfter` (epoch ms, hours ahead if need be); false when not owned. */
  retry(id: string, attempt: number, runAfter: number): Promise<boolean>;
  /** Renews the leases of every task this owner runs. */
  heartbeat(leaseMs: number): Promise<void>;
  /** Requeues (or fails, when out of attempts) in-flight tasks whose owner is dead or whose lease expired. */
  recoverOrphans(ownerAlive: (owner: string) => boolean): Promise<Orphan[]>;
  /** Puts every in-flight task of this owner back to pending (shutdown). */
  releaseOwned(): Promise<TaskRow[]>;
  /** Epoch ms when the next pending task of one of `kinds` falls due, if any is pending. */
  nextDue(kinds: readonly string[]): Promise<number | undefined>;
}
