/**
 * Whether a page shows a value to its readers, for the fields a page's metadata often states wrongly. Shops fill the
 * feed fields of their structured data and meta tags (a part number, a barcode) with codes their pages never state,
 * often of another kind (their own item code, an internal number); and they give their own name as the brand of what
 * they sell, a name their pages show only in the header, the footer and the title. A value a buyer cannot read on the
 * page (a brand: in the product's own region) is not one the page states, and a wrong one costs more than none.
 */
import type { AnyNode, Element } from 'domhandler';
import { firstElement, isTag, onlyImageAlt, textOf, visibleText, walkElements } from '../../page/dom';
import { leadsToBrand } from './brand-links';
import { isProductStrip, isShoppersBox, isUnchosenOption } from './page-regions';
import { bodyOf, mainRegion, type PageModel } from '../../page/page-model';
import { asciiNumerals, squash } from '../../page/text';

/** Where a value must be shown: anywhere in the page's text, or in its main region. */
export type ShownIn = 'page' | 'main';

// Digits grouped for reading ("4 005556 050178", "978-3-16-148410-0") are one code.
const GROUPED = /(?<=\d)[\s\u00a0-]+(?=\d)/g;

// A typographic apostrophe is the typed one: "De’Longhi" shown is the data's "De'Longhi".
const APOSTROPHES = /[’‘ʼ`´]/g;
const comparable = (s: string) => s.replace(GROUPED, '').replace(APOSTROPHES, "'").toLowerCase();

// The shown text of each page and region, read once: several fields and records ask.
const SHOWN = { page: new WeakMap<PageModel, string>(), main: new WeakMap<PageModel, string>() };

/**
 * The page's cleaned text (scripts, styles and hidden nodes are gone: page-model.ts), in the whole body or its main region;
 * the main region's with the names its brands' logos show, linked to the brand's page (a DIY store's "<a
 * href="/marken/alpina"><img alt="Alpina"></a>" over the heading; a shop's own logo links home).
 */
function shownText(page: PageModel, where: ShownIn): string {
  let text = SHOWN[where].get(page);
  if (text === undefined) {
    const region = where === 'page' ? bodyOf(page.$) : mainRegion(page.$)[0];
    const logos = where === 'main' ? linkedImageAlts(region) : [];
    text = comparable([textOf(region), ...logos].join('\n'));
    SHOWN[where].set(page, text);
  }
  return text;
}

/** The alt texts of the images that links to a brand's page in `region` show alone. */
function linkedImageAlts(region: AnyNode): string[] {
  const alts: string[] = [];
  if ('children' in region)
    walkElements(region, (el) => {
      if (el.tagName !== 'a' || squash(textOf(el)) || !leadsToBrand(el.attribs.href ?? '')) return;
      const alt = onlyImageAlt(el);
      if (alt) alts.push(alt);
    });
  return alts;
}

/** True when `value` (leading zeros aside, as barcodes are written with or without them) is in the text the page shows `where`. */
export function shows(page: PageModel, value: string, where: ShownIn): boolean {
  return shownText(page, where).includes(comparable(value).replace(/^0+/, ''));
}

// A number as pages write it: digits grouped by dots, commas, apostrophes or spaces before three digits, or cents after
// a euro sign in the decimal comma's place ("299€99": currency.ts); cents set apart, the euro sign with them or not
// (Fnac's "349<sup>€99</sup>" before another amount, read apart as "349 €99"; Materiel.net's "139€<sup>90</sup>", as "139€ 90").
// The cents are looked ahead at, not taken: an amount's whole part may be cents to the one before it (bol's "Adviesprijs
// <del>149,99</del>" before its "89<sup>99</sup>", read apart as "149,99 89 99").
const APART_CENTS = /(\d[\d.,'’]*)(?=(?:\s€?|€\s)(\d{2})(?![\d.,]))/g;
const NUMBER = /\d(?:[\d.,'’]|[\s\u00a0\u202f](?=\d{3}(?!\d))|€(?=\d{2}(?!\d)))*/g;

// The numbers each page shows, by their digits alone ("52.999" → 52999, "1 099,00" → 109900), read once.
const NUMBERS = new WeakMap<PageModel, Set<string>>();

/**
 * True when the page's text shows the amount `n` outside options not chosen and strips of other products, however it groups
 * and separates it: "1.299,00", "1,299", "1299".
 */
export function showsAmount(page: PageModel, n: number): boolean {
  let digits = NUMBERS.get(page);
  if (!digits) {
    // Elements' texts read as the page runs them together (cents in a superscript of their own: "$59.999" "92") and each
    // set apart, where a page sets no space between an amount and what follows it ("$719.999" "20% OFF"). An option not
    // chosen shows another variant's price ("30 ml 59,00 €" beside the chosen "50 ml"), a strip of other products theirs,
    // or this product's in another variant ("Byron Linen Shirt Dress - Sand $149.00" under "Recently viewed"); a review quotes
    // what its writer paid ("lo compré a 349,99 €"), no price the shop shows; but a box so named that holds the product's
    // heading is the product's (Astra's "<div class="ast-woo-product-no-review product">").
    const body = bodyOf(page.$);
    // Both readings walk the same elements: each is judged once.
    const judged = new Map<Element, boolean>();
    const elsewhere = (el: Element) => {
      let skip = judged.get(el);
      if (skip === undefined) judged.set(el, (skip = isUnchosenOption(el) || isProductStrip(el) || (isShoppersBox(el) && !firstElement(el, isTag('h1')))));
      return skip;
    };
    const [glued, apart] = [false, true].map((setApart) => asciiNumerals(visibleText(body, setApart, elsewhere)));
    // Cents in an element of their own after the amount, then a badge glued to them ("2.199" "90" "24% OFF"): set apart,
    // the amount and its cents are one.
    const numbers = [
      ...[glued, apart].flatMap((text) => [...text.matchAll(NUMBER)].map((m) => m[0])),
      ...[...apart.matchAll(APART_CENTS)].map((m) => m[1] + m[2]),
    ];
    // A space groups thousands ("1 099,00") or parts two numbers ("44.999 43% OFF"): both readings count.
    digits = new Set([...numbers, ...numbers.flatMap((n) => n.split(/\s+/))].map((n) => n.replace(/\D/g, '')));
    NUMBERS.set(page, digits);
  }
  const whole = Math.trunc(n);
  const cents = Math.round((n - whole) * 100);
  const forms = cents ? [`${whole}${String(cents).padStart(2, '0')}`] : [`${whole}`, `${whole}00`];
  // A price in fractions of a cent, as electronic parts are sold ("0,0452 €"), is shown with all its decimals.
  const decimals = /\.(\d{3,})$/.exec(String(n))?.[1];
  if (decimals) forms.push(`${whole}${decimals}`);
  return forms.some((f) => digits.has(f));
}

// An id's letters and digits with a slash or a hyphen allowed between any two: "4667999" as "466/7999". Letters may touch
// it (element texts run together: "Indoor Camera466/7999"); more digits may not.
const SEPARABLE = (id: string) => new RegExp(`(?<![\\p{N}/-])${[...id].join('[/-]?')}(?![\\p{N}/-])`, 'giu');

/**
 * How the page writes `id` (an item code read from its URL, its structured data or an attribute) where it shows it only
 * parted by a slash or a hyphen ("Cat. no. 466/7999" for /product/4667999), or in capitals where a URL has it in small
 * letters ("RB34C7B5E22" for …-rb34c7b5e22): the form a buyer reads and quotes. Undefined when the page shows it as given,
 * or not at all.
 */
export function writtenAs(page: PageModel, id: string): string | undefined {
  if (!/^[\p{L}\p{N}]{5,}$/u.test(id)) return undefined;
  const forms = [...textOf(mainRegion(page.$)[0]).matchAll(SEPARABLE(id))].map((m) => m[0]);
  if (forms.includes(id)) return undefined;
  return forms.find((f) => f.toLowerCase() === id.toLowerCase()) ?? forms[0];
}
