/**
 * Issue 37: the proxy as a drop-in for Chrome clients, by protocol class, with real clients
 * (puppeteer-core, chrome-remote-interface) → pluck CDP proxy → firefox-esr over WebDriver BiDi.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import CDP from 'chrome-remote-interface';
import { PNG } from 'pngjs';
import puppeteer from 'puppeteer-core';
import { FIXTURE_CREDENTIALS } from './support/fixture-site';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

/** A chrome-remote-interface client on a fresh page of the proxy, closed after `fn`. */
async function withCri<T>(fn: (client: CDP.Client) => Promise<T>): Promise<T> {
  const target = await CDP.New({ port: fx.proxy.port });
  const client = await CDP({ port: fx.proxy.port, target: target.id });
  try {
    return await fn(client);
  } finally {
    await client.close();
    await CDP.Close({ port: fx.proxy.port, id: target.id });
  }
}

test('Runtime.getProperties: $$, $$eval and elementHandle.$$ end, past one batch', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/list`);
  expect((await page.$$('li.item')).length).toBe(45);
  expect(await page.$$eval('li.item', (items) => items.length)).toBe(45);
  const list = (await page.$('#items'))!;
  expect((await list.$$('li')).length).toBe(45);
  const props = await (await page.evaluateHandle(() => ['a', 'b'])).getProperties();
  expect([...props.keys()]).toEqual(['0', '1']);
  await page.close();
});

test('Runtime.getProperties: descriptors as Chrome reports them (chrome-remote-interface)', async () => {
  await withCri(async ({ Runtime }) => {
    const { result } = await Runtime.evaluate({ expression: `Object.defineProperty([1, 'x'], 'hidden', { value: NaN, enumerable: false })` });
    const own = await Runtime.getProperties({ objectId: result.objectId!, ownProperties: true });
    const byName = Object.fromEntries(own.result.map((p) => [p.name, p]));
    expect(Object.keys(byName)).toEqual(['0', '1', 'length', 'hidden']);
    expect(byName.length).toMatchObject({ enumerable: false, writable: true, configurable: false, isOwn: true, value: { type: 'number', value: 2 } });
    expect(byName.hidden).toMatchObject({ enumerable: false, value: { type: 'number', unserializableValue: 'NaN' } });
    expect(byName['1']).toMatchObject({ enumerable: true, value: { type: 'string', value: 'x' } });

    const { result: withAccessor } = await Runtime.evaluate({ expression: `({ plain: {}, get computed() { return 1; } })` });
    const accessors = await Runtime.getProperties({ objectId: withAccessor.objectId!, ownProperties: true, accessorPropertiesOnly: true });
    expect(accessors.result.map((p) => p.name)).toEqual(['computed']);
    expect(accessors.result[0].get).toMatchObject({ type: 'function' });
    const inherited = await Runtime.getProperties({ objectId: withAccessor.objectId! });
    expect(inherited.result.find((p) => p.name === 'hasOwnProperty')).toMatchObject({ isOwn: false, enumerable: false });
    expect(inherited.result.find((p) => p.name === 'plain')?.value).toMatchObject({ type: 'object', objectId: expect.any(String) });
  });
});

test('discovery: /json/new, /json/activate, /json/close, and a browser target when asked for', async () => {
  const created = await CDP.New({ port: fx.proxy.port, url: `${fx.site.url}/` });
  expect(created).toMatchObject({ type: 'page', webSocketDebuggerUrl: expect.stringContaining(`/devtools/page/${created.id}`) });
  await expect.poll(async () => (await CDP.List({ port: fx.proxy.port })).find((t) => t.id === created.id)?.url).toBe(`${fx.site.url}/`);
  await CDP.Activate({ port: fx.proxy.port, id: created.id });
  await CDP.Close({ port: fx.proxy.port, id: created.id });
  await expect.poll(async () => (await CDP.List({ port: fx.proxy.port })).some((t) => t.id === created.id)).toBe(false);
  const missing = await fetch(`${fx.proxy.url}/json/close/no-such-target`, { method: 'PUT' });
  expect([missing.status, await missing.text()]).toEqual([404, 'No such target id: no-such-target']);

  const client = await CDP({ target: fx.proxy.wsEndpoint });
  try {
    const all = await client.Target.getTargets({ filter: [{}] });
    expect(all.targetInfos[0]).toMatchObject({ targetId: 'browser', type: 'browser' });
    const pages = await client.Target.getTargets();
    expect(pages.targetInfos.every((t) => t.type === 'page')).toBe(true);
  } finally {
    await client.close();
  }
});

test('/json/protocol lists exactly the methods the proxy answers and the events it sends', async () => {
  const protocol = await CDP.Protocol({ port: fx.proxy.port });
  const names = protocol.domains.flatMap((d) => (d.commands ?? []).map((c) => `${d.domain}.${c.name}`));
  expect(names).toContain('Runtime.getProperties');
  expect(names).toContain('Page.printToPDF');
  expect(names).not.toContain('Emulation.setCPUThrottlingRate');
  const events = protocol.domains.flatMap((d) => (d.events ?? []).map((e) => `${d.domain}.${e.name}`));
  expect(events).toContain('Page.loadEventFired');
  await withCri(async ({ Page, Runtime }) => {
    await Page.enable();
    const loaded = Page.loadEventFired();
    await Page.navigate({ url: `${fx.site.url}/` });
    await loaded;
    expect((await Runtime.evaluate({ expression: 'document.title', returnByValue: true })).result.value).toBe('Home');
  });
});

test('Fetch: Puppeteer request interception continues, fulfils and aborts; failures use Chrome names', async () => {
  const page = await fx.browser.newPage();
  await page.setRequestInterception(true);
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(new URL(request.url()).pathname);
    if (request.url().endsWith('/data.json')) void request.respond({ status: 200, contentType: 'application/json', body: '{"from":"proxy"}' });
    else if (request.url().includes('/missing')) void request.abort('blockedbyclient');
    else void request.continue({ headers: { ...request.headers(), 'x-added': 'yes' } });
  });
  await page.goto(`${fx.site.url}/fetcher`);
  await expect.poll(() => page.$eval('#out', (e) => e.textContent)).toBe('{"from":"proxy"}');
  expect(seen.slice(0, 2)).toEqual(['/fetcher', '/data.json']);
  await page.goto(`${fx.site.url}/headers`);
  expect(JSON.parse(await page.$eval('body', (e) => e.textContent ?? ''))['x-added']).toBe('yes');
  await expect(page.goto(`${fx.site.url}/missing`)).rejects.toThrow('net::ERR_BLOCKED_BY_CLIENT');
  page.removeAllListeners('request');
  await page.setRequestInterception(false);
  expect((await page.goto(`${fx.site.url}/missing`))?.status()).toBe(404);
  await page.close();
});

test('Fetch: HTTP authentication answers with credentials, and without them the 401 page loads', async () => {
  const page = await fx.browser.newPage();
  const denied = await page.goto(`${fx.site.url}/auth`);
  expect(denied?.status()).toBe(401);
  await page.authenticate(FIXTURE_CREDENTIALS);
  const allowed = await page.goto(`${fx.site.url}/auth`);
  expect(allowed?.status()).toBe(200);
  expect(await page.title()).toBe('Secret');
  await page.close();
});

test('Fetch: disable without enable succeeds (Puppeteer 23 newPage), response-stage pauses carry the status', async () => {
  await withCri(async ({ Fetch, Page }) => {
    await Fetch.disable();
    await Page.enable();
    await Fetch.enable({ patterns: [{ urlPattern: '*/missing', requestStage: 'Response' }] });
    const paused = Fetch.requestPaused();
    const navigated = Page.navigate({ url: `${fx.site.url}/missing` });
    const event = await paused;
    expect(event).toMatchObject({ responseStatusCode: 404, resourceType: 'Document', request: { url: `${fx.site.url}/missing` } });
    await Fetch.continueRequest({ requestId: event.requestId });
    expect(await navigated).not.toHaveProperty('errorText');
    await expect(Fetch.continueRequest({ requestId: event.requestId })).rejects.toThrow('Invalid InterceptionId');
    await Fetch.disable();
  });
});

test('cookies: set without SameSite on an http page, read back with Chrome fields', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  await page.setCookie({ name: 'plain', value: 'jar' });
  expect(await page.evaluate(() => document.cookie)).toBe('plain=jar');
  const [cookie] = await page.cookies();
  expect(cookie).toMatchObject({
    name: 'plain',
    value: 'jar',
    domain: '127.0.0.1',
    path: '/',
    size: 8,
    session: true,
    secure: false,
    priority: 'Medium',
    sameParty: false,
    sourceScheme: 'NonSecure',
  });
  await page.deleteCookie({ name: 'plain' });
  expect(await page.cookies()).toEqual([]);
  await page.close();
});

test('cookies: chrome-remote-interface reads the source port of the page it asks for', async () => {
  await withCri(async ({ Network, Page }) => {
    await Page.navigate({ url: `${fx.site.url}/cookie` });
    await expect.poll(async () => (await Network.getCookies({ urls: [`${fx.site.url}/`] })).cookies.length).toBe(1);
    const { cookies } = await Network.getCookies({ urls: [`${fx.site.url}/`] });
    expect(cookies[0]).toMatchObject({ name: 'flavour', sourcePort: Number(new URL(fx.site.url).port), sourceScheme: 'NonSecure' });
    await Network.clearBrowserCookies();
  });
});

test('100 client connections in a row, and 20 at once, leave the listener count where it was, without warnings', async () => {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.name);
  process.on('warning', onWarning);
  try {
    const baseline = fx.proxy.diagnostics();
    for (let i = 0; i < 100; i++) {
      const client = await puppeteer.connect({ browserURL: fx.proxy.url });
      if (i % 10 === 0) {
        const page = await client.newPage();
        await page.setRequestInterception(true);
        page.on('request', (r) => void r.continue());
        await page.goto(`${fx.site.url}/`);
      }
      await client.disconnect();
    }
    const together = await Promise.all(Array.from({ length: 20 }, () => puppeteer.connect({ browserURL: fx.proxy.url })));
    expect(fx.proxy.diagnostics().connections).toBe(baseline.connections + 20);
    await Promise.all(together.map((c) => c.disconnect()));
    await expect.poll(() => fx.proxy.diagnostics()).toEqual(baseline);
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  } finally {
    process.off('warning', onWarning);
  }
});

test('emulation: timezone, geolocation with a granted permission, screen orientation, offline mode and cache disabling apply', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  await page.emulateTimezone('Asia/Tokyo');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  await fx.browser.defaultBrowserContext().overridePermissions(fx.site.url, ['geolocation']);
  await page.setGeolocation({ latitude: 48.85, longitude: 2.35 });
  const position = await page.evaluate(
    () => new Promise<number[]>((resolve, reject) => navigator.geolocation.getCurrentPosition((p) => resolve([p.coords.latitude, p.coords.longitude]), reject)),
  );
  expect(position).toEqual([48.85, 2.35]);
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state)).toBe('granted');
  await fx.browser.defaultBrowserContext().clearPermissionOverrides();
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state)).toBe('prompt');

  await page.setViewport({ width: 800, height: 600, isLandscape: true });
  expect(await page.evaluate(() => screen.orientation.type)).toBe('landscape-primary');

  await page.setOfflineMode(true);
  expect(
    await page.evaluate(() =>
      fetch('/data.json').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  await page.setOfflineMode(false);
  expect(
    await page.evaluate(() =>
      fetch('/data.json').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('online');

  await page.goto(`${fx.site.url}/cached`);
  await page.goto(`${fx.site.url}/cached`);
  const cachedHits = fx.site.hits('/cached.js');
  await page.setCacheEnabled(false);
  await page.goto(`${fx.site.url}/cached`);
  expect(fx.site.hits('/cached.js')).toBe(cachedHits + 1);
  await page.close();
});

test('emulation Firefox cannot do answers -32601 naming the method; the default state is accepted', async () => {
  const page = await fx.browser.newPage();
  await expect(page.emulateMediaFeatures([{ name: 'color-gamut', value: 'p3' }])).rejects.toThrow("'Emulation.setEmulatedMedia' wasn't found");
  await page.emulateMediaFeatures([{ name: 'color-gamut', value: 'srgb' }]);
  await page.close();
});

test('input: a click that navigates answers before the navigation', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/clicks`);
  await page.click('#go');
  await page.waitForNavigation();
  expect(page.url()).toBe(`${fx.site.url}/`);
  await page.close();
});

