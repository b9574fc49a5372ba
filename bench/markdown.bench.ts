/**
 * `npm run bench markdown`: the scrape's markdown (main content only) of the real articles in
 * ../shared/corpora/article-pages, its text scored against the marked article bodies by shingle F1
 * (quality/shingle-f1.ts), beside Readability.js alone on the same pages in the same run; and the
 * time per page of each. Goal: F1 ≥ 0.95. Nothing is asserted.
 */
import { resolve } from 'node:path';
import { pageFormats } from '../server/engine/scrape/page-formats';
import { loadArticleCorpus, readabilityAlone } from './quality/article-pages';
import { averageScore, shingleScore, type ShingleCounts } from './quality/shingle-f1';
import { percentiles, section } from './report';

// dist/bench/markdown.bench.js → the repository root.
const ROOT = resolve(__dirname, '..', '..');

/** The words a reader sees of markdown: link and image targets, fences, table rules and markers go. */
export function markdownText(md: string): string {
  return md
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^(```|~~~).*$/gm, '')
    .replace(/^\|?\s*-{3,}.*$/gm, '')
    .replace(/[|*_#>`]/g, ' ');
}

export async function benchMarkdown(): Promise<void> {
  section('markdown: scrape markdown of real articles (shingle F1 against the marked bodies)');
  const pages = loadArticleCorpus(ROOT);
  if (!pages) {
    console.log('skipped: ../shared/corpora/article-pages is not beside the clone');
    return;
  }
  const ours: ShingleCounts[] = [];
  const baseline: ShingleCounts[] = [];
  const oursMs: number[] = [];
  const baseMs: number[] = [];
  for (const page of pages) {
    const html = page.html().toString('utf8');
    let t0 = performance.now();
    const out = await pageFormats({ url: page.url, status: 200, headers: {}, html, ms: 0, engine: 'http' }, ['markdown'], true).catch(() => ({ markdown: '' }));
    oursMs.push(performance.now() - t0);
    ours.push(shingleScore(page.expected(), markdownText(out.markdown ?? '')));
    t0 = performance.now();
    baseline.push(shingleScore(page.expected(), readabilityAlone(page)));
    baseMs.push(performance.now() - t0);
  }
  const show = (name: string, s: ShingleCounts[], ms: number[]) => {
    const a = averageScore(s);
    const p = percentiles(ms);
    console.log(
      `${name.padEnd(34)} F1 ${a.f1.toFixed(3)}  P ${a.precision.toFixed(3)}  R ${a.recall.toFixed(3)}   ${p.p50.toFixed(1)} ms/page p50, ${p.p99.toFixed(1)} p99`,
    );
  };
  console.log(`${pages.length} pages; goal F1 ≥ 0.95`);
  show('scrape markdown (main content)', ours, oursMs);
  show('baseline: Readability.js text', baseline, baseMs);
}
