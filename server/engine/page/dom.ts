/**
 * Direct walks over the parsed DOM (domhandler nodes). The page stage and the builtin extractor
 * look at every element several ways; one walk over plain nodes is far cheaper than a cheerio
 * selector per question (each compiles the selector, scans the whole tree and wraps the results).
 */
import { hasChildren, Text, type AnyNode, type ChildNode, type Element, type ParentNode } from 'domhandler';
import { squash, words } from './text';

/** True for element nodes (domhandler types script and style elements apart from other tags). */
export function isElement(n: AnyNode): n is Element {
  return n.type === 'tag' || n.type === 'script' || n.type === 'style';
}

/** Calls `fn` for every element under `root` in document order; returning false skips its subtree. */
export function walkElements(root: ParentNode, fn: (el: Element) => boolean | void): void {
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n) || fn(n) === false) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
}

/**
 * Flattens what is nested deeper than `max` elements into the element at that depth, in document order, as browsers'
 * parsers do (Chromium's nests no deeper than 512): the browser path's pages arrive so, and a page of the HTTP path
 * nested ten thousand deep would take the recursive readers past the stack and the walks up from each element to minutes.
 */
export function capDepth(root: ParentNode, max: number): void {
  const stack: [ParentNode, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    for (const c of node.children) {
      if (!isElement(c)) continue;
      if (depth + 1 < max) stack.push([c, depth + 1]);
      else flatten(c);
    }
  }
}

/** Makes every node under `el` a child of it, in document order. */
function flatten(el: Element): void {
  const flat: ChildNode[] = [];
  const stack: ChildNode[] = [...el.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    flat.push(n);
    if (!hasChildren(n)) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    n.children = [];
  }
  el.children = flat;
  flat.forEach((n, i) => {
    n.parent = el;
    n.prev = flat[i - 1] ?? null;
    n.next = flat[i + 1] ?? null;
  });
}

/** Each element under `root` by its place in document order: how one thread names an element to another that parsed the same HTML. */
export function elementPlaces(root: ParentNode): Map<Element, number> {
  const places = new Map<Element, number>();
  walkElements(root, (el) => void places.set(el, places.size));
  return places;
}

/** The element at `place` in document order under `root` (elementPlaces' inverse). */
export function elementAt(root: ParentNode, place: number): Element | undefined {
  let seen = 0;
  let found: Element | undefined;
  walkElements(root, (el) => {
    if (seen++ === place) found = el;
    return !found;
  });
  return found;
}

// Elements a browser lays out as blocks of their own (or breaks a line at): their text never runs on into the next one's.
const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol option p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/** Whether an element is laid out as a block: its text is apart from what comes before and after it. */
export const isBlock = (el: Element): boolean => BLOCK_TAGS.has(el.tagName);

// The page's furniture around its content: its header, footer, navigation and asides.
const CHROME_TAGS = new Set(['header', 'footer', 'nav', 'aside']);
/** Whether an element is by its tag the page's furniture (a header, a footer, a navigation, an aside), not its content. */
export const isChromeTag = (el: Element): boolean => CHROME_TAGS.has(el.tagName);

// What a block's end reads as in a walk over text nodes.
const BLOCK_END = new Text(' ');

/**
 * Pushes `n`'s children on a stack walked in document order (the last pushed is popped first), after a space that
 * ends its text if it is a block.
 */
export function pushChildren(stack: AnyNode[], n: ParentNode): void {
  if (isElement(n as AnyNode) && isBlock(n as Element)) stack.push(BLOCK_END);
  for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
}

/**
 * What an element's text adds after `before`: set apart by a space where a digit would run on into a digit, as amounts in
 * elements of their own read ("<span>$1.099.999</span><span>18% OFF</span>" is not "$1.099.99918").
 */
export const digitsApart = (before: string, text: string) => (/\d$/.test(before) && /^\d/.test(text) ? ` ${text}` : text);

/**
 * The text content of a node, as cheerio's text() gives it, but with a space after each block element: minified
 * markup has no whitespace between "<p>£35.00</p><p>12 in stock</p>", which a reader sees as two lines, not "£35.0012".
 * `asValue`: as a value reads, a space before each block element too ("<a>Daniel Okoro</a><ul><li>March 12</li>" is not
 * "Daniel OkoroMarch 12"), and each element's digits apart from the digits before it (digitsApart).
 */
