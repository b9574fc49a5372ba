import { migration } from './migration';

/**
 * Webhooks in another service's shape (issue 34, Firecrawl's): a crawl's webhook options (the shape, the
 * receiver's extra headers, metadata and events), each delivery's shape and extra headers, and the
 * webhook of a job that has no row of its own (a batch of tasks).
 */
export const webhookFormats = migration(13, 'webhook-formats')`
ALTER TABLE crawls ADD COLUMN webhook_options TEXT;
ALTER TABLE webhook_deliveries ADD COLUMN format TEXT NOT NULL DEFAULT 'pluck';
ALTER TABLE webhook_deliveries ADD COLUMN headers TEXT;
CREATE TABLE job_webhooks (
  job_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  options TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
