/**
 * Runs one claimed task of a history row (an extraction, a page scrape) and keeps the row in step:
 * running → (validating →) completed | partial | failed, or back to pending with backoff when the
 * failure is retryable.
 * The queue's fenced transition comes first and the row follows it, so a row never claims a state
 * its task did not reach; what a crash leaves between the two is repaired by `reconcileTaskRuns`.
 */
import type { ExtractJob } from '../../engine/types';
import type { Logger } from '../../logger';
import { retryDelayMs, type RetryableClass } from '../../queue/backoff';
import type { Orphan, TaskRow } from '../../queue/task';
import type { TaskDispatch } from '../../queue/task-dispatch';
import type { TasksStore } from '../../queue/tasks.store';
import type { ExtractService } from '../extract/extract.service';
import { classifyFailure } from '../extractions/classify-failure';
import type { ExtractionsService } from '../extractions/extractions.service';

/**
 * The work of one task: records its answer or its failure on the history row (and rejects then);
 * calls `validating` when it reaches that stage.
 */
export type RowRun = (task: TaskRow, signal: AbortSignal, validating: () => Promise<void>) => Promise<'completed' | 'partial'>;

/** The run of an `extract` task. */
export function extractRun(extract: ExtractService): RowRun {
  return async (task, signal, validating) =>
    (await extract.runJob(task.tenant_id, task.extraction_id, JSON.parse(task.payload) as ExtractJob, signal, validating)).status;
}

/** What the runner needs. */
export interface TaskRunnerDeps {
  dispatch: TaskDispatch;
  tasks: TasksStore;
  run: RowRun;
  extractions: ExtractionsService;
  /** First backoff step, ms; doubles per attempt for `backoff` failures. */
  retryBaseMs: number;
  log: Logger;
}

/** Why a task is running again after its process stopped. */
export const INTERRUPTED_REASON = 'interrupted: the server stopped during the run';

/** Creates the handler the worker pool calls for each claimed task of one kind. */
export function createTaskRunner(deps: TaskRunnerDeps) {
  const { dispatch, extractions, log } = deps;

  async function retryOrFail(task: TaskRow): Promise<void> {
    const run = await extractions.byTask(task.id);
    const failure = run?.failure;
    if (run && failure?.retryable && task.attempts < task.max_attempts) {
      const delay = retryDelayMs(failure.retry_class as RetryableClass, task.attempts, deps.retryBaseMs);
      if (!(await dispatch.retry(task.id, task.attempts, Date.now() + delay))) return;
      await extractions.setStatus(run.id, 'pending', {
        async_retries: run.async_retries + 1,
        last_retry_reason: `${failure.family}: ${run.error ?? 'failed'}`,
      });
      return;
    }
    await dispatch.finish(task.id, task.attempts, 'failed');
  }

  return async function runTask(task: TaskRow, signal: AbortSignal): Promise<void> {
    await extractions.setStatus(task.extraction_id, 'running', { attempts: task.attempts });
    try {
      const status = await deps.run(task, signal, async () => {
        if (await dispatch.stage(task.id, task.attempts, 'validating')) await extractions.setStatus(task.extraction_id, 'validating');
      });
      if (!(await dispatch.finish(task.id, task.attempts, status))) {
        log.warn({ task_id: task.id }, 'task finished after it lost its lease; result kept on the history row');
      }
    } catch {
      if (!signal.aborted) return retryOrFail(task);
      // Cancel and shutdown record the outcome themselves; re-assert a cancel a late write may have hidden.
      if ((await deps.tasks.get(task.tenant_id, task.id))?.status === 'cancelled') {
        await extractions.setStatus(task.extraction_id, 'cancelled');
      }
    }
  };
}

/** Records on history rows what orphan recovery did to their tasks. */
export async function recordOrphans(extractions: ExtractionsService, orphans: Orphan[]): Promise<void> {
  for (const { task, outcome } of orphans) {
    const run = await extractions.byTask(task.id);
    if (!run) continue;
    if (outcome === 'requeued') {
      await extractions.setStatus(run.id, 'pending', { async_retries: run.async_retries + 1, last_retry_reason: INTERRUPTED_REASON });
      continue;
    }
    await failRun(extractions, run.id, `${INTERRUPTED_REASON}, ${task.attempts} of ${task.max_attempts} attempts used`);
  }
}

/** Marks a run failed because the server stopped around it (not because of its page). */
function failRun(extractions: ExtractionsService, rowId: string, message: string): Promise<void> {
  return extractions.fail(rowId, { error: message, errorCode: 'internal', failure: classifyFailure({ family: 'interrupted', message }) });
}

/** Why a run whose task was never queued failed. */
export const NOT_QUEUED_REASON = 'not queued: the server stopped before the task was queued';

/**
 * Brings history rows of async runs in step with their tasks after a crash. A run's row is written
 * before its task is queued (the queue need not be the database), so a process that died between
 * the two left a row with no task: that request was never answered 202, and its row is failed. A
 * row left behind its task's final state (cancelled, or failed by recovery) is updated to match.
 * Only rows created before `before` are looked at: a request in progress writes its row just before
 * queueing its task, so it must be run before requests are taken (or with `before` well in the past).
 */
export async function reconcileTaskRuns(extractions: ExtractionsService, tasks: TasksStore, before: string): Promise<number> {
  const runs = await extractions.inflightTaskRuns(before);
  if (runs.length === 0) return 0;
  const byId = new Map((await tasks.byIds(runs.map((r) => r.task_id))).map((t) => [t.id, t]));
  let fixed = 0;
  for (const run of runs) {
    const task = byId.get(run.task_id);
    if (!task) {
      await failRun(extractions, run.id, NOT_QUEUED_REASON);
    } else if (task.status === 'cancelled') {
      await extractions.setStatus(run.id, 'cancelled');
    } else if (task.status === 'failed') {
      await failRun(extractions, run.id, `${INTERRUPTED_REASON}, ${task.attempts} of ${task.max_attempts} attempts used`);
    } else {
      continue;
    }
    fixed++;
  }
  return fixed;
}
