/**
 * A price's cents set apart from its whole amount, as price boxes draw them smaller or raised ("$12<sup>99</sup>",
 * "<span>199</span><span>00</span>"): read as its decimals, not run on into its digits ("$1299").
 */
import type { AnyNode, Element } from 'domhandler';
import { digitsApart, isElement, neighbourNode, textOf } from '../../page/dom';
import { words } from '../../page/text';
import { MONEY } from './currency';

// The parts a price box sets in elements of their own ("andes-money-amount__fraction", "price__cents", Kroger's
// "kds-Price-superscript", złoty and grosze in "price-box__zl" and "price-box__gr", Wine.com's "price-saleWhole" and
// "price-saleFractional", "price__int" and "price__dec", a "price-part" beside a "decimal-separator").
export const PRICE_PART =
  /(^|[\s_-])(symbol|fraction|fractional|cents?|integer|int|decimals?|dec|dollars?|whole|part|partie|enti[eè]re?|d[eé]cimales?|superscript|zl|gr)([\s_-]|$)/i;
// An amount named for the stock (Mouser's "available-amount" 8.532, a "stock-qty") counts items, not money.
const STOCK_COUNT = /(^|[\s_-])(available|availability|stock|inventory|qty|quantity)([\s_-]|$)/i;
/**
 * Whether a box is no price of its own: its class or its test hook names a part of a price or a count of stock
 * (MediaMarkt's "109," in data-test="branded-price-whole-value" beside its "-decimal-value" "90"), or it holds cents set apart.
 */
export function noPriceOfItsOwn(el: Element, hook = ''): boolean {
  const names = `${words(el.attribs.class ?? '').join(' ')} ${words(hook).join(' ')}`;
  return PRICE_PART.test(names) || STOCK_COUNT.test(names) || isCents(el);
}

// Cents set apart from the whole amount: a superscript, an element named for them (Mercado Libre's "andes-money-amount__cents"),
// or two digits, their separator before them or not, in an element of their own right after the whole amount in its own
// ("<span>$</span><span>199</span><span>00</span>", cents a style sets smaller; Temu's "18" and ".74"; Leclerc's "3" and ",19€" with
// the currency after them): two digits never group thousands.
export const isCents = (el: Element) => el.tagName === 'sup' || /(^|[\s_-])cents([\s_-]|$)/i.test(el.attribs.class ?? '') || afterWholeApart(el);

// A table's cells are columns of their own: a quantity tier's "20" after "5" is no cents.
const CELLS = new Set(['td', 'th']);
function afterWholeApart(el: Element): boolean {
  if (CELLS.has(el.tagName) || !/^(?:[.,]?\d{2}|[.,]\d{2}\s*\p{Sc})$/u.test(textOf(el).trim())) return false;
  const prev = neighbourNode(el, 'prev');
  return !!prev && isElement(prev) && /^\d+$/.test(textOf(prev).trim());
}

// How long the box around a whole amount and its cents runs: the price and its currency, not a buy box.
const PRICE_BOX_CHARS = 40;
/**
 * The box that holds a whole amount named as the price and its cents set apart after it, a separator between or not
 * (Praxis's "<span class="c-price__euro">59</span><span>,</span><sup class="c-price__cents">99</sup>"): the price is read
 * there, whole; else `el` itself.
 */
export function withItsCents(el: Element): Element {
  if (!/^\s*\d+[.,]?\s*$/.test(textOf(el))) return el;
  let next = neighbourNode(el, 'next');
  if (next && /^\s*[.,]\s*$/.test(textOf(next))) next = neighbourNode(next, 'next');
  const box = el.parent;
  return next && isElement(next) && isCents(next) && box && isElement(box) && textOf(box).trim().length <= PRICE_BOX_CHARS ? box : el;
}

/** The text of the nodes after `node` under its parent: what follows a price's cents (its currency). */
function textAfter(node: AnyNode): string {
  let text = '';
  for (let n = node.next; n; n = n.next) text += textOf(n);
  return text;
}

/**
 * How `el` reads after the text `before`, where it holds cents set apart after a whole amount of money ("$12<sup>99</sup>"):
 * as that amount's decimals (".99", or ",99" where the amount groups thousands with dots), not as "$1299"; else undefined.
 */
export function centsAfter(before: string, el: Element): string | undefined {
  // "<p class="entier">3</p><p class="decimale">,19€</p>": the decimals with their separator and the currency after them, in
  // a block of their own after the whole amount's.
  const decimals = /^\s*([.,])(\d{2})\s*(\p{Sc})?\s*$/u.exec(textOf(el));
  if (decimals && /\d$/.test(before.trimEnd())) return `${decimals[1]}${decimals[2]}${decimals[3] ?? ''}`;
  const cents = /^\s*(€?)\s*[.,]?(\d{2})\s*$/.exec(textOf(el));
  if (!cents) return undefined;
  // "1 099,<span>00</span>": the amount writes its separator, and its decimals are an element of their own.
  if (!cents[1] && /\d[.,]$/.test(before)) return cents[2];
  const whole = before.trimEnd();
  if (!isCents(el) || !/\d$/.test(whole)) return undefined;
  // "24<sup>€99</sup>": the euro sign stands in the decimal comma's place, as in "24€99" (currency.ts).
  if (cents[1]) return `€${cents[2]}`;
  // Only after money or before its currency ("173<sup>34</sup> Lei"): "in 2019<sup>12</sup>" is a footnote.
  // The cents' separator is the one the whole amount does not group thousands with: "$12.999" + "99" is "$12.999,99".
  // A superscript the shop names for a price's part ("promo-price__fraction") is its cents, with no symbol in sight.
  const tail = whole.slice(-MONEY_TAIL);
  if (!MONEY.test(tail) && !MONEY.test(`${tail}${textAfter(el)}`) && !PRICE_PART.test(words(el.attribs.class ?? '').join(' '))) return undefined;
  return `${/\d\.\d{3}$/.test(whole) ? ',' : '.'}${cents[2]}`;
}

// How much of the text before cents is read for its money: the amount they end and its symbol.
const MONEY_TAIL = 40;

/** An element's text with cents set apart after a whole amount of money read as its decimals (centsAfter). */
export function textWithCents(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node)) return '';
  let out = '';
  for (const c of node.children) {
    const cents = isElement(c) ? centsAfter(out, c) : undefined;
    out = cents === undefined ? out + (isElement(c) ? digitsApart(out, textWithCents(c)) : textWithCents(c)) : out.trimEnd() + cents;
  }
  return out;
}
