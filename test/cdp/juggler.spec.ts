/**
 * The juggler backend. Playwright's patched Firefox cannot be installed here, so these tests run
 * it against a stand-in that speaks Juggler's wire protocol on the pipe (support/juggler-stand-in.ts);
 * stock Firefox must be refused with a clear message.
 */
import { expect, test } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { PNG } from 'pngjs';
import { createCdpProxy } from '../../server/cdp';
import { jugglerStandInBinary } from './support/juggler-stand-in-binary';
import { startFixtureSite } from './support/fixture-site';

test('puppeteer drives the Juggler stand-in through the proxy', async () => {
  const site = await startFixtureSite();
  const standIn = await jugglerStandInBinary();
  const proxy = await createCdpProxy({ backend: 'juggler', binary: standIn.binary, headless: true, port: 0 });
  try {
    const browser = await puppeteer.connect({ browserURL: proxy.url, defaultViewport: { width: 320, height: 200 } });
    expect(await browser.version()).toBe('Firefox/140.0');
    const page = await browser.newPage();
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Home');
    expect(await page.evaluate('1 + 1')).toBe(2);
    expect(await page.evaluate(() => location.href)).toBe(`${site.url}/`);
    expect(await page.evaluate((a: number, b: number) => a * b, 6, 7)).toBe(42);
    await expect(
      page.evaluate(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const missing = await page.goto(`${site.url}/missing`);
    expect(missing?.status()).toBe(404);
    const png = PNG.sync.read(Buffer.from(await page.screenshot()));
    expect([png.width, png.height]).toEqual([320, 200]);
    await page.close();
    await browser.disconnect();
  } finally {
    await proxy.close();
    await standIn.cleanup();
    await site.close();
  }
});

test('stock Firefox is refused by the juggler backend with a clear message', async () => {
  await expect(
    createCdpProxy({ backend: 'juggler', binary: process.env.PLUCK_TEST_FIREFOX ?? '/usr/bin/firefox-esr', headless: true, port: 0 }),
  ).rejects.toThrow(/not a Juggler build.*--backend bidi/);
});
