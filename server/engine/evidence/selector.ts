/**
 * A CSS selector for one element: tag, a few class names and a position among like siblings, from
 * the nearest ancestor with a usable id. Class names and positions hold across the pages of one
 * template, so the same selector finds the same field on a sibling page.
 */
import type { Element } from 'domhandler';
import { isElement } from '../page/dom';

const PLAIN_NAME = /^[A-Za-z_][\w-]*$/;
// Ids a framework numbers per render ("ember123", ":r1:") name nothing stable.
const GENERATED_ID = /\d{3,}|^(?:ember|react|vue|ng)[-_]?\d/i;
const MAX_CLASSES = 2;

const own = (el: Element) =>
  el.tagName +
  (el.attribs.class ?? '')
    .split(/\s+/)
    .filter((c) => PLAIN_NAME.test(c))
    .slice(0, MAX_CLASSES)
    .map((c) => `.${c}`)
    .join('');

/** The element's tag and classes, and its position among siblings of its tag when others share them. */
function segment(el: Element): string {
  const mine = own(el);
  const like = (el.parent && 'children' in el.parent ? el.parent.children : []).filter((c): c is Element => isElement(c) && c.tagName === el.tagName);
  if (like.filter((c) => own(c) === mine).length < 2) return mine;
  return `${mine}:nth-of-type(${like.indexOf(el) + 1})`;
}

/** A selector that picks `el` in its document. */
export function selectorOf(el: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = el; e && isElement(e); e = e.parent && isElement(e.parent) ? e.parent : null) {
    const id = e.attribs.id;
    if (id && PLAIN_NAME.test(id) && !GENERATED_ID.test(id)) {
      parts.unshift(`#${id}`);
      break;
    }
    parts.unshift(segment(e));
    if (e.tagName === 'html') break;
  }
  return parts.join(' > ');
}
