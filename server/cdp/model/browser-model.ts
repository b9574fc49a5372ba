/**
 * The neutral model of one browser: contexts, pages, frames and realms (execution contexts).
 * Backends feed it; every client connection reads it and listens to its events, so two clients
 * see the same browser while keeping their own CDP sessions.
 */
import { EventEmitter } from 'node:events';
import type { CdpEvent } from './cdp-events';
import { NavigationHistory } from './history';
import { Interceptors } from './interceptors';
import { NetworkIdle } from './network-idle';

/** A top-level tab. Its id doubles as the CDP page targetId and its main frame id. */
export interface PageState {
  id: string;
  browserContextId: string;
  openerId?: string;
}

/** A frame; the main frame shares its page's id. */
export interface FrameState {
  id: string;
  pageId: string;
  parentId?: string;
  url: string;
  /** Its owner element's name attribute, or its id when it has none ('' for a main frame), as Chrome reports it. */
  name: string;
  /** Id of the committed document's navigation: CDP loaderId, also the document requestId. */
  loaderId: string;
  /** Navigation started but not committed yet. */
  pendingLoaderId?: string;
}

/** A JavaScript realm: CDP execution context. */
export interface RealmState {
  /** CDP executionContextId. */
  id: number;
  uniqueId: string;
  /** Backend realm id. */
  key: string;
  frameId: string;
  pageId: string;
  /** '' for the main world, the world name for isolated ones. */
  name: string;
  origin: string;
  /** Set for a dedicated worker's realm: its frameId is '' and it belongs to that worker's target. */
  workerId?: string;
}

/** A dedicated worker: a CDP worker target, whose one realm runs its code. */
export interface WorkerState {
  /** The CDP targetId, also the backend key of its realm. */
  id: string;
  pageId: string;
  url: string;
  realm: RealmState;
}

/** A service worker or shared worker: a target of its browser context, not of a page. */
export interface BrowserWorkerState {
  /** The CDP targetId, also the backend key of its realm. */
  id: string;
  type: 'service_worker' | 'shared_worker';
  url: string;
  browserContextId: string;
  /** Its realm, for the worker sessions clients attach (workerId set, no page). */
  realm: RealmState;
}

/** Lifecycle events of a frame's document, in CDP's names (network idleness from network-idle.ts). */
export type LifecycleName = 'DOMContentLoaded' | 'load' | 'networkAlmostIdle' | 'networkIdle';

/** Events the model emits, in the order the browser produced them. */
export interface ModelEvents {
  pageCreated: [PageState];
  pageClosed: [PageState];
  frameAttached: [FrameState];
  frameDetached: [FrameState];
  navigationStarted: [FrameState, string];
  navigationCommitted: [FrameState];
  navigationFailed: [FrameState, string, string];
  sameDocumentNavigated: [FrameState];
  lifecycle: [FrameState, LifecycleName];
  realmCreated: [RealmState];
  realmDestroyed: [RealmState];
  workerCreated: [WorkerState];
  workerDestroyed: [WorkerState];
  browserWorkerCreated: [BrowserWorkerState];
  browserWorkerDestroyed: [BrowserWorkerState];
  /** A CDP Network event (or console event) already shaped for the client, scoped to a page. */
  pageEvent: [string, CdpEvent, Record<string, unknown>];
  /** The same, scoped to a dedicated worker (by its target id). */
  workerEvent: [string, CdpEvent, Record<string, unknown>];
  disconnected: [string];
}

/** Live state of the browser behind the proxy. */
export class BrowserModel extends EventEmitter<ModelEvents> {
  readonly pages = new Map<string, PageState>();
  readonly frames = new Map<string, FrameState>();
  readonly contexts = new Set<string>();
  /** Session history per page. */
  readonly histories = new Map<string, NavigationHistory>();
  /** Permission states set through the proxy ("origin name"), per browser context ('' the default), for Browser.resetPermissions. */
  readonly permissionGrants = new Map<string, Set<string>>();
  /** Sessions that enabled request interception (Fetch.enable). */
  readonly interceptors = new Interceptors();
  /** Dedicated workers by target id. */
  readonly workers = new Map<string, WorkerState>();
  /** Service and shared workers by target id. */
  readonly browserWorkers = new Map<string, BrowserWorkerState>();
  private readonly realms = new Map<string, RealmState>();
  private readonly realmsById = new Map<number, RealmState>();
  /** Realms of a document still navigating: announced after the commit, as Chrome does. */
  private readonly deferredRealms = new Map<string, RealmState[]>();
  /** What waits for a deferred realm to be announced, by realm key. */
  private readonly onAnnounced = new Map<string, (() => void)[]>();
  private readonly nodeTokens: string[] = [];
  private readonly nodeIds = new Map<string, number>();
  private nextRealmId = 1;

