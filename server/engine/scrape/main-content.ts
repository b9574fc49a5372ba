/**
 * A scraped page parsed once (linkedom), and its main content by Mozilla's Readability (the Firefox
 * Reader View algorithm), as the builtin extractor reads article bodies
 * (engine/extract/builtin/readable-body.ts). The reader view keeps its article as DOM, not markup: the
 * markdown is written from that node (html-markdown.ts), so no format parses the page a second time.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** The reader view of a page: its article element and what it found about the article. */
export interface ReaderView {
  content: Element;
  byline?: string;
  publishedTime?: string;
}

/** The page `html` fetched from `url` as a DOM document. */
export function parsePage(html: string, url: string): Document {
  const { document } = parseHTML(html);
  // Readability resolves links against the document's URI; linkedom has none of its own.
  Object.defineProperty(document, 'documentURI', { value: url });
  Object.defineProperty(document, 'baseURI', { value: url });
  return document as unknown as Document;
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
