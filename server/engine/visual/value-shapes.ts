/**
 * What an element's text looks like: a price, a date or time, an email address, a phone number,
 * a byline. Instructions name such things by what they are ("the prices", "the author"), and
 * pages seldom say so in words, so the builtin picker recognises them by their shape.
 */
import type { VisualElement } from './types';

/** The value shapes an instruction can ask for. */
export type Shape = 'price' | 'date' | 'email' | 'phone' | 'byline';

const AMOUNT = String.raw`\d{1,3}(?:[,.\s]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const PRICE = [
  new RegExp(String.raw`[$€£¥₹]\s?(?:${AMOUNT})`, 'g'),
  new RegExp(String.raw`\b(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|US\$)\s?(?:${AMOUNT})`, 'g'),
  new RegExp(String.raw`(?:${AMOUNT})\s?(?:[€£]|(?:USD|EUR|GBP|CHF|kr|zł)\b)`, 'g'),
];
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DATE = [
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?)?/g,
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g,
  new RegExp(String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b`, 'gi'),
  new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}(?:,?\s+\d{4})?\b`, 'gi'),
  /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\b\.?)?/gi,
  /\b\d{1,2}\s?[ap]\.?m\b\.?/gi,
  /\b\d+\s+(?:second|minute|hour|day|week|month|year)s?\s+ago\b/gi,
  /\b(?:today|yesterday)\b/gi,
];
const EMAIL = [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g];
const PHONE = [/(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){1,4}\b/g];
const BYLINE = /^(?:(?:written|words|reported|posted)\s+)?by\s+\p{Lu}/iu;

/** Words a page author uses in class, id, rel or itemprop for each shape. */
const ATTR_WORDS: Record<Shape, RegExp> = {
  price: /\b(?:price|cost|amount|total)\b/i,
  date: /\b(?:date|time|timestamp|published|updated|posted)\b/i,
  email: /\bemail\b/i,
  phone: /\b(?:phone|tel|telephone)\b/i,
  byline: /\b(?:author|byline|writer)\b/i,
};

// Beside the value, a shaped text has at most a short caption ("Our price:", "Posted on", "Call us at").
const MAX_CAPTION_WORDS = 3;

/** The text with every match of `patterns` cut out, or undefined when none matched. */
function withoutValues(text: string, patterns: RegExp[], accept: (m: string) => boolean = () => true): string | undefined {
  let rest = text;
  let found = false;
  for (const re of patterns) {
    rest = rest.replace(re, (m) => {
      if (!accept(m)) return m;
      found = true;
      return ' ';
    });
  }
  return found ? rest : undefined;
}

const captionWords = (rest: string) => rest.split(/[^\p{L}]+/u).filter((w) => w.length > 1).length;

/** True when `text` is one of these values with at most a short caption around it. */
function shaped(text: string, patterns: RegExp[], accept?: (m: string) => boolean): boolean {
  const rest = withoutValues(text, patterns, accept);
  return rest !== undefined && captionWords(rest) <= MAX_CAPTION_WORDS;
}

const sevenDigits = (m: string) => (m.match(/\d/g) ?? []).length >= 7 && !DATE.some((re) => new RegExp(re.source, re.flags.replace('g', '')).test(m));

/** The class, id, rel and itemprop words of an element, as one string. */
function authorWords(el: VisualElement): string {
  const { class: cls = '', id = '', rel = '', itemprop = '', name = '' } = el.attributes;
  return `${cls} ${id} ${rel} ${itemprop} ${name}`.replace(/[_-]+/g, ' ');
}

/** True when the element is a value of this shape (its text, or what its tag and attributes say). */
export function looksLike(el: VisualElement, shape: Shape): boolean {
  const text = el.text;
  const type = (el.attributes.type ?? '').toLowerCase();
  const href = el.attributes.href ?? '';
  const marked = ATTR_WORDS[shape].test(authorWords(el));
  switch (shape) {
    case 'price':
      return shaped(text, PRICE) || (marked && /\d/.test(text) && shaped(text, [new RegExp(AMOUNT, 'g')]));
    case 'date':
      return el.tag === 'time' || el.attributes.datetime !== undefined || shaped(text, DATE) || (marked && shaped(text, [/\d+/g]));
    case 'email':
      return type === 'email' || href.startsWith('mailto:') || shaped(text, EMAIL);
    case 'phone':
      return type === 'tel' || href.startsWith('tel:') || shaped(text, PHONE, sevenDigits);
    case 'byline':
      return (marked && text.length > 0 && captionWords(text) <= 8) || (BYLINE.test(text) && captionWords(text) <= 8);
  }
}
