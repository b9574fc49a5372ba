/**
 * Issue 37: frames through the proxy over firefox-esr's WebDriver BiDi, with Puppeteer's frame API:
 * frame names, frames that start and stop loading.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, expect, test } from '@playwright/test';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('frame.name(): a frame is named after its owner element’s name attribute, or its id when it has none', async () => {
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

test('frame.name(): frames a script creates together are each named', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  await page.evaluate(async (src) => {
    const loads = ['one', 'two', 'three'].map((id, i) => {
      const f = document.createElement('iframe');
      if (i === 1) f.name = `named-${id}`;
      else f.id = id;
      f.src = src;
      document.body.append(f);
      return new Promise((resolve) => (f.onload = resolve));
    });
    await Promise.all(loads);
  }, `${fx.site.url}/form`);
  expect(page.frames().map((f) => f.name())).toEqual(['', 'one', 'named-two', 'three']);
  await page.close();
});

test('Playwright frame.name() over connectOverCDP: the owner element’s name, or its id', async () => {
  const browser = await chromium.connectOverCDP(fx.proxy.url);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${fx.site.url}/framed`);
    await page.evaluate(async (src) => {
      const f = document.createElement('iframe');
      f.id = 'byId';
      f.src = src;
      document.body.append(f);
      await new Promise((resolve) => (f.onload = resolve));
    }, `${fx.site.url}/`);
    expect(page.frames().map((f) => f.name())).toEqual(['', 'inner', 'byId']);
    await page.close();
  } finally {
    await browser.close();
  }
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

test('Page.goto: a page loads once its iframe stops its own loading (window.stop()), the frame reported stopped', async () => {
  // The iframe's stylesheet never comes, so the iframe, and the page with it, load only once the iframe stops.
  const pages: Record<string, string> = { '/': '<iframe src="/child"></iframe>', '/child': '<link rel="stylesheet" href="/never.css"><p>child</p>' };
  const server = createServer((req, res) => {
    const body = pages[req.url ?? ''];
    if (body !== undefined) res.writeHead(200, { 'content-type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = await fx.browser.newPage();
  const loaded = page.goto(`${origin}/`, { timeout: 5000 });
  const child = await page.waitForFrame((f) => f.url() === `${origin}/child`);
  await child.evaluate(() => window.stop());
  await expect(loaded.then((r) => r?.status())).resolves.toBe(200);
  await page.close();
  server.closeAllConnections();
  server.close();
});

test('DOM.scrollIntoViewIfNeeded: a fixed button in a cross-origin iframe below the fold is scrolled into view and clicked', async () => {
  const page = await fx.browser.newPage();
  await page.setViewport({ width: 500, height: 500 });
  await page.goto(`${fx.site.url}/`);
  // The same site under another host name is another origin, which Firefox runs in another process.
  const src = `${fx.site.url.replace('127.0.0.1', 'localhost')}/form`;
  await page.evaluate(async (url) => {
    document.body.insertAdjacentHTML('beforeend', '<div style="height:2000px">spacer</div>');
    const frame = document.createElement('iframe');
    frame.src = url;
    document.body.appendChild(frame);
    await new Promise((resolve) => (frame.onload = resolve));
  }, src);
  const frame = page.frames().find((f) => f.url() === src)!;
  await frame.$eval('#go', (b) => (b as HTMLElement).style.setProperty('position', 'fixed'));
  await frame.click('#go');
  expect(await frame.$eval('#out', (e) => e.textContent)).toBe('clicked:');
  await page.close();
});
