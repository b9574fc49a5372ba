/**
 * BiDi browsingContext/script/input events → the neutral model, plus the bookkeeping that lets
 * `navigate` wait for its own navigation's outcome whichever arrives first, event or reply.
 */
import type { BrowserModel } from '../model/browser-model';
import { FrameLoading } from './bidi-frame-loading';

/** How a navigation ended: an error (a download among them), or within the document (no new loader). */
type Outcome = { errorText?: string; sameDocument?: boolean; isDownload?: boolean };

/** Applies BiDi events to the model and tracks navigation outcomes. */
export class BidiEventMapper {
  private readonly outcomes = new Map<string, Outcome>();
  private readonly waiters = new Map<string, (o: Outcome) => void>();
  /** Child frame navigations failed by requestFailed (bounded). */
  private readonly failed = new Set<string>();
  private readonly loading: FrameLoading;

  constructor(
    private readonly model: BrowserModel,
    private readonly hidden: Set<string>,
    /** Chrome's error text for a failed navigation's document request, when the network saw one. */
    private readonly navigationError: (navigationId: string) => string | undefined,
  ) {
    this.loading = new FrameLoading(model);
  }

  /** Resolves when navigation `id` committed, failed, or turned out same-document. */
  outcome(id: string): Promise<Outcome> {
    const known = this.outcomes.get(id);
    if (known) {
      this.outcomes.delete(id);
      return Promise.resolve(known);
    }
    return new Promise((resolve) => this.waiters.set(id, resolve));
  }

  private settle(id: string | null | undefined, outcome: Outcome): void {
    if (!id) return;
    const waiter = this.waiters.get(id);
    if (waiter) {
      this.waiters.delete(id);
      waiter(outcome);
      return;
    }
    if (this.outcomes.size > 500) this.outcomes.delete(this.outcomes.keys().next().value!);
    if (!this.outcomes.has(id)) this.outcomes.set(id, outcome);
  }

  /**
   * BiDi says of a service or shared worker only its script URL: it belongs to the browser context of
   * a page of its origin (the first one; the default context when none is open).
   */
  private contextOfOrigin(url: string): string {
    const origin = originOf(url);
    for (const page of this.model.pages.values()) if (originOf(this.model.frames.get(page.id)?.url ?? '') === origin) return page.browserContextId;
    return this.model.defaultContextId;
  }

  /**
   * A request failed. Firefox ends a child frame's navigation whose document request failed (a 204, a refused
   * connection) without navigationFailed, where Chrome stops the frame's loading: it fails here, once.
   */
  requestFailed(p: any): void {
    const frame = this.model.frames.get(p.context);
    if (!p.navigation || !frame?.parentId || frame.pendingLoaderId !== p.navigation) return;
    this.failed.add(p.navigation);
    if (this.failed.size > 100) this.failed.delete(this.failed.values().next().value!);
    const errorText = this.navigationError(p.navigation) ?? 'net::ERR_ABORTED';
    this.model.failNavigation(frame.id, p.navigation, errorText);
    this.settle(p.navigation, { errorText });
  }

  /**
   * Navigation `id` of frame `frameId` turned into a download. A navigation whose response Firefox saves instead of
   * showing ends there, with no failure event of its own; Chrome cancels it as a download (net::ERR_ABORTED,
   * isDownload) and the frame stops loading.
   */
  downloaded(frameId: string, id: string): void {
    if (this.model.frames.get(frameId)?.pendingLoaderId === id) this.model.failNavigation(frameId, id, 'net::ERR_ABORTED');
    this.settle(id, { errorText: 'net::ERR_ABORTED', isDownload: true });
  }