export function textOf(n: AnyNode | undefined, asValue = false): string {
  if (!n) return '';
  if (n.type === 'text') return n.data;
  if (!('children' in n)) return '';
  let out = '';
  for (const c of n.children) out += asValue && isElement(c) ? digitsApart(out, textOf(c, true)) : textOf(c, asValue);
  return isElement(n) && isBlock(n) ? `${asValue ? ' ' : ''}${out} ` : out;
}

// Classes that hide text from the eye and leave it to screen readers ("Details about" before an eBay title, Zara's
// "Details" after one): sr-only, visually-hidden, screen-reader-text, offscreen, offleft, eBay's g-hdn.
const VISUALLY_HIDDEN = /(^|[\s_-])(sr-only|visually-?hidden|screen-?reader(-text)?|off-?screen|off-?left|hdn)([\s_-]|$)/i;
/** Whether an element's class hides it from the eye and leaves it to screen readers. */
export const isVisuallyHidden = (el: Element) => VISUALLY_HIDDEN.test(el.attribs.class ?? '');

/**
 * The text a reader sees in a node: textOf without what its descendants hide from the eye for screen readers.
 * `apart`: each element's text set apart from its neighbours' by a space, as a heading's parts are laid out ("Table,
 * oak" and "235x100 cm" in spans of their own are not "oak235x100"). `skip`: elements left out with their text.
 */
export function visibleText(n: AnyNode | undefined, apart = false, skip?: (el: Element) => boolean): string {
  if (!n) return '';
  if (n.type === 'text') return n.data;
  if (!('children' in n)) return '';
  let out = '';
  for (const c of n.children) {
    if (isElement(c) && (isVisuallyHidden(c) || skip?.(c))) continue;
    const text = visibleText(c, apart, skip);
    out += apart && isElement(c) && out && text && !/\s$/.test(out) && !/^\s/.test(text) ? ` ${text}` : text;
  }
  return isElement(n) && isBlock(n) ? `${out} ` : out;
}

/** A predicate for elements of one tag name. */
export const isTag =
  (name: string) =>
  (el: Element): boolean =>
    el.tagName === name;

/** The alt text of the one image `el` holds (a logo standing for a name), if it holds exactly one with an alt text. */
export function onlyImageAlt(el: Element): string | undefined {
  const images: Element[] = [];
  walkElements(el, (d) => void (d.tagName === 'img' && images.push(d)));
  return images.length === 1 ? squash(images[0].attribs.alt ?? '') || undefined : undefined;
}

/** The first element under `root` in document order that `pred` picks; the walk stops there. */
export function firstElement(root: ParentNode, pred: (el: Element) => boolean): Element | undefined {
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n)) continue;
    if (pred(n)) return n;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return undefined;
}

/**
 * The start of a node's text, squashed, at least `max` characters long when the node has that many:
 * reading stops there, so asking about the head of a 1 MB region costs what the head costs.
 */
export function textHead(n: AnyNode, max: number): string {
  let raw = '';
  let checkAt = max;
  const stack: AnyNode[] = [n];
  while (stack.length) {
    const c = stack.pop()!;
    if (c.type === 'text') {
      raw += c.data;
      if (raw.length >= checkAt) {
        const text = squash(raw);
        if (text.length >= max) return text;
        checkAt = raw.length * 2;
      }
    } else if ('children' in c) {
      pushChildren(stack, c);
    }
  }
  return squash(raw);
}

/** The nearest ancestor (or the element itself) that matches `pred`. */
export function closestWhere(el: Element, pred: (e: Element) => boolean): Element | undefined {
  for (let n: ParentNode | null = el; n && isElement(n as AnyNode); n = n.parent) if (pred(n as Element)) return n as Element;
  return undefined;
}

/** The element after `el` among its siblings (text and comments between skipped). */
export function nextElement(el: Element): Element | undefined {
  let n = el.next;
  while (n && !isElement(n)) n = n.next;
  return n ?? undefined;
}

