/**
 * Async and batch extraction: admitting work (quota, backpressure, SSRF), writing history rows then
 * queueing their tasks, polling, cancelling, and running them on the worker pool.
 */
import { AppError, echoed } from '../../contract/errors';
import type { List } from '../../contract/common';
import type { BatchResponse, Task, TaskQuery, TaskRef } from '../../contract/extract';
import { decodeCursor, pageOf } from '../../cursor';
import { newId, nowIso } from '../../ids';
import type { Logger } from '../../logger';
import type { ExtractJob, ScrapeJob } from '../../engine/types';
import type { NewTask, Orphan, TaskRow } from '../../queue/task';
import type { TaskDispatch } from '../../queue/task-dispatch';
import type { TasksStore } from '../../queue/tasks.store';
import { createWorkerPool, type TaskHandler } from '../../queue/worker-pool';
import { requestOf, type ExtractService, type JobInput } from '../extract/extract.service';
import type { ExtractionsService, RunStart } from '../extractions/extractions.service';
import type { UsageService } from '../usage/usage.service';
import type { ScrapeService } from '../scrape/scrape.service';
import { createTaskRunner, extractRun, reconcileTaskRuns, recordOrphans } from './task-runner';
import { toTask } from './task-view';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** What the tasks service needs. */
export interface TasksDeps {
  dispatch: TaskDispatch;
  tasks: TasksStore;
  extract: ExtractService;
  /** Runs queued page scrapes (`scrape` tasks: Firecrawl's batch scrape). */
  scrape: Pick<ScrapeService, 'run'>;
  extractions: ExtractionsService;
  usage: UsageService;
  log: Logger;
  /** Tasks run at once in this process. */
  concurrency: number;
  /** Pending plus running tasks past which new work gets 429. */
  maxDepth: number;
  /** Runs per task, first one included. */
  maxAttempts: number;
  /** First retry backoff step, ms. */
  retryBaseMs: number;
  /** Lease of a claimed task without a heartbeat, ms. */
  leaseMs: number;
  /** How long shutdown waits for aborted runs to settle, ms. */
  stopGraceMs: number;
  /** The egress check of a submitted URL (net/egress-policy): 400 naming the field when it may not be fetched. */
  checkUrl: (url: string) => Promise<void>;
  /** Told when a running task was cancelled (another process may be running it: tell it to stop now). */
  onCancelRunning?(taskId: string): void;
}

/** A batch request: one task per URL, the rest shared. */
export interface BatchInput extends Omit<JobInput, 'url'> {
  urls: string[];
}

/** One job to queue: its history row's URL and request, and the payload its task's handler reads. */
export interface QueuedJob {
  url: string;
  request: Record<string, unknown>;
  payload: unknown;
}

/** Kinds of queued work that are history rows of the same mode. */
export type QueuedKind = Extract<RunStart['mode'], 'extract' | 'scrape'>;

const poll = (id: string) => `/v1/tasks/${id}`;

