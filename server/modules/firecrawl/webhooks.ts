/**
 * Firecrawl's webhooks on Pluck's: events stored as deliveries in the `firecrawl` format, so they are
 * sent, signed `X-Firecrawl-Signature` and retried by the one sender (modules/monitors/webhook-sender.ts),
 * in Firecrawl's body `{success, type, id, data: [Document…], metadata, error?}`. A crawl's come from
 * the crawl's own emission points (modules/crawl/crawl-events.ts). A batch scrape's and an extract job's
 * (both a batch of tasks) are kept with the batch's id (job-webhooks.store.ts): a batch scrape tells when it
 * starts, after each page and once every page is done; an extract job when it starts and once every page is done,
 * completed with the job's merged data as Firecrawl's extract result, or failed.
 */
import type { CrawlPage, CrawlRequest } from '../../contract/crawl';
import type { FirecrawlDocument, FirecrawlWebhook } from '../../contract/firecrawl';
import type { ScrapeData } from '../../contract/scrape';
import { MAX_BATCH_URLS } from '../../contract/values';
import { nowIso } from '../../ids';
import { TERMINAL, type TaskRow } from '../../queue/task';
import type { CrawlEventType, EventBody, WebhookOptions } from '../crawl/crawl-events';
import type { ForeignWebhook } from '../crawl/crawl.service';
import { pendingDelivery, type DeliveriesStore } from '../monitors/deliveries.store';
import type { WebhookSecrets } from '../monitors/webhook-secrets';
import type { TasksService } from '../tasks/tasks.service';
import { BATCH_KEYS, crawlKeys, documentOf, pageDocument } from './document';
import { extractJobOf } from './extract-job';
import type { JobWebhookRow, JobWebhooksStore } from './job-webhooks.store';
import { unsupported } from './unsupported';

/** What a Firecrawl webhook keeps beside the URL; `base` makes a batch's screenshot routes absolute. */
interface FirecrawlWebhookOptions extends WebhookOptions {
  format: 'firecrawl';
  metadata?: Record<string, unknown>;
  events?: string[];
  base?: string;
}

/** The secret that signs a tenant's Firecrawl webhooks; undefined when there is none. */
export type WebhookSecretOf = (tenantId: string) => Promise<string | undefined>;

/** A request's `webhook`, signed with the tenant's secret (looked up only for a webhook); undefined when none is asked for. */
export async function webhookOf(tenantId: string, webhook: FirecrawlWebhook | undefined, secretOf: WebhookSecretOf): Promise<ForeignWebhook | undefined> {
  if (webhook === undefined || webhook === '') return undefined;
  const secret = await secretOf(tenantId);
  if (!secret) {
    throw unsupported('webhook', 'neither this tenant (POST /v1/tenant) nor this server (PLUCK_FIRECRAWL_WEBHOOK_SECRET) has a secret to sign webhooks with');
  }
  const hook = typeof webhook === 'string' ? { url: webhook } : webhook;
  const options: FirecrawlWebhookOptions = {
    format: 'firecrawl',
    ...(hook.headers ? { headers: hook.headers } : {}),
    ...(hook.metadata ? { metadata: hook.metadata } : {}),
    ...(hook.events ? { events: hook.events } : {}),
  };
  return { url: hook.url, field: typeof webhook === 'string' ? 'webhook' : 'webhook.url', secret, options };
}

/** Firecrawl's extract result, the one element of `extract.completed`'s data. */
interface FirecrawlExtractResult {
  success: true;
  data: unknown;
  extractId: string;
  totalUrlsScraped: number;
}

/** Firecrawl's body of event `type` ("crawl.page") of job `id`; undefined for an event the receiver did not ask for. */
function eventBody(
  o: FirecrawlWebhookOptions,
  type: string,
  id: string,
  data: FirecrawlDocument[] | FirecrawlExtractResult[],
  error?: string,
): string | undefined {
  if (o.events && !o.events.includes(type.slice(type.indexOf('.') + 1))) return undefined;
  return JSON.stringify({ success: error === undefined, type, id, data, metadata: o.metadata ?? {}, ...(error !== undefined ? { error } : {}) });
}

