/**
 * Product fields on the project's product-page corpus (`bench/corpora/products`): the builtin with
 * validation and coercion as a user gets it, scored per field — precision over the values given,
 * recall over the values expected, F1 of the two.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBuiltinExtractor } from '../../server/engine/extract/builtin/builtin-extractor';
import { buildPageModel } from '../../server/engine/page/page-model';
import type { JsonSchema } from '../../server/engine/types';
import { validateData } from '../../server/engine/validate/validate';
import { figure, section } from '../report';

const FIELDS = ['name', 'price', 'currency', 'sku', 'availability'] as const;
const GOALS: Record<string, string> = { price: ' (goal ≥ 0.90)', sku: ' (goal ≥ 0.80)', availability: ' (goal ≥ 0.95)' };
const SCHEMA: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' }, sku: { type: 'string' }, availability: { type: 'string' } },
};

interface Case {
  page: string;
  url: string;
  expected: Record<string, string | number | null>;
}

const same = (a: unknown, b: unknown) => (typeof b === 'number' ? Number(a) === b : String(a).trim() === String(b));

/** Extracts every corpus page and prints per-field F1, listing each miss. */
export async function benchProductFields(root: string): Promise<void> {
  const dir = join(root, 'bench', 'corpora', 'products');
  const cases = JSON.parse(readFileSync(join(dir, 'cases.json'), 'utf8')) as Case[];
  section(`quality: product fields (${cases.length} pages in bench/corpora/products)`);
  const builtin = createBuiltinExtractor();
  const tally = Object.fromEntries(FIELDS.map((f) => [f, { given: 0, expected: 0, right: 0 }]));
  const misses: string[] = [];
  for (const c of cases) {
    const page = buildPageModel(readFileSync(join(dir, `${c.page}.html`), 'utf8'), c.url);
    const out = await builtin.extract({ page, schema: SCHEMA, derived: false, model: 'builtin', signal: new AbortController().signal });
    const data = validateData(out.data, SCHEMA).data as Record<string, unknown>;
    for (const f of FIELDS) {
      const got = data[f];
      const want = c.expected[f];
      const t = tally[f];
      if (got !== null && got !== undefined) t.given++;
      if (want !== null) t.expected++;
      if (want !== null && got !== null && same(got, want)) t.right++;
      else if (!(want === null && (got === null || got === undefined))) misses.push(`${c.page}.${f}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    }
  }
  for (const f of FIELDS) {
    const t = tally[f];
    const p = t.given ? t.right / t.given : 1;
    const r = t.expected ? t.right / t.expected : 1;
    figure(`${f}: F1${GOALS[f] ?? ''}`, p + r ? (2 * p * r) / (p + r) : 0, `(P ${p.toFixed(2)}, R ${r.toFixed(2)})`);
  }
  for (const m of misses) console.log(`  miss ${m}`);
}
