/**
 * A pooled page driven over CDP sessions of our own, without a puppeteer Page: a puppeteer Page keeps
 * its own domains, an isolated utility world and lifecycle bookkeeping for every navigation, which
 * costs as much CPU as a small page. The page's session and those of its cross-site frames (which
 * run as targets of their own) feed one stream of events, and every frame's requests are paused
 * (Fetch) for the job's request policy. A puppeteer Page is made on demand, for visual extraction.
 */
import { EventEmitter } from 'node:events';
import type { BrowserContext, CDPSession, Page, Target } from 'puppeteer-core';
import { VIEWPORT } from './launch';

/** A request paused before it is sent, to be let through or refused. */
export interface PausedRequest {
  url: string;
  /** CDP's resource type (Document, Script, Image…). */
  resourceType: string;
  frameId: string;
  pass(): void;
  refuse(): void;
}

/** A frame's document as it commits. */
export interface NavigatedFrame {
  id: string;
  parentId?: string;
  url: string;
  loaderId: string;
}

/** What the page's sessions report, merged. */
export interface PageEvents {
  /** A request starts (Network.requestWillBeSent). */
  request: [{ requestId: string; loaderId: string; type?: string; frameId?: string; redirectResponse?: unknown; request: { url: string } }];
  /** A request is written to the network (Network.requestWillBeSentExtraInfo): it has its connection. */
  sent: [{ requestId: string }];
  /** A request ends, loaded or failed. */
  settled: [{ requestId: string }];
  data: [{ dataLength: number; encodedDataLength: number }];
  response: [
    { requestId: string; loaderId: string; type: string; frameId?: string; response: { url: string; status: number; headers: Record<string, string> } },
  ];
  /** A lifecycle event of the main frame (DOMContentLoaded, load, networkIdle…). */
  lifecycle: [{ frameId: string; loaderId: string; name: string }];
  navigated: [NavigatedFrame];
}

// Extraction reads the DOM and never looks at its pixels, so a pooled page is drawn at this fraction of its size:
// raster and compositing then cost about 6 ms less CPU per small page, of about 50 (measured by tracing). The scale
// transforms only the drawn output: layout, the viewport, devicePixelRatio, and IntersectionObserver, ResizeObserver
// and requestAnimationFrame are as at full size; and a screenshot (Page.captureScreenshot) is drawn at full size.
const SKETCH_SCALE = 0.05;

const NETWORK_EVENTS = {
  'Network.requestWillBeSent': 'request',
  'Network.requestWillBeSentExtraInfo': 'sent',
  'Network.loadingFinished': 'settled',
  'Network.loadingFailed': 'settled',
  'Network.dataReceived': 'data',
  'Network.responseReceived': 'response',
} as const;

/** The page of a pooled context. */
export class PageTarget {
  readonly events = new EventEmitter<PageEvents>();
  /** The puppeteer Page once made: its session then stays attached, so the context is not lent again. */
  dressed = false;
  /** The frames whose documents committed since the pool last cleared this (at a reset). */
  readonly frames = new Map<string, NavigatedFrame>();
  /** Decides each paused request of every frame; between jobs everything goes through. */
  route: (req: PausedRequest) => void = (req) => req.pass();

  private constructor(
    readonly target: Target,
    /** The session on the page itself. */
    readonly cdp: CDPSession,
    /** The main frame's id, which stays the page's for its whole life. */
    readonly frameId: string,
  ) {}

  /** Opens the page of `context` (its only one) and attaches to it. */
  static async open(context: BrowserContext, createTarget: (contextId: string) => Promise<unknown>): Promise<PageTarget> {
    const found = context.browser().waitForTarget((t) => t.browserContext() === context && t.type() === 'page');
    found.catch(() => undefined);
    await createTarget(context.id as string);
    const target = await found;
    const cdp = await target.createCDPSession();
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const page = new PageTarget(target, cdp, frameTree.frame.id);
    await Promise.all([
      page.wire(cdp),
      cdp.send('Page.setLifecycleEventsEnabled', { enabled: true }),
      cdp.send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, mobile: false, scale: SKETCH_SCALE }),
    ]);
    return page;
  }

  /**
   * Enables what the jobs read on a session (the page's or a cross-site frame's) and relays its events.
   * Child frames wait for the debugger until their requests can be paused, so none slips past the policy.
   */
  private async wire(session: CDPSession): Promise<void> {
    session.on('Fetch.requestPaused', ({ requestId, request, resourceType, frameId }) =>
      this.route({
        url: request.url,
        resourceType,
        frameId,
        pass: () => void session.send('Fetch.continueRequest', { requestId }).catch(() => undefined),
        refuse: () => void session.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }).catch(() => undefined),
      }),
    );
    for (const [method, name] of Object.entries(NETWORK_EVENTS)) session.on(method as 'Network.dataReceived', (e) => this.events.emit(name as 'data', e));
    session.on('Page.frameNavigated', ({ frame }) => {
      const navigated = { id: frame.id, parentId: frame.parentId, url: frame.url + (frame.urlFragment ?? ''), loaderId: frame.loaderId };
      this.frames.set(frame.id, navigated);
      this.events.emit('navigated', navigated);
    });
    // A dialog stops the page until it is answered: alerts are dismissed, and leaving is allowed.
    session.on(
      'Page.javascriptDialogOpening',
      ({ type }) => void session.send('Page.handleJavaScriptDialog', { accept: type === 'beforeunload' }).catch(() => undefined),
    );
    if (session === this.cdp) session.on('Page.lifecycleEvent', (e) => e.frameId === this.frameId && this.events.emit('lifecycle', e));
    session.on('Target.attachedToTarget', (e) => {
      const child = session.connection()?.session(e.sessionId);
      if (!child) return;
      // Resumed even when wiring failed: a frame left waiting would hang the page.
      void this.wire(child)
        .catch(() => undefined)
        .then(() => child.send('Runtime.runIfWaitingForDebugger'))
        .catch(() => undefined);
    });
    await Promise.all([
      session.send('Page.enable'),
      session.send('Network.enable'),
      // Each job sees a cold HTTP cache, as it did with a fresh context per job.
      session.send('Network.setCacheDisabled', { cacheDisabled: true }),
      session.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }),
      session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: 'iframe', exclude: false }] }),
    ]);
  }

  /** The main frame's URL (undefined before its first commit after a reset). */
  url(): string | undefined {
    return this.frames.get(this.frameId)?.url;
  }

  /** The URL of frame `id`, else of the main frame. */
  frameUrl(id: string): string | undefined {
    return this.frames.get(id)?.url ?? this.url();
  }

  /** Evaluates `expression` in the main frame's page world; rejects with the page's exception. */
  async evaluate<T>(expression: string, awaitPromise = false): Promise<T> {
    const { result, exceptionDetails } = await this.cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise });
    if (exceptionDetails) {
      const description = exceptionDetails.exception?.description ?? exceptionDetails.text;
      const err = new Error(description);
      // A DOMException's class tells nothing: its name (SyntaxError…) leads its description.
      err.name = /^(\w+): /.exec(description)?.[1] ?? exceptionDetails.exception?.className ?? 'Error';
      throw err;
    }
    return result.value as T;
  }

  /** The page as puppeteer's Page (visual extraction works on one). */
  async page(): Promise<Page> {
    this.dressed = true;
    const page = await this.target.page();
    if (!page) throw new Error('The page target has no page');
    return page;
  }
}
