/**
 * The warm browser pool: isolated contexts per lease, and recovery from a crashed browser.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { browserFetch } from '../../server/providers/browser/browser-fetch';
import { BrowserPool, type Lease } from '../../server/providers/browser/browser-pool';
import { findBrowser, findFullBrowser, isHeadlessShell } from '../../server/providers/browser/find-browser';

test('auto-detects the system Chromium', () => {
  expect(findBrowser()).toMatch(/chrom/i);
  expect(findBrowser('/nonexistent/chrome')).toBeUndefined();
});

test('auto-detection prefers a headless shell, launched in its own mode', () => {
  expect(isHeadlessShell('/usr/lib/chromium/chromium-headless-shell')).toBe(true);
  expect(isHeadlessShell('/usr/lib/chromium/chromium')).toBe(false);
  const found = findBrowser();
  if (fs.existsSync('/usr/lib/chromium/chromium-headless-shell')) expect(found).toBe('/usr/lib/chromium/chromium-headless-shell');
  expect(findFullBrowser()).not.toMatch(/headless/);
});

// What a page can leave behind for the next job on the same origin: cookies, both web storages,
// IndexedDB, Cache Storage, the storage of a frame of another site and of a frame of the page's own site
// below it (both partitioned by the page's site) —
// and, still running when the job ends, writers of every kind: handlers of the unload events (its own
// and its frames'), a timer, a worker and a request that answers later.
const LATE_WRITES = `const late = (why) => () => { document.cookie = why + '=1; path=/'; localStorage.setItem(why, '1'); };
  for (const e of ['beforeunload', 'pagehide', 'unload', 'freeze']) addEventListener(e, late(e));
  document.addEventListener('visibilitychange', late('visibilitychange'));
  onpagehide = late('onpagehide');`;
const WORKER = `setInterval(() => { const r = indexedDB.open('worker', 1); r.onupgradeneeded = () => r.result.createObjectStore('s'); }, 5);`;
const WRITE_STATE = `<!doctype html><title>writer</title><script>
  document.cookie = 'sid=secret; path=/';
  localStorage.setItem('k', 'v');
  sessionStorage.setItem('k', 'v');
  ${LATE_WRITES}
  setInterval(late('timer'), 5);
  new Worker(URL.createObjectURL(new Blob([${JSON.stringify(WORKER)}])));
  fetch('/slow');
</script><iframe src="/frame"></iframe><script>
  // A frame of another site runs in another renderer process.
  const other = document.createElement('iframe');
  other.onload = () => (window.framesLoaded = true);
  other.src = '//localhost:' + location.port + '/frame';
  document.body.append(other);
</script>`;
// Below the other site's frame, a frame of the page's own site again: its storage is partitioned as well (a cross-site ancestor).
const FRAME = `<!doctype html><script>localStorage.setItem('framed', '1'); ${LATE_WRITES}
  if (location.hostname === 'localhost') document.write('<iframe src="//127.0.0.1:' + location.port + '/nested"></iframe>');
</script>`;
const NESTED = `<!doctype html><script>localStorage.setItem('nested', '1')</script>`;
// The other site's frame on the next job's page tells what its storage holds.
const PEEK = `<!doctype html><script>parent.postMessage({ framed: localStorage.length }, '*');
  document.write('<iframe src="//127.0.0.1:' + location.port + '/nested-peek"></iframe>');
</script>`;
const NESTED_PEEK = `<!doctype html><script>top.postMessage({ nested: localStorage.length }, '*')</script>`;
// The next job's page as it starts: what it finds, and whether it is shown (animation frames run).
const READ_STATE = `<!doctype html><title>reader</title><script>
  window.atStart = { cookie: document.cookie, local: localStorage.length, session: sessionStorage.length };
  window.frames = new Promise((r) => requestAnimationFrame(() => r(document.visibilityState)));
  window.peek = new Promise((r) => {
    const seen = {};
    addEventListener('message', (e) => (Object.assign(seen, e.data), 'framed' in seen && 'nested' in seen && r(seen)));
  });
  const peek = document.createElement('iframe'); peek.src = '//localhost:' + location.port + '/peek'; document.documentElement.append(peek);
</script>`;

// What the page's scripts see of its size: the viewport, an observer of what is in it, one of an element's size, and frames.
const VIEWPORT_SEEN = `<!doctype html><div id="top"></div><div style="height:480px"></div><div id="in">in</div><div style="height:200px"></div><div id="out">out</div><script>
  window.seen = new Promise((resolve) => {
    const seen = { width: innerWidth, height: innerHeight, ratio: devicePixelRatio };
    // Each observer reports once at its start, in a task after a frame: read when all three have (a busy machine can
    // take more than two frames).
    const settle = () => 'in' in seen && 'out' in seen && 'resized' in seen && resolve(seen);
    const io = new IntersectionObserver((entries) => (entries.forEach((e) => (seen[e.target.id] = e.isIntersecting)), settle()));
    io.observe(document.getElementById('in'));
    io.observe(document.getElementById('out'));
    new ResizeObserver(([e]) => ((seen.resized = e.contentRect.width), settle())).observe(document.getElementById('top'));
  });
</script>`;

async function stateServer(): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      // Answers after the job: its cookie must not reach the next one.
      setTimeout(() => res.writeHead(200, { 'set-cookie': 'slow=1; Path=/; HttpOnly' }).end('late'), 300);
      return;
    }
    const xml = req.url === '/feed.xml';
    res.writeHead(200, { 'content-type': xml ? 'application/xml' : 'text/html', ...(req.url === '/write' ? { 'set-cookie': 'srv=1; Path=/' } : {}) });
    const body: Record<string, string> = {
      '/alert': '<!doctype html><script>alert("hi"); confirm("sure?")</script><h1>after the dialogs</h1>',
      '/peek': PEEK,
      '/nested': NESTED,
      '/nested-peek': NESTED_PEEK,
      '/write': WRITE_STATE,
      '/viewport': VIEWPORT_SEEN,
      '/frame': FRAME,
      '/feed.xml': '<?xml version="1.0"?><feed><entry>1</entry></feed>',
    };
    res.end(body[req.url ?? ''] ?? READ_STATE);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Runs `fn` against the state site and a pool of one context, so a second lease is the first one's context after its reset. */
