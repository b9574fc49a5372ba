/**
 * The Firecrawl-compatible API under /firecrawl (v1 and v2): the request and response shapes of
 * Firecrawl's routes, as its official SDKs send and read them (camelCase, `success`). Isomorphic.
 *
 * Options Firecrawl has and Pluck cannot honour are declared as unknown values: the module refuses
 * them with a 400 naming the field when they ask for something (modules/firecrawl/unsupported.ts),
 * and takes them when they ask for nothing (false, empty).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { JsonSchemaObject } from './extract';
import { MAX_BATCH_URLS } from './values';

const Opt = <T extends TSchema>(t: T) => Type.Optional(t);
/** An option taken that changes nothing here. */
const Taken = Type.Optional(Type.Unknown({ description: 'Taken; changes nothing on Pluck' }));
/** An option Pluck cannot honour. */
const Refused = Type.Optional(Type.Unknown({ description: 'Not supported: 400 naming the field unless it asks for nothing (false, empty)' }));

/** `{type: "json", schema?, prompt?}`, `{type: "screenshot", fullPage?}` and the other format objects of v2. */
export const FirecrawlFormatObject = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 100 }),
    schema: Opt(JsonSchemaObject),
    prompt: Opt(Type.String({ minLength: 1, maxLength: 20000 })),
  },
  { additionalProperties: true },
);
export type FirecrawlFormatObject = Static<typeof FirecrawlFormatObject>;

/** v1 `extract` / `jsonOptions`: what to extract from the page. */
export const FirecrawlJsonOptions = Type.Object(
  {
    schema: Opt(JsonSchemaObject),
    prompt: Opt(Type.String({ minLength: 1, maxLength: 20000 })),
    systemPrompt: Refused,
    checkPromptInjection: Refused,
  },
  { additionalProperties: false },
);
export type FirecrawlJsonOptions = Static<typeof FirecrawlJsonOptions>;

/** Options of one page read, shared by scrape, batch scrape and extract's scrapeOptions. */
const ScrapeOptionFields = {
  formats: Opt(
    Type.Array(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), FirecrawlFormatObject]), {
      maxItems: 20,
      description:
        'markdown (default), html, rawHtml, links, screenshot, json (v2: {type: "json", schema?, prompt?}; v1: "json" with jsonOptions or "extract" with extract)',
    }),
  ),
  onlyMainContent: Opt(Type.Boolean({ description: 'Main content only (default true)' })),
  waitFor: Opt(Type.Integer({ minimum: 0, description: 'Milliseconds; any value above 0 reads the page in the browser and waits until its network is idle' })),
  timeout: Opt(Type.Integer({ minimum: 1, description: 'Milliseconds (rounded up to seconds; at most the service timeout)' })),
  maxAge: Opt(
    Type.Integer({ minimum: 0, description: 'Milliseconds: answer from a copy this tenant scraped no longer ago than this (default 0: read the page now)' }),
  ),
  jsonOptions: Opt(FirecrawlJsonOptions),
  extract: Opt(FirecrawlJsonOptions),
  origin: Taken,
  integration: Taken,
  storeInCache: Taken,
  zeroDataRetention: Taken,
  removeBase64Images: Taken,
  blockAds: Taken,
  parsePDF: Taken,
  parsers: Taken,
  fastMode: Taken,
  auditMetadata: Taken,
  proxy: Type.Optional(Type.Unknown({ description: 'Proxy tier: "basic" and "auto" are taken; other tiers are not supported (400)' })),
  headers: Refused,
  includeTags: Refused,
  excludeTags: Refused,
  mobile: Refused,
  actions: Refused,
  location: Refused,
  skipTlsVerification: Refused,
  changeTrackingOptions: Refused,
  agent: Refused,
  minAge: Refused,
  useMock: Refused,
  lockdown: Refused,
  redactPII: Refused,
  threatProtection: Refused,
  profile: Refused,
  domainTools: Refused,
  toolDetail: Refused,
};

