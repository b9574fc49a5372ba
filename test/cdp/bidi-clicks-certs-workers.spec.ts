/**
 * Issue 37, what the protocol left for last: double and triple clicks, certificate errors, worker
 * targets and response bodies at the response stage, with puppeteer-core and Playwright's
 * connectOverCDP → pluck CDP proxy → firefox-esr over WebDriver BiDi.
 */
import { chromium, expect, test, type Browser as PlaywrightBrowser } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { useBidiProxy } from './support/bidi-proxy';

const env = useBidiProxy();

const PARAGRAPH = 'First sentence here. Second sentence there.';
const DOUBLE = ['mousedown:1', 'mouseup:1', 'click:1', 'mousedown:2', 'mouseup:2', 'click:2', 'dblclick:2'];
const TRIPLE = [...DOUBLE, 'mousedown:3', 'mouseup:3', 'click:3'];

/** The page's own log of mouse events (type:detail) and its selection, both cleared for the next click. */
function takeEvents(page: Page): Promise<[string[], string]> {
  return page.evaluate(() => {
    const w = window as unknown as { events: string[] };
    const taken: [string[], string] = [w.events.splice(0), getSelection()!.toString()];
    getSelection()!.removeAllRanges();
    return taken;
  });
}

test('Input.dispatchMouseEvent: double and triple clicks reach the page as in Chrome (Puppeteer count and clickCount)', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.site.url}/multiclick`);
  await page.click('#para', { count: 2 });
  const [double, word] = await takeEvents(page);
  expect(double).toEqual(DOUBLE);
  expect(word).toMatch(/^\w+$/);

  await (await page.$('#para'))!.click({ count: 3 });
  expect(await takeEvents(page)).toEqual([TRIPLE, PARAGRAPH]);

  // Puppeteer's older clickCount alone is one press: Firefox needs the first click before it, so the page sees it too.
  await page.click('#para', { clickCount: 2 });
  expect((await takeEvents(page))[0]).toEqual(DOUBLE);

  await page.click('#para');
  expect((await takeEvents(page))[0]).toEqual(['mousedown:1', 'mouseup:1', 'click:1']);
  await page.close();
});

test('Input.dispatchMouseEvent: Playwright dblclick and a triple click select as in Chrome', async () => {
  let client: PlaywrightBrowser | undefined;
  try {
    client = await chromium.connectOverCDP(env.proxy.url);
    const page = await client.contexts()[0].newPage();
    await page.goto(`${env.site.url}/multiclick`);
    await page.dblclick('#para');
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events.splice(0))).toEqual(DOUBLE);
    await page.click('#para', { clickCount: 3 });
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events.splice(0))).toEqual(TRIPLE);
    expect(await page.evaluate(() => getSelection()!.toString())).toBe(PARAGRAPH);
    await page.close();
  } finally {
    await client?.close();
  }
});
