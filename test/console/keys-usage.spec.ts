/**
 * Keys (create with scopes, the secret once) and usage (moves as runs happen).
 */
import { PRODUCT_SCHEMA, expect, shot, signIn, startConsoleServer, test } from './fixtures';

test('create a key with scopes; its secret is shown once and works', async ({ signedIn: page, server, browser }, info) => {
  await page.getByRole('link', { name: 'Keys' }).click();
  await expect(page.getByTestId('keys-table').locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Name').fill('nightly-scraper');
  await page.getByRole('checkbox', { name: /^write/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secretBox = page.getByTestId('new-key-secret');
  await expect(secretBox).toContainText('shown this once');
  const secret = (await secretBox.locator('.secret-value').textContent()) ?? '';
  expect(secret).toMatch(/^pk_/);
  await expect(secretBox.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  const row = page.getByTestId('keys-table').locator('tbody tr', { hasText: 'nightly-scraper' });
  await expect(row).toContainText('read, write');
  await shot(page, info, 'keys-created');
  await secretBox.getByRole('button', { name: 'Done' }).click();
  await expect(secretBox).toHaveCount(0);

  // The new key signs in on its own.
  const other = await browser.newPage();
  await signIn(other, server, secret);
  await other.close();
});

test('usage moves as extractions run', async ({ signedIn: page, server, site }, info) => {
  await page.getByRole('link', { name: 'Usage' }).click();
  const extractions = page.getByTestId('usage-extractions');
  await expect(extractions).toContainText('0');
  const before = await server.admin.usage();
  await server.admin.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT_SCHEMA });
  await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline' });
  // The page refreshes every 5 s: allow for a refresh that started just before the runs finished.
  await expect(extractions.locator('.stat-value')).toHaveText('2', { timeout: 15_000 });
  await expect(page.getByTestId('usage-free-tier')).toContainText((before.free_tier_remaining - 2).toLocaleString('en-US'));
  // The bar is what is left (nearly full after two runs), and the words say so.
  const bar = page.getByRole('meter', { name: 'Free tier remaining' });
  await expect(bar).toHaveAttribute('value', String(before.free_tier_remaining - 2));
  await expect(bar).toHaveAttribute('max', String(before.free_tier_limit));
  await expect(page.getByTestId('usage-free-tier-detail')).toContainText(
    `${Math.floor(((before.free_tier_remaining - 2) / before.free_tier_limit) * 100)}% left · 2 used · resets`,
  );
  await expect(page.getByRole('img', { name: /extractions per day/ })).toBeVisible();
  await shot(page, info, 'usage');
});

test('a banner on every page says when the free tier is nearly or wholly used, and when it resets', async ({ page, site }, info) => {
  const server = await startConsoleServer({ freeTierMonthly: 2 });
  try {
    await signIn(page, server);
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(page.getByTestId('free-tier-banner')).toHaveCount(0);
    await server.admin.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT_SCHEMA });
    await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline' });
    await page.getByRole('link', { name: 'Playground' }).click();
    const banner = page.getByTestId('free-tier-banner');
    await expect(banner).toContainText('The free tier is used up: 0 of 2 extractions left this month');
    await expect(banner).toContainText(/It resets \d{4}-\d\d-\d\d 00:00:00Z/);
    await shot(page, info, 'free-tier-banner');
  } finally {
    await server.close();
  }
});
