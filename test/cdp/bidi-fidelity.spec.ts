/**
 * Issue 37: what Puppeteer sees of targets, contexts, console and page errors, network fields and
 * serialised values, through the proxy → firefox-esr over WebDriver BiDi.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { ConsoleMessage, Metrics } from 'puppeteer-core';
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

test('console groups come as Chrome names them, and an uncaught error is a pageerror with its stack', async () => {
  const page = await fx.browser.newPage();
  const types: string[] = [];
  page.on('console', (m) => types.push(m.type()));
  await page.evaluate(() => {
    console.group('outer');
    console.groupCollapsed('inner');
    console.warn('careful');
  });
  await expect.poll(() => types).toEqual(['startGroup', 'startGroupCollapsed', 'warn']);
  const [error] = await Promise.all([
    new Promise<Error>((resolve) => page.once('pageerror', (e) => resolve(e as Error))),
    page.goto(`data:text/html,${encodeURIComponent('<script>\nfunction fail() {\n  throw new Error("Fancy error!");\n}\nfail();\n</script>')}`),
  ]);
  expect([error.name, error.message]).toEqual(['Error', 'Fancy error!']);
  expect(error.stack?.split('\n').at(-1)).toMatch(/:5:1\)$/);
  await page.close();
});

test('a failed load is a console error located at the resource (Log.entryAdded)', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  const [message] = await Promise.all([
    new Promise<ConsoleMessage>((resolve) => page.once('console', resolve)),
    page.evaluate(() => fetch('http://nowhere.invalid/').catch(() => undefined)),
  ]);
  expect(message.type()).toBe('error');
  expect(message.text()).toContain('net::ERR_NAME_NOT_RESOLVED');
  expect(message.location().url).toBe('http://nowhere.invalid/');
  await page.close();
});

test('values Chrome cannot return by value: cycles fail, windows and unserialisable objects are undefined, shared ones repeat', async () => {
  const page = await fx.browser.newPage();
  expect(await page.evaluate(() => window)).toBeUndefined();
  const cyclic = await page.evaluate(() => {
    const a: Record<string, unknown> = {};
    a.b = { a };
    return a;
  });
  expect(cyclic).toBeUndefined();
  expect(
    await page.evaluate(() => {
      const o = { z: 1 };
      return { x: o, y: [o] };
    }),
  ).toEqual({ x: { z: 1 }, y: [{ z: 1 }] });
  expect(await page.evaluate(async () => ({ a: 'foo', b: await createImageBitmap(new ImageData(1, 1)) }))).toEqual({ a: 'foo' });
  // Chrome refuses a value holding a symbol ("Object couldn't be returned by value"), which Puppeteer makes undefined.
  expect(await page.evaluate(() => ({ s: Symbol('x'), t: 1 }))).toBeUndefined();
  await page.close();
});

test('Page.authenticate with wrong or empty credentials ends in the 401 page instead of asking forever', async () => {
  const page = await fx.browser.newPage();
  await page.authenticate({ username: 'fox', password: 'wrong' });
  expect((await page.goto(`${fx.site.url}/auth`))?.status()).toBe(401);
  await page.authenticate({ username: '', password: '' });
  expect((await page.goto(`${fx.site.url}/auth?again`))?.status()).toBe(401);
  await page.close();
});

test('continue and fulfill with a header no HTTP message can carry fail, and the request can still be resumed', async () => {
  const page = await fx.browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/form' }] });
  const errors: string[] = [];
  const bad = [{ name: 'X-Invalid-Header', value: 'a\nb' }];
  cdp.on('Fetch.requestPaused', async ({ requestId }) => {
    await cdp.send('Fetch.continueRequest', { requestId, headers: bad }).catch((e: Error) => errors.push(e.message));
    await cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 200, responseHeaders: bad }).catch((e: Error) => errors.push(e.message));
    await cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 200, body: Buffer.from('mocked').toString('base64') });
  });
  expect(await (await page.goto(`${fx.site.url}/form`))?.text()).toBe('mocked');
  expect(errors).toEqual([expect.stringMatching(/Invalid header value for X-Invalid-Header/), expect.stringMatching(/Invalid header value/)]);
  await page.close();
});

test('an intercepted request and its response carry no URL fragment, as in Chrome', async () => {
  const page = await fx.browser.newPage();
  await page.setRequestInterception(true);
  const urls: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    void request.continue();
  });
  const response = await page.goto(`${fx.site.url}/form#name`);
  expect(response?.url()).toBe(`${fx.site.url}/form`);
  expect(urls[0]).toBe(`${fx.site.url}/form`);
  await page.close();
});

test('a response has its remote address and its timing', async () => {
  const page = await fx.browser.newPage();
  const response = (await page.goto(`${fx.site.url}/`))!;
  expect(response.remoteAddress()).toEqual({ ip: '127.0.0.1', port: Number(new URL(fx.site.url).port) });
  expect(response.timing()!.receiveHeadersEnd).toBeGreaterThan(0);
  expect(response.timing()!.requestTime).toBeGreaterThan(0);
  await page.close();
});

test('an exposed function can be called from a script evaluated on new documents', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  let called = false;
  await page.exposeFunction('woof', () => {
    called = true;
  });
  await page.evaluateOnNewDocument(() => (globalThis as unknown as { woof: () => void }).woof());
  await page.reload();
  await expect.poll(() => called).toBe(true);
  await page.close();
});

test('a fulfilled request reports the response as given: a redirect joins the chain, repeated headers stay apart', async () => {
  const page = await fx.browser.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url().endsWith('/moved')) void request.respond({ status: 302, headers: { location: `${fx.site.url}/form` } });
    else void request.respond({ status: 200, headers: { arr: ['1', '2'] }, contentType: 'text/html', body: 'given' });
  });
  const response = (await page.goto(`${fx.site.url}/moved`))!;
  expect(response.url()).toBe(`${fx.site.url}/form`);
  expect(
    response
      .request()
      .redirectChain()
      .map((r) => r.url()),
  ).toEqual([`${fx.site.url}/moved`]);
  expect(response.request().redirectChain()[0]!.response()!.status()).toBe(302);
  expect(response.headers()['arr']).toBe('1\n2');
  await page.close();
});

test('a redirect whose next hop the client aborts fails the request with Chrome\u2019s net::ERR_FAILED', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  await page.setRequestInterception(true);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${new URL(request.url()).pathname} ${request.failure()?.errorText}`));
  page.on('request', (request) => {
    if (request.url().endsWith('/moved')) void request.respond({ status: 302, headers: { location: `${fx.site.url}/data.json` } });
    else if (request.url().endsWith('/data.json')) void request.abort();
    else void request.continue();
  });
  const fetched = await page.evaluate(() =>
    fetch('/moved').then(
      (r) => `status ${r.status}`,
      () => 'rejected',
    ),
  );
  expect(fetched).toBe('rejected');
  await expect.poll(() => failed).toEqual(['/data.json net::ERR_FAILED']);
  await page.close();
});

test('a request has its post data, from a string or a blob', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  const posted: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posted.push(request.postData());
  });
  await page.evaluate(async () => {
    const body = JSON.stringify({ foo: 'bar' });
    await fetch('/form', { method: 'POST', body });
    await fetch('/form', { method: 'POST', body: new Blob([body], { type: 'application/json' }) });
  });
  expect(posted).toEqual(['{"foo":"bar"}', '{"foo":"bar"}']);
  await page.close();
});

test('console.timeStamp fires the metrics event, titled with its label', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  const [event] = await Promise.all([
    new Promise<{ title: string; metrics: Metrics }>((resolve) => page.once('metrics', resolve)),
    page.evaluate(() => console.timeStamp('test42')),
  ]);
  expect(event.title).toBe('test42');
  expect(event.metrics.Nodes).toBeGreaterThan(0);
  expect(event.metrics.Frames).toBe(1);
  await page.close();
});

test('an evaluation whose document goes away while it runs fails with the protocol error, not as a missing context', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  const error = await page
    .evaluate(() => {
      location.reload();
      return new Promise(() => undefined);
    })
    .catch((e: Error) => e);
  expect(String(error)).toContain('Protocol error (Runtime.callFunctionOn): Execution context was destroyed.');
  await page.close();
});

test('without interception a navigation request keeps its fragment apart, as urlFragment', async () => {
  const page = await fx.browser.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const response = await page.goto(`${fx.site.url}/form#name`);
  expect(response?.url()).toBe(`${fx.site.url}/form#name`);
  expect(urls[0]).toBe(`${fx.site.url}/form#name`);
  await page.close();
});

test('service and shared workers are targets of the browser context whose page started them', async () => {
  const server = createServer((req, res) => {
    if (req.url!.endsWith('.js')) res.writeHead(200, { 'content-type': 'text/javascript' }).end('self.onconnect = () => undefined;');
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>sw</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await fx.browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const [serviceWorker] = await Promise.all([
      context.waitForTarget((t) => t.type() === 'service_worker'),
      page.evaluate(() => navigator.serviceWorker.register('/sw.js').then(() => undefined)),
    ]);
    expect(serviceWorker.url()).toBe(`${origin}/sw.js`);
    const [gone] = await Promise.all([
      new Promise((resolve) => context.once('targetdestroyed', resolve)),
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.unregister())),
    ]);
    expect(gone).toBe(serviceWorker);
    const [sharedWorker] = await Promise.all([
      context.waitForTarget((t) => t.type() === 'shared_worker'),
      page.evaluate(() => void new SharedWorker('/shared.js')),
    ]);
    expect(sharedWorker.url()).toBe(`${origin}/shared.js`);
  } finally {
    await context.close();
    server.close();
  }
});

test('Network.getRequestPostData answers a request body, and says so when there is none', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const ids: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.endsWith('/form')) ids.push(e.requestId);
  });
  await page.evaluate(async () => {
    await fetch('/form', { method: 'POST', body: 'a=1&b=2' });
    await fetch('/form');
  });
  expect(await cdp.send('Network.getRequestPostData', { requestId: ids[0]! })).toEqual({ postData: 'a=1&b=2' });
  await expect(cdp.send('Network.getRequestPostData', { requestId: ids[1]! })).rejects.toThrow('No post data available for the request');
  await page.close();
});
