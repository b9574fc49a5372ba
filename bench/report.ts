/**
 * Bench output: one line per figure, with a ratio against a baseline measured in the same run.
 */

/** Latency percentiles of a sample, milliseconds. */
export function percentiles(samples: number[]): { p50: number; p99: number; mean: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length) };
}

/** Prints a section heading. */
export function section(title: string): void {
  console.log(`\n## ${title}`);
}

/** Prints one figure, and its ratio to a baseline when given. */
export function figure(name: string, value: number, unit: string, baseline?: { name: string; value: number }): void {
  const v = value.toFixed(value < 10 ? 2 : 1);
  if (!baseline) {
    console.log(`${name.padEnd(52)} ${v.padStart(10)} ${unit}`);
    return;
  }
  const ratio = baseline.value === 0 ? Infinity : value / baseline.value;
  console.log(`${name.padEnd(52)} ${v.padStart(10)} ${unit}   (${baseline.name}: ${baseline.value.toFixed(2)} ${unit}; ratio ${ratio.toFixed(2)}×)`);
}

/** Times `n` runs of fn with `concurrency` in flight; returns per-call ms and wall time. */
export async function load(
  n: number,
  concurrency: number,
  fn: (i: number) => Promise<unknown>,
): Promise<{ samples: number[]; wallMs: number; perSecond: number }> {
  const samples: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t = performance.now();
        await fn(i);
        samples.push(performance.now() - t);
      }
    }),
  );
  const wallMs = performance.now() - t0;
  return { samples, wallMs, perSecond: (n / wallMs) * 1000 };
}
