/**
 * Schema-driven coercion of obvious types ("$1,299.00" → 1299 for a number, "In stock" → true for a
 * boolean) and null-normalization: every schema property is present, missing or blank → null.
 */
import type { JsonSchema } from '../types';
import { effective, itemsOf, mainType, propertiesOf } from '../extract/builtin/schema-shape';
import { asciiNumerals, words } from '../page/text';
import { EURO_CENTS, MONEY } from '../extract/builtin/currency';

// The few currencies that do have three decimals (the Kuwaiti dinar's 12.500 is twelve and a half), by their codes and
// symbols: Xcite's "١٤٩٫٩٠٠ د.ك", Tunisianet's "1 699,000 DT".
const THREE_DECIMALS = /(?<![A-Za-z])(?:KWD|BHD|OMR|JOD|TND|LYD|IQD|KD|BD|JD|DT)(?![A-Za-z])|د\.ك|د\.ب|ر\.ع|د\.ا|د\.أ|د\.ت|د\.ل|د\.ع/;

/** True for values that carry nothing: undefined, null, blank strings. */
export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** Parses the first number in text, reading "1,299.00", "1.299,00", "39,95", "1 299,90", "1'299.00", "€85,000 – €105,000", "$24.990" (no cents). */
export function parseNumber(shown: string): number | undefined {
  const text = asciiNumerals(shown);
  // A space or an apostrophe continues a number only as a thousands group ("1 299", "1'299"), so "$150,000 5 days
  // ago" stops at 150,000.
  const m = /-?\d(?:[\d.,]|[\s'’](?=\d{3}(?!\d)))*/.exec(text);
  if (!m) return undefined;
  // Nor after cents: "$599.00 599.00" (a screen reader's text before the shown one) is two amounts.
  const decimals = /[.,]\d{1,2}(?=[\s'’])/.exec(m[0]);
  let s = (decimals ? m[0].slice(0, decimals.index + decimals[0].length) : m[0])
    .replace(/[\s'’]+(?=\d{3}\b)/g, '')
    .trim()
    .replace(/[\s.,]+$/, '');
  // A dash in the cents' place ("1.299,-", "1'299.–") ends a whole amount: every separator before it groups thousands.
  if (/[.,]$/.test(m[0]) && /^[-–—]/.test(text.slice(m.index + m[0].length))) s = s.replace(/[.,]/g, '');
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  // No thousands follow a zero: "0,446 €" and "0.935 €" (a component's price per piece) are fractions.
  const fraction = /^-?0[.,]\d+$/.test(s);
  if (lastComma >= 0 && lastDot >= 0) {
    // Whichever separator comes last is the decimal one.
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // "39,95" is a decimal comma; "85,000" and "1,299" are thousands, but for a dinar's three decimals.
    const tail = s.length - lastComma - 1;
    s = tail === 3 && !fraction && !THREE_DECIMALS.test(text) ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if ((s.match(/\./g) ?? []).length > 1) {
    s = s.replace(/\./g, '');
  } else if (lastDot >= 0 && s.length - lastDot - 1 === 3 && !fraction && MONEY.test(text) && !THREE_DECIMALS.test(text)) {
    // "$24.990", "24.990 Ft": prices never have three decimals, so the dot groups thousands.
    s = s.replace('.', '');
  }
  const n = Number(s.replace(/\s/g, ''));
  // "24€99": the euro sign in the decimal comma's place (currency.ts) is followed by the cents.
  const cents = Number.isInteger(n) ? EURO_CENTS.exec(text.slice(m.index + m[0].length)) : null;
  if (cents) return n + Number(cents[0].slice(-2)) / 100;
  return Number.isFinite(n) ? n : undefined;
}

const TRUE = /^(true|yes|y|1|on|instock|in stock|available|limitedavailability|onlineonly|instoreonly|preorder)$/i;
const FALSE = /^(false|no|n|0|off|outofstock|out of stock|sold ?out|unavailable|soldout|discontinued)$/i;

function coerceEnum(v: unknown, options: unknown[]): unknown {
  if (options.includes(v)) return v;
  const key = (x: unknown) => words(String(x)).join('');
  return options.find((o) => key(o) === key(v)) ?? v;
}

function coerceDate(v: string, format: string): string {
  const t = Date.parse(v);
  if (Number.isNaN(t)) return v;
  return format === 'date' ? new Date(t).toISOString().slice(0, 10) : new Date(t).toISOString();
}

/** Coerces one value to its schema node; undefined when it cannot be one (the caller turns that into null). */
export function coerce(value: unknown, schema: JsonSchema): unknown {
  if (isBlank(value)) return undefined;
  const s = effective(schema);
  const type = mainType(s);
  let v: unknown = value;
  switch (type) {
    case 'number':
    case 'integer': {
      if (typeof v === 'string') v = parseNumber(v);
      else if (typeof v === 'boolean') v = v ? 1 : 0;
      if (typeof v !== 'number' || !Number.isFinite(v)) return undefined;
      if (type === 'integer') v = Math.round(v as number);
      break;
    }
    case 'boolean':
      if (typeof v === 'string') v = TRUE.test(v.trim()) ? true : FALSE.test(v.trim()) ? false : undefined;
      else if (typeof v === 'number') v = v !== 0;
      if (typeof v !== 'boolean') return undefined;
      break;
    case 'string':
      if (typeof v === 'number' || typeof v === 'boolean') v = String(v);
      else if (Array.isArray(v))
        v = v
          .filter((x) => !isBlank(x))
          .map(String)
          .join(', ');
      else if (v && typeof v === 'object') v = (v as Record<string, unknown>).name ?? JSON.stringify(v);
      v = String(v).trim();
      if (v === '') return undefined;
      if (typeof s.format === 'string' && (s.format === 'date' || s.format === 'date-time')) v = coerceDate(v as string, s.format);
      break;
    case 'array': {
      const list = Array.isArray(v) ? v : [v];
      const items = itemsOf(s);
      return list.map((x) => coerce(x, items)).filter((x) => x !== undefined);
    }
    case 'object':
      if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
      return normalizeObject(v as Record<string, unknown>, s);
  }
  return Array.isArray(s.enum) ? coerceEnum(v, s.enum) : v;
}

/** Coerces every property of an object to the schema; missing, blank and uncoercible values become null. */
export function normalizeObject(data: Record<string, unknown>, schema: JsonSchema): Record<string, unknown> {
  const props = propertiesOf(schema);
  const out: Record<string, unknown> = {};
  for (const [name, sub] of Object.entries(props)) {
    const v = coerce(data[name], sub);
    out[name] = v === undefined ? null : v;
  }
  // Keys the schema does not declare are kept unless it forbids them.
  if (effective(schema).additionalProperties !== false) {
    for (const [k, v] of Object.entries(data)) if (!(k in props)) out[k] = v;
  }
  return out;
}
