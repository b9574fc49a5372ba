/**
 * Issue 37: console arguments as handles, serialised values, metrics, crashes and input, as
 * Puppeteer sees them through the proxy → firefox-esr over WebDriver BiDi.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, expect, test } from '@playwright/test';
import WebSocket from 'ws';
import type { ConsoleMessage } from 'puppeteer-core';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('console arguments are handles the client evaluates on, each call reported once, at its call site', async () => {
  const page = await fx.browser.newPage();
  await page.goto(
    `data:text/html,${encodeURIComponent('<!doctype html><script>\nfunction logged() {\n  console.log("hello", 5, { foo: "bar" }, globalThis);\n}\n</script>')}`,
  );
  const messages: ConsoleMessage[] = [];
  page.on('console', (m) => messages.push(m));
  await page.evaluate(() => {
    (globalThis as unknown as { test: number }).test = 1;
    (globalThis as unknown as { logged: () => void }).logged();
  });
  await expect.poll(() => messages.length).toBe(1);
  const [message] = messages;
  // Puppeteer writes an argument it holds a handle to as `[type className]`, as with Chrome.
  expect(message!.text()).toBe('hello 5 [object Object] [object Window]');
  const args = message!.args();
  expect(await args[2]!.jsonValue()).toEqual({ foo: 'bar' });
  expect(await (await args[3]!.getProperty('test')).jsonValue()).toBe(1);
  expect(message!.location()).toMatchObject({ lineNumber: 2, columnNumber: 10 });
  expect(message!.stackTrace()[0]).toEqual(message!.location());
  expect(message!.stackTrace().length).toBeGreaterThan(1);
  await page.close();
});

test("Playwright's console messages preview objects as Chrome's do, and their arguments are handles", async () => {
  const browser = await chromium.connectOverCDP(fx.proxy.url);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${fx.site.url}/`);
  const [message] = await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.log('hello', { foo: 'bar', n: [1, 2] }, [1, 'a']))]);
  expect(message.text()).toBe('hello {foo: bar, n: Array(2)} [1, a]');
  expect(await message.args()[1]!.jsonValue()).toEqual({ foo: 'bar', n: [1, 2] });
  await page.close();
  await browser.close();
});

test('commands answered at once are answered in order: events a later command of the same batch causes do not overtake them', async () => {
  const page = await fx.browser.newPage();
  const cdp = await page.createCDPSession();
  const { targetId } = (await cdp.send('Target.getTargetInfo')).targetInfo;
  await cdp.detach();
  const { webSocketDebuggerUrl } = (await (await fetch(`${fx.proxy.url}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve) => ws.once('open', resolve));
  const received: { id?: number; method?: string; result?: { sessionId?: string } }[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  ws.send(JSON.stringify({ id: 1, method: 'Target.attachToTarget', params: { targetId, flatten: true } }));
  await expect.poll(() => received.find((m) => m.id === 1)?.result?.sessionId).toBeTruthy();
  const sessionId = received.find((m) => m.id === 1)!.result!.sessionId;
  // Playwright's page setup: the frame tree first, then Runtime.enable, in one batch.
  ws.send(JSON.stringify({ id: 2, method: 'Page.getFrameTree', sessionId }));
  ws.send(JSON.stringify({ id: 3, method: 'Runtime.enable', sessionId }));
  await expect.poll(() => received.some((m) => m.id === 3)).toBe(true);
  const order = received.filter((m) => m.id === 2 || m.id === 3 || m.method === 'Runtime.executionContextCreated').map((m) => m.id ?? m.method);
  expect(order[0]).toBe(2);
  ws.close();
  await page.close();
});

test('console.groupEnd is reported as endGroup, and the page sees its console unchanged', async () => {
  const page = await fx.browser.newPage();
  const types: string[] = [];
  page.on('console', (m) => types.push(m.type()));
  const seen = await page.evaluate(() => {
    console.group('calling console.group');
    console.groupEnd();
    return [console.log.toString(), Function.prototype.toString.call(console.error), Function.prototype.toString.toString(), console.log.name];
  });
  await expect.poll(() => types).toEqual(['startGroup', 'endGroup']);
  const native = (name: string) => `function ${name}() {\n    [native code]\n}`;
  expect(seen).toEqual([native('log'), native('error'), native('toString'), 'log']);
  await page.close();
});

test('a value holding a symbol or a BigInt is not returned by value, as in Chrome; a BigInt alone is', async () => {
  const page = await fx.browser.newPage();
  const session = await page.createCDPSession();
  const byValue = (expression: string) => session.send('Runtime.evaluate', { expression, returnByValue: true });
  await expect(byValue('[Symbol("foo4"), "foo"]')).rejects.toThrow("Object couldn't be returned by value");
  await expect(byValue('({ big: 1n })')).rejects.toThrow("Object couldn't be returned by value");
  await expect(byValue('({ s: Symbol("x"), t: 1 })')).rejects.toThrow("Object couldn't be returned by value");
  expect((await byValue('1n')).result).toMatchObject({ type: 'bigint', unserializableValue: '1n' });
  // Puppeteer takes the refusal for undefined, as it does from Chrome.
  expect(await page.evaluate(() => [Symbol('foo4'), 'foo'])).toBeUndefined();
  await session.detach();
  await page.close();
});

test('a service worker target can be attached (evaluation says why it cannot run) and closed, which stops the worker', async () => {
  const server = createServer((req, res) => {
    if (req.url!.endsWith('.js')) res.writeHead(200, { 'content-type': 'text/javascript' }).end('');
    else res.writeHead(200, { 'content-type': 'text/html' }).end("<!doctype html><script>navigator.serviceWorker.register('sw.js')</script>");
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const context = await fx.browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const target = await context.waitForTarget((t) => t.type() === 'service_worker');
    const worker = (await target.worker())!;
    await expect(worker.evaluate(() => self.toString())).rejects.toThrow('Firefox cannot run scripts in this worker over WebDriver BiDi');
    const destroyed = new Promise((resolve) => context.once('targetdestroyed', resolve));
    await worker.close();
    expect(await destroyed).toBe(target);
  } finally {
    await context.close();
    server.close();
  }
});

test('a tab whose content process crashes is reported as Chrome reports a renderer crash; chrome://crash ends it, answering net::ERR_ABORTED', async () => {
  const page = await fx.browser.newPage();
  const crashed = new Promise<Error>((resolve) => page.once('error', resolve));
  const navigation = await page.goto('chrome://crash').catch((e: Error) => e);
  expect(String(navigation)).toContain('net::ERR_ABORTED at chrome://crash');
  expect((await crashed).message).toBe('Page crashed!');
  await page.close();
});
