import { CrawlAccepted, CrawlListQuery, CrawlPagesQuery, CrawlRequest, CrawlWithPages, Crawl } from '../../contract/crawl';
import { ListOf } from '../../contract/common';
import { reply, route, type RouteDef } from '../../http/route';
import type { CrawlService } from './crawl.service';

/** POST /v1/crawl, GET /v1/crawls[/:id], DELETE /v1/crawls/:id. */
export function crawlRoutes(crawl: CrawlService): RouteDef[] {
  return [
    route<CrawlRequest>({
      method: 'post',
      path: '/v1/crawl',
      auth: 'bearer',
      scope: 'write',
      tag: 'crawl',
      summary: 'Crawl a site: every page in scope read as a scrape (formats) or an extraction (schema/prompt), on the task queue',
      body: CrawlRequest,
      response: CrawlAccepted,
      handler: async ({ caller, body }) => reply(202, await crawl.start(caller.tenantId, body)),
    }),
    route({
      method: 'get',
      path: '/v1/crawls',
      auth: 'bearer',
      scope: 'read',
      tag: 'crawl',
      summary: 'List crawls, newest first, with their page counts',
      query: CrawlListQuery,
      response: ListOf(Crawl),
      handler: ({ caller, query }) => crawl.list(caller.tenantId, query),
    }),
    route({
      method: 'get',
      path: '/v1/crawls/:id',
      auth: 'bearer',
      scope: 'read',
      tag: 'crawl',
      summary: 'A crawl: status, counts and its pages in the order found (cursor)',
      query: CrawlPagesQuery,
      response: CrawlWithPages,
      handler: ({ caller, params, query }) => crawl.get(caller.tenantId, params.id, query),
    }),
    route({
      method: 'delete',
      path: '/v1/crawls/:id',
      auth: 'bearer',
      scope: 'write',
      tag: 'crawl',
      summary: 'Cancel a running crawl (409 once it ended)',
      response: Crawl,
      handler: ({ caller, params }) => crawl.cancel(caller.tenantId, params.id),
    }),
  ];
}
