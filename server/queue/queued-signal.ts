/**
 * Dispatch that tells others after each enqueue: with several processes, workers elsewhere hear
 * of new tasks at once instead of at their next poll.
 */
import type { TaskDispatch } from './task-dispatch';

/** The bus channel enqueues are announced on. */
export const TASKS_QUEUED_CHANNEL = 'tasks-queued';

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