/** A crawl event in Firecrawl's body. */
export const crawlEventBody: EventBody = (crawl, options, type: CrawlEventType, fields) => {
  const page = fields.page as CrawlPage | undefined;
  const data = page ? [pageDocument(page, '', crawlKeys(JSON.parse(crawl.request) as CrawlRequest))] : [];
  return eventBody(options as FirecrawlWebhookOptions, type, crawl.id, data, type === 'crawl.failed' ? (crawl.error ?? 'The crawl failed') : undefined);
};

/** The jobs whose webhook is kept by batch id: Firecrawl's event prefix of each. */
export type BatchJobKind = 'batch_scrape' | 'extract';

/** What a batch scrape's or extract job's webhook needs. */
export interface BatchWebhooksDeps {
  store: JobWebhooksStore;
  deliveries: DeliveriesStore;
  tasks: TasksService;
  secrets: WebhookSecrets;
  /** Tells the sender a delivery is due. */
  wake(): void;
}

/** The webhooks of batch scrapes and extract jobs. */
export function createBatchWebhooks(d: BatchWebhooksDeps) {
  /** Queues an event once per `key` (a page run twice is told once). */
  async function emit(hook: JobWebhookRow, type: string, key: string, data: FirecrawlDocument[] | FirecrawlExtractResult[], error?: string): Promise<void> {
    const options = JSON.parse(hook.options) as FirecrawlWebhookOptions;
    const body = eventBody(options, type, hook.job_id, data, error);
    if (body === undefined) return;
    const delivery = {
      event_id: `evt_${hook.job_id.slice(4)}_${key}`,
      tenant_id: hook.tenant_id,
      monitor_id: hook.job_id,
      url: hook.url,
      secret: hook.secret,
      body,
      format: 'firecrawl' as const,
      headers: options.headers ? JSON.stringify(options.headers) : null,
    };
    if (await d.deliveries.insert(pendingDelivery(delivery, nowIso()))) d.wake();
  }

  return {
    /** Keeps the webhook of job `batchId` and sends `<kind>.started`; `base` makes a batch scrape's routes absolute. */
    async started(kind: BatchJobKind, tenantId: string, batchId: string, hook: ForeignWebhook, base?: string): Promise<void> {
      const row: JobWebhookRow = {
        job_id: batchId,
        tenant_id: tenantId,
        url: hook.url,
        secret: d.secrets.seal(batchId, hook.secret),
        options: JSON.stringify({ ...hook.options, ...(base ? { base } : {}) }),
        created_at: nowIso(),
      };
      await d.store.insert(row);
      await emit(row, `${kind}.started`, 'started', []);
    },

    /**
     * After a run of a job's page: a batch scrape's `batch_scrape.page` once it is read and `batch_scrape.completed`
     * once every page is done; an extract job's `extract.completed` or `extract.failed` once every page is done.
     */
    async taskRun(task: TaskRow): Promise<void> {
      const hook = task.batch_id ? await d.store.get(task.batch_id) : undefined;
      if (!hook) return;
      if (task.kind === 'scrape') {
        const t = await d.tasks.get(task.tenant_id, task.id);
        if (t.status === 'completed' && t.data) {
          const base = (JSON.parse(hook.options) as FirecrawlWebhookOptions).base ?? '';
          await emit(hook, 'batch_scrape.page', t.id.slice(4), [
            documentOf(t.url, base, { id: t.extraction_id ?? t.id, data: t.data as ScrapeData }, undefined, BATCH_KEYS),
          ]);
        }
      }
      const { items } = await d.tasks.list(task.tenant_id, { batch: hook.job_id, limit: MAX_BATCH_URLS });
      if (!items.every((i) => TERMINAL.includes(i.status))) return;
      if (task.kind === 'scrape') return emit(hook, 'batch_scrape.completed', 'done', []);
      const job = extractJobOf(items);
      if (job.status === 'completed') {
        await emit(hook, 'extract.completed', 'done', [{ success: true, data: job.data, extractId: hook.job_id, totalUrlsScraped: job.read }]);
      } else {
        await emit(hook, 'extract.failed', 'done', [], job.error ?? 'The extract job was cancelled');
      }
    },
  };
}

export type BatchWebhooks = ReturnType<typeof createBatchWebhooks>;
