/**
 * Issue 37: frames through the proxy over firefox-esr's WebDriver BiDi, with Puppeteer's frame API:
 * frame names.
 */
import { expect, test } from '@playwright/test';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('frame.name(): a frame is named after its owner element\u2019s name attribute, or its id when it has none', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/framed`);
  await page.evaluate(async (src) => {
    const attach = (set: (f: HTMLIFrameElement) => void) => {
      const f = document.createElement('iframe');
      set(f);
      f.src = src;
      document.body.append(f);
      return new Promise((resolve) => (f.onload = resolve));
    };
    await attach((f) => (f.id = 'byId'));
    await attach((f) => {
      f.id = 'ignored';
      f.name = 'byName';
    });
  }, `${fx.site.url}/`);
  expect(page.frames().map((f) => f.name())).toEqual(['', 'inner', 'byId', 'byName']);
  await page.close();
});

test('Page.frameStartedLoading: an about:blank frame starts loading, a lazy frame out of view does not', async () => {
  const page = await fx.browser.newPage();
  await page.setViewport({ width: 800, height: 600 });
  await page.goto(`${fx.site.url}/`);
  const session = await page.createCDPSession();
  const started = new Set<string>();
  session.on('Page.frameStartedLoading', ({ frameId }) => started.add(frameId));
  await session.send('Page.enable');
  await page.setContent(`<iframe src="about:blank"></iframe><div style="height:800vh"></div><iframe src="${fx.site.url}/form" loading="lazy"></iframe>`);
  const { frameTree } = await session.send('Page.getFrameTree');
  expect(frameTree.childFrames!.map((c) => started.has(c.frame.id))).toEqual([true, false]);
  await session.detach();
  await page.close();
});

test('Page.goto: a page whose iframe answers 204 loads, its frame stopped loading as in Chrome', async () => {
  const page = await fx.browser.newPage();
  const url = `data:text/html,<iframe src="${fx.site.url}/empty"></iframe><p>loaded</p>`;
  await expect(page.goto(url, { timeout: 5000 }).then(() => page.$eval('p', (p) => p.textContent))).resolves.toBe('loaded');
  await page.close();
});
