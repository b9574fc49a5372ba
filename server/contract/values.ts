/**
 * The contract's plain values — numeric bounds and vocabularies — in a module with no imports, so
 * the console can use them without bundling the schema library.
 */

/** Pages per extraction, never more. */
export const MAX_PAGES = 5;

/** Where a value can be read from (metadata.evidence): structured data, meta tags, an element, the URL, or an LLM's answer. */
export const EVIDENCE_SOURCES = ['json-ld', 'microdata', 'meta', 'dom', 'url', 'llm'] as const;

/** What a run did with its site recipe (metadata.recipe.action). */
export const RECIPE_ACTIONS = ['used', 'checked', 'learnt', 'relearnt', 'overruled'] as const;
/** Failure families, each run's `failure.family` (docs/decisions.md#statuses-and-failures). */
export const FAILURE_FAMILIES = [
  'network',
  'dns',
  'http_status',
  'timeout',
  'wait_for',
  'blocked',
  'browser',
  'extraction',
  'content',
  'validation',
  'provider',
  'quota',
  'auth',
  'config',
  'egress',
  'limits',
  'cancelled',
  'interrupted',
  'internal',
] as const;
export type FailureFamily = (typeof FAILURE_FAMILIES)[number];

/** When a failed run is worth retrying (`failure.retry_class`). */
export const RETRY_CLASSES = ['immediate', 'backoff', 'after_config_change', 'never'] as const;
export type RetryClass = (typeof RETRY_CLASSES)[number];

/** A collection's page (`?limit=`): the size when none is asked for, and the most there can be. */
export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 500;

/** URLs per batch, never more. */
export const MAX_BATCH_URLS = 100;

/** Capture formats: raw PCM s16le, or the same with a WAV header. */
export const CAPTURE_FORMATS = ['pcm', 'wav'] as const;
export type CaptureFormat = (typeof CAPTURE_FORMATS)[number];

/** Capture statuses. */
export const CAPTURE_STATUSES = ['active', 'completed', 'interrupted', 'failed'] as const;
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];

/** Transcription session statuses (SPEC "Audio capture and transcription session"). */
export const TRANSCRIPTION_STATUSES = ['active', 'completed', 'failed', 'stopped', 'interrupted'] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

/** Transcription providers. */
export const TRANSCRIPTION_PROVIDERS = ['pocketsphinx', 'openai'] as const;
export type TranscriptionProvider = (typeof TRANSCRIPTION_PROVIDERS)[number];

/** Upper bound of a chunk read, bytes. */
export const MAX_CHUNK_BYTES = 1024 * 1024;
/** Default chunk read, bytes. */
export const DEFAULT_CHUNK_BYTES = 65536;
/** Longest capture, seconds (also the default when `max_seconds` is not given). */
export const MAX_CAPTURE_SECONDS = 4 * 3600;

/** What a scrape can return of a page. */
export const SCRAPE_FORMATS = ['markdown', 'text', 'html', 'links', 'metadata', 'screenshot'] as const;

/** URLs one site map lists, never more. */
export const MAX_MAP_URLS = 10_000;

/** How a site map uses the site's sitemaps. */
export const SITEMAP_USES = ['include', 'skip', 'only'] as const;

/** Pages one crawl takes, never more. */
export const MAX_CRAWL_PAGES = 10_000;
/** Link depth a crawl may go, never more. */
export const MAX_CRAWL_DEPTH = 100;

/** What a crawl is doing. */
export const CRAWL_STATUSES = ['running', 'completed', 'failed', 'cancelled'] as const;
export type CrawlStatus = (typeof CRAWL_STATUSES)[number];

/** Where each page of a crawl is: waiting for a worker, read, failed, left out (robots, scope, redirect) or dropped by a cancel. */
export const CRAWL_PAGE_STATUSES = ['queued', 'completed', 'failed', 'skipped', 'cancelled'] as const;
export type CrawlPageStatus = (typeof CRAWL_PAGE_STATUSES)[number];
