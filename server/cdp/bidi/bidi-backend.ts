/**
 * The BiDi backend: stock Firefox (launched with --remote-debugging-port, or an existing BiDi
 * endpoint) driven over WebDriver BiDi, exposed through the neutral Backend interface.
 */
import { CdpError } from '../cdp-errors';
import { launchFirefox, type FirefoxProcess } from '../firefox-process';
import { BrowserModel } from '../model/browser-model';
import type {
  Backend,
  CallArgument,
  Cookie,
  CookieParam,
  DownloadBehavior,
  EmulationSetting,
  EvalOptions,
  EvalResult,
  NavigateResult,
  KeyInput,
  MouseInput,
  NodeFacts,
  RemoteObject,
  PrintRequest,
  ScreenshotRequest,
  TouchInput,
} from '../model/types';
import { BidiClient } from './bidi-client';
import { deleteCookies, getCookies, setCookie } from './bidi-cookies';
import { emulate, emulates, setPermissions } from './bidi-emulation';
import { ContextOverrides, SYSTEM_ACCESS_FLAG } from './bidi-chrome';
import { evalError } from './bidi-errors';
import { describeNode, frameOwner, resolveNode } from './bidi-nodes';
import { BidiEventMapper } from './bidi-events';
import { keyActions } from './bidi-input';
import { ClickGroups } from './bidi-clicks';
import { TouchPoints } from './bidi-touch';
import { FramePointer, focusedContext } from './bidi-frame-input';
import { captureScreenshot, printToPDF } from './bidi-capture';
import { performActions } from './bidi-actions';
import { CertificateModes } from './bidi-certificates';
import { ClientWindows } from './bidi-windows';
import { BidiBindings } from './bidi-bindings';
import { ConsoleCalls } from './bidi-console';
import { CrashReports } from './bidi-crashes';
import { stopServiceWorker } from './bidi-service-workers';
import { BidiInterception } from './bidi-interception';
import { MetaPolicies } from './bidi-meta-csp';
import { BidiNetworkTracker } from './bidi-network';
import { RequestBodies } from './bidi-request-bodies';
import { BidiNavigations } from './bidi-navigate';
import { parseObjectId } from '../model/object-id';
import { BidiEvaluation } from './bidi-evaluation';
import { FrameNames } from './bidi-frame-names';
import { setInputFiles } from './bidi-upload';
import { DISMISS_FILE_PICKERS_PREF, newSession } from './bidi-session';

/** How to reach the browser. */
export interface BidiBackendOptions {
  binary?: string;
  headless: boolean;
  profile?: string;
  bidiUrl?: string;
  bidiPort: number;
  /** The session's acceptInsecureCerts: certificate errors ignored in every user context not created otherwise. */
  acceptInsecureCerts?: boolean;
}

const EVENTS = [
  'browsingContext',
  'log.entryAdded',
  'script.realmCreated',
  'script.realmDestroyed',
  'network.beforeRequestSent',
  'network.responseStarted',
  'network.responseCompleted',
  'network.fetchError',
  'network.authRequired',
  'script.message',
  'input.fileDialogOpened',
];

/** Backend over a WebDriver BiDi session. */
export class BidiBackend implements Backend {
  readonly name = 'bidi';
  product = 'Firefox';
  userAgent = '';
  private readonly hidden = new Set<string>();
  /** Network.setExtraHTTPHeaders per page, put back after a navigation that carried a referrer. */
  private readonly extraHeaders = new Map<string, Record<string, string>>();
  private readonly events: BidiEventMapper;
  private readonly network: BidiNetworkTracker;
  private readonly navigations: BidiNavigations;
  readonly interception: BidiInterception;
  readonly windows: ClientWindows;
  private readonly bindings: BidiBindings;
  private readonly console: ConsoleCalls;
  private readonly crashes: CrashReports;
  private readonly bodies: RequestBodies;
  private readonly names: FrameNames;
  private readonly evaluation: BidiEvaluation;
  private readonly overrides: ContextOverrides;
  private readonly pointer: FramePointer;
  private readonly clicks = new ClickGroups((pageId, actions) => this.pointer.perform(pageId, actions));
  private readonly touches: TouchPoints;
  private closing?: Promise<void>;

