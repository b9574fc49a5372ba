/**
 * Finding where a page shows a value: the innermost element whose text shows it, else an attribute
 * (content, alt, title, datetime, a link), else the page's structured data, else its URL. What LLM
 * values are verified against, and where evidence finds the element of a value read as text.
 */
import type { AnyNode, Element } from 'domhandler';
import { isElement } from '../page/dom';
import { bodyOf, type PageModel } from '../page/page-model';
import type { Entity } from '../page/structured-data';
import { absoluteUrl, squash } from '../page/text';
import { searched, shows, sought, type Searched, type Sought } from './shows';

/** Where a value was found. */
export interface Place {
  source: 'dom' | 'meta' | 'json-ld' | 'microdata' | 'url';
  /** The element that shows it (none for JSON-LD, which the page model keeps apart, and the URL). */
  el?: Element;
  /** The text it was found in. */
  text: string;
}

// Attributes whose values a page shows or links (an image's address, a date's machine form).
const ATTRIBUTES = ['content', 'datetime', 'alt', 'title', 'value', 'href', 'src'];
const LINKS = new Set(['href', 'src']);

/** Searches of one page, its texts prepared once. */
export interface PageFinder {
  find(value: unknown): Place | undefined;
  /** The text an element shows, squashed. */
  textOf(el: Element): string;
}

const FINDERS = new WeakMap<PageModel, PageFinder>();

/** A node's text with a space between elements: "Brand: Acme" and "Ships in 2 days" in two paragraphs are not "AcmeShips". */
function spacedText(n: AnyNode): string {
  if (n.type === 'text') return n.data;
  if (!('children' in n)) return '';
  let out = '';
  for (const c of n.children) out += isElement(c) ? ` ${spacedText(c)} ` : spacedText(c);
  return out;
}

function* scalars(v: unknown, depth = 0): Generator<string> {
  if (depth > 8 || v === null || v === undefined) return;
  if (typeof v === 'string' || typeof v === 'number') yield String(v);
  else if (Array.isArray(v)) for (const x of v) yield* scalars(x, depth + 1);
  else if (typeof v === 'object') for (const [k, x] of Object.entries(v as Entity)) if (k !== '@context') yield* scalars(x, depth + 1);
}

/** The searches of one page (memoised: verification and evidence ask about every value). */
export function finderOf(page: PageModel): PageFinder {
  let finder = FINDERS.get(page);
  if (finder) return finder;
  const texts = new Map<AnyNode, Searched>();
  const textAt = (n: AnyNode) => {
    let t = texts.get(n);
    if (!t) texts.set(n, (t = searched(spacedText(n), page.locale)));
    return t;
  };
  const root = page.$.root()[0];
  const body = bodyOf(page.$);
  let attributes: { el: Element; text: Searched }[] | undefined;
  const attributeTexts = () => {
    if (!attributes) {
      attributes = [];
      const stack: AnyNode[] = [root];
      while (stack.length) {
        const n = stack.pop()!;
        if (isElement(n)) {
          for (const a of ATTRIBUTES) {
            const v = n.attribs[a];
            const text = LINKS.has(a) ? absoluteUrl(v, page.url) : v?.trim();
            if (text) attributes.push({ el: n, text: searched(text, page.locale) });
          }
        }
        if ('children' in n) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
      }
    }
    return attributes;
  };
  const structured = (entities: Entity[]) => [...scalars(entities)].map((t) => searched(t, page.locale));
  let jsonLd: Searched[] | undefined;
  let microdata: Searched[] | undefined;

  /** The innermost element under `n` whose text shows the value. */
  function innermost(n: AnyNode, value: Sought): Element | undefined {
    let at: AnyNode = n;
    for (;;) {
      const children: AnyNode[] = 'children' in at ? at.children : [];
      const next = children.find((c) => isElement(c) && shows(textAt(c), value));
      if (!next) return isElement(at) ? at : undefined;
      at = next;
    }
  }

  finder = {
    textOf: (el) => squash(textAt(el).raw),
    find(value) {
      const want = sought(value);
      if (!want) return undefined;
      // The body before the head: a value in both (a name in the <title>) is shown by the body's element.
      for (const top of [body, root]) {
        if (!shows(textAt(top), want)) continue;
        const el = innermost(top, want);
        if (el) return { source: 'dom', el, text: squash(textAt(el).raw) };
      }
      const attr = attributeTexts().find((a) => shows(a.text, want));
      if (attr) return { source: attr.el.tagName === 'meta' ? 'meta' : 'dom', el: attr.el, text: attr.text.raw };
      jsonLd ??= structured(page.jsonLd);
      const inJsonLd = jsonLd.find((t) => shows(t, want));
      if (inJsonLd) return { source: 'json-ld', text: inJsonLd.raw };
      microdata ??= structured(page.microdata);
      const inMicrodata = microdata.find((t) => shows(t, want));
      if (inMicrodata) return { source: 'microdata', text: inMicrodata.raw };
      if (shows(searched(page.url), want)) return { source: 'url', text: page.url };
      return undefined;
    },
  };
  FINDERS.set(page, finder);
  return finder;
}
