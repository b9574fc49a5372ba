/**
 * The main content of a page as HTML, by Mozilla's Readability (the Firefox Reader View algorithm)
 * over linkedom, as the builtin extractor reads article bodies (engine/extract/builtin/readable-body.ts);
 * the scrape needs the reader view's markup, not only its text, to keep tables, lists and code.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { escapeHtml } from '../page/text-document';

/** The reader view of a page: its article HTML and what it found about the article. */
export interface ReaderView {
  html: string;
  byline?: string;
  publishedTime?: string;
}

/** The reader view of `html`, or undefined when Readability finds no article in it. */
export function readerView(html: string, url: string): ReaderView | undefined {
  try {
    const { document } = parseHTML(html);
    // Readability resolves links against the document's URI; linkedom has none of its own.
    Object.defineProperty(document, 'documentURI', { value: url });
    Object.defineProperty(document, 'baseURI', { value: url });
    const pageHeading = document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
    // Classes stay: a code block's language-* class names its fence's language.
    const article = new Readability(document as unknown as Document, { charThreshold: 200, keepClasses: true }).parse();
    if (!article?.content || !article.textContent?.trim()) return undefined;
    // Readability drops the heading that repeats the title; the markdown keeps it (the page's own <h1>, without the site's name).
    const title = pageHeading || article.title;
    const heading = title && !/<h1[\s>]/i.test(article.content) ? `<h1>${escapeHtml(title)}</h1>` : '';
    return { html: heading + article.content, byline: article.byline ?? undefined, publishedTime: article.publishedTime ?? undefined };
  } catch {
    // A page the reader view cannot read is converted from its main region instead.
    return undefined;
  }
}