/** The node beside `node` on the side `step` goes, blank text between skipped (a word, a phrase, an element, or none). */
export function neighbourNode(node: AnyNode, step: 'prev' | 'next'): AnyNode | null {
  let n = node[step];
  while (n && n.type === 'text' && !(n as Text).data.trim()) n = n[step];
  return n;
}

/** The element before `el` among its siblings (text and comments between skipped). */
export function previousElement(el: Element): Element | undefined {
  let n = el.prev;
  while (n && !isElement(n)) n = n.prev;
  return n ?? undefined;
}

/**
 * The text of `el`'s line on one side of it, as far as `chars` reaches: its siblings that way, then, where it is the
 * first (or last) inline thing of an inline parent, that parent's, up to two levels; a block stops the line. Sibling
 * elements' texts stand apart ("Nectar Price" is not run into "Ends 14/01").
 */
export function lineText(el: Element, side: 'before' | 'after', chars: number): string {
  let text = '';
  for (let node: AnyNode = el, depth = 0; depth < 2 && text.length < chars; depth++) {
    for (let n = side === 'after' ? node.next : node.prev; n && text.length < chars; n = side === 'after' ? n.next : n.prev) {
      if (isElement(n) && isBlock(n)) return text;
      const part = isElement(n) ? ` ${textOf(n)} ` : textOf(n);
      text = side === 'after' ? text + part : part + text;
    }
    if (!node.parent || !isElement(node.parent) || isBlock(node.parent)) break;
    node = node.parent;
  }
  return text;
}

/** Removes the elements `pred` picks (with their subtrees) from the tree, keeping sibling links right. */
export function removeWhere(root: ParentNode, pred: (el: Element) => boolean): void {
  const stack: ParentNode[] = [root];
  while (stack.length) {
    const parent = stack.pop()!;
    const drop = (c: AnyNode) => isElement(c) && pred(c);
    // Most parents lose nothing: their child list is kept as is, not copied.
    const kept = parent.children.some(drop) ? parent.children.filter((c) => !drop(c)) : parent.children;
    if (kept !== parent.children) {
      kept.forEach((c, i) => {
        c.prev = kept[i - 1] ?? null;
        c.next = kept[i + 1] ?? null;
      });
      parent.children = kept;
    }
    for (const c of kept) if (isElement(c)) stack.push(c);
  }
}

/** What follows `el` in document order, up to the end of `within`: its later siblings, then its ancestors'. */
export function nodesAfter(el: Element, within: ParentNode): AnyNode[] {
  const after: AnyNode[] = [];
  for (let n: AnyNode = el; n.parent && n !== within; n = n.parent) {
    const siblings = n.parent.children;
    after.push(...siblings.slice(siblings.findIndex((c) => c === n) + 1));
  }
  return after;
}

/** Whether `el` is one of a picker's options other than the one it shows chosen ("<option selected>AUD A$</option>" among a currency switcher's). */
export function unchosenOption(el: Element): boolean {
  const picker = el.parent;
  return (
    el.tagName === 'option' && el.attribs.selected === undefined && !!picker && picker.children.some((o) => isElement(o) && o.attribs.selected !== undefined)
  );
}

// How a list marks its chosen item: a class word ("swatch--selected", "is-active"), a test hook (Tokopedia's data-testid
// "btnVariantChipActive") or an ARIA state (aria-selected="true").
const CHOSEN_WORD = /(^|[\s_-])(active|selected|checked|current|on)([\s_-]|$)/i;
const CHOSEN_STATES = ['aria-pressed', 'aria-checked', 'aria-selected', 'aria-current'];
/** Whether an element's ARIA state says it is the chosen one of its list. */
export const statedChosen = (el: Element): boolean => CHOSEN_STATES.some((a) => el.attribs[a] === 'true');
/** Whether an element's class, test hook or ARIA state marks it the chosen one of its list. */
export const markedChosen = (el: Element): boolean =>
  CHOSEN_WORD.test(words(`${el.attribs.class ?? ''} ${el.attribs['data-testid'] ?? ''}`).join(' ')) || statedChosen(el);

/** Whether `el` sets words of its own, in a text node among its children, not only inside its child elements. */
export const holdsText = (el: Element): boolean => el.children.some((c) => c.type === 'text' && !!c.data.trim());
