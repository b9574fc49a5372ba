/** Where a price element's amount is a range's end rather than a price of its own: after a "from", or at either end of a range. */
import type { Element } from 'domhandler';
import { lineText, visibleText } from '../../page/dom';
import { squash } from '../../page/text';
import { labelsFromAmount } from './currency';

// How far before an amount its "from" stands, and how far a range's other end.
const FROM_CHARS = 24;
// A percentage after a dash is the saving's badge ("12,90 € -35%"), not the range's other end.
const RANGE_OPENS = /^\s*[–—-]\s*\p{Sc}?\s*\d(?![\d.,]*\s*%)/u;
// The range's symbol may stand apart before its other end: "<span>$</span><span>1,649.25</span> – <span>$</span><span>3,224.25</span>".
const RANGE_CLOSES = /\d[\s\p{Sc}]*[–—-]\s*\p{Sc}?\s*$/u;
// Or the element shows the range whole: "$540.00 – $1,210.00" over the price of the size chosen.
const WHOLE_RANGE = /^\p{Sc}?\s*\d[\d.,\s]*\p{Sc}?\s*[–—-]\s*\p{Sc}?\s*\d[\d.,\s]*\p{Sc}?$/u;

/**
 * Whether a price element's amount is the lowest or highest of a range: after a "from" ("Starting at $1,499.99", "Vanaf
 * € 299"), or at either end of a range shown whole ("19,90 € – 34,90 €", a variable product's price box over the price of
 * the variation chosen).
 */
export function rangeEnd(el: Element): boolean {
  const before = lineText(el, 'before', FROM_CHARS);
  return (
    labelsFromAmount(`${before} ${squash(visibleText(el)).replace(/[\p{N}\p{Sc}\s.,]+$/u, '')}`) ||
    RANGE_OPENS.test(lineText(el, 'after', FROM_CHARS)) ||
    RANGE_CLOSES.test(before) ||
    WHOLE_RANGE.test(squash(visibleText(el)))
  );
}
