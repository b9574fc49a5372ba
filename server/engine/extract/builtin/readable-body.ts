/**
 * Article bodies by Mozilla's Readability (the Firefox Reader View algorithm) over linkedom, a
 * fast DOM: on the 130 Readability test pages it scores above the builtin's own content-block
 * heuristic (see `npm run bench quality`), so the builtin asks it first.
 */
import { Readability } from '@mozilla/readability';
import * as cheerio from 'cheerio';
import { parseHTML } from 'linkedom';
import { squash } from '../../page/text';

// Elements that end a paragraph of the reader view's output.
const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, pre, blockquote, dd, dt, tr, figcaption, div, section, br';

/** Paragraph text (blank-line separated) of reader-view HTML. */
function paragraphs(html: string): string {
  const $ = cheerio.load(html);
  $(BLOCKS).each((_, el) => void $(el).after('\n\n'));
  return $.root()
    .text()
    .split(/\n{2,}/)
    .map(squash)
    .filter(Boolean)
    .join('\n\n');
}

// Boxes inside an article that are not its text: ads, share and newsletter boxes, related links, the standfirst.
const NOT_BODY = /(^|[\s_-])(ad|ads|advert|advertisement|ad-slot|promo|share|sharing|social|newsletter|signup|related|comments?|standfirst|dek|kicker)([\s_-]|$)/i;

/** The main article text of `html`, paragraphs separated by blank lines; undefined when the page has no article. */
export function readableBody(html: string, url: string): string | undefined {
  try {
    const { document } = parseHTML(html);
    // Readability resolves links against the document's URI; linkedom has none of its own.
    Object.defineProperty(document, 'documentURI', { value: url });
    Object.defineProperty(document, 'baseURI', { value: url });
    // Only small boxes go: a wrapper whose class happens to say "share" may hold the whole article.
    for (const el of [...document.querySelectorAll('[class]')]) if (NOT_BODY.test(el.getAttribute('class') ?? '') && (el.textContent ?? '').length < 400) el.remove();
    const article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
    const text = article?.content ? paragraphs(article.content) : '';
    return text.length ? text : undefined;
  } catch {
    // A page the reader view cannot read is left to the content-block heuristic.
    return undefined;
  }
}
