/**
 * The product boxes an article sets in its text: a review's or a shopping guide's card with the product's name and where to
 * buy it, which the reader view leaves out (readable-body.ts), and the line of its own it sets before its blocks.
 */
import { squash } from '../../page/text';
import type { ReaderElement } from './reader-names';

// A review's product box: the product's name, a line or two on it and where to buy it ("$279.99 at Amazon", "649 Euro bei
// Framework", "549 euros en Amazon"), set in the text.
const PRICE_AT = /^(?:\p{Sc}\s?)?\d[\d.,]*(?:\s?(?:\p{Sc}|[Ee]uros?|EUR|kr|zł))?\s+(?:at|bei|en|chez|su|da|hos|på|w)\s+\p{Lu}/u;
const PRODUCT_BOX_CHARS = 600;
// A box around the link's own that also holds a paragraph of the text's is a listicle's item around the product box (a
// shopping guide's "<h2>Pick 1: Model A</h2>", its card and the editor's paragraph on it): the box stops short of it. The
// link's own box is the product box, its disclosure and all.
const ITEM_PARAGRAPH_CHARS = 150;
const holdsParagraph = (box: ReaderElement, link: ReaderElement) =>
  box !== link.parentElement && [...box.querySelectorAll('p')].some((p) => !p.contains(link) && squash(p.textContent ?? '').length >= ITEM_PARAGRAPH_CHARS);
/** The small boxes around a link that says where to buy a product: the product boxes set in the text. */
export function productBoxes(document: ParentNode): Set<ReaderElement> {
  const boxes = new Set<ReaderElement>();
  for (const link of document.querySelectorAll('a')) {
    if (!PRICE_AT.test(squash(link.textContent ?? ''))) continue;
    for (let box = link.parentElement; box && (box.textContent ?? '').length < PRODUCT_BOX_CHARS && !holdsParagraph(box, link); box = box.parentElement)
      boxes.add(box);
  }
  return boxes;
}

const INLINE_TAGS = new Set(['SPAN', 'A', 'B', 'STRONG', 'EM', 'I', 'DEL', 'S', 'SMALL', 'SUP', 'SUB', 'MARK', 'DATA']);
/** The line a product box sets before its blocks: its text and its inline elements', not its blocks'. */
export function productLine(el: ReaderElement): string {
  let text = '';
  for (const n of el.childNodes) {
    if (n.nodeType === 3) text += n.textContent ?? '';
    else if (n.nodeType === 1 && INLINE_TAGS.has((n as ReaderElement).tagName)) text += n.textContent ?? '';
  }
  return squash(text);
}
