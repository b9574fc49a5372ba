/**
 * Evidence for each value of a result, and the check of an LLM's values against the pages: the
 * builtin says where it read each scalar (its traces); every other value (list items, an LLM's
 * answer) is looked for on the pages read. An LLM value no page shows is unverified.
 */
import type { Element } from 'domhandler';
import type { FieldEvidence } from '../../contract/extract';
import { BOX_ATTRIBUTE } from '../engine-options';
import type { ValueTrace } from '../extract/extractor';
import { itemsOf, mainType, propertiesOf } from '../extract/builtin/schema-shape';
import type { PageModel } from '../page/page-model';
import { absoluteUrl } from '../page/text';
import type { JsonSchema } from '../types';
import { leaves, pointerSegment, pointerSegments } from '../validate/completeness';
import { finderOf } from './find-on-page';
import { searched, shows, sought } from './shows';
import { selectorOf } from './selector';

/** What the evidence of a run is made from. */
export interface EvidenceRun {
  /** The pages read, first first. */
  pages: PageModel[];
  /** Per page, where the extractor read each value (the builtin's traces). */
  traces: (Record<string, ValueTrace> | undefined)[];
  /** The validated data. */
  data: Record<string, unknown>;
  /** The values are an LLM's: each is looked for on the pages, and one no page shows is unverified. */
  llm: boolean;
  /** Values the model writes rather than reads (a summary): never unverified. */
  written?: (pointer: string) => boolean;
}

/** Evidence by JSON pointer, and the pointers of LLM values no page shows. */
export interface CheckedValues {
  evidence: Record<string, FieldEvidence>;
  unverified: string[];
}

// Evidence quotes the part of a long text around the value, not a whole article.
const SPAN = 300;
const JSON_LD = 'script[type="application/ld+json"]';

/** Every scalar of the data with its JSON pointer (list items included). */
export function scalarLeaves(value: unknown, path = ''): [string, unknown][] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => scalarLeaves(v, `${path}/${i}`));
  if (typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => scalarLeaves(v, `${path}/${pointerSegment(k)}`));
  return [[path, value]];
}

/** The part of `text` around `value` when the text is long. */
function span(text: string, value: unknown): string {
  if (text.length <= SPAN) return text;
  const at = text.toLowerCase().indexOf(String(value).toLowerCase().slice(0, 40));
  const start = Math.max(0, (at < 0 ? 0 : at) - SPAN / 3);
  return text.slice(start, start + SPAN);
}

function boxOf(el: Element): FieldEvidence['box'] {
  const [x, y, width, height] = (el.attribs[BOX_ATTRIBUTE] ?? '').split(',').map(Number);
  return [x, y, width, height].every(Number.isFinite) && width > 0 && height > 0 ? { x, y, width, height } : undefined;
}

/** What an element shows of a value: the attribute a value is read from, else its text. */
function elementText(page: PageModel, el: Element): string {
  const a = el.attribs;
  if (a.content) return a.content.trim();
  if (el.tagName === 'time' && a.datetime) return a.datetime;
  if (el.tagName === 'img' && a.src) return absoluteUrl(a.src, page.url) ?? a.src;
  return finderOf(page).textOf(el) || (el.tagName === 'a' ? (absoluteUrl(a.href, page.url) ?? '') : '');
}

/** The page's language, when the text shows the value only in it (a currency read from "$" by the page's region). */
function languageFor(page: PageModel, text: string, value: unknown): Pick<FieldEvidence, 'language'> {
  const want = sought(value);
  if (!page.locale || !want || shows(searched(text), want) || !shows(searched(text, page.locale), want)) return {};
  return { language: page.locale };
}

function atElement(page: PageModel, source: FieldEvidence['source'], el: Element, text: string, value: unknown): FieldEvidence {
  const box = boxOf(el);
  return { source, selector: selectorOf(el), text: span(text, value), ...(box ? { box } : {}), ...languageFor(page, text, value) };
}

/** Evidence from where the builtin says it read the value. */
function fromTrace(page: PageModel, trace: ValueTrace, value: unknown): FieldEvidence {
  const raw = trace.raw ?? String(value);
  if (trace.el) return atElement(page, trace.source, trace.el, elementText(page, trace.el), value);
  if (trace.source === 'url') return { source: 'url', text: page.url };
  if (trace.source === 'json-ld') return { source: 'json-ld', selector: JSON_LD, text: span(raw, value), ...languageFor(page, raw, value) };
  const place = finderOf(page).find(raw);
  if (place?.el) return atElement(page, trace.source, place.el, place.text, value);
  return { source: trace.source, text: span(raw, value), ...languageFor(page, raw, value) };
}

/** Evidence of every value of a run, and the LLM values no page shows. */
export function checkValues(run: EvidenceRun): CheckedValues {
  const evidence: Record<string, FieldEvidence> = {};
  const unverified: string[] = [];
  for (const [pointer, value] of scalarLeaves(run.data)) {
    const traced = run.llm ? -1 : run.traces.findIndex((t) => t?.[pointer]);
    if (traced >= 0) {
      evidence[pointer] = { ...fromTrace(run.pages[traced], run.traces[traced]![pointer], value), ...(traced ? { url: run.pages[traced].url } : {}) };
      continue;
    }
    // A yes/no answer is no text a page shows: it is neither found nor doubted.
    if (typeof value === 'boolean') {
      evidence[pointer] = { source: run.llm ? 'llm' : 'dom' };
      continue;
    }
    const at = run.pages.findIndex((p) => finderOf(p).find(value));
    if (at < 0) {
      if (run.llm && !run.written?.(pointer)) unverified.push(pointer);
      evidence[pointer] = { source: run.llm ? 'llm' : 'dom' };
      continue;
    }
    const page = run.pages[at];
    const place = finderOf(page).find(value)!;
    const source: FieldEvidence['source'] = run.llm ? 'llm' : place.source;
    const found: FieldEvidence = place.el
      ? atElement(page, source, place.el, place.text, value)
      : { source, ...(place.source === 'json-ld' ? { selector: JSON_LD } : {}), text: span(place.text, value), ...languageFor(page, place.text, value) };
    evidence[pointer] = { ...found, ...(at ? { url: page.url } : {}) };
  }
  return { evidence, unverified };
}

/**
 * The share of the schema's completeness one value holds: a field of the object 1 leaf, an item's
 * field its part of the list's one leaf.
 */
export function shareOf(schema: JsonSchema, data: unknown, pointer: string): number {
  let share = 1;
  let sub = schema;
  let node = data;
  for (const seg of pointerSegments(pointer)) {
    if (mainType(sub) === 'array' && Array.isArray(node)) {
      sub = itemsOf(sub);
      share /= node.length * (mainType(sub) === 'object' ? leaves(sub) : 1);
      node = node[Number(seg)];
    } else {
      sub = propertiesOf(sub)[seg] ?? {};
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
    }
  }
  return share;
}
