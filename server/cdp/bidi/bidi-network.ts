/**
 * BiDi network events → CDP Network events. A document request takes its navigation id as
 * requestId, because CDP clients match navigations by `requestId === loaderId`.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserModel } from '../model/browser-model';
import type { HeaderEntry } from '../model/types';
import { CachedBodies } from './cached-bodies';
import { FileDocuments } from './file-documents';
import { netErrorOf } from './net-errors';
import { RemoteAddresses, timingOf } from './response-facts';

type Header = { name: string; value: { type: string; value: string } };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const RESOURCE_TYPES: Record<string, string> = {
  document: 'Document',
  iframe: 'Document',
  frame: 'Document',
  script: 'Script',
  style: 'Stylesheet',
  image: 'Image',
  font: 'Font',
  fetch: 'Fetch',
  xmlhttprequest: 'XHR',
  audio: 'Media',
  video: 'Media',
  track: 'Media',
  manifest: 'Manifest',
};

/** CDP headers object from BiDi headers (repeated names joined by newlines, as Chrome does). */
export function headersOf(headers: Header[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of headers ?? []) {
    const v = h.value?.value ?? '';
    out[h.name] = h.name in out ? `${out[h.name]}\n${v}` : v;
  }
  return out;
}

/** A URL without its fragment, which never goes over the network: Chrome's requests and responses have none. */
function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/**
 * CDP Network.Request for a BiDi request. Chrome reports a navigation's fragment apart (urlFragment) in
 * requestWillBeSent, but not for a request it pauses for interception: `withFragment` says which.
 */
export function requestOf(r: any, withFragment = false): object {
  const url = withoutFragment(r.url);
  return {
    url,
    ...(withFragment && r.url.length > url.length ? { urlFragment: r.url.slice(url.length) } : {}),
    method: r.method,
    headers: headersOf(r.headers),
    hasPostData: (r.bodySize ?? 0) > 0,
    ...(r.postDataBase64 !== undefined
      ? { postData: Buffer.from(r.postDataBase64, 'base64').toString('utf8'), postDataEntries: [{ bytes: r.postDataBase64 }] }
      : {}),
    initialPriority: 'High',
    referrerPolicy: 'strict-origin-when-cross-origin',
    mixedContentType: 'none',
  };
}

/** What the tracker knows of a request in flight. */
export interface Tracked {
  cdpId: string;
  bidiId: string;
  pageId: string;
  frameId: string;
  loaderId: string;
  type: string;
  url: string;
  redirectResponse?: object;
  /** The status and headers a client fulfilled the request with, which its response reports. */
  given?: { status: number; statusText: string; headers: Record<string, string> };
}

/** Keeps request state and emits CDP Network events into the model. */
export class BidiNetworkTracker {
  private readonly byBidiId = new Map<string, Tracked>();
  private readonly bidiIdByCdpId = new Map<string, string>();
  /** Error texts of requests failed on purpose (Fetch.failRequest), by BiDi id. */
  private readonly failedOnPurpose = new Map<string, string>();
  /** Frames that sent a document request since the proxy last started a navigation in them. */
  private readonly documentSent = new Set<string>();
  /** Error texts of failed document requests, by navigation id (bounded). */
  private readonly navigationErrors = new Map<string, string>();
  private readonly addresses = new RemoteAddresses();
  private readonly cachedBodies = new CachedBodies();
  private readonly files = new FileDocuments((method, p) => this.handle(method, p));

  constructor(private readonly model: BrowserModel) {}

  /** The BiDi request id behind a CDP requestId (for network.getData). */
  bidiRequestId(cdpId: string): string | undefined {
    return this.bidiIdByCdpId.get(cdpId) ?? cdpId;
  }

  /** For a response served from Firefox's memory caches, which holds no body of its own: the request whose body it is. */
  bodySource(bidiId: string): string | undefined {
    return this.cachedBodies.source(bidiId);
  }

  /** A request in flight by its BiDi id. */
  tracked(bidiId: string): Tracked | undefined {
    return this.byBidiId.get(bidiId);
  }

