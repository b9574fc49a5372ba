/**
 * Firecrawl's crawl routes, v1 and v2: start (200 with the job's id and status URL), status with the
 * pages read so far and a `next` URL, cancel — on Pluck's crawl service (crawl-jobs.ts).
 */
import type { Request } from 'express';
import { FirecrawlCancelled, FirecrawlCrawlQuery, FirecrawlCrawlRequest, FirecrawlCrawlStatus, FirecrawlJobStarted } from '../../contract/firecrawl';
import { route, type RouteDef } from '../../http/route';
import type { FirecrawlCrawls } from './crawl-jobs';
import { firecrawlRoute } from './firecrawl-errors';

/** POST /crawl, GET and DELETE /crawl/:id, for each version. */
export function firecrawlCrawlRoutes(crawls: FirecrawlCrawls, baseOf: (req: Request) => string): RouteDef[] {
  return (['v1', 'v2'] as const).flatMap((v) => [
    route<FirecrawlCrawlRequest>({
      ...firecrawlRoute(v),
      method: 'post',
      path: `/firecrawl/${v}/crawl`,
      auth: 'bearer',
      scope: 'write',
      summary: "Start a crawl (Firecrawl) on Pluck's crawl: robots.txt obeyed unless ignoreRobotsTxt",
      body: FirecrawlCrawlRequest,
      response: FirecrawlJobStarted,
      handler: async ({ caller, body, req }) => {
        const id = await crawls.start(caller.tenantId, body, v);
        return { success: true, id, url: `${baseOf(req)}/firecrawl/${v}/crawl/${id}` };
      },
    }),
    route<unknown, FirecrawlCrawlQuery>({
      ...firecrawlRoute(v),
      method: 'get',
      path: `/firecrawl/${v}/crawl/:id`,
      auth: 'bearer',
      scope: 'read',
      summary: "A crawl's status and the pages read so far, a page of them at a time (follow next)",
      query: FirecrawlCrawlQuery,
      response: FirecrawlCrawlStatus,
      handler: ({ caller, params, query, req }) => crawls.status(caller.tenantId, params.id, v, baseOf(req), query),
    }),
    route({
      ...firecrawlRoute(v),
      method: 'delete',
      path: `/firecrawl/${v}/crawl/:id`,
      auth: 'bearer',
      scope: 'write',
      summary: 'Cancel a crawl: nothing more is read (409 once it ended)',
      response: FirecrawlCancelled,
      handler: async ({ caller, params }) => {
        await crawls.cancel(caller.tenantId, params.id);
        return { success: true, status: 'cancelled' };
      },
    }),
  ]);
}
