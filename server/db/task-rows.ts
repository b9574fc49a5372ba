/**
 * The task table's SQL that both queues (SQLite and PostgreSQL) write the same way: a new task's
 * row, which statuses hold a lease, and the fence on a running attempt.
 */
import type { NewTask } from '../queue/task';

/** Statuses of a task that a worker holds. */
export const IN_FLIGHT = "status IN ('running', 'validating')";

/** The run of attempt `@attempt` of task `@id`, held by `@owner`: the fencing token every change of a running task checks. */
export const OWNED_RUN = `id = @id AND attempts = @attempt AND lease_owner = @owner AND ${IN_FLIGHT}`;

/** Inserts one pending task; its parameters come from `newTaskParams`. */
export const INSERT_TASK_SQL = `INSERT INTO tasks (id, tenant_id, kind, batch_id, extraction_id, status, payload, attempts, max_attempts,
     run_after, lease_owner, lease_until, created_at, updated_at)
   VALUES (@id, @tenant, @kind, @batch, @extraction, 'pending', @payload, 0, @max, @runAfter, NULL, NULL, @now, @now)`;

/** The named parameters of INSERT_TASK_SQL for `t`, enqueued at `now` and due at `runAfter` unless it says otherwise. */
export function newTaskParams(t: NewTask, now: string, runAfter: number): Record<string, unknown> {
  return {
    id: t.id,
    tenant: t.tenantId,
    kind: t.kind,
    batch: t.batchId ?? null,
    extraction: t.extractionId,
    payload: JSON.stringify(t.payload),
    max: t.maxAttempts,
    runAfter: t.runAfter ?? runAfter,
    now,
  };
}
