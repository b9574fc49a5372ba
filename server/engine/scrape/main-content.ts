/**
 * The main content of a page as HTML, by Mozilla's Readability (the Firefox Reader View algorithm)
 * over linkedom, as the builtin extractor reads article bodies (engine/extract/builtin/readable-body.ts);
 * the scrape needs the reader view's markup, not only its text, to keep tables, lists and code.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

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
    // Classes stay: a code block's language-* class names its fence's language.
    const article = new Readability(document as unknown as Document, { keepClasses: true }).parse();
    if (!article?.content || !article.textContent?.trim()) return undefined;
    // Readability drops the heading that repeats the title (metadata.title has it): the body alone scores better
    // against marked article bodies (npm run bench markdown: F1 0.953 without it, 0.942 with it).
    return { html: article.content, byline: article.byline ?? undefined, publishedTime: article.publishedTime ?? undefined };
  } catch {
    // A page the reader view cannot read is converted from its main region instead.
    return undefined;
  }
}
