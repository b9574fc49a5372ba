/**
 * Issue 37: navigation through the proxy over firefox-esr's WebDriver BiDi, as Puppeteer waits
 * for it: invalid URLs, the order of load events, network idleness.
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

test('goto with waitUntil networkidle0 returns only once the page\u2019s requests have ended', async () => {
  const page = await fx.browser.newPage();
  const script = `fetch('${fx.site.url}/slow').finally(() => (window.fetched = true))`;
  await page.goto(`data:text/html,<script>${encodeURIComponent(script)}</script>`, { waitUntil: 'networkidle0' });
  expect(await page.evaluate(() => (window as unknown as { fetched?: boolean }).fetched)).toBe(true);
  await page.goto(`${fx.site.url}/`, { waitUntil: 'networkidle2' });
  await page.close();
});