  private constructor(
    private readonly bidi: BidiClient,
    readonly model: BrowserModel,
    private readonly proc: FirefoxProcess | undefined,
    private readonly certificates: CertificateModes,
  ) {
    this.network = new BidiNetworkTracker(model);
    this.events = new BidiEventMapper(model, this.hidden, (navigation) => this.network.navigationError(navigation));
    this.navigations = new BidiNavigations(bidi, model, this.network, this.events);
    this.overrides = new ContextOverrides(bidi);
    this.interception = new BidiInterception(bidi, model, this.network, new MetaPolicies(this.overrides));
    this.windows = new ClientWindows(bidi);
    this.bindings = new BidiBindings(bidi, model);
    this.console = new ConsoleCalls(bidi, model);
    this.crashes = new CrashReports(bidi, model);
    this.bodies = new RequestBodies(bidi);
    this.names = new FrameNames(bidi);
    this.evaluation = new BidiEvaluation(bidi, model);
    this.pointer = new FramePointer(bidi, model);
    this.touches = new TouchPoints(model, (pageId, actions) => this.pointer.perform(pageId, actions));
    bidi.on('event', (method, params) => this.bodies.dispatch(method, params, () => this.names.dispatch(method, params, () => this.apply(method, params))));
    model.on('pageClosed', (page) => this.interception.pageClosed(page.id));
    const lost = (why: string) => {
      if (!this.closing) model.emit('disconnected', why);
    };
    bidi.on('close', (reason) => lost(`Lost the BiDi connection to the browser (${reason})`));
    void proc?.exited.then((how) => lost(`The browser exited unexpectedly (${how})`));
  }

  private apply(method: string, params: any): void {
    if (method === 'script.message') return void (this.console.message(params) || this.crashes.message(params) || this.bindings.message(params));
    if (method === 'script.realmDestroyed') this.console.realmDestroyed(params.realm);
    if (method === 'log.entryAdded') return this.console.entry(params);
    if (!method.startsWith('network.')) {
      if (method === 'browsingContext.navigationStarted') this.navigations.started(params);
      if (method === 'browsingContext.downloadWillBegin') this.navigations.downloadWillBegin(params);
      this.network.navigationEvent(method, params);
      return this.events.handle(method, params);
    }
    this.network.handle(method, params);
    if (method === 'network.fetchError') this.events.requestFailed(params);
    if (params.isBlocked) this.interception.blocked(method, params);
  }

  /** Launches or connects, opens the BiDi session and loads the current tabs into the model. */
  static async start(options: BidiBackendOptions): Promise<BidiBackend> {
    let proc: FirefoxProcess | undefined;
    let url = options.bidiUrl;
    if (!url) {
      proc = await launchFirefox({
        binary: options.binary!,
        profile: options.profile,
        args: [...(options.headless ? ['--headless'] : []), `--remote-debugging-port=${options.bidiPort}`, SYSTEM_ACCESS_FLAG, 'about:blank'],
        // Back and forward load documents again, as in the Chrome Puppeteer drives (its back-forward cache is off
        // there): a document restored from Firefox's cache comes back without commit, load or isolated worlds.
        // Headless, it fetches no site icons, as headless Chrome does not: a favicon request is not the page's, and
        // clients counting a page's requests (or intercepting them) would see one more than on Chrome. File pickers
        // are dismissed as they open (bidi-session.ts).
        prefs: {
          'browser.sessionhistory.max_total_viewers': 0,
          [DISMISS_FILE_PICKERS_PREF]: true,
          ...(options.headless ? { 'browser.chrome.site_icons': false } : {}),
        },
        ready: /WebDriver BiDi listening on (ws:\/\/\S+)/,
        notReady: () => 'Firefox did not start its WebDriver BiDi server (is --bidi-port free?)',
      });
      url = proc.match[1];
    }
    if (!/\/session\b/.test(url)) url = `${url.replace(/\/$/, '')}/session`;
    try {
      const bidi = await BidiClient.connect(url);
      const model = new BrowserModel('default');
      const backend = new BidiBackend(bidi, model, proc, new CertificateModes(options.acceptInsecureCerts ?? false, model.defaultContextId));
      await backend.init();
      return backend;
    } catch (err) {
      await proc?.close();
      throw err;
    }
  }