  constructor(readonly defaultContextId: string) {
    super();
    new NetworkIdle(this);
  }

  /** Registers a new tab and its main frame. */
  addPage(page: PageState, url: string): void {
    if (this.pages.has(page.id)) return;
    this.pages.set(page.id, page);
    // A browser's own user contexts (Firefox's containers) become browser contexts only once they hold a tab.
    if (page.browserContextId !== this.defaultContextId) this.contexts.add(page.browserContextId);
    this.histories.set(page.id, new NavigationHistory());
    this.frames.set(page.id, { id: page.id, pageId: page.id, url, name: '', loaderId: `${page.id}-initial` });
    this.emit('pageCreated', page);
  }

  /** Forgets a tab and everything in it. */
  removePage(pageId: string): void {
    const page = this.pages.get(pageId);
    if (!page) return;
    for (const frame of [...this.frames.values()]) if (frame.pageId === pageId) this.dropFrame(frame, false);
    for (const worker of [...this.workers.values()]) if (worker.pageId === pageId) this.removeRealm(worker.id);
    this.pages.delete(pageId);
    this.histories.delete(pageId);
    this.emit('pageClosed', page);
  }

  /** Registers a child frame; `name` as Chrome names it (see FrameState.name). */
  addFrame(id: string, parentId: string, url: string, name = ''): void {
    const parent = this.frames.get(parentId);
    if (!parent || this.frames.has(id)) return;
    const frame: FrameState = { id, pageId: parent.pageId, parentId, url, name, loaderId: `${id}-initial` };
    this.frames.set(id, frame);
    this.emit('frameAttached', frame);
  }

  /** Forgets a child frame. */
  removeFrame(id: string): void {
    const frame = this.frames.get(id);
    if (frame) this.dropFrame(frame, true);
  }

  private dropFrame(frame: FrameState, announce: boolean): void {
    for (const realm of [...this.realms.values()]) if (realm.frameId === frame.id) this.removeRealm(realm.key);
    this.deferredRealms.delete(frame.id);
    this.frames.delete(frame.id);
    if (announce) this.emit('frameDetached', frame);
  }

  /** A navigation began in a frame. */
  startNavigation(frameId: string, loaderId: string): void {
    const frame = this.frames.get(frameId);
    if (!frame) return;
    frame.pendingLoaderId = loaderId;
    this.emit('navigationStarted', frame, loaderId);
  }

  /** A navigation committed a new document. */
  commitNavigation(frameId: string, loaderId: string, url: string): void {
    const frame = this.frames.get(frameId);
    // A navigation commits once. The proxy reports a traversal's commit itself when Firefox is slow to
    // (bidi-backend.ts traverseHistory); Firefox's own report may come after the next traversal began,
    // and would land that one on this document's URL.
    if (!frame || (frame.loaderId === loaderId && frame.pendingLoaderId !== loaderId)) return;
    frame.pendingLoaderId = undefined;
    frame.loaderId = loaderId;
    frame.url = url;
    if (!frame.parentId) this.histories.get(frameId)?.committed(url);
    this.emit('navigationCommitted', frame);
    const waiting = this.deferredRealms.get(frameId) ?? [];
    this.deferredRealms.delete(frameId);
    for (const realm of waiting) this.announceRealm(realm);
  }

  /** A navigation ended without a new document. */
  failNavigation(frameId: string, loaderId: string, errorText: string): void {
    const frame = this.frames.get(frameId);
    if (!frame) return;
    if (frame.pendingLoaderId === loaderId) frame.pendingLoaderId = undefined;
    this.emit('navigationFailed', frame, loaderId, errorText);
    this.flushDeferred(frameId);
  }

  /** Fragment or History API navigation. */
  navigateWithinDocument(frameId: string, url: string): void {
    const frame = this.frames.get(frameId);
    if (!frame) return;
    frame.url = url;
    frame.pendingLoaderId = undefined;
    if (!frame.parentId) this.histories.get(frameId)?.committed(url);
    this.emit('sameDocumentNavigated', frame);
    this.flushDeferred(frameId);
  }

  /** DOMContentLoaded or load fired in a frame's document. */
  lifecycle(frameId: string, name: 'DOMContentLoaded' | 'load'): void {
    const frame = this.frames.get(frameId);
    if (frame) this.emit('lifecycle', frame, name);
  }

  private flushDeferred(frameId: string): void {
    const waiting = this.deferredRealms.get(frameId) ?? [];
    this.deferredRealms.delete(frameId);
    for (const realm of waiting) this.announceRealm(realm);
  }

