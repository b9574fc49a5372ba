/**
 * Checks a schema typed into the playground before it is sent, so mistakes read in plain words
 * here instead of coming back as a 400.
 */

const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/** The parsed schema, or the first problem with the text. */
export type SchemaCheck = { ok: true; schema: Record<string, unknown> } | { ok: false; problem: string };

function checkNode(node: unknown, where: string): string | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return `${where} must be an object`;
  const n = node as Record<string, unknown>;
  const types = Array.isArray(n.type) ? n.type : n.type === undefined ? [] : [n.type];
  for (const t of types) if (typeof t !== 'string' || !TYPES.has(t)) return `${where}: "${String(t)}" is not a JSON Schema type`;
  if (n.properties !== undefined) {
    if (typeof n.properties !== 'object' || n.properties === null || Array.isArray(n.properties)) return `${where}.properties must be an object`;
    for (const [k, v] of Object.entries(n.properties)) {
      const p = checkNode(v, `${where}.properties.${k}`);
      if (p) return p;
    }
  }
  if (n.required !== undefined && (!Array.isArray(n.required) || n.required.some((r) => typeof r !== 'string')))
    return `${where}.required must be a list of property names`;
  if (n.items !== undefined) return checkNode(n.items, `${where}.items`);
  return undefined;
}

/** Parses and checks schema text. */
export function checkSchema(text: string): SchemaCheck {
  if (!text.trim()) return { ok: false, problem: 'Enter a JSON Schema.' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return { ok: false, problem: `Not valid JSON: ${(err as Error).message}` };
  }
  const problem = checkNode(parsed, 'schema');
  return problem ? { ok: false, problem } : { ok: true, schema: parsed as Record<string, unknown> };
}

/** A starting schema: a product page. */
export const EXAMPLE_SCHEMA = JSON.stringify(
  {
    type: 'object',
    properties: {
      name: { type: 'string' },
      price: { type: 'number' },
      currency: { type: 'string' },
      in_stock: { type: 'boolean' },
    },
    required: ['name', 'price'],
  },
  null,
  2,
);
