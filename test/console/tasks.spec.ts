/**
 * Tasks and batches from the API: batch cards with each URL, its status and its history row;
 * cancelling what still runs.
 */
import { expect, shot, test } from './fixtures';

test('a batch queued from the console lists each URL with its status and a link to its history row', async ({ signedIn: page, site }, info) => {
  await page.getByRole('link', { name: 'Tasks & batches' }).click();
  await expect(page.getByText('No batch yet')).toBeVisible();
  const urls = [`${site.url}/product/jsonld`, `${site.url}/article`, `${site.url}/status/404`];
  await page.getByLabel(/^URLs, one per line/).fill(urls.join('\n'));
  await page.getByLabel('Prompt or JSON Schema').fill('the title');
  await page.getByRole('button', { name: 'Queue batch' }).click();
  const batch = page.getByTestId('batch');
  await expect(batch).toContainText('3 of 3 settled', { timeout: 30_000 });
  const items = batch.locator('[data-task-id]');
  await expect(items).toHaveCount(3);
  const item = (url: string) => items.filter({ hasText: url });
  for (const url of urls) await expect(item(url)).toHaveCount(1);
  await expect(item(urls[2]).locator('.badge')).toHaveText('failed');
  await expect(item(urls[1]).locator('.badge')).toHaveText(/completed|partial/);
  await shot(page, info, 'tasks-batch');

  await item(urls[2]).getByRole('link', { name: 'History row' }).click();
  await expect(page).toHaveURL(/#\/history\/ext_/);
  await expect(page.getByText(`${site.url}/status/404`).first()).toBeVisible();
});

test('batches queued elsewhere (API, CLI, another browser) show on the page', async ({ signedIn: page, server, site }) => {
  const res = await server.admin.batch({ urls: [`${site.url}/article`, `${site.url}/product/jsonld`], prompt: 'the title' });
  await page.getByRole('link', { name: 'Tasks & batches' }).click();
  const batch = page.locator(`[data-testid="batch"][data-batch-id="${res.batch_id}"]`);
  await expect(batch).toContainText('2 of 2 settled', { timeout: 30_000 });
  await expect(batch).toContainText(res.batch_id);
  const tasks = (await server.admin.tasks({ batch: res.batch_id })).items;
  for (const t of tasks) {
    await expect(batch.locator(`[data-task-id="${t.id}"] a`)).toHaveAttribute('href', `#/history/${t.extraction_id}`);
  }
});

test('a running async task can be cancelled', async ({ signedIn: page, server, site }) => {
  const ref = await server.admin.extractAsync({ url: `${site.url}/slow?ms=60000`, prompt: 'the title' });
  await page.getByRole('link', { name: 'Tasks & batches' }).click();
  const row = page.getByRole('table', { name: 'Async tasks' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('.badge')).toHaveText('running');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.locator('.badge')).toHaveText('cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  expect((await server.admin.task(ref.id)).status).toBe('cancelled');
});