  /**
   * A client fulfilled a paused request (Fetch.fulfillRequest): its response reports the status and
   * headers as given, as in Chrome (Firefox merges repeated headers). Firefox follows a given redirect
   * without announcing its response, so the redirect is recorded here for the next hop to carry.
   */
  fulfilled(bidiId: string, status: number, statusText: string, headers: HeaderEntry[]): void {
    const tracked = this.byBidiId.get(bidiId);
    if (!tracked) return;
    const bidiHeaders = headers.map((h) => ({ name: h.name, value: { type: 'string', value: h.value } }));
    if (REDIRECTS.has(status) && headers.some((h) => h.name.toLowerCase() === 'location'))
      tracked.redirectResponse = this.responseOf({ url: tracked.url, status, statusText, headers: bidiHeaders }, undefined);
    else tracked.given = { status, statusText, headers: headersOf(bidiHeaders) };
  }

  /** Makes the coming fetchError of a request report this error text. */
  failWith(bidiId: string, errorText: string): void {
    this.failedOnPurpose.set(bidiId, errorText);
    // The navigation may end before the request's fetchError arrives.
    const tracked = this.byBidiId.get(bidiId);
    if (tracked?.type === 'Document') this.rememberNavigationError(tracked.cdpId, errorText);
  }

  private rememberNavigationError(navigationId: string, errorText: string): void {
    if (this.navigationErrors.size > 100) this.navigationErrors.delete(this.navigationErrors.keys().next().value!);
    this.navigationErrors.set(navigationId, errorText);
  }

  /** Chrome's error text for a navigation whose document request failed, when known. */
  navigationError(navigationId: string): string | undefined {
    return this.navigationErrors.get(navigationId);
  }

  /** A navigation of the proxy's starts in `frameId`: what it requests is looked for from now on. */
  navigationStarting(frameId: string): void {
    this.documentSent.delete(frameId);
  }

  /**
   * A navigation Firefox refused before requesting anything (a scheme, page or port it does not
   * load): Chrome reports every navigation it starts as a document request, so this one is reported
   * as a request that failed. Returns its loader id (a new one when Firefox started no navigation),
   * or undefined when there is nothing to report: the request was seen, or the URL is not one.
   */
  refusedNavigation(frameId: string, url: string, errorText: string, navigationId: string = randomUUID()): string | undefined {
    const frame = this.model.frames.get(frameId);
    if (!frame || this.documentSent.has(frameId) || this.bidiIdByCdpId.has(navigationId) || !URL.canParse(url)) return undefined;
    const ts = Date.now() / 1000;
    this.rememberNavigationError(navigationId, errorText);
    this.model.emit('pageEvent', frame.pageId, 'Network.requestWillBeSent', {
      requestId: navigationId,
      loaderId: navigationId,
      documentURL: url,
      request: requestOf({ url, method: 'GET', headers: [] }),
      timestamp: ts,
      wallTime: ts,
      initiator: { type: 'other' },
      redirectHasExtraInfo: false,
      type: 'Document',
      frameId,
      hasUserGesture: false,
    });
    this.model.emit('pageEvent', frame.pageId, 'Network.loadingFailed', {
      requestId: navigationId,
      timestamp: ts,
      type: 'Document',
      errorText,
      canceled: errorText === 'net::ERR_ABORTED',
    });
    return navigationId;
  }

  /** Handles one browsingContext.* event: a file: document's navigation is its request (file-documents.ts). */
  navigationEvent(method: string, p: any): void {
    this.files.handle(method, p);
  }

