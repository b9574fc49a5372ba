/**
 * Dispatch that tells others after each enqueue: with several processes, workers elsewhere hear
 * of new tasks at once instead of at their next poll. Also names the channel cancels travel on.
 */
import type { TaskDispatch } from './task-dispatch';

/** The bus channel enqueues are announced on. */
export const TASKS_QUEUED_CHANNEL = 'tasks-queued';
/** The bus channel carrying the id of a running task a caller cancelled, for the process running it. */
export const TASK_CANCELLED_CHANNEL = 'task-cancelled';

/** Wraps `dispatch` so `onQueued` runs after every successful enqueue. */
export function announceEnqueues(dispatch: TaskDispatch, onQueued: () => void): TaskDispatch {
  return {
    ...dispatch,
    async enqueue(tasks) {
      await dispatch.enqueue(tasks);
      onQueued();
    },
  };
}
