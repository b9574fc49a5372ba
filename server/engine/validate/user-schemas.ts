/**
 * Validators of user JSON Schemas, compiled once per distinct schema and shared by the extract
 * service (which refuses a schema that does not compile) and the engine (which validates every page
 * against it). Ajv keeps everything it ever compiled — its schema cache and the code scope holding
 * each validate function — so removing entries from one shared instance frees nothing: each entry
 * here owns its Ajv (about 6 KB and a millisecond to create), and dropping the entry drops all of it.
 */
import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../types';
import { createSafeAjv } from './safe-ajv';

/** Bounds of the cache: entries, and the total length of their schemas' JSON (a schema may be up to the 1 MiB body). */
export const USER_SCHEMA_CACHE = { maxEntries: 64, maxChars: 2_000_000 };

// Checks schemas against the meta-schema; this validates them as data and compiles nothing of theirs.
const metaChecker = createSafeAjv();
const entries = new Map<string, { fn: ValidateFunction; chars: number }>();
let totalChars = 0;

/** The schema with every optional property also accepting null (the spec's null-normalization). */
export function nullableOptionals(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableOptionals);
  if (!schema || typeof schema !== 'object') return schema;
  const s = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, nullableOptionals(v)])) as JsonSchema;
  delete s.$id;
  const props = s.properties as Record<string, unknown> | undefined;
  if (props && typeof props === 'object') {
    const required = new Set(Array.isArray(s.required) ? s.required : []);
    s.properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, required.has(k) ? v : { anyOf: [v, { type: 'null' }] }]));
  }
  return s;
}

function compile(schema: JsonSchema): ValidateFunction {
  if (metaChecker.validateSchema(schema) !== true) throw new Error(`schema is invalid: ${metaChecker.errorsText(metaChecker.errors)}`);
  const ajv = addFormats(createSafeAjv({ allErrors: true, validateSchema: false, addUsedSchema: false }));
  return ajv.compile(nullableOptionals(schema) as JsonSchema);
}

/**
 * The validator of a user schema (null-normalized): from the cache, or compiled and cached, least
 * recently used dropped first. Throws Ajv's error when the schema is not a valid JSON Schema.
 */
export function userSchemaValidator(schema: JsonSchema): ValidateFunction {
  const text = JSON.stringify(schema);
  const key = createHash('sha256').update(text).digest('base64url');
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.fn;
  }
  const entry = { fn: compile(schema), chars: text.length };
  entries.set(key, entry);
  totalChars += entry.chars;
  for (const [oldest, old] of entries) {
    if (entries.size <= USER_SCHEMA_CACHE.maxEntries && totalChars <= USER_SCHEMA_CACHE.maxChars) break;
    if (oldest === key) break;
    entries.delete(oldest);
    totalChars -= old.chars;
  }
  return entry.fn;
}
