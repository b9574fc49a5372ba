/**
 * How numbers and times read in the console.
 */
import { displayTime } from '../../../server/client/display-time';

// One formatter each: toLocaleString builds a new Intl formatter per call, which dominates
// rendering a table of a thousand rows.
const LOCAL_TIME = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});
const RELATIVE = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const COUNT = new Intl.NumberFormat();

/** A timestamp as the CLI prints it too: second-precision UTC, `2026-05-01 12:00:03Z`. */
export function formatTime(iso: string): string {
  return displayTime(iso);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The same moment in the operator's own time zone with its age ("3 minutes ago"), for hovering. */
export function formatLocalTime(iso: string, now = Date.now()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const seconds = Math.round((d.getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? UNITS[UNITS.length - 1];
  return `${LOCAL_TIME.format(d)} (${RELATIVE.format(Math.round(seconds / size), unit)})`;
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