export const FirecrawlScrapeOptions = Type.Object(ScrapeOptionFields, { additionalProperties: false });
export type FirecrawlScrapeOptions = Static<typeof FirecrawlScrapeOptions>;

export const FirecrawlScrapeRequest = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 8192 }), ...ScrapeOptionFields },
  { additionalProperties: false },
);
export type FirecrawlScrapeRequest = Static<typeof FirecrawlScrapeRequest>;

/** What the page says about itself, in Firecrawl's names. */
export const FirecrawlMetadata = Type.Object(
  {
    title: Opt(Type.String()),
    description: Opt(Type.String()),
    language: Opt(Type.String()),
    ogUrl: Opt(Type.String()),
    publishedTime: Opt(Type.String()),
    author: Opt(Type.String()),
    sourceURL: Type.String({ description: 'The URL asked for' }),
    url: Type.String({ description: 'The URL read, after redirects' }),
    statusCode: Type.Integer(),
    scrapeId: Type.String({ description: "Pluck's history row of this read" }),
    cacheState: Opt(Type.Union([Type.Literal('hit'), Type.Literal('miss')])),
    creditsUsed: Type.Integer(),
  },
  { additionalProperties: true },
);
export type FirecrawlMetadata = Static<typeof FirecrawlMetadata>;

/** One page (Firecrawl's Document). */
export const FirecrawlDocument = Type.Object({
  markdown: Opt(Type.String()),
  html: Opt(Type.String()),
  rawHtml: Opt(Type.String()),
  links: Opt(Type.Array(Type.String())),
  screenshot: Opt(Type.String({ description: "Absolute URL of Pluck's screenshot route (GET it with the same key)" })),
  json: Opt(Type.Unknown()),
  extract: Opt(Type.Unknown()),
  warning: Opt(Type.String()),
  metadata: FirecrawlMetadata,
});
export type FirecrawlDocument = Static<typeof FirecrawlDocument>;

export const FirecrawlScrapeResponse = Type.Object({ success: Type.Literal(true), data: FirecrawlDocument });
export type FirecrawlScrapeResponse = Static<typeof FirecrawlScrapeResponse>;

const MapFields = {
  url: Type.String({ minLength: 1, maxLength: 8192 }),
  search: Opt(Type.String({ minLength: 1, maxLength: 200 })),
  limit: Opt(Type.Integer({ minimum: 1, description: "At most this many URLs (at most Pluck's map bound)" })),
  timeout: Opt(Type.Integer({ minimum: 1 })),
  ignoreQueryParameters: Taken,
  origin: Taken,
  integration: Taken,
  auditMetadata: Taken,
  includeSubdomains: Refused,
  location: Refused,
  threatProtection: Refused,
};

export const FirecrawlMapRequestV1 = Type.Object(
  { ...MapFields, ignoreSitemap: Opt(Type.Boolean()), sitemapOnly: Opt(Type.Boolean()), useIndex: Taken },
  { additionalProperties: false },
);
export type FirecrawlMapRequestV1 = Static<typeof FirecrawlMapRequestV1>;

export const FirecrawlMapRequestV2 = Type.Object(
  { ...MapFields, sitemap: Opt(Type.Union([Type.Literal('include'), Type.Literal('skip'), Type.Literal('only')])) },
  { additionalProperties: false },
);
export type FirecrawlMapRequestV2 = Static<typeof FirecrawlMapRequestV2>;

export const FirecrawlMapResponseV1 = Type.Object({ success: Type.Literal(true), links: Type.Array(Type.String()) });
export type FirecrawlMapResponseV1 = Static<typeof FirecrawlMapResponseV1>;

export const FirecrawlMapResponseV2 = Type.Object({
  success: Type.Literal(true),
  links: Type.Array(Type.Object({ url: Type.String() })),
});
export type FirecrawlMapResponseV2 = Static<typeof FirecrawlMapResponseV2>;

