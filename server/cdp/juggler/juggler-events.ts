/**
 * Juggler events → the neutral model (frames, navigations, contexts) and CDP Network events.
 * Juggler's network events already carry the navigation id, which becomes the CDP loaderId.
 */
import type { BrowserModel } from '../model/browser-model';
import type { JugglerPage, JugglerState } from './juggler-state';
import { remoteObjectOf } from './juggler-values';

type Header = { name: string; value: string };

function headersOf(list: Header[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of list ?? []) out[h.name] = h.name in out ? `${out[h.name]}\n${h.value}` : h.value;
  return out;
}

/** Applies Juggler page-session events and settles navigation waiters. */
export class JugglerEventMapper {
  private readonly waiters = new Map<string, (errorText?: string) => void>();
  private readonly settled = new Map<string, string | undefined>();
  private readonly requests = new Map<string, { cdpId: string; frameId: string; loaderId: string; type: string; url: string }>();
  private readonly jugglerRequests = new Map<string, { requestId: string; sessionId: string }>();

  constructor(
    private readonly model: BrowserModel,
    private readonly state: JugglerState,
  ) {}

  private readonly dialogs = new Map<string, string>();

  /** The id of a page's open dialog, if any. */
  openDialog(pageId: string): string | undefined {
    return this.dialogs.get(pageId);
  }

  /** The Juggler request (and its page session) behind a CDP requestId, for response bodies. */
  jugglerRequest(cdpId: string): { requestId: string; sessionId: string } | undefined {
    return this.jugglerRequests.get(cdpId);
  }

  /** Resolves with an error text (or undefined) once navigation `id` commits or aborts. */
  outcome(id: string): Promise<string | undefined> {
    if (this.settled.has(id)) {
      const v = this.settled.get(id);
      this.settled.delete(id);
      return Promise.resolve(v);
    }
    return new Promise((resolve) => this.waiters.set(id, resolve));
  }

  private settle(id: string | undefined, errorText?: string): void {
    if (!id) return;
    const w = this.waiters.get(id);
    if (w) {
      this.waiters.delete(id);
      w(errorText);
    } else {
      if (this.settled.size > 500) this.settled.delete(this.settled.keys().next().value!);
      this.settled.set(id, errorText);
    }
  }

