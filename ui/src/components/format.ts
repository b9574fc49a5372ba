/**
 * How numbers and times read in the console.
 */

// One formatter each: toLocaleString builds a new Intl formatter per call, which dominates
// rendering a table of a thousand rows.
const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });
const COUNT = new Intl.NumberFormat();

/** A timestamp in the operator's locale, to the second. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : TIME.format(d);
}

/** Milliseconds as ms or s. */
export function formatDuration(ms: number | undefined | null): string {
  if (ms === undefined || ms === null) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** US dollars; tiny LLM costs keep their significant digits. */
export function formatCost(usd: number): string {
  if (usd === 0) return '$0';
  return usd < 0.01 ? `$${usd.toPrecision(2)}` : `$${usd.toFixed(2)}`;
}

/** A 0..1 share as a percentage. */
export function formatPercent(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${Math.round(share * 100)}%`;
}

/** A count with thousands separators. */
export function formatCount(n: number): string {
  return COUNT.format(n);
}
