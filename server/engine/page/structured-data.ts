/**
 * Structured data a page declares about itself: JSON-LD, microdata and meta/OpenGraph tags.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { closestWhere, isElement, textOf, visibleText, walkElements } from './dom';
import { decodeHTMLStrict } from 'entities';
import { jsonrepair } from 'jsonrepair';
import { absoluteUrl, squash } from './text';

/** A schema.org-style entity: `@type` plus properties (JSON-LD node or converted microdata item). */
export type Entity = Record<string, unknown>;

/** The lowercased short type names of an entity ("https://schema.org/Product" → "product"). */
export function typesOf(e: Entity): string[] {
  const t = e['@type'];
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return list.map((x) => String(x).split(/[/:#]/).pop()!.toLowerCase());
}

export function isObject(v: unknown): v is Entity {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The entities with the thing each web page is about (its `mainEntity`) set before the page, as an entity of its own: the
 * page's name is its document's title (JTL-Shop's "<html itemscope itemtype="…/ItemPage"><title itemprop="name">Bialetti
 * Moka Express - Küchenzauber</title>" around its Product).
 */
function mainEntitiesFirst(entities: Entity[]): Entity[] {
  return entities.flatMap((e) => {
    const main = typesOf(e).some((t) => t.endsWith('page')) ? ([] as unknown[]).concat(e.mainEntity ?? []).filter(isObject) : [];
    return [...main, e];
  });
}

/** Reads every JSON-LD block; flattens arrays and `@graph`, resolves `@id` references. */
export function readJsonLd($: CheerioAPI): Entity[] {
  const nodes: Entity[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isObject(v)) return;
    if (Array.isArray(v['@graph'])) return (v['@graph'] as unknown[]).forEach(visit);
    nodes.push(v);
  };
  const blocks: Element[] = [];
  walkElements($.root()[0], (el) => void (el.tagName === 'script' && el.attribs.type === 'application/ld+json' && blocks.push(el)));
  blocks.forEach((el) => {
    const raw = textOf(el).trim();
    if (!raw) return;
    try {
      visit(JSON.parse(raw));
    } catch {
      // Sites ship JSON-LD that is not quite JSON: raw newlines in strings, comments and CDATA markers around it,
      // trailing commas, single quotes, an HTML comment's markers, a statement's semicolon. A retry through jsonrepair,
      // made for exactly that; then with objects set one after another ("{…}{…}", a CMS's blocks in one script) on lines of
      // their own, which jsonrepair reads as a list.
      const cleaned = raw
        .replace(/^<!--|-->$/g, '')
        .trim()
        .replace(/^<!\[CDATA\[|\]\]>$/g, '')
        .trim()
        .replace(/;$/, '');
      for (const attempt of [cleaned, cleaned.replace(/\}\s*\{/g, '}\n{')]) {
        try {
          return visit(JSON.parse(jsonrepair(attempt)));
        } catch {
          /* unreadable so: the next attempt, else the other sources still apply */
        }
      }
    }
  });
  const byId = new Map<string, Entity>();
  for (const n of nodes) if (typeof n['@id'] === 'string') byId.set(n['@id'], n);
  // Sites escape their JSON-LD's text for HTML ("Salt &amp; Pepper", "Mill &#8211; Black"), which a script's text never
  // needs: the characters are what the page means. Only complete references are read, so "?a=1&copy=2" stays an address.
  const resolve = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return v.includes('&') ? decodeHTMLStrict(v) : v;
    if (depth > 4) return v;
    if (Array.isArray(v)) return v.map((x) => resolve(x, depth + 1));
    if (!isObject(v)) return v;
    const keys = Object.keys(v);
    if (keys.length === 1 && typeof v['@id'] === 'string' && byId.has(v['@id'])) return resolve(byId.get(v['@id']), depth + 1);
    return Object.fromEntries(keys.map((k) => [k, resolve(v[k], depth + 1)]));
  };
  return mainEntitiesFirst(nodes.map((n) => resolve(n, 0) as Entity));
}

// Names read as a reader sees them: a title's "Details about" for screen readers is no part of it. A price's text keeps
// what it hides ("<span class=sr-only>$24.99</span><span aria-hidden>$24<sup>99</sup></span>").
const SEEN_AS_SHOWN = /^(name|headline)$/;

function propValue($: CheerioAPI, el: Element, base: string, props: string): unknown {
  const $el = $(el);
  const content = $el.attr('content');
  if (content !== undefined) return content.trim();
  switch (el.tagName) {
    case 'meta':
      return '';
    case 'a':
    case 'link':
    case 'area':
      return absoluteUrl($el.attr('href'), base) ?? $el.attr('href') ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
      return absoluteUrl($el.attr('src'), base) ?? '';
    case 'time':
      return $el.attr('datetime') ?? squash($el.text());
    case 'data':
    case 'meter':
      return $el.attr('value') ?? squash($el.text());
    default:
      return squash(props.split(/\s+/).some((p) => SEEN_AS_SHOWN.test(p)) ? visibleText(el) : $el.text());
  }
}

/** How a syntax of DOM-embedded structured data marks an item, its type and its properties. */
interface ItemSyntax {
  isScope: (el: Element) => boolean;
  typeOf: (el: Element) => string | undefined;
  propsOf: (el: Element) => string | undefined;
}

// RDFa Lite names ("schema:Product", "schema:price") may carry the vocabulary's prefix.
const unprefixed = (name: string) => (/^\w+:(?!\/\/)/.test(name) ? name.slice(name.indexOf(':') + 1) : name);

const MICRODATA: ItemSyntax = {
  isScope: (el) => el.attribs.itemscope !== undefined,
  typeOf: (el) => el.attribs.itemtype,
  propsOf: (el) => el.attribs.itemprop,
};
const RDFA: ItemSyntax = {
  isScope: (el) => el.attribs.typeof !== undefined,
  typeOf: (el) => el.attribs.typeof && unprefixed(el.attribs.typeof.trim().split(/\s+/)[0]),
  propsOf: (el) => el.attribs.property && el.attribs.property.split(/\s+/).map(unprefixed).join(' '),
};

function readItem($: CheerioAPI, scope: Element, base: string, syntax: ItemSyntax): Entity {
  const item: Entity = {};
  const type = syntax.typeOf(scope);
  if (type) item['@type'] = type.trim().split(/\s+/)[0];
  // One walk over the scope: a nested scope owns the properties below it, so the walk stops there.
  walkElements(scope, (el) => {
    const nested = syntax.isScope(el);
    const props = syntax.propsOf(el);
    if (props !== undefined) {
      const value = nested ? readItem($, el, base, syntax) : propValue($, el, base, props);
      for (const name of props.split(/\s+/).filter(Boolean)) {
        const prev = item[name];
        item[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
    }
    return !nested;
  });
  return item;
}

/**
 * Reads top-level items of microdata (itemscope without itemprop) and of RDFa Lite (typeof without property) as entities;
 * an item that names a property of no item around it is top-level too (a product marked `itemprop="mainEntityOfPage"`
 * with no WebPage item to hold it).
 */
export function readMicrodata($: CheerioAPI, base: string): Entity[] {
  // One walk finds both syntaxes' items; microdata's come first, and of entities that tie for the page, the first wins.
  const scopes = new Map<ItemSyntax, Element[]>([
    [MICRODATA, []],
    [RDFA, []],
  ]);
  walkElements($.root()[0], (el) => {
    for (const [syntax, found] of scopes)
      if (syntax.isScope(el) && (syntax.propsOf(el) === undefined || !(el.parent && isElement(el.parent) && closestWhere(el.parent, syntax.isScope))))
        found.push(el);
  });
  return mainEntitiesFirst([...scopes].flatMap(([syntax, found]) => found.map((el) => readItem($, el, base, syntax))));
}

// Metas a page repeats, one for each of a list: a paper's authors in Google Scholar's tags ("citation_author") and Dublin Core's.
// They are read as the list, in the page's order, one line each.
export const META_LIST = '\n';
const LISTED = new Set(['citation_author', 'dc.creator']);
// Those tags give a name as "Last, First" ("Weber, Jonas"), and a list of them reads as the names the page shows: "First Last".
const uninverted = (name: string) => name.replace(/^([^,]+),\s*([^,]+)$/, '$2 $1');

/** Reads `<meta>` name/property pairs (lowercased keys) and the canonical link. */
export function readMeta($: CheerioAPI): Record<string, string> {
  const meta: Record<string, string> = {};
  let canonical: string | undefined;
  walkElements($.root()[0], (el) => {
    if (el.tagName === 'link' && el.attribs.rel === 'canonical') canonical ??= el.attribs.href;
    if (el.tagName !== 'meta') return;
    const key = (el.attribs.property ?? el.attribs.name ?? '').trim().toLowerCase();
    const content = squash(el.attribs.content);
    if (!key || !content) return;
    if (LISTED.has(key) && meta[key] !== undefined) meta[key] += `${META_LIST}${uninverted(content)}`;
    else meta[key] ??= LISTED.has(key) ? uninverted(content) : content;
  });
  if (canonical) meta.canonical = canonical;
  return meta;
}
