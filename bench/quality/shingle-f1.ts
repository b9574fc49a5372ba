/**
 * Article-body scoring as scrapinghub/article-extraction-benchmark's evaluate.py does it: tokens are
 * `\w+` in Unicode (letters, digits, underscore; case kept), 4-token shingles (a text of fewer tokens
 * is one shingle), per page true/false positives and negatives of the shingle multisets; precision is
 * the mean over pages that predicted something, recall the mean over pages that expect something,
 * F1 from the two means.
 */

const TOKEN = /[\p{L}\p{N}_]+/gu;

function shingles(text: string): Map<string, number> {
  const tokens = text.match(TOKEN) ?? [];
  const out = new Map<string, number>();
  for (let i = 0; i < Math.max(1, tokens.length - 3); i++) {
    const key = tokens.slice(i, i + 4).join(' ');
    if (key) out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** True positives, false positives and false negatives of one page's shingles. */
export interface ShingleCounts {
  tp: number;
  fp: number;
  fn: number;
}

/** The shingle counts of one extracted text against the expected one. */
export function shingleScore(expected: string, got: string): ShingleCounts {
  const e = shingles(expected);
  const g = shingles(got);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const k of new Set([...e.keys(), ...g.keys()])) {
    const want = e.get(k) ?? 0;
    const have = g.get(k) ?? 0;
    tp += Math.min(want, have);
    fp += Math.max(0, have - want);
    fn += Math.max(0, want - have);
  }
  return { tp, fp, fn };
}

const precisionOf = ({ tp, fp, fn }: ShingleCounts) => (fp === 0 && fn === 0 ? 1 : tp / (tp + fp));
const recallOf = ({ tp, fp, fn }: ShingleCounts) => (fp === 0 && fn === 0 ? 1 : tp / (tp + fn));
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Mean precision and recall over pages, and the F1 of the two means. */
export function averageScore(scores: ShingleCounts[]): { precision: number; recall: number; f1: number } {
  const precision = mean(scores.filter((s) => s.tp + s.fp > 0).map(precisionOf));
  const recall = mean(scores.filter((s) => s.tp + s.fn > 0).map(recallOf));
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

/** The F1 of one page (for page-by-page reports). */
export function pageF1(s: ShingleCounts): number {
  const p = s.tp + s.fp > 0 ? precisionOf(s) : 0;
  const r = s.tp + s.fn > 0 ? recallOf(s) : 0;
  return p + r ? (2 * p * r) / (p + r) : 0;
}
