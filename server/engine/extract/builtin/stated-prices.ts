/** Amounts of money as the page states them: a price text's amount, and whether the structured prices are the page's own. */
import type { PageModel } from '../../page/page-model';
import { parseNumber } from '../../validate/coerce';
import { cleanValue } from './clean-value';
import type { Concept } from './concepts';
import { scalarOf, valuesAt } from './entity-values';
import { formerPriceAmounts } from './former-price';
import { showsAmount } from './shown-values';

// Two amounts under a cent apart are one.
export const CENT = 0.005;
export const sameAmount = (a: number, b: number) => Math.abs(a - b) < CENT;

/** The amount a text states as the price, cleaned as the price is ("1.299,00 €" → 1299), if any. */
export function priceAmount(text: string, concept: Concept): number | undefined {
  const price = cleanValue(text, concept);
  return price === undefined ? undefined : parseNumber(String(price));
}

/** Whether every structured price is one the page shows as a former price. */
export function shownAsFormer(page: PageModel, stated: unknown[]): boolean {
  const amounts = stated.map((v) => Number(scalarOf(v)));
  if (!amounts.length || amounts.some((n) => !Number.isFinite(n))) return false;
  const former = formerPriceAmounts(page.$);
  return amounts.every((n) => former.some((f) => sameAmount(f, n)));
}

/**
 * Whether the page shows none of the structured prices anywhere in its text: a stale feed's price (a sale ended, a
 * variant's "lowPrice" across the range) where the page shows the one to pay.
 */
export function unshownPrices(page: PageModel, stated: unknown[]): boolean {
  const amounts = stated.map((v) => Number(scalarOf(v)));
  return amounts.length > 0 && amounts.every((n) => Number.isFinite(n) && n > 0 && !showsAmount(page, n));
}

// UN/CEFACT codes of a quantity measured, not counted: square and cubic metres, metres, litres, kilograms and their parts,
// feet, yards, pounds, gallons.
const MEASURE_UNITS = new Set(['MTK', 'MTQ', 'MTR', 'CMT', 'MMT', 'LTR', 'MLT', 'KGM', 'GRM', 'FOT', 'FTK', 'YRD', 'LBR', 'ONZ', 'GLL']);
const UNIT_PATHS = ['priceSpecification.unitCode', 'priceSpecification.referenceQuantity.unitCode'];

/**
 * Whether the structured offer prices the product by a measure: its UnitPriceSpecification counts the price per square
 * metre or per litre (a floor shop's "8,99 € / m²" beside its "Paketpreis 17,95 €"), a unit price where the page sells packs.
 * An offer whose measured price differs from its own states its unit price beside it (a perfumery's 50 ml at 64,95 € with
 * "129,90 € / 100 ml"): its price is the bottle's.
 */
export const statedPerMeasure = (entity: unknown): boolean => {
  const measured = valuesAt(entity, 'offers').filter((offer) =>
    UNIT_PATHS.flatMap((path) => valuesAt(offer, path)).some((code) => MEASURE_UNITS.has(String(scalarOf(code)).toUpperCase())),
  );
  const amount = (offer: unknown, path: string) => Number(scalarOf(valuesAt(offer, path)[0]));
  return (
    measured.length > 0 &&
    measured.every(
      (offer) =>
        !(amount(offer, 'price') > 0) ||
        !(amount(offer, 'priceSpecification.price') > 0) ||
        sameAmount(amount(offer, 'price'), amount(offer, 'priceSpecification.price')),
    )
  );
};
