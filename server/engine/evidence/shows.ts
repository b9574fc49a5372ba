/**
 * Whether a text shows a value: text compared normalised (case, accents, punctuation and spacing
 * aside, at word boundaries), numbers and prices compared as numbers ("$1,299.00" shows 1299,
 * "19,99 €" shows 19.99), a currency code by the money the text writes ("£70" shows GBP), a
 * schema.org availability by the stock phrase it says ("En stock." shows InStock), a sign by itself.
 */
import { availabilityInText, availabilityOf } from '../extract/builtin/availability';
import { currencyOf, priceIn } from '../extract/builtin/currency';
import { asciiNumerals } from '../page/text';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Lowercase letters and digits, every other run of characters one space. */
export function normalise(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// A number as pages write it: digits with thousands separators (",", ".", "'", a thin or plain space before three digits) and a decimal part.
const NUMBER = /\d(?:[\d.,']|[\s\u00a0\u202f](?=\d{3}(?!\d)))*/g;
// A value that is a number with at most a currency sign, code or unit around it ("$19.99", "19,99 €", "USD 4.50"), not a code ("SKU-00003").
const NUMERIC_VALUE = /^(?:\p{L}{1,3}\s+)?[^\d\p{L}\s]{0,3}\s*[-+]?\d[\d.,'\s\u00a0\u202f]*\s*[^\d\p{L}\s]{0,3}(?:\s*\p{L}{1,3})?$/u;

/** Two numbers a page and a value write alike (prices to the cent). */
export const sameNumber = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The numbers one written number may mean: "1,299" is 1299 in English and 1.299 in German. */
function readings(token: string): number[] {
  const t = token.replace(/[.,]+$/, '').replace(/[\s\u00a0\u202f']/g, '');
  const dot = t.lastIndexOf('.');
  const comma = t.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    const decimal = dot > comma ? '.' : ',';
    const other = decimal === '.' ? ',' : '.';
    return [Number(t.split(other).join('').replace(decimal, '.'))];
  }
  const sep = dot >= 0 ? '.' : comma >= 0 ? ',' : undefined;
  if (!sep) return [Number(t)];
  const parts = t.split(sep);
  const grouped = Number(parts.join(''));
  // One separator is a decimal point, or a thousands separator before exactly three digits.
  if (parts.length > 2) return [grouped];
  const decimal = Number(parts.join('.'));
  return parts[1].length === 3 ? [decimal, grouped] : [decimal];
}

/** The numbers a text writes, as written ("1,299.00"). */
export function numberTokens(text: string): string[] {
  return [...asciiNumerals(text).matchAll(NUMBER)].map((m) => m[0].replace(/[.,\s\u00a0\u202f']+$/, ''));
}

/** Whether a written number may mean `value`. */
export function writes(token: string, value: number): boolean {
  return readings(token).some((n) => sameNumber(n, value));
}

/** Every number a text writes, in each reading. */
export function numbersIn(text: string): number[] {
  return numberTokens(text).flatMap(readings).filter(Number.isFinite);
}

/** The numbers a value stands for when it is one (19.99, "$19.99", "19,99 €"); empty for other values. */
export function numberOf(value: unknown): number[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : [];
  if (typeof value !== 'string' || !NUMERIC_VALUE.test(value.trim())) return [];
  return numbersIn(value);
}

/** A value prepared for many `shows` checks. */
export interface Sought {
  text: string;
  spaced: string;
  compact: string;
  numbers: number[];
}

/** Prepares a scalar value for `shows`; undefined for what cannot be looked for (booleans, blanks). */
export function sought(value: unknown): Sought | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  const spaced = normalise(text);
  // A sign ("$", "€") has no letters or digits: it is looked for as written.
  if (!spaced) return text.trim() ? { text: text.trim(), spaced, compact: spaced, numbers: [] } : undefined;
  return { text, spaced, compact: spaced.replace(/ /g, ''), numbers: numberOf(value) };
}

/** A text prepared for many `shows` checks. */
export interface Searched {
  /** The page's language (BCP 47): it settles what money in the text is ("$" on a zh-TW page is TWD), as the builtin reads it. */
  lang?: string;
  spaced: string;
  compact: string;
  numbers?: number[];
  raw: string;
}

/** Prepares a text for `shows`; `lang`, the page's language, settles "$" and "¥". */
export function searched(raw: string, lang?: string): Searched {
  const spaced = ` ${normalise(raw)} `;
  return { raw, spaced, compact: spaced.replace(/ /g, ''), ...(lang ? { lang } : {}) };
}

/** Whether `text` shows `value`. */
export function shows(text: Searched, value: Sought): boolean {
  if (!value.spaced) return text.raw.includes(value.text);
  if (value.numbers.length) {
    text.numbers ??= numbersIn(text.raw);
    const nums = text.numbers;
    if (value.numbers.some((v) => nums.some((n) => sameNumber(n, v)))) return true;
    // A bare number is compared as a number only: "12" is not shown by "12.50".
    if (/^\s*[\d.,]+\s*$/.test(value.text)) return false;
  }
  if (text.spaced.includes(` ${value.spaced} `)) return true;
  if (CURRENCY_CODE.test(value.text)) {
    const money = priceIn(text.raw);
    if (money && currencyOf(money, text.lang) === value.text) return true;
  }
  if (availabilityOf(value.text) === value.text && availabilityInText(text.raw) === value.text) return true;
  // "InStock" for "In stock": spacing aside, for values long enough not to match by chance.
  return value.compact.length >= 6 && text.compact.includes(value.compact);
}
