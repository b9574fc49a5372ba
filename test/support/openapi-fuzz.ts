/**
 * fast-check arbitraries for fuzzing the API from its own `/openapi.json`: request bodies, path and
 * query parameters drawn from each operation's schemas, then mutated the way a hostile client would
 * (wrong types, huge numbers, deep nesting, bad encodings, duplicate keys, foreign media types).
 */
import fc from 'fast-check';

/** A JSON Schema node as the OpenAPI document carries it (TypeBox output). */
export type SchemaNode = Record<string, any>;

/** One operation of the document. */
export interface Operation {
  method: string;
  /** OpenAPI path, `{id}` placeholders. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: SchemaNode }[];
  body?: SchemaNode;
  auth: 'none' | 'bearer' | 'worker';
}

/** Every operation of an OpenAPI document. */
export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []) as { name: string; in: string; schema: SchemaNode }[];
      const security = JSON.stringify(op.security ?? []);
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
        auth: security.includes('workerToken') ? 'worker' : security.includes('bearer') ? 'bearer' : 'none',
      });
    }
  }
  return ops;
}

/** What string fields get, by name: URLs from a pool the test provides, anything else from the schema. */
export interface FuzzPools {
  urls: string[];
  /** JSON Schemas for `schema` fields. */
  schemas: unknown[];
}

const SHORT = 24;

/**
 * A pattern's string brought within the length bounds by repeating or cutting it, where the result still matches;
 * else the string as it was, a case the server must refuse.
 */
function withinLength(s: string, min: number, max: number, re: RegExp): string {
  let t = s;
  if (t.length < min && t.length > 0) t = t.repeat(Math.ceil(min / t.length));
  if (t.length > max) t = t.slice(0, max);
  return t.length >= min && t.length <= max && re.test(t) ? t : s;
}

function stringOf(schema: SchemaNode, name: string, pools: FuzzPools): fc.Arbitrary<string> {
  if (/url/i.test(name)) return fc.constantFrom(...pools.urls);
  // A cursor as the server makes them (db/cursor.ts), pointing anywhere.
  if (name === 'cursor')
    return fc
      .tuple(fc.date({ noInvalidDate: true }), fc.string({ maxLength: 12 }))
      .map(([d, id]) => Buffer.from(JSON.stringify([d.toISOString(), id])).toString('base64url'));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
  if (schema.pattern) {
    try {
      const re = new RegExp(schema.pattern);
      // A filter on the length would retry forever when the pattern's strings are all shorter than minLength.
      return fc.stringMatching(re).map((s) => withinLength(s, minLength, schema.maxLength ?? Infinity, re));
    } catch {
      // A pattern fast-check cannot read: plain strings.
    }
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength, maxLength });
}

