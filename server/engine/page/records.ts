/**
 * Repeated records: sibling nodes of one shape (product cards, job cards, search results), each
 * reduced to its fields so extractors can map schema properties onto them.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { absoluteUrl, squash, words } from './text';
import { holdsText } from './dom';

/** One text-bearing node inside a record, with the names that describe it. */
export interface RecordField {
  /** Words from class, itemprop and the tag's role ("job-card__salary" → job, card, salary). */
  tokens: string[];
  text: string;
  href?: string;
  src?: string;
  datetime?: string;
  /** `content` or `value` attribute, when present (machine-readable value). */
  content?: string;
}

/** One record of a group. */
export interface RecordItem {
  fields: RecordField[];
  /** Heading or first link text. */
  title?: string;
  /** The record's main link. */
  url?: string;
  image?: string;
  text: string;
  /** `data-*` attributes of the record node (ids live there). */
  data: Record<string, string>;
}

/** Siblings of one shape under one parent. */
export interface RecordGroup {
  /** tag.class of the members, e.g. "li.product-card". */
  signature: string;
  items: RecordItem[];
  /** Inside header, footer, nav or aside: site chrome more than content. */
  chrome: boolean;
  /** A list holding a single record (a short last page, one search hit): weaker evidence than a repeated shape. */
  lone?: boolean;
  /** Words that name the list: its container's class and id, and the heading just before it ("New arrivals"). */
  context: string[];
}

const TAG_TOKENS: Record<string, string[]> = {
  a: ['link', 'url'],
  img: ['image', 'photo'],
  time: ['date', 'time'],
  h1: ['title', 'heading', 'name'],
  h2: ['title', 'heading', 'name'],
  h3: ['title', 'heading', 'name'],
  h4: ['title', 'heading', 'name'],
  h5: ['title', 'heading', 'name'],
  h6: ['title', 'heading', 'name'],
};

// Classes that mark state or position, not kind: ignored when comparing siblings' shapes.
const STATE_CLASS = /\d|^(is-|has-)|active|selected|first|last|odd|even|hidden|visible/;

function signature(el: Element): string {
  const cls = (el.attribs.class ?? '').split(/\s+/).filter((c) => c && !STATE_CLASS.test(c));
  return `${el.tagName}${cls.length ? '.' + cls[0] : ''}`;
}

function readField($: CheerioAPI, el: Element, base: string): RecordField | undefined {
  const $el = $(el);
  const text = squash($el.text());
  const tag = el.tagName;
  const src = tag === 'img' ? absoluteUrl(el.attribs.src ?? el.attribs['data-src'], base) : undefined;
  if (!text && !src && el.attribs.content === undefined) return undefined;
  if (text.length > 400) return undefined;
  const tokens = [...words(el.attribs.class ?? ''), ...words(el.attribs.itemprop ?? ''), ...(TAG_TOKENS[tag] ?? [])];
  // Unnamed wrappers without own text add nothing their children do not say.
  if (!tokens.length && !holdsText(el) && !src) return undefined;
  const links = tag === 'a' ? $el : $el.find('a[href]');
  const href = links.length === 1 ? absoluteUrl(links.attr('href'), base) : undefined;
  const field: RecordField = { tokens, text: text || (el.attribs.alt ?? '') };
  if (href) field.href = href;
  if (src) field.src = src;
  if (tag === 'time' && el.attribs.datetime) field.datetime = el.attribs.datetime;
  const content = el.attribs.content ?? (tag === 'data' || tag === 'meter' ? el.attribs.value : undefined);
  if (content !== undefined) field.content = content;
  return field;
}

function readRecord($: CheerioAPI, el: Element, base: string): RecordItem {
  const $el = $(el);
  const fields = $el
    .find('*')
    .toArray()
    .map((d) => readField($, d, base))
    .filter((f): f is RecordField => !!f);
  const heading = $el.find('h1, h2, h3, h4, h5, h6').first();
  const link = (heading.find('a[href]').first().length ? heading.find('a[href]') : $el.find('a[href]')).first();
  const data = Object.fromEntries(
    Object.entries(el.attribs)
      .filter(([k]) => k.startsWith('data-'))
      .map(([k, v]) => [k.slice(5), v]),
  );
  return {
    fields,
    title: squash(heading.text()) || squash(link.text()) || undefined,
    url: absoluteUrl(link.attr('href') ?? (el.tagName === 'a' ? el.attribs.href : undefined), base),
    image: absoluteUrl($el.find('img').first().attr('src'), base),
    text: squash($el.text()),
    data,
  };
}

// Containers that hold a list whatever their number of children: <ul>/<ol>, or a class that says so.
const LIST_TAGS = new Set(['ul', 'ol']);
const LIST_CLASS = /(^|[\s_-])(list|grid|results?|items|cards|feed|listings|postings|tiles|collection)([\s_-]|$)/i;
// A lone record is a card, not a section: it links somewhere, has a title and little text.
const LONE_MAX_TEXT = 600;

function isListContainer(el: Element): boolean {
  return LIST_TAGS.has(el.tagName) || LIST_CLASS.test(el.attribs.class ?? '');
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Words naming the list under `parent`: its class and id, and the heading before it or opening it. */
function contextOf($: CheerioAPI, parent: Element): string[] {
  const heading = [parent, ...$(parent).parents().slice(0, 2).toArray()]
    .map((el) => {
      const before = $(el).prevAll().first()[0] as Element | undefined;
      return before && HEADINGS.has(before.tagName) ? before : ($(el).children().first()[0] as Element | undefined);
    })
    .find((el) => el && HEADINGS.has(el.tagName));
  return [...words(parent.attribs.class ?? ''), ...words(parent.attribs.id ?? ''), ...words(heading ? $(heading).text() : '')];
}

/** The single child of a list container, when it reads as one record. */
function loneRecord($: CheerioAPI, parent: Element, child: Element, base: string): RecordGroup | undefined {
  if (!isListContainer(parent)) return undefined;
  const item = readRecord($, child, base);
  if (item.fields.length < 2 || !item.title || !item.url || item.text.length > LONE_MAX_TEXT) return undefined;
  return {
    signature: signature(child),
    items: [item],
    chrome: $(parent).closest('header, footer, nav, aside').length > 0,
    lone: true,
    context: contextOf($, parent),
  };
}

/**
 * Finds groups of at least two same-shaped siblings that each carry two or more fields, and lists
 * of a single such record (a short last page is a list of one).
 */
export function findRecordGroups($: CheerioAPI, base: string): RecordGroup[] {
  const groups: RecordGroup[] = [];
  $('body *').each((_, parent) => {
    const kids = $(parent).children().toArray() as Element[];
    if (kids.length === 1) {
      const lone = loneRecord($, parent as Element, kids[0], base);
      if (lone) groups.push(lone);
      return;
    }
    if (kids.length < 2) return;
    const bySig = new Map<string, Element[]>();
    for (const k of kids) {
      const sig = signature(k);
      bySig.set(sig, [...(bySig.get(sig) ?? []), k]);
    }
    for (const [sig, members] of bySig) {
      if (members.length < 2) continue;
      const items = members.map((m) => readRecord($, m, base));
      const rich = items.filter((i) => i.fields.length >= 2 && i.text.length >= 3);
      // Most members must look like records; a menu of bare links does not.
      if (rich.length < Math.max(2, Math.ceil(items.length * 0.6))) continue;
      const chrome = $(parent).closest('header, footer, nav, aside').length > 0;
      groups.push({ signature: sig, items: rich, chrome, context: contextOf($, parent as Element) });
    }
  });
  return groups;
}
