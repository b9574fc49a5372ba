/**
 * The buy box as the page shows it: its buy control, the item codes its form sends to the cart, and the product's
 * availability from the control's state and the stock statement beside it.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { closestWhere, firstElement, isBlock, isElement, textHead, textOf, visibleText, walkElements } from '../../page/dom';
import { bodyOf } from '../../page/page-model';
import { squash, words } from '../../page/text';
import { aboutProduct, availabilityInText, isListingStatus, STOCK_SCAN_CHARS } from './availability';
import { DELIVERY_WORDS } from './delivery-words';
import { buyLabel, controlLabel, isBuyButton } from './buy-button';
import { CART_WORD, CHOOSE_FIRST } from './buy-words';
import { conceptFor } from './concepts';
import {
  chosenOption,
  hiddenByPage,
  inItemCard,
  inLinkedRow,
  inOtherProducts,
  inShoppersBox,
  inVariantPicker,
  isChrome,
  isUnchosenOption,
} from './page-regions';

/**
 * Whether the page has a link that says it buys, whatever its class ("Aggiungi al carrello" to /addtocart?productId=…,
 * "В корзину"): the page sells. Its state says nothing of the product's stock: a carousel's items carry such links too.
 */
export const hasBuyLink = ($: CheerioAPI): boolean => !!firstElement($.root()[0], (el) => el.tagName === 'a' && buyLabel(el));

// The path of a shop's cart or buy handler ("/cart/add", "/Basket/Add", "/gp/product/handle-buy-box"); its query is not
// read: a search form's "?returnTo=/cart" posts nowhere near it.
const CART_ACTION = new RegExp(`${CART_WORD.source}|(?<!\\p{L})buy(?!\\p{L})`, 'iu');

/**
 * Whether the page has a form that posts to the shop's cart or buy handler: the page sells, whether or not its buy
 * button is there to press (a product that is unavailable has the form and says so inside it, with no button).
 */
export const hasCartForm = ($: CheerioAPI): boolean =>
  !!firstElement($.root()[0], (el) => el.tagName === 'form' && CART_ACTION.test((el.attribs.action ?? '').split('?')[0]));

/**
 * Whether the page's buy button submits a form that posts to the page's own site: the shop's cart, wherever its handler is
 * (WooCommerce's "<form class="cart" action="…/product/…" method="post">" posts to the product's own URL). A story's
 * commerce box links to other shops; it posts no form.
 */
export function postsBuyForm($: CheerioAPI, url: string): boolean {
  const button = buyControl($);
  const form = button && closestWhere(button, (el) => el.tagName === 'form');
  if (!form || (form.attribs.method ?? '').toLowerCase() !== 'post') return false;
  try {
    return new URL(form.attribs.action ?? '', url).host === new URL(url).host;
  } catch {
    return false;
  }
}

// The buy button of each parsed page, found once: whether the page sells, its availability and its SKU all ask.
const BUY_CONTROL = new WeakMap<CheerioAPI, Element | null>();

/** The page's buy button ("Add to cart", "Buy now"), the first, if it has one. */
export function buyControl($: CheerioAPI): Element | undefined {
  let button = BUY_CONTROL.get($);
  if (button === undefined) {
    // A related product's or a successor's button buys that product.
    button = firstElement($.root()[0], (el) => isBuyButton(el) && !inOtherProducts(el)) ?? null;
    BUY_CONTROL.set($, button);
  }
  return button ?? undefined;
}

/** Every buy button of the page, in document order: a sticky bar's copy may come before the buy box's own. */
function buyControls($: CheerioAPI): Element[] {
  const buttons: Element[] = [];
  walkElements($.root()[0], (el) => void (isBuyButton(el) && buttons.push(el)));
  return buttons;
}

// The keys by which a buy form tells the cart which item it adds: data-sku, data-product-code, a hidden "sku" field.
const ITEM_CODE_KEY = /^(?:(?:product|item|variant|article)[-_]?)?sku$|^(?:product|item|article)[-_]?(?:code|number|no|nr)$/i;

/** The buy button and the form around it, where it has one. */
function buyForm($: CheerioAPI): { button?: Element; form?: Element } {
  const button = buyControl($);
  return { button, form: button && closestWhere(button, (e) => e.tagName === 'form') };
}

/** The values of the form's hidden fields that `sends` picks. */
function hiddenValues(form: Element | undefined, sends: (field: Element) => boolean): string[] {
  const values: string[] = [];
  if (form)
    walkElements(form, (el) => {
      if (el.tagName === 'input' && el.attribs.type === 'hidden' && sends(el)) values.push(el.attribs.value ?? '');
    });
  return values;
}

