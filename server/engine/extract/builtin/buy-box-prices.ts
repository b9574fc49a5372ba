/**
 * The amounts a product's buy box shows in the elements named for the price, each marked where a "from" or a range sets it,
 * and the chosen option's price where the one stated stands there only behind a "from", or the price for everyone where the
 * one stated is the members' or a loyalty card's.
 */
import type { Element } from 'domhandler';
import { closestWhere, lineText, textHead, visibleText, walkElements } from '../../page/dom';
import { bodyOf, type PageModel } from '../../page/page-model';
import { squash } from '../../page/text';
import { conceptFor } from './concepts';
import { elementValue, namedElements } from './dom-values';
import { conditionalAfter, namesMembersPrice } from './currency';
import { isFormerValue } from './former-price';
import { forMembers, inChosenOption, inVariantPicker } from './page-regions';
import { rangeEnd } from './price-range';
import { priceAmount, sameAmount } from './stated-prices';

const PRICE = conceptFor('price')!;
type BoxAmount = { amount: number; ranged: boolean };
// Read once a page: the structured price, the sharing price and the page's own price box each ask.
const BOX_AMOUNTS = new WeakMap<PageModel, BoxAmount[]>();

/**
 * The amounts the elements named for the price show in the page's text (struck and "was" prices left out), in buy-box order,
 * each marked where a "from" or a range sets it ("Starting at $1,499.99", "$19.90 – $34.90").
 */
export function buyBoxAmounts(page: PageModel): BoxAmount[] {
  let amounts = BOX_AMOUNTS.get(page);
  if (!amounts) {
    // An itemprop's content is the structured data again, unless the element shows it too ("279€99" with content="279.99");
    // a variant picker's prices are each its option's, the chosen one's the page's.
    amounts = namedElements(page.$, 'price', PRICE)
      .filter(
        (el) =>
          (!inVariantPicker(el) || inChosenOption(el)) &&
          (el.attribs.content === undefined || sameAmount(priceAmount(visibleText(el), PRICE) ?? NaN, Number(el.attribs.content))),
      )
      .flatMap((el) => {
        const amount = priceAmount(elementValue(page.$, el, page.url), PRICE);
        return amount === undefined ? [] : [{ amount, ranged: rangeEnd(el) }];
      });
    BOX_AMOUNTS.set(page, amounts);
  }
  return amounts;
}

/**
 * The chosen option's amount in the buy box, where the one price stated shows there only behind a "from": the cheapest
 * option's (a bouquet's "ab 24,99 €" over its chosen size's 29,99 €).
 */
export function chosenOverFrom(page: PageModel, amounts: number[]): number | undefined {
  if (amounts.length !== 1) return undefined;
  const boxes = buyBoxAmounts(page);
  const at = boxes.filter((box) => sameAmount(box.amount, amounts[0]));
  if (!at.length || at.some((box) => !box.ranged)) return undefined;
  return boxes.find((box) => !box.ranged && box.amount > amounts[0])?.amount;
}

const MEMBERS_LINE_CHARS = 60;
// Whether the element showing an amount says it is the members' price, by its box's name, the label on its line or the words
// after it (a shop card's: "$ 449.990 Con Tarjeta CMR").
const membersOnly = (el: Element) =>
  forMembers(el) ||
  namesMembersPrice(`${lineText(el, 'before', MEMBERS_LINE_CHARS)} ${squash(textHead(el, MEMBERS_LINE_CHARS))}`) ||
  conditionalAfter(lineText(el, 'after', MEMBERS_LINE_CHARS));

/**
 * The buy box's price for everyone, where the one price stated is shown only as the members' price (a feed that gives the
 * loyalty card's price: Boots's "Advantage Card price £24.95" under its £32.95, XXL's "Medlemspris 1 349,-" under 1 499,-).
 */
export function everyonesOverMembers(page: PageModel, amounts: number[]): number | undefined {
  if (amounts.length !== 1) return undefined;
  // The buy box is read once a page; the page's elements are walked only where it shows another amount.
  const everyones = buyBoxAmounts(page).find((box) => !box.ranged && !sameAmount(box.amount, amounts[0]))?.amount;
  if (everyones === undefined) return undefined;
  const showing: Element[] = [];
  const whole = String(Math.trunc(amounts[0]));
  walkElements(bodyOf(page.$), (el) => {
    // A struck or "was" amount (another product's card: "<s>1 099 kr</s> 899 kr") is not the price shown.
    if (!el.children.length || !el.children.every((c) => c.type === 'text') || closestWhere(el, isFormerValue)) return;
    const said = squash(textHead(el, MEMBERS_LINE_CHARS + 1));
    if (said.length <= MEMBERS_LINE_CHARS && said.replace(/\D/g, '').includes(whole) && sameAmount(priceAmount(said, PRICE) ?? NaN, amounts[0]))
      showing.push(el);
  });
  return showing.length && showing.every(membersOnly) ? everyones : undefined;
}
