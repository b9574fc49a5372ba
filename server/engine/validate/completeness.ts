/**
 * Completeness (filled schema leaves / all leaves, array items averaged) and the JSON pointers of
 * required data still missing.
 */
import type { JsonSchema } from '../types';
import { itemsOf, mainType, propertiesOf, requiredOf } from '../extract/builtin/schema-shape';
import { isBlank } from './coerce';

function leafCount(schema: JsonSchema): number {
  if (mainType(schema) !== 'object') return 1;
  const props = Object.values(propertiesOf(schema));
  return props.length ? props.reduce((n, p) => n + leafCount(p), 0) : 1;
}

function filled(value: unknown, schema: JsonSchema): number {
  const type = mainType(schema);
  if (type === 'object') {
    const props = Object.entries(propertiesOf(schema));
    if (!props.length) return isBlank(value) ? 0 : 1;
    const obj = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return props.reduce((n, [k, p]) => n + filled(obj[k], p), 0);
  }
  if (type === 'array') {
    if (!Array.isArray(value) || !value.length) return 0;
    const items = itemsOf(schema);
    if (mainType(items) !== 'object') return 1;
    // A list counts as one leaf group: the average fill of its items.
    const total = leafCount(items);
    return value.reduce((n: number, it) => n + filled(it, items), 0) / value.length / total;
  }
  return isBlank(value) ? 0 : 1;
}

/** The number of leaves completeness counts in a schema (a list is one). */
export function leaves(schema: JsonSchema): number {
  const type = mainType(schema);
  if (type === 'object') {
    const props = Object.values(propertiesOf(schema));
    return props.length ? props.reduce((n, p) => n + leaves(p), 0) : 1;
  }
  return 1;
}

/** Share of the schema's leaves that hold a value, 0..1 (3 decimals). */
export function completeness(data: unknown, schema: JsonSchema): number {
  const total = leaves(schema);
  return total ? Math.round((filled(data, schema) / total) * 1000) / 1000 : 1;
}

/** A value that answers nothing: blank, or a list without items. */
function emptyValue(v: unknown): boolean {
  return isBlank(v) || (Array.isArray(v) && v.length === 0);
}

/** A JSON pointer's property names (RFC 6901: "~1" → "/", "~0" → "~"). */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** One property name as a JSON pointer segment (RFC 6901: "~" → "~0", "/" → "~1"). */
export function pointerSegment(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * JSON pointers of list fields that came back empty (outside list items, whose own lists are
 * details of one record): an empty list says the page has none, which the extractor cannot know
 * from not finding one.
 */
export function emptyListPointers(data: unknown, schema: JsonSchema, base = ''): string[] {
  const obj = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return Object.entries(propertiesOf(schema)).flatMap(([name, sub]) => {
    const ptr = `${base}/${pointerSegment(name)}`;
    const type = mainType(sub);
    if (type === 'object') return emptyListPointers(obj[name], sub, ptr);
    const v = obj[name];
    return type === 'array' && emptyValue(v) ? [ptr] : [];
  });
}

/** JSON pointers of required properties that are missing or blank (recursing into objects and list items). */
export function missingPointers(data: unknown, schema: JsonSchema, base = ''): string[] {
  const out: string[] = [];
  const obj = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const required = new Set(requiredOf(schema));
  for (const [name, sub] of Object.entries(propertiesOf(schema))) {
    const ptr = `${base}/${pointerSegment(name)}`;
    const v = obj[name];
    if (emptyValue(v)) {
      if (required.has(name)) out.push(ptr);
      continue;
    }
    const type = mainType(sub);
    if (type === 'object') out.push(...missingPointers(v, sub, ptr));
    else if (type === 'array' && Array.isArray(v) && mainType(itemsOf(sub)) === 'object') {
      v.forEach((item, i) => out.push(...missingPointers(item, itemsOf(sub), `${ptr}/${i}`)));
    }
  }
  return out;
}
