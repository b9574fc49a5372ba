/**
 * The Juggler backend: Playwright's patched Firefox over -juggler-pipe, exposed through the
 * neutral Backend interface.
 */
import { CdpError } from '../cdp-errors';
import type { FirefoxProcess } from '../firefox-process';
import { BrowserModel } from '../model/browser-model';
import {
  BY_VALUE,
  type Backend,
  type CallArgument,
  type Cookie,
  type CookieParam,
  type EvalOptions,
  type EvalResult,
  type KeyInput,
  type MouseInput,
  type NodeFacts,
  type RemoteObject,
  type ScreenshotRequest,
} from '../model/types';
import { deleteCookies, getCookies } from './juggler-cookies';
import { JugglerEventMapper } from './juggler-events';
import { keyParams, mouseCommand } from './juggler-input';
import { launchJuggler, type JugglerLaunchOptions } from './juggler-launch';
import { pushInitScripts, waitForWorld } from './juggler-worlds';
import { JugglerError, JugglerPipe } from './juggler-pipe';
import { JugglerState, type JugglerPage, type JugglerRealm } from './juggler-state';
import { localIn, parseObjectId } from '../model/object-id';
import { exceptionOf, remoteObjectOf } from './juggler-values';
import type { Readable, Writable } from 'node:stream';

/** Juggler reports a vanished context in its own words; CDP clients retry only on Chrome's. */
function evalError(err: unknown): Error {
  const message = err instanceof Error ? err.message : String(err);
  if (/context|frame.*(gone|detached|not found)|destroyed/i.test(message)) return new CdpError('Cannot find context with specified id');
  return new CdpError(message);
}

/** Backend over a Juggler pipe. */
export class JugglerBackend implements Backend {
  readonly name = 'juggler';
  product = 'Firefox';
  userAgent = '';
  private readonly state = new JugglerState();
  private readonly events: JugglerEventMapper;
  private nextScript = 1;
  private closing?: Promise<void>;

  private constructor(
    private readonly pipe: JugglerPipe,
    readonly model: BrowserModel,
    private readonly proc: FirefoxProcess,
    private readonly acceptInsecureCerts: boolean,
  ) {
    this.events = new JugglerEventMapper(model, this.state);
    pipe.on('event', (method, params, sessionId) => this.onEvent(method, params, sessionId));
    const lost = (why: string) => {
      if (!this.closing) model.emit('disconnected', why);
    };
    pipe.on('close', () => lost('Lost the Juggler pipe to the browser'));
    void proc.exited.then((how) => lost(`The browser exited unexpectedly (${how})`));
  }

  /** Launches the browser with -juggler-pipe and enables the browser session. */
  static async start(options: JugglerLaunchOptions): Promise<JugglerBackend> {
    const proc = await launchJuggler(options);
    const pipe = new JugglerPipe(proc.child.stdio[3] as Writable, proc.child.stdio[4] as Readable);
    const backend = new JugglerBackend(pipe, new BrowserModel('default'), proc, options.acceptInsecureCerts ?? false);
    try {
      await pipe.send('Browser.enable', { attachToDefaultContext: true, userPrefs: [] });
      if (options.acceptInsecureCerts) await backend.ignoreCertificateErrors([backend.model.defaultContextId], true);
      const info = await pipe.send('Browser.getInfo');
      backend.product = info.version;
      backend.userAgent = info.userAgent;
    } catch (err) {
      await proc.close();
      throw err;
    }
    return backend;
  }

