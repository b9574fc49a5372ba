/**
 * Reading the shape of a JSON Schema node: its main type, properties and item schema.
 */
import type { JsonSchema } from '../../types';

/** The main non-null type of a schema node ("string" when it does not say). */
export function mainType(s: JsonSchema | undefined): string {
  if (!s || typeof s !== 'object') return 'string';
  const t = s.type;
  if (typeof t === 'string' && t !== 'null') return t;
  if (Array.isArray(t)) {
    const first = t.find((x) => x !== 'null');
    if (first) return String(first);
  }
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = s[k];
    if (Array.isArray(branches)) {
      const b = branches.find((x) => mainType(x as JsonSchema) !== 'null' && (x as JsonSchema).type !== 'null');
      if (b) return mainType(b as JsonSchema);
    }
  }
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return 'string';
}

/** The schema node a branch-y node (anyOf/oneOf) really describes: its first non-null branch. */
export function effective(s: JsonSchema | undefined): JsonSchema {
  if (!s) return {};
  for (const k of ['anyOf', 'oneOf'] as const) {
    const branches = s[k];
    if (Array.isArray(branches)) {
      const b = branches.find((x) => (x as JsonSchema).type !== 'null');
      if (b) return { ...s, ...(b as JsonSchema) };
    }
  }
  return s;
}

/** Properties of an object schema node. */
export function propertiesOf(s: JsonSchema | undefined): Record<string, JsonSchema> {
  const p = effective(s).properties;
  return p && typeof p === 'object' ? (p as Record<string, JsonSchema>) : {};
}

/** Required property names of an object schema node. */
export function requiredOf(s: JsonSchema | undefined): string[] {
  const r = effective(s).required;
  return Array.isArray(r) ? r.map(String) : [];
}

/** The item schema of an array schema node. */
export function itemsOf(s: JsonSchema | undefined): JsonSchema {
  const i = effective(s).items;
  return i && typeof i === 'object' && !Array.isArray(i) ? (i as JsonSchema) : {};
}
