/**
 * Article-body scoring as article-extraction benchmarks do it: `\w+` tokens, 4-token shingles,
 * precision and recall per page, averaged over pages, F1 from the averages.
 */

function shingles(text: string): Map<string, number> {
  const tokens = text.toLowerCase().match(/\w+/g) ?? [];
  const out = new Map<string, number>();
  for (let i = 0; i + 4 <= Math.max(tokens.length, 4); i++) {
    const key = tokens.slice(i, i + 4).join(' ');
    if (key) out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** Precision and recall of one extracted text against the expected one (multiset of shingles). */
export function shingleScore(expected: string, got: string): { precision: number; recall: number } {
  const e = shingles(expected);
  const g = shingles(got);
  let common = 0;
  for (const [k, n] of g) common += Math.min(n, e.get(k) ?? 0);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const gt = total(g);
  const et = total(e);
  return { precision: gt ? common / gt : et ? 0 : 1, recall: et ? common / et : 1 };
}

/** Averaged precision/recall and the F1 of the averages. */
export function averageScore(scores: { precision: number; recall: number }[]): { precision: number; recall: number; f1: number } {
  const n = Math.max(1, scores.length);
  const precision = scores.reduce((a, s) => a + s.precision, 0) / n;
  const recall = scores.reduce((a, s) => a + s.recall, 0) / n;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}
