/**
 * The crawl module: crawls of a site, their stored frontier read page by page as tasks of its own
 * kind on the shared queue, and the repair that requeues a frontier a crash left without tasks.
 */
import type { ModuleContext, ServerModule } from '../module-context';
import { createCrawlEvents, type CrawlEvents } from './crawl-events';
import { CRAWL_PAGE_KIND } from './crawl-ids';
import { createCrawlRunner } from './crawl-runner';
import { crawlRoutes } from './crawl.routes';
import { createCrawlService, type CrawlService } from './crawl.service';
import { createHostGate } from './host-gate';

/** The crawl module, its service and events for modules that start crawls of their own (Firecrawl's crawl routes). */
export function createCrawlModule(ctx: ModuleContext): ServerModule & { crawl: CrawlService; events: CrawlEvents } {
  const { stores, tasks, log } = ctx;
  const events = createCrawlEvents(stores.deliveries, () => ctx.webhooks.wake());
  const runner = createCrawlRunner({
    crawls: stores.crawls,
    dispatch: ctx.dispatch,
    tasks: stores.tasks,
    engine: ctx.engine,
    scrape: ctx.scrape,
    extract: ctx.extract,
    events,
    gate: createHostGate(ctx.options.crawlHostConcurrency),
    maxAttempts: ctx.options.queueMaxAttempts,
    onQueued: () => tasks.wake(),
    log,
  });
  tasks.register(CRAWL_PAGE_KIND, runner.runPage, runner.onOrphans);
  const crawl = createCrawlService({
    crawls: stores.crawls,
    tasks: stores.tasks,
    runner,
    events,
    engine: ctx.engine,
    extract: ctx.extract,
    usage: ctx.usage,
    secrets: ctx.webhookSecrets,
    checkUrl: ctx.checkUrl,
    log,
  });
  return {
    crawl,
    events,
    routes: crawlRoutes(crawl),
    start: () => (ctx.runsWork ? crawl.startRepair() : undefined),
    stop: () => crawl.stop(),
  };
}
