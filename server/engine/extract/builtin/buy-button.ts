/**
 * What a buy button is: a control (a button, a submit input, a link styled as one) whose label says it buys ("Add to cart",
 * "Buy now"), in its text or its words for screen readers, or a cart form's "Add"; any other button picks an option. The
 * buy box reads its state (buy-box.ts); page regions tell a buy box set in an <aside> by it (page-regions.ts).
 */
import type { Element } from 'domhandler';
import { closestWhere, textOf } from '../../page/dom';
import { squash } from '../../page/text';
import { ADD_VERB, addsToCartLabel, BUY_LABEL, CART_WORD } from './buy-words';

// A link styled as a button by its class (Gmarket's "<a href="#" class="btn_primary">구매하기</a>").
const BUTTON_CLASS = /(^|[\s_-])(btn|button)([\s_-]|$)/i;
// button, input[type=submit], any element with role=button (Squarespace's "Add To Cart" is a div), a[class*=call-to-action],
// a[class*=buy].
const isBuyControl = (el: Element) =>
  el.tagName === 'button' ||
  el.attribs.role === 'button' ||
  (el.tagName === 'input' && el.attribs.type === 'submit') ||
  (el.tagName === 'a' && (/call-to-action|buy/.test(el.attribs.class ?? '') || BUTTON_CLASS.test(el.attribs.class ?? '')));

// What a control says: an <input>'s value, any other element's text.
export const controlLabel = (el: Element) => squash(el.tagName === 'input' ? el.attribs.value : textOf(el));
// A control says it buys in its text, or in the words it gives screen readers (an icon button's only words).
const saysItBuys = (said: string) => BUY_LABEL.test(said) || addsToCartLabel(said);
export const buyLabel = (el: Element) =>
  BUY_LABEL.test(controlLabel(el)) || [el.attribs['aria-label'], el.attribs.title].some((said) => said !== undefined && saysItBuys(squash(said)));

// A cart form's submit button that says only "Add": a <button> (submit unless typed otherwise) or an <input type=submit>
// whose form names the cart (Zara's "Add" under "Put it in your basket").
function addsToCart(el: Element): boolean {
  const submits = el.tagName === 'button' ? (el.attribs.type ?? 'submit').toLowerCase() === 'submit' : el.tagName === 'input' && el.attribs.type === 'submit';
  if (!submits || !ADD_VERB.test(controlLabel(el))) return false;
  const form = closestWhere(el, (e) => e.tagName === 'form');
  return form !== undefined && CART_WORD.test(textOf(form));
}

// A buy control whose label says it buys ("Add to cart", "Buy now"), or a cart form's "Add".
export const isBuyButton = (el: Element) => isBuyControl(el) && (buyLabel(el) || addsToCart(el));

// A button other than the buy button picks an option, and its money is the option's: a delivery's, a pick-up's, a plan's.
export const isOptionButton = (el: Element) => el.tagName === 'button' && !isBuyButton(el);
