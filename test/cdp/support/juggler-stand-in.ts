/**
 * A STAND-IN for Playwright's patched Firefox: it speaks Juggler's wire protocol on the pipe
 * (commands on fd 3, replies and events on fd 4, JSON messages ended by NUL) because that browser
 * build cannot be installed here. Message shapes follow Playwright's Juggler protocol definition
 * (browser_patches/firefox/juggler/protocol/Protocol.js). Pages are fetched for real over HTTP,
 * and scripts run in a Node `vm` context per execution context (there is no DOM).
 *
 * Self-contained (Node built-ins only) so tests can transpile it and run it as a "browser binary".
 */
import { get } from 'node:http';
import { Socket } from 'node:net';
import vm from 'node:vm';
import { crc32, deflateSync } from 'node:zlib';

if (!process.argv.includes('-juggler-pipe')) {
  process.stderr.write('juggler stand-in: started without -juggler-pipe\n');
  process.exit(2);
}

// Sockets, not fs streams: a blocking fs read on a pipe would keep process.exit() waiting.
const out = new Socket({ fd: 4, readable: false, writable: true });
const send = (msg: object) => out.write(`${JSON.stringify(msg)}\0`);
const event = (method: string, params: object, sessionId?: string) => send({ method, params, ...(sessionId ? { sessionId } : {}) });

interface Ctx {
  id: string;
  worldName?: string;
  sandbox: vm.Context;
  objects: Map<string, unknown>;
}
interface Page {
  targetId: string;
  sessionId: string;
  frameId: string;
  browserContextId?: string;
  url: string;
  title: string;
  width: number;
  height: number;
  contexts: Map<string, Ctx>;
  worlds: string[];
}

const pages = new Map<string, Page>();
const bySession = new Map<string, Page>();
let seq = 0;
const nextId = (prefix: string) => `${prefix}-${++seq}`;

function createContext(page: Page, worldName?: string): void {
  const sandbox = vm.createContext({
    location: { href: page.url },
    document: { title: page.title },
    innerWidth: page.width,
    innerHeight: page.height,
    scrollX: 0,
    scrollY: 0,
    setTimeout,
  });
  const ctx: Ctx = { id: nextId('ctx'), worldName, sandbox, objects: new Map() };
  page.contexts.set(ctx.id, ctx);
  event(
    'Runtime.executionContextCreated',
    { executionContextId: ctx.id, auxData: { frameId: page.frameId, ...(worldName ? { name: worldName } : {}) } },
    page.sessionId,
  );
}

function resetContexts(page: Page): void {
  for (const ctx of page.contexts.values()) event('Runtime.executionContextDestroyed', { executionContextId: ctx.id }, page.sessionId);
  page.contexts.clear();
  createContext(page);
  for (const w of page.worlds) createContext(page, w);
}

function remote(ctx: Ctx, value: unknown, byValue: boolean): object {
  if (value === undefined) return { type: 'undefined' };
  if (value === null) return { type: 'object', subtype: 'null', value: null };
  if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0)))
    return { type: 'number', unserializableValue: String(Object.is(value, -0) ? '-0' : value) };
  if (typeof value !== 'object' && typeof value !== 'function') return { type: typeof value, value };
  if (byValue) return { type: 'object', value: JSON.parse(JSON.stringify(value)) };
  const objectId = nextId('obj');
  ctx.objects.set(objectId, value);
  return { type: typeof value === 'function' ? 'function' : 'object', ...(Array.isArray(value) ? { subtype: 'array' } : {}), objectId };
}

async function run(ctx: Ctx, thunk: () => unknown, byValue: boolean): Promise<object> {
  try {
    return { result: remote(ctx, await thunk(), byValue) };
  } catch (err) {
    // Errors made inside the vm are not `instanceof Error` here (another realm).
    const e = err as { name?: unknown; message?: unknown; stack?: unknown } | null;
    return e && typeof e === 'object' && typeof e.message === 'string'
      ? { exceptionDetails: { text: `${String(e.name)}: ${e.message}`, stack: String(e.stack ?? '') } }
      : { exceptionDetails: { text: String(err), value: err } };
  }
}

function png(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xee)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

function fetchPage(url: string): Promise<{ status: number; statusText: string; headers: { name: string; value: string }[]; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          headers: Object.entries(res.headers).map(([name, v]) => ({ name, value: String(v) })),
          body,
        }),
      );
    }).on('error', reject);
  });
}

async function navigate(page: Page, url: string, navigationId: string): Promise<void> {
  const s = page.sessionId;
  event('Page.navigationStarted', { frameId: page.frameId, navigationId }, s);
  const requestId = nextId('req');
  event('Network.requestWillBeSent', { requestId, frameId: page.frameId, navigationId, url, method: 'GET', headers: [], isIntercepted: false }, s);
  let res;
  try {
    res = url.startsWith('http:') ? await fetchPage(url) : { status: 200, statusText: 'OK', headers: [], body: '' };
  } catch (err) {
    event('Network.requestFailed', { requestId, errorCode: 'NS_ERROR_CONNECTION_REFUSED' }, s);
    event('Page.navigationAborted', { frameId: page.frameId, navigationId, errorText: `NS_ERROR_CONNECTION_REFUSED: ${(err as Error).message}` }, s);
    return;
  }
  event(
    'Network.responseReceived',
    { requestId, status: res.status, statusText: res.statusText, headers: res.headers, fromCache: false, remoteIPAddress: '127.0.0.1', remotePort: 0 },
    s,
  );
  event('Network.requestFinished', { requestId, transferSize: res.body.length }, s);
  page.url = url;
  page.title = /<title>([^<]*)<\/title>/i.exec(res.body)?.[1] ?? '';
  resetContexts(page);
  event('Page.navigationCommitted', { frameId: page.frameId, navigationId, url, name: '' }, s);
  event('Page.eventFired', { frameId: page.frameId, name: 'DOMContentLoaded' }, s);
  event('Page.eventFired', { frameId: page.frameId, name: 'load' }, s);
}