/** Values that satisfy `schema` (mostly: patterns and formats are approximate). */
export function valueOf(schema: SchemaNode | undefined, pools: FuzzPools, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (name === 'schema') return fc.constantFrom(...pools.schemas);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as SchemaNode[] | undefined;
  if (branches) return fc.oneof(...branches.map((b) => valueOf(b, pools, name, depth + 1)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((t: string) => valueOf({ ...schema, type: t }, pools, name, depth)));
  switch (schema.type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, SchemaNode>;
      const keys = Object.keys(props);
      if (keys.length === 0) {
        if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
          return fc.dictionary(fc.string({ maxLength: 8 }), valueOf(schema.additionalProperties, pools, '', depth + 1), { maxKeys: 3 });
        }
        return fc.jsonValue({ maxDepth: 2 }).map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {}));
      }
      const model = Object.fromEntries(keys.map((k) => [k, valueOf(props[k], pools, k, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []) as string[] });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(valueOf(schema.items, pools, name, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'string':
      return stringOf(schema, name, pools);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of a type other than the field's, or one past its bounds. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, '', 'x', [], {}, [null], { a: 1 }, 2 ** 63, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000\ud800`),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => 'é'.repeat(n)),
);

/** The JSON text of arrays, objects or object schemas nested `levels` deep (built as text: JSON.stringify recurses). */
export function nestedText(levels: number, kind: 'array' | 'object' | 'schema'): string {
  const [open, close] = kind === 'array' ? ['[', ']'] : kind === 'object' ? ['{"a":', '}'] : ['{"type":"object","properties":{"a":', '}}'];
  return `${open.repeat(levels)}1${close.repeat(levels)}`;
}

/** A request body on the wire. */
export interface WireBody {
  bytes: Uint8Array<ArrayBuffer>;
  contentType?: string;
  label: string;
}

function setSomewhere(value: unknown, path: number, replacement: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0) return { [`field${path}`]: replacement };
  return { ...value, [keys[path % keys.length]]: replacement };
}

const enc = new TextEncoder();
const json = (v: unknown, label: string, contentType = 'application/json'): WireBody => ({ bytes: enc.encode(JSON.stringify(v)), contentType, label });

/** A body for an operation: valid by its schema, or mutated. */
export function bodyOf(schema: SchemaNode | undefined, pools: FuzzPools): fc.Arbitrary<WireBody> {
  const valid = valueOf(schema ?? { type: 'object', properties: {} }, pools);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => json(v, 'valid')) },
    { weight: 2, arbitrary: fc.tuple(valid, fc.nat(), wrongValue).map(([v, at, w]) => json(setSomewhere(v, at, w), 'wrong type')) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0')).map(([v, at, n]) => {
        const text = JSON.stringify(setSomewhere(v, at, '__NUMBER__')).replace('"__NUMBER__"', n);
        return { bytes: enc.encode(text), contentType: 'application/json', label: `huge number ${n}` };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.nat(),
          fc.constantFrom(40, 127, 129, 1000, 20_000),
          fc.constantFrom('array', 'object', 'schema') as fc.Arbitrary<'array' | 'object' | 'schema'>,
        )
        .map(([v, at, levels, kind]) => {
          const text = JSON.stringify(setSomewhere(v, at, '__NESTED__')).replace('"__NESTED__"', nestedText(levels, kind));
          return { bytes: enc.encode(text), contentType: 'application/json', label: `nested ${levels} ${kind}` };
        }),
    },
    {
      weight: 1,
      arbitrary: valid.map((v) => {
        const text = JSON.stringify(v);
        const first = typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.keys(v)[0] : undefined;
        const dup = first ? text.replace('{', `{${JSON.stringify(first)}:null,`) : `{"a":1,"a":2}`;
        return { bytes: enc.encode(dup), contentType: 'application/json', label: 'duplicate key' };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom([0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x00])).map(([v, bad]) => {
        const text = enc.encode(JSON.stringify(setSomewhere(v, 0, 'x@x')));
        const at = text.indexOf(0x40);
        const bytes = at < 0 ? Uint8Array.from([...text, ...bad]) : Uint8Array.from([...text.slice(0, at), ...bad, ...text.slice(at + 1)]);
        return { bytes, contentType: 'application/json', label: 'bad encoding' };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x'),
        )
        .map(([v, type]) => json(v, `content type ${String(type)}`, type as string)),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            '',
            ' ',
            '{',
            '[]',
            'null',
            '"x"',
            '1',
            '{"a":1} x',
            '{}{}',
            '\ufeff{}',
            '{"__proto__":{"admin":true}}',
            '{"constructor":{"prototype":{}}}',
          ),
          fc.string({ maxLength: 40 }),
        )
        .map((text) => ({ bytes: enc.encode(text), contentType: 'application/json', label: 'junk text' })),
    },
  );
}

/** Path parameter values: real ids, random text, bad percent-encodings, huge ones (already encoded for the URL). */
export function pathParamOf(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ids).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 20, unit: 'binary' }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('%ff%fe', '%', '%zz', '%E0%A4%A', '%c3%28', '..', '%2e%2e', 'a%2Fb', '%00', 'android', 'ios') },
    { weight: 1, arbitrary: fc.constantFrom(200, 1000, 10_000).map((n) => 'x'.repeat(n)) },
  );
}

/** A query string for an operation: its parameters with valid or junk values, sometimes unknown ones. */
export function queryOf(op: Operation, pools: FuzzPools): fc.Arbitrary<string> {
  const param = (name: string, schema: SchemaNode) =>
    fc.oneof(
      { weight: 6, arbitrary: valueOf(schema, pools, name).map((v) => `${name}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('junk', '-1', '1e400', '99999999999999999999', '', '%ff', '%00', 'a%00b', 'true', '[]').map((v) => `${name}=${v}`),
      },
      { weight: 1, arbitrary: fc.constant(`${name}=1&${name}=2`) },
    );
  const sometimes = (arb: fc.Arbitrary<string>, weight: number) =>
    fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary: arb });
  const known = op.query.map((q) => sometimes(param(q.name, q.schema), 4));
  const unknown = sometimes(fc.constantFrom('colour=red', 'cursor=junk', '%ff=1', 'a[b]=c', '__proto__=x'), 2);
  return fc.tuple(fc.tuple(...known), unknown).map(([parts, extra]) => {
    const all = [...parts, extra].filter((p): p is string => !!p);
    return all.length ? `?${all.join('&')}` : '';
  });
}
