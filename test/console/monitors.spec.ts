/**
 * The Monitors page: create (the webhook secret shown once), the list with next run and last
 * status, a monitor's runs with their changes as a diff, deliveries with status codes and retries,
 * and delete.
 */
import { PAGE_SCHEMA, startChangingPage, type ChangingPage } from '../support/changing-page';
import type { TestServer } from '../support/server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { expect, shot, signIn, startConsoleServer, test as base } from './fixtures';

const test = base.extend<{ fast: TestServer; changing: ChangingPage; rx: WebhookReceiver }>({
  fast: async ({}, use) => {
    const server = await startConsoleServer({ monitorMinIntervalSeconds: 1, webhookRetryBaseMs: 100 });
    await use(server);
    await server.close();
  },
  changing: async ({}, use) => {
    const page = await startChangingPage([
      { price: '$19.99', stock: 'In stock', jobs: ['Backend Engineer', 'Designer'] },
      { price: '$24.99', stock: 'In stock', jobs: ['Designer', 'Writer', 'Backend Engineer'] },
    ]);
    await use(page);
    await page.close();
  },
  rx: async ({}, use) => {
    // The first delivery fails on purpose, so the page shows a 500 and its retry.
    let failed = false;
    const rx = await startWebhookReceiver((r) => (r.path === '/form' || failed ? 200 : ((failed = true), 500)));
    await use(rx);
    await rx.close();
  },
});

test('create, list, runs as a diff, deliveries with retries, delete', async ({ page, fast, changing, rx }, info) => {
  await signIn(page, fast);
  await page.getByRole('link', { name: 'Monitors' }).click();
  await expect(page.getByText('No monitors yet')).toBeVisible();

  const form = page.getByRole('form', { name: 'Create a monitor' });
  await form.getByLabel('Page URL').fill(`${fast.url}/health`);
  await form.getByLabel('What to extract').fill('the price and stock');
  await form.getByLabel('Interval', { exact: true }).fill('6');
  await form.getByLabel('Interval unit').selectOption('hours');
  await form.getByLabel('Webhook URL (optional)').fill(`${rx.url}/form`);
  await form.getByRole('button', { name: 'Create monitor' }).click();
  await expect(page.getByTestId('webhook-secret')).toContainText('whsec_');
  const table = page.getByTestId('monitors-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('every 6 h');

  // A second monitor with a schema, every second, twice, so its runs and changes show up.
  const m = await fast.admin.createMonitor({
    url: changing.url,
    prompt: 'price, stock, jobs',
    schema: PAGE_SCHEMA,
    interval_seconds: 1,
    max_runs: 2,
    webhook_url: rx.url,
  });
  rx.secret = m.webhook_secret!;
  await expect.poll(async () => (await fast.admin.monitor(m.id)).status, { timeout: 30_000 }).toBe('completed');
  await page.reload();
  const row = page.getByTestId('monitors-table').locator('tbody tr', { hasText: 'every 1 s' });
  await expect(row).toContainText('completed');
  await expect(row).toContainText('2 / 2');
  await shot(page, info, 'monitors-list');

  await row.click();
  await expect(page.getByRole('heading', { name: `Monitor ${m.id}` })).toBeVisible();
  const runs = page.getByTestId('runs-table');
  await expect(runs.locator('tbody tr')).toHaveCount(2);
  const second = runs.locator('tbody tr').first();
  await expect(second.getByRole('list', { name: 'Changes' })).toContainText('/price');
  await expect(second.locator('.diff-changed')).toContainText('19.99 → 24.99');
  await expect(second.locator('.diff-added')).toContainText('Writer');
  await expect(runs.locator('tbody tr').nth(1)).toContainText('No changes');
  const deliveries = page.getByTestId('deliveries-table');
  await expect(deliveries).toContainText('500', { timeout: 15_000 });
  await expect(deliveries.locator('tbody tr')).toHaveCount(3, { timeout: 15_000 });
  await expect(deliveries).toContainText('200');
  await shot(page, info, 'monitor-detail');

  await page.getByRole('button', { name: `Delete ${m.id}` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('heading', { name: 'Monitors' })).toBeVisible();
  await expect(page.getByTestId('monitors-table').locator('tbody tr')).toHaveCount(1);
  expect((await fast.admin.raw('GET', `/v1/monitors/${m.id}`)).status).toBe(404);
});
