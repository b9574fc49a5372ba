/**
 * Model events → CDP events for one connection: only to the sessions attached to the page that
 * enabled the domain, and target lifecycle to this connection's own target tree. Never broadcast.
 */
import type { BrowserModel, BrowserWorkerState, FrameState, LifecycleName, ModelEvents, RealmState, WorkerState } from '../model/browser-model';
import type { CdpEvent } from '../model/cdp-events';
import type { CdpConnection } from './connection';
import { frameInfo } from './frame-info';
import { browserWorkerTargetInfo, filterAllows, tabTargetId, targetInfoOf } from './session';

const now = () => Date.now() / 1000;

/** CDP executionContextCreated payload for a realm. */
export function contextPayload(realm: RealmState): object {
  return {
    context: {
      id: realm.id,
      origin: realm.origin === 'null' ? '' : realm.origin,
      name: realm.name,
      uniqueId: realm.uniqueId,
      auxData: { isDefault: realm.name === '', type: realm.name ? 'isolated' : 'default', frameId: realm.frameId },
    },
  };
}

type Listeners = { [K in keyof ModelEvents]?: (...args: any[]) => void };

/**
 * One listener per model event for all connections (so any number of clients stays under
 * EventEmitter's leak warning), dispatching to each connection's own listeners.
 */
export class ModelFanout {
  private readonly subscribers = new Set<Listeners>();
  private readonly wired: [keyof ModelEvents, (...args: any[]) => void][] = [];

  constructor(private readonly model: BrowserModel) {
    const names = [
      'pageCreated',
      'pageClosed',
      'frameAttached',
      'frameDetached',
      'navigationStarted',
      'navigationCommitted',
      'navigationFailed',
      'sameDocumentNavigated',
      'lifecycle',
      'realmCreated',
      'realmDestroyed',
      'workerCreated',
      'workerDestroyed',
      'browserWorkerCreated',
      'browserWorkerDestroyed',
      'pageEvent',
      'workerEvent',
    ] as const;
    for (const name of names) {
      const dispatch = (...args: any[]) => {
        for (const s of [...this.subscribers]) s[name]?.(...args);
      };
      this.wired.push([name, dispatch]);
      model.on(name, dispatch as any);
    }
  }

  /** Connection subscriptions now. */
  get size(): number {
    return this.subscribers.size;
  }

  /** Wires a connection to the model; returns the function that unwires it. */
  add(conn: CdpConnection): () => void {
    const listeners = connectionListeners(conn, this.model);
    this.subscribers.add(listeners);
    return () => this.subscribers.delete(listeners);
  }

  /** Removes the model listeners. */
  close(): void {
    for (const [name, fn] of this.wired) this.model.off(name, fn as any);
    this.subscribers.clear();
  }
}

