/**
 * Shop pages with what they declare about themselves taken out: JSON-LD, microdata, RDFa and meta tags; and, harder, with
 * the names their markup gives its elements taken out as well (class, id, data-* test hooks), as on shops whose class
 * names are hashes a build tool made ("sc-1x2y3"). The pages' own text and tags stay, so the product figures on them
 * measure what the builtin reads from the page alone, as it must on shops that declare nothing and name nothing; the
 * corpus, whose shops mostly declare their products, hides that.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import type { SavedPage } from './corpus-site';

// The attributes microdata and RDFa Lite declare with.
const DECLARING = ['itemprop', 'itemscope', 'itemtype', 'itemid', 'itemref', 'vocab', 'typeof', 'property', 'resource', 'prefix'];

/** The page (its bytes, in the charset its <meta> names) parsed, its structured data taken out, to serve in UTF-8. */
function undeclared(bytes: Buffer): cheerio.CheerioAPI {
  const charset = /<meta[^>]+charset=["']?([\w-]+)/i.exec(bytes.subarray(0, 4096).toString('latin1'))?.[1] ?? 'utf-8';
  const $ = cheerio.load(new TextDecoder(charset).decode(bytes));
  $('script[type="application/ld+json"], meta[property], meta[name], meta[itemprop], meta[http-equiv]').remove();
  for (const attr of DECLARING) $(`[${attr}]`).removeAttr(attr);
  $('meta[charset]').remove();
  $('head').prepend('<meta charset="utf-8">');
  return $;
}

/** The page's HTML without its structured data, in UTF-8. */
export const withoutStructuredData = (bytes: Buffer): string => undeclared(bytes).html();

/** The page's HTML without its structured data nor its elements' names (class, id, data-*), in UTF-8. */
export function withoutNames(bytes: Buffer): string {
  const $ = undeclared(bytes);
  $('*').each((_, el) => {
    const names = Object.keys($(el).attr() ?? {}).filter((attr) => attr === 'class' || attr === 'id' || attr.startsWith('data-'));
    for (const attr of names) $(el).removeAttr(attr);
  });
  return $.html();
}

/** What a page is served as: its bytes made into the HTML to serve (withoutStructuredData, withoutNames). */
export type Strip = (bytes: Buffer) => string;

/** Writes each page, stripped by `strip`, into `dir` (which exists): the pages to serve in place of `pages`. */
export function strippedCopies(pages: { url: string; html: () => Buffer }[], dir: string, strip: Strip): SavedPage[] {
  return pages.map((page, i) => {
    const file = join(dir, `${i}.html`);
    writeFileSync(file, strip(page.html()));
    return { url: page.url, file };
  });
}