  private async init(): Promise<void> {
    const session = await newSession(this.bidi, this.certificates.session);
    this.product = `Firefox/${session.capabilities.browserVersion}`;
    this.userAgent = session.capabilities.userAgent ?? '';
    // A hidden tab keeps Firefox alive when clients close every page they can see.
    const sentinel = await this.bidi.send('browsingContext.create', { type: 'tab', background: true });
    this.hidden.add(sentinel.context);
    await this.bidi.send('session.subscribe', { events: EVENTS });
    await this.interception.init();
    await this.bodies.init();
    await this.overrides.init();
    await this.crashes.init(this.overrides);
    const { contexts } = await this.bidi.send('browsingContext.getTree', {});
    const addTree = async (c: any, parent?: string) => {
      if (this.hidden.has(c.context)) return;
      if (parent) this.model.addFrame(c.context, parent, c.url, await this.names.nameOf(parent, c.context));
      else this.model.addPage({ id: c.context, browserContextId: c.userContext ?? 'default' }, c.url);
      for (const child of c.children ?? []) await addTree(child, c.context);
    };
    for (const c of contexts) await addTree(c);
    const { realms } = await this.bidi.send('script.getRealms', {});
    for (const r of realms) if (r.type === 'window') this.model.addRealm(r.realm, r.context, r.sandbox ?? '', r.origin);
    await this.console.init(realms.filter((r: any) => r.type === 'window' && !r.sandbox).map((r: any) => r.realm));
    // Response bodies are only kept when a collector exists; older Firefox lacks it, so bodies are then unavailable.
    await this.bidi.send('network.addDataCollector', { dataTypes: ['response'], maxEncodedDataSize: 50 * 1024 * 1024 }).catch(() => undefined);
  }

  async createContext(options: { ignoreCertificateErrors?: boolean } = {}): Promise<string> {
    const params = this.certificates.createParams(options.ignoreCertificateErrors);
    const { userContext } = await this.bidi.send('browser.createUserContext', params);
    this.certificates.created(userContext, params);
    this.model.contexts.add(userContext);
    return userContext;
  }

  async removeContext(id: string): Promise<void> {
    await this.bidi.send('browser.removeUserContext', { userContext: id });
    this.model.contexts.delete(id);
    this.certificates.removed(id);
  }

  async ignoreCertificateErrors(browserContextIds: string[], ignore: boolean): Promise<void> {
    this.certificates.check(browserContextIds, ignore);
  }

  async newPage(browserContextId: string | undefined): Promise<string> {
    const { context } = await this.bidi.send('browsingContext.create', { type: 'tab', userContext: browserContextId ?? 'default' });
    if (!this.model.pages.has(context)) this.model.addPage({ id: context, browserContextId: browserContextId ?? 'default' }, 'about:blank');
    return context;
  }

  async closePage(pageId: string, runBeforeUnload = false): Promise<void> {
    await this.bidi.send('browsingContext.close', { context: pageId, promptUnload: runBeforeUnload });
    if (!runBeforeUnload) this.model.removePage(pageId);
  }

  async navigate(frameId: string, url: string, referrer?: string): Promise<NavigateResult> {
    const debugUrl = this.crashes.navigate(frameId, url);
    if (debugUrl) return debugUrl;
    const pageId = this.model.frames.get(frameId)?.pageId;
    if (!referrer || !pageId) return this.navigations.navigate(frameId, url);
    // BiDi's navigate has no referrer: the page's extra headers carry it for the navigation's time.
    const own = this.extraHeaders.get(pageId) ?? {};
    await this.sendExtraHeaders(pageId, { ...own, Referer: referrer });
    try {
      return await this.navigations.navigate(frameId, url);
    } finally {
      await this.sendExtraHeaders(pageId, this.extraHeaders.get(pageId) ?? {}).catch(() => undefined);
    }
  }

  async traverseHistory(pageId: string, delta: number): Promise<void> {
    await this.bidi.send('browsingContext.traverseHistory', { context: pageId, delta });
    // Firefox answers a traversal before it reports the commit and load, at times never reporting
    // them: once it answers, they are reported from the context's URL, so clients waiting for the
    // navigation see it end.
    const loaderId = this.model.frames.get(pageId)?.pendingLoaderId;
    if (!loaderId) return;
    const { contexts } = await this.bidi.send('browsingContext.getTree', { root: pageId, maxDepth: 0 });
    if (this.model.frames.get(pageId)?.pendingLoaderId !== loaderId) return;
    this.model.commitNavigation(pageId, loaderId, contexts[0]?.url ?? '');
    this.model.lifecycle(pageId, 'DOMContentLoaded');
    this.model.lifecycle(pageId, 'load');
  }

