/**
 * Ajv for user-supplied JSON Schemas, which are hostile input: `pattern` and `patternProperties`
 * run on re2js (a linear-time RE2 port in plain JS — the native `re2` package does not build on
 * this platform), so `(a+)+$` cannot backtrack catastrophically; schemas are bounded in size and
 * depth, and `$ref` may only point inside the schema (nothing is ever loaded from elsewhere).
 */
import Ajv, { type Options } from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types';
import { RE2JS } from 're2js';

/** Bounds of a user schema. */
export const SCHEMA_LIMITS = { maxDepth: 32, maxNodes: 5000, maxPatternLength: 1000 };

// Ajv asks for a RegExp-like per pattern; flags are "u" or "" and RE2 is always Unicode-aware.
const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string) => {
    const re = RE2JS.compile(pattern);
    return { test: (s: string) => re.test(s) };
  },
  { code: 're2js' },
);

/** An Ajv whose regular expressions run in linear time. */
export function createSafeAjv(options: Options = {}): Ajv {
  return new Ajv({ strict: false, ...options, code: { ...options.code, regExp: linearRegExp } });
}

/** Why a user schema is too large, too deep or refers outside itself; undefined when it is within bounds. */
export function schemaBoundsProblem(schema: unknown): string | undefined {
  let nodes = 0;
  const walk = (node: unknown, depth: number): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    if (++nodes > SCHEMA_LIMITS.maxNodes) return `"schema" has more than ${SCHEMA_LIMITS.maxNodes} nodes`;
    if (depth > SCHEMA_LIMITS.maxDepth) return `"schema" is nested deeper than ${SCHEMA_LIMITS.maxDepth} levels`;
    for (const [key, value] of Object.entries(node)) {
      if ((key === '$ref' || key === '$dynamicRef' || key === '$recursiveRef') && typeof value === 'string' && !value.startsWith('#')) {
        return `"schema" has a ${key} to "${value.slice(0, 100)}": only references inside the schema ("#/…") are followed`;
      }
      if (key === 'pattern' && typeof value === 'string' && value.length > SCHEMA_LIMITS.maxPatternLength) {
        return `"schema" has a pattern longer than ${SCHEMA_LIMITS.maxPatternLength} characters`;
      }
      const problem = walk(value, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  };
  return walk(schema, 0);
}
