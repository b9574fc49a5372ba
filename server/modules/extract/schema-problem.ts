/**
 * The checks of a user's JSON Schema, one function for every route taking one (extract, batch,
 * authenticated, monitors): bounds, then compiling, then whether it asks for something.
 *
 * Whether a user's JSON Schema describes something to extract. `{}`, `{"type": "string"}` or an
 * object without properties compile fine but ask for nothing: the run would "complete" with
 * `data: {}` and completeness 1, which reads as success. The engine fills an object's properties,
 * so the root must be an object naming at least one field (lists go inside it, as a property).
 */
import { AppError } from '../../contract/errors';
import { mainType, propertiesOf } from '../../engine/extract/builtin/schema-shape';
import type { JsonSchema } from '../../engine/types';
import { refLoopProblem } from '../../engine/validate/ref-loops';
import { schemaBoundsProblem } from '../../engine/validate/safe-ajv';
import { userSchemaValidator } from '../../engine/validate/user-schemas';

const LIST_HINT = 'put a list inside a property, e.g. {"type":"object","properties":{"items":{"type":"array","items":{…}}}}';

/** Why `schema` asks for nothing to extract, or undefined when it names fields. */
function schemaProblem(schema: JsonSchema): string | undefined {
  if (typeof schema.$ref === 'string' && !schema.properties)
    return '"schema" has a "$ref" at its root, which is not followed: give the object with its "properties" inline';
  const type = mainType(schema);
  const declared =
    schema.type !== undefined || schema.properties !== undefined || schema.items !== undefined || ['anyOf', 'oneOf', 'allOf'].some((k) => k in schema);
  if (!declared) return '"schema" describes no fields to extract: give {"type":"object","properties":{…}} naming the fields';
  if (type === 'array') return `"schema" must be an object at its root; ${LIST_HINT}`;
  if (type !== 'object')
    return `"schema" is a bare "${type}" value, which names no field to extract: give {"type":"object","properties":{…}} naming the fields`;
  if (!Object.keys(propertiesOf(schema)).length) return '"schema" is an object with no "properties": name at least one field to extract';
  return undefined;
}

/**
 * 400 `invalid_request` naming `schema` when a user schema is too large or deep, refers outside
 * itself, loops on one value, does not compile, or asks for nothing. The bounds come first: nothing walks, copies or
 * serializes a schema before they hold. Compiling fills the cache the engine validates with.
 */
export function assertUsableSchema(schema: Record<string, unknown>): void {
  const refuse = (message: string) => new AppError('invalid_request', message, { details: { field: 'schema' } });
  const bounds = schemaBoundsProblem(schema);
  if (bounds) throw refuse(bounds);
  const loop = refLoopProblem(schema);
  if (loop) throw refuse(loop);
  try {
    userSchemaValidator(schema);
  } catch (err) {
    throw refuse(`"schema" is not a valid JSON Schema: ${(err as Error).message}`);
  }
  const problem = schemaProblem(schema);
  if (problem) throw refuse(problem);
}
