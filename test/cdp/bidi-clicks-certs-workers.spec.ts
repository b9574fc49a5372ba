/**
 * Issue 37, what the protocol left for last: double and triple clicks, certificate errors, worker
 * targets and response bodies at the response stage, with puppeteer-core and Playwright's
 * connectOverCDP → pluck CDP proxy → firefox-esr over WebDriver BiDi.
 */
import { chromium, expect, test, type Browser as PlaywrightBrowser } from '@playwright/test';
import CDP from 'chrome-remote-interface';
import puppeteer, { type Page, type WebWorker } from 'puppeteer-core';
import { startBadCertSite } from './support/bad-cert-site';
import { useBidiProxy } from './support/bidi-proxy';

const env = useBidiProxy();
let badCert: Awaited<ReturnType<typeof startBadCertSite>>;

test.beforeAll(async () => {
  badCert = await startBadCertSite();
});

test.afterAll(async () => {
  await badCert?.close();
});

const PARAGRAPH = 'First sentence here. Second sentence there.';
const DOUBLE = ['mousedown:1', 'mouseup:1', 'click:1', 'mousedown:2', 'mouseup:2', 'click:2', 'dblclick:2'];
const TRIPLE = [...DOUBLE, 'mousedown:3', 'mouseup:3', 'click:3'];

/** The page's own log of mouse events (type:detail) and its selection, both cleared for the next click. */
function takeEvents(page: Page): Promise<[string[], string]> {
  return page.evaluate(() => {
    const w = window as unknown as { events: string[] };
    const taken: [string[], string] = [w.events.splice(0), getSelection()!.toString()];
    getSelection()!.removeAllRanges();
    return taken;
  });
}

test('Input.dispatchMouseEvent: double and triple clicks reach the page as in Chrome (Puppeteer count and clickCount)', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.site.url}/multiclick`);
  await page.click('#para', { count: 2 });
  const [double, word] = await takeEvents(page);
  expect(double).toEqual(DOUBLE);
  expect(word).toMatch(/^\w+$/);

  await (await page.$('#para'))!.click({ count: 3 });
  expect(await takeEvents(page)).toEqual([TRIPLE, PARAGRAPH]);

  // Puppeteer's older clickCount alone is one press: Firefox needs the first click before it, so the page sees it too.
  await page.click('#para', { clickCount: 2 });
  expect((await takeEvents(page))[0]).toEqual(DOUBLE);

  await page.click('#para');
  expect((await takeEvents(page))[0]).toEqual(['mousedown:1', 'mouseup:1', 'click:1']);
  await page.close();
});

test('Input.dispatchMouseEvent: Playwright dblclick and a triple click select as in Chrome', async () => {
  let client: PlaywrightBrowser | undefined;
  try {
    client = await chromium.connectOverCDP(env.proxy.url);
    const page = await client.contexts()[0].newPage();
    await page.goto(`${env.site.url}/multiclick`);
    await page.dblclick('#para');
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events.splice(0))).toEqual(DOUBLE);
    await page.click('#para', { clickCount: 3 });
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events.splice(0))).toEqual(TRIPLE);
    expect(await page.evaluate(() => getSelection()!.toString())).toBe(PARAGRAPH);
    await page.close();
  } finally {
    await client?.close();
  }
});

test('certificate errors fail navigation as in Chrome; contexts created after Security.setIgnoreCertificateErrors ignore them', async () => {
  const page = await env.browser.newPage();
  const requests: string[] = [];
  page.on('request', () => requests.push('request'));
  page.on('requestfailed', (r) => requests.push(`failed ${r.failure()?.errorText}`));
  await expect(page.goto(badCert.url)).rejects.toThrow(`net::ERR_CERT_AUTHORITY_INVALID at ${badCert.url}`);
  // The document request Firefox made is reported once, failed, not again as one it refused to make.
  expect(requests).toEqual(['request', 'failed net::ERR_CERT_AUTHORITY_INVALID']);
  await page.close();

  // Firefox fixes certificate checking when a context is created: the default one cannot start ignoring, and says so.
  await expect(puppeteer.connect({ browserURL: env.proxy.url, acceptInsecureCerts: true })).rejects.toThrow(
    'Firefox fixes certificate checking when a browser context is created',
  );
  const client = await CDP({ target: env.proxy.wsEndpoint });
  try {
    await expect(client.Security.setIgnoreCertificateErrors({ ignore: true })).rejects.toThrow(/the default browser context .*check/);
    const { browserContextId } = await client.Target.createBrowserContext();
    const { targetId } = await client.Target.createTarget({ url: 'about:blank', browserContextId });
    const insecure = await CDP({ port: env.proxy.port, target: targetId });
    try {
      expect(await insecure.Page.navigate({ url: badCert.url })).not.toHaveProperty('errorText');
      await expect.poll(async () => (await insecure.Runtime.evaluate({ expression: 'document.title' })).result.value).toBe('Insecure');
    } finally {
      await insecure.close();
    }
    await client.Target.disposeBrowserContext({ browserContextId });
  } finally {
    await client.close();
  }

  await withCriPage(async ({ Page }) => {
    expect((await Page.navigate({ url: badCert.url })).errorText).toBe('net::ERR_CERT_AUTHORITY_INVALID');
  });
});

/** A chrome-remote-interface client on a fresh page of the proxy, closed after `fn`. */
async function withCriPage<T>(fn: (client: CDP.Client) => Promise<T>): Promise<T> {
  const target = await CDP.New({ port: env.proxy.port });
  const client = await CDP({ port: env.proxy.port, target: target.id });
  try {
    return await fn(client);
  } finally {
    await client.close();
    await CDP.Close({ port: env.proxy.port, id: target.id });
  }
}

test.describe('with --accept-insecure-certs', () => {
  const lenient = useBidiProxy({ acceptInsecureCerts: true });

  test("Puppeteer's acceptInsecureCerts and Playwright's ignoreHTTPSErrors load a self-signed page", async () => {
    const client = await puppeteer.connect({ browserURL: lenient.proxy.url, acceptInsecureCerts: true });
    try {
      const page = await client.newPage();
      expect((await page.goto(badCert.url))?.status()).toBe(200);
      expect(await page.title()).toBe('Insecure');
      await page.close();
    } finally {
      await client.disconnect();
    }
    const playwright = await chromium.connectOverCDP(lenient.proxy.url);
    try {
      const context = await playwright.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.goto(badCert.url);
      expect(await page.title()).toBe('Insecure');
      await context.close();
    } finally {
      await playwright.close();
    }
  });
});

test('dedicated workers are worker targets: page.workers(), workercreated and workerdestroyed, console; evaluation says why it cannot run', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.site.url}/worker`);
  expect(page.workers()).toEqual([]);
  const created = new Promise<WebWorker>((resolve) => page.once('workercreated', resolve));
  const logged = new Promise<string>((resolve) => page.once('console', (m) => resolve(m.text())));
  await page.click('#start');
  const worker = await created;
  expect(worker.url()).toBe(`${env.site.url}/worker.js`);
  expect(page.workers()).toEqual([worker]);
  expect(await logged).toBe('worker up');
  // Firefox 153 ESR reports workers over WebDriver BiDi but runs no script in them: the call fails saying so instead of hanging.
  await expect(worker.evaluate(() => 1 + 1)).rejects.toThrow('Firefox cannot run scripts in this worker over WebDriver BiDi');
  const destroyed = new Promise<WebWorker>((resolve) => page.once('workerdestroyed', resolve));
  await page.click('#stop');
  expect(await destroyed).toBe(worker);
  expect(page.workers()).toEqual([]);
  await page.close();
});

