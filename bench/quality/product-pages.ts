/**
 * The real product pages (`../shared/corpora/product-pages`, beside the clone, never copied into it):
 * 73 pages from 70 shops, each field scored as the corpus README says (the benchmark's evaluate.py):
 * per page a true positive when the one value given is among the accepted ones, a false positive for
 * a wrong value (and a false negative too when the page has one), a false negative for no value where
 * the page has one; micro-averaged over pages.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { countAnswer, emptyRun, extractCorpus, type CorpusRun, type FetchPath } from './api-runner';
import { strippedCopies, type Strip } from './without-structured-data';

/** The corpus folder: `../shared/corpora/product-pages` relative to the repository root. */
export const productCorpus = (root: string) => join(root, '..', 'shared', 'corpora', 'product-pages');

/** What a user asks of a product page. */
export const PRODUCT_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    currency: { type: 'string' },
    sku: { type: 'string' },
    availability: { type: 'string' },
    brand: { type: 'string' },
    mpn: { type: 'string' },
    gtin: { type: 'string' },
  },
  required: ['name', 'price'],
};

/** The scored fields, as the README names them. */
export const PRODUCT_FIELDS = ['price', 'sku', 'availability', 'OutOfStock', 'brand', 'mpn', 'gtin'] as const;
type Field = (typeof PRODUCT_FIELDS)[number];

interface Truth {
  url: string;
  [field: string]: string | string[];
}

/** "1.299,00 €" → 1299; the last separator is the decimal one when one or two digits follow it. */
export function decimalOf(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return undefined;
  const digits = v.replace(/[^\d.,]/g, '');
  const m = /^(.*)[.,](\d{1,2})$/.exec(digits);
  const n = m ? Number(`${m[1].replace(/[.,]/g, '')}.${m[2]}`) : Number(digits.replace(/[.,]/g, ''));
  return digits && Number.isFinite(n) ? n : undefined;
}

/** A field's prediction as the scorer compares it; undefined when none was given. */
function predicted(field: Field, data: Record<string, unknown>): string | undefined {
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v).trim());
  switch (field) {
    case 'price': {
      const n = decimalOf(data.price);
      return n === undefined ? undefined : String(n);
    }
    case 'availability':
      // The benchmark reads a missing availability as InStock.
      return text(data.availability) ?? 'InStock';
    case 'OutOfStock':
      return text(data.availability) === 'OutOfStock' ? 'OutOfStock' : undefined;
    case 'gtin':
      return text(data.gtin)?.replace(/^0+/, '');
    case 'brand':
    case 'mpn':
      return text(data[field])?.toLowerCase();
    default:
      return text(data[field]);
  }
}

function accepted(field: Field, truth: Truth): Set<string> {
  const values = ((truth[field] as string[] | undefined) ?? []).map((v) => v.trim());
  switch (field) {
    case 'price':
      return new Set(values.map((v) => String(decimalOf(v))));
    case 'gtin':
      return new Set(values.map((v) => v.replace(/^0+/, '')));
    case 'brand':
    case 'mpn':
      return new Set(values.map((v) => v.toLowerCase()));
    default:
      return new Set(values);
  }
}

/** Micro-averaged counts of one field. */
export interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

/** Precision, recall and F1 of a tally as evaluate.py computes them. */
export function prf({ tp, fp, fn }: Tally): { p: number; r: number; f1: number } {
  const p = fp === 0 && fn === 0 ? 1 : tp + fp === 0 ? 0 : tp / (tp + fp);
  const r = fp === 0 && fn === 0 ? 1 : tp + fn === 0 ? 0 : tp / (tp + fn);
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}

/** One path's scores on the corpus; a completed result with a wrong or missing scored field counts as wrong. */
export interface ProductRun extends CorpusRun {
  tallies: Record<Field, Tally>;
  /** Each page's answered name (the corpus states none to score it by), in corpus order. */
  names: (string | undefined)[];
}

/** How many pages `run` names as `reference` does (case, spacing and punctuation aside), of those `reference` names. */
export function sameNames(run: ProductRun, reference: ProductRun): { same: number; of: number } {
  const key = (name: string | undefined) => name?.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const named = reference.names.map((name, i) => [key(name), key(run.names[i])]).filter(([want]) => want);
  return { same: named.filter(([want, got]) => want === got).length, of: named.length };
}

/** Loads the corpus; undefined when it is absent. */
export function loadProductCorpus(root: string): { id: string; truth: Truth; file: string; html: () => Buffer }[] | undefined {
  const dir = productCorpus(root);
  if (!existsSync(join(dir, 'ground-truth.json'))) return undefined;
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<string, Truth>;
  return Object.entries(truth).map(([id, t]) => {
    const file = join(dir, 'html', `${id}.html.gz`);
    return { id, truth: t, file, html: () => gunzipSync(readFileSync(file)) };
  });
}

/**
 * Extracts every page through the API on `fetchPath` and scores it; `strip`: each page served as it makes it (without its
 * structured data, or its names too: without-structured-data.ts).
 */
export async function runProductPages(root: string, fetchPath: FetchPath, concurrency: number, strip?: Strip): Promise<ProductRun | undefined> {
  const pages = loadProductCorpus(root);
  if (!pages) return undefined;
  const dir = strip ? mkdtempSync(join(tmpdir(), 'pluck-stripped-')) : undefined;
  const served =
    dir && strip
      ? strippedCopies(
          pages.map((p) => ({ url: p.truth.url, html: p.html })),
          dir,
          strip,
        )
      : pages.map((p) => ({ url: p.truth.url, file: p.file }));
  const answers = await extractCorpus(served, PRODUCT_SCHEMA, fetchPath, concurrency).finally(() => dir && rmSync(dir, { recursive: true, force: true }));
  const tallies = Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<Field, Tally>;
  const run: ProductRun = { ...emptyRun(), tallies, names: [] };
  pages.forEach((page, i) => {
    const a = answers[i];
    const data = a.result?.data ?? {};
    run.names.push(typeof data.name === 'string' ? data.name : undefined);
    const wrong: string[] = [];
    for (const f of PRODUCT_FIELDS) {
      const want = accepted(f, page.truth);
      const got = predicted(f, data);
      const t = tallies[f];
      if (got === undefined) {
        if (want.size) t.fn++;
      } else if (want.has(got)) t.tp++;
      else {
        t.fp++;
        if (want.size) t.fn++;
      }
      if (got === undefined ? want.size > 0 : !want.has(got))
        wrong.push(`${f}: expected ${want.size ? [...want].join(' | ') : '(none)'}, got ${got ?? '(none)'}`);
    }
    countAnswer(run, a, wrong.length > 0);
    if (wrong.length || !a.result)
      run.errors.push(
        `${page.id.slice(0, 12)} ${page.truth.url}${a.error ? `\n    error: ${a.error}` : ` [${a.result?.status}]`}\n${wrong.map((w) => `    ${w}`).join('\n')}`,
      );
  });
  return run;
}
