/**
 * The durable scheduler. `next_run_at` lives in the database; a node-cron tick every second takes
 * each slot due before the next tick atomically (`takeSlot` moves `runs` on only if no one else
 * did) and queues its run as a task in the one queue, held there until the slot (`runAfter`): a
 * run starts on time, not up to a tick late. The next slot keeps the cadence, but a monitor that
 * fell behind (downtime) gets its next slot one interval from now: it runs once, not once per
 * missed slot.
 */
import cron, { type ScheduledTask } from 'node-cron';
import { requestOf } from '../extract/extract.service';
import type { ExtractionsService } from '../extractions/extractions.service';
import { nowIso } from '../../ids';
import type { Logger } from '../../logger';
import type { NewTask } from '../../queue/task';
import type { TaskDispatch } from '../../queue/task-dispatch';
import type { TasksStore } from '../../queue/tasks.store';
import { MONITOR_RUN_KIND, runTaskId, type MonitorRunPayload } from './monitor-ids';
import type { MonitorRow, MonitorRunRow, MonitorsStore } from './monitors.store';

/** What the scheduler needs. */
export interface MonitorSchedulerDeps {
  monitors: MonitorsStore;
  dispatch: TaskDispatch;
  tasks: TasksStore;
  extractions: ExtractionsService;
  /** Told when runs were queued (wakes the worker pool). */
  onQueued(): void;
  /** Resolves true while this process may tick; with several processes, one at a time does (default: always). */
  leader?: () => Promise<boolean>;
  log: Logger;
  /** Runs per task: one try per slot, plus one more for a run a crash interrupted. */
  maxAttempts?: number;
  /** Monitors taken per query of a tick. */
  batch?: number;
  /** How far ahead of now a tick takes slots, ms: the tick period, so no slot waits for a tick. */
  lookaheadMs?: number;
}

/** The slot after `slotAt`, or one interval from `now` when the monitor is behind. */
export function nextSlot(slotAt: number, intervalSeconds: number, now: number): number {
  const next = slotAt + intervalSeconds * 1000;
  return next > now ? next : now + intervalSeconds * 1000;
}

/** Creates the scheduler; nothing ticks until `start()`. */
export function createMonitorScheduler(deps: MonitorSchedulerDeps) {
  const { monitors, extractions } = deps;
  const batch = deps.batch ?? 500;
  const lookaheadMs = deps.lookaheadMs ?? 1000;
  let task: ScheduledTask | undefined;
  let ticking: Promise<number> | undefined;

  function toTask(tenantId: string, run: MonitorRunRow): NewTask {
    const payload: MonitorRunPayload = { monitor_id: run.monitor_id, run: run.run };
    return {
      id: run.task_id,
      tenantId,
      kind: MONITOR_RUN_KIND,
      extractionId: run.extraction_id,
      payload,
      maxAttempts: deps.maxAttempts ?? 2,
      runAfter: run.slot_at,
    };
  }

  /**
   * Takes the due slots of `due` in three writes (history rows, slots with their run rows, tasks)
   * whatever their number; resolves to how many were taken. A crash after the slots leaves pending
   * runs without tasks, which `recover` queues at the next start.
   */
  async function scheduleBatch(due: MonitorRow[], now: number): Promise<number> {
    const createdAt = nowIso();
    const extractionIds = await extractions.startMany(
      due.map((m) => ({
        tenantId: m.tenant_id,
        mode: 'extract' as const,
        url: m.url,
        request: requestOf({ url: m.url, prompt: m.prompt ?? undefined, schema: m.schema ? JSON.parse(m.schema) : undefined }),
        status: 'pending' as const,
        taskId: runTaskId(m.id, m.runs + 1),
        monitorId: m.id,
      })),
    );
    const slots = due.map((m, i) => {
      const run: MonitorRunRow = {
        monitor_id: m.id,
        run: m.runs + 1,
        tenant_id: m.tenant_id,
        extraction_id: extractionIds[i],
        task_id: runTaskId(m.id, m.runs + 1),
        slot_at: m.next_run_at as number,
        status: 'pending',
        changed: 0,
        changes: null,
        event_id: null,
        finished_at: null,
        created_at: createdAt,
      };
      const last = m.max_runs !== null && run.run >= m.max_runs;
      return { id: m.id, runs: m.runs, nextRunAt: last ? null : nextSlot(run.slot_at, m.interval_seconds, now), run };
    });
    const taken = await monitors.takeSlots(slots);
    // Taken by another scheduler between the read and the write: its history row goes.
    for (const [i, s] of slots.entries()) if (!taken[i]) await extractions.setStatus(s.run.extraction_id, 'cancelled');
    const tasks = slots.filter((_, i) => taken[i]).map((s) => toTask(s.run.tenant_id, s.run));
    if (tasks.length) await deps.dispatch.enqueue(tasks);
    return tasks.length;
  }

  /** Queues every slot due before the next tick; resolves to how many runs were queued. */
  async function tick(now = Date.now()): Promise<number> {
    let queued = 0;
    try {
      if (deps.leader && !(await deps.leader())) return 0;
      for (;;) {
        const due = await monitors.due(now + lookaheadMs, batch);
        if (due.length) queued += await scheduleBatch(due, now);
        if (due.length < batch) break;
      }
    } catch (err) {
      // The slots stay due: the next tick takes them.
      deps.log.error({ err }, 'scheduling monitor runs failed');
    }
    if (queued > 0) deps.onQueued();
    return queued;
  }

  return {
    /** Queues runs whose slot was taken but whose task a crash never queued. Call before the worker pool starts. */
    async recover(): Promise<number> {
      const pending = await monitors.pendingRuns();
      if (pending.length === 0) return 0;
      const have = new Set((await deps.tasks.byIds(pending.map((r) => r.task_id))).map((t) => t.id));
      const missing = pending.filter((r) => !have.has(r.task_id));
      for (const r of missing) await extractions.setStatus(r.extraction_id, 'pending');
      if (missing.length) await deps.dispatch.enqueue(missing.map((r) => toTask(r.tenant_id, r)));
      if (missing.length) deps.log.warn({ count: missing.length }, 'queued monitor runs a stopped process had scheduled');
      return missing.length;
    },

    /** One tick, now (the cron job and tests and the bench call it). Ticks never overlap. */
    tick(now?: number): Promise<number> {
      ticking ??= tick(now).finally(() => {
        ticking = undefined;
      });
      return ticking;
    },

    /** Starts ticking every second. */
    start(): void {
      task ??= cron.schedule('* * * * * *', () => this.tick().catch((err: unknown) => deps.log.error({ err }, 'monitor tick failed')), {
        noOverlap: true,
        name: 'pluck-monitors',
      });
    },

    /** Stops ticking and waits for a tick in progress. Idempotent. */
    async stop(): Promise<void> {
      await task?.destroy();
      task = undefined;
      await ticking;
    },
  };
}

/** The scheduler type. */
export type MonitorScheduler = ReturnType<typeof createMonitorScheduler>;