test('screenshots: full page and scaled clips have the size Chrome gives', async () => {
  const page = await fx.browser.newPage();
  await page.setViewport({ width: 400, height: 300 });
  await page.goto(`${fx.site.url}/tall`);
  const full = PNG.sync.read(Buffer.from(await page.screenshot({ fullPage: true })));
  expect([full.width, full.height]).toEqual([500, 1500]);
  const clipped = PNG.sync.read(Buffer.from(await page.screenshot({ clip: { x: 10, y: 20, width: 100, height: 50, scale: 2 } })));
  expect([clipped.width, clipped.height]).toEqual([200, 100]);
  const viewport = PNG.sync.read(Buffer.from(await page.screenshot()));
  expect([viewport.width, viewport.height]).toEqual([400, 300]);
  await page.close();
});

test('Page.close with runBeforeUnload answers first, then the beforeunload dialog decides', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/unload`);
  await page.click('#b');
  const dialog = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.type()))));
  await page.close({ runBeforeUnload: true });
  expect(await dialog).toBe('beforeunload');
  await expect.poll(() => page.isClosed()).toBe(true);
});

test('DOM.getFrameOwner: an iframe element from its frame, and clicks inside the frame land', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/framed`);
  const frame = (await (await page.waitForSelector('#inner'))!.contentFrame())!;
  await frame.waitForSelector('#name');
  const owner = await frame.frameElement();
  expect(await owner?.evaluate((e) => e.id)).toBe('inner');
  await frame.type('#name', 'inside');
  await frame.click('#go');
  expect(await frame.$eval('#out', (e) => e.textContent)).toBe('clicked:inside');
  await page.close();
});

