/**
 * The durable scheduler. `next_run_at` lives in the database; a node-cron tick every second takes
 * each due slot atomically (`takeSlot` moves `runs` on only if no one else did) and queues its run
 * as a task in the one queue. The next slot keeps the cadence, but a monitor that fell behind
 * (downtime) gets its next slot one interval from now: it runs once, not once per missed slot.
 */
import cron, { type ScheduledTask } from 'node-cron';
import { requestOf } from '../extract/extract.service';
import type { ExtractionsService } from '../extractions/extractions.service';
import { nowIso } from '../../ids';
import type { Logger } from '../../logger';
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
  log: Logger;
  /** Runs per task: one try per slot, plus one more for a run a crash interrupted. */
  maxAttempts?: number;
  /** Monitors taken per query of a tick. */
  batch?: number;
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
  let task: ScheduledTask | undefined;
  let ticking: Promise<number> | undefined;

  async function enqueue(m: Pick<MonitorRow, 'tenant_id'>, run: MonitorRunRow): Promise<void> {
    const payload: MonitorRunPayload = { monitor_id: run.monitor_id, run: run.run };
    await deps.dispatch.enqueue([
      { id: run.task_id, tenantId: m.tenant_id, kind: MONITOR_RUN_KIND, extractionId: run.extraction_id, payload, maxAttempts: deps.maxAttempts ?? 2 },
    ]);
  }

  /** Takes one due slot; false when another tick took it. */
  async function schedule(m: MonitorRow, now: number): Promise<boolean> {
    const run = m.runs + 1;
    const taskId = runTaskId(m.id, run);
    const request = requestOf({ url: m.url, prompt: m.prompt ?? undefined, schema: m.schema ? JSON.parse(m.schema) : undefined });
    // History row, then the slot with its run row, then the task: a crash after the slot leaves a
    // pending run without a task, which `recover` queues at the next start.
    const extractionId = await extractions.start({ tenantId: m.tenant_id, mode: 'extract', url: m.url, request, status: 'pending', taskId, monitorId: m.id });
    const last = m.max_runs !== null && run >= m.max_runs;
    const row: MonitorRunRow = {
      monitor_id: m.id,
      run,
      tenant_id: m.tenant_id,
      extraction_id: extractionId,
      task_id: taskId,
      slot_at: m.next_run_at as number,
      status: 'pending',
      changed: 0,
      changes: null,
      event_id: null,
      finished_at: null,
      created_at: nowIso(),
    };
    if (!(await monitors.takeSlot(m.id, m.runs, last ? null : nextSlot(row.slot_at, m.interval_seconds, now), row))) {
      await extractions.setStatus(extractionId, 'cancelled');
      return false;
    }
    await enqueue(m, row);
    return true;
  }

  /** Queues every due slot; resolves to how many runs were queued. */
  async function tick(now = Date.now()): Promise<number> {
    let queued = 0;
    for (;;) {
      const due = await monitors.due(now, batch);
      for (const m of due) {
        try {
          if (await schedule(m, now)) queued++;
        } catch (err) {
          deps.log.error({ err, monitor_id: m.id }, 'scheduling a monitor run failed');
        }
      }
      if (due.length < batch) break;
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
      for (const r of missing) {
        await extractions.setStatus(r.extraction_id, 'pending');
        await enqueue(r, r);
      }
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
