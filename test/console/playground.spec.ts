/**
 * The playground runs an extraction; the run shows in history with its result.
 */
import { PRODUCT_SCHEMA, expect, shot, signIn, startConsoleServer, test } from './fixtures';

test('run a schema extraction, see it in history, open its detail', async ({ signedIn: page, site }, info) => {
  await page.getByRole('link', { name: 'Playground' }).click();
  await page.getByLabel('URL').fill(`${site.url}/product/jsonld`);
  const schema = page.getByRole('textbox', { name: 'Schema' });
  await schema.fill('{ "type": "object", "properties": ');
  await expect(page.getByTestId('schema-status')).toContainText('Not valid JSON');
  await schema.fill(JSON.stringify(PRODUCT_SCHEMA, null, 2));
  await expect(page.getByTestId('schema-status')).toHaveText('✓ Valid schema');
  await page.getByRole('button', { name: 'Extract' }).click();
  const result = page.getByTestId('playground-result');
  await expect(result).toContainText('Trailblazer 45L Hiking Backpack');
  await expect(result.getByText('completed')).toBeVisible();
  await shot(page, info, 'playground-result');
  // The same result view as history's: Copy, Download and the raw JSON.
  await expect(result.getByRole('button', { name: 'Copy JSON' })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Download' })).toBeVisible();
  await result.getByRole('button', { name: 'Raw JSON' }).click();
  await expect(result.getByLabel('Result data as JSON')).toContainText('"name": "Trailblazer 45L Hiking Backpack"');
  await shot(page, info, 'playground-raw-json');

  await page.getByRole('link', { name: 'History', exact: true }).click();
  const row = page.getByTestId('history-table').locator('tbody tr').first();
  await expect(row).toContainText(`${site.url}/product/jsonld`);
  await expect(row).toContainText('completed');
  await row.click();
  const detail = page.getByTestId('extraction-detail');
  await expect(detail.getByTestId('result-panel')).toContainText('Trailblazer 45L Hiking Backpack');
  await expect(detail.getByRole('heading', { name: 'Request' })).toBeVisible();
  await detail.getByTestId('result-panel').getByRole('button', { name: 'Raw JSON' }).click();
  await expect(detail.getByLabel('Result data as JSON')).toContainText('"name": "Trailblazer 45L Hiking Backpack"');
  await shot(page, info, 'detail-completed');
  // The result downloads as JSON.
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ext_.*\.json$/);
});

test('a prompt run that fails shows the error in plain words', async ({ signedIn: page, site }) => {
  await page.getByRole('link', { name: 'Playground' }).click();
  await page.getByLabel('URL').fill(`${site.url}/status/500`);
  await page.getByLabel('Prompt').check();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('The title of the page');
  await page.getByRole('button', { name: 'Extract' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Extract' })).toBeEnabled();
});

test('an async run is watched until it finishes', async ({ signedIn: page, site }, info) => {
  await page.getByRole('link', { name: 'Playground' }).click();
  await page.getByLabel('URL').fill(`${site.url}/product/jsonld`);
  await page.getByLabel('Run as an async task').check();
  await page.getByRole('button', { name: 'Extract' }).click();
  const watch = page.getByTestId('task-watch');
  await expect(watch.getByText('completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(watch).toContainText('Trailblazer 45L Hiking Backpack');
  await shot(page, info, 'playground-async');
});

test('a screenshot asked for in the playground is kept and shown in history', async ({ page, site }, info) => {
  const server = await startConsoleServer({ engine: 'browser', browserPath: '/usr/bin/chromium' });
  try {
    await signIn(page, server);
    await page.getByRole('link', { name: 'Playground' }).click();
    await page.getByLabel('URL').fill(`${site.url}/product/jsonld`);
    await page.getByLabel('Keep a screenshot').check();
    await page.getByRole('button', { name: 'Extract' }).click();
    await page.getByTestId('playground-result').getByRole('link', { name: 'Open in history, with its screenshot' }).click();
    const img = page.getByTestId('artifact-screenshot');
    await expect(img).toBeVisible();
    // Visible comes before decoded: the width is there once the image has loaded.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(100);
    await shot(page, info, 'playground-screenshot-in-history');
  } finally {
    await server.close();
  }
});