  private onEvent(method: string, p: any, sessionId: string | undefined): void {
    if (method === 'Browser.attachedToTarget') {
      if (p.targetInfo.type !== 'page') return;
      const page = this.state.addPage(p.targetInfo.targetId, p.sessionId, p.targetInfo.browserContextId);
      this.model.addPage({ id: page.pageId, browserContextId: p.targetInfo.browserContextId ?? 'default', openerId: p.targetInfo.openerId }, 'about:blank');
      return;
    }
    if (method === 'Browser.detachedFromTarget') {
      const page = this.state.pageBySession.get(p.sessionId);
      if (!page) return;
      this.state.removePage(page);
      this.model.removePage(page.pageId);
      return;
    }
    const page = sessionId ? this.state.pageBySession.get(sessionId) : undefined;
    if (page) this.events.handle(page, method, p);
  }

  private page(pageId: string): JugglerPage {
    const page = this.state.pages.get(pageId);
    if (!page) throw new CdpError('Target closed');
    return page;
  }

  private frame(modelFrame: string): { page: JugglerPage; frameId: string } {
    const pageId = this.model.frames.get(modelFrame)?.pageId;
    const page = pageId ? this.state.pages.get(pageId) : undefined;
    if (!page) throw new CdpError('No frame with given id found');
    return { page, frameId: modelFrame === page.pageId ? page.mainFrame! : modelFrame };
  }

  private realm(key: string): JugglerRealm {
    const realm = this.state.realms.get(key);
    if (!realm) throw new CdpError('Cannot find context with specified id');
    return realm;
  }

  private sendPage<T = any>(pageId: string, method: string, params: object = {}): Promise<T> {
    return this.pipe.send<T>(method, params, this.page(pageId).sessionId);
  }

  async createContext(options: { ignoreCertificateErrors?: boolean } = {}): Promise<string> {
    const { browserContextId } = await this.pipe.send('Browser.createBrowserContext', { removeOnDetach: true });
    if (options.ignoreCertificateErrors ?? this.acceptInsecureCerts) await this.ignoreCertificateErrors([browserContextId], true);
    this.model.contexts.add(browserContextId);
    return browserContextId;
  }

  async ignoreCertificateErrors(browserContextIds: string[], ignore: boolean): Promise<void> {
    for (const id of browserContextIds)
      await this.pipe.send('Browser.setIgnoreHTTPSErrors', { browserContextId: id === this.model.defaultContextId ? undefined : id, ignore });
  }

  async removeContext(id: string): Promise<void> {
    await this.pipe.send('Browser.removeBrowserContext', { browserContextId: id });
    this.model.contexts.delete(id);
  }

  async newPage(browserContextId: string | undefined): Promise<string> {
    const { targetId } = await this.pipe.send('Browser.newPage', { browserContextId });
    await this.page(targetId).ready;
    return targetId;
  }

  async closePage(pageId: string, runBeforeUnload = false): Promise<void> {
    await this.sendPage(pageId, 'Page.close', { runBeforeUnload });
    if (!runBeforeUnload) this.model.removePage(pageId);
  }

  async navigate(frameId: string, url: string, referrer?: string): Promise<{ loaderId: string; errorText?: string }> {
    const f = this.frame(frameId);
    let navigationId: string | undefined;
    try {
      ({ navigationId } = await this.pipe.send('Page.navigate', { frameId: f.frameId, url, ...(referrer ? { referer: referrer } : {}) }, f.page.sessionId));
    } catch (err) {
      return { loaderId: this.model.frames.get(frameId)?.loaderId ?? '', errorText: err instanceof JugglerError ? err.message : String(err) };
    }
    if (!navigationId) return { loaderId: this.model.frames.get(frameId)?.loaderId ?? '' };
    const errorText = await this.events.outcome(navigationId);
    return { loaderId: navigationId, ...(errorText ? { errorText } : {}) };
  }

  async reload(pageId: string): Promise<void> {
    await this.sendPage(pageId, 'Page.reload', {});
  }

  async evaluate(key: string, expression: string, o: EvalOptions): Promise<EvalResult> {
    const r = this.realm(key);
    const res = await this.pipe
      .send('Runtime.evaluate', { executionContextId: r.contextId, expression, returnByValue: o.returnByValue }, r.sessionId)
      .catch((e) => Promise.reject(evalError(e)));
    return this.evalResult(res, key);
  }

