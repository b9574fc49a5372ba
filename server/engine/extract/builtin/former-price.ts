/**
 * Former prices: what a price box shows beside the price to pay and is not it (a struck-out, "was", list or
 * recommended retail price), by its tag, its style, its class, its box's class or the label before it.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { bodyOf } from '../../page/page-model';
import { closestWhere, firstElement, isElement, lineText, nextElement, previousElement, textHead, textOf, walkElements } from '../../page/dom';
import { words } from '../../page/text';
import { parseNumber } from '../../validate/coerce';
import { labelsBeforeTax, labelsOtherAmount, labelsRegularAmount, MONEY } from './currency';
import { besideMembersPrice, isChrome, isStruck } from './page-regions';

// Class words that name a former or reference price on their own, on any element of a price box (class names read as words:
// "PriceWas-sc-1oev7i", Magento's "old-price", Tailwind's "line-through", "price--strike", "prev-price", Coupang's
// "origin-price", Ounass's "PriceContainer-slashedPrice", Nykaa's "css-mrp": India's maximum retail price, Tiki's
// "product-price__list-price", a Drupal commerce theme's "has--special--price": the price that has a special one beside it),
// and the word for struck in the shop's language (Maty's "fp-prix__barre", "preis--streich", "precio-tachado",
// "prezzo-barrato", "prijs-doorgestreept").
const FORMER_PRICE_WORDS =
  'was|old|before|prev|previous|compare|strike|striked|strikeout|strikethrough|through|cross|crossed|slashed|instead|original|origin|rrp|mrp|msrp|uvp|oldprice|wasprice|listprice|list[\\s_-]*price|has[\\s_-]*special|barre|barré|streich|streichpreis|tachado|barrato|doorgestreept';
// Words that name the shop's usual price, a former one only beside another amount: Salesforce Commerce's "price-standard"
// beside its "price-sales" (Partioaitta's "price--normal" beside its "price--sale"), where Wallapop's "ItemDetailPrice--standard"
// (its layout's name) is the one price there is.
const USUAL_PRICE_WORDS = 'regular|standard|normal';
// A class that also names the price to pay ("price-unit--original price-sale", El Corte Inglés's selling price), or the price
// that has a list price beside it (Shopware's "product-detail-price with-list-price"), is not a former one, whatever else it
// says.
const NOW_WORDS = 'sale|current|now|final|selling|with';
// A class's names read as words each apart, so that no two of them make a phrase ("price-list price-list--product" says no
// "list price"), and a box named for its prices is no list price (Shopify's "<price-list class="price-list">" around the price
// to pay and the one it was; Tiki's "product-price__list-price" is one).
/** A class attribute's names as words, each name's apart from the next's. */
export const classWords = (cls: string): string =>
  cls
    .split(/\s+/)
    .map((name) =>
      words(name)
        .join(' ')
        .replace(/(^|\s)price list(?=\s|$)(?!\s+price)/g, '$1prices'),
    )
    .join(' , ');
