/**
 * Issue 37: navigation through the proxy over firefox-esr's WebDriver BiDi, as Puppeteer waits
 * for it: invalid URLs, the order of load events, network idleness.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('Page.navigate: a URL that does not parse is refused with Chrome\u2019s error', async () => {
  const page = await fx.browser.newPage();
  await expect(page.goto('asdfasdf')).rejects.toThrow('Cannot navigate to invalid URL');
  await page.close();
});

test('the page\u2019s load event comes before goto with waitUntil load returns', async () => {
  const page = await fx.browser.newPage();
  let loaded = false;
  page.once('load', () => (loaded = true));
  await page.goto(`${fx.site.url}/`, { timeout: 0, waitUntil: ['load'] });
  expect(loaded).toBe(true);
  await page.close();
});

test('goto with waitUntil networkidle0 returns only once the page\u2019s requests have ended', async () => {
  const page = await fx.browser.newPage();
  const script = `fetch('${fx.site.url}/slow').finally(() => (window.fetched = true))`;
  await page.goto(`data:text/html,<script>${encodeURIComponent(script)}</script>`, { waitUntil: 'networkidle0' });
  expect(await page.evaluate(() => (window as unknown as { fetched?: boolean }).fetched)).toBe(true);
  await page.goto(`${fx.site.url}/`, { waitUntil: 'networkidle2' });
  await page.close();
});

test('goto a file: URL answers its document\u2019s response, and a missing file fails with Chrome\u2019s error', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pluck-file-'));
  try {
    writeFileSync(join(dir, 'page.html'), '<!doctype html><title>On disk</title>');
    const page = await fx.browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.resourceType()} ${r.url()}`));
    const url = pathToFileURL(join(dir, 'page.html')).href;
    const response = await page.goto(url);
    expect([response?.status(), response?.ok(), response?.url(), response?.headers()['content-type']]).toEqual([200, true, url, 'text/html']);
    expect(requests).toEqual([`document ${url}`]);
    expect(await page.title()).toBe('On disk');
    await expect(page.goto(pathToFileURL(join(dir, 'missing.html')).href)).rejects.toThrow('net::ERR_FILE_NOT_FOUND');
    // A file: navigation replaced by another before it committed is a request cancelled, not one left in flight.
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    const cdp = await page.createCDPSession();
    const first = cdp.send('Page.navigate', { url: `${url}?first` });
    await cdp.send('Page.navigate', { url: `${url}?second` });
    await first;
    await expect.poll(() => failed).toEqual([`${url}?first net::ERR_ABORTED`]);
    await page.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a navigation replaced by another before it committed fails as Chrome\u2019s does, and each answer carries its own loader', async () => {
  const page = await fx.browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const documents = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => e.type === 'Document' && documents.set(new URL(e.request.url).pathname, e.loaderId));
  const slowRequested = new Promise<void>((resolve) => cdp.on('Network.requestWillBeSent', (e) => e.request.url.endsWith('/slow') && resolve()));
  const first = cdp.send('Page.navigate', { url: `${fx.site.url}/slow` });
  await slowRequested;
  const second = await cdp.send('Page.navigate', { url: `${fx.site.url}/` });
  const answers = [await first, second].map((a) => ({ loaderId: a.loaderId, errorText: a.errorText, isDownload: a.isDownload }));
  expect(answers).toEqual([
    { loaderId: documents.get('/slow'), errorText: 'net::ERR_ABORTED', isDownload: false },
    { loaderId: documents.get('/'), errorText: undefined, isDownload: false },
  ]);
  // Over puppeteer: the replaced goto is cancelled, the one that replaced it answers its response.
  const slowAgain = page.waitForRequest((r) => r.url().endsWith('/slow'));
  const replaced = page.goto(`${fx.site.url}/slow`).then(
    () => 'answered',
    (err: Error) => err.message,
  );
  await slowAgain;
  const response = await page.goto(`${fx.site.url}/form`);
  expect([await replaced, response?.status(), response?.url()]).toEqual([`net::ERR_ABORTED at ${fx.site.url}/slow`, 200, `${fx.site.url}/form`]);
  await page.close();
});

test('a navigation to a response Firefox downloads fails at once with net::ERR_ABORTED, as a download, saved where Browser.setDownloadBehavior says', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'pluck-downloads-'));
  try {
    const page = await fx.browser.newPage();
    await page.goto(`${fx.site.url}/`);
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: folder });
    const answer = await cdp.send('Page.navigate', { url: `${fx.site.url}/attachment` });
    expect([answer.errorText, answer.isDownload]).toEqual(['net::ERR_ABORTED', true]);
    await expect.poll(() => readdirSync(folder)).toEqual(['notes.txt']);
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'deny' });
    for (const path of ['/attachment', '/data.bin'])
      await expect(page.goto(`${fx.site.url}${path}`)).rejects.toThrow(`net::ERR_ABORTED at ${fx.site.url}${path}`);
    // The page stays on the document it showed; a denied download is not saved.
    expect([await page.title(), readdirSync(folder)]).toEqual(['Home', ['notes.txt']]);
    await page.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