  async callFunction(key: string, declaration: string, thisId: string | undefined, args: CallArgument[], o: EvalOptions): Promise<EvalResult> {
    const r = this.realm(key);
    const toArg = (a: CallArgument) => {
      if (a.objectId) {
        return { objectId: localIn(a.objectId, key) };
      }
      return a.unserializableValue !== undefined ? { unserializableValue: a.unserializableValue } : { value: a.value };
    };
    // Juggler has no `this` parameter: pass it as a first argument and re-apply.
    const functionDeclaration = thisId ? `function(__pluckThis, ...__pluckArgs) { return (${declaration}\n).apply(__pluckThis, __pluckArgs); }` : declaration;
    const jArgs = [...(thisId ? [toArg({ objectId: thisId })] : []), ...args.map(toArg)];
    const res = await this.pipe
      .send('Runtime.callFunction', { executionContextId: r.contextId, functionDeclaration, args: jArgs, returnByValue: o.returnByValue }, r.sessionId)
      .catch((e) => Promise.reject(evalError(e)));
    return this.evalResult(res, key);
  }

  private evalResult(res: any, key: string): EvalResult {
    if (res.exceptionDetails) {
      const exceptionDetails = exceptionOf(res.exceptionDetails);
      return { result: exceptionDetails.exception!, exceptionDetails };
    }
    return { result: remoteObjectOf(res.result, key) };
  }

  realmOfObject(objectId: string): string | undefined {
    return parseObjectId(objectId).realm;
  }

  async releaseObject(objectId: string): Promise<void> {
    const ref = parseObjectId(objectId);
    const r = this.state.realms.get(ref.realm);
    if (r) await this.pipe.send('Runtime.disposeObject', { executionContextId: r.contextId, objectId: ref.local }, r.sessionId).catch(() => undefined);
  }

  async createIsolatedWorld(frameId: string, worldName: string): Promise<string> {
    const { page } = this.frame(frameId);
    const created = waitForWorld(this.model, page.pageId, frameId, worldName);
    // Juggler makes a named world through init scripts; they also apply to the current document.
    if (!page.initScripts.some((s) => s.worldName === worldName)) {
      page.initScripts.push({ id: `world-${worldName}`, script: '', worldName });
      await pushInitScripts(this.pipe, page);
    }
    return created;
  }

  async addScriptToNewDocument(pageId: string, source: string, worldName: string | undefined): Promise<string> {
    const page = this.page(pageId);
    const id = `script-${this.nextScript++}`;
    page.initScripts.push({ id, script: source, worldName });
    await pushInitScripts(this.pipe, page);
    return id;
  }

  async removeScriptToNewDocument(pageId: string, identifier: string): Promise<void> {
    const page = this.page(pageId);
    page.initScripts = page.initScripts.filter((s) => s.id !== identifier);
    await pushInitScripts(this.pipe, page);
  }

  async describeNode(objectId: string): Promise<NodeFacts> {
    const key = parseObjectId(objectId).realm;
    const r = this.realm(key);
    const { contentFrameId } = await this.pipe.send(
      'Page.describeNode',
      { frameId: this.frame(r.frameId).frameId, objectId: parseObjectId(objectId).local },
      r.sessionId,
    );
    const facts = await this.callFunction(
      key,
      'function() { return this instanceof Node ? [this.nodeType, this.nodeName, this.localName || "", this.nodeValue || "", this.childNodes.length] : null; }',
      objectId,
      [],
      BY_VALUE,
    );
    const v = facts.result.value as [number, string, string, string, number] | null;
    if (!v) throw new CdpError("Object id doesn't reference a Node");
    const page = this.state.pages.get(r.pageId)!;
    return {
      token: objectId,
      nodeType: v[0],
      nodeName: v[1],
      localName: v[2],
      nodeValue: v[3],
      childNodeCount: v[4],
      ...(contentFrameId ? { contentFrameId: this.state.modelFrame(page, contentFrameId) } : {}),
    };
  }