  /** Handles one `network.*` event. */
  handle(method: string, p: any): void {
    const frame = p.context ? this.model.frames.get(p.context) : undefined;
    if (!frame) return;
    const ts = (p.timestamp ?? Date.now()) / 1000;
    if (method === 'network.beforeRequestSent') {
      const previous = this.byBidiId.get(p.request.request);
      const cdpId = p.navigation ?? previous?.cdpId ?? p.request.request;
      const type = p.navigation ? 'Document' : (RESOURCE_TYPES[p.request.destination || p.request.initiatorType || ''] ?? 'Other');
      const loaderId = p.navigation ?? frame.loaderId;
      if (p.navigation) {
        // Frames that went away are never asked about again; the newest thousand are kept.
        if (this.documentSent.size > 1000) this.documentSent.delete(this.documentSent.values().next().value!);
        this.documentSent.add(frame.id);
      }
      const tracked: Tracked = { cdpId, bidiId: p.request.request, pageId: frame.pageId, frameId: frame.id, loaderId, type, url: p.request.url };
      this.addresses.note(p.request.url);
      this.byBidiId.set(tracked.bidiId, tracked);
      // Bodies are asked for after the fact; the newest thousand ids are enough and keep memory flat.
      if (this.bidiIdByCdpId.size > 1000) this.bidiIdByCdpId.delete(this.bidiIdByCdpId.keys().next().value!);
      this.bidiIdByCdpId.set(cdpId, tracked.bidiId);
      this.model.emit('pageEvent', frame.pageId, 'Network.requestWillBeSent', {
        requestId: cdpId,
        loaderId,
        documentURL: p.navigation ? p.request.url : frame.url,
        request: requestOf(p.request, !p.isBlocked),
        timestamp: ts,
        wallTime: ts,
        initiator: { type: p.initiator?.type === 'parser' ? 'parser' : 'other' },
        redirectHasExtraInfo: false,
        ...(previous?.redirectResponse ? { redirectResponse: previous.redirectResponse } : {}),
        type,
        frameId: frame.id,
        hasUserGesture: false,
      });
      return;
    }
    const tracked = this.byBidiId.get(p.request?.request);
    if (!tracked) return;
    if (method === 'network.responseStarted') {
      const response = this.responseOf(p.response, p.request.timings);
      const location = (p.response.headers as Header[]).some((h) => h.name.toLowerCase() === 'location');
      if (REDIRECTS.has(p.response.status) && location) {
        tracked.redirectResponse = response;
        return;
      }
      tracked.redirectResponse = undefined;
      Object.assign(response, tracked.given);
      // Firefox says only that a response came from its cache, not from which (its memory caches of style
      // sheets and images, or the HTTP cache on disk): both are reported, as CDP defines the event for any cache.
      if (p.response.fromCache) this.model.emit('pageEvent', tracked.pageId, 'Network.requestServedFromCache', { requestId: tracked.cdpId });
      this.model.emit('pageEvent', tracked.pageId, 'Network.responseReceived', {
        requestId: tracked.cdpId,
        loaderId: tracked.loaderId,
        timestamp: ts,
        type: tracked.type,
        response,
        frameId: tracked.frameId,
        hasExtraInfo: false,
      });
    } else if (method === 'network.responseCompleted') {
      if (tracked.redirectResponse) return;
      this.byBidiId.delete(tracked.bidiId);
      const browserContextId = this.model.pages.get(tracked.pageId)?.browserContextId ?? '';
      this.cachedBodies.completed(tracked.bidiId, browserContextId, tracked.url, !!p.response?.fromCache);
      this.model.emit('pageEvent', tracked.pageId, 'Network.loadingFinished', {
        requestId: tracked.cdpId,
        timestamp: ts,
        encodedDataLength: p.response?.bytesReceived ?? 0,
      });
    } else if (method === 'network.fetchError') {
      this.byBidiId.delete(tracked.bidiId);
      const errorText = this.failedOnPurpose.get(tracked.bidiId) ?? netErrorOf(p.errorText ?? '');
      this.failedOnPurpose.delete(tracked.bidiId);
      if (tracked.type === 'Document') this.rememberNavigationError(tracked.cdpId, errorText);
      this.model.emit('pageEvent', tracked.pageId, 'Network.loadingFailed', {
        requestId: tracked.cdpId,
        timestamp: ts,
        type: tracked.type,
        errorText,
        canceled: errorText === 'net::ERR_ABORTED',
      });
      // Chrome's console tells of a failed load, with the resource as its location; a cancelled one is not a failure.
      if (errorText !== 'net::ERR_ABORTED')
        this.model.emit('pageEvent', tracked.pageId, 'Log.entryAdded', {
          entry: {
            source: 'network',
            level: 'error',
            text: `Failed to load resource: ${errorText}`,
            timestamp: ts,
            url: p.request.url,
            networkRequestId: tracked.cdpId,
          },
        });
    }
  }

  private responseOf(r: any, timings: Record<string, number> | undefined): object {
    const headers = headersOf(r.headers);
    const timing = timingOf(timings);
    return {
      url: withoutFragment(r.url),
      status: r.status,
      statusText: r.statusText ?? '',
      headers,
      mimeType: (r.mimeType ?? '').split(';')[0],
      connectionReused: false,
      connectionId: 0,
      ...this.addresses.of(r.url),
      ...(timing ? { timing } : {}),
      fromDiskCache: !!r.fromCache,
      fromServiceWorker: false,
      fromPrefetchCache: false,
      encodedDataLength: r.bytesReceived ?? 0,
      protocol: r.protocol ?? 'http/1.1',
      securityState: /^(https|file):/.test(r.url ?? '') ? 'secure' : 'insecure',
    };
  }
}
