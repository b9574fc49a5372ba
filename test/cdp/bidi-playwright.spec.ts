/**
 * Playwright chromium.connectOverCDP → pluck CDP proxy → firefox-esr over WebDriver BiDi, and a
 * Puppeteer client on the same proxy at the same time.
 */
import { chromium, expect, test, type Browser } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { PNG } from 'pngjs';
import { createCdpProxy, type CdpProxy } from '../../server/cdp';
import { startFixtureSite, type FixtureSite } from './support/fixture-site';

const FIREFOX = process.env.PLUCK_TEST_FIREFOX ?? '/usr/bin/firefox-esr';

test.describe.configure({ mode: 'serial' });

let proxy: CdpProxy;
let site: FixtureSite;
let browser: Browser;

test.beforeAll(async () => {
  site = await startFixtureSite();
  proxy = await createCdpProxy({ backend: 'bidi', binary: FIREFOX, headless: true, port: 0, bidiPort: 0 });
  browser = await chromium.connectOverCDP(proxy.url);
});

test.afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await site?.close();
});

test('newPage in the default context, goto, textContent, click, fill, screenshot', async () => {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const response = await page.goto(`${site.url}/form`);
  expect(response?.status()).toBe(200);
  expect(await page.textContent('#out')).toBe('idle');
  await page.fill('#name', 'wolf');
  await page.click('#go');
  await expect(page.locator('#out')).toHaveText('clicked:wolf');
  const png = PNG.sync.read(await page.screenshot());
  expect(png.width).toBeGreaterThan(0);
  await page.close();
});

test('a second client sees its own consistent target tree while the first works', async () => {
  const page = await browser.contexts()[0].newPage();
  const second = await puppeteer.connect({ browserURL: proxy.url, defaultViewport: null });
  try {
    const work = page.goto(`${site.url}/`);
    const theirs = await second.newPage();
    await Promise.all([work, theirs.goto(`${site.url}/form`)]);
    // Puppeteer sees tab targets with pages beneath; Playwright keeps seeing flat pages.
    const urls = (await second.pages()).map((p) => p.url());
    expect(urls).toEqual(expect.arrayContaining([`${site.url}/`, `${site.url}/form`]));
    expect(second.targets().filter((t) => t.type() === 'page').length).toBe((await second.pages()).length);
    expect(
      browser
        .contexts()[0]
        .pages()
        .map((p) => p.url()),
    ).toEqual(expect.arrayContaining([`${site.url}/`, `${site.url}/form`]));
    expect(await page.title()).toBe('Home');
    expect(await theirs.title()).toBe('Form');
    await theirs.close();
    await expect
      .poll(() =>
        browser
          .contexts()[0]
          .pages()
          .some((p) => p.url() === `${site.url}/form`),
      )
      .toBe(false);
  } finally {
    await second.disconnect();
    await page.close();
  }
});

test('page.route fulfils, aborts and continues requests, and exposeFunction answers (issue 37)', async () => {
  const page = await browser.contexts()[0].newPage();
  await page.route('**/data.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"from":"route"}' }));
  await page.route('**/missing', (route) => route.abort());
  await page.goto(`${site.url}/fetcher`);
  await expect(page.locator('#out')).toHaveText('{"from":"route"}');
  await expect(page.goto(`${site.url}/missing`)).rejects.toThrow();
  await page.unrouteAll();
  expect((await page.goto(`${site.url}/missing`))?.status()).toBe(404);
  await page.exposeFunction('triple', (n: number) => n * 3);
  expect(await page.evaluate(() => (window as unknown as { triple(n: number): Promise<number> }).triple(3))).toBe(9);
  await page.close();
});
