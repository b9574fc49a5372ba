/**
 * The product schema asked of pages that sell nothing: the real news articles and the Readability
 * test pages. Every product field answered there is a value the page does not state (a sidebar deal's
 * price, "High availability" on a blog), so the count to keep is zero; name is left out, as "name" is
 * also an article's.
 */
import { countAnswer, emptyRun, extractCorpus, type CorpusRun, type FetchPath } from './api-runner';
import type { ArticlePage } from './article-pages';
import { PRODUCT_SCHEMA } from './product-pages';

const FIELDS = Object.keys(PRODUCT_SCHEMA.properties).filter((f) => f !== 'name');

/** One path's count of product values answered on pages that sell nothing, per field. */
export interface NoProductRun extends CorpusRun {
  answered: Record<string, number>;
}

/** Asks `pages` for a product through the API on `fetchPath` and counts what comes back. */
export async function runNoProductPages(pages: ArticlePage[], fetchPath: FetchPath, concurrency: number): Promise<NoProductRun> {
  const answers = await extractCorpus(pages, PRODUCT_SCHEMA, fetchPath, concurrency);
  const run: NoProductRun = { ...emptyRun(), answered: Object.fromEntries(FIELDS.map((f) => [f, 0])) };
  pages.forEach((page, i) => {
    const data = answers[i].result?.data ?? {};
    const given = FIELDS.filter((f) => data[f] !== null && data[f] !== undefined && data[f] !== '');
    for (const f of given) run.answered[f]++;
    countAnswer(run, answers[i], given.length > 0);
    if (given.length) run.errors.push(`${page.id.slice(0, 16)} ${page.url} ${given.map((f) => `${f}=${JSON.stringify(data[f])}`).join(' ')}`);
  });
  return run;
}
