/**
 * The API shape of a task: its queue row joined with its history row (status from the queue,
 * result and failure from history, where they are stored once).
 */
import type { Task } from '../../contract/extract';
import type { TaskRow } from '../../queue/task-queue';
import type { ExtractionRow } from '../extractions/extractions.store';

/** Builds the Task body of GET /v1/tasks/:id. */
export function toTask(task: TaskRow, row: ExtractionRow | undefined): Task {
  const finished = task.status === 'completed' || task.status === 'partial';
  const result = finished && row?.result ? (JSON.parse(row.result) as { data: Task['data']; metadata: Task['metadata'] }) : undefined;
  const out: Task = {
    id: task.id,
    status: task.status,
    url: row?.url ?? (JSON.parse(task.payload) as { url: string }).url,
    mode: row?.mode ?? task.kind,
    data: result?.data ?? null,
    metadata: result?.metadata ?? {},
    attempts: task.attempts,
    max_attempts: task.max_attempts,
    async_retries: row?.async_retries ?? 0,
    last_retry_reason: row?.last_retry_reason ?? null,
    extraction_id: task.extraction_id,
    batch_id: task.batch_id,
    created_at: task.created_at,
    updated_at: task.updated_at,
  };
  if (task.status === 'pending' && task.run_after > Date.now()) out.next_attempt_at = new Date(task.run_after).toISOString();
  if (task.status === 'failed' && row) {
    out.error = row.error ?? 'failed';
    if (row.failure) out.failure = JSON.parse(row.failure);
  }
  return out;
}
