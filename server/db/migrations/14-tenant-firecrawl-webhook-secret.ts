import { migration } from './migration';

/** A tenant's own secret for the webhooks of its Firecrawl-compatible jobs (sealed); null: the deployment's. */
export const tenantFirecrawlWebhookSecret = migration(14, 'tenant-firecrawl-webhook-secret')`
ALTER TABLE tenants ADD COLUMN firecrawl_webhook_secret TEXT;
`;
