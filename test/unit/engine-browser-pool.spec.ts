/**
 * The warm browser pool: isolated contexts per lease, and recovery from a crashed browser.
 */
import { expect, test } from '@playwright/test';
import { BrowserPool } from '../../server/providers/browser/browser-pool';
import { findBrowser } from '../../server/providers/browser/find-browser';

test('auto-detects the system Chromium', () => {
  expect(findBrowser()).toMatch(/chrom/i);
  expect(findBrowser('/nonexistent/chrome')).toBeUndefined();
});

test('leases are isolated contexts: cookies set in one are not seen by the next', async () => {
  const pool = new BrowserPool({ executablePath: findBrowser(), size: 2 });
  try {
    await pool.warmUp();
    const a = await pool.acquire();
    await a.page.setCookie({ name: 'sid', value: 'secret', url: 'http://127.0.0.1/' });
    await a.release();
    const b = await pool.acquire();
    expect(await b.page.cookies('http://127.0.0.1/')).toEqual([]);
    await b.release();
  } finally {
    await pool.close();
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
