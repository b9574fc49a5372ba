/**
 * The worker pool in the server process: claims due tasks of the kinds it has handlers for, up to
 * `concurrency`, runs each with an AbortSignal (cancel, shutdown), renews leases, and requeues
 * tasks a dead process left running.
 */
import type { Logger } from '../logger';
import { leaseOwnerAlive } from './lease-owner';
import type { Orphan, TaskRow } from './task';
import type { TaskDispatch } from './task-dispatch';

/** Runs one claimed task. Settles promptly when `signal` aborts, leaving the task to whoever aborted it. */
export type TaskHandler = (task: TaskRow, signal: AbortSignal) => Promise<void>;

/** What the pool needs. */
export interface WorkerPoolOptions {
  concurrency: number;
  /** How long a claim holds without a heartbeat; heartbeats and orphan sweeps run every third of it. */
  leaseMs: number;
  /** The handler of each task kind this pool runs; tasks of other kinds are left to other workers. */
  handlers: Record<string, TaskHandler>;
  /** Records what recovering orphaned tasks did. */
  onOrphans(orphans: Orphan[]): Promise<void>;
  log: Logger;
}

/** Why running tasks are aborted when the server stops. */
export class ShutdownAbort extends Error {
  constructor() {
    super('the server is shutting down');
    this.name = 'ShutdownAbort';
  }
}

/** Creates a pool over a queue; nothing runs until `start()`. */
export function createWorkerPool(queue: TaskDispatch, opts: WorkerPoolOptions) {
  // Read at start: the kinds are all registered by then (server/modules/tasks/tasks.service.ts).
  let kinds: string[] = [];
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let started = false;
  let stopped = false;
  let wakeTimer: NodeJS.Timeout | undefined;
  let tickTimer: NodeJS.Timeout | undefined;
  // Average run time, for the Retry-After of backpressure; starts at a guess of one second.
  let avgRunMs = 1000;
  // When the last heartbeat tick completed: a stuck or failing tick shows up as an unhealthy pool.
  let lastTickAt = 0;
  const tickMs = Math.max(50, Math.floor(opts.leaseMs / 3));

  async function recover(): Promise<void> {
    const orphans = await queue.recoverOrphans(leaseOwnerAlive);
    if (orphans.length === 0) return;
    await opts.onOrphans(orphans);
    opts.log.warn({ count: orphans.length }, 'requeued tasks a stopped process left running');
  }

  function launch(task: TaskRow): void {
    const controller = new AbortController();
    const t0 = performance.now();
    const done = (async () => {
      try {
        await opts.handlers[task.kind](task, controller.signal);
      } catch (err) {
        opts.log.error({ err, task_id: task.id }, 'task handler crashed');
      } finally {
        avgRunMs = avgRunMs * 0.9 + (performance.now() - t0) * 0.1;
        running.delete(task.id);
        pump();
      }
    })();
    running.set(task.id, { controller, done });
  }

  // One dispatch loop at a time; a wake-up while it runs makes it go round once more.
  let pumping = false;
  let again = false;

  /** Claims due tasks into free slots, then sleeps until the next one falls due. */
  function pump(): void {
    if (!started || stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    void dispatch().finally(() => {
      pumping = false;
      if (again) {
        again = false;
        pump();
      }
    });
  }

  async function dispatch(): Promise<void> {
    try {
      while (running.size < opts.concurrency && !stopped) {
        const task = await queue.claim(kinds);
        // Claimed while stopping: left owned, so shutdown's release puts it back to pending.
        if (!task || stopped) break;
        launch(task);
      }
      if (wakeTimer) clearTimeout(wakeTimer);
      wakeTimer = undefined;
      const due = running.size < opts.concurrency && !stopped ? await queue.nextDue(kinds) : undefined;
      if (due !== undefined && !stopped) {
        wakeTimer = setTimeout(pump, Math.min(tickMs, Math.max(0, due - Date.now())));
        wakeTimer.unref();
      }
    } catch (err) {
      opts.log.error({ err }, 'task queue dispatch failed');
    }
  }

  async function tick(): Promise<void> {
    try {
      await queue.heartbeat(opts.leaseMs);
      await recover();
      lastTickAt = Date.now();
    } catch (err) {
      opts.log.error({ err }, 'task queue heartbeat failed');
    }
    pump();
  }

  return {
    /** Requeues orphans, then starts dispatching, heartbeats and sweeps. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      kinds = Object.keys(opts.handlers);
      await recover();
      tickTimer = setInterval(() => void tick(), tickMs);
      tickTimer.unref();
      lastTickAt = Date.now();
      pump();
    },

    /** Looks for work now (after an enqueue). */
    wake: pump,

    /** Aborts a task this process runs; false when it runs elsewhere or not at all. */
    abort(taskId: string, reason: unknown): boolean {
      const r = running.get(taskId);
      if (!r) return false;
      r.controller.abort(reason);
      return true;
    },

    /** Tasks running in this process. */
    running: () => running.size,

    /** Exponential moving average of run durations, ms. */
    averageRunMs: () => avgRunMs,

    /** Worker health for metrics: healthy while started, not stopped, and heartbeats keep succeeding. */
    health() {
      const healthy = started && !stopped && Date.now() - lastTickAt < tickMs * 3;
      return {
        healthy,
        started,
        stopped,
        running: running.size,
        concurrency: opts.concurrency,
        average_run_ms: Math.round(avgRunMs),
        last_heartbeat_at: lastTickAt ? new Date(lastTickAt).toISOString() : null,
      };
    },

    /** Stops claiming, aborts running tasks and waits for them up to `graceMs`. Idempotent. */
    async stop(graceMs: number): Promise<void> {
      stopped = true;
      if (wakeTimer) clearTimeout(wakeTimer);
      if (tickTimer) clearInterval(tickTimer);
      const reason = new ShutdownAbort();
      for (const r of running.values()) r.controller.abort(reason);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...running.values()].map((r) => r.done)),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

/** The pool type. */
export type WorkerPool = ReturnType<typeof createWorkerPool>;
