/**
 * Text normalization shared by the page stage and the extractors.
 */

/** Collapses whitespace runs to one space and trims. */
export function squash(s: string | undefined | null): string {
  if (!s) return '';
  // Most short texts have only single spaces: testing is far cheaper than replacing (no new string).
  return NEEDS_SQUASH.test(s) ? s.replace(/\s+/g, ' ').trim() : s.trim();
}
const NEEDS_SQUASH = /\s\s|[^\S ]/;

/** A name's or a title's letters and digits, lower-cased: to compare them however written ("TriCountyExaminer.com"). */
export const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

// Digits of other scripts ("١٢٩٩", "۱۲۹۹", "১২৯৯", full-width "１２９９"), the separators that go with them (Arabic's "٫" and
// "٬", the full-width "，" and "．"), and the invisible marks right-to-left text sets around numbers (Intl's he-IL
// "1,299.99 \u200f₪", Fluent's \u2068…\u2069 around an interpolated price).
const DIRECTION_MARK_CHARS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const NOT_ASCII_NUMERAL = new RegExp(`(?![0-9])\\p{Nd}|(?<=\\p{Nd})[\\u066b\\u066c\\uff0c\\uff0e](?=\\p{Nd})|[${DIRECTION_MARK_CHARS}]`, 'gu');
const DIGIT = /\p{Nd}/u;
const SEPARATORS: Record<string, string> = { '\u066b': '.', '\u066c': ',', '\uff0c': ',', '\uff0e': '.' };

// Unicode gives every script's digits in runs of ten from zero: a digit's value is its place in its run.
function digitValue(d: string): string {
  let code = d.codePointAt(0)!;
  let place = 0;
  while (DIGIT.test(String.fromCodePoint(code - 1))) {
    code--;
    place++;
  }
  return String(place % 10);
}

/** Text with its numbers as ASCII writes them ("١٬٢٩٩٫٩٩" → "1,299.99", "１２８０" → "1280") and no direction marks, for reading amounts. */
export function asciiNumerals(s: string): string {
  return s.replace(NOT_ASCII_NUMERAL, (c) => (DIGIT.test(c) ? digitValue(c) : (SEPARATORS[c] ?? '')));
}

// Marks that set the direction of text, invisible to a reader: Amazon's "型番 ‏ : ‎ " around a label's colon, its "&lrm;A1384" in
// a spec table's value cell.
const DIRECTION_MARKS = new RegExp(`[${DIRECTION_MARK_CHARS}]`, 'gu');
/** Text without its direction marks. */
export const withoutDirectionMarks = (s: string): string => s.replace(DIRECTION_MARKS, '');

// Class names and labels repeat across a page's elements and are asked again by each judgement of them: each short one is
// split once (an element's whole text is not kept).
const WORDS = new Map<string, readonly string[]>();
const WORDS_KEPT = 20_000;
const WORDS_KEPT_CHARS = 200;

/** Splits an identifier or label into lowercase words: "priceCurrency", "job-card__title", "Model number". */
export function words(s: string): readonly string[] {
  let w = WORDS.get(s);
  if (w) return w;
  w = Object.freeze(
    s
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  if (s.length <= WORDS_KEPT_CHARS) {
    if (WORDS.size >= WORDS_KEPT) WORDS.clear();
    WORDS.set(s, w);
  }
  return w;
}

/**
 * Whether a name's words hold `run` together, in its order ("productCode", "item-number"): a CSS module's
 * "ProductDetailsSection-module-scss-module__modelNumber" names a model's number, not the product's.
 */
export const namesTogether = (nameWords: readonly string[], run: readonly string[]): boolean =>
  nameWords.some((_, i) => run.every((x, j) => nameWords[i + j] === x));

/** Resolves a link against a base URL; undefined when it is not an http(s) link. */
export function absoluteUrl(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  const h = href.trim();
  if (!h || h.startsWith('#') || /^(javascript|mailto|tel|data):/i.test(h)) return undefined;
  try {
    const u = new URL(h, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

// What sets the parts of a document's title apart: the site's name, its section and the page's own title ("Millbrook
// Courier Online - Local News - Council approves …", "Silver Halide » Blog Archive » Reviving …", "MSU News Service:
// Geologists find …", "Valley Sentinel :: Print Article").
export const TITLE_PARTS = /\s*:\s+|\s+(?:[-|–—»·•/]|::)\s+/gu;
// The marks of those that set a site's name apart: a colon parts a headline's own words as often ("The Open Journalism
// Project: Better Student Journalism").
export const TITLE_MARKS = /\s+(?:[-|–—»·•/]|::)\s+/gu;
