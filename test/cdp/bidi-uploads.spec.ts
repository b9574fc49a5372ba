/**
 * Issue 37: uploads through the proxy over firefox-esr's WebDriver BiDi, with Puppeteer's file chooser:
 * files that do not exist.
 */
import { expect, test } from '@playwright/test';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('DOM.setFileInputFiles: a file that does not exist is set by its name, and reading it fails, as in Chrome', async () => {
  const page = await fx.browser.newPage();
  await page.goto(`${fx.site.url}/upload`);
  const [chooser] = await Promise.all([page.waitForFileChooser(), page.click('#file')]);
  await chooser.accept(['/no/such/folder/missing.txt']);
  await expect.poll(() => page.$eval('#out', (e) => e.textContent)).toBe('missing.txt:0');
  const read = await page.$eval(
    '#file',
    (input) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve('read');
        reader.onerror = () => resolve(`failed: ${reader.error?.name}`);
        reader.readAsText((input as HTMLInputElement).files![0]);
      }),
  );
  expect(read).toBe('failed: NotFoundError');
  await page.close();
});

test('Page.fileChooserOpened: a page opens a chooser again after one was accepted and one cancelled, from a script click too', async () => {
  const page = await fx.browser.newPage();
  await page.setContent('<input type=file>');
  const scriptClick = () => page.$eval('input', (input) => (input as HTMLInputElement).click());
  const [first] = await Promise.all([page.waitForFileChooser({ timeout: 5000 }), scriptClick()]);
  await first.accept([__filename]);
  const [second] = await Promise.all([page.waitForFileChooser({ timeout: 5000 }), scriptClick()]);
  await second.cancel();
  const [third] = await Promise.all([page.waitForFileChooser({ timeout: 5000 }), page.click('input')]);
  await third.accept([]);
  expect(await page.$eval('input', (input) => (input as HTMLInputElement).files!.length)).toBe(0);
  await page.close();
});

test('DOM.setFileInputFiles: a file that does not exist fails to read already in the input event the upload fires', async () => {
  const page = await fx.browser.newPage();
  await page.setContent('<input type=file>');
  await page.$eval('input', (picker) => {
    (window as unknown as { read: Promise<string> }).read = new Promise<string>((resolve) => {
      picker.addEventListener('input', () => {
        const reader = new FileReader();
        reader.onload = () => resolve('read');
        reader.onerror = () => resolve(`failed: ${reader.error?.name}`);
        reader.readAsText((picker as HTMLInputElement).files![0]);
      });
    });
  });
  await (await page.$('input'))!.uploadFile('/no/such/folder/missing.txt');
  expect(await page.evaluate(() => (window as unknown as { read: Promise<string> }).read)).toBe('failed: NotFoundError');
  await page.close();
});
