/**
 * Direct walks over the parsed DOM (domhandler nodes). The page stage and the builtin extractor
 * look at every element several ways; one walk over plain nodes is far cheaper than a cheerio
 * selector per question (each compiles the selector, scans the whole tree and wraps the results).
 */
import type { AnyNode, Element, ParentNode } from 'domhandler';

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

/** The text content of a node, as cheerio's text() gives it. */
export function textOf(n: AnyNode): string {
  if (n.type === 'text') return n.data;
  if (!('children' in n)) return '';
  let out = '';
  for (const c of n.children) out += textOf(c);
  return out;
}

/** The nearest ancestor (or the element itself) that matches `pred`. */
export function closestWhere(el: Element, pred: (e: Element) => boolean): Element | undefined {
  for (let n: ParentNode | null = el; n && isElement(n as AnyNode); n = n.parent) if (pred(n as Element)) return n as Element;
  return undefined;
}

/** Removes the elements `pred` picks (with their subtrees) from the tree, keeping sibling links right. */
export function removeWhere(root: ParentNode, pred: (el: Element) => boolean): void {
  const stack: ParentNode[] = [root];
  while (stack.length) {
    const parent = stack.pop()!;
    const kept = parent.children.filter((c) => !(isElement(c) && pred(c)));
    if (kept.length !== parent.children.length) {
      kept.forEach((c, i) => {
        c.prev = kept[i - 1] ?? null;
        c.next = kept[i + 1] ?? null;
      });
      parent.children = kept;
    }
    for (const c of kept) if (isElement(c)) stack.push(c);
  }
}
