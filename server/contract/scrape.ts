/**
 * Pages as people feed them to models: POST /v1/scrape. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SCRAPE_FORMATS } from './values';

export type ScrapeFormat = (typeof SCRAPE_FORMATS)[number];

export const ScrapeOptions = Type.Object(
  {
    timeout: Type.Optional(Type.Integer({ minimum: 1 })),
    waitFor: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    proxy: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    max_age: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'Seconds: answer from a copy this tenant scraped with the same formats no longer ago than this (metadata.cached is then true). 0 or absent: always read the page now',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ScrapeOptions = Static<typeof ScrapeOptions>;

export const ScrapeRequest = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 8192 }),
    formats: Type.Optional(
      Type.Array(Type.Union(SCRAPE_FORMATS.map((f) => Type.Literal(f))), {
        minItems: 1,
        uniqueItems: true,
        description: 'What to return of the page (default ["markdown"]); "screenshot" needs the browser path',
      }),
    ),
    main_content_only: Type.Optional(
      Type.Boolean({ description: 'Markdown, text and html of the main content only, without navigation, headers, footers and ads (default true)' }),
    ),
    options: Type.Optional(ScrapeOptions),
  },
  { additionalProperties: false },
);
export type ScrapeRequest = Static<typeof ScrapeRequest>;

/** What the page says about itself. */
export const PageMetadata = Type.Object({
  title: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  language: Type.Union([Type.String(), Type.Null()]),
  canonical_url: Type.Union([Type.String(), Type.Null()]),
  author: Type.Union([Type.String(), Type.Null()]),
  published_time: Type.Union([Type.String(), Type.Null()]),
  url: Type.String({ description: 'The URL read, after redirects' }),
  status_code: Type.Integer(),
});
export type PageMetadata = Static<typeof PageMetadata>;

/** The page in each format asked for. */
export const ScrapeData = Type.Object({
  markdown: Type.Optional(Type.String()),
  text: Type.Optional(Type.String()),
  html: Type.Optional(Type.String()),
  links: Type.Optional(Type.Array(Type.String())),
  metadata: Type.Optional(PageMetadata),
  screenshot: Type.Optional(Type.String({ description: 'Route of the PNG screenshot (GET it with a read key)' })),
});
export type ScrapeData = Static<typeof ScrapeData>;

/** Usage of one scrape: it runs no model, so tokens and cost are 0. */
export const ScrapeMetadata = Type.Object({
  duration_ms: Type.Number(),
  engine: Type.Union([Type.Literal('browser'), Type.Literal('http')]),
  pages: Type.Number(),
  tokens: Type.Number(),
  cost: Type.Number(),
  sync_retries: Type.Number({ description: 'Browser → HTTP fallbacks made inside this run' }),
  cached: Type.Optional(Type.Boolean({ description: 'True when the answer is a stored copy no older than options.max_age' })),
  scraped_at: Type.String({ description: 'When the page was read (an earlier time for a cached copy)' }),
});
export type ScrapeMetadata = Static<typeof ScrapeMetadata>;

export const ScrapeResult = Type.Object({
  id: Type.String({ description: 'History row id (mode "scrape")' }),
  status: Type.Literal('completed'),
  data: ScrapeData,
  metadata: ScrapeMetadata,
  free_tier_remaining: Type.Number(),
});
export type ScrapeResult = Static<typeof ScrapeResult>;