/** The item codes the buy form sends to the cart: its button's or its form's data attributes, its hidden fields. */
export function buyFormCodes($: CheerioAPI): string[] {
  const { button, form } = buyForm($);
  if (!button) return [];
  const codes = [button, form]
    .filter((el): el is Element => el !== undefined)
    .flatMap((el) => Object.entries(el.attribs).filter(([key]) => key.startsWith('data-') && ITEM_CODE_KEY.test(key.slice(5))))
    .map(([, value]) => value);
  codes.push(...hiddenValues(form, (el) => ITEM_CODE_KEY.test(el.attribs.name ?? el.attribs.id ?? '')));
  return codes.filter(Boolean);
}

// The key by which a shop's buy form names the variant it adds: Shopify's hidden "id" (the variant's id, no item code).
const VARIANT_KEY = /^(?:id|variant[-_]?id)$/i;

/** What the buy form sends to say which item it adds: its item codes, and the id of the variant chosen. */
export function buyFormSends($: CheerioAPI): string[] {
  const variant = hiddenValues(buyForm($).form, (el) => VARIANT_KEY.test(el.attribs.name ?? ''));
  return [...buyFormCodes($), ...variant.filter(Boolean)];
}

// The buy box around a button: its form, else its nearest ancestor with more to say than the button, read this far.
const BUY_BOX_CHARS = 300;

// Controls say nothing of the buy box: a wishlist button beside the disabled one is not its box's words.
const CONTROLS = new Set(['button', 'input', 'select']);

/** The text of the buy box around `button`, up to BUY_BOX_CHARS: what the page says beside its buy button. */
function buyBoxText(button: Element): string {
  const form = closestWhere(button, (e) => e.tagName === 'form');
  if (form) return textHead(form, BUY_BOX_CHARS);
  for (let box = button.parent; box && isElement(box); box = box.parent) {
    if (squash(visibleText(box, false, (el) => el === button || CONTROLS.has(el.tagName)))) return textHead(box, BUY_BOX_CHARS);
  }
  return '';
}

// A menu left at its prompt: its chosen option has no value or asks for one ("<option value="">Select Size</option>").
const atPrompt = (menu: Element) => {
  const chosen = chosenOption(menu);
  return !!chosen && (chosen.attribs.value === '' || CHOOSE_FIRST.test(squash(textOf(chosen))));
};
// Where a page sets its buy button outside a form, the box around it that holds a menu, this far up (SFRA's product box).
const MENU_BOX_DEPTH = 6;

/**
 * Whether the button's form asks for a choice not yet made: a group of options none of which is checked (a configurator's
 * processor, memory and storage), whatever the form calls it, or a menu left at its prompt (Salesforce's size menu beside
 * its disabled button, in the product's box where no form holds them).
 */
function unchosen(button: Element): boolean {
  let box = closestWhere(button, (e) => e.tagName === 'form');
  for (let up = button.parent, i = 0; !box && up && isElement(up) && i < MENU_BOX_DEPTH; up = up.parent, i++)
    if (firstElement(up, (e) => e.tagName === 'select')) box = up;
  if (!box) return false;
  const groups = new Map<string, boolean>();
  let prompt = false;
  walkElements(box, (el) => {
    if (el.tagName === 'select') prompt ||= atPrompt(el);
    if (el.tagName !== 'input' || el.attribs.type !== 'radio' || !el.attribs.name) return;
    groups.set(el.attribs.name, (groups.get(el.attribs.name) ?? false) || el.attribs.checked !== undefined);
  });
  return prompt || [...groups.values()].some((checked) => !checked);
}

// A control asks for a choice in its buy box's words, in its own title or value (SiteGenesis's disabled "Add to Cart" with
// title="Select Size"), or by a group of options left unchecked.
const asksChoice = (button: Element) =>
  CHOOSE_FIRST.test(buyBoxText(button)) ||
  [button.attribs.title, button.tagName === 'input' ? undefined : button.attribs.value].some((said) => said !== undefined && CHOOSE_FIRST.test(squash(said))) ||
  unchosen(button);

// A stock box whose class says the product is in stock (Magento's "stock available", "in-stock"), and whose words say so
// too: the shop's own state, where its buy button is disabled in the page as served until its script runs (Magento 2's
// "product-addtocart-button").
const IN_STOCK_CLASS = /(^|\s)(?:stock available|available stock|in stock|instock)(\s|$)/;
const BOX_CHARS = 60;
const statesInStock = ($: CheerioAPI) =>
  !!firstElement(bodyOf($), (el) => {
    if (!el.attribs.class || !IN_STOCK_CLASS.test(words(el.attribs.class).join(' ')) || closestWhere(el, isChrome)) return false;
    const said = squash(textHead(el, BOX_CHARS + 1));
    return said.length <= BOX_CHARS && availabilityInText(said) === 'InStock';
  });

