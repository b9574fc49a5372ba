/**
 * Cleaning a raw value for its concept: label prefixes, "By …" bylines, availability wording.
 */
import { squash } from '../../page/text';
import type { Concept } from './concepts';

// "SKU: AL-100", "Item #: 12", "Availability: In stock" — a short label glued to the value.
const LABEL_PREFIX = /^[A-Za-z][A-Za-z .#]{0,24}[:：]\s+/;

/** Canonical schema.org availability for availability wording, else the text itself. */
export function canonicalAvailability(text: string): string {
  if (/^(InStock|OutOfStock|PreOrder|BackOrder|SoldOut|Discontinued|LimitedAvailability|OnlineOnly|InStoreOnly)$/.test(text)) return text;
  if (/out of stock|sold out|unavailable|not available/i.test(text)) return 'OutOfStock';
  if (/pre-?order/i.test(text)) return 'PreOrder';
  if (/back-?order/i.test(text)) return 'BackOrder';
  if (/in stock|available|ready to ship|ships (in|within|today)/i.test(text)) return 'InStock';
  return text;
}

/** Cleans one scalar for a concept; undefined for nothing useful. */
export function cleanValue(v: unknown, concept?: Concept): unknown {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return v;
  const id = concept?.id;
  // Body text keeps its paragraph breaks.
  let s = id === 'body' ? v.split(/\n{2,}/).map(squash).filter(Boolean).join('\n\n') : squash(v);
  if (!s) return undefined;
  if (id !== 'body' && id !== 'summary' && id !== 'url' && id !== 'image' && s.length < 120) s = s.replace(LABEL_PREFIX, '');
  switch (id) {
    case 'author':
      // An author given as a profile URL (article:author) is not a name.
      if (/^https?:\/\//.test(s)) return undefined;
      return s.replace(/^(by|written by|von|par)\s+/i, '').split(/\s*(?:,|\||·|•)\s*/)[0] || undefined;
    case 'brand':
      return s.replace(/^by\s+/i, '');
    case 'availability':
      return canonicalAvailability(s);
    case 'price':
      return /\d/.test(s) ? s : undefined;
    case 'review_count':
      // "4.4 out of 5 (87 reviews)": the count is the number before "reviews".
      return /(\d[\d,.]*)\s+(?:customer\s+)?(?:reviews|ratings)\b/i.exec(s)?.[1] ?? s;
    case 'rating':
      return /(\d(?:[.,]\d+)?)\s*(?:out of|\/)\s*(?:5|10)\b/i.exec(s)?.[1] ?? s;
    default:
      return s;
  }
}
