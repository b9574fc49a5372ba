/**
 * The Firecrawl-compatible API under /firecrawl: v1 and v2 scrape, map, extract and batch scrape
 * (start, status, cancel), answered in Firecrawl's shapes. A Pluck key is the API key, with its scopes and tenant.
 */
import type { Request } from 'express';
import {
  FirecrawlBatchScrapeRequest,
  FirecrawlBatchStatus,
  FirecrawlCancelled,
  FirecrawlExtractRequest,
  FirecrawlExtractStatus,
  FirecrawlJobStarted,
  FirecrawlMapRequestV1,
  FirecrawlMapRequestV2,
  FirecrawlMapResponseV1,
  FirecrawlMapResponseV2,
  FirecrawlScrapeRequest,
  FirecrawlScrapeResponse,
} from '../../contract/firecrawl';
import { route, type RouteDef } from '../../http/route';
import { firecrawlCrawlRoutes } from './crawl.routes';
import type { FirecrawlCrawls } from './crawl-jobs';
import { firecrawlRoute } from './firecrawl-errors';
import type { FirecrawlService } from './firecrawl.service';

/** This server's origin as the client reached it, to make route paths absolute URLs. */
const baseOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** Every /firecrawl route. */
export function firecrawlRoutes(firecrawl: FirecrawlService, crawls: FirecrawlCrawls): RouteDef[] {
  const versioned = (['v1', 'v2'] as const).flatMap((v): RouteDef[] => [
    route<FirecrawlScrapeRequest>({
      ...firecrawlRoute(v),
      method: 'post',
      path: `/firecrawl/${v}/scrape`,
      auth: 'bearer',
      scope: 'write',
      summary: 'Scrape one page (Firecrawl): markdown, html, rawHtml, links, screenshot, json',
      body: FirecrawlScrapeRequest,
      response: FirecrawlScrapeResponse,
      handler: async ({ caller, body, req, signal }) => ({ success: true, data: await firecrawl.scrape(caller.tenantId, body, v, baseOf(req), signal) }),
    }),
    route<FirecrawlExtractRequest>({
      ...firecrawlRoute(v),
      method: 'post',
      path: `/firecrawl/${v}/extract`,
      auth: 'bearer',
      scope: 'write',
      summary: 'Start an extract job over a list of pages (Firecrawl): one Pluck task per URL',
      body: FirecrawlExtractRequest,
      response: FirecrawlJobStarted,
      handler: async ({ caller, body }) => ({ success: true, id: await firecrawl.startExtract(caller.tenantId, body) }),
    }),
    route({
      ...firecrawlRoute(v),
      method: 'get',
      path: `/firecrawl/${v}/extract/:id`,
      auth: 'bearer',
      scope: 'read',
      summary: "An extract job's status and, once completed, the data of its pages merged",
      response: FirecrawlExtractStatus,
      handler: ({ caller, params }) => firecrawl.extractStatus(caller.tenantId, params.id),
    }),
    route<FirecrawlBatchScrapeRequest>({
      ...firecrawlRoute(v),
      method: 'post',
      path: `/firecrawl/${v}/batch/scrape`,
      auth: 'bearer',
      scope: 'write',
      summary: 'Start a batch scrape (Firecrawl): one Pluck scrape task per URL (at most 100)',
      body: FirecrawlBatchScrapeRequest,
      response: FirecrawlJobStarted,
      handler: async ({ caller, body, req }) => {
        const id = await firecrawl.startBatchScrape(caller.tenantId, body, v, baseOf(req));
        return { success: true, id, url: `${baseOf(req)}/firecrawl/${v}/batch/scrape/${id}` };
      },
    }),
    route({
      ...firecrawlRoute(v),
      method: 'get',
      path: `/firecrawl/${v}/batch/scrape/:id`,
      auth: 'bearer',
      scope: 'read',
      summary: "A batch scrape's status and the pages read so far",
      response: FirecrawlBatchStatus,
      handler: ({ caller, params, req }) => firecrawl.batchScrapeStatus(caller.tenantId, params.id, baseOf(req)),
    }),
    route({
      ...firecrawlRoute(v),
      method: 'delete',
      path: `/firecrawl/${v}/batch/scrape/:id`,
      auth: 'bearer',
      scope: 'write',
      summary: 'Cancel the pages of a batch scrape not read yet (409 once every page is done)',
      response: FirecrawlCancelled,
      handler: async ({ caller, params }) => {
        await firecrawl.cancelBatchScrape(caller.tenantId, params.id);
        return { success: true, status: 'cancelled' };
      },
    }),
  ]);
  return [
    ...versioned,
    route<FirecrawlMapRequestV1>({
      ...firecrawlRoute('v1'),
      method: 'post',
      path: '/firecrawl/v1/map',
      auth: 'bearer',
      scope: 'write',
      summary: "A site's URLs (Firecrawl v1): links as strings",
      body: FirecrawlMapRequestV1,
      response: FirecrawlMapResponseV1,
      handler: async ({ body, signal }) => ({ success: true, links: await firecrawl.map(body, signal) }),
    }),
    route<FirecrawlMapRequestV2>({
      ...firecrawlRoute('v2'),
      method: 'post',
      path: '/firecrawl/v2/map',
      auth: 'bearer',
      scope: 'write',
      summary: "A site's URLs (Firecrawl v2): links as {url}",
      body: FirecrawlMapRequestV2,
      response: FirecrawlMapResponseV2,
      handler: async ({ body, signal }) => ({ success: true, links: (await firecrawl.map(body, signal)).map((url) => ({ url })) }),
    }),
    ...firecrawlCrawlRoutes(crawls, baseOf),
  ];
}
