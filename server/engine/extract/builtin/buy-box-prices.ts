/**
 * The amounts a product's buy box shows in the elements named for the price, each marked where a "from" or a range sets it,
 * and the chosen option's price where the one stated stands there only behind a "from".
 */
import { visibleText } from '../../page/dom';
import type { PageModel } from '../../page/page-model';
import { conceptFor } from './concepts';
import { elementValue, namedElements } from './dom-values';
import { inChosenOption, inVariantPicker } from './page-regions';
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
