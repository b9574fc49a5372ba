/**
 * Times read the same in the console and the CLI (UTC to the second); the local time and age are on hover.
 */
import { runAgainst } from '../cli/run-cli';
import { expect, shot, test } from './fixtures';

test('a history row’s time is the CLI’s text, with the local time and its age on hover', async ({ signedIn: page, server, site }, info) => {
  await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline' });
  const [row] = (await server.admin.extractions()).items;
  const cli = await runAgainst(server, server.adminKey, ['extractions', 'list']);
  const cliTime = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ/.exec(cli.stdout.split('\n').find((l) => l.startsWith(row.id)) ?? '')?.[0];
  expect(cliTime).toBeTruthy();

  await page.getByRole('link', { name: 'History' }).click();
  const time = page.locator(`tr[data-row-id="${row.id}"] time`);
  await expect(time).toHaveText(cliTime!);
  await expect(time).toHaveAttribute('datetime', row.created_at);
  await expect(time).toHaveAttribute('title', /\d{4}.*\d\d:\d\d:\d\d.*\((now|\d+ seconds? ago|\d+ minutes? ago)\)$/);
  await shot(page, info, 'history-times');
});