  stopServiceWorker(workerId: string): Promise<void> {
    return stopServiceWorker(this.overrides, workerId);
  }

  async activatePage(pageId: string): Promise<void> {
    await this.bidi.send('browsingContext.activate', { context: pageId });
  }

  async reload(pageId: string): Promise<void> {
    // Firefox reloads about:blank as a privileged document whose policy refuses every web script (a script tag a
    // client adds after reloading, as Puppeteer does when touch emulation changes): a fresh about:blank instead.
    if (this.model.frames.get(pageId)?.url === 'about:blank')
      await this.bidi.send('browsingContext.navigate', { context: pageId, url: 'about:blank', wait: 'none' });
    else await this.bidi.send('browsingContext.reload', { context: pageId, wait: 'none' });
  }

  evaluate(realm: string, expression: string, o: EvalOptions): Promise<EvalResult> {
    return this.evaluation.evaluate(realm, expression, o);
  }

  callFunction(realm: string, declaration: string, thisId: string | undefined, args: CallArgument[], o: EvalOptions): Promise<EvalResult> {
    return this.evaluation.callFunction(realm, declaration, thisId, args, o);
  }

  realmOfObject(objectId: string): string | undefined {
    return parseObjectId(objectId).realm;
  }

  async releaseObject(objectId: string): Promise<void> {
    const { realm, local: handle } = parseObjectId(objectId);
    await this.bidi.send('script.disown', { handles: [handle], target: { realm } }).catch(() => undefined);
  }

  async createIsolatedWorld(frameId: string, worldName: string): Promise<string> {
    const r = await this.bidi
      .send('script.evaluate', { expression: '0', target: { context: frameId, sandbox: worldName }, awaitPromise: false })
      .catch((err) => Promise.reject(evalError(err)));
    this.model.addRealm(r.realm, frameId, worldName, '');
    return r.realm;
  }

  async addScriptToNewDocument(pageId: string, source: string, worldName: string | undefined): Promise<string> {
    const { script } = await this.bidi.send('script.addPreloadScript', {
      functionDeclaration: `function() {\n${source}\n}`,
      contexts: [pageId],
      ...(worldName ? { sandbox: worldName } : {}),
    });
    return script;
  }

  async removeScriptToNewDocument(_pageId: string, identifier: string): Promise<void> {
    await this.bidi.send('script.removePreloadScript', { script: identifier });
  }

  describeNode(objectId: string): Promise<NodeFacts> {
    const { realm, local: handle } = parseObjectId(objectId);
    return describeNode(this.bidi, this.evaluation.targetOf(realm), handle);
  }

  resolveNode(token: string, realm: string): Promise<RemoteObject> {
    return resolveNode(this.bidi, this.evaluation.targetOf(realm), realm, token);
  }

  addBinding(pageId: string, name: string, worldName: string): Promise<void> {
    return this.bindings.add(pageId, name, worldName);
  }

  removeBinding(pageId: string, name: string): Promise<void> {
    return this.bindings.remove(pageId, name);
  }

  setInputFiles(frameId: string, token: string, files: string[]): Promise<void> {
    return setInputFiles(this.bidi, frameId, token, files, !!this.proc);
  }

  frameOwner(frameId: string): Promise<string> {
    const parentId = this.model.frames.get(frameId)?.parentId;
    if (!parentId) return Promise.reject(new CdpError('Frame with the given id does not have an owner element.'));
    return frameOwner(this.bidi, parentId, frameId);
  }

  screenshot(pageId: string, request: ScreenshotRequest): Promise<string> {
    return captureScreenshot(this.bidi, pageId, request);
  }

  printToPDF(pageId: string, request: PrintRequest): Promise<string> {
    return printToPDF(this.bidi, pageId, request);
  }

  async setViewport(pageId: string, v: { width: number; height: number; deviceScaleFactor: number } | null): Promise<void> {
    await this.bidi.send('browsingContext.setViewport', {
      context: pageId,
      viewport: v ? { width: v.width, height: v.height } : null,
      devicePixelRatio: v && v.deviceScaleFactor ? v.deviceScaleFactor : null,
    });
  }

  async setUserAgent(pageId: string, userAgent: string | null): Promise<void> {
    await this.bidi.send('emulation.setUserAgentOverride', { userAgent, contexts: [pageId] });
  }

