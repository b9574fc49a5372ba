/**
 * History: filters, live updates, keyboard navigation, failure details.
 */
import { PRODUCT_SCHEMA, expect, shot, signIn, startConsoleServer, test } from './fixtures';

test('filter by failed, open a failure with its operator hint', async ({ signedIn: page, server, site }, info) => {
  await server.admin.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT_SCHEMA });
  await server.admin.extract({ url: `${site.url}/status/500`, prompt: 'the title' }).catch(() => undefined);
  const table = page.getByTestId('history-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await shot(page, info, 'history');

  await page.getByLabel('Status').selectOption('failed');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('/status/500');
  expect(page.url()).toContain('status=failed');
  await shot(page, info, 'history-failed');

  await table.locator('tbody tr').first().click();
  const failure = page.getByTestId('failure-panel');
  await expect(failure).toBeVisible();
  await expect(failure.locator('.hint')).not.toBeEmpty();
  await expect(failure).toContainText('Retry class');
  await shot(page, info, 'detail-failed');

  // Back to the filtered list; clearing the filter shows both again.
  await page.goBack();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByText('No extraction matches these filters.')).toBeVisible();
  // Every family a failure can have is offered, those added since the first console too.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Failure family').selectOption('egress');
  await expect(page.getByText('No extraction matches these filters.')).toBeVisible();
  await page.getByLabel('Failure family').selectOption('http_status');
  await expect(table.locator('tbody tr')).toHaveCount(1);
});

test('a filter picked straight after "Clear filters" starts from no filter, not from the cleared ones', async ({ signedIn: page }) => {
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByText('No extraction matches these filters.')).toBeVisible();
  // The second before the browser reports the first navigation, which comes a task later (a script, a quick double
  // action): only what is queued at once (the page's own re-render) runs between them.
  await page.evaluate(async () => {
    document.querySelector<HTMLButtonElement>('form.filters button.link')!.click();
    await Promise.resolve();
    const family = document.querySelector<HTMLSelectElement>('select[aria-label="Failure family"]')!;
    family.value = 'egress';
    family.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(page).toHaveURL(/failure_family=egress/);
  await expect(page.getByLabel('Status')).toHaveValue('');
  expect(page.url()).not.toContain('status=');
});

test('new runs appear without a reload', async ({ signedIn: page, server, site }) => {
  await expect(page.getByText('No extractions yet.')).toBeVisible();
  await server.admin.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT_SCHEMA });
  await expect(page.getByTestId('history-table').locator('tbody tr')).toHaveCount(1);
});

test('rows are reachable and opened with the keyboard', async ({ signedIn: page, server, site }) => {
  await server.admin.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT_SCHEMA });
  await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline' });
  const rows = page.getByTestId('history-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('extraction-detail')).toContainText('/product/jsonld');
});

test('the evidence screenshot shows inline on the detail page', async ({ page, site }, info) => {
  const server = await startConsoleServer({ engine: 'browser', browserPath: '/usr/bin/chromium', evidenceScreenshots: 'always' });
  try {
    const r = await server.admin.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT_SCHEMA });
    await signIn(page, server);
    await page.goto(`${server.url}/#/history/${r.id}`);
    const img = page.getByTestId('artifact-screenshot');
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(100);
    await shot(page, info, 'detail-screenshot');
  } finally {
    await server.close();
  }
});

test('a waitFor selector that never appeared is what the failure detail says', async ({ page, site }, info) => {
  const server = await startConsoleServer({ engine: 'browser', browserPath: '/usr/bin/chromium' });
  try {
    // A first run starts the browser, so the second page answers at once.
    await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline' });
    const r = await server.admin.raw('POST', '/v1/extract', { url: `${site.url}/article`, prompt: 'the headline', options: { waitFor: '#never', timeout: 3 } });
    const id = (r.body as { details: { extraction_id: string } }).details.extraction_id;
    await signIn(page, server);
    await page.goto(`${server.url}/#/history/${id}`);
    const failure = page.getByTestId('failure-panel');
    await expect(failure).toContainText('wait_for');
    await expect(failure.locator('.hint')).toContainText('the options.waitFor selector never appeared');
    await expect(page.locator('.raw-error')).toContainText('the options.waitFor selector "#never" never appeared within 3s');
    await expect(page.locator('.raw-error')).not.toContainText('did not answer');
    await shot(page, info, 'detail-wait-for');
  } finally {
    await server.close();
  }
});

test("evidence: each value's box over the page's screenshot, beside the JSON; pointing at a value lights its box", async ({ page, site }, info) => {
  const server = await startConsoleServer({ engine: 'browser', browserPath: '/usr/bin/chromium' });
  try {
    const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name', 'price'] };
    const r = await server.admin.extract({ url: `${site.url}/product/plain`, schema, options: { evidence: true, screenshot: true } });
    await signIn(page, server);
    await page.goto(`${server.url}/#/history/${r.id}`);
    const panel = page.getByTestId('evidence-panel');
    await expect(panel.getByTestId('evidence-box')).toHaveCount(2);
    await expect(panel.locator('tbody tr')).toHaveCount(2);
    await expect(panel.locator('tbody tr').first()).toContainText('html > body > div.content > h1');
    await expect(page.getByTestId('result-panel')).toContainText('Northwind ProDesk');
    // The screenshot and the JSON side by side.
    const shotBox = (await panel.locator('.evidence-shot').boundingBox())!;
    const jsonBox = (await page.getByTestId('result-panel').boundingBox())!;
    expect(jsonBox.x).toBeGreaterThan(shotBox.x + shotBox.width - 1);
    // The heading's box sits over the heading in the screenshot: above the price's.
    const boxes = panel.getByTestId('evidence-box');
    const nameBox = (await boxes.nth(0).boundingBox())!;
    const priceBox = (await boxes.nth(1).boundingBox())!;
    expect(priceBox.y).toBeGreaterThan(nameBox.y);
    await panel.locator('tbody tr').nth(1).hover();
    await expect(boxes.nth(1)).toHaveClass(/lit/);
    await shot(page, info, 'detail-evidence');
  } finally {
    await server.close();
  }
});
