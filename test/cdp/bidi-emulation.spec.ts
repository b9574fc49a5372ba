/**
 * Issue 37: emulation through the proxy over firefox-esr's WebDriver BiDi, as Puppeteer's page
 * methods use it: touch, media type and features, JavaScript, timezones, and an honest -32601 for
 * what Firefox cannot do.
 */
import { expect, test } from '@playwright/test';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('touch: a viewport with hasTouch gives the page touch events, and one without takes them away', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  const touch = () => page.evaluate(() => [typeof window.TouchEvent, 'ontouchstart' in window]);
  expect(await touch()).toEqual(['undefined', false]);
  await page.setViewport({ width: 375, height: 667, hasTouch: true, isMobile: true });
  expect(await touch()).toEqual(['function', true]);
  expect(await page.evaluate(() => innerWidth)).toBe(375);
  await page.setViewport({ width: 400, height: 300 });
  expect(await touch()).toEqual(['undefined', false]);
  await page.close();
});

test('touch on a fresh page: the reload Puppeteer makes for it leaves a page that loads web scripts (Modernizr-style detection)', async () => {
  const page = await fx.browser.newPage();
  // Turning touch on reloads the page (about:blank here), as Puppeteer does for Chrome.
  await page.setViewport({ width: 800, height: 600, hasTouch: true });
  await page.addScriptTag({ url: `${fx.site.url}/cached.js` });
  expect(await page.evaluate(() => [(window as { cachedLoaded?: boolean }).cachedLoaded, 'ontouchstart' in window])).toEqual([true, true]);
  await page.close();
});

test('media: emulated media type and prefers-* features apply and reset', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  const matches = (query: string) => page.evaluate((q) => matchMedia(q).matches, query);
  await page.emulateMediaType('print');
  expect([await matches('print'), await matches('screen')]).toEqual([true, false]);
  await page.emulateMediaType();
  expect([await matches('print'), await matches('screen')]).toEqual([false, true]);
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: 'dark' },
    { name: 'prefers-reduced-motion', value: 'reduce' },
  ]);
  expect([await matches('(prefers-color-scheme: dark)'), await matches('(prefers-reduced-motion: reduce)')]).toEqual([true, true]);
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  expect([await matches('(prefers-color-scheme: dark)'), await matches('(prefers-reduced-motion: reduce)')]).toEqual([true, false]);
  await page.emulateMediaFeatures();
  expect(await matches('(prefers-color-scheme: light)')).toBe(true);
  await page.close();
});

test('JavaScript: disabled, the page runs no script (evaluation still works); enabled again, it does', async () => {
  const page = await fx.browser.newPage();
  const scripted = 'data:text/html,<script>window.ran = "yes"</script><p>scripted</p>';
  await page.setJavaScriptEnabled(false);
  await page.goto(scripted);
  expect(await page.evaluate(() => [typeof (window as { ran?: string }).ran, document.querySelector('p')!.textContent])).toEqual(['undefined', 'scripted']);
  await page.setJavaScriptEnabled(true);
  await page.goto(scripted);
  expect(await page.evaluate(() => (window as { ran?: string }).ran)).toBe('yes');
  await page.close();
});

test('timezone: an alias applies as its canonical zone, and an unknown one answers Chrome\u2019s error', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  await page.emulateTimezone('America/Buenos_Aires');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Argentina/Buenos_Aires');
  expect(await page.evaluate(() => new Date(Date.UTC(2020, 0, 1, 12)).getHours())).toBe(9);
  await expect(page.emulateTimezone('Foo/Bar')).rejects.toThrow('Invalid timezone ID: Foo/Bar');
  await page.close();
});

test('what Firefox cannot emulate answers -32601 naming the method and why', async () => {
  const page = await fx.browser.newPage();
  await expect(page.emulateCPUThrottling(2)).rejects.toThrow("'Emulation.setCPUThrottlingRate' wasn't found: CPU throttling");
  await expect(page.emulateVisionDeficiency('achromatopsia')).rejects.toThrow("'Emulation.setEmulatedVisionDeficiency' wasn't found: vision deficiency");
  await expect(page.emulateMediaFeatures([{ name: 'color-gamut', value: 'p3' }])).rejects.toThrow("'Emulation.setEmulatedMedia' wasn't found");
  await page.close();
});
