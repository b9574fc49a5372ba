/**
 * Tasks and batches: batch progress to the end, cancelling what still runs.
 */
import { expect, shot, test } from './fixtures';

test('a batch queued from the console shows its progress to the end', async ({ signedIn: page, site }, info) => {
  await page.getByRole('link', { name: 'Tasks & batches' }).click();
  await expect(page.getByText('No batch queued from this browser yet.')).toBeVisible();
  await page.getByLabel(/^URLs, one per line/).fill([`${site.url}/product/jsonld`, `${site.url}/article`, `${site.url}/status/404`].join('\n'));
  await page.getByLabel('Prompt or JSON Schema').fill('the title');
  await page.getByRole('button', { name: 'Queue batch' }).click();
  const batch = page.getByTestId('batch');
  await expect(batch).toContainText('3 of 3 settled', { timeout: 30_000 });
  await shot(page, info, 'tasks-batch');
});

test('a running async task can be cancelled', async ({ signedIn: page, server, site }) => {
  const ref = await server.admin.extractAsync({ url: `${site.url}/slow?ms=60000`, prompt: 'the title' });
  await page.getByRole('link', { name: 'Tasks & batches' }).click();
  const row = page.getByRole('table', { name: 'Async runs in flight' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No async task is pending or running.')).toBeVisible();
  expect((await server.admin.task(ref.id)).status).toBe('cancelled');
});