test("dedicated workers reach Playwright's page.on('worker') and close with it", async () => {
  const client = await chromium.connectOverCDP(env.proxy.url);
  try {
    const page = await client.contexts()[0].newPage();
    await page.goto(`${env.site.url}/worker`);
    const [worker] = await Promise.all([page.waitForEvent('worker'), page.click('#start')]);
    expect(worker.url()).toBe(`${env.site.url}/worker.js`);
    expect(page.workers()).toEqual([worker]);
    await Promise.all([worker.waitForEvent('close'), page.click('#stop')]);
    expect(page.workers()).toEqual([]);
    await page.close();
  } finally {
    await client.close();
  }
});

test('Fetch.getResponseBody at the response stage answers -32601 saying why; Network.getResponseBody reads the body once it is continued', async () => {
  await withCriPage(async (client) => {
    const { Fetch, Network, Page } = client;
    await Network.enable();
    await Page.enable();
    await Fetch.enable({ patterns: [{ urlPattern: '*/form', requestStage: 'Response' }] });
    const paused = Fetch.requestPaused();
    const navigated = Page.navigate({ url: `${env.site.url}/form` });
    const { requestId, networkId } = await paused;
    // Not in /json/protocol, so chrome-remote-interface has no helper for it.
    const refused = await client.send('Fetch.getResponseBody', { requestId }).then(
      () => undefined,
      (err: { response?: { code: number; message: string } }) => err.response,
    );
    expect(refused?.code).toBe(-32601);
    expect(refused?.message).toContain("'Fetch.getResponseBody' wasn't found: reading the body of a response paused at the Response stage");
    await Fetch.continueRequest({ requestId });
    await navigated;
    await expect.poll(async () => (await Network.getResponseBody({ requestId: networkId! }).catch(() => ({ body: '' }))).body).toContain('<title>Form</title>');
    await Fetch.disable();
  });
});

test("Browser.setWindowBounds: Playwright's new contexts open, their window sized to the viewport; a context that checks certificates says so", async () => {
  const client = await chromium.connectOverCDP(env.proxy.url);
  try {
    const context = await client.newContext({ viewport: { width: 900, height: 500 } });
    const page = await context.newPage();
    await page.goto(`${env.site.url}/`);
    // Playwright asks for the viewport plus a headful window's frame (on Linux 8 × 85 pixels), so the window is that size.
    expect(await page.evaluate(() => [outerWidth, outerHeight, innerWidth, innerHeight])).toEqual([908, 585, 900, 500]);
    await context.close();
    const insecure = await client.newContext({ ignoreHTTPSErrors: true });
    await expect(insecure.newPage()).rejects.toThrow('Firefox fixes certificate checking when a browser context is created');
    await insecure.close();
  } finally {
    await client.close();
  }
});
