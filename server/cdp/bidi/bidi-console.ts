/**
 * Console arguments as handles. Firefox's log.entryAdded carries logged values, never references,
 * while Chrome's Runtime.consoleAPICalled gives objects as handles clients evaluate on (Puppeteer's
 * `msg.args()`, `JSHandle@object`). A preload script in every page's main world puts each console
 * method that logs its arguments behind a Proxy that first sends the call (its method, argument count
 * and stack) and then each argument on a channel whose messages own their values (`ownership: 'root'`),
 * and calls the native method. The log entry that follows in the same realm takes those handles and
 * that stack: the trap is the frame Firefox records, so the call site comes from the stack sent.
 * The page sees the console as before: the proxies pass every property through and
 * Function.prototype.toString shows the native methods' source (native code).
 * console.timeStamp(label) is also Chrome's Performance.metrics event, measured here.
 */
import type { BrowserModel } from '../model/browser-model';
import { metricList, PAGE_METRICS } from '../model/page-metrics';
import type { BidiClient } from './bidi-client';
import { emitConsoleCall, emitLogEntry, type CallFrame, type LoggedValue } from './bidi-log';
import { jsonOf } from './bidi-values';

const CHANNEL = 'pluck-console';

/** The console methods whose arguments Chrome reports as given (others take a label or a condition). */
const FORWARDED = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'dirxml', 'table', 'group', 'groupCollapsed', 'groupEnd'];

/** Methods Firefox does not report at all, while Chrome does; the forwarded call is then the report. */
const UNREPORTED = new Set(['groupEnd']);

/** What Chrome logs for a call without arguments of these methods. */
const DEFAULT_ARGUMENT: Record<string, string> = { groupEnd: 'console.groupEnd' };

/** Everything the trap uses is taken before page scripts run, so a page redefining built-ins changes nothing. */
const PRELOAD = `(send) => {
  const apply = Reflect.apply;
  const stack = Object.getOwnPropertyDescriptor(Error.prototype, 'stack').get;
  const NativeError = Error;
  const natives = new WeakMap();
  const nativeOf = WeakMap.prototype.get;
  const wrap = (target, handler) => {
    const proxy = new Proxy(target, handler);
    natives.set(proxy, target);
    return proxy;
  };
  const toString = Function.prototype.toString;
  Function.prototype.toString = wrap(toString, { apply: (target, self, args) => apply(target, apply(nativeOf, natives, [self]) ?? self, args) });
  for (const name of ${JSON.stringify(FORWARDED)}) {
    const native = console[name];
    if (typeof native !== 'function') continue;
    console[name] = wrap(native, {
      apply(target, self, args) {
        // A channel whose session has ended must not break the page's console.
        try {
          send(name + ' ' + args.length + '\\n' + apply(stack, new NativeError(), []));
          for (let i = 0; i < args.length; i++) send(args[i]);
        } catch {}
        return apply(target, self, args);
      },
    });
  }
}`;

interface ConsoleCall {
  method: string;
  expected: number;
  args: LoggedValue[];
  callFrames: CallFrame[];
  timestamp: number;
}

/** Firefox's `name@url:line:column` stack lines (1-based), without the trap's own frame, as CDP call frames (0-based). */
function callFramesOf(stack: string): CallFrame[] {
  const frames: CallFrame[] = [];
  for (const line of stack.split('\n').slice(1)) {
    const m = /^(?:async\*)?(.*?)@(.*):(\d+):(\d+)$/.exec(line);
    if (m) frames.push({ functionName: m[1], url: m[2], lineNumber: Number(m[3]) - 1, columnNumber: Number(m[4]) - 1 });
  }
  return frames;
}

/** Pairs forwarded console calls with their log entries, per realm. */
export class ConsoleCalls {
  /** A call whose arguments are still arriving, per realm. */
  private readonly filling = new Map<string, ConsoleCall>();
  /** Complete calls waiting for their log entry, per realm, oldest first. */
  private readonly waiting = new Map<string, ConsoleCall[]>();

