/**
 * Whether a page shows a value to its readers, for the fields a page's metadata often states wrongly. Shops fill the
 * feed fields of their structured data and meta tags (a part number, a barcode) with codes their pages never state,
 * often of another kind (their own item code, an internal number); and they give their own name as the brand of what
 * they sell, a name their pages show only in the header, the footer and the title. A value a buyer cannot read on the
 * page (a brand: in the product's own region) is not one the page states, and a wrong one costs more than none.
 */
import { textOf } from '../../page/dom';
import { bodyOf, mainRegion, type PageModel } from '../../page/page-model';

/** Where a value must be shown: anywhere in the page's text, or in its main region. */
export type ShownIn = 'page' | 'main';

// Digits grouped for reading ("4 005556 050178", "978-3-16-148410-0") are one code.
const GROUPED = /(?<=\d)[\s\u00a0-]+(?=\d)/g;

const comparable = (s: string) => s.replace(GROUPED, '').toLowerCase();

// The shown text of each page and region, read once: several fields and records ask.
const SHOWN = { page: new WeakMap<PageModel, string>(), main: new WeakMap<PageModel, string>() };

/** The page's cleaned text (scripts, styles and hidden nodes are gone: page-model.ts), in the whole body or its main region. */
function shownText(page: PageModel, where: ShownIn): string {
  let text = SHOWN[where].get(page);
  if (text === undefined) {
    text = comparable(textOf(where === 'page' ? bodyOf(page.$) : mainRegion(page.$)[0]));
    SHOWN[where].set(page, text);
  }
  return text;
}

/** True when `value` (leading zeros aside, as barcodes are written with or without them) is in the text the page shows `where`. */
export function shows(page: PageModel, value: string, where: ShownIn): boolean {
  return shownText(page, where).includes(comparable(value).replace(/^0+/, ''));
}

// An id's letters and digits with a slash or a hyphen allowed between any two: "4667999" as "466/7999". Letters may touch
// it (element texts run together: "Indoor Camera466/7999"); more digits may not.
const SEPARABLE = (id: string) => new RegExp(`(?<![\\p{N}/-])${[...id].join('[/-]?')}(?![\\p{N}/-])`, 'giu');

/**
 * How the page writes `id` (an item code read from its URL, its structured data or an attribute) where it shows it only
 * parted by a slash or a hyphen ("Cat. no. 466/7999" for /product/4667999): the form a buyer reads and quotes. Undefined
 * when the page shows it as given, or not at all.
 */
export function writtenAs(page: PageModel, id: string): string | undefined {
  if (!/^[\p{L}\p{N}]{5,}$/u.test(id)) return undefined;
  const forms = [...textOf(mainRegion(page.$)[0]).matchAll(SEPARABLE(id))].map((m) => m[0]);
  return forms.some((f) => f.toLowerCase() === id.toLowerCase()) ? undefined : forms[0];
}
