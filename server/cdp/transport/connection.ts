/**
 * One CDP client connection: parses messages, routes them to domain handlers by session, and
 * owns this client's sessions and target tree. Replies and events leave through one ordered queue.
 */
import type WebSocket from 'ws';
import { CdpError, methodNotFound } from '../cdp-errors';
import type { BrowserModel, BrowserWorkerState, PageState, WorkerState } from '../model/browser-model';
import type { CdpEvent } from '../model/cdp-events';
import type { Backend } from '../model/types';
import { OutputQueue } from './output-queue';
import { BROWSER_TARGET, browserWorkerTargetInfo, filterAllows, tabTargetId, targetInfoOf, workerTargetInfo, type FilterEntry, type Session } from './session';

/**
 * Methods whose effects (a navigation after a click, the page closing after its beforeunload
 * dialog) must reach the client after their answer and after the commands the client sends
 * next. Chrome gives clients that time by itself: its navigations take a few milliseconds to
 * commit, and Puppeteer's `await click(); await waitForNavigation()` relies on it. Firefox
 * answers input late and navigates a local page at once, so the events that arrive while such a
 * method runs are held until a moment after its answer (answers to other commands still pass).
 */
const ANSWER_BEFORE_EVENTS = new Set(['Input.dispatchMouseEvent', 'Input.dispatchKeyEvent', 'Input.dispatchTouchEvent', 'Page.handleJavaScriptDialog']);
const HOLD_AFTER_ANSWER_MS = 50;

/** What a domain handler gets. */
export interface HandlerContext {
  conn: CdpConnection;
  session: Session;
  backend: Backend;
  model: BrowserModel;
}

/** A CDP method implementation. */
export type Handler = (ctx: HandlerContext, params: any) => object | Promise<object>;

/** Proxy-wide services a connection may call. */
export interface ConnectionHost {
  backend: Backend;
  model: BrowserModel;
  handlers: Record<string, Handler>;
  /** Browser.close from a client. */
  closeBrowser(): void;
}

/** State and I/O of one connected CDP client. */
export class CdpConnection {
  readonly sessions = new Map<string, Session>();
  /** Filter of Target.setDiscoverTargets, when discovery is on. */
  discover?: FilterEntry[];
  /** Security.setIgnoreCertificateErrors on the browser session: browser contexts this client creates follow it. */
  ignoreCertificateErrors?: boolean;
  private readonly queue: OutputQueue;
  /** Methods of ANSWER_BEFORE_EVENTS still running or just answered, and the events held meanwhile. */
  private holds = 0;
  private readonly heldEvents: object[] = [];
  private nextSession = 1;

