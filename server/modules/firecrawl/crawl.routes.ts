/**
 * Firecrawl's crawl routes (start, status with `next` paging, cancel), v1 and v2. Until Pluck's
 * crawl service is wired here they answer 409 not_supported in Firecrawl's error shape, so a client
 * learns at once that this server does not crawl rather than polling a job that never runs.
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../../contract/errors';
import { route, type RouteDef } from '../../http/route';
import { firecrawlRoute } from './firecrawl-errors';

// Any crawl request is taken as far as the answer that crawling is not here.
const CrawlRequest = Type.Record(Type.String(), Type.Unknown());

const notYet = () => {
  throw new AppError('not_supported', 'Crawling is not available on this server; scrape or map the pages instead');
};

/** POST /crawl, GET and DELETE /crawl/:id, for each version. */
export function firecrawlCrawlRoutes(): RouteDef[] {
  return (['v1', 'v2'] as const).flatMap((v) => [
    route({ ...firecrawlRoute(v), method: 'post', path: `/firecrawl/${v}/crawl`, auth: 'bearer', scope: 'write', body: CrawlRequest, summary: 'Start a crawl (not available yet: 409)', handler: notYet }),
    route({ ...firecrawlRoute(v), method: 'get', path: `/firecrawl/${v}/crawl/:id`, auth: 'bearer', scope: 'read', summary: "A crawl's status and pages, paged by next (not available yet: 409)", handler: notYet }),
    route({ ...firecrawlRoute(v), method: 'delete', path: `/firecrawl/${v}/crawl/:id`, auth: 'bearer', scope: 'write', summary: 'Cancel a crawl (not available yet: 409)', handler: notYet }),
  ]);
}
