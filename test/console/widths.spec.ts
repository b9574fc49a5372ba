/**
 * The console at the widths it is used at: 1280 and 1100 px (a laptop, a window beside another)
 * show History's URLs whole; at 800 px the table keeps its columns readable and scrolls sideways.
 */
import type { Page } from '@playwright/test';
import { PRODUCT_SCHEMA, expect, shot, test } from './fixtures';

/** Whether an element shows all of its text (nothing cut by an ellipsis or a line clamp). */
const whole = (page: Page, url: string) =>
  page
    .getByTestId('history-table')
    .getByTestId('url-text')
    .filter({ hasText: url })
    .evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);

test('History: whole URLs at 1280 and 1100 px, the time column narrow; at 800 px readable columns that scroll sideways', async ({
  signedIn: page,
  server,
  site,
}, info) => {
  const product = `${site.url}/product/jsonld`;
  const article = `${site.url}/article`;
  await server.admin.extract({ url: product, schema: PRODUCT_SCHEMA });
  await server.admin.extract({ url: article, prompt: 'the headline' });
  const table = page.getByTestId('history-table');
  for (const width of [1280, 1100]) {
    await page.setViewportSize({ width, height: 700 });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.getByTestId('url-text').filter({ hasText: product })).toHaveText(product);
    expect(await whole(page, product)).toBe(true);
    expect(await whole(page, article)).toBe(true);
    // The date sits over the time, so the When column takes less room than the URL.
    const when = (await table.locator('th', { hasText: 'When' }).boundingBox())!.width;
    const url = (await table.locator('th', { hasText: 'URL' }).boundingBox())!.width;
    expect(when).toBeLessThan(120);
    expect(url).toBeGreaterThan(2 * when);
    await shot(page, info, `history-${width}`);
  }

  await page.setViewportSize({ width: 800, height: 700 });
  const wrap = page.locator('.table-wrap', { has: table });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  expect((await table.locator('th', { hasText: 'URL' }).boundingBox())!.width).toBeGreaterThan(220);
  expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await shot(page, info, 'history-800');
  await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table.locator('th', { hasText: 'Failure' })).toBeInViewport();
  await shot(page, info, 'history-800-scrolled');
});
