/**
 * OpenAI structured outputs with `strict: true` need every object closed (additionalProperties
 * false) and every property required; optional properties become nullable instead.
 */
import type { JsonSchema } from '../../engine/types';

// Annotation keywords strict mode rejects or ignores.
const DROP = new Set(['$schema', '$id', 'default', 'examples']);

function nullable(s: JsonSchema): JsonSchema {
  if (typeof s.type === 'string') return s.type === 'null' ? s : { ...s, type: [s.type, 'null'] };
  if (Array.isArray(s.type)) return s.type.includes('null') ? s : { ...s, type: [...s.type, 'null'] };
  return { anyOf: [s, { type: 'null' }] };
}

/** The strict-mode form of a user schema. */
export function strictSchema(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(strictSchema) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema as JsonSchema;
  const s: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (DROP.has(k)) continue;
    s[k] =
      k === 'properties' || k === '$defs' || k === 'definitions'
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([n, p]) => [n, strictSchema(p)]))
        : k === 'enum' || k === 'required' || k === 'const'
          ? v
          : strictSchema(v);
  }
  if (s.properties && typeof s.properties === 'object') {
    const props = s.properties as Record<string, JsonSchema>;
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    s.properties = Object.fromEntries(Object.entries(props).map(([n, p]) => [n, required.has(n) ? p : nullable(p)]));
    s.required = Object.keys(props);
    s.additionalProperties = false;
  }
  return s;
}
