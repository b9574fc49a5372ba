/**
 * Runtime.getProperties with Chrome's descriptors: own non-enumerable properties (an array's
 * `length`) are reported as non-enumerable, because clients iterate "enumerable own properties"
 * and Puppeteer's batched `$$` only ends when a batch comes back empty.
 */
import { BY_VALUE, type RemoteObject } from '../model/types';
import type { HandlerContext } from '../transport/connection';

/** One property as the page describes it: values that are objects come back as handles later. */
interface Described {
  name: string;
  enumerable: boolean;
  configurable: boolean;
  isOwn: boolean;
  writable?: boolean;
  /** Accessor property: which of get/set exist. */
  get?: boolean;
  set?: boolean;
  /** A primitive value, tagged with its type (numbers that JSON cannot carry as strings). */
  primitive?: [string, unknown?];
}

/**
 * Walks the object (and its prototype chain unless `own`) in the page; string keys only, the
 * first occurrence of a name wins as in V8, capped so a huge object cannot stall the connection.
 */
const DESCRIBE = `function(own, accessorsOnly) {
  const out = [], seen = new Set();
  for (let o = this, isOwn = true; o !== null && o !== undefined; o = own ? null : Object.getPrototypeOf(o), isOwn = false) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const d = Object.getOwnPropertyDescriptor(o, name);
      const accessor = !('value' in d);
      if (accessorsOnly && !accessor) continue;
      const e = { name, enumerable: d.enumerable, configurable: d.configurable, isOwn };
      if (accessor) { e.get = !!d.get; e.set = !!d.set; }
      else {
        const v = d.value, t = typeof v;
        e.writable = d.writable;
        if (v === null) e.primitive = ['null'];
        else if (t === 'number') e.primitive = ['number', Object.is(v, -0) ? '-0' : Number.isFinite(v) ? v : String(v)];
        else if (t === 'bigint') e.primitive = ['bigint', String(v)];
        else if (t === 'string' || t === 'boolean' || t === 'undefined') e.primitive = [t, v];
      }
      out.push(e);
      if (out.length >= 10000) return out;
    }
  }
  return out;
}`;

/** The value, getter or setter of a property wherever it sits on the prototype chain. */
const PART = `function(name, part) {
  for (let o = this; o !== null && o !== undefined; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, name);
    if (d) return d[part];
  }
}`;

function primitiveObject([type, value]: [string, unknown?]): RemoteObject {
  if (type === 'null') return { type: 'object', subtype: 'null', value: null };
  if (type === 'undefined') return { type: 'undefined' };
  if (type === 'bigint') return { type: 'bigint', unserializableValue: `${value}n`, description: `${value}n` };
  if (type === 'number')
    return typeof value === 'string' ? { type, unserializableValue: value, description: value } : { type, value, description: String(value) };
  return { type, value };
}

/** CDP Runtime.getProperties result for an object handle in realm `key`. */
export async function getProperties(
  ctx: HandlerContext,
  key: string,
  objectId: string,
  p: { ownProperties?: boolean; accessorPropertiesOnly?: boolean },
): Promise<object> {
  const byHandle = { returnByValue: false, awaitPromise: false, userGesture: false };
  const described = await ctx.backend.callFunction(key, DESCRIBE, objectId, [{ value: !!p.ownProperties }, { value: !!p.accessorPropertiesOnly }], BY_VALUE);
  if (described.exceptionDetails) return { result: [], exceptionDetails: described.exceptionDetails };
  const part = async (name: string, which: 'value' | 'get' | 'set'): Promise<RemoteObject | undefined> => {
    const r = await ctx.backend.callFunction(key, PART, objectId, [{ value: name }, { value: which }], byHandle);
    return r.exceptionDetails ? undefined : r.result;
  };
  // Handles are fetched together: one round trip's latency for the whole batch, not one per property.
  const result = await Promise.all(
    (described.result.value as Described[]).map(async (d) => {
      const base = { name: d.name, configurable: d.configurable, enumerable: d.enumerable, isOwn: d.isOwn };
      if (d.get !== undefined) {
        const [get, set] = await Promise.all([d.get ? part(d.name, 'get') : undefined, d.set ? part(d.name, 'set') : undefined]);
        return { ...base, get: get ?? { type: 'undefined' }, set: set ?? { type: 'undefined' } };
      }
      const value = d.primitive ? primitiveObject(d.primitive) : await part(d.name, 'value');
      return { ...base, writable: !!d.writable, ...(value ? { value } : {}) };
    }),
  );
  return { result };
}