  constructor(
    private readonly bidi: BidiClient,
    private readonly model: BrowserModel,
  ) {}

  /** Installs the forwarding in every document from now on and in the main worlds already loaded. */
  async init(mainRealms: string[]): Promise<void> {
    const argument = { type: 'channel', value: { channel: CHANNEL, ownership: 'root', serializationOptions: { maxObjectDepth: 0, maxDomDepth: 0 } } };
    await this.bidi.send('script.addPreloadScript', { functionDeclaration: PRELOAD, arguments: [argument] });
    await Promise.all(
      mainRealms.map((realm) =>
        this.bidi
          .send('script.callFunction', { functionDeclaration: PRELOAD, arguments: [argument], target: { realm }, awaitPromise: false })
          .catch(() => undefined),
      ),
    );
  }

  /** Takes a `script.message`; false when it is not the console's. */
  message(p: { channel: string; data: LoggedValue; source: { realm: string } }): boolean {
    if (p.channel !== CHANNEL) return false;
    const realm = p.source.realm;
    const call = this.filling.get(realm);
    if (call) call.args.push(p.data);
    else if (p.data.type === 'string') {
      const [head = '', ...stack] = String(p.data.value).split('\n');
      const [method = '', count] = head.split(' ');
      this.filling.set(realm, { method, expected: Number(count), args: [], callFrames: callFramesOf(stack.join('\n')), timestamp: Date.now() });
    }
    const filled = this.filling.get(realm);
    if (filled && filled.args.length === filled.expected) {
      this.filling.delete(realm);
      this.complete(realm, filled);
    }
    return true;
  }

  private complete(realm: string, call: ConsoleCall): void {
    if (!UNREPORTED.has(call.method)) {
      this.waiting.set(realm, [...(this.waiting.get(realm) ?? []), call]);
      return;
    }
    const known = this.model.realmByKey(realm);
    const args: LoggedValue[] = call.args.length ? call.args : [{ type: 'string', value: DEFAULT_ARGUMENT[call.method] }];
    if (known) emitConsoleCall(this.model, known, call.method, args, call.callFrames, call.timestamp);
  }

  /** Takes a `log.entryAdded`: a console entry gets the handles and call site its forwarded call sent. */
  entry(p: any): void {
    const realm: string = p.source?.realm ?? '';
    if (p.type === 'console' && p.method === 'timeStamp') void this.metricsEvent(p);
    if (p.type !== 'console' || UNREPORTED.has(p.method)) return emitLogEntry(this.model, p);
    const queue = this.waiting.get(realm) ?? [];
    // A call whose entry never came (a page's console replaced by a non-logging function) is dropped.
    let call = queue.shift();
    while (call && (call.method !== p.method || call.args.length !== (p.args ?? []).length)) call = queue.shift();
    if (!queue.length) this.waiting.delete(realm);
    emitLogEntry(this.model, p, call && { handles: call.args, callFrames: call.callFrames });
  }

  /** Chrome reports console.timeStamp(label) as Performance.metrics titled with the label, measured in the page's main frame. */
  private async metricsEvent(p: any): Promise<void> {
    const realm = this.model.realmByKey(p.source?.realm ?? '');
    if (!realm || realm.workerId) return;
    const r = await this.bidi
      .send('script.evaluate', { expression: PAGE_METRICS, target: { context: realm.pageId }, awaitPromise: false, resultOwnership: 'none' })
      .catch(() => undefined);
    if (r?.type !== 'success') return;
    this.model.emit('pageEvent', realm.pageId, 'Performance.metrics', { title: String(p.args?.[0]?.value ?? ''), metrics: metricList(jsonOf(r.result)) });
  }

  /** Forgets what a destroyed realm sent. */
  realmDestroyed(realm: string): void {
    this.filling.delete(realm);
    this.waiting.delete(realm);
  }
}
