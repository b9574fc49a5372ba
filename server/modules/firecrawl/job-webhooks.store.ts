/**
 * The webhook of a Firecrawl batch scrape or extract job, jobs with no row of their own (their tasks share a batch
 * id): where its events go and in what shape. Implemented by `db/stores/job-webhooks.ts`.
 */

/** A job's webhook as stored. */
export interface JobWebhookRow {
  job_id: string;
  tenant_id: string;
  url: string;
  /** Sealed (modules/monitors/webhook-secrets.ts), bound to the job. */
  secret: string;
  /** JSON of its options (modules/crawl/crawl-events.ts WebhookOptions). */
  options: string;
  created_at: string;
}

/** Jobs' webhooks in storage. */
export interface JobWebhooksStore {
  insert(row: JobWebhookRow): Promise<void>;
  get(jobId: string): Promise<JobWebhookRow | undefined>;
}
