/**
 * Human output: aligned tables and label/value summaries. `--json` output bypasses all of this and
 * prints the API's JSON untouched (see BaseCommand.emit).
 */
import { displayTime } from '../server/client/display-time';

/** One column of a table. */
export interface Column<T> {
  header: string;
  /** The cell text of a row. */
  value: (row: T) => unknown;
  /** Cut longer cells with an ellipsis so rows stay on one line. */
  max?: number;
}

/** Text of one value as people read it: no "undefined", lists joined, objects as compact JSON. */
export function cell(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (Array.isArray(value)) return value.length ? value.map(cell).join(',') : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
  return String(value);
}

function clip(text: string, max: number | undefined): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return max && oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

/** An aligned table with a header row; an empty list prints `empty` instead. */
export function table<T>(rows: T[], columns: Column<T>[], empty = '(none)'): string {
  if (!rows.length) return empty;
  const cells = rows.map((r) => columns.map((c) => clip(cell(c.value(r)), c.max)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((row) => row[i].length)));
  const line = (parts: string[]) => parts.map((p, i) => (i === parts.length - 1 ? p : p.padEnd(widths[i]))).join('  ');
  return [line(columns.map((c) => c.header.toUpperCase())), ...cells.map(line)].join('\n');
}

/** `label  value` lines with the values aligned; undefined values are left out. */
export function summary(pairs: [string, unknown][]): string {
  const shown = pairs.filter(([, v]) => v !== undefined);
  const width = Math.max(0, ...shown.map(([k]) => k.length));
  return shown.map(([k, v]) => `${`${k}:`.padEnd(width + 1)}  ${cell(v)}`).join('\n');
}

/** Indented, pretty JSON for payloads people read (extracted data, results). */
export function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/**
 * A readable view of an object whose shape this CLI does not fix (health components, metrics):
 * scalars as a summary, nested objects flattened to dotted labels, lists of records as tables
 * under their label, lists of scalars joined.
 */
export function describe(value: unknown): string {
  if (typeof value !== 'object' || value === null) return cell(value);
  const pairs: [string, unknown][] = [];
  const tables: string[] = [];
  const walk = (obj: Record<string, unknown>, prefix: string, depth: number) => {
    for (const [k, v] of Object.entries(obj)) {
      const label = prefix ? `${prefix}.${k}` : k;
      if (Array.isArray(v) && v.some((x) => x && typeof x === 'object')) tables.push(`${label}:\n${recordTable(v as Record<string, unknown>[])}`);
      else if (Array.isArray(v)) pairs.push([label, v]);
      else if (v && typeof v === 'object' && depth < 3) walk(v as Record<string, unknown>, label, depth + 1);
      else pairs.push([label, typeof v === 'string' && v.length > 120 ? `${v.slice(0, 119)}…` : v]);
    }
  };
  walk(value as Record<string, unknown>, '', 0);
  return [summary(pairs), ...tables].filter(Boolean).join('\n\n');
}

/** A table of records with a column per key any of them has, in the order keys first appear. */
function recordTable(rows: Record<string, unknown>[]): string {
  const keys = [...new Set(rows.flatMap((r) => (r && typeof r === 'object' ? Object.keys(r) : [])))];
  return table(
    rows,
    keys.map((k) => ({ header: k, value: (r: Record<string, unknown>) => r?.[k], max: 60 })),
  );
}

/** A timestamp as the console shows it too: second-precision UTC, `2026-05-01 12:00:03Z`. */
export function when(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '-';
  return displayTime(iso);
}

/** A percentage of a 0..1 share. */
export function percent(share: unknown): string {
  return typeof share === 'number' ? `${Math.round(share * 100)}%` : '-';
}