/**
 * Availability from the buy button: a disabled one means it cannot be bought now, unless its buy box asks the buyer to
 * choose a variant first ("Select a size"): shops disable the button until one is picked, whatever its stock.
 */
function buyButtonAvailability($: CheerioAPI): string | undefined {
  const known = BUTTON_STOCK.get($);
  if (known) return known.stock;
  const stock = buttonStock($);
  BUTTON_STOCK.set($, { stock });
  return stock;
}
// Each parsed page's, read once: its availability and whether it sells both ask, each several times.
const BUTTON_STOCK = new WeakMap<CheerioAPI, { stock: string | undefined }>();
function buttonStock($: CheerioAPI): string | undefined {
  const button = buyControl($);
  if (!button) return undefined;
  const off = button.attribs.disabled !== undefined || button.attribs['aria-disabled'] === 'true';
  if (off) return buyControls($).some(asksChoice) || statesInStock($) ? undefined : 'OutOfStock';
  // Any of its buy controls may say so, in the words a page's text does: Amazon's "Add to Cart" beside "Pre-order now",
  // Nintendo's "Pre-purchase", "Précommander".
  return buyControls($).some((b) => availabilityInText(controlLabel(b)) === 'PreOrder') ? 'PreOrder' : 'InStock';
}

/** Whether a buy button of this availability can be pressed: the product can be bought (or ordered) now. */
const pressable = (button: string | undefined) => button === 'InStock' || button === 'PreOrder';

/** Whether the page's buy button can be pressed. */
export const buyable = ($: CheerioAPI): boolean => pressable(buyButtonAvailability($));

// A stock phrase in prose ("if no price is shown, the item is not in stock") is no statement.
const PROSE_CHARS = 150;

// A badge ("Sold out", "Sale") is a state a theme writes into every page and shows by a class on its container: Shopify's
// themes carry a "Sold out" badge on every product, hidden while it sells.
const BADGE = /(^|[\s_-])badge/i;

/** Whether a number comes just before an inline element on its line ("<span>1,234</span> <span>sold</span>"). */
function countBefore(el: Element): boolean {
  let before = '';
  for (let p = el.prev; p && !(isElement(p) && isBlock(p)); p = p.prev) before = textOf(p) + before;
  return !isBlock(el) && /\d\s*$/.test(before);
}

/**
 * The product's stock statement in the text `nodes` start: the first short text (not prose) that says a stock phrase,
 * outside page chrome (related products, carousels), dialogs, variant pickers, reviews, store-stock widgets and what the page
 * hides by its style; `buyable`: the buy button can be pressed, and a badge's phrase does not outweigh it.
 */
// A product that can be bought says an option's stock under the option's name ("Virtue - soft neutral: Out of stock", a
// shade not chosen; a store's "Winnipeg South: Backorder" in its list of stores), and its own under a stock label
// ("Availability: Out of stock").
// A delivery label ("Lieferzeit: derzeit nicht lieferbar") speaks for the product as a stock label does.
const STOCK_LABEL = conceptFor('availability')!.label!;
// Its time and its verbs start as the nouns do: "Lieferzeit", "Levertijd", "Ships in", "Dispatched within", "Expédié sous".
const DELIVERY_LABEL = new RegExp(`${DELIVERY_WORDS}|(?<!\\p{L})(?:liefer|levertijd|deliver|ships?|dispatch|exp[ée]di|dostaw|bezorg|доставк)`, 'iu');
const namesAnOption = (before: string) => {
  const label = /([^:：]{1,60})[:：]\s*$/.exec(before)?.[1].trim();
  return !!label && !STOCK_LABEL.test(label) && !DELIVERY_LABEL.test(label);
};

// Or in an item of a list whose other items each hold a buy button of their own and it none: a release's sold-out "Limited
// Clear Vinyl LP" among the formats still for sale.
const inItemWithoutBuyButton = (el: Element) =>
  !!closestWhere(
    el,
    (li) =>
      li.tagName === 'li' &&
      !firstElement(li, isBuyButton) &&
      !!li.parent?.children.some((c) => c !== li && isElement(c) && c.tagName === 'li' && !!firstElement(c, isBuyButton)),
  );
