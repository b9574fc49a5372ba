/**
 * A fetched page in the formats a scrape asks for: markdown, text and html of the main content (or
 * the whole page), the page's links and what it says about itself. Documents (PDF, plain text) go
 * through their text, as the extractors read them (page/page-of-fetched.ts).
 */
import * as cheerio from 'cheerio';
import type { ScrapeData, ScrapeFormat } from '../../contract/scrape';
import type { FetchedPage } from '../fetch/fetched-page';
import { mainRegion } from '../page/page-model';
import { pdfDocument } from '../page/pdf-document';
import { plainTextDocument, textDocumentHtml } from '../page/text-document';
import { absoluteUrl, squash } from '../page/text';
import { htmlToMarkdown } from './html-markdown';
import { readerView, type ReaderView } from './main-content';
import { pageMetadata } from './page-metadata';

// Elements that end a line of the text format.
const BLOCKS =
  'p, h1, h2, h3, h4, h5, h6, ul, ol, li, pre, blockquote, dd, dt, tr, figcaption, div, section, article, main, aside, header, footer, nav, table, br';

/** The page's markup: a document's text as a small article. */
async function markupOf(fetched: FetchedPage): Promise<string> {
  const doc = fetched.document;
  if (!doc) return fetched.html;
  return textDocumentHtml(doc.type === 'pdf' ? await pdfDocument(doc.bytes, fetched.url) : plainTextDocument(doc.text));
}

/** The content the markdown, text and html formats are made of. */
function contentHtml(html: string, url: string, mainOnly: boolean, reader: ReaderView | undefined): string {
  if (!mainOnly) {
    const $ = cheerio.load(html);
    $('script, style, noscript, template').remove();
    return $('body').html() ?? $.root().html() ?? '';
  }
  if (reader) return reader.html;
  // No article found (a short page, a listing): the main region the extractors read.
  const $ = cheerio.load(html);
  $('script, style, noscript, template').remove();
  return $.html(mainRegion($)) ?? '';
}

/** Plain text of HTML: one line per block, whitespace squashed. */
function textOf(html: string): string {
  const $ = cheerio.load(html);
  $('script, style, noscript, template').remove();
  $(BLOCKS).each((_, el) => void $(el).after('\n'));
  $('td, th').each((_, el) => void $(el).after('\t'));
  return $.root()
    .text()
    .split('\n')
    .map((line) => line.split('\t').map(squash).filter(Boolean).join('\t'))
    .filter(Boolean)
    .join('\n');
}

/** Every http(s) link of the page, absolute, without fragments, once each in page order. */
function linksOf(html: string, url: string): string[] {
  const $ = cheerio.load(html);
  const seen = new Set<string>();
  $('a[href]').each((_, a) => {
    const href = absoluteUrl(a.attribs.href, url);
    if (href) seen.add(href.replace(/#.*$/, ''));
  });
  return [...seen];
}

/** Builds the formats asked for of one fetched page (the screenshot is the fetch's own). */
export async function pageFormats(fetched: FetchedPage, formats: readonly ScrapeFormat[], mainOnly: boolean): Promise<Omit<ScrapeData, 'screenshot'>> {
  const html = await markupOf(fetched);
  const wants = new Set(formats);
  const needsContent = wants.has('markdown') || wants.has('text') || wants.has('html');
  const reader = (needsContent && mainOnly) || wants.has('metadata') ? readerView(html, fetched.url) : undefined;
  const content = needsContent ? contentHtml(html, fetched.url, mainOnly, reader) : '';
  const out: Omit<ScrapeData, 'screenshot'> = {};
  if (wants.has('markdown')) out.markdown = htmlToMarkdown(content, fetched.url);
  if (wants.has('text')) out.text = textOf(content);
  if (wants.has('html')) out.html = content;
  if (wants.has('links')) out.links = linksOf(html, fetched.url);
  if (wants.has('metadata')) out.metadata = pageMetadata(html, fetched, reader);
  return out;
}
