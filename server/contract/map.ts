/**
 * A site's URLs: POST /v1/map. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_MAP_URLS, SITEMAP_USES } from './values';

export const SitemapUse = Type.Union(
  SITEMAP_USES.map((u) => Type.Literal(u)),
  {
    description: "include: the sitemaps and the start page's links (default); skip: the links only; only: the sitemaps only",
  },
);
export type SitemapUse = Static<typeof SitemapUse>;

export const MapRequest = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 8192 }),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Keep only URLs that contain this text (case-insensitive)' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MAP_URLS, description: `At most this many URLs (default and maximum ${MAX_MAP_URLS})` })),
    sitemap: Type.Optional(SitemapUse),
  },
  { additionalProperties: false },
);
export type MapRequest = Static<typeof MapRequest>;

export const MapResult = Type.Object({
  urls: Type.Array(Type.String(), {
    description: "The site's URLs on the start URL's host, normalised and de-duplicated: the start URL, then sitemap order, then the start page's links",
  }),
  metadata: Type.Object({
    duration_ms: Type.Number(),
    sitemaps: Type.Integer({ description: 'Sitemap files read (index files included)' }),
    truncated: Type.Boolean({ description: 'True when more URLs were found than the limit' }),
  }),
});
export type MapResult = Static<typeof MapResult>;