async function withOneContext(fn: (pool: BrowserPool, origin: string) => Promise<void>): Promise<void> {
  const site = await stateServer();
  const pool = new BrowserPool({ executablePath: findBrowser(), size: 1 });
  try {
    await fn(pool, site.origin);
  } finally {
    await pool.close();
    site.close();
  }
}

/** Loads `url` as a job does, over the lease's own session (a puppeteer Page would keep its context from being lent again), until its load event. */
async function load(lease: Lease, url: string): Promise<void> {
  const { events, cdp } = lease.target;
  const loaded = new Promise<void>((resolve) => {
    const onLoad = (e: { name: string }) => e.name === 'load' && (events.off('lifecycle', onLoad), resolve());
    events.on('lifecycle', onLoad);
  });
  await cdp.send('Page.navigate', { url });
  await loaded;
}

/** Runs `fn` in the lease's page. */
function evaluate<T>(lease: Lease, fn: () => T | Promise<T>): Promise<T> {
  return lease.target.evaluate<T>(`(${fn.toString()})()`, true);
}

/** Fetches `url` as an engine run of 10 s does (its signal ends the run at the deadline). */
function fetchPage(pool: BrowserPool, url: string, waitFor?: string) {
  return browserFetch(pool, url, {
    signal: AbortSignal.timeout(10_000),
    timeoutSeconds: 10,
    deadline: performance.now() + 10_000,
    waitFor,
    evidence: 'never',
    limits: { maxPageBytes: 1e7, maxDomNodes: 1e5 },
  });
}

/** What the next lease's page finds on the origin. */
async function leftFor(lease: Lease, origin: string): Promise<unknown> {
  await load(lease, `${origin}/read`);
  return evaluate(lease, async () => ({
    atStart: (window as unknown as { atStart: object }).atStart,
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
    shown: await (window as unknown as { frames: Promise<string> }).frames,
    framed: await (window as unknown as { peek: Promise<object> }).peek,
  }));
}

const NOTHING_LEFT = {
  atStart: { cookie: '', local: 0, session: 0 },
  cookie: '',
  local: 0,
  session: 0,
  databases: [],
  caches: [],
  shown: 'visible',
  framed: { framed: 0, nested: 0 },
};

