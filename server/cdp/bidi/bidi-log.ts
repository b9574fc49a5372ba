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

/** A logged value as its JSON value; a cyclic one (which has none) as its description only. */
function consoleArgOf(arg: any, realm: string): object {
  try {
    return remoteObjectOf(arg, realm, true);
  } catch {
    return remoteObjectOf(arg, realm, false);
  }
}

type CallFrame = { functionName?: string; url?: string; lineNumber: number; columnNumber: number };

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

/** Emits the CDP event of one `log.entryAdded`, to the page (or worker) whose realm logged it. */
export function emitLogEntry(model: BrowserModel, p: any): void {
  const realm = p.source?.realm ? model.realmByKey(p.source.realm) : undefined;
  if (!realm) return;
  const frames: CallFrame[] | undefined = p.stackTrace?.callFrames;
  if (p.type === 'console') {
    if (NOT_CONSOLE_CALLS.has(p.method)) return;
    emitTo(model, realm, 'Runtime.consoleAPICalled', {
      type: CONSOLE_TYPES[p.method] ?? p.method,
      args: (p.args ?? []).map((a: any) => consoleArgOf(a, realm.key)),
      executionContextId: realm.id,
      timestamp: p.timestamp,
      stackTrace: stackTraceOf(frames),
    });
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
