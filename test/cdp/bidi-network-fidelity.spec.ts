/**
 * Issue 37: what a page's network traffic, cookies and style sheets look like through the proxy
 * over firefox-esr's WebDriver BiDi, with Puppeteer's API.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium, expect, test } from '@playwright/test';
import type { Frame, HTTPRequest, HTTPResponse } from 'puppeteer-core';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('headless Firefox fetches no site icon: a page load makes only the requests the page made, as headless Chrome', async () => {
  const page = await fx.browser.newPage();
  await page.setRequestInterception(true);
  const requests: string[] = [];
  page.on('request', (request: HTTPRequest) => {
    requests.push(new URL(request.url()).pathname);
    void request.continue();
  });
  await page.goto(`${fx.site.url}/`, { waitUntil: 'load' });
  await page.goto(`${fx.site.url}/form`, { waitUntil: 'load' });
  // A favicon request would come after the load: a round trip to the page lets it arrive if it is coming.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(requests).toEqual(['/', '/form']);
  expect(fx.site.hits('/favicon.ico')).toBe(0);
  await page.close();
});

test("Network.setBypassServiceWorker: turning a page's service workers off answers -32601 saying so; leaving them on succeeds", async () => {
  const page = await fx.browser.newPage();
  await expect(page.setBypassServiceWorker(true)).rejects.toThrow(
    "'Network.setBypassServiceWorker' wasn't found: bypassing a page's service workers is not supported on Firefox",
  );
  await page.setBypassServiceWorker(false);
  await page.close();
});

test('Network.getCookies: a host-only cookie is not reported for a subdomain, a domain cookie is', async () => {
  const context = await fx.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setCookie({ url: 'https://base.example', name: 'hostonly', value: '1' }, { domain: '.base.example', name: 'domain', value: '2', secure: true });
  const names = async (url: string) => (await page.cookies(url)).map((c) => c.name).sort();
  expect(await names('https://base.example')).toEqual(['domain', 'hostonly']);
  expect(await names('https://sub.base.example')).toEqual(['domain']);
  expect(await names('https://other.example')).toEqual([]);
  await context.close();
});

test('CSS.enable: answers with the style sheets the page has as CSS.styleSheetAdded; what the domain lacks answers -32601', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.title = 'local';
    style.textContent = 'h1 { color: red; }\np { color: blue; }';
    document.head.append(style);
  });
  const cdp = await page.createCDPSession();
  const added: any[] = [];
  cdp.on('CSS.styleSheetAdded', (e) => added.push(e.header));
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  expect(added).toEqual([
    expect.objectContaining({
      frameId: frameTree.frame.id,
      sourceURL: `${fx.site.url}/`,
      origin: 'regular',
      title: 'local',
      isInline: true,
      length: 37,
      endLine: 1,
      endColumn: 18,
    }),
  ]);
  await expect(cdp.send('CSS.getStyleSheetText', { styleSheetId: added[0].styleSheetId })).rejects.toThrow("'CSS.getStyleSheetText' wasn't found");
  await cdp.send('CSS.disable');
  await page.close();
});

test('Network.requestServedFromCache: a script Firefox takes from its cache is reported as served from cache', async () => {
  const page = await fx.browser.newPage();
  const served: string[] = [];
  page.on('requestservedfromcache', (request) => served.push(new URL(request.url()).pathname));
  const script = () => page.waitForResponse((r) => r.url().endsWith('/cached.js'));
  const [first] = await Promise.all([script(), page.goto(`${fx.site.url}/cached`)]);
  expect([first.fromCache(), served]).toEqual([false, []]);
  const [second] = await Promise.all([script(), page.goto(`${fx.site.url}/cached`)]);
  expect([second.fromCache(), served]).toEqual([true, ['/cached.js']]);
  expect(fx.site.hits('/cached.js')).toBe(1);
  await page.close();
});

/**
 * A site whose pages forbid inline scripts: /header and its /frame by header (/cookies also sets two), /meta and its
 * /meta-frame by a <meta> element, as /meta-gzip (compressed) and /meta-split (the element sent in two parts, its
 * encoding named `identity`);
 * and /styled, whose style sheet may be cached for an hour.
 */