const wordsRegex = (list: string) => new RegExp(`^(?!.*(?:^|\\s)(?:${NOW_WORDS})(?:\\s|$)).*(^|\\s)(${list})(\\s|$)`, 'i');
const FORMER_PRICE = wordsRegex(FORMER_PRICE_WORDS);
const USUAL_PRICE = wordsRegex(USUAL_PRICE_WORDS);
// moneyText (dom-values.ts) asks it of every element it walks (isFormerValue): a class is split into words only where it holds one at all.
const FORMER_PRICE_HINT = new RegExp(`${FORMER_PRICE_WORDS}|${USUAL_PRICE_WORDS}`, 'i');
// A component's name stands for its hashed class (Farfetch's "<p data-component="PriceOriginal" class="ltr-1g6w2u8">").
// So does a price's data attribute by its key (Jumia's "<span class="-lthr" data-price-old="">").
const priceKeys = (el: Element) => Object.keys(el.attribs).filter((key) => key.startsWith('data-') && key.includes('price'));
const namesFormerPrice = (el: Element) => {
  const cls = [el.attribs.class, el.attribs['data-component'], ...priceKeys(el)].filter(Boolean).join(' ');
  if (!cls || !FORMER_PRICE_HINT.test(cls)) return false;
  const named = classWords(cls);
  // Beside a members' price, the usual one is the price everyone pays (Stockmann's "stm-price__regular" beside its "loyal" box).
  return FORMER_PRICE.test(named) || (USUAL_PRICE.test(named) && besideAnAmount(el) && !besideMembersPrice(el));
};
// An element's neighbours, or its box's where it is the box's one element, show another amount to pay: a struck one beside it
// is the former price (Wayfair's "StandardPricingPrice-PRIMARY" before its "<s>1.029,00 €</s>").
const besideAnAmount = (el: Element): boolean => {
  const box = el.parent && isElement(el.parent) && el.parent.children.filter(isElement).length === 1 ? el.parent : el;
  return [previousElement(box), nextElement(box)].some(
    (n) =>
      !!n &&
      MONEY.test(textHead(n, LABELLED_LINE_CHARS)) &&
      !isStruck(n) &&
      !firstElement(n, isStruck) &&
      !FORMER_PRICE.test(classWords(n.attribs.class ?? '')),
  );
};
// List, "was" and recommended retail prices are history or reference, not the price to pay: on an element named for the
// price, "list", "before" and "retail" say so too (on a box they name a list or a layout: "list-unstyled", "before:…").
export const OLD_PRICE = wordsRegex(`${FORMER_PRICE_WORDS}|list|before|retail`);
// The text just before a price element in its line names it ("List Price: <span class=a-price>$59.99</span>", "Was
// <span class=price>£59</span>"), and so does a definition list's term its amount (Ripley's "<dt>Normal</dt><dd>$399.990</dd>").
const LABEL_CHARS = 24;
const termOf = (el: Element) => {
  const dd = closestWhere(el, (e) => e.tagName === 'dd');
  const dt = dd && previousElement(dd);
  return dt?.tagName === 'dt' ? textOf(dt) : '';
};
const labelBefore = (el: Element) => `${termOf(el)} ${lineText(el, 'before', LABEL_CHARS)}`.trim().slice(-LABEL_CHARS);
export const labelledFormer = (el: Element) => labelsOtherAmount(labelBefore(el));
// A price box's own words before its amount, a label and its value in one box (Instar's "<div class="cijena_redovna">Redovna
// cijena: <span>279,99 €</span></div>" before its "Web cijena").
const ownLabel = (el: Element) => {
  const head = textHead(el, LABEL_CHARS + 1);
  const digit = head.search(/\d/);
  return digit > 0 ? head.slice(0, digit) : '';
};
/** Whether a price element's label, before it or its own, says it is before tax ("Brez DDV:", "Cena bez DPH:"). */
export const labelledBeforeTax = (el: Element) => labelsBeforeTax(labelBefore(el)) || labelsBeforeTax(ownLabel(el));
/**
 * Whether a price element's label, before it or its own, names the shop's usual price ("Regular price", "Normal"): the price
 * unless another follows.
 */
export const labelledRegular = (el: Element) => labelsRegularAmount(labelBefore(el)) || labelsRegularAmount(ownLabel(el));
// A label that names an amount not to pay, and not the shop's usual price: that one is the price to pay beside a club's
// ("Ordinarie pris 2 499:-").
const namesFormerAmount = (label: string) => labelsOtherAmount(label) && !labelsRegularAmount(label);

