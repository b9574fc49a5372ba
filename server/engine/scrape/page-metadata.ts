/**
 * What a page says about itself, for the scrape's metadata format: meta and OpenGraph tags first,
 * then JSON-LD, then what the reader view found.
 */
import type { PageMetadata } from '../../contract/scrape';
import type { FetchedPage } from '../fetch/fetched-page';
import { buildPageModel } from '../page/page-model';
import { typesOf, type Entity } from '../page/structured-data';
import { absoluteUrl, squash } from '../page/text';
import type { ReaderView } from './main-content';

const CREATIVE_WORK = /article|posting|report|blog|news|creativework|webpage|book|recipe/;

/** The first named value of an author field (a string, a Person or a list of them). */
function nameOf(v: unknown): string | undefined {
  if (typeof v === 'string') return squash(v) || undefined;
  if (Array.isArray(v)) return v.map(nameOf).find(Boolean);
  if (v && typeof v === 'object') return nameOf((v as Entity).name);
  return undefined;
}

/** Title, description, language, canonical URL, author and published time of a page. */
export function pageMetadata(html: string, fetched: FetchedPage, reader: ReaderView | undefined): PageMetadata {
  const page = buildPageModel(html, fetched.url);
  const meta = page.meta;
  const work = page.jsonLd.find((e) => typesOf(e).some((t) => CREATIVE_WORK.test(t)));
  const published =
    meta['article:published_time'] ?? (typeof work?.datePublished === 'string' ? work.datePublished : undefined) ?? meta.date ?? reader?.publishedTime;
  const language = page.lang ?? fetched.headers['content-language']?.split(',')[0]?.trim() ?? meta['og:locale'];
  return {
    title: meta['og:title'] ?? (page.title || undefined) ?? null,
    description: meta.description ?? meta['og:description'] ?? meta['twitter:description'] ?? null,
    language: language || null,
    canonical_url: absoluteUrl(meta.canonical, fetched.url) ?? null,
    author: meta.author ?? nameOf(meta['article:author']) ?? nameOf(work?.author) ?? reader?.byline ?? null,
    published_time: published ?? null,
    url: fetched.url,
    status_code: fetched.status,
  };
}
