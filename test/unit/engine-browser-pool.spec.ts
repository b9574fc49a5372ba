/**
 * The warm browser pool: isolated contexts per lease, and recovery from a crashed browser.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { BrowserPool } from '../../server/providers/browser/browser-pool';
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
// IndexedDB, Cache Storage — and an unload handler that writes once more while the page is left.
const WRITE_STATE = `<!doctype html><title>writer</title><script>
  document.cookie = 'sid=secret; path=/';
  localStorage.setItem('k', 'v');
  sessionStorage.setItem('k', 'v');
  addEventListener('pagehide', () => { document.cookie = 'late=1; path=/'; localStorage.setItem('late', '1'); });
</script>`;
const READ_STATE = '<!doctype html><title>reader</title>';

test('a context lent again keeps nothing of the previous job: cookies, storage, IndexedDB, caches, unload writes', async () => {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', ...(req.url === '/write' ? { 'set-cookie': 'srv=1; Path=/' } : {}) });
    res.end(req.url === '/write' ? WRITE_STATE : READ_STATE);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // One context, so the second lease is the same context after its reset.
  const pool = new BrowserPool({ executablePath: findBrowser(), size: 1 });
  try {
    const a = await pool.acquire();
    await a.page.goto(`${origin}/write`);
    await a.page.evaluate(async () => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('jobs', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('s').put('v', 'k');
        open.onsuccess = () => resolve(open.result.close());
        open.onerror = () => reject(open.error);
      });
      await (await caches.open('c')).put('/x', new Response('cached'));
    });
    expect((await a.page.cookies()).map((c) => c.name).sort()).toEqual(['sid', 'srv']);
    const lentBefore = a.page;
    await a.release();

    const b = await pool.acquire();
    expect(b.page === lentBefore, JSON.stringify(pool.state())).toBe(true);
    await b.page.goto(`${origin}/read`);
    const left = await b.page.evaluate(async () => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).map((d) => d.name),
      caches: await caches.keys(),
    }));
    expect(left).toEqual({ cookie: '', local: 0, session: 0, databases: [], caches: [] });
    expect(await b.page.cookies()).toEqual([]);
    await b.release();
  } finally {
    await pool.close();
    server.close();
  }
});

test('recovers from a crashed browser by relaunching on the next lease', async () => {
  const pool = new BrowserPool({ executablePath: findBrowser(), size: 1 });
  try {
    const first = await pool.acquire();
    const proc = first.page.browser().process();
    const gone = new Promise((r) => first.page.browser().once('disconnected', r));
    proc?.kill('SIGKILL');
    await gone;
    await first.release(true);
    expect(pool.state()).toMatchObject({ connected: false, crashes: 1 });
    const second = await pool.acquire();
    await second.page.setContent('<h1>alive</h1>');
    expect(await second.page.$eval('h1', (h) => h.textContent)).toBe('alive');
    await second.release();
    expect(pool.state()).toMatchObject({ connected: true, launches: 2 });
  } finally {
    await pool.close();
  }
});
