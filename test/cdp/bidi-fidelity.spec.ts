/**
 * Issue 37: what Puppeteer sees of targets, contexts, console and page errors, network fields and
 * serialised values, through the proxy → firefox-esr over WebDriver BiDi.
 */
import { expect, test } from '@playwright/test';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('the browser target is listed and Firefox containers are not browser contexts', async () => {
  const { browser } = fx;
  expect(browser.targets().some((t) => t.type() === 'browser')).toBe(true);
  expect(browser.browserContexts()).toHaveLength(1);
  const context = await browser.createBrowserContext();
  expect(browser.browserContexts()).toHaveLength(2);
  await context.close();
  expect(browser.browserContexts()).toHaveLength(1);
});
