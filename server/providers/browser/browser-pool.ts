/**
 * A warm pool over one Chromium: isolated BrowserContexts, each with a page already open, lent to
 * one fetch at a time. A returned context is reset (blank page, cookies and site storage cleared)
 * and reused, because creating a context spawns a renderer process — the main cost of a browser
 * fetch. Broken contexts and ones past MAX_USES are closed and replaced in the background. A
 * crashed or disconnected browser is relaunched on the next acquire.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type BrowserContext, type CDPSession, type Page, type Target } from 'puppeteer-core';
import { launchChromium, VIEWPORT } from './launch';
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
  page: Page;
  /** Returns the context: reset for the next job, or closed when `discard` marks it as timed out or broken. */
  release(discard?: boolean): Promise<void>;
}

// A long-lived renderer accumulates memory and state we do not clear (e.g. its JS heap); it is replaced after this many jobs.
const MAX_USES = 100;
// A reset that takes longer than this means a hung renderer: the context is closed instead.
const RESET_MS = 5000;

interface Warm {
  context: BrowserContext;
  page: Page;
  /** A session on the page's current target: a navigation that swaps processes gives the page a new target. */
  session?: { target: Target; cdp: CDPSession };
  uses: number;
  /** Origins whose frames were loaded since the last reset: their storage is cleared. */
  origins: Set<string>;
}

/** The pool. */
export class BrowserPool {
  private browser?: Browser;
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
  /** Counters for /health and metrics. */
  readonly stats = { launches: 0, crashes: 0, leases: 0, discarded: 0, created: 0, resets: 0 };

  constructor(private readonly opts: BrowserPoolOptions) {
    // Contexts are cheap next to page loads; the cap only bounds memory under bursts.
    this.maxActive = Math.max(8, opts.size * 4);
  }

  private async start(): Promise<Browser> {
    this.stats.launches++;
    const browser = this.opts.ws
      ? await puppeteer.connect({ browserWSEndpoint: this.opts.ws, defaultViewport: VIEWPORT })
      : await launchChromium(this.opts.executablePath, { args: this.opts.args });
    browser.on('disconnected', () => {
      if (this.browser === browser) {
        this.browser = undefined;
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
    const page = await context.newPage();
    // Each job sees a cold HTTP cache, as it did with a fresh context per job.
    await page.setCacheEnabled(false);
    const w: Warm = { context, page, uses: 0, origins: new Set() };
    page.on('framenavigated', (f) => {
      if (/^https?:/i.test(f.url())) w.origins.add(new URL(f.url()).origin);
    });
    return w;
  }

  /** Puts a context back for the next job; closes it when the pool already holds enough or the browser changed. */
  private offer(w: Warm): void {
    if (this.closed || !this.browser?.connected || w.context.browser() !== this.browser || this.warm.length >= this.opts.size) {
      void w.context.close().catch(() => undefined);
      return;
    }
    this.warm.push(w);
    this.warmWaiters.shift()?.();
  }

  private track(p: Promise<Warm | undefined>): void {
    this.pending++;
    void p
      .then((w) => w && this.offer(w), () => undefined)
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
    while (this.warm.length + this.pending + this.leased < this.opts.size) this.track(this.create(browser));
  }

  /** A CDP session on the page's current target, opened again after a navigation swapped the target. */
  private async sessionOf(w: Warm): Promise<CDPSession> {
    const target = w.page.target();
    if (w.session?.target !== target) {
      void w.session?.cdp.detach().catch(() => undefined);
      w.session = { target, cdp: await w.page.createCDPSession() };
    }
    return w.session.cdp;
  }

  /** Clears what a job left behind: its viewport, the page, cookies and the storage of every origin it loaded. */
  private async reset(w: Warm): Promise<Warm> {
    const { page } = w;
    // Request interception stays on across jobs (browser-fetch switches it on once per page).
    const vp = page.viewport();
    if (vp?.width !== VIEWPORT.width || vp?.height !== VIEWPORT.height || vp?.deviceScaleFactor !== 1) await page.setViewport(VIEWPORT);
    // Leaving the page first stops its scripts, so nothing writes cookies or storage after they are cleared.
    // The page itself navigates: a browser-initiated about:blank moves to a new renderer process, and the
    // next job's page then needs yet another; one the page starts stays in its process for the next job.
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.evaluate(() => void (location.href = 'about:blank'))]);
    const origins = [...w.origins];
    w.origins.clear();
    const session = await this.sessionOf(w);
    await Promise.all([
      session.send('Network.clearBrowserCookies'),
      ...origins.map((origin) => session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })),
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
        if (!w.context.browser().connected || w.page.isClosed()) continue;
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
        page: w.page,
        release: async (discard = false) => {
          if (released) return;
          released = true;
          if (discard) this.stats.discarded++;
          this.leased--;
          this.done();
          if (discard || w.uses >= MAX_USES || this.closed) {
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
