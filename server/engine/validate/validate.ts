/**
 * Stage 4 of the engine: coercion, null-normalization, Ajv validation against the user's schema,
 * completeness and missing pointers → completed or partial.
 */
import type { JsonSchema } from '../types';
import { normalizeObject } from './coerce';
import { userSchemaValidator } from './user-schemas';
import { completeness, missingPointers } from './completeness';

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
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = root;
  for (const p of parts.slice(0, -1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[p];
  }
  return node && typeof node === 'object' ? { parent: node as Record<string, unknown>, key: parts[parts.length - 1] } : undefined;
}

/** Validates raw extracted data against the schema: coerce, null-normalize, check, report. */
export function validateData(raw: Record<string, unknown>, schema: JsonSchema): Validated {
  const data = normalizeObject(raw ?? {}, schema);
  const missing = missingPointers(data, schema);
  const problems = missing.map((p) => `${p} is required but was not found`);
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
  return {
    status: missing.length ? 'partial' : 'completed',
    data,
    completeness: completeness(data, schema),
    missing: [...new Set(missing)],
    problems: [...new Set(problems)],
  };
}
