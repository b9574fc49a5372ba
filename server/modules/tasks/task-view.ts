/**
 * The API shape of a task: its queue state joined with its history run (status from the queue,
 * result and failure from history, where they are stored once).
 */
import type { Task } from '../../contract/extract';
import type { TaskRow } from '../../queue/task';
import type { TaskRun } from '../extractions/extractions.service';

/** Builds the Task body of GET /v1/tasks/:id. */
export function toTask(task: TaskRow, run: TaskRun | undefined): Task {
  const finished = task.status === 'completed' || task.status === 'partial';
  const result = finished && run?.result ? (run.result as { data: Task['data']; metadata: Task['metadata'] }) : undefined;
  const out: Task = {
    id: task.id,
    status: task.status,
    url: run?.url ?? (JSON.parse(task.payload) as { url: string }).url,
    mode: run?.mode ?? task.kind,
    data: result?.data ?? null,
    metadata: result?.metadata ?? {},
    attempts: task.attempts,
    max_attempts: task.max_attempts,
    async_retries: run?.async_retries ?? 0,
    last_retry_reason: run?.last_retry_reason ?? null,
    extraction_id: task.extraction_id,
    batch_id: task.batch_id,
    created_at: task.created_at,
    updated_at: task.updated_at,
  };
  if (task.status === 'pending' && task.run_after > Date.now()) out.next_attempt_at = new Date(task.run_after).toISOString();
  if (task.status === 'failed' && run) {
    out.error = run.error ?? 'failed';
    if (run.failure) out.failure = run.failure;
  }
  return out;
}
