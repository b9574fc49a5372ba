/**
 * Issue 37: navigation through the proxy over firefox-esr's WebDriver BiDi, as Puppeteer waits
 * for it: invalid URLs and the order of load events.
 */
import { expect, test } from '@playwright/test';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('Page.navigate: a URL that does not parse is refused with Chrome\u2019s error', async () => {
  const page = await fx.browser.newPage();
  await expect(page.goto('asdfasdf')).rejects.toThrow('Cannot navigate to invalid URL');
  await page.close();
});

test('the page\u2019s load event comes before goto with waitUntil load returns', async () => {
  const page = await fx.browser.newPage();
  let loaded = false;
  page.once('load', () => (loaded = true));
  await page.goto(`${fx.site.url}/`, { timeout: 0, waitUntil: ['load'] });
  expect(loaded).toBe(true);
  await page.close();
});
