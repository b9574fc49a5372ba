/**
 * The Devices page as the lab's home, against the adb stand-in with a real Chromium behind its
 * device: the inventory with health and maintenance (toggled with a reason), a hosted worker with its
 * load, and a session leased, counting down, recorded and released — all from the console.
 */
import { createClient } from '../../server/client/index';
import { useFakeAndroidLab } from '../support/fake-android';
import { expect, shot, signIn, startConsoleServer, test } from './fixtures';

const env = useFakeAndroidLab({ workerToken: 'wt-console' }, startConsoleServer);

test('Devices: inventory, workers and sessions, live; maintenance with a reason; lease, record, release', async ({ page }, info) => {
  // A worker on another host reports in (its heartbeat, as `pluck mobile worker` sends it).
  await createClient({ baseUrl: env.server.url }).workerHeartbeat('wt-console', {
    worker_id: 'rack-2',
    host: 'lab-host-2',
    addr: 'http://127.0.0.1:9',
    max_sessions: 4,
    active_sessions: 1,
    devices: [{ platform: 'android', id: 'R58M123', model: 'Galaxy S21', state: 'device' }],
  });
  await signIn(page, env.server);
  await page.getByRole('link', { name: 'Devices' }).click();
  const inventory = page.getByRole('table', { name: 'Inventory' });
  await expect(inventory.getByRole('row', { name: /emulator-5554 \(Pixel 7\).*online.*healthy.*local/ })).toBeVisible();
  await expect(inventory.getByRole('row', { name: /R58M123 \(Galaxy S21\).*rack-2/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Workers' }).getByRole('row', { name: /rack-2.*lab-host-2.*online.*1\/4/ })).toBeVisible();

  await page.getByLabel('Maintenance reason for android/R58M123').fill('battery swelling');
  await inventory
    .getByRole('row', { name: /R58M123/ })
    .getByRole('button', { name: 'Maintenance' })
    .click();
  await expect(inventory.getByRole('row', { name: /R58M123.*battery swelling/ })).toBeVisible();
  await env.server.admin.workerMaintenance('rack-2', { enabled: true, reason: 'rack move' });
  await inventory
    .getByRole('row', { name: /R58M123/ })
    .getByRole('button', { name: 'End maintenance' })
    .click();
  // The device's own maintenance is cleared; its worker's still holds it, and the row says so.
  await expect(inventory.getByRole('row', { name: /R58M123.*rack move \(worker rack-2\).*worker rack-2 of device R58M123 is in maintenance/ })).toBeVisible();
  await expect(inventory.getByRole('row', { name: /emulator-5554/ }).getByRole('cell', { name: 'yes', exact: true })).toBeVisible();

  await page.getByLabel('Device to lease').selectOption('emulator-5554');
  await page.getByRole('button', { name: 'Lease' }).click();
  const row = page.getByRole('table', { name: 'Sessions' }).getByRole('row', { name: /emulator-5554.*cdp_http.*attached/ });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('lease-left')).toHaveText(/^[45] min \d+ s$/);
  await row.getByRole('button', { name: 'Record' }).click();
  await expect(row.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await shot(page, info, 'devices');
  await row.getByRole('button', { name: 'Stop recording' }).click();
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download recording' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^rec_.*\.mp4$/);
  await row.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('table', { name: 'Sessions' }).getByRole('row', { name: /emulator-5554.*released/ })).toBeVisible();
  expect(env.lab.adb.forwards()).toEqual([]);
});