/** Model events → CDP events for one connection. */
function connectionListeners(conn: CdpConnection, model: BrowserModel): Listeners {
  const toPage = (pageId: string, domain: string, method: CdpEvent, params: object) => {
    for (const s of conn.pageSessions(pageId, domain)) conn.event(s.id, method, params);
  };
  const lifecycle = (frame: FrameState, name: string) => {
    for (const s of conn.pageSessions(frame.pageId, 'Page'))
      if (s.lifecycleEvents) conn.event(s.id, 'Page.lifecycleEvent', { frameId: frame.id, loaderId: frame.loaderId, name, timestamp: now() });
  };
  const targetChanged = (pageId: string) => {
    const page = model.pages.get(pageId);
    if (!page || !conn.discover) return;
    const url = model.frames.get(pageId)?.url ?? '';
    if (filterAllows(conn.discover, 'page'))
      conn.event('', 'Target.targetInfoChanged', { targetInfo: targetInfoOf(page, 'page', url, conn.pageSessions(pageId).length > 0) });
  };

  return {
    pageCreated: (page) => {
      if (conn.discover) {
        const url = model.frames.get(page.id)?.url ?? 'about:blank';
        for (const type of ['tab', 'page'] as const)
          if (filterAllows(conn.discover, type)) conn.event('', 'Target.targetCreated', { targetInfo: targetInfoOf(page, type, url, false) });
      }
      conn.autoAttachFromBrowser(page);
    },
    pageClosed: (page) => {
      for (const s of [...conn.sessions.values()]) if (s.pageId === page.id && conn.sessions.has(s.id)) conn.detach(s);
      if (conn.discover) {
        if (filterAllows(conn.discover, 'page')) conn.event('', 'Target.targetDestroyed', { targetId: page.id });
        if (filterAllows(conn.discover, 'tab')) conn.event('', 'Target.targetDestroyed', { targetId: tabTargetId(page.id) });
      }
    },
    frameAttached: (f: FrameState) => toPage(f.pageId, 'Page', 'Page.frameAttached', { frameId: f.id, parentFrameId: f.parentId }),
    frameDetached: (f: FrameState) => toPage(f.pageId, 'Page', 'Page.frameDetached', { frameId: f.id, reason: 'remove' }),
    navigationStarted: (f: FrameState) => toPage(f.pageId, 'Page', 'Page.frameStartedLoading', { frameId: f.id }),
    navigationCommitted: (f: FrameState) => {
      lifecycle(f, 'init');
      toPage(f.pageId, 'Page', 'Page.frameNavigated', { frame: frameInfo(f), type: 'Navigation' });
      if (!f.parentId) targetChanged(f.pageId);
    },
    navigationFailed: (f: FrameState) => toPage(f.pageId, 'Page', 'Page.frameStoppedLoading', { frameId: f.id }),
    sameDocumentNavigated: (f: FrameState) => {
      toPage(f.pageId, 'Page', 'Page.navigatedWithinDocument', { frameId: f.id, url: f.url, navigationType: 'fragment' });
      if (!f.parentId) targetChanged(f.pageId);
    },
    lifecycle: (f: FrameState, name: LifecycleName) => {
      if (name === 'networkAlmostIdle' || name === 'networkIdle') return lifecycle(f, name);
      // Chrome's order: the page's load event before the lifecycle event that ends a waitUntil 'load'.
      if (!f.parentId) toPage(f.pageId, 'Page', name === 'load' ? 'Page.loadEventFired' : 'Page.domContentEventFired', { timestamp: now() });
      lifecycle(f, name);
      if (name !== 'load') return;
      // A subframe is idle at its load: the page's requests are counted for its main frame (model/network-idle.ts).
      if (f.parentId) for (const idle of ['networkAlmostIdle', 'networkIdle']) lifecycle(f, idle);
      toPage(f.pageId, 'Page', 'Page.frameStoppedLoading', { frameId: f.id });
    },
    realmCreated: (r: RealmState) => toPage(r.pageId, 'Runtime', 'Runtime.executionContextCreated', contextPayload(r)),
    realmDestroyed: (r: RealmState) =>
      toPage(r.pageId, 'Runtime', 'Runtime.executionContextDestroyed', { executionContextId: r.id, executionContextUniqueId: r.uniqueId }),
    workerCreated: (worker: WorkerState) => conn.autoAttachWorker(worker),
    workerDestroyed: (worker: WorkerState) => {
      for (const s of [...conn.sessions.values()]) if (s.workerId === worker.id && conn.sessions.has(s.id)) conn.detach(s);
    },
    browserWorkerCreated: (worker: BrowserWorkerState) => {
      if (conn.discover && filterAllows(conn.discover, worker.type))
        conn.event('', 'Target.targetCreated', { targetInfo: browserWorkerTargetInfo(worker, false) });
      conn.autoAttachBrowserWorker(worker);
    },
    browserWorkerDestroyed: (worker: BrowserWorkerState) => {
      for (const s of [...conn.sessions.values()]) if (s.workerId === worker.id && conn.sessions.has(s.id)) conn.detach(s);
      if (conn.discover && filterAllows(conn.discover, worker.type)) conn.event('', 'Target.targetDestroyed', { targetId: worker.id });
    },
    workerEvent: (workerId: string, method: CdpEvent, params: object) => {
      const domain = method.slice(0, method.indexOf('.'));
      for (const s of conn.sessions.values()) if (s.workerId === workerId && s.domains.has(domain)) conn.event(s.id, method, params);
    },
    pageEvent: (pageId: string, method: CdpEvent, params: object) => {
      // Chrome tells every session of a crashed page, whichever domains it enabled.
      if (method === 'Inspector.targetCrashed') return toPage(pageId, '', method, params);
      if (method !== 'Page.fileChooserOpened') return toPage(pageId, method.slice(0, method.indexOf('.')), method, params);
      // Only sessions that intercept file choosers hear of them, as in Chrome.
      for (const s of conn.pageSessions(pageId, 'Page')) if (s.interceptFileChooser) conn.event(s.id, method, params);
    },
  };
}
