/**
 * The Firecrawl-compatible API under /firecrawl: Firecrawl's v1 and v2 routes mapped onto Pluck's own
 * scrape, map, extract, batch and crawl services, in Firecrawl's shapes; its crawls' webhook events in
 * Firecrawl's body (webhooks.ts).
 */
import type { CrawlEvents } from '../crawl/crawl-events';
import type { CrawlService } from '../crawl/crawl.service';
import { createMapService } from '../map/map.service';
import type { ModuleContext, ServerModule } from '../module-context';
import { createFirecrawlCrawls } from './crawl-jobs';
import { firecrawlRoutes } from './firecrawl.routes';
import { createFirecrawlService } from './firecrawl.service';
import { crawlEventBody } from './webhooks';

export function createFirecrawlModule(ctx: ModuleContext, crawl: CrawlService, crawlEvents: CrawlEvents): ServerModule {
  const firecrawl = createFirecrawlService({ scrape: ctx.scrape, extract: ctx.extract, map: createMapService(ctx), tasks: ctx.tasks });
  crawlEvents.addFormat('firecrawl', crawlEventBody);
  return { routes: firecrawlRoutes(firecrawl, createFirecrawlCrawls(crawl, ctx.options.firecrawlWebhookSecret)) };
}
