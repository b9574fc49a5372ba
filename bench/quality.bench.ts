/**
 * `npm run bench quality`: the builtin extractor on real pages, through the API with the server's
 * defaults, on both fetch paths — product fields on real shop pages, article bodies on real news
 * articles and on the Readability test pages (corpora beside the clone, in ../shared/corpora).
 * Each figure is printed beside the published figures of other extractors; nothing is asserted.
 *
 * Flags: `--quick` (HTTP path only), `--show-errors` (page by page: expected and got),
 * `--corpus=products|articles|readability|no-products` (one corpus).
 */
import { resolve } from 'node:path';
import type { FetchPath } from './quality/api-runner';
import { loadArticleCorpus, loadReadabilityPages, readabilityAlone, runArticlePages, type ArticlePage } from './quality/article-pages';
import { runNoProductPages } from './quality/no-product-pages';
import { prf, PRODUCT_FIELDS, runProductPages, sameNames, type ProductRun } from './quality/product-pages';
import { averageScore, shingleScore } from './quality/shingle-f1';
import { withoutNames, withoutStructuredData, type Strip } from './quality/without-structured-data';
import { percentiles, section } from './report';

// dist/bench/quality.bench.js → the repository root.
const ROOT = resolve(__dirname, '..', '..');
// The server's default browser pool size: as many extractions in flight as it keeps pages warm.
const CONCURRENCY = 2;

// Published F1 on the same pages (issue 30's table): Pluck before this work, Zyte AutoExtract, Diffbot, extruct.
const PUBLISHED: Record<string, string> = {
  price: 'issue 0.806 · Zyte 0.915 · Diffbot 0.873 · extruct 0.635',
  sku: 'issue 0.623 · Zyte 0.875 · Diffbot 0.813 · extruct 0.547',
  availability: 'issue 0.851 · Zyte 0.940 · Diffbot 0.925 · extruct 0.881',
  OutOfStock: 'issue 0.44',
  body: 'issue 0.910 · Zyte 0.967 · Diffbot 0.948 · trafilatura 0.957 · Readability.js 0.942',
};
const GOALS: Record<string, number> = { price: 0.9, sku: 0.85, availability: 0.95, OutOfStock: 0.8, body: 0.95 };

const flag = (name: string) => process.argv.includes(`--${name}`);
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

function row(name: string, v: { f1: number; p: number; r: number }, key: string): void {
  const goal = GOALS[key] !== undefined ? ` goal ≥ ${GOALS[key].toFixed(2)}` : '';
  const answered = v.p < 0.9 && key !== 'availability' ? ' (precision < 0.90)' : '';
  console.log(
    `${name.padEnd(34)} F1 ${v.f1.toFixed(3)}  P ${v.p.toFixed(3)}  R ${v.r.toFixed(3)}${goal}${answered}${PUBLISHED[key] ? `   [${PUBLISHED[key]}]` : ''}`,
  );
}

function timing(fetchPath: FetchPath, ms: number[], cut: number): void {
  const p = percentiles(ms);
  const browser = fetchPath === 'browser' ? `, ${cut} read as served (wait_cut)   (goal p50 ≤ 600 ms)` : '';
  console.log(`${`${fetchPath} time per page`.padEnd(34)} p50 ${p.p50.toFixed(0)} ms  p99 ${p.p99.toFixed(0)} ms${browser}`);
}

const share = (n: number, of: number) => `${n}/${of} (${of ? ((100 * n) / of).toFixed(0) : 0} %)`;