test('Runtime.addBinding: exposeFunction works in the current document and after navigation', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  await page.exposeFunction('double', (n: number) => n * 2);
  expect(await page.evaluate(() => (window as unknown as { double(n: number): Promise<number> }).double(21))).toBe(42);
  await page.goto(`${fx.site.url}/form`);
  expect(await page.evaluate(() => (window as unknown as { double(n: number): Promise<number> }).double(5))).toBe(10);
  await page.close();
});

test('Page.getNavigationHistory: goBack and goForward', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/`);
  await page.goto(`${fx.site.url}/form`);
  await page.goto(`${fx.site.url}/list`);
  expect((await page.goBack())?.url()).toBe(`${fx.site.url}/form`);
  expect((await page.goBack())?.url()).toBe(`${fx.site.url}/`);
  await expect(page.goBack()).rejects.toThrow('History entry to navigate to not found');
  await page.goForward();
  expect(page.url()).toBe(`${fx.site.url}/form`);
  expect(await page.title()).toBe('Form');
  await page.close();
});

test('Page.navigate: anchors and 204 answers return, in the main frame and in subframes', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/framed`);
  expect(await page.goto(`${fx.site.url}/framed#below`)).toBeNull();
  expect(page.url()).toBe(`${fx.site.url}/framed#below`);
  await expect(page.goto(`${fx.site.url}/empty`)).rejects.toThrow('net::ERR_ABORTED');
  await page.close();
  await withCri(async ({ Page }) => {
    await Page.enable();
    const loaded = Page.loadEventFired();
    await Page.navigate({ url: `${fx.site.url}/framed` });
    await loaded;
    const { frameTree } = await Page.getFrameTree();
    const child = frameTree.childFrames![0].frame;
    const answer = await Page.navigate({ url: `${fx.site.url}/empty`, frameId: child.id });
    expect(answer.errorText).toBe('net::ERR_ABORTED');
  });
});