/** Firecrawl's webhook events, by the part of a job they tell of. */
export const FIRECRAWL_WEBHOOK_EVENTS = ['started', 'page', 'completed', 'failed'] as const;

/** Where a job's events are posted: a URL, or a URL with extra headers, metadata echoed in every event, and the events wanted. */
export const FirecrawlWebhook = Type.Union([
  Type.String({ minLength: 1, maxLength: 8192 }),
  Type.Object(
    {
      url: Type.String({ minLength: 1, maxLength: 8192 }),
      headers: Opt(Type.Record(Type.String({ minLength: 1, maxLength: 200 }), Type.String({ maxLength: 8192 }), { description: 'Sent with every event' })),
      metadata: Opt(Type.Record(Type.String(), Type.Unknown(), { description: 'Echoed in every event' })),
      events: Opt(Type.Array(Type.Union(FIRECRAWL_WEBHOOK_EVENTS.map((e) => Type.Literal(e))), { description: 'The events sent (default: all)' })),
    },
    { additionalProperties: false },
  ),
]);
export type FirecrawlWebhook = Static<typeof FirecrawlWebhook>;

export const FirecrawlExtractRequest = Type.Object(
  {
    urls: Type.Array(Type.String({ minLength: 1, maxLength: 8192 }), { minItems: 1 }),
    schema: Opt(JsonSchemaObject),
    prompt: Opt(Type.String({ minLength: 1, maxLength: 20000 })),
    scrapeOptions: Opt(FirecrawlScrapeOptions),
    origin: Taken,
    integration: Taken,
    ignoreInvalidURLs: Taken,
    showSources: Refused,
    systemPrompt: Refused,
    allowExternalLinks: Refused,
    enableWebSearch: Refused,
    includeSubdomains: Refused,
    agent: Refused,
    webhook: Opt(FirecrawlWebhook),
    threatProtection: Refused,
  },
  { additionalProperties: false },
);
export type FirecrawlExtractRequest = Static<typeof FirecrawlExtractRequest>;

/** A started job: its id and, for batch scrape and crawl, its status URL. */
export const FirecrawlJobStarted = Type.Object({
  success: Type.Literal(true),
  id: Type.String({ description: "Pluck's batch id" }),
  url: Opt(Type.String({ description: 'The status route of the job' })),
});
export type FirecrawlJobStarted = Static<typeof FirecrawlJobStarted>;

export const FirecrawlExtractStatus = Type.Object({
  success: Type.Boolean(),
  id: Type.String(),
  status: Type.Union([Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed'), Type.Literal('cancelled')]),
  data: Type.Unknown({ description: 'The data of every URL, merged (lists joined, the first value of other fields kept)' }),
  error: Opt(Type.String()),
  expiresAt: Type.String(),
  creditsUsed: Type.Integer(),
});
export type FirecrawlExtractStatus = Static<typeof FirecrawlExtractStatus>;

export const FirecrawlBatchScrapeRequest = Type.Object(
  {
    urls: Type.Array(Type.String({ minLength: 1, maxLength: 8192 }), { minItems: 1, maxItems: MAX_BATCH_URLS }),
    ...ScrapeOptionFields,
    maxConcurrency: Taken,
    webhook: Opt(FirecrawlWebhook),
    appendToId: Refused,
    ignoreInvalidURLs: Refused,
  },
  { additionalProperties: false },
);
export type FirecrawlBatchScrapeRequest = Static<typeof FirecrawlBatchScrapeRequest>;

export const FirecrawlBatchStatus = Type.Object({
  success: Type.Literal(true),
  status: Type.Union([Type.Literal('scraping'), Type.Literal('completed'), Type.Literal('failed'), Type.Literal('cancelled')]),
  completed: Type.Integer({ description: 'Pages read' }),
  total: Type.Integer(),
  creditsUsed: Type.Integer(),
  expiresAt: Type.String(),
  next: Type.Null({ description: 'Every page comes in one answer (a batch holds at most 100)' }),
  data: Type.Array(FirecrawlDocument, { description: 'The pages read so far; pages that failed are left out' }),
});
export type FirecrawlBatchStatus = Static<typeof FirecrawlBatchStatus>;

export const FirecrawlCancelled = Type.Object({ success: Type.Literal(true), status: Type.Literal('cancelled') });
export type FirecrawlCancelled = Static<typeof FirecrawlCancelled>;

/** Every error of the Firecrawl routes: Firecrawl's `{success: false, error}`, with Pluck's code and details beside it. */
export const FirecrawlErrorBody = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  code: Type.String({ description: "The code of Pluck's error table" }),
  details: Opt(Type.Record(Type.String(), Type.Unknown())),
});
export type FirecrawlErrorBody = Static<typeof FirecrawlErrorBody>;

