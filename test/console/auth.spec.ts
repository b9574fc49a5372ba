/**
 * Logins in the console: add a credential (its password never shown back), run an authenticated
 * extraction from the Playground, see the saved session with its expiry, open the login trace from
 * History as a timeline, and delete the session.
 */
import { SITE_PASSWORD, SITE_USER } from '../site/auth-areas';
import { expect, shot, signIn, startConsoleServer, test as base } from './fixtures';
import type { TestServer } from '../support/server';

// Authenticated extraction needs the browser engine.
const test = base.extend<{ server: TestServer }>({
  server: async ({}, use) => {
    const server = await startConsoleServer({ engine: 'auto' });
    await use(server);
    await server.close();
  },
});

test('add a credential, extract as a logged-in user, see the session and the login trace', async ({ page, server, site }, info) => {
  await signIn(page, server);
  await page.getByRole('link', { name: 'Logins' }).click();
  const form = page.getByRole('form', { name: 'Add a credential' });
  await form.getByLabel('Name', { exact: true }).fill('shop');
  await form.getByLabel('Login URL').fill(`${site.url}/auth/twostep/login`);
  await form.getByLabel('Username').fill(SITE_USER);
  await form.getByLabel('Password', { exact: true }).fill(SITE_PASSWORD);
  await form.getByRole('button', { name: 'Save credential' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Credential “shop” saved.' })).toBeVisible();
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  const creds = page.getByTestId('credentials-table');
  await expect(creds).toContainText('shop');
  await expect(creds).toContainText(SITE_USER);
  expect(await page.content()).not.toContain(SITE_PASSWORD);

  await page.getByRole('link', { name: 'Playground' }).click();
  await page.getByLabel('URL').fill(`${site.url}/auth/twostep/account`);
  await page.getByRole('radio', { name: 'Prompt' }).check();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('plan and balance');
  await page.getByLabel('Log in first with a stored credential').check();
  await expect(page.getByRole('combobox', { name: 'Credential' })).toHaveValue('shop');
  await page.getByLabel('Session name').fill('main');
  await page.getByRole('button', { name: 'Extract' }).click();
  const result = page.getByTestId('playground-result');
  // A login through a real browser, then the extraction: seconds on a machine busy with the other tests' browsers.
  await expect(result).toContainText('Gold', { timeout: 20_000 });
  await expect(page.getByTestId('login-outcome')).toContainText('Logged in and saved the session.');
  await shot(page, info, 'playground-authenticated');

  await page.getByRole('link', { name: 'Logins' }).click();
  const sessions = page.getByTestId('sessions-table');
  await expect(sessions).toContainText('main');
  await expect(sessions).toContainText(site.url);
  // The login is listed with its outcome and opens as a timeline.
  const traces = page.getByTestId('traces-table');
  await expect(traces.getByRole('row', { name: /succeeded.*shop.*main/ })).toBeVisible();
  await shot(page, info, 'logins');
  await traces.getByRole('row', { name: /succeeded/ }).click();
  await expect(page.getByTestId('login-trace')).toContainText('succeeded');
  await page.goBack();

  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('link', { name: 'login trace' }).first().click();
  const trace = page.getByTestId('login-trace');
  await expect(trace).toContainText('succeeded');
  await expect(trace.getByRole('list', { name: 'Login steps' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(trace).toContainText('username (first step; the password page follows)');
  await expect(trace).toContainText('password (value not recorded)');
  expect(await page.content()).not.toContain(SITE_PASSWORD);
  await shot(page, info, 'login-trace');

  await page.getByRole('link', { name: '← Logins' }).click();
  await page.getByRole('button', { name: 'Delete session main' }).click();
  await expect(page.getByText('No saved sessions.')).toBeVisible();
});
