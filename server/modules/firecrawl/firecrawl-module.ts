/**
 * The Firecrawl-compatible API under /firecrawl: Firecrawl's v1 and v2 routes mapped onto Pluck's own
 * scrape, map, extract, batch and crawl services, in Firecrawl's shapes; the webhook events of its
 * crawls, batch scrapes and extract jobs in Firecrawl's body (webhooks.ts).
 */
import type { CrawlEvents } from '../crawl/crawl-events';
import type { CrawlService } from '../crawl/crawl.service';
import { createMapService } from '../map/map.service';
import type { TenantSettings } from '../keys/tenant-settings';
import type { ModuleContext, ServerModule } from '../module-context';
import { createFirecrawlCrawls } from './crawl-jobs';
import { firecrawlRoutes } from './firecrawl.routes';
import { createFirecrawlService } from './firecrawl.service';
import { createBatchWebhooks, crawlEventBody } from './webhooks';

export function createFirecrawlModule(ctx: ModuleContext, crawl: CrawlService, crawlEvents: CrawlEvents, tenants: TenantSettings): ServerModule {
  const batchWebhooks = createBatchWebhooks({
    store: ctx.stores.jobWebhooks,
    deliveries: ctx.stores.deliveries,
    tasks: ctx.tasks,
    secrets: ctx.webhookSecrets,
    wake: () => ctx.webhooks.wake(),
  });
  ctx.tasks.onBatchTaskRun(batchWebhooks.taskRun);
  crawlEvents.addFormat('firecrawl', crawlEventBody);
  const firecrawl = createFirecrawlService({
    scrape: ctx.scrape,
    extract: ctx.extract,
    map: createMapService(ctx),
    tasks: ctx.tasks,
    batchWebhooks,
    webhookSecret: tenants.firecrawlWebhookSecret,
    checkUrl: ctx.checkUrl,
  });
  return { routes: firecrawlRoutes(firecrawl, createFirecrawlCrawls(crawl, tenants.firecrawlWebhookSecret)) };
}