/** Crawl options of both versions (v1's maxDepth and allowBackwardLinks, v2's maxDiscoveryDepth, sitemap and crawlEntireDomain). */
export const FirecrawlCrawlRequest = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 8192 }),
    limit: Opt(Type.Integer({ minimum: 1, description: "Pages at most (default and bound: Pluck's crawl bound, 10,000)" })),
    includePaths: Opt(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 100 })),
    excludePaths: Opt(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 100 })),
    maxDepth: Opt(Type.Integer({ minimum: 0, description: 'v1: links followed from the start page at most' })),
    maxDiscoveryDepth: Opt(Type.Integer({ minimum: 0, description: 'v2: links followed from the start page at most' })),
    allowExternalLinks: Opt(Type.Boolean()),
    allowSubdomains: Opt(Type.Boolean()),
    crawlEntireDomain: Opt(Type.Boolean({ description: 'v2: the whole host, not only the pages under the start path' })),
    allowBackwardLinks: Opt(Type.Boolean({ description: 'v1: as crawlEntireDomain' })),
    sitemap: Opt(Type.Union([Type.Literal('include'), Type.Literal('skip'), Type.Literal('only')])),
    ignoreSitemap: Opt(Type.Boolean({ description: 'v1: sitemap "skip"' })),
    ignoreRobotsTxt: Opt(Type.Boolean()),
    scrapeOptions: Opt(FirecrawlScrapeOptions),
    origin: Taken,
    integration: Taken,
    ignoreQueryParameters: Taken,
    deduplicateSimilarURLs: Taken,
    maxConcurrency: Taken,
    zeroDataRetention: Taken,
    regexOnFullURL: Refused,
    delay: Refused,
    robotsUserAgent: Refused,
    prompt: Refused,
    webhook: Opt(FirecrawlWebhook),
  },
  { additionalProperties: false },
);
export type FirecrawlCrawlRequest = Static<typeof FirecrawlCrawlRequest>;

export const FirecrawlCrawlQuery = Type.Object(
  { cursor: Opt(Type.String({ maxLength: 200 })), limit: Opt(Type.Integer({ minimum: 1, maximum: 500 })) },
  { additionalProperties: false },
);
export type FirecrawlCrawlQuery = Static<typeof FirecrawlCrawlQuery>;

export const FirecrawlCrawlStatus = Type.Object({
  success: Type.Literal(true),
  status: Type.Union([Type.Literal('scraping'), Type.Literal('completed'), Type.Literal('failed'), Type.Literal('cancelled')]),
  completed: Type.Integer({ description: 'Pages read' }),
  total: Type.Integer({ description: 'Pages the crawl took into its frontier' }),
  creditsUsed: Type.Integer(),
  expiresAt: Type.String(),
  next: Opt(Type.String({ description: 'The URL of the next page of documents; absent on the last (v1 clients follow it while it is there)' })),
  data: Type.Array(FirecrawlDocument, { description: 'Pages read, in the order found; pages that failed or were skipped are left out' }),
});
export type FirecrawlCrawlStatus = Static<typeof FirecrawlCrawlStatus>;
