/** The scrape module: a page as markdown, text, HTML, links, metadata or a screenshot. */
import type { ModuleContext, ServerModule } from '../module-context';
import { scrapeRoutes } from './scrape.routes';

export function createScrapeModule(ctx: ModuleContext): ServerModule {
  return { routes: scrapeRoutes(ctx.scrape) };
}
