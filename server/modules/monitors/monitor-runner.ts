/**
 * Runs one claimed `monitor_run` task: the extraction (recorded on its history row like any async
 * run), the changes against the last successful run, the run row, and the webhook delivery —
 * in that order, with ids derived from the run, so a run repeated after a crash ends the same way
 * and sends one event. A run has one try per slot: a failed page is a failed run (and a webhook
 * with its failure); the next slot is the retry.
 */
import type { ExtractJob } from '../../engine/types';
import { nowIso } from '../../ids';
import type { Logger } from '../../logger';
import type { Orphan, TaskRow } from '../../queue/task';
import type { TaskDispatch } from '../../queue/task-dispatch';
import type { ExtractService } from '../extract/extract.service';
import { classifyFailure } from '../extractions/classify-failure';
import type { ExtractionsService } from '../extractions/extractions.service';
import type { DeliveriesStore } from './deliveries.store';
import { diffData, type Change } from './diff-data';
import { MONITOR_RUN_KIND, runEventId, type MonitorRunPayload } from './monitor-ids';
import type { MonitorRow, MonitorsStore } from './monitors.store';

/** What the runner needs. */
export interface MonitorRunnerDeps {
  monitors: MonitorsStore;
  deliveries: DeliveriesStore;
  dispatch: TaskDispatch;
  extract: ExtractService;
  extractions: ExtractionsService;
  /** Told when a delivery was queued. */
  onDelivery(): void;
  log: Logger;
}

/** The job of a monitor's runs. */
export function monitorJob(extract: ExtractService, m: Pick<MonitorRow, 'url' | 'prompt' | 'schema'>): ExtractJob {
  return extract.prepare({ url: m.url, prompt: m.prompt ?? undefined, schema: m.schema ? JSON.parse(m.schema) : undefined });
}

/**
 * Records runs whose task orphan recovery gave up on (the server died during every attempt): the
 * run is failed, and a monitor whose last run it was is completed rather than left active forever.
 */
export async function failOrphanedRuns(monitors: MonitorsStore, orphans: Orphan[]): Promise<void> {
  for (const { task, outcome } of orphans) {
    if (task.kind !== MONITOR_RUN_KIND || outcome !== 'failed') continue;
    const { monitor_id, run } = JSON.parse(task.payload) as MonitorRunPayload;
    await monitors.finishRun(monitor_id, run, { status: 'failed', changed: 0, changes: '[]', event_id: null, finished_at: nowIso() });
    const m = await monitors.byId(monitor_id);
    if (m && m.max_runs !== null && run >= m.max_runs) await monitors.complete(m.id);
  }
}

/** Creates the handler the worker pool calls for each claimed `monitor_run` task. */
export function createMonitorRunner(deps: MonitorRunnerDeps) {
  const { monitors, extractions } = deps;

  async function previousData(m: MonitorRow, run: number): Promise<unknown> {
    const prev = await monitors.lastSuccess(m.id, run);
    if (!prev) return undefined;
    // A result retention removed compares as a first run: no changes rather than everything changed.
    const result = (await extractions.result(m.tenant_id, prev.extraction_id).catch(() => undefined)) as { data?: unknown } | undefined;
    return result?.data;
  }

  return async function runMonitor(task: TaskRow, signal: AbortSignal): Promise<void> {
    const { monitor_id, run } = JSON.parse(task.payload) as MonitorRunPayload;
    const m = await monitors.byId(monitor_id);
    if (!m) {
      // Deleted after the run was queued: nothing runs.
      await extractions.setStatus(task.extraction_id, 'cancelled');
      await deps.dispatch.finish(task.id, task.attempts, 'failed');
      return;
    }
    await extractions.setStatus(task.extraction_id, 'running', { attempts: task.attempts });
    let status: 'completed' | 'partial' | 'failed';
    let data: unknown = null;
    try {
      const r = await deps.extract.runJob(m.tenant_id, task.extraction_id, monitorJob(deps.extract, m), signal);
      status = r.status;
      data = r.data;
    } catch (err) {
      // Shutdown or cancel: whoever aborted records the outcome; the task goes back to pending.
      if (signal.aborted) return;
      status = 'failed';
      // The job itself was refused (the deployment changed since creation): runJob never recorded it.
      if ((await extractions.get(m.tenant_id, task.extraction_id)).status !== 'failed') {
        const message = err instanceof Error ? err.message : String(err);
        await extractions.fail(task.extraction_id, { error: message, errorCode: 'invalid_request', failure: classifyFailure({ family: 'config', message }) });
      }
      deps.log.warn({ err, monitor_id, run }, 'monitor run failed');
    }
    const changes: Change[] = status === 'failed' ? [] : diffData(await previousData(m, run), data);
    // Deleted while running: the run is recorded, but no webhook goes out for a monitor that is gone.
    const still = await monitors.byId(m.id);
    const eventId = still && m.webhook_url && m.webhook_secret ? runEventId(m.id, run) : null;
    if (eventId) {
      const row = await extractions.get(m.tenant_id, task.extraction_id);
      const occurredAt = nowIso();
      const body = JSON.stringify({
        type: 'monitor.run',
        id: eventId,
        monitor_id: m.id,
        run,
        extraction_id: task.extraction_id,
        status,
        data,
        changed: changes.length > 0,
        changes,
        occurred_at: occurredAt,
        ...(status === 'failed' ? { error: row.error, failure: row.failure ? JSON.parse(row.failure) : null } : {}),
      });
      const added = await deps.deliveries.insert({
        event_id: eventId,
        tenant_id: m.tenant_id,
        monitor_id: m.id,
        url: m.webhook_url as string,
        secret: m.webhook_secret as string,
        body,
        status: 'pending',
        attempts: 0,
        next_attempt_at: Date.now(),
        created_at: occurredAt,
      });
      if (added) deps.onDelivery();
    }
    await monitors.finishRun(m.id, run, {
      status,
      changed: changes.length > 0 ? 1 : 0,
      changes: JSON.stringify(changes),
      event_id: eventId,
      finished_at: nowIso(),
    });
    if (still && m.max_runs !== null && run >= m.max_runs) await monitors.complete(m.id);
    await deps.dispatch.finish(task.id, task.attempts, status);
  };
}
