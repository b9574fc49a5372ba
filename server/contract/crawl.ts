/**
 * Whole sites: POST /v1/crawl, GET /v1/crawls[/:id], DELETE /v1/crawls/:id. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';
import { SitemapUse } from './map';
import { ScrapeData } from './scrape';
import { CRAWL_PAGE_STATUSES, CRAWL_STATUSES, MAX_CRAWL_DEPTH, MAX_CRAWL_PAGES, SCRAPE_FORMATS, type CrawlPageStatus, type CrawlStatus } from './values';

/** Default of `limit`. */
export const DEFAULT_CRAWL_LIMIT = 100;
/** Default of `max_depth`. */
export const DEFAULT_CRAWL_DEPTH = 10;

const PathPatterns = (what: string) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 500 }), {
      maxItems: 100,
      description: `Regular expressions (RE2 syntax) matched against a URL's path and query: ${what}`,
    }),
  );

export const CrawlRequest = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 8192 }),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_CRAWL_PAGES,
        description: `Pages the crawl takes at most, the start page included (default ${DEFAULT_CRAWL_LIMIT})`,
      }),
    ),
    max_depth: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_CRAWL_DEPTH,
        description: `Links followed from the start page at most; sitemap URLs are depth 1 (default ${DEFAULT_CRAWL_DEPTH})`,
      }),
    ),
    include_paths: PathPatterns('when given, only URLs matching one of them are taken (the start page always is)'),
    exclude_paths: PathPatterns('URLs matching one of them are left out'),
    allow_subdomains: Type.Optional(Type.Boolean({ description: "Follow links to subdomains of the start URL's host (default false)" })),
    allow_external: Type.Optional(Type.Boolean({ description: 'Follow links to other sites (default false)' })),
    sitemap: Type.Optional(SitemapUse),
    respect_robots: Type.Optional(Type.Boolean({ description: 'Obey robots.txt and its Crawl-delay (default true)' })),
    formats: Type.Optional(
      Type.Array(Type.Union(SCRAPE_FORMATS.filter((f) => f !== 'screenshot').map((f) => Type.Literal(f))), {
        minItems: 1,
        uniqueItems: true,
        description: 'What to keep of each page (default ["markdown"]); not with schema or prompt',
      }),
    ),
    schema: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Extract this shape from each page instead of scraping it' })),
    prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 20000, description: 'Extract what this asks for from each page instead of scraping it' })),
    webhook_url: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 8192,
        description: 'Receives crawl.started, crawl.page, crawl.completed and crawl.failed, signed as monitor webhooks are',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CrawlRequest = Static<typeof CrawlRequest>;

export const CrawlAccepted = Type.Object({
  id: Type.String(),
  status: Type.Literal('running'),
  poll: Type.String({ description: 'GET it for the progress and the pages' }),
  webhook_secret: Type.Optional(Type.String({ description: 'Signs the webhook deliveries; shown only here' })),
});
export type CrawlAccepted = Static<typeof CrawlAccepted>;

export const CrawlCounts = Type.Object({
  queued: Type.Integer(),
  completed: Type.Integer(),
  failed: Type.Integer(),
  skipped: Type.Integer(),
  cancelled: Type.Integer(),
  total: Type.Integer({ description: 'Pages the crawl took into its frontier (at most limit)' }),
});
export type CrawlCounts = Static<typeof CrawlCounts>;

export const CrawlPage = Type.Object({
  id: Type.String(),
  url: Type.String(),
  depth: Type.Integer(),
  status: Type.Union(CRAWL_PAGE_STATUSES.map((s) => Type.Literal(s))),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  /** The scrape (formats) or extraction (schema/prompt) history row of the page. */
  extraction_id: Type.Union([Type.String(), Type.Null()]),
  data: Type.Union([ScrapeData, Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.String(),
});
export type CrawlPage = Static<typeof CrawlPage> & { status: CrawlPageStatus };

export const Crawl = Type.Object({
  id: Type.String(),
  url: Type.String(),
  status: Type.Union(CRAWL_STATUSES.map((s) => Type.Literal(s))),
  counts: CrawlCounts,
  request: Type.Record(Type.String(), Type.Unknown()),
  error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
});
export type Crawl = Static<typeof Crawl> & { status: CrawlStatus };

/** GET /v1/crawls/:id: the crawl and one page of its pages, in the order they were found. */
export const CrawlWithPages = Type.Intersect([Crawl, Type.Object({ pages: Type.Array(CrawlPage), next_cursor: Type.Union([Type.String(), Type.Null()]) })]);
export type CrawlWithPages = Crawl & { pages: CrawlPage[]; next_cursor: string | null };

export const CrawlPagesQuery = Type.Object(
  { ...PageQuery, status: Type.Optional(Type.Union(CRAWL_PAGE_STATUSES.map((s) => Type.Literal(s)))) },
  { additionalProperties: false },
);
export type CrawlPagesQuery = Static<typeof CrawlPagesQuery>;

export const CrawlListQuery = Type.Object(PageQuery, { additionalProperties: false });
export type CrawlListQuery = Static<typeof CrawlListQuery>;
