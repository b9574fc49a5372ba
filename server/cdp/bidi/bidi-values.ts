/**
 * BiDi RemoteValue ⇄ CDP RemoteObject. CDP objectIds carry the BiDi realm with the handle,
 * because BiDi handles are only valid in the realm that produced them.
 */
import { CdpError } from '../cdp-errors';
import { localIn, objectIdOf } from '../model/object-id';
import type { CallArgument, ExceptionDetails, RemoteObject } from '../model/types';

type RemoteValue = { type: string; value?: any; handle?: string; sharedId?: string; internalId?: string };

const SPECIAL_NUMBERS = new Set(['NaN', '-0', 'Infinity', '-Infinity']);

const SUBTYPES: Record<string, [subtype: string | undefined, className: string]> = {
  array: ['array', 'Array'],
  object: [undefined, 'Object'],
  function: [undefined, 'Function'],
  regexp: ['regexp', 'RegExp'],
  date: ['date', 'Date'],
  map: ['map', 'Map'],
  set: ['set', 'Set'],
  weakmap: ['weakmap', 'WeakMap'],
  weakset: ['weakset', 'WeakSet'],
  generator: ['generator', 'Generator'],
  error: ['error', 'Error'],
  proxy: ['proxy', 'Object'],
  promise: ['promise', 'Promise'],
  typedarray: ['typedarray', 'TypedArray'],
  arraybuffer: ['arraybuffer', 'ArrayBuffer'],
  nodelist: ['array', 'NodeList'],
  htmlcollection: ['array', 'HTMLCollection'],
  node: ['node', 'Node'],
  window: [undefined, 'Window'],
  symbol: [undefined, 'Symbol'],
};

/** Plain JSON value of a serialized BiDi value (CDP returnByValue). */
export function jsonOf(v: RemoteValue): unknown {
  return toJson(v, new Map(), new Set());
}

/**
 * BiDi writes an object met twice once, and then only its internalId: a repeat within its own
 * value is a cycle, which Chrome refuses to return by value; any other repeat is the same value again.
 * A symbol or BigInt inside a value has no JSON form: Chrome then refuses the whole value.
 */
function toJson(v: RemoteValue, seen: Map<string, RemoteValue>, open: Set<string>, nested = false): unknown {
  if (v.internalId && v.value === undefined) {
    if (open.has(v.internalId)) throw new CdpError('Object reference chain is too long');
    const first = seen.get(v.internalId);
    if (first) return toJson(first, seen, open, nested);
  }
  if (v.internalId) seen.set(v.internalId, v);
  switch (v.type) {
    case 'symbol':
    case 'bigint':
      if (nested) throw new CdpError("Object couldn't be returned by value");
      return undefined;
    case 'undefined':
    case 'window':
      return undefined;
    case 'null':
      return null;
    case 'string':
    case 'boolean':
      return v.value;
    case 'number':
      return SPECIAL_NUMBERS.has(v.value) ? undefined : v.value;
  }
  if (v.internalId) open.add(v.internalId);
  try {
    return containerJson(v, (item) => toJson(item, seen, open, true));
  } finally {
    if (v.internalId) open.delete(v.internalId);
  }
}

function containerJson(v: RemoteValue, item: (v: RemoteValue) => unknown): unknown {
  switch (v.type) {
    case 'array':
    case 'set':
    case 'nodelist':
    case 'htmlcollection':
      return Array.isArray(v.value) ? v.value.map(item) : [];
    case 'object':
    case 'map': {
      // An object BiDi cannot serialise at all (an ImageBitmap, say) comes without a value.
      if (v.type === 'object' && v.value === undefined) return undefined;
      const out: Record<string, unknown> = {};
      for (const [k, val] of (v.value ?? []) as [string | RemoteValue, RemoteValue][]) {
        out[typeof k === 'string' ? k : String(item(k))] = item(val);
      }
      return out;
    }
    default:
      return {};
  }
}

function describe(v: RemoteValue, className: string): string {
  if (v.type === 'node') return nodeDescription(v.value);
  if (v.type === 'array' && Array.isArray(v.value)) return `Array(${v.value.length})`;
  if (v.type === 'function') return 'function';
  if (v.type === 'regexp') return `/${v.value?.pattern}/${v.value?.flags ?? ''}`;
  if (v.type === 'date') return String(v.value);
  return className;
}

