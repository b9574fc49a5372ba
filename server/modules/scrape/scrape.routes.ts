import { ScrapeRequest, ScrapeResult } from '../../contract/scrape';
import { route, type RouteDef } from '../../http/route';
import type { ScrapeService } from './scrape.service';

/** POST /v1/scrape. */
export function scrapeRoutes(scrape: ScrapeService): RouteDef[] {
  return [
    route<ScrapeRequest>({
      method: 'post',
      path: '/v1/scrape',
      auth: 'bearer',
      scope: 'write',
      tag: 'scrape',
      summary: 'One page as markdown, text, html, links, metadata or a screenshot (main content only by default)',
      body: ScrapeRequest,
      response: ScrapeResult,
      handler: ({ caller, body, signal }) => scrape.scrape(caller.tenantId, body, signal),
    }),
  ];
}