  async resolveNode(token: string, key: string): Promise<RemoteObject> {
    const target = this.realm(key);
    const source = this.realm(parseObjectId(token).realm);
    const { remoteObject } = await this.pipe
      .send(
        'Page.adoptNode',
        { frameId: this.frame(source.frameId).frameId, objectId: parseObjectId(token).local, executionContextId: target.contextId },
        target.sessionId,
      )
      .catch((e) => Promise.reject(evalError(e)));
    return remoteObjectOf(remoteObject, key);
  }

  async screenshot(pageId: string, req: ScreenshotRequest): Promise<string> {
    let clip = req.clip;
    if (!clip) {
      const main = this.model.mainRealm(pageId);
      if (!main) throw new CdpError('Page has no document to capture');
      const v = await this.evaluate(main.key, '({ x: scrollX, y: scrollY, width: innerWidth, height: innerHeight })', BY_VALUE);
      clip = v.result.value as { x: number; y: number; width: number; height: number };
    }
    const { data } = await this.sendPage(pageId, 'Page.screenshot', {
      mimeType: `image/${req.format}`,
      clip,
      ...(req.quality !== undefined ? { quality: req.quality } : {}),
    });
    return data;
  }

  async setViewport(pageId: string, v: { width: number; height: number } | null): Promise<void> {
    await this.sendPage(pageId, 'Page.setViewportSize', { viewportSize: v ? { width: v.width, height: v.height } : null });
  }

  async setUserAgent(pageId: string, userAgent: string | null): Promise<void> {
    await this.pipe.send('Browser.setUserAgentOverride', { browserContextId: this.page(pageId).browserContextId, userAgent });
  }

  async setExtraHeaders(pageId: string, headers: Record<string, string>): Promise<void> {
    await this.sendPage(pageId, 'Network.setExtraHTTPHeaders', { headers: Object.entries(headers).map(([name, value]) => ({ name, value: String(value) })) });
  }

  async dispatchMouse(pageId: string, input: MouseInput): Promise<void> {
    const [method, params] = mouseCommand(input);
    await this.sendPage(pageId, method, params);
  }

  async dispatchKey(pageId: string, input: KeyInput): Promise<void> {
    await this.sendPage(pageId, 'Page.dispatchKeyEvent', keyParams(input));
  }

  getCookies(browserContextId: string | undefined): Promise<Cookie[]> {
    return getCookies(this.pipe, browserContextId);
  }

  async setCookie(browserContextId: string | undefined, c: CookieParam): Promise<void> {
    await this.pipe.send('Browser.setCookies', { browserContextId, cookies: [c] });
  }

  deleteCookies(browserContextId: string | undefined, filter: { name: string; domain?: string; path?: string; url?: string }): Promise<void> {
    return deleteCookies(this.pipe, browserContextId, filter);
  }

  async handleDialog(pageId: string, accept: boolean, promptText?: string): Promise<void> {
    const dialogId = this.events.openDialog(pageId);
    if (!dialogId) throw new CdpError('No dialog is showing');
    await this.sendPage(pageId, 'Page.handleDialog', { dialogId, accept, promptText });
  }

  async getResponseBody(requestId: string): Promise<{ body: string; base64Encoded: boolean }> {
    const req = this.events.jugglerRequest(requestId);
    if (!req) throw new CdpError('No resource with given identifier found');
    const { base64body } = await this.pipe.send('Network.getResponseBody', { requestId: req.requestId }, req.sessionId);
    return { body: base64body, base64Encoded: true };
  }

  close(): Promise<void> {
    return (this.closing ??= (async () => {
      await this.pipe.send('Browser.close').catch(() => undefined);
      await this.proc.close();
    })());
  }
}
