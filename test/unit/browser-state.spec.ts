/**
 * What the coming session and audio modules take from the browser layer: contexts restored from a
 * saved state and read back, and browsers launched with an environment of their own.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { BrowserPool } from '../../server/providers/browser/browser-pool';
import { findBrowser } from '../../server/providers/browser/find-browser';
import { launchChromium } from '../../server/providers/browser/launch';

/** A site that logs in by setting a cookie and a token in local storage, and shows who is signed in. */
async function site(): Promise<{ origin: string; close(): void }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/login') {
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'sid=s3cret; Path=/; HttpOnly' });
      res.end(`<!doctype html><script>localStorage.setItem('token', 't0k')</script>`);
      return;
    }
    const signedIn = /(^|;\s*)sid=s3cret/.test(req.headers.cookie ?? '');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><p id="who">${signedIn ? 'signed in' : 'anonymous'}</p>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test('a context restored from a read-back state is signed in; pooled anonymous contexts are not', async () => {
  const s = await site();
  const pool = new BrowserPool({ executablePath: findBrowser(), size: 1 });
  try {
    const first = await pool.acquireWithState();
    await first.page.goto(`${s.origin}/login`);
    const state = await first.readState();
    await first.close();
    expect(state.cookies.map((c) => [c.name, c.value])).toEqual([['sid', 's3cret']]);
    expect(state.origins).toEqual([{ origin: s.origin, localStorage: [{ name: 'token', value: 't0k' }] }]);

    const again = await pool.acquireWithState(state);
    await again.page.goto(`${s.origin}/account`);
    expect(await again.page.$eval('#who', (e) => e.textContent)).toBe('signed in');
    expect(await again.page.evaluate(() => localStorage.getItem('token'))).toBe('t0k');
    await again.close();

    const anonymous = await pool.acquire();
    const page = await anonymous.target.page();
    await page.goto(`${s.origin}/account`);
    expect(await page.$eval('#who', (e) => e.textContent)).toBe('anonymous');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await anonymous.release();
  } finally {
    await pool.close();
    s.close();
  }
});

test('a browser launched with its own environment runs with it', async () => {
  const browser = await launchChromium(findBrowser(), { env: { TZ: 'Asia/Tokyo' } });
  try {
    const page = await browser.newPage();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  } finally {
    await browser.close();
  }
});
