/**
 * Article bodies on the 130 Readability test pages (`../shared/corpora/readability-test-pages`,
 * beside the clone, never copied into it): the builtin's answer for an `article_body` field, its
 * older content-block heuristic and Readability alone, each scored by shingle F1.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { createBuiltinExtractor } from '../../server/engine/extract/builtin/builtin-extractor';
import { contentBlockBody } from '../../server/engine/extract/builtin/dom-values';
import { readableBody } from '../../server/engine/extract/builtin/readable-body';
import type { JsonSchema } from '../../server/engine/types';
import { buildPageModel } from '../../server/engine/page/page-model';
import { figure, section } from '../report';
import { averageScore, shingleScore } from './shingle-f1';

/** The corpus folder: `../shared/corpora/readability-test-pages` relative to the repository root. */
export function articleCorpus(root: string): string {
  return join(root, '..', 'shared', 'corpora', 'readability-test-pages');
}

const expectedText = (html: string) => cheerio.load(html).root().text();

/** Prints precision/recall/F1 of each article-body method on the corpus. */
export async function benchArticleBodies(root: string): Promise<void> {
  const dir = articleCorpus(root);
  section('quality: article bodies (Readability test pages, 4-token shingle F1)');
  if (!existsSync(dir)) {
    console.log(`corpus missing: ${dir}`);
    return;
  }
  const pages = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'source.html')));
  const builtin = createBuiltinExtractor();
  const methods: Record<string, { precision: number; recall: number }[]> = { builtin: [], 'content-block heuristic': [], 'readability+linkedom': [] };
  const schema: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
  const ms: number[] = [];
  for (const d of pages) {
    const html = readFileSync(join(dir, d.name, 'source.html'), 'utf8');
    const expected = expectedText(readFileSync(join(dir, d.name, 'expected.html'), 'utf8'));
    const url = `http://fakehost/test/${d.name}/`;
    const t = performance.now();
    const out = await builtin.extract({ page: buildPageModel(html, url), schema, derived: false, model: 'builtin', signal: new AbortController().signal });
    ms.push(performance.now() - t);
    methods.builtin.push(shingleScore(expected, String(out.data.article_body ?? '')));
    methods['content-block heuristic'].push(shingleScore(expected, contentBlockBody(buildPageModel(html, url).$) ?? ''));
    methods['readability+linkedom'].push(shingleScore(expected, readableBody(html, url) ?? ''));
  }
  console.log(`${pages.length} pages`);
  const heuristic = averageScore(methods['content-block heuristic']);
  for (const [name, scores] of Object.entries(methods)) {
    const s = averageScore(scores);
    figure(`${name}: precision`, s.precision, '');
    figure(`${name}: recall`, s.recall, '');
    figure(`${name}: F1 (goal ≥ 0.95)`, s.f1, '', name === 'content-block heuristic' ? undefined : { name: 'heuristic', value: heuristic.f1 });
  }
  figure('builtin article_body extraction, mean per page', ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length), 'ms');
}
