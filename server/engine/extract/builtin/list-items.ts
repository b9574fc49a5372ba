/**
 * Lists of strings shown as lists: the items of a <ul>/<ol>/<dl> that a class names ("specs") or a
 * heading introduces ("Specs", "Specifications"), one string per item, each kept whole
 * ("Weight: 280 g" stays "Weight: 280 g", not "280 g" glued to the next item).
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { squash, words } from '../../page/text';
import { keyWords, type Concept } from './concepts';
import { namedElements } from './dom-values';

const LIST = 'ul, ol, dl';
const HEADING = 'h1, h2, h3, h4, h5, h6, dt, th, caption, summary, strong, b, legend';

function itemsOf($: CheerioAPI, list: Element): string[] {
  if (list.tagName === 'dl') {
    // A definition list: each term with its definition ("Weight: 280 g").
    return $(list)
      .children('dt')
      .toArray()
      .map((dt) => {
        const dd = squash($(dt).nextAll('dd').first().text());
        return squash($(dt).text()) + (dd ? `: ${dd}` : '');
      })
      .filter(Boolean);
  }
  return $(list)
    .children('li')
    .toArray()
    .map((li) => squash($(li).text()))
    .filter(Boolean);
}

// "spec" matches "Specs" and "Specifications"; "feature" matches "Key features".
const stem = (w: string) => w.replace(/(ies|es|s)$/, '').slice(0, Math.max(4, w.length - 3));

function headingNames($: CheerioAPI, el: Element, want: readonly string[]): boolean {
  const hw = words($(el).text());
  return hw.length <= want.length + 3 && want.every((w) => hw.some((h) => h.startsWith(stem(w))));
}

/** The list items a field names, or [] when the page shows no such list. */
export function listItemValues($: CheerioAPI, fieldName: string, concept?: Concept): string[] {
  for (const el of namedElements($, fieldName, concept)) {
    const list = $(el).is(LIST) ? el : $(el).find(LIST).first()[0];
    const items = list ? itemsOf($, list as Element) : [];
    if (items.length) return items;
  }
  const want = keyWords(fieldName);
  for (const heading of $(HEADING).toArray()) {
    if (!headingNames($, heading, want)) continue;
    // The list right after the heading, or after the element that holds it (<div><h2>Specs</h2></div><ul>).
    const next = $(heading).nextAll(LIST).first()[0] ?? $(heading).parent().nextAll(LIST).first()[0];
    const items = next ? itemsOf($, next as Element) : [];
    if (items.length) return items;
  }
  return [];
}
