/**
 * Runs one claimed extraction task and keeps its history row in step: running → validating →
 * completed | partial | failed, or back to pending with backoff when the failure is retryable.
 */
import type { Failure } from '../../contract/extract';
import type { ExtractJob } from '../../engine/types';
import type { Logger } from '../../logger';
import { retryDelayMs, type RetryableClass } from '../../queue/backoff';
import type { Orphan, TaskQueue, TaskRow } from '../../queue/task-queue';
import type { ExtractService } from '../extract/extract.service';
import { classifyFailure } from '../extractions/classify-failure';
import type { ExtractionsService } from '../extractions/extractions.service';

/** What the runner needs. */
export interface TaskRunnerDeps {
  queue: TaskQueue;
  extract: ExtractService;
  extractions: ExtractionsService;
  /** First backoff step, ms; doubles per attempt for `backoff` failures. */
  retryBaseMs: number;
  log: Logger;
}

/** Why a task is running again after its process stopped. */
export const INTERRUPTED_REASON = 'interrupted: the server stopped during the run';

/** Creates the handler the worker pool calls for each claimed task. */
export function createTaskRunner(deps: TaskRunnerDeps) {
  const { queue, extract, extractions, log } = deps;

  function retryOrFail(task: TaskRow): void {
    const row = extractions.byTask(task.id);
    const failure = row?.failure ? (JSON.parse(row.failure) as Failure) : undefined;
    if (row && failure?.retryable && task.attempts < task.max_attempts) {
      const delay = retryDelayMs(failure.retry_class as RetryableClass, task.attempts, deps.retryBaseMs);
      queue.transaction(() => {
        if (!queue.retry(task.id, task.attempts, Date.now() + delay)) return;
        extractions.setStatus(row.id, 'pending', {
          async_retries: row.async_retries + 1,
          last_retry_reason: `${failure.family}: ${row.error ?? 'failed'}`,
        });
      });
      return;
    }
    queue.finish(task.id, task.attempts, 'failed');
  }

  return async function runTask(task: TaskRow, signal: AbortSignal): Promise<void> {
    const job = JSON.parse(task.payload) as ExtractJob;
    extractions.setStatus(task.extraction_id, 'running', { attempts: task.attempts });
    try {
      const result = await extract.runJob(task.tenant_id, task.extraction_id, job, signal, () => {
        if (queue.stage(task.id, task.attempts, 'validating')) extractions.setStatus(task.extraction_id, 'validating');
      });
      if (!queue.finish(task.id, task.attempts, result.status)) {
        log.warn({ task_id: task.id }, 'task finished after it lost its lease; result kept on the history row');
      }
    } catch {
      if (!signal.aborted) return retryOrFail(task);
      // Cancel and shutdown record the outcome themselves; re-assert a cancel a late write may have hidden.
      if (queue.get(task.tenant_id, task.id)?.status === 'cancelled') {
        extractions.setStatus(task.extraction_id, 'cancelled');
      }
    }
  };
}

/** Records on history rows what orphan recovery did to their tasks. */
export function recordOrphans(extractions: ExtractionsService, orphans: Orphan[]): void {
  for (const { task, outcome } of orphans) {
    const row = extractions.byTask(task.id);
    if (!row) continue;
    if (outcome === 'requeued') {
      extractions.setStatus(row.id, 'pending', { async_retries: row.async_retries + 1, last_retry_reason: INTERRUPTED_REASON });
      continue;
    }
    const message = `${INTERRUPTED_REASON}, ${task.attempts} of ${task.max_attempts} attempts used`;
    extractions.fail(row.id, {
      error: message,
      errorCode: 'internal',
      failure: classifyFailure({ family: 'internal', message }),
    });
  }
}
