/**
 * Whether a page shows a code to its readers. Shops fill the feed fields of their structured data and meta tags (a
 * part number, a barcode) with codes their pages never state, often of another kind (their own item code, an internal
 * number): a code a buyer cannot read on the page is not one the page states, and a wrong one costs more than none.
 */
import { textOf } from '../../page/dom';
import { bodyOf, type PageModel } from '../../page/page-model';

// Digits grouped for reading ("4 005556 050178", "978-3-16-148410-0") are one code.
const GROUPED = /(?<=\d)[\s\u00a0-]+(?=\d)/g;

const comparable = (s: string) => s.replace(GROUPED, '').toLowerCase();

// The shown text of each page, read once: several fields and records ask.
const SHOWN = new WeakMap<PageModel, string>();

/** True when `code` (leading zeros aside, as barcodes are written with or without them) is in the text the page shows. */
export function showsCode(page: PageModel, code: string): boolean {
  let text = SHOWN.get(page);
  if (text === undefined) {
    // The cleaned DOM: scripts, styles and hidden nodes are gone (page-model.ts).
    text = comparable(textOf(bodyOf(page.$)));
    SHOWN.set(page, text);
  }
  return text.includes(comparable(code).replace(/^0+/, ''));
}