function nodeDescription(node: { localName?: string; nodeType?: number; attributes?: Record<string, string> } | undefined): string {
  if (!node) return 'Node';
  if (node.nodeType === 9) return '#document';
  if (node.nodeType === 3) return '#text';
  const id = node.attributes?.id ? `#${node.attributes.id}` : '';
  return `${node.localName ?? 'node'}${id}`;
}

/** CDP RemoteObject for a BiDi value; `byValue` asks for a JSON value as in returnByValue. */
export function remoteObjectOf(v: RemoteValue, realm: string, byValue: boolean): RemoteObject {
  switch (v.type) {
    case 'undefined':
      return { type: 'undefined' };
    case 'null':
      return { type: 'object', subtype: 'null', value: null };
    case 'string':
    case 'boolean':
      return { type: v.type, value: v.value };
    case 'number':
      return SPECIAL_NUMBERS.has(v.value)
        ? { type: 'number', unserializableValue: v.value, description: v.value }
        : { type: 'number', value: v.value, description: String(v.value) };
    case 'bigint':
      return { type: 'bigint', unserializableValue: `${v.value}n`, description: `${v.value}n` };
  }
  const [subtype, className] = SUBTYPES[v.type] ?? [undefined, 'Object'];
  const type = v.type === 'function' ? 'function' : v.type === 'symbol' ? 'symbol' : 'object';
  const out: RemoteObject = { type, className, description: describe(v, className) };
  if (subtype) out.subtype = subtype;
  if (byValue) out.value = jsonOf(v);
  else if (v.handle) out.objectId = objectIdOf(realm, v.handle);
  return out;
}

/** BiDi LocalValue for a plain JSON value. */
export function localValueOf(value: unknown): object {
  if (value === undefined) return { type: 'undefined' };
  if (value === null) return { type: 'null' };
  if (typeof value === 'string') return { type: 'string', value };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  if (typeof value === 'number') return { type: 'number', value: Object.is(value, -0) ? '-0' : Number.isFinite(value) ? value : String(value) };
  if (Array.isArray(value)) return { type: 'array', value: value.map(localValueOf) };
  if (typeof value === 'object') return { type: 'object', value: Object.entries(value).map(([k, v]) => [k, localValueOf(v)]) };
  return { type: 'undefined' };
}

/** BiDi LocalValue for a CDP CallArgument; handles must live in `realm`. */
export function argumentOf(arg: CallArgument, realm: string): object {
  if (arg.objectId) {
    return { handle: localIn(arg.objectId, realm) };
  }
  if (arg.unserializableValue !== undefined) {
    const u = arg.unserializableValue;
    if (u.endsWith('n')) return { type: 'bigint', value: u.slice(0, -1) };
    return { type: 'number', value: u };
  }
  return localValueOf(arg.value);
}

/** The CDP error object Chrome would describe for an error whose message line (`Name: message`) and stack Firefox gives. */
export function errorObjectOf(text: string, frames: { functionName?: string; url?: string; lineNumber: number; columnNumber: number }[]): RemoteObject {
  return {
    type: 'object',
    subtype: 'error',
    className: /^([A-Za-z_$][\w$]*):/.exec(text)?.[1] ?? 'Error',
    description: [text, ...frames.map((f) => `    at ${f.functionName || '<anonymous>'} (${f.url}:${f.lineNumber + 1}:${f.columnNumber + 1})`)].join('\n'),
  };
}

/** CDP exceptionDetails for a BiDi exception. */
export function exceptionOf(details: any, realm: string): ExceptionDetails {
  const text: string = details.text ?? 'Uncaught';
  const frames = (details.stackTrace?.callFrames ?? []) as any[];
  const exception = remoteObjectOf(details.exception ?? { type: 'undefined' }, realm, false);
  if (details.exception?.type === 'error') {
    Object.assign(exception, errorObjectOf(text, frames));
  } else if (details.exception && details.exception.type !== 'object') {
    Object.assign(exception, remoteObjectOf(details.exception, realm, true));
  }
  return {
    exceptionId: 1,
    text: details.exception?.type === 'error' ? 'Uncaught' : `Uncaught ${text}`,
    lineNumber: details.lineNumber ?? 0,
    columnNumber: details.columnNumber ?? 0,
    stackTrace: {
      callFrames: frames.map((f) => ({
        functionName: f.functionName ?? '',
        url: f.url ?? '',
        lineNumber: f.lineNumber,
        columnNumber: f.columnNumber,
        scriptId: '0',
      })),
    },
    exception,
  };
}