const META = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`;

async function cspSite(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const policy = { 'content-security-policy': "default-src 'self'" };
    if (req.url === '/styled') res.writeHead(200, { 'content-type': 'text/html' }).end('<link rel="stylesheet" href="/style.css"><p>styled</p>');
    else if (req.url === '/style.css') res.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=3600' }).end('p { color: red; }');
    else if (req.url === '/cookies')
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'], ...policy }).end('<p>cookies</p>');
    else if (req.url === '/meta') res.writeHead(200, { 'content-type': 'text/html' }).end(`${META}<iframe src="/meta-frame"></iframe>`);
    else if (req.url === '/meta-frame') res.writeHead(200, { 'content-type': 'text/html' }).end(`${META}<p>framed</p>`);
    else if (req.url === '/meta-gzip') res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(META));
    else if (req.url === '/meta-split') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'identity' }).write(META.slice(0, 20));
      setTimeout(() => res.end(`${META.slice(20)}<p>split &lt;meta&gt; policy</p>`), 100);
    } else if (req.url === '/frame') res.writeHead(200, { 'content-type': 'text/html', ...policy }).end('<p>framed</p>');
    else res.writeHead(200, { 'content-type': 'text/html', ...policy }).end('<iframe src="/frame"></iframe>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Whether an inline script added to the frame ran (Puppeteer's addScriptTag, which CSP blocks). */
async function inlineScriptRuns(frame: Frame): Promise<boolean> {
  await frame.addScriptTag({ content: 'window.__injected = 42;' }).catch(() => undefined);
  return (await frame.evaluate(() => (globalThis as { __injected?: number }).__injected)) === 42;
}

test('Page.setBypassCSP: documents loaded afterwards, frames included, run inline scripts their CSP header forbids', async () => {
  const site = await cspSite();
  const page = await fx.browser.newPage();
  const runs = async () => {
    await page.reload({ waitUntil: 'load' });
    return [await inlineScriptRuns(page.mainFrame()), await inlineScriptRuns(page.mainFrame().childFrames()[0])];
  };
  await page.goto(`${site.url}/header`, { waitUntil: 'load' });
  expect(await runs()).toEqual([false, false]);
  await page.setBypassCSP(true);
  expect(await runs()).toEqual([true, true]);
  // Requests a client intercepts go on without the policy too.
  const go = (request: HTTPRequest) => void request.continue();
  await page.setRequestInterception(true);
  page.on('request', go);
  expect(await runs()).toEqual([true, true]);
  page.off('request', go);
  await page.setRequestInterception(false);
  // A response that sets two cookies (which Firefox reports as one header) sets both.
  await page.goto(`${site.url}/cookies`);
  expect(await page.evaluate(() => document.cookie)).toBe('a=1; b=2');
  await page.goto(`${site.url}/header`);
  await page.setBypassCSP(false);
  expect(await runs()).toEqual([false, false]);
  await page.close();
  site.close();
});

test('Page.setBypassCSP: a policy declared in a <meta> element no longer applies, frames and compressed documents included', async () => {
  const site = await cspSite();
  const page = await fx.browser.newPage();
  const runs = async (path: string) => {
    await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    return Promise.all(page.frames().map(inlineScriptRuns));
  };
  const paths = ['/meta', '/meta-gzip', '/meta-split'];
  const everywhere = async () => [...(await runs(paths[0])), ...(await runs(paths[1])), ...(await runs(paths[2]))];
  expect(await everywhere()).toEqual([false, false, false, false]);
  await page.setBypassCSP(true);
  expect(await everywhere()).toEqual([true, true, true, true]);
  // The document is otherwise as served: the element stays, its attribute renamed.
  await page.goto(`${site.url}/meta-split`);
  expect(await page.$eval('meta', (m) => [m.getAttribute('http-equiv'), m.getAttribute('data-bypassed-http-equiv'), m.getAttribute('content')])).toEqual([
    null,
    'Content-Security-Policy',
    "default-src 'self'",
  ]);
  expect(await page.$eval('p', (p) => p.textContent)).toBe('split <meta> policy');
  // Another tab that does not bypass keeps the policy.
  const other = await fx.browser.newPage();
  await other.goto(`${site.url}/meta`);
  expect(await inlineScriptRuns(other.mainFrame())).toBe(false);
  await other.close();
  await page.setBypassCSP(false);
  expect(await everywhere()).toEqual([false, false, false, false]);
  await page.close();
  site.close();
});

test("Playwright's bypassCSP: a context created with it runs inline scripts the page's CSP header forbids", async () => {
  const site = await cspSite();
  const browser = await chromium.connectOverCDP(fx.proxy.url);
  const injected = async (bypassCSP: boolean) => {
    const context = await browser.newContext({ bypassCSP });
    const page = await context.newPage();
    await page.goto(`${site.url}/header`);
    await page.addScriptTag({ content: 'window.__injected = 42;' }).catch(() => undefined);
    const value = await page.evaluate(() => (globalThis as { __injected?: number }).__injected);
    await context.close();
    return value;
  };
  expect([await injected(false), await injected(true)]).toEqual([undefined, 42]);
  await browser.close();
  site.close();
});

test('Fetch.requestPaused at the response stage: each Set-Cookie header is its own entry, and given back, each cookie is set', async () => {
  const site = await cspSite();
  const page = await fx.browser.newPage();
  const cdp = await page.createCDPSession();
  const seen: string[][] = [];
  cdp.on('Fetch.requestPaused', (e) => {
    const headers: { name: string; value: string }[] = e.responseHeaders ?? [];
    seen.push(headers.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value));
    void cdp.send('Fetch.continueResponse', { requestId: e.requestId, responseCode: e.responseStatusCode, responseHeaders: headers });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/cookies', requestStage: 'Response' }] });
  await page.goto(`${site.url}/cookies`);
  expect(seen).toEqual([['a=1; Path=/', 'b=2; Path=/']]);
  expect(await page.evaluate(() => document.cookie)).toBe('a=1; b=2');
  await page.close();
  site.close();
});

test('Network.getResponseBody: a style sheet Firefox serves from its memory cache has the body it was cached with', async () => {
  const site = await cspSite();
  const page = await fx.browser.newPage();
  const load = async () => {
    const bodies: Promise<string>[] = [];
    const onResponse = (r: HTTPResponse) => {
      if (r.url().endsWith('/style.css')) bodies.push(r.text().then((text) => `${r.fromCache()} ${text}`));
    };
    page.on('response', onResponse);
    await page.goto(`${site.url}/styled`, { waitUntil: 'load' });
    page.off('response', onResponse);
    return [...new Set(await Promise.all(bodies))];
  };
  await load();
  expect(await load()).toEqual(['true p { color: red; }']);
  await page.close();
  site.close();
});
