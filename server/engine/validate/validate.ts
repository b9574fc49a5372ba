/**
 * Stage 4 of the engine: coercion, null-normalization, Ajv validation against the user's schema,
 * completeness and missing pointers → completed or partial.
 */
import type { JsonSchema } from '../types';
import { normalizeObject } from './coerce';
import { userSchemaValidator } from './user-schemas';
import { completeness, emptyListPointers, leaves, missingPointers, pointerSegment, pointerSegments } from './completeness';
import { propertiesOf } from '../extract/builtin/schema-shape';

/** The validated outcome of one extraction. */
export interface Validated {
  status: 'completed' | 'partial';
  data: Record<string, unknown>;
  completeness: number;
  /** JSON pointers of required data missing or invalid. */
  missing: string[];
  /** Human-readable problems (for metadata.reason and the LLM repair prompt). */
  problems: string[];
}

function parentAndKey(root: unknown, pointer: string): { parent: Record<string, unknown> | unknown[]; key: string } | undefined {
  const parts = pointerSegments(pointer);
  let node: unknown = root;
  for (const p of parts.slice(0, -1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[p];
  }
  return node && typeof node === 'object' ? { parent: node as Record<string, unknown>, key: parts[parts.length - 1] } : undefined;
}

/** The data with the values at these pointers set to null (a copy). */
export function withNulls(data: Record<string, unknown>, pointers: string[]): Record<string, unknown> {
  const copy = structuredClone(data);
  for (const pointer of pointers) {
    const at = parentAndKey(copy, pointer);
    if (at) (at.parent as Record<string, unknown>)[at.key] = null;
  }
  return copy;
}

/** Validates raw extracted data against the schema: coerce, null-normalize, check, report. */
export function validateData(raw: Record<string, unknown>, schema: JsonSchema): Validated {
  const data = normalizeObject(raw ?? {}, schema);
  const missing = missingPointers(data, schema);
  const problems = missing.map((p) => `${p} is required but was not found`);
  for (const p of emptyListPointers(data, schema)) {
    if (missing.includes(p)) continue;
    missing.push(p);
    problems.push(`${p} found no items`);
  }
  const check = userSchemaValidator(schema);
  for (let round = 0; round < 10 && !check(data); round++) {
    // An optional value that breaks the schema (enum, pattern, minimum…) is dropped to null;
    // when null does not clear the error, the value is required and reported instead.
    const bad = (check.errors ?? []).find((e) => e.keyword !== 'required' && e.instancePath && !problems.some((p) => p.startsWith(`${e.instancePath} `)));
    if (!bad) break;
    const at = parentAndKey(data, bad.instancePath);
    const before = at ? (at.parent as Record<string, unknown>)[at.key] : undefined;
    if (at && before !== null) {
      (at.parent as Record<string, unknown>)[at.key] = null;
      if (check(data) || !(check.errors ?? []).some((e) => e.instancePath === bad.instancePath)) continue;
      (at.parent as Record<string, unknown>)[at.key] = before;
    }
    missing.push(bad.instancePath);
    problems.push(`${bad.instancePath} ${bad.message ?? 'is invalid'}`);
  }
  const share = completeness(data, schema);
  // A page that answered nothing the schema asks for is no completed extraction, optional fields or not.
  if (share === 0 && !missing.length) {
    missing.push(...Object.keys(propertiesOf(schema)).map((k) => `/${pointerSegment(k)}`));
    problems.push('nothing the schema asks for was found on the page');
  }
  return {
    status: missing.length ? 'partial' : 'completed',
    data,
    completeness: share,
    missing: [...new Set(missing)],
    problems: [...new Set(problems)],
  };
}

/** Data the extractor is unsure of: where, why, and the share of its leaf that may be lacking (0..1). */
export interface Uncertain {
  pointer: string;
  problem: string;
  lacking: number;
}

/** The outcome with data the extractor is unsure of (a list that may have lost items): partial, completeness lowered by what may lack. */
export function withUncertain(v: Validated, schema: JsonSchema, found: Uncertain[]): Validated {
  if (!found.length) return v;
  const lacking = found.reduce((n, f) => n + f.lacking, 0) / leaves(schema);
  return {
    ...v,
    status: 'partial',
    completeness: Math.max(0, Math.round((v.completeness - lacking) * 1000) / 1000),
    missing: [...new Set([...v.missing, ...found.map((f) => f.pointer)])],
    problems: [...v.problems, ...found.map((f) => f.problem)],
  };
}