  async setExtraHeaders(pageId: string, headers: Record<string, string>): Promise<void> {
    this.extraHeaders.set(pageId, headers);
    await this.sendExtraHeaders(pageId, headers);
  }

  private async sendExtraHeaders(pageId: string, headers: Record<string, string>): Promise<void> {
    await this.bidi.send('network.setExtraHeaders', {
      headers: Object.entries(headers).map(([name, value]) => ({ name, value: { type: 'string', value: String(value) } })),
      contexts: [pageId],
    });
  }

  dispatchMouse(pageId: string, input: MouseInput): Promise<void> {
    return this.clicks.dispatch(pageId, input);
  }

  async dispatchKey(pageId: string, input: KeyInput): Promise<void> {
    this.clicks.flush(pageId);
    const actions = keyActions(input);
    if (actions) await performActions(this.bidi, this.model, pageId, actions, await focusedContext(this.bidi, this.model, pageId));
  }

  dispatchTouch(pageId: string, input: TouchInput): Promise<void> {
    this.clicks.flush(pageId);
    return this.touches.dispatch(pageId, input);
  }

  getCookies(browserContextId: string | undefined): Promise<Cookie[]> {
    return getCookies(this.bidi, browserContextId);
  }

  setCookie(browserContextId: string | undefined, cookie: CookieParam): Promise<void> {
    return setCookie(this.bidi, browserContextId, cookie);
  }

  deleteCookies(browserContextId: string | undefined, filter: { name: string; domain?: string; path?: string; url?: string }): Promise<void> {
    return deleteCookies(this.bidi, browserContextId, filter);
  }

  async handleDialog(pageId: string, accept: boolean, promptText?: string): Promise<void> {
    await this.bidi
      .send('browsingContext.handleUserPrompt', { context: pageId, accept, ...(promptText !== undefined ? { userText: promptText } : {}) })
      .catch(() => {
        // Accepting a beforeunload dialog closes the page, which may go before Firefox answers.
        if (this.model.pages.has(pageId)) throw new CdpError('No dialog is showing');
      });
  }

  emulate(pageId: string, setting: EmulationSetting): Promise<void> {
    return emulate(this.bidi, this.overrides, pageId, setting);
  }

  emulates(setting: EmulationSetting): boolean {
    return emulates(this.overrides, setting);
  }

  setPermissions(browserContextId: string | undefined, origin: string, names: string[], state: 'granted' | 'denied' | 'prompt'): Promise<void> {
    return setPermissions(this.bidi, browserContextId, origin, names, state);
  }

  async setDownloadBehavior(browserContextId: string, behavior: DownloadBehavior): Promise<void> {
    const downloadBehavior = behavior === 'default' ? null : behavior === 'deny' ? { type: 'denied' } : { type: 'allowed', destinationFolder: behavior.folder };
    await this.bidi.send('browser.setDownloadBehavior', { downloadBehavior, userContexts: [browserContextId] });
  }

  async getResponseBody(requestId: string): Promise<{ body: string; base64Encoded: boolean }> {
    const request = this.network.bidiRequestId(requestId) ?? requestId;
    const read = (id: string) => this.bidi.send('network.getData', { dataType: 'response', request: id });
    const source = this.network.bodySource(request);
    const { bytes } = await read(request)
      .catch((err) => (source ? read(source) : Promise.reject(err)))
      .catch((err) => {
        throw new CdpError(`No resource with given identifier found (${err instanceof Error ? err.message : err})`);
      });
    return { body: bytes.value, base64Encoded: bytes.type === 'base64' };
  }

  async getRequestPostData(requestId: string): Promise<string> {
    const body = await this.bodies.body(this.network.bidiRequestId(requestId) ?? requestId);
    if (body === undefined) throw new CdpError('No post data available for the request');
    return Buffer.from(body, 'base64').toString('utf8');
  }

  close(): Promise<void> {
    return (this.closing ??= (async () => {
      if (this.proc) {
        await this.bidi.send('browser.close', {}).catch(() => undefined);
        this.bidi.close();
        await this.proc.close();
      } else {
        // An endpoint we did not launch belongs to someone else: end our session, leave the browser.
        await this.bidi.send('session.end', {}).catch(() => undefined);
        this.bidi.close();
      }
    })());
  }
}
