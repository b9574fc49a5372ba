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
