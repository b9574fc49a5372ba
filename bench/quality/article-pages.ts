/**
 * Article bodies through the API on two corpora beside the clone (never copied into it): the real
 * news and blog articles (`../shared/corpora/article-pages`, body text marked by a person) and the
 * Readability test pages (`../shared/corpora/readability-test-pages`, the reader view's expected
 * content). Scored by shingle F1 (shingle-f1.ts); Readability.js alone over the raw page is measured
 * beside, in-process, as the baseline the builtin must not fall below.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Readability } from '@mozilla/readability';
import * as cheerio from 'cheerio';
import { parseHTML } from 'linkedom';
import { countAnswer, emptyRun, extractCorpus, type CorpusRun, type FetchPath } from './api-runner';
import { pageF1, shingleScore, type ShingleCounts } from './shingle-f1';

/** What a user asks of an article page. */
export const ARTICLE_SCHEMA = {
  type: 'object',
  properties: { headline: { type: 'string' }, author: { type: 'string' }, article_body: { type: 'string' } },
  required: ['article_body'],
};

/** One article page: where it was, its HTML and its expected body text. */
export interface ArticlePage {
  id: string;
  url: string;
  /** The saved page's file (gzipped when it ends in .gz). */
  file: string;
  html: () => Buffer;
  expected: () => string;
  /** The title and byline the reader view reads (the Readability pages' expected metadata), where the corpus gives them. */
  metadata?: () => { title?: string | null; byline?: string | null };
}

const corpora = (root: string) => join(root, '..', 'shared', 'corpora');

/** The real articles; undefined when absent. */
export function loadArticleCorpus(root: string): ArticlePage[] | undefined {
  const dir = join(corpora(root), 'article-pages');
  if (!existsSync(join(dir, 'ground-truth.json'))) return undefined;
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<string, { url: string; articleBody: string }>;
  return Object.entries(truth).map(([id, t]) => {
    const file = join(dir, 'html', `${id}.html.gz`);
    return { id, url: t.url, file, html: () => gunzipSync(readFileSync(file)), expected: () => t.articleBody };
  });
}

/** The Readability test pages; undefined when absent. */
export function loadReadabilityPages(root: string): ArticlePage[] | undefined {
  const dir = join(corpora(root), 'readability-test-pages');
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'source.html')))
    .map((d) => ({
      id: d.name,
      url: `http://fakehost/test/${d.name}/`,
      file: join(dir, d.name, 'source.html'),
      html: () => readFileSync(join(dir, d.name, 'source.html')),
      expected: () =>
        cheerio
          .load(readFileSync(join(dir, d.name, 'expected.html'), 'utf8'))
          .root()
          .text(),
      metadata: () => JSON.parse(readFileSync(join(dir, d.name, 'expected-metadata.json'), 'utf8')) as { title?: string | null; byline?: string | null },
    }));
}

/** Readability.js alone on the raw page, as its authors run it: the article's textContent. */
export function readabilityAlone(page: ArticlePage): string {
  try {
    const { document } = parseHTML(page.html().toString('utf8'));
    return new Readability(document as unknown as Document).parse()?.textContent ?? '';
  } catch {
    return '';
  }
}

/** One path's scores on an article corpus; a completed body below 0.9 F1 (or missing) counts as wrong. */
export interface ArticleRun extends CorpusRun {
  scores: ShingleCounts[];
  /** Pages whose headline and author are the reader view's title and byline, of the pages whose corpus states them. */
  metadata: Record<'headline' | 'author', { same: number; of: number }>;
}

// Compared as words: case, punctuation and a byline's "By" aside ("By Joshua Sokol" is the byline "Joshua Sokol").
const wordsOf = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/^\s*by\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s).replace(/\s+/g, ' ');

/** Extracts every page's body through the API on `fetchPath` and scores it. */
export async function runArticlePages(pages: ArticlePage[], fetchPath: FetchPath, concurrency: number): Promise<ArticleRun> {
  const answers = await extractCorpus(pages, ARTICLE_SCHEMA, fetchPath, concurrency);
  const run: ArticleRun = { ...emptyRun(), scores: [], metadata: { headline: { same: 0, of: 0 }, author: { same: 0, of: 0 } } };
  pages.forEach((page, i) => {
    const a = answers[i];
    const meta = page.metadata?.();
    for (const [field, want] of [
      ['headline', meta?.title],
      ['author', meta?.byline],
    ] as const) {
      if (!want) continue;
      run.metadata[field].of++;
      if (wordsOf(a.result?.data[field]) === wordsOf(want)) run.metadata[field].same++;
    }
    const body = String(a.result?.data.article_body ?? '');
    const expected = page.expected();
    const s = shingleScore(expected, body);
    run.scores.push(s);
    const f1 = pageF1(s);
    countAnswer(run, a, f1 < 0.9);
    if (f1 < 0.9) {
      const p = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 0;
      const r = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 0;
      run.errors.push(
        `${page.id.slice(0, 16)} ${page.url} F1 ${f1.toFixed(2)} (P ${p.toFixed(2)}, R ${r.toFixed(2)})${a.error ? ` error: ${a.error}` : ''}\n    expected: ${clip(expected)}\n    got:      ${clip(body)}`,
      );
    }
  });
  return run;
}