test('Performance.getMetrics: what the page can measure, through page.metrics()', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/framed`);
  const metrics = await page.metrics();
  expect(metrics.Frames).toBe(2);
  expect(metrics.Documents).toBe(2);
  expect(metrics.Nodes).toBeGreaterThan(10);
  expect(metrics.Timestamp).toBeGreaterThan(0);
  await page.close();
});

test('DOM.setFileInputFiles and Page.fileChooserOpened: uploads', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'pluck-upload-'));
  const file = join(dir, 'note.txt');
  await writeFile(file, 'hello');
  try {
    const page = await fx.browser.newPage();
    await page.goto(`${fx.site.url}/upload`);
    const input = (await page.$('input#file'))!;
    await input.uploadFile(file);
    await expect.poll(() => page.$eval('#out', (e) => e.textContent)).toBe('note.txt:5');
    const [chooser] = await Promise.all([page.waitForFileChooser(), page.click('#file')]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.accept([file, file]);
    await expect.poll(() => page.$eval('#out', (e) => e.textContent)).toBe('note.txt:5,note.txt:5');
    await page.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('Page.navigate carries the referrer it is given, and extra headers stay as they were', async () => {
  const page = await fx.browser.newPage();
  await page.setExtraHTTPHeaders({ 'x-kept': 'yes' });
  await page.goto(`${fx.site.url}/headers`, { referer: 'http://example.test/from' });
  const first = JSON.parse(await page.$eval('body', (e) => e.textContent ?? ''));
  expect([first.referer, first['x-kept']]).toEqual(['http://example.test/from', 'yes']);
  await page.goto(`${fx.site.url}/headers`);
  const second = JSON.parse(await page.$eval('body', (e) => e.textContent ?? ''));
  expect([second.referer, second['x-kept']]).toEqual([undefined, 'yes']);
  await page.close();
});
