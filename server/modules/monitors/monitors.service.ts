/**
 * Monitor rules: creating (bounds, SSRF on both URLs, the webhook secret shown once), reading
 * with the latest run, runs and deliveries, and deleting (pending runs and deliveries stop).
 */
import { AppError, echoed } from '../../contract/errors';
import type { List } from '../../contract/common';
import { MAX_INTERVAL_SECONDS, type Monitor, type MonitorCreateRequest, type MonitorRun, type WebhookAttempt } from '../../contract/monitors';
import { newId, nowIso } from '../../ids';
import type { TasksStore } from '../../queue/tasks.store';
import type { ExtractService } from '../extract/extract.service';
import { assertUsableSchema } from '../extract/schema-problem';
import type { ExtractionsService } from '../extractions/extractions.service';
import type { DeliveriesStore } from './deliveries.store';
import { monitorJob } from './monitor-runner';
import { toMonitor, toRun } from './monitor-view';
import type { MonitorRow, MonitorsStore } from './monitors.store';
import type { WebhookSecrets } from './webhook-secrets';
import { newWebhookSecret } from './webhook-signature';

/** What the monitors service needs. */
export interface MonitorsDeps {
  monitors: MonitorsStore;
  deliveries: DeliveriesStore;
  tasks: TasksStore;
  extract: ExtractService;
  extractions: ExtractionsService;
  /** Seals the webhook secret before it is stored. */
  secrets: WebhookSecrets;
  /** Shortest interval a monitor may have, seconds. */
  minIntervalSeconds: number;
  /** The egress check of a URL the service will fetch or post to: 400 naming `field` when it may not be reached. */
  checkUrl(url: string, field: string): Promise<void>;
  /** Told when a monitor was created (its first slot is now). */
  onCreated(): void;
}

/** Creates the monitors service. */
export function createMonitorsService(deps: MonitorsDeps) {
  const { monitors } = deps;

  async function load(tenantId: string, id: string): Promise<MonitorRow> {
    const m = await monitors.get(tenantId, id);
    if (!m) throw new AppError('not_found', `Monitor ${echoed(id)} not found`);
    return m;
  }

  async function view(m: MonitorRow): Promise<Monitor> {
    const [last] = await monitors.runs(m.id, 1);
    return toMonitor(m, last);
  }

  return {
    /** POST /v1/monitor: the first run is due now. */
    async create(tenantId: string, req: MonitorCreateRequest): Promise<Monitor> {
      // Before anything copies or serializes it: a schema nested 10,000 deep is a 400, not a stack overflow.
      if (req.schema !== undefined) assertUsableSchema(req.schema);
      if (req.interval_seconds < deps.minIntervalSeconds || req.interval_seconds > MAX_INTERVAL_SECONDS) {
        throw new AppError(
          'invalid_request',
          `"interval_seconds" must be between ${deps.minIntervalSeconds} and ${MAX_INTERVAL_SECONDS} (31 days), got ${req.interval_seconds}`,
          { details: { field: 'interval_seconds', minimum: deps.minIntervalSeconds, maximum: MAX_INTERVAL_SECONDS } },
        );
      }
      // The schema and the deployment's rules are checked as every run will check them.
      monitorJob(deps.extract, { url: req.url, prompt: req.prompt, schema: req.schema ? JSON.stringify(req.schema) : null });
      await deps.checkUrl(req.url, 'url');
      if (req.webhook_url !== undefined) await deps.checkUrl(req.webhook_url, 'webhook_url');
      const secret = req.webhook_url !== undefined ? newWebhookSecret() : null;
      const id = newId('mon');
      const row: MonitorRow = {
        id,
        tenant_id: tenantId,
        url: req.url,
        prompt: req.prompt,
        schema: req.schema ? JSON.stringify(req.schema) : null,
        interval_seconds: req.interval_seconds,
        max_runs: req.max_runs ?? null,
        webhook_url: req.webhook_url ?? null,
        webhook_secret: secret && deps.secrets.seal(id, secret),
        status: 'active',
        runs: 0,
        next_run_at: Date.now(),
        created_at: nowIso(),
      };
      await monitors.insert(row);
      deps.onCreated();
      return { ...toMonitor(row, undefined), ...(secret ? { webhook_secret: secret } : {}) };
    },

    /** The tenant's monitors, newest first. */
    async list(tenantId: string, limit: number): Promise<List<Monitor>> {
      const rows = await monitors.list(tenantId, limit);
      return { items: await Promise.all(rows.map(view)), next_cursor: null };
    },

    /** One monitor, or 404. */
    async get(tenantId: string, id: string): Promise<Monitor> {
      return view(await load(tenantId, id));
    },

    /** A monitor's runs with their changes, newest first. */
    async runs(tenantId: string, id: string, limit: number): Promise<List<MonitorRun>> {
      await load(tenantId, id);
      return { items: (await monitors.runs(id, limit)).map(toRun), next_cursor: null };
    },

    /** Every delivery attempt of a monitor's webhooks, newest first. */
    async deliveries(tenantId: string, id: string, limit: number): Promise<List<WebhookAttempt>> {
      await load(tenantId, id);
      return { items: await deps.deliveries.attempts(id, limit), next_cursor: null };
    },

    /** Deletes one of the tenant's monitors: no run is scheduled or started after this, no pending webhook is sent. */
    async remove(tenantId: string, id: string): Promise<void> {
      if (!(await monitors.delete(tenantId, id))) throw new AppError('not_found', `Monitor ${echoed(id)} not found`);
      for (const run of await monitors.pendingRuns(id)) {
        if (await deps.tasks.cancel(run.task_id)) await deps.extractions.setStatus(run.extraction_id, 'cancelled');
        await monitors.finishRun(id, run.run, { status: 'cancelled', changed: 0, changes: '[]', event_id: null, finished_at: nowIso() });
      }
      await deps.deliveries.cancelPending(id);
    },
  };
}

export type MonitorsService = ReturnType<typeof createMonitorsService>;