// How far up a price element's boxes may name it a former price ("<span class=old-price><span class=price>"). Its own class
// is OLD_PRICE's to judge, and a struck box at any height closestWhere's. A box that holds another element named a former
// price beside the one read names the group of prices, not each (Pepperfry's "<div class="v-price-mrp-amt-only"><span
// class="v-offer-price-amt">₹38,999</span><span class="v-price-mrp-amt">MRP ₹79,999</span></div>").
const FORMER_BOX_DEPTH = 3;
export const inFormerBox = (el: Element) => {
  let box = el.parent;
  for (let i = 0; i < FORMER_BOX_DEPTH && box && isElement(box); i++, box = box.parent) {
    const named = box;
    if (namesFormerPrice(named)) return !firstElement(named, (d) => d !== named && namesFormerPrice(d) && !closestWhere(el, (a) => a === d));
  }
  return false;
};
// A struck-out or was-price element, which the value an element shows leaves out: struck by its tag or style, or named
// for a former price (FORMER_PRICE_WORDS).
export const isFormerValue = (d: Element) => isStruck(d) || namesFormerPrice(d) || readsAsFormer(d);
// Or read to screen readers as one, its classes hashed (Arket's "<span class="c6d2f0" aria-label="Tidigare pris">1 290 kr</span>").
const readsAsFormer = (d: Element) => {
  const said = d.attribs['aria-label'];
  return !!said && namesFormerAmount(said);
};

// A former price stands alone in its element: "$499.00", "Was £59".
const PRICE_FORM = /\d[.,](?:\d{2}|\s?[-–—])(?!\d)/;
const FORMER_CHARS = 40;
// A line that labels its amount runs to a sentence's length.
const LABELLED_LINE_CHARS = 80;
const FORMER_AMOUNTS = { former: new WeakMap<CheerioAPI, number[]>(), struck: new WeakMap<CheerioAPI, number[]>() };

/**
 * The amounts the page shows as former prices (struck, named or labelled so), outside page chrome, which holds the strips
 * of other products (a carousel's or a "Compare Similar Items" table's struck prices are other products'): all of them, or
 * only those struck out (a box named "regular" beside a club price still holds the price to pay).
 */
export function formerPriceAmounts($: CheerioAPI, kind: keyof typeof FORMER_AMOUNTS = 'former'): number[] {
  let amounts = FORMER_AMOUNTS[kind].get($);
  if (!amounts) {
    const found: number[] = [];
    const former = kind === 'struck' ? isStruck : isFormerValue;
    // A list price may also be said by its label alone: before its element (a dealer's "<dt>Retail Price</dt><dd>$41,995</dd>"
    // over its "Sale Price"), or in its own line (the EU's "Prezzo più basso degli ultimi 30 giorni: 29,99 €").
    const textOnly = (el: Element) => kind === 'former' && el.children.length > 0 && el.children.every((c) => c.type === 'text');
    walkElements(bodyOf($), (el) => {
      // A box named "regular" beside a club price holds the price to pay, whatever its label ("Ord. pris" beside "Medlemspris").
      if (kind === 'former' && besideMembersPrice(el)) return;
      const named = former(el);
      if (!named && !textOnly(el)) return;
      // Read whatever labels it: "Was £59" is the amount a former price's label names. An amount written as a price, its cents
      // or the dash in their place shown, needs no currency ("statt 1'499.–").
      const text = textHead(el, LABELLED_LINE_CHARS + 1);
      const money = text.search(MONEY);
      const alone = text.length <= FORMER_CHARS && (money >= 0 || PRICE_FORM.test(text));
      // Where the amount's form shows a price with no currency ("Før 1 399,-"), its label runs to its first digit.
      const shown = money >= 0 ? money : alone ? text.search(/\d/) : -1;
      const amount =
        alone && (named || (money >= 0 && namesFormerAmount(labelBefore(el))))
          ? parseNumber(text)
          : !named && shown > 0 && text.length <= LABELLED_LINE_CHARS && namesFormerAmount(text.slice(0, shown))
            ? parseNumber(text.slice(shown))
            : undefined;
      if (amount !== undefined && !closestWhere(el, isChrome)) found.push(amount);
    });
    amounts = found;
    FORMER_AMOUNTS[kind].set($, amounts);
  }
  return amounts;
}
