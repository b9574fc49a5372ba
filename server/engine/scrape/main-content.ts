/**
 * The main content of a scraped page (its document from engine/page/reader-document.ts) by Mozilla's
 * Readability (the Firefox Reader View algorithm), as the builtin extractor reads article bodies
 * (engine/extract/builtin/readable-body.ts). The reader view hands over its article as DOM, not
 * markup: the markdown is cleaned up on that node (html-markdown.ts) without parsing it again.
 */
import { Readability } from '@mozilla/readability';

/** The reader view of a page: its article element and what it found about the article. */
export interface ReaderView {
  content: Element;
  byline?: string;
  publishedTime?: string;
}

/** The reader view of `document`, or undefined when Readability finds no article; it takes the document apart. */
export function readerView(document: Document): ReaderView | undefined {
  try {
    // Classes stay: a code block's language-* class names its fence's language.
    const article = new Readability(document, { keepClasses: true, serializer: (node) => node as Element }).parse();
    if (!article?.content || !article.textContent?.trim()) return undefined;
    // Readability drops the heading that repeats the title (metadata.title has it): the body alone scores better
    // against marked article bodies (npm run bench markdown: F1 0.953 without it, 0.942 with it).
    return { content: article.content, byline: article.byline ?? undefined, publishedTime: article.publishedTime ?? undefined };
  } catch {
    // A page the reader view cannot read is converted from its main region instead.
    return undefined;
  }
}
