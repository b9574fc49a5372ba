/**
 * BiDi log entries → CDP: console API calls (Runtime.consoleAPICalled), uncaught exceptions
 * (Runtime.exceptionThrown) and the browser's own messages (Log.entryAdded).
 */
import type { BrowserModel, RealmState } from '../model/browser-model';
import { errorObjectOf, remoteObjectOf } from './bidi-values';

/** Chrome's consoleAPICalled type where Firefox names the console method differently. */
const CONSOLE_TYPES: Record<string, string> = {
  warn: 'warning',
  group: 'startGroup',
  groupCollapsed: 'startGroupCollapsed',
  groupEnd: 'endGroup',
};

/** Console methods Chrome reports through other domains, never as consoleAPICalled. */
const NOT_CONSOLE_CALLS = new Set(['timeStamp', 'profile', 'profileEnd']);

/** A logged value as BiDi serialises it; `handle` when the value is owned by its realm. */
export type LoggedValue = { type: string; value?: any; handle?: string };

export type CallFrame = { functionName?: string; url?: string; lineNumber: number; columnNumber: number };

/** What the page's forwarded console call adds to its log entry (server/cdp/bidi/bidi-console.ts). */
export interface ForwardedCall {
  handles: LoggedValue[];
  callFrames: CallFrame[];
}

/**
 * A logged value as Chrome gives it: an object by handle (described, with a preview of its
 * properties) when the page sent one, else as its JSON value; a cyclic one (which has none) as its description only.
 */
function consoleArgOf(arg: LoggedValue, realm: string, handle: LoggedValue | undefined): object {
  if (handle?.handle && handle.type === arg.type) return { ...remoteObjectOf({ ...arg, handle: handle.handle }, realm, false), ...previewOf(arg, realm) };
  try {
    return remoteObjectOf(arg, realm, true);
  } catch {
    return remoteObjectOf(arg, realm, false);
  }
}

/** Chrome's preview of an object or array: its first properties, each as a short string. */
function previewOf(v: LoggedValue, realm: string): object {
  if ((v.type !== 'object' && v.type !== 'array') || !Array.isArray(v.value)) return {};
  const entries: [string, LoggedValue][] = v.type === 'array' ? v.value.map((item: LoggedValue, i: number) => [String(i), item]) : v.value;
  const limit = v.type === 'array' ? 100 : 5;
  const properties = entries
    .filter(([name]) => typeof name === 'string')
    .slice(0, limit)
    .map(([name, item]) => {
      const r = remoteObjectOf(item, realm, false);
      const value = 'value' in r ? String(r.value) : (r.unserializableValue ?? r.description);
      return { name, type: r.type, ...(r.subtype ? { subtype: r.subtype } : {}), ...(value !== undefined ? { value } : {}) };
    });
  const base = remoteObjectOf(v, realm, false);
  return {
    preview: {
      type: base.type,
      ...(base.subtype ? { subtype: base.subtype } : {}),
      description: base.description,
      overflow: entries.length > limit,
      properties,
    },
  };
}

function stackTraceOf(frames: CallFrame[] | undefined): object {
  return {
    callFrames: (frames ?? []).map((f) => ({
      functionName: f.functionName ?? '',
      url: f.url ?? '',
      lineNumber: f.lineNumber,
      columnNumber: f.columnNumber,
      scriptId: '0',
    })),
  };
}

/** Emits Runtime.consoleAPICalled for a console call of `method` in `realm`. */
export function emitConsoleCall(
  model: BrowserModel,
  realm: RealmState,
  method: string,
  args: LoggedValue[],
  frames: CallFrame[] | undefined,
  timestamp: number,
  handles: LoggedValue[] = [],
): void {
  if (NOT_CONSOLE_CALLS.has(method)) return;
  emitTo(model, realm, 'Runtime.consoleAPICalled', {
    type: CONSOLE_TYPES[method] ?? method,
    args: args.map((a, i) => consoleArgOf(a, realm.key, handles[i])),
    executionContextId: realm.id,
    timestamp,
    stackTrace: stackTraceOf(frames),
  });
}

/** Emits the CDP event of one `log.entryAdded`, to the page (or worker) whose realm logged it. */
export function emitLogEntry(model: BrowserModel, p: any, forwarded?: ForwardedCall): void {
  const realm = p.source?.realm ? model.realmByKey(p.source.realm) : undefined;
  if (!realm) return;
  const frames: CallFrame[] | undefined = p.stackTrace?.callFrames;
  if (p.type === 'console') {
    emitConsoleCall(model, realm, p.method, p.args ?? [], forwarded?.callFrames ?? frames, p.timestamp, forwarded?.handles);
  } else if (p.type === 'javascript' && frames?.length) {
    // An error with a stack is a script's uncaught exception; Firefox gives its message line, not the thrown value.
    const top = frames[0]!;
    emitTo(model, realm, 'Runtime.exceptionThrown', {
      timestamp: p.timestamp,
      exceptionDetails: {
        exceptionId: 1,
        text: 'Uncaught',
        exception: errorObjectOf(p.text ?? 'Error', frames),
        lineNumber: top.lineNumber,
        columnNumber: top.columnNumber,
        url: top.url ?? '',
        executionContextId: realm.id,
        stackTrace: stackTraceOf(frames),
      },
    });
  } else if (p.type === 'javascript') {
    // The browser's own messages about the page (blocked requests, security warnings).
    emitTo(model, realm, 'Log.entryAdded', {
      entry: { source: 'javascript', level: p.level === 'warn' ? 'warning' : (p.level ?? 'info'), text: p.text ?? '', timestamp: p.timestamp },
    });
  }
}

function emitTo(
  model: BrowserModel,
  realm: RealmState,
  method: 'Runtime.consoleAPICalled' | 'Runtime.exceptionThrown' | 'Log.entryAdded',
  params: object,
): void {
  // A worker's messages reach the worker's sessions, as in Chrome.
  if (realm.workerId) model.emit('workerEvent', realm.workerId, method, params as Record<string, unknown>);
  else model.emit('pageEvent', realm.pageId, method, params as Record<string, unknown>);
}
