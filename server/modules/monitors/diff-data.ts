/**
 * Field-level change detection between two runs' data. Paths are JSON pointers (RFC 6901). List
 * items are matched as entities by the rules pagination merges by (`sameEntity`), so a re-ordered
 * list is no change and one new posting is one `added`; scalar items are matched by value.
 */
import { sameEntity } from '../../engine/paginate/merge-pages';

/** One change: a path added, removed, or changed, with the values on either side. */
export interface Change {
  path: string;
  op: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

type Row = Record<string, unknown>;

const isRecord = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Escapes one reference token of a JSON pointer (RFC 6901: `~` → `~0`, `/` → `~1`). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function matches(a: unknown, b: unknown): boolean {
  return isRecord(a) && isRecord(b) ? sameEntity(a, b) : equal(a, b);
}

function diffArrays(before: unknown[], after: unknown[], path: string, out: Change[]): void {
  const used = new Set<number>();
  after.forEach((item, j) => {
    // An identical item first, so duplicates and same-named records pair up with their exact twin.
    let i = before.findIndex((b, k) => !used.has(k) && equal(b, item));
    if (i < 0) i = before.findIndex((b, k) => !used.has(k) && matches(b, item));
    if (i < 0) {
      out.push({ path: `${path}/${j}`, op: 'added', after: item });
      return;
    }
    used.add(i);
    diffValues(before[i], item, `${path}/${j}`, out);
  });
  before.forEach((item, i) => {
    if (!used.has(i)) out.push({ path: `${path}/${i}`, op: 'removed', before: item });
  });
}

function diffValues(before: unknown, after: unknown, path: string, out: Change[]): void {
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const p = `${path}/${pointerToken(key)}`;
      if (!(key in after)) out.push({ path: p, op: 'removed', before: before[key] });
      else if (!(key in before)) out.push({ path: p, op: 'added', after: after[key] });
      else diffValues(before[key], after[key], p, out);
    }
  } else if (Array.isArray(before) && Array.isArray(after)) {
    diffArrays(before, after, path, out);
  } else if (!equal(before, after)) {
    out.push({ path: path || '', op: 'changed', before, after });
  }
}

/** The changes from `before` to `after`; `before` undefined (a first run) reports none. */
export function diffData(before: unknown, after: unknown): Change[] {
  if (before === undefined) return [];
  const out: Change[] = [];
  diffValues(before, after, '', out);
  return out;
}
