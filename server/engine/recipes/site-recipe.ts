/**
 * Site recipes: from an LLM's answer on one page, per field the selector of the element that shows
 * the value and how it is read (text less a label, a number, an attribute, a list); run on a page of
 * the same template, the recipe gives the same fields without a model. Pages are told apart by
 * site, the schema's hash and a template signature (the page's markup skeleton, not its text).
 */
import crypto from 'node:crypto';
import type { Element } from 'domhandler';
import { finderOf } from '../evidence/find-on-page';
import { currencyOf, priceIn } from '../extract/builtin/currency';
import { selectorOf } from '../evidence/selector';
import { normalise, numberOf, numberTokens, sameNumber, writes } from '../evidence/shows';
import type { ValueTrace } from '../extract/extractor';
import { itemsOf, mainType, propertiesOf } from '../extract/builtin/schema-shape';
import { walkElements } from '../page/dom';
import { bodyOf, type PageModel } from '../page/page-model';
import { squash } from '../page/text';
import type { JsonSchema } from '../types';
import { pointerSegment, pointerSegments } from '../validate/completeness';
import type { FieldRecipe, Reading, Recipe, RecipeKey } from './recipe-book';

// The skeleton a template signature hashes: elements this deep below <body>, by tag and class names.
const SKELETON_DEPTH = 6;
const PLAIN_CLASS = /^[A-Za-z_][\w-]*$/;

const hash = (s: string, n: number) => crypto.createHash('sha256').update(s).digest('hex').slice(0, n);

/** JSON with object keys sorted: the same schema written in another key order has the same hash. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** The page's template signature: the set of tag and class names of its markup's upper levels. */
export function templateSignature(page: PageModel): string {
  const seen = new Set<string>();
  const depth = new Map<Element, number>();
  walkElements(bodyOf(page.$), (el) => {
    const d = (el.parent && depth.get(el.parent as Element)) ?? 0;
    if (d >= SKELETON_DEPTH) return false;
    depth.set(el, d + 1);
    const classes = (el.attribs.class ?? '')
      .split(/\s+/)
      .filter((c) => PLAIN_CLASS.test(c))
      .sort();
    seen.add([el.tagName, ...classes].join('.'));
  });
  return hash([...seen].sort().join(' '), 16);
}

/** The key of the recipe a page asks for with this schema. */
export function recipeKey(page: PageModel, schema: JsonSchema): RecipeKey {
  const site = new URL(page.url).hostname.toLowerCase().replace(/^www\./, '');
  return { site, schemaHash: hash(canonical(schema), 16), template: templateSignature(page) };
}

/** The schema's fields a recipe holds, by JSON pointer; undefined when it has a list of objects (a recipe reads scalars and lists of them). */
export function recipeFields(schema: JsonSchema, path = ''): Record<string, JsonSchema> | undefined {
  const out: Record<string, JsonSchema> = {};
  for (const [name, sub] of Object.entries(propertiesOf(schema))) {
    const at = `${path}/${pointerSegment(name)}`;
    const type = mainType(sub);
    if (type === 'object') {
      const inner = recipeFields(sub, at);
      if (!inner) return undefined;
      Object.assign(out, inner);
    } else if (type === 'array' && ['object', 'array'].includes(mainType(itemsOf(sub)))) return undefined;
    else out[at] = sub;
  }
  return Object.keys(out).length ? out : undefined;
}

function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const seg of pointerSegments(pointer)) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
  return node;
}

function setAt(data: Record<string, unknown>, pointer: string, value: unknown): void {
  const segs = pointerSegments(pointer);
  let node = data;
  for (const seg of segs.slice(0, -1)) node = (node[seg] ??= {}) as Record<string, unknown>;
  node[segs[segs.length - 1]] = value;
}

// Attributes a value can be read from, as evidence finds them (evidence/find-on-page.ts).
const VALUE_ATTRIBUTES = ['content', 'datetime', 'alt', 'title', 'value', 'href', 'src'];

/** How `value` is read from `el` (whose text is `text`), or undefined when no reading gives it. */
function readingOf(el: Element, text: string, value: unknown, found: string, numeric: boolean): Reading | undefined {
  const numbers = numeric ? numberOf(value) : [];
  if (numbers.length && found === text) {
    const index = numberTokens(text).findIndex((t) => numbers.some((v) => writes(t, v)));
    if (index >= 0) return { kind: 'number', index };
  }
  if (found !== text) {
    const name = VALUE_ATTRIBUTES.find((a) => el.attribs[a] !== undefined && (el.attribs[a].trim() === found || found.endsWith(el.attribs[a].trim())));
    return name ? { kind: 'attribute', name } : undefined;
  }
  const s = String(value);
  const at = text.indexOf(s);
  if (at < 0) return moneyCurrency(text) === s ? { kind: 'currency' } : undefined;
  return { kind: 'text', prefix: text.slice(0, at), suffix: text.slice(at + s.length) };
}

