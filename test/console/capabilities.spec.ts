/**
 * Devices says "not configured" from the API's *_unavailable answer, never invented
 * rows, and names the settings that turn the capability on (docs/decisions.md#providers). Transcripts without audio:
 * transcripts.spec.ts.
 */
import { expect, shot, test } from './fixtures';

const PAGES = [
  {
    link: 'Devices',
    code: 'mobile_unavailable',
    settings: [
      'ANDROID_ADB_SERVER_HOST',
      'ANDROID_ADB_SERVER_PORT',
      'PLUCK_WORKER_TOKEN',
      'PLUCK_IOS_WDP_URL',
      'PLUCK_MOBILE_LEASE_SECONDS',
      'PLUCK_WORKER_STALE_SECONDS',
      'PLUCK_DEVICE_DRAIN_AFTER',
      'PLUCK_RECORDING_RETENTION',
    ],
  },
] as const;

for (const { link, code, settings } of PAGES) {
  test(`${link} shows the capability is not configured and the settings that turn it on`, async ({ signedIn: page }, info) => {
    await page.getByRole('link', { name: link }).click();
    const panel = page.getByTestId('capability-unavailable');
    await expect(panel).toContainText('is not configured on this server');
    await expect(panel).toContainText(code);
    await expect(page.getByRole('table')).toHaveCount(0);
    const setup = panel.getByTestId('setup-settings');
    await expect(setup).toContainText('To turn it on');
    for (const s of settings) await expect(setup.locator('dt', { hasText: s })).toHaveCount(1);
    await shot(page, info, link.toLowerCase());
  });
}