// Or in brackets after the option's name ("Blue (Sold out)" beside the chosen "Black").
const OPTION_IN_BRACKETS = /^[^()]*\p{L}[^()]*\(([^()]{1,30})\)$/u;
const bracketedAfterName = (text: string) => {
  const said = OPTION_IN_BRACKETS.exec(text)?.[1];
  return said !== undefined && availabilityInText(said) === 'OutOfStock';
};
// Or in a sentence that opens with the name of an option not chosen ("Creator Combo is sold out. Notify Me" under a drone's
// versions, the Standard chosen): the option's name is its first text.
const OPTION_NAME_CHARS = 3;
function opensWithUnchosenOption(block: Element, text: string): boolean {
  let root: Element = block;
  while (root.parent && isElement(root.parent)) root = root.parent;
  let named = false;
  walkElements(root, (e) => {
    if (named || !isUnchosenOption(e)) return !named;
    const first = firstText(e);
    named = first.length >= OPTION_NAME_CHARS && text.startsWith(first) && !/^\p{L}/u.test(text.slice(first.length));
    return false;
  });
  return named;
}
const firstText = (el: Element): string => {
  for (const c of el.children) {
    const t = c.type === 'text' ? squash(c.data) : isElement(c) ? firstText(c) : '';
    if (t) return t;
  }
  return '';
};

function stockStatement(nodes: AnyNode[], buyable: boolean, statementChars: number): string | undefined {
  let read = 0;
  const stack: AnyNode[] = [...nodes].reverse();
  while (stack.length && read < STOCK_SCAN_CHARS) {
    const n = stack.pop()!;
    if (n.type === 'text') {
      const t = squash(n.data);
      read += t.length;
      const phrase = t && t.length <= statementChars ? availabilityInText(t) : undefined;
      let block = n.parent as Element;
      // A status word is the listing's only where it stands alone in its element, after no number ("<span>1,234</span>
      // <span>sold</span>" counts sales).
      const status = !phrase && isListingStatus(t) && squash(textOf(block)) === t && !countBefore(block);
      const value = phrase ?? (status ? 'OutOfStock' : undefined);
      if (
        !value ||
        inVariantPicker(block) ||
        inLinkedRow(block) ||
        inItemCard(block, t) ||
        inShoppersBox(block) ||
        (buyable && closestWhere(block, (e) => BADGE.test(e.attribs.class ?? ''))) ||
        (buyable && value === 'OutOfStock' && inItemWithoutBuyButton(block))
      )
        continue;
      // The block the text belongs to: its largest ancestor that is still a short text.
      while (block.parent && isElement(block.parent) && textHead(block.parent, PROSE_CHARS + 1).length <= PROSE_CHARS) block = block.parent;
      // What the statement is about comes before it or in its own words ("In-store availability: unavailable"); a link to
      // store stock after it ("In stock online · Check in-store stock") is about something else.
      const whole = squash(textOf(block));
      const at = whole.indexOf(t);
      const said = at < 0 ? whole : whole.slice(0, at + t.length);
      const labelled = /^[^:：]{1,60}[:：]/.exec(t)?.[0] ?? '';
      if (
        buyable &&
        (value === 'OutOfStock' || value === 'BackOrder') &&
        (namesAnOption(whole.slice(0, Math.max(0, at))) || namesAnOption(labelled) || bracketedAfterName(t) || opensWithUnchosenOption(block, t))
      )
        continue;
      if (aboutProduct(value, said)) return value;
    } else if (isElement(n) && !isChrome(n) && !hiddenByPage(n)) {
      // A closed disclosure shows its summary only: a FAQ's answer ("Same-day delivery is available in many areas") is read
      // by who opens it, and says nothing of this product's stock.
      const shown = n.tagName === 'details' && n.attribs.open === undefined ? n.children.filter((c) => isElement(c) && c.tagName === 'summary') : n.children;
      for (let i = shown.length - 1; i >= 0; i--) stack.push(shown[i]);
    }
  }
  return undefined;
}

/**
 * The product's availability from the page alone: a disabled buy button outweighs prose ("Available in three colours"),
 * and a stock statement an enabled button, which is the last resort; `where`: the texts to look in, in turn (after the
 * product's heading, then its main region: dom-values.ts's productText); `statementChars`: how long a text may state it.
 */
export function shownAvailability($: CheerioAPI, where: AnyNode[][], statementChars = PROSE_CHARS): string | undefined {
  const button = buyButtonAvailability($);
  if (button === 'OutOfStock') return button;
  for (const nodes of where) {
    const said = stockStatement(nodes, pressable(button), statementChars);
    if (said) return said;
  }
  return button;
}
