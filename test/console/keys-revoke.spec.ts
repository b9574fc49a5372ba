/**
 * Revoking a key from the console: confirm, the row reads "revoked", the key is refused at once.
 */
import { expect, shot, test } from './fixtures';

test('revoke a key with a confirmation; the row then shows revoked and the key is refused', async ({ signedIn: page, server }, info) => {
  const key = await server.admin.createKey({ name: 'old-laptop', scopes: ['read'] });
  await page.getByRole('link', { name: 'Keys' }).click();
  const row = page.getByTestId('keys-table').locator('tbody tr', { hasText: 'old-laptop' });
  await row.getByRole('button', { name: 'Revoke old-laptop' }).click();
  const confirm = row.getByRole('group', { name: 'Confirm revoking old-laptop' });
  await expect(confirm).toContainText('Revoke “old-laptop”?');
  await shot(page, info, 'keys-revoke-confirm');
  // "Keep it" backs out and changes nothing.
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await server.client(key.secret).raw('GET', '/v1/usage')).status).toBe(200);

  await row.getByRole('button', { name: 'Revoke old-laptop' }).click();
  await row.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(row).toContainText('revoked');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  expect((await server.client(key.secret).raw('GET', '/v1/usage')).status).toBe(401);
  await shot(page, info, 'keys-revoked');
});

test('the last admin key cannot be revoked: the console says why and the key keeps working', async ({ signedIn: page, server }) => {
  await page.getByRole('link', { name: 'Keys' }).click();
  const row = page.getByTestId('keys-table').locator('tbody tr').first();
  await row.getByRole('button', { name: /^Revoke / }).click();
  await row.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(row.getByRole('alert')).toContainText('last admin key');
  expect((await server.admin.raw('GET', '/v1/usage')).status).toBe(200);
});
