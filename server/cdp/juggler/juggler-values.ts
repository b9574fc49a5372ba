/**
 * Juggler RemoteObject/exception shapes → CDP ones. Juggler objects live in an execution context,
 * so CDP objectIds carry the realm key in front of Juggler's objectId.
 */
import { objectIdOf } from '../model/object-id';
import type { ExceptionDetails, RemoteObject } from '../model/types';

const CLASS_NAMES: Record<string, string> = {
  array: 'Array',
  node: 'Node',
  regexp: 'RegExp',
  date: 'Date',
  map: 'Map',
  set: 'Set',
  error: 'Error',
  promise: 'Promise',
  proxy: 'Object',
};

/** CDP RemoteObject for a Juggler one. */
export function remoteObjectOf(r: any, realm: string): RemoteObject {
  if (!r) return { type: 'undefined' };
  const out: RemoteObject = { type: r.type };
  if (r.subtype) out.subtype = r.subtype;
  if (r.unserializableValue !== undefined) {
    out.unserializableValue = r.unserializableValue;
    out.description = r.unserializableValue;
  }
  if ('value' in r) out.value = r.value;
  if (r.subtype === 'null') out.value = null;
  if (r.objectId) {
    out.objectId = objectIdOf(realm, r.objectId);
    out.className = CLASS_NAMES[r.subtype] ?? (r.type === 'function' ? 'Function' : 'Object');
    out.description = out.className;
  } else if (r.type === 'number' && out.description === undefined) out.description = String(r.value);
  return out;
}

/** CDP exceptionDetails for Juggler's {text, stack, value}. */
export function exceptionOf(d: { text?: string; stack?: string; value?: unknown }): ExceptionDetails {
  const text = d.text ?? 'Error';
  const isError = !('value' in d);
  const exception: RemoteObject = isError
    ? { type: 'object', subtype: 'error', className: /^([A-Za-z_$][\w$]*):/.exec(text)?.[1] ?? 'Error', description: text, objectId: undefined }
    : { type: typeof d.value === 'object' ? 'object' : typeof d.value, value: d.value };
  return { exceptionId: 1, text: isError ? 'Uncaught' : `Uncaught ${text}`, lineNumber: 0, columnNumber: 0, exception };
}