/** Creates the tasks service; call `start()` to run the queue and `stop()` before closing the db. */
export function createTasksService(deps: TasksDeps) {
  const { dispatch, tasks, extractions, log } = deps;
  // Told after each run of a batch's task, whatever its outcome (a retry leaves it pending).
  const batchRunListeners: ((task: TaskRow) => Promise<void>)[] = [];
  const tellingBatches =
    (run: TaskHandler): TaskHandler =>
    async (task, signal) => {
      try {
        await run(task, signal);
      } finally {
        if (task.batch_id) {
          for (const listener of batchRunListeners)
            await listener(task).catch((err: unknown) => log.error({ err, task_id: task.id }, 'batch task listener failed'));
        }
      }
    };
  const handlers: Record<string, TaskHandler> = {
    extract: tellingBatches(createTaskRunner({ dispatch, tasks, run: extractRun(deps.extract), extractions, retryBaseMs: deps.retryBaseMs, log })),
    scrape: tellingBatches(
      createTaskRunner({
        dispatch,
        tasks,
        run: async (task, signal) => {
          await deps.scrape.run(task.tenant_id, task.extraction_id, JSON.parse(task.payload) as ScrapeJob, signal);
          return 'completed';
        },
        extractions,
        retryBaseMs: deps.retryBaseMs,
        log,
      }),
    ),
  };
  // Other kinds keep their own records in step with what orphan recovery did, after the history rows.
  const orphanListeners: ((orphans: Orphan[]) => Promise<void>)[] = [(orphans) => recordOrphans(extractions, orphans)];
  const pool = createWorkerPool(dispatch, {
    concurrency: deps.concurrency,
    leaseMs: deps.leaseMs,
    handlers,
    onOrphans: async (orphans) => {
      for (const listener of orphanListeners) await listener(orphans);
    },
    log,
  });

  /** Quota (work already queued holds its reservation) and backpressure, before any work on the request. */
  async function admit(tenantId: string, n: number): Promise<void> {
    await deps.usage.assertQuota(tenantId, n);
    const depth = await tasks.depth();
    if (depth + n > deps.maxDepth) {
      const excess = depth + n - deps.maxDepth;
      const seconds = Math.ceil((excess * pool.averageRunMs()) / 1000 / Math.max(1, deps.concurrency));
      throw new AppError('rate_limited', `The task queue is full (${depth} queued, bound ${deps.maxDepth}); retry later`, {
        retryAfter: Math.min(300, Math.max(1, seconds)),
        details: { queue_depth: depth, max_depth: deps.maxDepth },
      });
    }
  }

  /**
   * History rows first (all at once), then their tasks (all at once). The queue may be another
   * system than the database, so the two writes cannot share a transaction: a crash between them
   * leaves rows without tasks, which `reconcileTaskRuns` fails at the next start — the caller never
   * got its 202, so nothing accepted is lost. The history row's mode is the task's kind.
   */
  async function create(tenantId: string, kind: QueuedKind, entries: QueuedJob[], batchId?: string): Promise<string[]> {
    const ids = entries.map(() => newId('tsk'));
    const { ids: extractionIds } = await deps.usage.reserve(
      tenantId,
      entries.map(({ url, request }, i) => ({ tenantId, mode: kind, url, request, status: 'pending', taskId: ids[i] })),
    );
    const queued: NewTask[] = entries.map(({ payload }, i) => ({
      id: ids[i],
      tenantId,
      kind,
      batchId,
      extractionId: extractionIds[i],
      payload,
      maxAttempts: deps.maxAttempts,
    }));
    await dispatch.enqueue(queued);
    return ids;
  }

  /** The queued job of an extraction. */
  const extractJob = (job: ExtractJob, input: JobInput): QueuedJob => ({ url: job.url, request: requestOf(input), payload: job });

  async function queueBatch(tenantId: string, kind: QueuedKind, jobs: QueuedJob[]): Promise<BatchResponse> {
    const batchId = newId('bat');
    const ids = await create(tenantId, kind, jobs, batchId);
    pool.wake();
    return { batch_id: batchId, tasks: ids.map((id) => ({ id, poll: poll(id) })) };
  }

  async function load(tenantId: string, id: string): Promise<TaskRow> {
    const task = await tasks.get(tenantId, id);
    if (!task) throw new AppError('not_found', `Task ${echoed(id)} not found`);
    return task;
  }

  return {
    /**
     * Runs tasks of `kind` on this pool (a module's own kind, e.g. monitor runs); `onOrphans` is told
     * what orphan recovery did to tasks. Register before `start()`.
     */
    register(kind: string, handler: TaskHandler, onOrphans?: (orphans: Orphan[]) => Promise<void>): void {
      handlers[kind] = handler;
      if (onOrphans) orphanListeners.push(onOrphans);
    },

    /**
     * Reconciles history with the queue, requeues what a stopped process left running, and starts
     * the workers. Call it before the server takes requests (see reconcileTaskRuns).
     */
    async start(): Promise<void> {
      const fixed = await reconcileTaskRuns(extractions, tasks, nowIso());
      if (fixed > 0) log.warn({ count: fixed }, 'history rows brought in step with their tasks after a stop');
      await pool.start();
    },

    /** Stops the workers and puts tasks still running back to pending. Idempotent. */
    async stop(): Promise<void> {
      await pool.stop(deps.stopGraceMs);
      // Put back exactly as a dead process's tasks are requeued at the next start.
      const released = await dispatch.releaseOwned();
      await recordOrphans(
        extractions,
        released.map((task) => ({ task, outcome: 'requeued' as const })),
      );
    },

    /** `listener` is told after each run of a batch's extraction or page scrape (Firecrawl's job webhooks), its outcome in the store. */
    onBatchTaskRun(listener: (task: TaskRow) => Promise<void>): void {
      batchRunListeners.push(listener);
    },

    /** Looks for work now (after another module queued tasks). */
    wake(): void {
      pool.wake();
    },

    /** POST /v1/extract with async: true. */
    async acceptOne(tenantId: string, input: JobInput): Promise<TaskRef> {
      await admit(tenantId, 1);
      const job = deps.extract.prepare(input);
      await deps.checkUrl(job.url);
      const [id] = await create(tenantId, 'extract', [extractJob(job, input)]);
      pool.wake();
      return { id, status: 'pending', poll: poll(id) };
    },

    /** POST /v1/batch: every URL checked first, then all tasks created in one transaction. */
    async acceptBatch(tenantId: string, input: BatchInput): Promise<BatchResponse> {
      await admit(tenantId, input.urls.length);
      const jobs = input.urls.map((url, i) => atIndex(i, () => deps.extract.prepare({ ...input, url })));
      await Promise.all(jobs.map((job, i) => atIndexAsync(i, () => deps.checkUrl(job.url))));
      return queueBatch(
        tenantId,
        'extract',
        jobs.map((job, i) => extractJob(job, { ...input, url: input.urls[i] })),
      );
    },

    /**
     * A batch of another kind of task (page scrapes) that a handler of the pool runs: admitted like
     * an extraction batch, then `prepare` checks each job (400 naming the field) before anything is written.
     */
    async acceptJobs(tenantId: string, kind: QueuedKind, count: number, prepare: () => Promise<QueuedJob[]>): Promise<BatchResponse> {
      await admit(tenantId, count);
      return queueBatch(tenantId, kind, await prepare());
    },

    /** GET /v1/tasks/:id. */
    async get(tenantId: string, id: string): Promise<Task> {
      const task = await load(tenantId, id);
      return toTask(task, await extractions.byTask(task.id));
    },

    /** GET /v1/tasks: the tenant's tasks, newest first, each with its history row's id. */
    async list(tenantId: string, q: TaskQuery): Promise<List<Task>> {
      const limit = q.limit ?? DEFAULT_PAGE_LIMIT;
      const since = q.since_hours ? new Date(Date.now() - q.since_hours * 3600_000).toISOString() : undefined;
      const rows = await tasks.list(tenantId, { status: q.status, batchId: q.batch, since }, limit + 1, q.cursor ? decodeCursor(q.cursor) : undefined);
      const { page, next_cursor } = pageOf(rows, limit);
      return { items: await Promise.all(page.map(async (task) => toTask(task, await extractions.byTask(task.id)))), next_cursor };
    },

    /** POST /v1/tasks/:id/cancel: pending and running tasks; 409 once finished. */
    async cancel(tenantId: string, id: string): Promise<Task> {
      const task = await load(tenantId, id);
      // The task first: once it is cancelled no run can finish it; a crash before the row follows is reconciled at start.
      const before = await tasks.cancel(task.id);
      if (before) await extractions.setStatus(task.extraction_id, 'cancelled');
      if (!before) {
        const now = await load(tenantId, id);
        throw new AppError('conflict', `Task ${id} has already finished (${now.status}); only pending or running tasks can be cancelled`, {
          details: { status: now.status },
        });
      }
      if (before !== 'pending' && !pool.abort(task.id, new Error('task cancelled by a caller'))) deps.onCancelRunning?.(task.id);
      return this.get(tenantId, id);
    },

    /** Stops this process's run of a task another process cancelled; false when it runs elsewhere or not at all. */
    abortRun(taskId: string): boolean {
      return pool.abort(taskId, new Error('task cancelled by a caller'));
    },

    /** Queue state for /health and metrics. */
    async state() {
      return { depth: await tasks.depth(), running: pool.running(), concurrency: deps.concurrency, max_depth: deps.maxDepth };
    },

    /** Backlog by status and worker health, for metrics. */
    async stats() {
      const [depth, byStatus] = await Promise.all([tasks.depth(), tasks.countByStatus()]);
      return { depth, max_depth: deps.maxDepth, by_status: byStatus, workers: pool.health() };
    },
  };
}

/** Renames the field of a 400 about one batch URL to `urls[i]`; other 400s (schema, options) stay as they are. */
function reindex(i: number, err: unknown): never {
  if (err instanceof AppError && err.code === 'invalid_request' && err.details?.field === 'url') {
    throw new AppError('invalid_request', `urls[${i}]: ${err.message}`, { details: { ...err.details, field: `urls[${i}]` } });
  }
  throw err;
}

function atIndex<T>(i: number, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    return reindex(i, err);
  }
}

/** Runs the check of the i-th URL of a batch: a 400 about its URL names `urls[i]`. */
export async function atIndexAsync<T>(i: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    return reindex(i, err);
  }
}

/** The tasks service type. */
export type TasksService = ReturnType<typeof createTasksService>;
