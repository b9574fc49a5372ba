/**
 * A warm pool over one Chromium: isolated BrowserContexts, each with a page already open (driven
 * over CDP, page-target.ts), lent to one fetch at a time. A returned context is reset (its old
 * document stopped, cookies and site storage cleared) and reused, because creating a context spawns
 * a renderer process — the main cost of a browser fetch. Broken contexts, ones past MAX_USES and
 * ones whose page was dressed as a puppeteer Page are closed and replaced in the background. A
 * crashed or disconnected browser is relaunched on the next acquire.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type BrowserContext, type CDPSession } from 'puppeteer-core';
import { getDomain } from 'tldts';
import { launchChromium, VIEWPORT } from './launch';
import { PageTarget, type NavigatedFrame } from './page-target';
import { openStatefulContext, type BrowserState, type StatefulLease } from './stateful-context';

/** How to reach a browser. */
export interface BrowserPoolOptions {
  /** Binary to launch (ignored when `ws` is set). */
  executablePath?: string;
  /** A remote browser's WebSocket endpoint. */
  ws?: string;
  /** Contexts kept warm. */
  size: number;
  /** More switches for a launched browser (the egress proxy). */
  args?: string[];
}

/** A page in its own context, lent to one fetch. */
export interface Lease {
  target: PageTarget;
  /** Shows the page if it is still parked by the last reset (a job whose navigation committed nothing), for a screenshot. */
  show(): Promise<void>;
  /** Returns the context: reset for the next job, or closed when `discard` marks it as timed out or broken. */
  release(discard?: boolean): Promise<void>;
}

// A long-lived renderer accumulates memory and state we do not clear (e.g. its JS heap); it is replaced after this many jobs.
const MAX_USES = 100;
// A reset that takes longer than this means a hung renderer: the context is closed instead.
const RESET_MS = 5000;

interface Warm {
  context: BrowserContext;
  target: PageTarget;
  uses: number;
  /** Origins whose frames were loaded since the last reset: their storage is cleared. */
  origins: Set<string>;
  /** Storage keys of frames below another site's page (partitioned storage, which clearing an origin leaves). */
  partitions: Set<string>;
  /** Hidden and frozen by the last reset until the next document commits (or show()). */
  parked: boolean;
  /** The last show(). */
  shown: Promise<void>;
}

