/**
 * Browser contexts that carry a session: opened from a saved state (cookies and local storage, the
 * shape Playwright calls storageState) and read back when the work is done, so a login survives
 * from one job to the next without a second login. Local storage can only be read or written by a
 * document of its origin, so each origin is visited in a helper page whose requests never leave
 * the browser: they are answered with an empty document.
 */
import type { Browser, BrowserContext, CookieData, Page } from 'puppeteer-core';

/** What a session keeps of a browser context. */
export interface BrowserState {
  cookies: CookieData[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** A page in a context of its own, holding one session's state. */
export interface StatefulLease {
  page: Page;
  /** The context's cookies and the local storage of every origin its pages loaded. */
  readState(): Promise<BrowserState>;
  /** Closes the context; idempotent. */
  close(): Promise<void>;
}

/** Runs `fn` in a helper page of `context` on each origin, where the origin's storage can be reached. */
async function inOrigins<T>(context: BrowserContext, origins: string[], fn: (page: Page, origin: string) => Promise<T>): Promise<T[]> {
  if (origins.length === 0) return [];
  const page = await context.newPage();
  try {
    await page.setRequestInterception(true);
    page.on('request', (req) => void req.respond({ status: 200, contentType: 'text/html', body: '<!doctype html>' }).catch(() => undefined));
    const out: T[] = [];
    for (const origin of origins) {
      await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
      out.push(await fn(page, origin));
    }
    return out;
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** Opens a new context on `browser`, restored from `state` when given. */
export async function openStatefulContext(browser: Browser, state?: BrowserState): Promise<StatefulLease> {
  const context = await browser.createBrowserContext();
  try {
    const visited = new Set<string>(state?.origins.map((o) => o.origin) ?? []);
    if (state?.cookies.length) await context.setCookie(...state.cookies);
    await inOrigins(context, state?.origins.filter((o) => o.localStorage.length > 0).map((o) => o.origin) ?? [], (page, origin) => {
      const items = state!.origins.find((o) => o.origin === origin)!.localStorage;
      return page.evaluate((entries) => entries.forEach((e) => localStorage.setItem(e.name, e.value)), items);
    });
    const page = await context.newPage();
    page.on('framenavigated', (f) => {
      if (/^https?:/i.test(f.url())) visited.add(new URL(f.url()).origin);
    });
    let closed = false;
    return {
      page,
      async readState() {
        const origins = [...visited];
        const read = (p: Page) => p.evaluate(() => Object.entries(localStorage).map(([name, value]) => ({ name, value })));
        // The origin the page shows is read in place: a helper page per origin costs a navigation each.
        const shown = /^https?:/i.test(page.url()) ? new URL(page.url()).origin : undefined;
        const inPlace = shown && visited.has(shown) ? await read(page).catch(() => undefined) : undefined;
        const elsewhere = inPlace ? origins.filter((o) => o !== shown) : origins;
        const storages = await inOrigins(context, elsewhere, (p) => read(p));
        const byOrigin = new Map(elsewhere.map((o, i) => [o, storages[i]]));
        if (inPlace) byOrigin.set(shown!, inPlace);
        return {
          cookies: await context.cookies(),
          origins: origins.map((origin) => ({ origin, localStorage: byOrigin.get(origin) ?? [] })),
        };
      },
      async close() {
        if (closed) return;
        closed = true;
        await context.close().catch(() => undefined);
      },
    };
  } catch (err) {
    await context.close().catch(() => undefined);
    throw err;
  }
}