async function products(paths: FetchPath[], showErrors: boolean): Promise<void> {
  section('quality: real product pages (../shared/corpora/product-pages, evaluate.py scoring, micro-averaged)');
  let declared: ProductRun | undefined;
  for (const fetchPath of paths) {
    const run = await runProductPages(ROOT, fetchPath, CONCURRENCY);
    if (!run) return void console.log('corpus missing: ../shared/corpora/product-pages (skipped)');
    declared ??= run;
    console.log(`-- ${fetchPath} path: ${run.ms.length} pages, ${run.failed} failed`);
    for (const f of PRODUCT_FIELDS) row(f, prf(run.tallies[f]), f);
    console.log(`${'completed with a wrong/missing field'.padEnd(34)} ${share(run.completedWrong, run.completed)}`);
    timing(fetchPath, run.ms, run.cut);
    if (showErrors) for (const e of run.errors) console.log(`  ${e}`);
  }
  // The same pages with their JSON-LD, microdata, RDFa and meta tags taken out: what the page alone gives, as on shops
  // that declare nothing; then with their class, id and data-* names taken out too, as on shops whose class names are
  // hashes. The HTTP path reads the same markup the browser would.
  const stripped: [string, Strip][] = [
    ['structured data taken out (JSON-LD, microdata, RDFa, meta tags)', withoutStructuredData],
    ['structured data and names taken out (and class, id, data-*)', withoutNames],
  ];
  for (const [what, strip] of stripped) {
    const bare = await runProductPages(ROOT, 'http', CONCURRENCY, strip);
    if (!bare) return;
    console.log(`-- http path, ${what}: ${bare.ms.length} pages, ${bare.failed} failed`);
    for (const f of PRODUCT_FIELDS) row(f, prf(bare.tallies[f]), '');
    // The corpus states no name; the one the page's own structured data gives is the reference.
    if (declared) {
      const { same, of } = sameNames(bare, declared);
      console.log(`${'name as its structured data states'.padEnd(34)} ${share(same, of)}`);
    }
    if (showErrors) for (const e of bare.errors) console.log(`  ${e}`);
  }
}

async function articles(title: string, pages: ArticlePage[] | undefined, paths: FetchPath[], showErrors: boolean): Promise<void> {
  section(`quality: ${title} (4-token shingle F1, means over pages)`);
  if (!pages) return void console.log('corpus missing (skipped)');
  const alone = averageScore(pages.map((p) => shingleScore(p.expected(), readabilityAlone(p))));
  row('Readability.js alone (in-process)', { f1: alone.f1, p: alone.precision, r: alone.recall }, '');
  for (const fetchPath of paths) {
    const run = await runArticlePages(pages, fetchPath, CONCURRENCY);
    const s = averageScore(run.scores);
    console.log(`-- ${fetchPath} path: ${pages.length} pages, ${run.failed} failed`);
    row('article body', { f1: s.f1, p: s.precision, r: s.recall }, 'body');
    console.log(`${'completed with body F1 < 0.9'.padEnd(34)} ${share(run.completedWrong, run.completed)}`);
    // The Readability pages state the title and byline the reader view reads; its own are the reference, so no baseline.
    for (const field of ['headline', 'author'] as const) {
      const { same, of } = run.metadata[field];
      if (of) console.log(`${`${field} as Readability reads it`.padEnd(34)} ${share(same, of)}`);
    }
    timing(fetchPath, run.ms, run.cut);
    if (showErrors) for (const e of run.errors) console.log(`  ${e}`);
  }
}

async function noProducts(pages: ArticlePage[] | undefined, paths: FetchPath[], showErrors: boolean): Promise<void> {
  section('quality: the product schema on pages that sell nothing (the article and Readability pages; goal: no value)');
  if (!pages) return void console.log('corpora missing (skipped)');
  for (const fetchPath of paths) {
    const run = await runNoProductPages(pages, fetchPath, CONCURRENCY);
    const answered = Object.entries(run.answered).map(([f, n]) => `${f} ${n}`);
    console.log(`-- ${fetchPath} path: ${pages.length} pages, ${run.failed} failed`);
    console.log(`${'product values answered'.padEnd(34)} ${answered.join(' · ')}`);
    console.log(`${'pages with any'.padEnd(34)} ${share(run.errors.length, pages.length)}`);
    if (showErrors) for (const e of run.errors) console.log(`  ${e}`);
  }
}

/** Runs the quality benches. */
export async function benchQuality(): Promise<void> {
  const paths: FetchPath[] = flag('quick') ? ['http'] : ['http', 'browser'];
  const showErrors = flag('show-errors');
  const only = option('corpus');
  if (!only || only === 'products') await products(paths, showErrors);
  if (!only || only === 'articles') await articles('real news and blog articles (../shared/corpora/article-pages)', loadArticleCorpus(ROOT), paths, showErrors);
  if (!only || only === 'readability')
    await articles('Readability test pages (../shared/corpora/readability-test-pages)', loadReadabilityPages(ROOT), paths, showErrors);
  if (!only || only === 'no-products') {
    const pages = [...(loadArticleCorpus(ROOT) ?? []), ...(loadReadabilityPages(ROOT) ?? [])];
    await noProducts(pages.length ? pages : undefined, paths, showErrors);
  }
}