/** The schemeful site of an http(s) URL (scheme and registrable domain), as Chromium keys storage by it. */
function siteOf(url: string): string | undefined {
  if (!/^https?:/i.test(url)) return undefined;
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${getDomain(hostname, { allowPrivateDomains: false }) ?? hostname}`;
}

/**
 * The storage key of a frame whose storage Chromium partitions by the page's site: one of another site
 * (`^0` and that site), or of the page's site below a frame of another (`^3` and the cross-site ancestor bit, 1).
 * Undefined for first-party frames.
 */
function partitionOf(frame: NavigatedFrame, frames: Map<string, NavigatedFrame>): string | undefined {
  if (!frame.parentId) return undefined;
  const parentOf = (f: NavigatedFrame) => (f.parentId ? frames.get(f.parentId) : undefined);
  const site = siteOf(frame.url);
  let top = parentOf(frame);
  let crossAbove = false;
  for (let p = top && parentOf(top); top && p; p = parentOf(p)) {
    if (siteOf(top.url) !== site) crossAbove = true;
    top = p;
  }
  const topSite = top && siteOf(top.url);
  if (!site || !topSite) return undefined;
  const origin = new URL(frame.url).origin;
  if (site !== topSite) return `${origin}/^0${topSite}`;
  return crossAbove ? `${origin}/^31` : undefined;
}

// Armed in an isolated world, where the page's scripts cannot have replaced document.open, and run by the freeze
// itself, after which none of the page's tasks run. open() erases every listener of the window and the document
// and detaches the frames; it is refused for an XML document and ignored while a script of the page is
// mid-parse, which a document still holding nodes tells apart. The opened document is not closed: closing parses
// an empty document and fires its DOMContentLoaded and load, a millisecond of the renderer per job for a document
// nobody reads. stop() then ends the document's loads and the parser open() started.
const ERASE_AT_FREEZE = `globalThis.erased = new Promise((resolve) => addEventListener('freeze', () => {
  try { document.open(); } catch { return resolve(false); }
  stop();
  resolve(!document.firstChild);
}, { capture: true, once: true }))`;
// A page that stops the freeze event before it reaches the erasing listener is left for about:blank after this.
const ERASE_WAIT_MS = 1000;

/** The pool. */
export class BrowserPool {
  private browser?: Browser;
  /** A session on the browser, where page targets are created. */
  private browserSession?: Promise<CDPSession>;
  private launching?: Promise<Browser>;
  private warm: Warm[] = [];
  /** Contexts being created or reset: soon warm, so acquire waits for them rather than creating more. */
  private pending = 0;
  private leased = 0;
  private active = 0;
  private waiters: (() => void)[] = [];
  private warmWaiters: (() => void)[] = [];
  private closed = false;
  private readonly maxActive: number;
  private readonly contexts: number;
  /** Counters for /health and metrics (blankResets: resets that had to navigate to about:blank). */
  readonly stats = { launches: 0, crashes: 0, leases: 0, discarded: 0, created: 0, resets: 0, blankResets: 0 };

  constructor(private readonly opts: BrowserPoolOptions) {
    // Contexts are cheap next to page loads; the cap only bounds memory under bursts.
    this.maxActive = Math.max(8, opts.size * 4);
    // One context more than `size`: with `size` jobs at a time, a job then never waits for the reset of the context
    // it has just returned.
    this.contexts = opts.size + 1;
  }

  private async start(): Promise<Browser> {
    this.stats.launches++;
    const browser = this.opts.ws
      ? await puppeteer.connect({ browserWSEndpoint: this.opts.ws, defaultViewport: VIEWPORT })
      : await launchChromium(this.opts.executablePath, { args: this.opts.args });
    browser.on('disconnected', () => {
      if (this.browser === browser) {
        this.browser = undefined;
        this.browserSession = undefined;
        this.warm = [];
        if (!this.closed) this.stats.crashes++;
      }
    });
    return browser;
  }

  /** The running browser, launching (or reconnecting) once when there is none. */
  async instance(): Promise<Browser> {
    if (this.closed) throw new Error('Browser pool is closed');
    if (this.browser?.connected) return this.browser;
    this.launching ??= this.start().then(
      (b) => {
        this.browser = b;
        this.launching = undefined;
        return b;
      },
      (err) => {
        this.launching = undefined;
        throw err;
      },
    );
    return this.launching;
  }

  private async create(browser: Browser): Promise<Warm> {
    this.stats.created++;
    const context = await browser.createBrowserContext();
    const session = (this.browserSession ??= browser
      .target()
      .createCDPSession()
      .catch((err) => {
        this.browserSession = undefined;
        throw err;
      }));
    const target = await PageTarget.open(context, async (browserContextId) =>
      (await session).send('Target.createTarget', { url: 'about:blank', browserContextId }),
    );
    const w: Warm = { context, target, uses: 0, origins: new Set(), partitions: new Set(), parked: false, shown: Promise.resolve() };
    target.events.on('navigated', (f) => {
      if (/^https?:/i.test(f.url)) w.origins.add(new URL(f.url).origin);
      const partition = partitionOf(f, target.frames);
      if (partition) w.partitions.add(partition);
      // The old document is gone with this commit: the new one is shown while it starts.
      if (f.id === target.frameId) void this.show(w);
    });
    return w;
  }

  /** Makes a parked page visible (and so unfrozen) again; focus emulation is what shows a page Chromium hid. */
  private show(w: Warm): Promise<void> {
    if (!w.parked) return w.shown;
    w.parked = false;
    w.shown = w.target.cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true }).then(
      () => undefined,
      () => undefined,
    );
    return w.shown;
  }

  /**
   * Stops the old document without a navigation, which would cost as much CPU as the job's own page:
   * hidden and frozen, none of its tasks run again; its listeners erased, so the unload handlers that
   * run when the next job's document commits find nothing to call; its loads stopped. False when the
   * document could not be erased.
   */
  private async park(w: Warm): Promise<boolean> {
    const session = w.target.cdp;
    const { executionContextId: contextId } = await session.send('Page.createIsolatedWorld', { frameId: w.target.frameId, worldName: 'pluck-reset' });
    await session.send('Runtime.evaluate', { contextId, expression: ERASE_AT_FREEZE });
    const erased = session.send('Runtime.evaluate', { contextId, expression: 'erased', awaitPromise: true, returnByValue: true });
    erased.catch(() => undefined);
    // Hidden first: Chromium freezes only a page it does not show.
    await Promise.all([session.send('Emulation.setFocusEmulationEnabled', { enabled: false }), session.send('Page.setWebLifecycleState', { state: 'frozen' })]);
    w.parked = true;
    const outcome = await Promise.race([erased, sleep(ERASE_WAIT_MS, undefined, { ref: false })]);
    return outcome?.result.value === true;
  }

  /** Puts a context back for the next job; closes it when the pool already holds enough or the browser changed. */
  private offer(w: Warm): void {
    if (this.closed || !this.browser?.connected || w.context.browser() !== this.browser || this.warm.length >= this.contexts) {
      void w.context.close().catch(() => undefined);
      return;
    }
    // A context back from its reset is lent before a fresh spare, whichever was ready first: take() pops the end.
    if (w.uses > 0) this.warm.push(w);
    else this.warm.unshift(w);
    this.warmWaiters.shift()?.();
  }

  private track(p: Promise<Warm | undefined>): void {
    this.pending++;
    void p
      .then(
        (w) => w && this.offer(w),
        () => undefined,
      )
      .finally(() => {
        this.pending--;
        // A failed create or reset must not leave an acquire waiting for a context that will never come.
        this.warmWaiters.shift()?.();
        this.refill();
      });
  }

  /** Keeps `size` contexts in existence (warm, pending or lent), creating the missing ones off the request path. */
  private refill(): void {
    if (this.closed || !this.browser?.connected) return;
    const browser = this.browser;
    while (this.warm.length + this.pending + this.leased < this.contexts) this.track(this.create(browser));
  }

  /** Clears what a job left behind: the page, cookies and the storage of every origin it loaded. */
  private async reset(w: Warm): Promise<Warm> {
    const session = w.target.cdp;
    // The old document must not run after its cookies and storage are cleared. Where it cannot be parked, the page
    // leaves it for about:blank (its unload handlers then run before the clear). The page itself navigates: a
    // browser-initiated about:blank moves to a new renderer process, and the next job's page then needs yet another.
    if (!(await this.park(w))) {
      this.stats.blankResets++;
      await this.show(w);
      const blank = new Promise<void>((resolve) => {
        const onCommit = (f: NavigatedFrame) => {
          if (f.id !== w.target.frameId || f.url !== 'about:blank') return;
          w.target.events.off('navigated', onCommit);
          resolve();
        };
        w.target.events.on('navigated', onCommit);
      });
      await w.target.evaluate("location.href = 'about:blank'");
      await blank;
    }
    const origins = [...w.origins];
    const partitions = [...w.partitions];
    w.origins.clear();
    w.partitions.clear();
    w.target.frames.clear();
    await Promise.all([
      session.send('Network.clearBrowserCookies'),
      ...origins.map((origin) => session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })),
      ...partitions.map((storageKey) => session.send('Storage.clearDataForStorageKey', { storageKey, storageTypes: 'all' })),
    ]);
    this.stats.resets++;
    return w;
  }

  /** Pre-launches the browser and fills the warm pool. */
  async warmUp(): Promise<void> {
    const browser = await this.instance();
    while (this.warm.length < this.opts.size) this.warm.push(await this.create(browser));
  }

  /**
   * Claims a context for a lease. It counts as lent from the moment it leaves the warm list (or its
   * creation starts): refill() runs between those awaits and would otherwise create a spare context
   * that then crowds the reset one out of the pool.
   */
  private async take(browser: Browser): Promise<Warm> {
    for (;;) {
      const w = this.warm.pop();
      if (w) {
        if (!w.context.browser().connected || w.target.cdp.detached) continue;
        this.leased++;
        return w;
      }
      // A context being reset is ready in tens of milliseconds; creating another costs a renderer process.
      if (!this.pending || this.closed) {
        this.leased++;
        return this.create(browser).catch((err) => {
          this.leased--;
          throw err;
        });
      }
      await new Promise<void>((r) => this.warmWaiters.push(r));
      if (!browser.connected) throw new Error('The browser disconnected');
    }
  }

  /** Lends a page in its own context; waits while the pool is at its cap. */
  async acquire(): Promise<Lease> {
    while (this.active >= this.maxActive) await new Promise<void>((r) => this.waiters.push(r));
    this.active++;
    try {
      const browser = await this.instance();
      this.refill();
      const w = await this.take(browser);
      w.uses++;
      this.stats.leases++;
      let released = false;
      return {
        target: w.target,
        show: () => this.show(w),
        release: async (discard = false) => {
          if (released) return;
          released = true;
          if (discard) this.stats.discarded++;
          this.leased--;
          this.done();
          if (discard || w.target.dressed || w.uses >= MAX_USES || this.closed) {
            // A hung page can make close() hang, so it is abandoned after 5 s.
            void Promise.race([w.context.close().catch(() => undefined), sleep(5000, undefined, { ref: false })]);
            this.refill();
            return;
          }
          // The reset runs off the caller's path; a context that fails or hangs in it is closed.
          const reset = this.reset(w);
          const timeout = sleep(RESET_MS, undefined, { ref: false }).then(() => Promise.reject(new Error('reset timed out')));
          this.track(
            Promise.race([reset, timeout]).catch(() => {
              void w.context.close().catch(() => undefined);
              return undefined;
            }),
          );
        },
      };
    } catch (err) {
      this.done();
      throw err;
    }
  }

  /**
   * Lends a context of its own, restored from `state` (cookies and local storage of a saved
   * session) when given, whose state can be read back before it is closed. It is never reset and
   * reused: what it holds belongs to one session. It counts against the pool's cap like any lease.
   */
  async acquireWithState(state?: BrowserState): Promise<StatefulLease> {
    while (this.active >= this.maxActive) await new Promise<void>((r) => this.waiters.push(r));
    this.active++;
    try {
      const lease = await openStatefulContext(await this.instance(), state);
      this.stats.leases++;
      let closed = false;
      return {
        ...lease,
        close: async () => {
          if (closed) return;
          closed = true;
          this.done();
          await lease.close();
        },
      };
    } catch (err) {
      this.done();
      throw err;
    }
  }

  private done(): void {
    this.active--;
    this.waiters.shift()?.();
  }

  /** Pool state for /health. */
  state(): Record<string, unknown> {
    return { connected: !!this.browser?.connected, warm: this.warm.length, active: this.active, ...this.stats };
  }

  /** Closes every context and the browser (or disconnects from a remote one); idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const browser = this.browser ?? (await this.launching?.catch(() => undefined));
    this.warm = [];
    for (const w of this.waiters.splice(0)) w();
    for (const w of this.warmWaiters.splice(0)) w();
    if (!browser) return;
    if (this.opts.ws) await browser.disconnect().catch(() => undefined);
    else await browser.close().catch(() => undefined);
  }
}
