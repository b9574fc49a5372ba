/**
 * The test hooks shops leave in their markup, which name what an element shows besides its class, itemprop and id.
 */
import type { Element } from 'domhandler';

// Attributes that name what an element shows besides class/itemprop/id: the test hooks shops leave
// in their markup (`data-qa-qualifier="product-reference"`, `data-testid="price"`).
const HOOKS = [
  'data-qa',
  'data-qa-qualifier',
  'data-testid',
  'data-test',
  'data-test-id',
  'data-automation',
  'data-auto-id',
  'data-aut-id',
  'data-hook',
  'data-cy',
  'data-e2e',
  // Farfetch's "<p data-component="PriceOriginal">" beside its "PriceFinal".
  'data-component',
];
/** An element's test hook: `data-testid="price"`, `data-qa-qualifier="product-reference"`. */
export const hookOf = (el: Element) => HOOKS.map((h) => el.attribs[h]).find((v) => v !== undefined);
