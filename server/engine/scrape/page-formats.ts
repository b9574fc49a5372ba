/**
 * A fetched page in the formats a scrape asks for: markdown, text and html of the main content (or
 * the whole page), the page's links and what it says about itself. Documents (PDF, plain text) go
 * through their text, as the extractors read them (page/page-of-fetched.ts).
 */
import * as cheerio from 'cheerio';
import type { ScrapeData, ScrapeFormat } from '../../contract/scrape';
import type { FetchedPage } from '../fetch/fetched-page';
import { mainRegion } from '../page/page-model';
import { readerDocument } from '../page/reader-document';
import { pdfDocument } from '../page/pdf-document';
import { plainTextDocument, textDocumentHtml } from '../page/text-document';
import { absoluteUrl, squash } from '../page/text';
import { htmlToMarkdown } from './html-markdown';
import { readerView } from './main-content';
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

/** The page's body, its scripts and styles removed. */
function pageBody(document: Document): Element {
  const body = document.body ?? document.documentElement;
  for (const el of body.querySelectorAll('script, style, noscript, template')) el.remove();
  return body;
}

/** The main region the extractors read, for a page without an article (a short page, a listing); markup and DOM. */
function mainRegionOf(html: string, url: string): { root: Element; html: string } {
  const $ = cheerio.load(html);
  $('script, style, noscript, template').remove();
  const region = $.html(mainRegion($)) ?? '';
  return { html: region, root: readerDocument(`<!doctype html><html><body>${region}</body></html>`, url).body };
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
function linksOf(document: Document, url: string): string[] {
  const seen = new Set<string>();
  for (const a of document.querySelectorAll('a[href]')) {
    const href = absoluteUrl(a.getAttribute('href') ?? undefined, url);
    if (href) seen.add(href.replace(/#.*$/, ''));
  }
  return [...seen];
}

/**
 * Builds the formats asked for of one fetched page (the screenshot is the fetch's own). The page is parsed once:
 * its links are read first, as the reader view and the markdown writer take the document apart.
 */
export async function pageFormats(fetched: FetchedPage, formats: readonly ScrapeFormat[], mainOnly: boolean): Promise<Omit<ScrapeData, 'screenshot'>> {
  const wants = new Set(formats);
  const needsContent = wants.has('markdown') || wants.has('text') || wants.has('html');
  // A screenshot-only scrape reads nothing of the page's markup.
  if (!needsContent && !wants.has('links') && !wants.has('metadata')) return {};
  const html = await markupOf(fetched);
  const document = readerDocument(html, fetched.url);
  const links = wants.has('links') ? linksOf(document, fetched.url) : undefined;
  // The content's DOM, and its markup where it was had as markup.
  let content: { root: Element; html?: string } | undefined;
  if (needsContent && !mainOnly) content = { root: pageBody(document) };
  // The whole page's content is this document: the reader view (for metadata) then reads a copy of its own.
  const reader = (needsContent && mainOnly) || wants.has('metadata') ? readerView(content ? readerDocument(html, fetched.url) : document) : undefined;
  if (needsContent && mainOnly) content = reader ? { root: reader.content } : mainRegionOf(html, fetched.url);
  // The markup is read before the markdown writer takes the content apart.
  const markup = content && (wants.has('text') || wants.has('html')) ? (content.html ?? content.root.innerHTML) : undefined;
  const out: Omit<ScrapeData, 'screenshot'> = {};
  if (content && wants.has('markdown')) out.markdown = htmlToMarkdown(content.root, fetched.url);
  if (markup !== undefined && wants.has('text')) out.text = textOf(markup);
  if (markup !== undefined && wants.has('html')) out.html = markup;
  if (links) out.links = links;
  if (wants.has('metadata')) out.metadata = pageMetadata(html, fetched, reader);
  return out;
}
