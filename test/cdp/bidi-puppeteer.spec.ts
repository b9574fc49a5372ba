/**
 * puppeteer-core (CDP) → pluck CDP proxy → Debian's firefox-esr over WebDriver BiDi.
 */
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('version and discovery', async () => {
  expect(await fx.browser.version()).toMatch(/^Firefox\/\d+/);
  const list = await (await fetch(`${fx.proxy.url}/json/list`)).json();
  expect(Array.isArray(list)).toBe(true);
  const version = await (await fetch(`${fx.proxy.url}/json/version/`)).json();
  expect(version.webSocketDebuggerUrl).toBe(fx.proxy.wsEndpoint);
});

test("a session on the browser target answers the browser's methods, and detaches", async () => {
  const session = await fx.browser.target().createCDPSession();
  const { product } = await session.send('Browser.getVersion');
  expect(product).toMatch(/^Firefox\/\d+/);
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
  await session.detach();
  await expect(session.send('Browser.getVersion')).rejects.toThrow(/detached|closed/i);
});

test('newPage, goto with status, evaluate', async () => {
  const page = await fx.browser.newPage();
  const response = await page.goto(`${fx.site.url}/`);
  expect(response?.status()).toBe(200);
  expect(await page.title()).toBe('Home');
  const missing = await page.goto(`${fx.site.url}/missing`);
  expect(missing?.status()).toBe(404);
  expect(await page.evaluate('1 + 1')).toBe(2);
  expect(await page.evaluate(() => ({ a: [1, 'x', null], b: { c: true } }))).toEqual({ a: [1, 'x', null], b: { c: true } });
  expect(await page.evaluate((n: number) => new Promise((r) => setTimeout(() => r(n * 2), 10)), 21)).toBe(42);
  await expect(
    page.evaluate(() => {
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  await page.close();
});

test('selectors, click, type, screenshot, viewport', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/form`);
  expect(await page.$('#name')).not.toBeNull();
  expect(await page.$('#nothing')).toBeNull();
  const late = await page.waitForSelector('#late');
  expect(await late?.evaluate((e) => e.textContent)).toBe('late');
  await page.type('#name', 'fox');
  await page.click('#go');
  expect(await page.$eval('#out', (e) => e.textContent)).toBe('clicked:fox');
  await page.setViewport({ width: 640, height: 480 });
  expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([640, 480]);
  const shot = await page.screenshot();
  const png = PNG.sync.read(Buffer.from(shot));
  expect([png.width, png.height]).toEqual([640, 480]);
  await page.close();
});

test('cookies', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/cookie`);
  const cookies = await page.cookies();
  expect(cookies.find((c) => c.name === 'flavour')?.value).toBe('oat');
  await page.close();
});

test('console messages and dialogs', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  const message = new Promise<string>((resolve) => page.once('console', (m) => resolve(`${m.type()}:${m.text()}`)));
  await page.evaluate(() => console.warn('careful', 42));
  expect(await message).toBe('warn:careful 42');
  page.on('dialog', (d) => void d.accept(d.type() === 'prompt' ? 'typed' : undefined));
  expect(await page.evaluate(() => confirm('sure?'))).toBe(true);
  expect(await page.evaluate(() => prompt('name?'))).toBe('typed');
  await page.close();
});

test('two pages at once', async () => {
  const [a, b] = await Promise.all([fx.browser.newPage(), fx.browser.newPage()]);
  await Promise.all([a.goto(`${fx.site.url}/`), b.goto(`${fx.site.url}/form`)]);
  expect(await Promise.all([a.title(), b.title()])).toEqual(['Home', 'Form']);
  expect(await Promise.all([a.evaluate(() => location.pathname), b.evaluate(() => location.pathname)])).toEqual(['/', '/form']);
  await Promise.all([a.close(), b.close()]);
});