  /** A realm appeared; returns its state (existing when already known). */
  addRealm(key: string, frameId: string, name: string, origin: string): RealmState | undefined {
    const known = this.realms.get(key);
    if (known) return known;
    const frame = this.frames.get(frameId);
    if (!frame) return undefined;
    const id = this.nextRealmId++;
    const realm: RealmState = { id, uniqueId: `${key}`, key, frameId, pageId: frame.pageId, name, origin };
    this.realms.set(key, realm);
    this.realmsById.set(id, realm);
    if (frame.pendingLoaderId) {
      const list = this.deferredRealms.get(frameId) ?? [];
      list.push(realm);
      this.deferredRealms.set(frameId, list);
    } else this.announceRealm(realm);
    return realm;
  }

  private announceRealm(realm: RealmState): void {
    const waiting = this.onAnnounced.get(realm.key) ?? [];
    this.onAnnounced.delete(realm.key);
    if (this.realms.get(realm.key) !== realm) return;
    this.emit('realmCreated', realm);
    for (const fn of waiting) fn();
  }

  /** Runs `fn` once clients know the realm: now, or when a deferred realm is announced (never if it goes first). */
  whenAnnounced(realm: RealmState, fn: () => void): void {
    if (!this.deferredRealms.get(realm.frameId)?.includes(realm)) return fn();
    this.onAnnounced.set(realm.key, [...(this.onAnnounced.get(realm.key) ?? []), fn]);
  }

  /** A dedicated worker started in a page (or in a worker of it); its realm's key is its target id. */
  addWorker(key: string, pageId: string, url: string): void {
    if (this.realms.has(key) || !this.pages.has(pageId)) return;
    const id = this.nextRealmId++;
    const realm: RealmState = { id, uniqueId: key, key, frameId: '', pageId, name: '', origin: '', workerId: key };
    this.realms.set(key, realm);
    this.realmsById.set(id, realm);
    const worker: WorkerState = { id: key, pageId, url, realm };
    this.workers.set(key, worker);
    this.emit('workerCreated', worker);
  }

  /** A service or shared worker started; its realm's key is its target id. */
  addBrowserWorker(started: Omit<BrowserWorkerState, 'realm'>): void {
    if (this.browserWorkers.has(started.id)) return;
    const id = this.nextRealmId++;
    const realm: RealmState = { id, uniqueId: started.id, key: started.id, frameId: '', pageId: '', name: '', origin: '', workerId: started.id };
    this.realms.set(realm.key, realm);
    this.realmsById.set(id, realm);
    const worker = { ...started, realm };
    this.browserWorkers.set(worker.id, worker);
    this.emit('browserWorkerCreated', worker);
  }

  /** A realm went away (navigation, frame removal, a worker ending). */
  removeRealm(key: string): void {
    const browserWorker = this.browserWorkers.get(key);
    if (browserWorker) {
      this.browserWorkers.delete(key);
      this.realms.delete(key);
      this.realmsById.delete(browserWorker.realm.id);
      this.emit('browserWorkerDestroyed', browserWorker);
      return;
    }
    const realm = this.realms.get(key);
    if (!realm) return;
    this.realms.delete(key);
    this.realmsById.delete(realm.id);
    this.onAnnounced.delete(key);
    const worker = this.workers.get(key);
    if (worker) {
      this.workers.delete(key);
      this.emit('workerDestroyed', worker);
      return;
    }
    const waiting = this.deferredRealms.get(realm.frameId);
    if (waiting?.includes(realm)) {
      this.deferredRealms.set(
        realm.frameId,
        waiting.filter((r) => r !== realm),
      );
      return;
    }
    this.emit('realmDestroyed', realm);
  }

  /** Realm by CDP execution context id. */
  realmById(id: number): RealmState | undefined {
    return this.realmsById.get(id);
  }

  /** Realm by backend key. */
  realmByKey(key: string): RealmState | undefined {
    return this.realms.get(key);
  }

  /** Announced realms of a page, main worlds first. */
  realmsOfPage(pageId: string): RealmState[] {
    const deferred = new Set([...this.deferredRealms.values()].flat());
    return [...this.realms.values()]
      .filter((r) => r.pageId === pageId && !r.workerId && !deferred.has(r))
      .sort((a, b) => Number(a.name !== '') - Number(b.name !== '') || a.id - b.id);
  }

  /** The main-world realm of a frame (Chrome's default context). */
  mainRealm(frameId: string): RealmState | undefined {
    return [...this.realms.values()].find((r) => r.frameId === frameId && r.name === '');
  }

  /** Frames of a page, parents before children. */
  framesOfPage(pageId: string): FrameState[] {
    return [...this.frames.values()].filter((f) => f.pageId === pageId);
  }

  /** Stable integer backendNodeId for a backend node token. */
  nodeId(token: string): number {
    let id = this.nodeIds.get(token);
    if (id === undefined) {
      this.nodeTokens.push(token);
      id = this.nodeTokens.length;
      this.nodeIds.set(token, id);
    }
    return id;
  }

  /** Backend token of a backendNodeId. */
  nodeToken(id: number): string | undefined {
    return this.nodeTokens[id - 1];
  }
}
