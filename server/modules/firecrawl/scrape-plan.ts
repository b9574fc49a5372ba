/**
 * A Firecrawl page read as Pluck's requests: the scrape formats, the extraction (json format), and
 * the engine options, in Pluck's units (seconds, a wait condition).
 */
import type { ExtractOptions } from '../../contract/extract';
import type { FirecrawlFormatObject, FirecrawlScrapeOptions } from '../../contract/firecrawl';
import type { ScrapeFormat } from '../../contract/scrape';
import { refuseProxyTier, refuseUnsupported, unsupported, UNSUPPORTED_SCRAPE_OPTIONS } from './unsupported';

/** The API version a request came in on: v1 names the extraction's key after the format that asked for it. */
export type FirecrawlVersion = 'v1' | 'v2';

/** What to run for one page. */
export interface ScrapePlan {
  /** Scrape formats (empty: no scrape, only the extraction). */
  formats: ScrapeFormat[];
  mainContentOnly: boolean;
  /** Pluck's html is read from the whole page and answered as rawHtml. */
  rawHtml: boolean;
  html: boolean;
  /** The extraction of the json format, and the Document key it answers in (v1's "extract" format answers in `extract`). */
  json?: { schema?: Record<string, unknown>; prompt?: string; key: 'json' | 'extract' };
  options: Pick<ExtractOptions, 'timeout' | 'waitFor'>;
  /** Seconds, for Pluck's options.max_age. */
  maxAgeSeconds: number;
}

const SIMPLE: Record<string, ScrapeFormat> = { markdown: 'markdown', links: 'links', screenshot: 'screenshot', 'screenshot@fullPage': 'screenshot' };

/** The engine options of a page read, in Pluck's units: Firecrawl's milliseconds become seconds and a wait. */
export function engineOptionsOf(o: Pick<FirecrawlScrapeOptions, 'timeout' | 'waitFor'>): ScrapePlan['options'] {
  return {
    ...(o.timeout !== undefined ? { timeout: Math.ceil(o.timeout / 1000) } : {}),
    // Pluck does not sleep a fixed time: the browser waits until the page's network is idle.
    ...(o.waitFor ? { waitFor: 'networkIdle' } : {}),
  };
}

/** Refuses the options of a page read Pluck cannot honour; `prefix` names where they sit ("scrapeOptions."). */
export function refuseScrapeOptions(o: FirecrawlScrapeOptions, prefix = ''): void {
  refuseUnsupported(o, UNSUPPORTED_SCRAPE_OPTIONS, prefix);
  refuseProxyTier(o.proxy, prefix);
}

/** Plans a scrape; 400 naming the field for a format or option Pluck cannot honour. */
export function planScrape(o: FirecrawlScrapeOptions, version: FirecrawlVersion): ScrapePlan {
  refuseScrapeOptions(o);
  const formats = new Set<ScrapeFormat>();
  let rawHtml = false;
  let html = false;
  let json: ScrapePlan['json'];
  const asked: (string | FirecrawlFormatObject)[] = o.formats ?? ['markdown'];
  asked.forEach((format, i) => {
    const type = typeof format === 'string' ? format : format.type;
    if (SIMPLE[type]) formats.add(SIMPLE[type]);
    else if (type === 'html') html = true;
    else if (type === 'rawHtml') rawHtml = true;
    else if (type === 'json' || (type === 'extract' && version === 'v1')) {
      const from = typeof format === 'string' ? (type === 'extract' ? o.extract : (o.jsonOptions ?? o.extract)) : format;
      if (!from?.schema && !from?.prompt) {
        throw unsupported(
          `formats[${i}]`,
          version === 'v1'
            ? `the ${type} format needs ${type === 'extract' ? 'extract' : 'jsonOptions'} with a schema or a prompt`
            : 'the json format needs a schema or a prompt',
        );
      }
      const where = typeof format === 'string' ? (from === o.extract ? 'extract.' : 'jsonOptions.') : `formats[${i}].`;
      refuseUnsupported(from, ['systemPrompt', 'checkPromptInjection'], where);
      json = { schema: from.schema, prompt: from.prompt, key: type === 'extract' ? 'extract' : 'json' };
    } else throw unsupported(`formats[${i}]`, `the "${type}" format is not one Pluck reads; it reads markdown, html, rawHtml, links, screenshot and json`);
  });
  const mainContentOnly = o.onlyMainContent ?? true;
  if (rawHtml && mainContentOnly && (html || formats.has('markdown'))) {
    throw unsupported('formats', 'rawHtml beside markdown or html needs "onlyMainContent": false, since one read gives the page whole or its main content');
  }
  if (html || rawHtml) formats.add('html');
  return {
    formats: [...formats],
    mainContentOnly: rawHtml ? false : mainContentOnly,
    rawHtml,
    html,
    json,
    options: engineOptionsOf(o),
    maxAgeSeconds: Math.floor((o.maxAge ?? 0) / 1000),
  };
}
