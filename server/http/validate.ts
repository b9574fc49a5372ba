/**
 * Request validation against the contract schemas (Ajv), with errors that name the field.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { AppError, echoed } from '../contract/errors';

const strict = new Ajv({ allErrors: false, strict: false, useDefaults: false });
const coercing = new Ajv({ allErrors: false, strict: false, coerceTypes: 'array', useDefaults: true });
const compiled = new WeakMap<object, ValidateFunction>();
const compiledQuery = new WeakMap<object, ValidateFunction>();

function jsonPointerToField(prefix: string, instancePath: string): string {
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return [prefix, ...parts]
    .filter(Boolean)
    .join('.')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/**
 * The values a field allows, when the first error is a `const` or `enum` miss: a union of literals
 * fails once per branch, so every such error at the same place adds its values.
 */
function allowedValues(errors: ErrorObject[]): unknown[] | undefined {
  const first = errors[0];
  if (first.keyword !== 'const' && first.keyword !== 'enum') return undefined;
  const values: unknown[] = [];
  for (const e of errors) {
    if (e.instancePath !== first.instancePath) continue;
    if (e.keyword === 'const') values.push((e.params as { allowedValue: unknown }).allowedValue);
    if (e.keyword === 'enum') values.push(...(e.params as { allowedValues: unknown[] }).allowedValues);
  }
  return values;
}

/** Turns the first Ajv error into a sentence naming the field (and the allowed values of a choice). */
export function describeAjvError(errors: ErrorObject[], root: string): { field: string; message: string } {
  const err = errors[0];
  const base = jsonPointerToField(root, err.instancePath);
  const allowed = allowedValues(errors);
  if (allowed) return { field: base, message: `"${base || root}" must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}` };
  switch (err.keyword) {
    case 'additionalProperties': {
      const extra = (err.params as { additionalProperty: string }).additionalProperty;
      const field = echoed(base ? `${base}.${extra}` : extra);
      return { field, message: `unknown field "${field}"` };
    }
    case 'required': {
      const missing = (err.params as { missingProperty: string }).missingProperty;
      const field = base ? `${base}.${missing}` : missing;
      return { field, message: `"${field}" is required` };
    }
    case 'type':
      return { field: base, message: `"${base || root}" must be ${err.message?.replace(/^must be /, '') ?? 'of another type'}` };
    default:
      return { field: base, message: `"${base || root}" ${err.message ?? 'is invalid'}` };
  }
}

function validatorFor(schema: TSchema, cache: WeakMap<object, ValidateFunction>, ajv: Ajv): ValidateFunction {
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(schema, fn);
  }
  return fn;
}

/** Validates a JSON body strictly; throws 400 invalid_request naming the field. */
export function validateBody(schema: TSchema, body: unknown): void {
  const fn = validatorFor(schema, compiled, strict);
  if (!fn(body)) {
    const { field, message } = describeAjvError(fn.errors!, '');
    throw new AppError('invalid_request', `Invalid request body: ${message}`, { details: { field } });
  }
}

/** Validates and coerces a query object; throws 400 invalid_request naming the parameter. */
export function validateQuery(schema: TSchema, query: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...query };
  const fn = validatorFor(schema, compiledQuery, coercing);
  if (!fn(copy)) {
    const { field, message } = describeAjvError(fn.errors!, '');
    throw new AppError('invalid_request', `Invalid query: ${message}`, { details: { field } });
  }
  return copy;
}
