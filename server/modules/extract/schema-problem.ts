/**
 * Whether a user's JSON Schema describes something to extract. `{}`, `{"type": "string"}` or an
 * object without properties compile fine but ask for nothing: the run would "complete" with
 * `data: {}` and completeness 1, which reads as success. The engine fills an object's properties,
 * so the root must be an object naming at least one field (lists go inside it, as a property).
 */
import { mainType, propertiesOf } from '../../engine/extract/builtin/schema-shape';
import type { JsonSchema } from '../../engine/types';

const LIST_HINT = 'put a list inside a property, e.g. {"type":"object","properties":{"items":{"type":"array","items":{…}}}}';

/** Why `schema` asks for nothing to extract, or undefined when it names fields. */
export function schemaProblem(schema: JsonSchema): string | undefined {
  if (typeof schema.$ref === 'string' && !schema.properties) return '"schema" has a "$ref" at its root, which is not followed: give the object with its "properties" inline';
  const type = mainType(schema);
  const declared = schema.type !== undefined || schema.properties !== undefined || schema.items !== undefined || ['anyOf', 'oneOf', 'allOf'].some((k) => k in schema);
  if (!declared) return '"schema" describes no fields to extract: give {"type":"object","properties":{…}} naming the fields';
  if (type === 'array') return `"schema" must be an object at its root; ${LIST_HINT}`;
  if (type !== 'object') return `"schema" is a bare "${type}" value, which names no field to extract: give {"type":"object","properties":{…}} naming the fields`;
  if (!Object.keys(propertiesOf(schema)).length) return '"schema" is an object with no "properties": name at least one field to extract';
  return undefined;
}
