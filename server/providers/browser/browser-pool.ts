/**
 * A warm pool over one Chromium: isolated BrowserContexts, each with a page already open, handed
 * out one per fetch and closed afterwards (never reused across jobs). A crashed or disconnected
 * browser is relaunched on the next acquire.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

/** How to reach a browser. */
export interface BrowserPoolOptions {
  /** Binary to launch (ignored when `ws` is set). */
  executablePath?: string;
  /** A remote browser's WebSocket endpoint. */
  ws?: string;
  /** Contexts kept warm. */
  size: number;
}

/** A page in its own context, lent to one fetch. */
export interface Lease {
  page: Page;
  /** Closes the context; `discard` marks it as timed out or broken (counted in state()). */
  release(discard?: boolean): Promise<void>;
}

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'];

interface Warm {
  context: BrowserContext;
  page: Page;
}

/** The pool. */
export class BrowserPool {
  private browser?: Browser;
  private launching?: Promise<Browser>;
  private warm: Warm[] = [];
  private filling = 0;
  private active = 0;
  private waiters: (() => void)[] = [];
  private closed = false;
  private readonly maxActive: number;
  /** Counters for /health and metrics. */
  readonly stats = { launches: 0, crashes: 0, leases: 0, discarded: 0 };

  constructor(private readonly opts: BrowserPoolOptions) {
    // Contexts are cheap next to page loads; the cap only bounds memory under bursts.
    this.maxActive = Math.max(8, opts.size * 4);
  }

  private async start(): Promise<Browser> {
    this.stats.launches++;
    const browser = this.opts.ws
      ? await puppeteer.connect({ browserWSEndpoint: this.opts.ws })
      : await puppeteer.launch({ executablePath: this.opts.executablePath, headless: true, args: LAUNCH_ARGS });
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
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    return { context, page };
  }

  private refill(): void {
    if (this.closed || !this.browser?.connected) return;
    while (this.warm.length + this.filling < this.opts.size) {
      this.filling++;
      const browser = this.browser;
      this.create(browser)
        .then((w) => {
          if (this.closed || this.browser !== browser) return void w.context.close().catch(() => undefined);
          this.warm.push(w);
        })
        .catch(() => undefined)
        .finally(() => this.filling--);
    }
  }

  /** Pre-launches the browser and fills the warm pool. */
  async warmUp(): Promise<void> {
    const browser = await this.instance();
    while (this.warm.length < this.opts.size) this.warm.push(await this.create(browser));
  }

  /** Lends a page in a fresh context; waits while the pool is at its cap. */
  async acquire(): Promise<Lease> {
    while (this.active >= this.maxActive) await new Promise<void>((r) => this.waiters.push(r));
    this.active++;
    try {
      const browser = await this.instance();
      let w = this.warm.pop();
      while (w && (!w.context.browser().connected || w.page.isClosed())) w = this.warm.pop();
      w ??= await this.create(browser);
      this.refill();
      this.stats.leases++;
      let released = false;
      return {
        page: w.page,
        release: async (discard = false) => {
          if (released) return;
          released = true;
          if (discard) this.stats.discarded++;
          this.done();
          // Closing happens off the caller's path; a hung page can make close() hang, so it is abandoned after 5 s.
          void Promise.race([w.context.close().catch(() => undefined), sleep(5000, undefined, { ref: false })]).then(() => this.refill());
          this.refill();
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
    if (!browser) return;
    if (this.opts.ws) await browser.disconnect().catch(() => undefined);
    else await browser.close().catch(() => undefined);
  }
}