test('a context lent again keeps nothing of the previous job, not even what its page writes after the job', () =>
  withOneContext(async (pool, origin) => {
    const a = await pool.acquire();
    await load(a, `${origin}/write`);
    await evaluate(a, async () => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('jobs', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('s').put('v', 'k');
        open.onsuccess = () => resolve(open.result.close());
        open.onerror = () => reject(open.error);
      });
      await (await caches.open('c')).put('/x', new Response('cached'));
    });
    await expect
      .poll(() => evaluate(a, () => document.cookie.includes('timer=1') && !!(window as unknown as { framesLoaded?: boolean }).framesLoaded))
      .toBe(true);
    const { cookies } = await a.target.cdp.send('Network.getCookies');
    // The /slow request's cookie may land before the release on a loaded machine; the job's own cookies are there.
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['sid', 'srv', 'timer']));
    const lentBefore = a.target;
    await a.release();
    // The pool idles while the request of the old page would answer.
    await new Promise((r) => setTimeout(r, 600));

    const b = await pool.acquire();
    expect(b.target === lentBefore, JSON.stringify(pool.state())).toBe(true);
    expect(await leftFor(b, origin)).toEqual(NOTHING_LEFT);
    expect((await b.target.cdp.send('Network.getAllCookies')).cookies).toEqual([]);
    expect(await evaluate(b, () => document.hasFocus())).toBe(true);
    expect(pool.state()).toMatchObject({ resets: 1, blankResets: 0 });
    await b.release();
  }));

test('a context whose last document was XML is reset as well', () =>
  withOneContext(async (pool, origin) => {
    const a = await pool.acquire();
    await load(a, `${origin}/write`);
    await load(a, `${origin}/feed.xml`);
    expect(await evaluate(a, () => document.constructor.name)).toBe('XMLDocument');
    await a.release();
    // Once reset, the context is offered back last: the next lease is its page again (the pool keeps one spare).
    await expect.poll(() => pool.state().warm).toBe(2);
    const b = await pool.acquire();
    expect(b.target === a.target).toBe(true);
    expect(await leftFor(b, origin)).toEqual(NOTHING_LEFT);
    // An XML document cannot be erased in place: the reset navigated away from it instead.
    expect(pool.state()).toMatchObject({ resets: 1, blankResets: 1 });
    await b.release();
  }));

test('a page asked again with only its fragment changed is loaded anew, not left as the last job parked it', () =>
  withOneContext(async (pool, origin) => {
    const fetch = (url: string) => fetchPage(pool, url);
    expect((await fetch(`${origin}/read`)).html).toContain('<title>reader</title>');
    // The parked context is offered back last, so the next lease is the same page (the pool keeps one spare).
    await expect.poll(() => pool.state().warm).toBe(2);
    const again = await fetch(`${origin}/read#part`);
    expect(again.html).toContain('<title>reader</title>');
    expect(again.url).toBe(`${origin}/read#part`);
    expect(pool.state()).toMatchObject({ leases: 2, resets: 1, blankResets: 0 });
  }));

test('a page that opens dialogs is read: they are dismissed instead of stopping it until the timeout', () =>
  withOneContext(async (pool, origin) => {
    const page = await fetchPage(pool, `${origin}/alert`);
    expect(page.html).toContain('<h1>after the dialogs</h1>');
  }));

test('waitFor: an invalid selector is a config error at once, not a wait until the timeout', () =>
  withOneContext(async (pool, origin) => {
    const err = await fetchPage(pool, `${origin}/read`, 'div[[').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid_request', family: 'config', message: 'options.waitFor "div[[" is not a valid CSS selector' });
  }));

test('a pooled page is drawn small for extraction, yet its scripts see it at full size: viewport, observers and frames', () =>
  withOneContext(async (pool, origin) => {
    const lease = await pool.acquire();
    await load(lease, `${origin}/viewport`);
    // 8 px of body margin: "in" starts 488 px down, inside the 600 px viewport; "out" 200 px further, below it.
    expect(await evaluate(lease, () => (window as unknown as { seen: Promise<object> }).seen)).toEqual({
      width: 800,
      height: 600,
      ratio: 1,
      in: true,
      out: false,
      resized: 784,
    });
    await lease.release();
  }));

test('recovers from a crashed browser by relaunching on the next lease', async () => {
  const pool = new BrowserPool({ executablePath: findBrowser(), size: 1 });
  try {
    const first = await pool.acquire();
    const browser = (await first.target.page()).browser();
    const proc = browser.process();
    const gone = new Promise((r) => browser.once('disconnected', r));
    proc?.kill('SIGKILL');
    await gone;
    await first.release(true);
    expect(pool.state()).toMatchObject({ connected: false, crashes: 1 });
    const second = await pool.acquire();
    const page = await second.target.page();
    await page.setContent('<h1>alive</h1>');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('alive');
    await second.release();
    expect(pool.state()).toMatchObject({ connected: true, launches: 2 });
  } finally {
    await pool.close();
  }
});