  /** Handles one event of a page session. */
  handle(page: JugglerPage, method: string, p: any): void {
    const m = this.model;
    const frame = (id: string) => this.state.modelFrame(page, id);
    const ts = Date.now() / 1000;
    switch (method) {
      case 'Page.ready':
        page.markReady();
        return;
      case 'Page.frameAttached':
        if (!p.parentFrameId) page.mainFrame ??= p.frameId;
        else m.addFrame(p.frameId, frame(p.parentFrameId), 'about:blank');
        return;
      case 'Page.frameDetached':
        m.removeFrame(frame(p.frameId));
        return;
      case 'Page.navigationStarted':
        m.startNavigation(frame(p.frameId), p.navigationId);
        return;
      case 'Page.navigationCommitted': {
        const loaderId = p.navigationId || `${frame(p.frameId)}-${Date.now()}`;
        m.commitNavigation(frame(p.frameId), loaderId, p.url);
        this.settle(p.navigationId);
        return;
      }
      case 'Page.navigationAborted':
        m.failNavigation(frame(p.frameId), p.navigationId, p.errorText);
        this.settle(p.navigationId, p.errorText || 'net::ERR_ABORTED');
        return;
      case 'Page.sameDocumentNavigation':
        m.navigateWithinDocument(frame(p.frameId), p.url);
        return;
      case 'Page.eventFired':
        if (p.name === 'load' || p.name === 'DOMContentLoaded') m.lifecycle(frame(p.frameId), p.name);
        return;
      case 'Page.dialogOpened':
        this.dialogs.set(page.pageId, p.dialogId);
        m.emit('pageEvent', page.pageId, 'Page.javascriptDialogOpening', {
          url: m.frames.get(page.pageId)?.url ?? '',
          message: p.message,
          type: p.type,
          hasBrowserHandler: false,
          defaultPrompt: p.defaultValue ?? '',
        });
        return;
      case 'Page.dialogClosed':
        this.dialogs.delete(page.pageId);
        m.emit('pageEvent', page.pageId, 'Page.javascriptDialogClosed', { result: true, userInput: '' });
        return;
      case 'Runtime.console': {
        const key = this.state.existingRealmKey(page, p.executionContextId);
        const realm = key ? m.realmByKey(key) : undefined;
        if (!realm) return;
        m.emit('pageEvent', page.pageId, 'Runtime.consoleAPICalled', {
          type: p.type === 'warn' ? 'warning' : p.type,
          args: (p.args ?? []).map((a: unknown) => remoteObjectOf(a, realm.key)),
          executionContextId: realm.id,
          timestamp: Date.now(),
        });
        return;
      }
      case 'Runtime.executionContextCreated': {
        const frameId = frame(p.auxData?.frameId);
        m.addRealm(this.state.realmKey(page, p.executionContextId, frameId), frameId, p.auxData?.name ?? '', '');
        return;
      }
      case 'Runtime.executionContextDestroyed': {
        const key = this.state.existingRealmKey(page, p.executionContextId);
        if (key) m.removeRealm(key);
        return;
      }
      case 'Network.requestWillBeSent': {
        const frameId = frame(p.frameId);
        const previous = p.redirectedFrom ? this.requests.get(p.redirectedFrom) : undefined;
        const cdpId = previous?.cdpId ?? p.navigationId ?? p.requestId;
        const loaderId = p.navigationId ?? m.frames.get(frameId)?.loaderId ?? '';
        const type = p.navigationId ? 'Document' : 'Other';
        this.requests.set(p.requestId, { cdpId, frameId, loaderId, type, url: p.url });
        this.jugglerRequests.set(cdpId, { requestId: p.requestId, sessionId: page.sessionId });
        m.emit('pageEvent', page.pageId, 'Network.requestWillBeSent', {
          requestId: cdpId,
          loaderId,
          documentURL: p.url,
          frameId,
          type,
          timestamp: ts,
          wallTime: ts,
          initiator: { type: 'other' },
          request: {
            url: p.url,
            method: p.method,
            headers: headersOf(p.headers),
            hasPostData: !!p.postData,
            initialPriority: 'High',
            referrerPolicy: 'strict-origin-when-cross-origin',
          },
          redirectHasExtraInfo: false,
          hasUserGesture: false,
        });
        return;
      }
      case 'Network.responseReceived': {
        const r = this.requests.get(p.requestId);
        if (!r) return;
        const headers = headersOf(p.headers);
        m.emit('pageEvent', page.pageId, 'Network.responseReceived', {
          requestId: r.cdpId,
          loaderId: r.loaderId,
          frameId: r.frameId,
          type: r.type,
          timestamp: ts,
          hasExtraInfo: false,
          response: {
            url: p.url ?? r.url,
            status: p.status,
            statusText: p.statusText ?? '',
            headers,
            mimeType: (headers['content-type'] ?? '').split(';')[0],
            connectionReused: false,
            connectionId: 0,
            remoteIPAddress: p.remoteIPAddress ?? '',
            remotePort: p.remotePort ?? 0,
            fromDiskCache: !!p.fromCache,
            fromServiceWorker: !!p.fromServiceWorker,
            encodedDataLength: 0,
            securityState: 'unknown',
          },
        });
        return;
      }
      case 'Network.requestFinished':
      case 'Network.requestFailed': {
        const r = this.requests.get(p.requestId);
        if (!r) return;
        this.requests.delete(p.requestId);
        if (method === 'Network.requestFinished')
          m.emit('pageEvent', page.pageId, 'Network.loadingFinished', { requestId: r.cdpId, timestamp: ts, encodedDataLength: p.transferSize ?? 0 });
        else
          m.emit('pageEvent', page.pageId, 'Network.loadingFailed', {
            requestId: r.cdpId,
            timestamp: ts,
            type: r.type,
            errorText: p.errorCode ?? 'net::ERR_FAILED',
            canceled: false,
          });
        return;
      }
    }
  }
}