  /** Handles one browsingContext.* or script.* event. */
  handle(method: string, p: any): void {
    const m = this.model;
    switch (method) {
      case 'browsingContext.contextCreated':
        if (this.hidden.has(p.context)) return;
        if (p.parent) m.addFrame(p.context, p.parent, p.url, p.name ?? '');
        else m.addPage({ id: p.context, browserContextId: p.userContext ?? m.defaultContextId, openerId: p.originalOpener ?? undefined }, p.url);
        return;
      case 'browsingContext.contextDestroyed':
        if (p.parent) m.removeFrame(p.context);
        else m.removePage(p.context);
        return;
      case 'browsingContext.navigationStarted':
        m.startNavigation(p.context, p.navigation);
        return;
      case 'browsingContext.navigationCommitted':
        m.commitNavigation(p.context, p.navigation, p.url);
        this.loading.committed(p.context);
        this.settle(p.navigation, {});
        return;
      case 'browsingContext.navigationFailed':
      case 'browsingContext.navigationAborted': {
        if (this.failed.delete(p.navigation)) return;
        const errorText = this.navigationError(p.navigation) ?? (method.endsWith('Aborted') ? 'net::ERR_ABORTED' : 'net::ERR_FAILED');
        m.failNavigation(p.context, p.navigation, errorText);
        this.settle(p.navigation, { errorText });
        return;
      }
      case 'browsingContext.downloadWillBegin':
        if (p.navigation) this.downloaded(p.context, p.navigation);
        return;
      case 'browsingContext.fragmentNavigated':
      case 'browsingContext.historyUpdated':
        m.navigateWithinDocument(p.context, p.url);
        this.settle(p.navigation, { sameDocument: true });
        return;
      case 'browsingContext.domContentLoaded':
        this.loading.contentLoaded(p.context, p.navigation);
        this.settle(p.navigation, {});
        m.lifecycle(p.context, 'DOMContentLoaded');
        return;
      case 'browsingContext.load':
        m.lifecycle(p.context, 'load');
        this.loading.loaded(p.context);
        return;
      case 'browsingContext.userPromptOpened': {
        const page = m.frames.get(p.context)?.pageId;
        if (page)
          m.emit('pageEvent', page, 'Page.javascriptDialogOpening', {
            url: m.frames.get(p.context)!.url,
            // Chrome shows no page text in a beforeunload dialog and reports its message empty.
            message: p.type === 'beforeunload' ? '' : p.message,
            type: p.type,
            hasBrowserHandler: false,
            defaultPrompt: p.defaultValue ?? '',
          });
        return;
      }
      case 'browsingContext.userPromptClosed': {
        const page = m.frames.get(p.context)?.pageId;
        if (page) m.emit('pageEvent', page, 'Page.javascriptDialogClosed', { result: !!p.accepted, userInput: p.userText ?? '' });
        return;
      }
      case 'input.fileDialogOpened': {
        const page = m.frames.get(p.context)?.pageId;
        if (page) {
          m.emit('pageEvent', page, 'Page.fileChooserOpened', {
            frameId: p.context,
            mode: p.multiple ? 'selectMultiple' : 'selectSingle',
            ...(p.element?.sharedId ? { backendNodeId: m.nodeId(p.element.sharedId) } : {}),
          });
        }
        return;
      }
      case 'script.realmCreated':
        if (p.type === 'window' && p.context) m.addRealm(p.realm, p.context, p.sandbox ?? '', p.origin);
        // Firefox gives a worker's script URL as its realm's origin; its owner is the page's window realm, or a worker's.
        else if (p.type === 'dedicated-worker') {
          const owner = m.realmByKey(p.owners?.[0] ?? '');
          if (owner) m.addWorker(p.realm, owner.pageId, p.origin);
        } else if (p.type === 'service-worker' || p.type === 'shared-worker') {
          m.addBrowserWorker({
            id: p.realm,
            type: p.type === 'service-worker' ? 'service_worker' : 'shared_worker',
            url: p.origin,
            browserContextId: this.contextOfOrigin(p.origin),
          });
        }
        return;
      case 'script.realmDestroyed':
        m.removeRealm(p.realm);
        return;
    }
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
