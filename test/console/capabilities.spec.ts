/**
 * Devices and Transcripts say "not configured" from the API's *_unavailable answer, never invented rows.
 */
import { expect, shot, test } from './fixtures';

for (const [link, code] of [
  ['Devices', 'mobile_unavailable'],
  ['Transcripts', 'audio_unavailable'],
] as const) {
  test(`${link} shows the capability is not configured`, async ({ signedIn: page }, info) => {
    await page.getByRole('link', { name: link }).click();
    const panel = page.getByTestId('capability-unavailable');
    await expect(panel).toContainText('is not configured on this server');
    await expect(panel).toContainText(code);
    await expect(page.getByRole('table')).toHaveCount(0);
    await shot(page, info, link.toLowerCase());
  });
}
