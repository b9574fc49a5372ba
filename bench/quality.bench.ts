/**
 * `npm run bench quality`: extraction quality on corpora — article bodies on the Readability test
 * pages beside the repository, and product fields on the product corpus in `bench/corpora/products`.
 * Figures are printed, never asserted.
 */
import { resolve } from 'node:path';
import { benchArticleBodies } from './quality/article-bodies';
import { benchProductFields } from './quality/product-fields';

// dist/bench/quality.bench.js → the repository root.
const ROOT = resolve(__dirname, '..', '..');

/** Runs the quality benches. */
export async function benchQuality(): Promise<void> {
  await benchProductFields(ROOT);
  await benchArticleBodies(ROOT);
}