type Handler = (p: any, page?: Page) => object | Promise<object>;

const handlers: Record<string, Handler> = {
  'Browser.enable': () => ({}),
  'Browser.getInfo': () => ({ version: 'Firefox/140.0', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 JugglerStandIn' }),
  'Browser.newPage': (p) => {
    const page: Page = {
      targetId: nextId('target'),
      sessionId: nextId('session'),
      frameId: nextId('frame'),
      browserContextId: p.browserContextId,
      url: 'about:blank',
      title: '',
      width: 1280,
      height: 720,
      contexts: new Map(),
      worlds: [],
    };
    pages.set(page.targetId, page);
    bySession.set(page.sessionId, page);
    event('Browser.attachedToTarget', {
      sessionId: page.sessionId,
      targetInfo: { targetId: page.targetId, type: 'page', browserContextId: p.browserContextId },
    });
    event('Page.frameAttached', { frameId: page.frameId }, page.sessionId);
    event('Page.navigationCommitted', { frameId: page.frameId, url: 'about:blank', name: '' }, page.sessionId);
    createContext(page);
    event('Page.ready', {}, page.sessionId);
    return { targetId: page.targetId };
  },
  'Browser.close': () => {
    setImmediate(() => process.exit(0));
    return {};
  },
  'Browser.getCookies': () => ({ cookies: [] }),
  'Page.navigate': (p, page) => {
    const navigationId = nextId('nav');
    setImmediate(() => void navigate(page!, p.url, navigationId));
    return { navigationId };
  },
  'Page.close': (_p, page) => {
    pages.delete(page!.targetId);
    bySession.delete(page!.sessionId);
    setImmediate(() => event('Browser.detachedFromTarget', { sessionId: page!.sessionId, targetId: page!.targetId }));
    return {};
  },
  'Page.setInitScripts': (p, page) => {
    for (const s of p.scripts as { worldName?: string }[])
      if (s.worldName && !page!.worlds.includes(s.worldName)) {
        page!.worlds.push(s.worldName);
        createContext(page!, s.worldName);
      }
    return {};
  },
  'Page.setViewportSize': (p, page) => {
    page!.width = p.viewportSize?.width ?? 1280;
    page!.height = p.viewportSize?.height ?? 720;
    for (const ctx of page!.contexts.values()) Object.assign(ctx.sandbox, { innerWidth: page!.width, innerHeight: page!.height });
    return {};
  },
  'Page.screenshot': (p) => ({ data: png(Math.max(1, Math.round(p.clip.width)), Math.max(1, Math.round(p.clip.height))) }),
  'Page.dispatchMouseEvent': () => ({}),
  'Page.dispatchKeyEvent': () => ({}),
  'Page.insertText': () => ({}),
  'Runtime.evaluate': (p, page) => {
    const ctx = page!.contexts.get(p.executionContextId);
    if (!ctx) throw new Error('Failed to find execution context with id = ' + p.executionContextId);
    return run(ctx, () => vm.runInContext(p.expression, ctx.sandbox), !!p.returnByValue);
  },
  'Runtime.callFunction': (p, page) => {
    const ctx = page!.contexts.get(p.executionContextId);
    if (!ctx) throw new Error('Failed to find execution context with id = ' + p.executionContextId);
    const args = (p.args as { objectId?: string; value?: unknown; unserializableValue?: string }[]).map((a) =>
      a.objectId ? ctx.objects.get(a.objectId) : a.unserializableValue !== undefined ? vm.runInContext(a.unserializableValue, ctx.sandbox) : a.value,
    );
    return run(ctx, () => (vm.runInContext(`(${p.functionDeclaration}\n)`, ctx.sandbox) as (...a: unknown[]) => unknown)(...args), !!p.returnByValue);
  },
  'Runtime.disposeObject': (p, page) => {
    for (const ctx of page!.contexts.values()) ctx.objects.delete(p.objectId);
    return {};
  },
};

let buffer = '';
new Socket({ fd: 3, readable: true, writable: false }).on('data', (chunk) => {
  buffer += chunk.toString();
  let end;
  while ((end = buffer.indexOf('\0')) !== -1) {
    const msg = JSON.parse(buffer.slice(0, end));
    buffer = buffer.slice(end + 1);
    const page = msg.sessionId ? bySession.get(msg.sessionId) : undefined;
    const handler = handlers[msg.method];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`${msg.method} is not implemented by the Juggler stand-in`);
        if (msg.sessionId && !page) throw new Error('Session closed');
        return handler(msg.params ?? {}, page);
      })
      .then(
        (result) => send({ id: msg.id, result, ...(msg.sessionId ? { sessionId: msg.sessionId } : {}) }),
        (err: Error) => send({ id: msg.id, error: { message: err.message, data: {} }, ...(msg.sessionId ? { sessionId: msg.sessionId } : {}) }),
      );
  }
});
process.on('SIGTERM', () => process.exit(0));
process.stderr.write('Juggler listening to the pipe\n');
