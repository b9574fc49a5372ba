/**
 * Issue 37: page-level methods through the proxy over firefox-esr's WebDriver BiDi, with
 * Puppeteer's page API: PDF printing, bringing a tab to front, closing with beforeunload, element
 * screenshots.
 */
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import type { Dialog } from 'puppeteer-core';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

/** The size of a PDF's first page in points, read with PDF.js (unpdf, as server/engine/page/pdf-document.ts reads PDFs). */
async function firstPageSize(pdf: Uint8Array): Promise<number[]> {
  const { getDocumentProxy } = await import('unpdf');
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { width, height } = (await doc.getPage(1)).getViewport({ scale: 1 });
  await doc.destroy();
  return [Math.round(width), Math.round(height)];
}

test('Page.printToPDF: page.pdf answers a PDF of the page size asked for, and createPDFStream streams it', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/tall`);
  const letter = Buffer.from(await page.pdf());
  expect(letter.subarray(0, 5).toString()).toBe('%PDF-');
  // US Letter (8.5 x 11 inches, 612 x 792 points) by default, as in Chrome; A4 landscape (842 x 595) when asked.
  expect(await firstPageSize(letter)).toEqual([612, 792]);
  const [width, height] = await firstPageSize(await page.pdf({ format: 'A4', landscape: true }));
  expect([width, Math.abs(height - 595) <= 1]).toEqual([842, true]);
  const chunks: Uint8Array[] = [];
  const reader = (await page.createPDFStream()).getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.pdf({ displayHeaderFooter: true })).rejects.toThrow("'Page.printToPDF' wasn't found: printing header and footer templates");
  await page.close();
});

test('Page.bringToFront: the page brought to front is visible and the other tab hidden', async () => {
  const first = await fx.browser.newPage();
  const second = await fx.browser.newPage();
  const visibility = () => Promise.all([first, second].map((p) => p.evaluate(() => document.visibilityState)));
  await first.bringToFront();
  expect(await visibility()).toEqual(['visible', 'hidden']);
  await second.bringToFront();
  expect(await visibility()).toEqual(['hidden', 'visible']);
  await first.close();
  await second.close();
});

test('Page.close with runBeforeUnload: the beforeunload dialog has an empty message, as in Chrome', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/unload`);
  await page.click('#b');
  const dialog = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
  const closing = page.close({ runBeforeUnload: true });
  const shown = await dialog;
  expect([shown.type(), shown.message(), shown.defaultValue()]).toEqual(['beforeunload', '', '']);
  await shown.accept();
  await closing;
});

test('element screenshots: an absolutely positioned element of an otherwise empty page comes out whole', async () => {
  const page = await fx.browser.newPage();
  await page.setViewport({ width: 500, height: 500 });
  await page.setContent('<div style="position:absolute;top:100px;left:100px;width:100px;height:50px;background:rgb(0,128,0)"></div>');
  const png = PNG.sync.read(Buffer.from(await (await page.$('div'))!.screenshot()));
  expect([png.width, png.height, ...png.data.subarray(0, 4)]).toEqual([100, 50, 0, 128, 0, 255]);
  await page.close();
});

test("Page.getLayoutMetrics: a quirks-mode page's layout viewport is the window, not its root element (as tall as its content there)", async () => {
  const page = await fx.browser.newPage();
  await page.setContent('<p>no doctype</p>');
  expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
  const cdp = await page.createCDPSession();
  const { cssLayoutViewport } = await cdp.send('Page.getLayoutMetrics');
  expect(cssLayoutViewport).toEqual({ pageX: 0, pageY: 0, clientWidth: 800, clientHeight: 600 });
  await cdp.detach();
  await page.close();
});
