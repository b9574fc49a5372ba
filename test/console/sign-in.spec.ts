/**
 * Signing in and out, errors in plain words, themes.
 */
import { expect, shot, signIn, test } from './fixtures';

test('a wrong key is refused in plain words; the right one opens the console', async ({ page, server }, info) => {
  await page.goto(server.url);
  await page.locator('[data-app-state="ready"]').waitFor();
  await shot(page, info, 'sign-in');
  await page.getByLabel('API key').fill('pk_not_a_real_key');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This API key was not accepted. Check it and try again.');
  await page.getByLabel('API key').fill(server.adminKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('No extractions yet.')).toBeVisible();
  // The key lives in session storage: a reload keeps the operator signed in.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('API key')).toBeVisible();
});

test('a key without the read scope is told what it lacks', async ({ page, server }) => {
  const writer = await server.admin.createKey({ name: 'writer', scopes: ['write'] });
  await page.goto(server.url);
  await page.getByLabel('API key').fill(writer.secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('lacks the read scope');
});

test('dark and light themes switch and are remembered', async ({ page, server }, info) => {
  await signIn(page, server);
  const html = page.locator('html');
  const first = await html.getAttribute('data-theme');
  const other = first === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: `Switch to ${other} theme` }).click();
  await expect(html).toHaveAttribute('data-theme', other);
  await shot(page, info, `history-empty-${other}`);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', other);
});

test('an unknown page says so and links back', async ({ signedIn: page, server }) => {
  await page.goto(`${server.url}/#/nowhere`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to history' }).click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
});