/** The currency of the first money a text writes. */
function moneyCurrency(text: string): string | undefined {
  const money = priceIn(text);
  return money ? currencyOf(money) : undefined;
}

/** A list's selector: its first item's, without the position that picks one item. */
const allItems = (selector: string) => selector.replace(/:nth-of-type\(\d+\)$/, '');

/** Derives a recipe from an answer on `page`; undefined when a value cannot be traced to one element and reading. */
export function deriveRecipe(page: PageModel, schema: JsonSchema, data: Record<string, unknown>): Record<string, FieldRecipe> | undefined {
  const fields = recipeFields(schema);
  if (!fields) return undefined;
  const finder = finderOf(page);
  const out: Record<string, FieldRecipe> = {};
  for (const pointer of Object.keys(fields)) {
    const value = valueAt(data, pointer);
    if (value === null || value === undefined || (Array.isArray(value) && !value.length)) {
      out[pointer] = { selector: '', reading: { kind: 'none' } };
      continue;
    }
    const first = Array.isArray(value) ? value[0] : value;
    const place = finder.find(first);
    if (!place?.el) return undefined;
    const selector = selectorOf(place.el);
    if (Array.isArray(value)) {
      out[pointer] = { selector: allItems(selector), reading: { kind: 'list' } };
      continue;
    }
    const numeric = ['number', 'integer'].includes(mainType(fields[pointer]));
    const reading = readingOf(place.el, finder.textOf(place.el), value, place.text, numeric);
    if (!reading) return undefined;
    out[pointer] = { selector, reading };
  }
  return out;
}

/** What a recipe reads on a page: the data, and where each value was read (for evidence). */
export function applyRecipe(page: PageModel, recipe: Pick<Recipe, 'fields'>): { data: Record<string, unknown>; traces: Record<string, ValueTrace> } {
  const data: Record<string, unknown> = {};
  const traces: Record<string, ValueTrace> = {};
  const finder = finderOf(page);
  for (const [pointer, { selector, reading }] of Object.entries(recipe.fields)) {
    const els = reading.kind === 'none' ? [] : (page.$(selector).toArray() as Element[]);
    let value: unknown = null;
    if (reading.kind === 'list') value = els.map((el) => finder.textOf(el)).filter(Boolean);
    else if (els.length) {
      const el = els[0];
      const text = finder.textOf(el);
      // The number as written: validation reads it as the schema's type, as it reads an LLM's "$1,299.00".
      if (reading.kind === 'number') value = numberTokens(text)[reading.index] ?? null;
      else if (reading.kind === 'attribute') value = el.attribs[reading.name]?.trim() ?? null;
      else if (reading.kind === 'currency') value = moneyCurrency(text) ?? null;
      else if (
        reading.kind === 'text' &&
        text.startsWith(reading.prefix) &&
        text.endsWith(reading.suffix) &&
        text.length > reading.prefix.length + reading.suffix.length
      ) {
        value = squash(text.slice(reading.prefix.length, text.length - reading.suffix.length));
      }
      if (value !== null) traces[pointer] = { source: 'dom', el, raw: text };
    }
    setAt(data, pointer, value);
  }
  return { data, traces };
}

/** Whether two answers give the same values: text compared normalised, numbers as numbers. */
export function sameAnswers(a: Record<string, unknown>, b: Record<string, unknown>, schema: JsonSchema): boolean {
  const same = (x: unknown, y: unknown): boolean => {
    if ((x === null || x === undefined) && (y === null || y === undefined)) return true;
    if (Array.isArray(x) || Array.isArray(y)) return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => same(v, y[i]));
    const nx = numberOf(x);
    const ny = numberOf(y);
    if (nx.length && ny.length) return nx.some((n) => ny.some((m) => sameNumber(n, m)));
    return normalise(String(x ?? '')) === normalise(String(y ?? ''));
  };
  return Object.keys(recipeFields(schema) ?? {}).every((p) => same(valueAt(a, p), valueAt(b, p)));
}