  constructor(
    private readonly ws: WebSocket,
    readonly host: ConnectionHost,
  ) {
    this.queue = new OutputQueue((m) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
    });
    this.sessions.set('', { id: '', kind: 'browser', domains: new Set(), lifecycleEvents: false });
    ws.on('message', (data) => this.onMessage(String(data)));
  }

  /** Queues an event on a session ('' is the browser session). */
  event(sessionId: string, method: CdpEvent, params: object): void {
    const message = sessionId ? { method, params, sessionId } : { method, params };
    if (this.holds) this.heldEvents.push(message);
    else this.queue.push(message);
  }

  /** Holds events until `answered` settles and a moment more (see ANSWER_BEFORE_EVENTS). */
  private holdEventsUntil(answered: Promise<unknown>): void {
    this.holds++;
    void answered.finally(() =>
      setTimeout(() => {
        if (--this.holds) return;
        for (const message of this.heldEvents.splice(0)) this.queue.push(message);
      }, HOLD_AFTER_ANSWER_MS),
    );
  }

  /** Page sessions of a page with a domain enabled. */
  pageSessions(pageId: string, domain?: string): Session[] {
    return [...this.sessions.values()].filter((s) => s.kind === 'page' && s.pageId === pageId && (!domain || s.domains.has(domain)));
  }

  /** Creates a session for a page or its tab and announces it on the parent session. */
  attach(page: PageState, kind: 'tab' | 'page', parentId: string): Session {
    const session: Session = {
      id: `S${this.nextSession++}-${page.id.slice(0, 8)}`,
      kind,
      pageId: page.id,
      parentId,
      domains: new Set(),
      lifecycleEvents: false,
    };
    this.sessions.set(session.id, session);
    const url = this.host.model.frames.get(page.id)?.url ?? 'about:blank';
    this.event(parentId, 'Target.attachedToTarget', { sessionId: session.id, targetInfo: targetInfoOf(page, kind, url, true), waitingForDebugger: false });
    return session;
  }

  /** Attaches a page's worker under each of this client's sessions of that page whose auto-attach admits workers. */
  autoAttachWorker(worker: WorkerState): void {
    for (const parent of this.pageSessions(worker.pageId)) {
      if (!parent.autoAttach || !filterAllows(parent.autoAttach, 'worker')) continue;
      if ([...this.sessions.values()].some((s) => s.workerId === worker.id && s.parentId === parent.id)) continue;
      const session: Session = {
        id: `S${this.nextSession++}-${worker.id.slice(0, 8)}`,
        kind: 'worker',
        pageId: worker.pageId,
        workerId: worker.id,
        parentId: parent.id,
        domains: new Set(),
        lifecycleEvents: false,
      };
      this.sessions.set(session.id, session);
      const targetInfo = workerTargetInfo(worker, this.host.model.pages.get(worker.pageId));
      this.event(parent.id, 'Target.attachedToTarget', { sessionId: session.id, targetInfo, waitingForDebugger: false });
    }
  }

  /** Attaches a service or shared worker under the browser session when its auto-attach admits the type. */
  autoAttachBrowserWorker(worker: BrowserWorkerState): void {
    const filter = this.sessions.get('')!.autoAttach;
    if (!filter || !filterAllows(filter, worker.type)) return;
    if ([...this.sessions.values()].some((s) => s.workerId === worker.id && s.parentId === '')) return;
    this.attachBrowserWorker(worker);
  }

  /** Creates a session for a service or shared worker on the browser session and announces it there. */
  attachBrowserWorker(worker: BrowserWorkerState): Session {
    const session: Session = {
      id: `S${this.nextSession++}-${worker.id.slice(0, 8)}`,
      kind: 'worker',
      workerId: worker.id,
      parentId: '',
      domains: new Set(),
      lifecycleEvents: false,
    };
    this.sessions.set(session.id, session);
    this.event('', 'Target.attachedToTarget', { sessionId: session.id, targetInfo: browserWorkerTargetInfo(worker, true), waitingForDebugger: false });
    return session;
  }

  /** Creates another session on the browser target, as Chrome allows any number of them, and announces it on the root session. */
  attachBrowser(): Session {
    const session: Session = { id: `S${this.nextSession++}-browser`, kind: 'browser', parentId: '', domains: new Set(), lifecycleEvents: false };
    this.sessions.set(session.id, session);
    this.event('', 'Target.attachedToTarget', { sessionId: session.id, targetInfo: BROWSER_TARGET, waitingForDebugger: false });
    return session;
  }

  /** Makes this connection's root session a page (a /devtools/page/<id> socket). */
  bindToPage(pageId: string): void {
    const root = this.sessions.get('')!;
    if (!this.host.model.pages.has(pageId)) {
      this.ws.close(1011, 'No such page');
      return;
    }
    root.kind = 'page';
    root.pageId = pageId;
  }

  /** Ends a session and its children, telling the parent session. */
  detach(session: Session): void {
    if (session.id === '') {
      // The page behind a page socket is gone: so is the socket.
      this.ws.close();
      return;
    }
    for (const child of [...this.sessions.values()]) if (child.parentId === session.id) this.detach(child);
    if (!this.sessions.delete(session.id)) return;
    this.forget(session);
    const targetId =
      session.kind === 'browser' ? BROWSER_TARGET.targetId : session.kind === 'tab' ? tabTargetId(session.pageId!) : (session.workerId ?? session.pageId);
    this.event(session.parentId ?? '', 'Target.detachedFromTarget', { sessionId: session.id, targetId });
  }

  /** Attaches a new or existing page under the browser session's auto-attach filter. */
  autoAttachFromBrowser(page: PageState): void {
    const filter = this.sessions.get('')!.autoAttach;
    if (!filter) return;
    const already = [...this.sessions.values()].some((s) => s.pageId === page.id && s.parentId === '');
    if (already) return;
    // A tab's page is attached later, by the tab session's own setAutoAttach.
    if (filterAllows(filter, 'tab')) this.attach(page, 'tab', '');
    else if (filterAllows(filter, 'page')) this.attach(page, 'page', '');
  }

  /** Attaches the page under a tab session whose auto-attach admits pages. */
  autoAttachFromTab(tab: Session): void {
    const page = tab.pageId ? this.host.model.pages.get(tab.pageId) : undefined;
    if (!page || !filterAllows(tab.autoAttach, 'page')) return;
    if ([...this.sessions.values()].some((s) => s.parentId === tab.id)) return;
    this.attach(page, 'page', tab.id);
  }

  private onMessage(text: string): void {
    let msg: { id: number; method: string; params?: object; sessionId?: string };
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    const sessionId = msg.sessionId ?? '';
    const reply = (body: object) => (sessionId ? { id: msg.id, ...body, sessionId } : { id: msg.id, ...body });
    const session = this.sessions.get(sessionId);
    if (!session) {
      this.queue.push(reply({ error: { code: -32001, message: `Session with given id not found.` } }));
      return;
    }
    const ctx: HandlerContext = { conn: this, session, backend: this.host.backend, model: this.host.model };
    let answered!: () => void;
    if (ANSWER_BEFORE_EVENTS.has(msg.method)) this.holdEventsUntil(new Promise<void>((resolve) => (answered = resolve)));
    const body = this.run(msg.method, ctx, msg.params ?? {});
    // An answer known at once leaves now, as Chrome answers commands in order: events that later
    // commands of the same batch cause (Runtime.enable's contexts) must not overtake it.
    if (!(body instanceof Promise)) this.queue.push(reply(body));
    else void body.then((b) => this.queue.push(reply(b)));
    void Promise.resolve(body).then(() => answered?.());
  }

  /** Runs a method's handler: its answer body, or a promise of it when the handler works asynchronously. */
  private run(method: string, ctx: HandlerContext, params: object): object | Promise<object> {
    const failure = (err: unknown) => {
      const e = err instanceof CdpError ? err : new CdpError(err instanceof Error ? err.message : String(err));
      return { error: { code: e.code, message: e.message } };
    };
    try {
      const handler = this.host.handlers[method];
      if (!handler) throw methodNotFound(method);
      const result = handler(ctx, params);
      return result instanceof Promise ? result.then((r) => ({ result: r }), failure) : { result };
    } catch (err) {
      return failure(err);
    }
  }

  /** Drops what a session registered beyond the connection (request interception). */
  private forget(session: Session): void {
    const pageId = this.host.model.interceptors.delete(session);
    if (pageId) void this.host.backend.interception?.sync(pageId);
  }

  /** The client went away: its sessions' registrations go with it. */
  dispose(): void {
    for (const session of this.sessions.values()) this.forget(session);
    this.sessions.clear();
  }

  /** Closes the client socket. */
  close(): void {
    this.ws.close();
  }
}
