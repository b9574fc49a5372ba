/**
 * Merging the data of several pages: list fields concatenate, overlapping items de-duplicate, and a
 * record's missing fields are filled from a later page's record of the same entity when nothing
 * conflicts (including sparse same-name records with complementary fields).
 */
import type { JsonSchema } from '../types';
import { mainType, propertiesOf } from '../extract/builtin/schema-shape';
import { squash, words } from '../page/text';
import { isBlank } from '../validate/coerce';
import { pointerSegment } from '../validate/completeness';

type Row = Record<string, unknown>;

const ID_FIELD = /^(url|link|href|permalink|id|sku|slug|gtin\d*|mpn|isbn|asin|uuid)$/;
const NAME_FIELD = /^(name|title|headline|label)$/;

function lastWord(key: string): string {
  const w = words(key);
  return w[w.length - 1] ?? key;
}

function norm(v: unknown): string {
  if (typeof v === 'string') return squash(v).toLowerCase();
  return JSON.stringify(v);
}

function present(r: Row): string[] {
  return Object.keys(r).filter((k) => !isBlank(r[k]) && !(Array.isArray(r[k]) && (r[k] as unknown[]).length === 0));
}

/** Whether two records describe the same entity (see the module comment for the rules). */
export function sameEntity(a: Row, b: Row): boolean {
  const inA = present(a);
  const inB = present(b);
  const shared = inA.filter((k) => inB.includes(k));
  const equal = (k: string) => norm(a[k]) === norm(b[k]);
  const ids = shared.filter((k) => ID_FIELD.test(lastWord(k)));
  if (ids.length) return ids.every(equal);
  const names = shared.filter((k) => NAME_FIELD.test(lastWord(k)));
  if (names.length) return shared.every(equal);
  const union = new Set([...inA, ...inB]);
  return shared.length > 0 && shared.length === union.size && shared.every(equal);
}

/** Fills a's blank fields from b (a keeps its own values where both have one). */
function fillFrom(a: Row, b: Row): void {
  for (const k of Object.keys(b)) if (isBlank(a[k]) && !isBlank(b[k])) a[k] = b[k];
}

/** De-duplicates list items in order; duplicates of an entity fill the first occurrence's gaps. */
export function dedupeItems(items: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const item of items) {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const match = out.find((o) => o && typeof o === 'object' && sameEntity(o as Row, item as Row));
      if (match) fillFrom(match as Row, item as Row);
      else out.push({ ...(item as Row) });
    } else if (!out.some((o) => norm(o) === norm(item))) {
      out.push(item);
    }
  }
  return out;
}

/** Merges per-page data (page order) into one result shaped by the schema. */
export function mergePages(pages: Row[], schema: JsonSchema): Row {
  if (pages.length === 1) return pages[0];
  const props = propertiesOf(schema);
  const keys = new Set([...Object.keys(props), ...pages.flatMap((p) => Object.keys(p ?? {}))]);
  const out: Row = {};
  for (const k of keys) {
    const values = pages.map((p) => p?.[k]);
    const sub = props[k];
    const isList = sub ? mainType(sub) === 'array' : values.some(Array.isArray);
    if (isList) {
      out[k] = dedupeItems(values.flatMap((v) => (Array.isArray(v) ? v : isBlank(v) ? [] : [v])));
    } else if (sub && mainType(sub) === 'object') {
      const objects = values.filter((v): v is Row => !!v && typeof v === 'object' && !Array.isArray(v));
      out[k] = objects.length ? mergePages(objects, sub) : values.find((v) => !isBlank(v));
    } else {
      // A page-level scalar (the list's title, a total) comes from the first page that shows it.
      out[k] = values.find((v) => !isBlank(v)) ?? values[0];
    }
  }
  return out;
}

/**
 * List fields (top level) that had items on an earlier page and none on a later one: the later
 * page's list was not read, so the merged list may have lost items. Each as a JSON pointer with
 * the page numbers (1-based) that gave nothing.
 */
export function listsLostOnPages(pages: Row[], schema: JsonSchema): { pointer: string; pages: number[] }[] {
  const out: { pointer: string; pages: number[] }[] = [];
  for (const [k, sub] of Object.entries(propertiesOf(schema))) {
    if (mainType(sub) !== 'array') continue;
    const counts = pages.map((p) => (Array.isArray(p?.[k]) ? (p[k] as unknown[]).length : 0));
    const first = counts.findIndex((n) => n > 0);
    const empty = first < 0 ? [] : counts.map((n, i) => (i > first && n === 0 ? i + 1 : 0)).filter(Boolean);
    if (empty.length) out.push({ pointer: `/${pointerSegment(k)}`, pages: empty });
  }
  return out;
}

/** JSON pointers of the schema's top-level list fields: what pagination merges. */
export function listPointers(schema: JsonSchema): string[] {
  return Object.entries(propertiesOf(schema))
    .filter(([, sub]) => mainType(sub) === 'array')
    .map(([k]) => `/${pointerSegment(k)}`);
}
