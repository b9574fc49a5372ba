/**
 * A leased device in the console, against the adb stand-in whose device shows a Chromium page
 * sized as a 1080×2400 phone: the live screen, clicks on it becoming taps on the phone, Back and
 * typing, extraction from the product screen, logcat filtered by tag, apps launched, installed from
 * a file and uninstalled, a screenshot saved, a shell command run and recorded; and the lab operator watching another tenant's session without controls.
 */
import { useFakeAndroidLab } from '../support/fake-android';
import { expect, shot, signIn, startConsoleServer, test } from './fixtures';

const env = useFakeAndroidLab({}, startConsoleServer);

const hash = () => env.lab.screen.page.evaluate('location.hash') as Promise<string>;

test('a leased device: live screen, taps and keys from the console, logcat, apps, screenshot', async ({ page }, info) => {
  await signIn(page, env.server);
  await page.getByRole('link', { name: 'Devices' }).click();
  await page.getByLabel('Device to lease').selectOption('emulator-5554');
  await page.getByRole('button', { name: 'Lease' }).click();
  await page.getByRole('table', { name: 'Sessions' }).getByRole('link', { name: 'Screen' }).click();

  await expect(page.getByTestId('screen-state')).toHaveText(/Live · you hold this session and control the device · 1080×2400 · \d+ frames/);
  const screen = page.getByRole('img', { name: 'Device screen' });
  await expect(screen).toBeVisible();
  // The phone is drawn scaled to fit the viewer, keeping its shape.
  const box = (await screen.boundingBox())!;
  expect(box.height).toBeLessThan(800);
  expect(box.width / box.height).toBeCloseTo(1080 / 2400, 2);
  await shot(page, info, 'device-home');

  // A click on the "Shop" icon (CSS 68,124 of the 360×800 phone) is a tap there.
  await page.mouse.click(box.x + (68 / 360) * box.width, box.y + (124 / 800) * box.height);
  await expect.poll(hash, { timeout: 15_000 }).toBe('#product');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(hash, { timeout: 15_000 }).toBe('#home');

  await page
    .getByRole('table', { name: 'Apps' })
    .getByRole('row', { name: /com\.example\.shop/ })
    .getByRole('button', { name: 'Launch' })
    .click();
  await expect.poll(hash, { timeout: 15_000 }).toBe('#product');
  const note = await env.lab.screen.page.$eval('#note', (e) => {
    const r = e.getBoundingClientRect();
    return { x: (r.left + r.width / 2) / 360, y: (r.top + r.height / 2) / 800 };
  });
  await page.mouse.click(box.x + note.x * box.width, box.y + note.y * box.height);
  await page.getByLabel('Text to type on the device').fill('gift wrap');
  await page.getByRole('button', { name: 'Type' }).click();
  await expect.poll(() => env.lab.screen.page.$eval('#note', (e) => (e as HTMLInputElement).value)).toBe('gift wrap');

  // Extraction from what the phone shows: the product screen's fields, recorded in history.
  await page
    .getByLabel('Screen JSON Schema')
    .fill('{"type":"object","properties":{"name":{"type":"string"},"price":{"type":"number"},"brand":{"type":"string"}}}');
  await page.getByRole('button', { name: 'Extract', exact: true }).click();
  const result = page.getByTestId('screen-result');
  await expect(result).toContainText('Aurora Desk Lamp');
  await expect(result).toContainText('49.9');
  await expect(result).toContainText('Lumio');
  await expect(page.getByRole('link', { name: 'Open in history, with the screenshot' })).toBeVisible();
  await shot(page, info, 'device-extract');

  await page.getByLabel('Log tags').fill('ShopApp');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Logcat lines')).toContainText('I ShopApp: screen home');
  await expect(page.getByLabel('Logcat lines')).not.toContainText('ActivityManager');

  await page.getByLabel('APK to install').setInputFiles({
    name: 'notes.apk',
    mimeType: 'application/vnd.android.package-archive',
    buffer: Buffer.from('PK\x03\x04 fake apk package=com.example.notes', 'latin1'),
  });
  await expect(page.getByRole('status')).toHaveText('Installed com.example.notes');
  const notes = page.getByRole('table', { name: 'Apps' }).getByRole('row', { name: /com\.example\.notes/ });
  await expect(notes).toBeVisible();
  await expect(page.getByTestId('screen-state')).toHaveText(/Live/);
  await shot(page, info, 'device-session');
  await notes.getByRole('button', { name: 'Uninstall' }).click();
  await expect(page.getByRole('status')).toHaveText('Uninstalled com.example.notes');
  await expect(notes).toHaveCount(0);

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Screenshot' }).click();
  expect((await saving).suggestedFilename()).toMatch(/^ses_.*-screenshot\.png$/);

  // The shell, for the holder's admin key: what the command printed, how it ended, and the session's recorded commands.
  await page.getByRole('textbox', { name: 'Shell command' }).fill('getprop ro.product.model');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByLabel('Shell output')).toHaveText(/^Pixel 7\s*$/);
  await expect(page.getByText('Exit status 0')).toBeVisible();
  await page.getByRole('textbox', { name: 'Shell command' }).fill('exit 2');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Exit status 2')).toBeVisible();
  const recorded = page.getByRole('table', { name: 'Recorded shell commands' });
  await expect(recorded.getByRole('row')).toHaveText([/exit 2\s*exit 2/, /getprop ro\.product\.model\s*exit 0/]);
  await shot(page, info, 'device-shell');
});

test('the lab operator watches another tenant’s device: the screen, no controls', async ({ page }, info) => {
  const acme = env.server.client((await env.server.admin.createKey({ name: 'acme-lab', scopes: ['mobile'], tenant: 'acme' })).secret);
  for (const s of (await env.server.admin.mobileSessions()).items) if (s.status === 'attached') await env.server.admin.releaseMobileSession(s.id);
  const s = await acme.createMobileSession({ platform: 'android' });
  await signIn(page, env.server);
  await page.goto(`${env.server.url}/#/devices/${s.id}`);
  await expect(page.getByTestId('screen-state')).toHaveText(/Live · watching \(only the holder controls\) · 1080×2400/);
  await expect(page.getByRole('img', { name: 'Device screen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page
    .getByRole('table', { name: 'Apps' })
    .getByRole('row', { name: /com\.example\.shop/ })
    .getByRole('button', { name: 'Launch' })
    .click();
  await expect(page.getByText(/Only the holder of session .* may launch apps; you are watching it/)).toBeVisible();
  await shot(page, info, 'device-watching');
  await acme.releaseMobileSession(s.id);
  await expect(page.getByTestId('screen-state')).toHaveText(new RegExp(`^Stream ended: session ${s.id} ended`));
});

/** Opens the console on a fresh session of the admin's; returns the URLs of the screen sockets the page opened. */
async function openSession(page: import('@playwright/test').Page): Promise<string[]> {
  for (const s of (await env.server.admin.mobileSessions()).items) if (s.status === 'attached') await env.server.admin.releaseMobileSession(s.id);
  const s = await env.server.admin.createMobileSession({ platform: 'android' });
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await signIn(page, env.server);
  await page.goto(`${env.server.url}/#/devices/${s.id}`);
  return sockets;
}

/** The frame count the console shows. */
const shownFrames = async (page: import('@playwright/test').Page) =>
  Number(/(\d+) frames/.exec((await page.getByTestId('screen-state').textContent()) ?? '')?.[1] ?? 0);

test('the console decodes the device’s H.264 video: frames move as the phone changes, and it follows the phone turning', async ({ page }, info) => {
  await env.lab.screen.show('product');
  const sockets = await openSession(page);
  await expect(page.getByTestId('screen-state')).toHaveText(/Live · you hold this session and control the device · 1080×2400 · \d+ frames \(H\.264 video\)/);
  expect(sockets.every((u) => u.endsWith('/screen?format=h264'))).toBe(true);
  const screen = page.getByRole('img', { name: 'Device screen' });
  await expect.poll(() => screen.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([1080, 2400]);
  const before = await screen.screenshot();
  const frames = await shownFrames(page);
  for (let i = 0; i < 3; i++) await env.lab.screen.page.evaluate('add()');
  await expect.poll(() => shownFrames(page)).toBeGreaterThan(frames);
  await expect.poll(async () => (await screen.screenshot()).equals(before)).toBe(false);
  await shot(page, info, 'device-video');

  await env.lab.screen.rotate(true);
  try {
    await expect(page.getByTestId('screen-state')).toHaveText(/2400×1080 \(landscape\) · \d+ frames \(H\.264 video\)/);
    await expect.poll(() => screen.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([2400, 1080]);
    await shot(page, info, 'device-video-landscape');
  } finally {
    await env.lab.screen.rotate(false);
  }
});

test('a browser without WebCodecs gets the PNG frames', async ({ page }, info) => {
  await page.addInitScript(() => delete (window as { VideoDecoder?: unknown }).VideoDecoder);
  await env.lab.screen.show('product');
  const sockets = await openSession(page);
  await expect(page.getByTestId('screen-state')).toHaveText(/Live · you hold this session and control the device · 1080×2400 · \d+ frames \(PNG\)/);
  expect(sockets.length).toBeGreaterThan(0);
  expect(sockets.every((u) => u.endsWith('/screen'))).toBe(true);
  const screen = page.getByRole('img', { name: 'Device screen' });
  const before = await screen.screenshot();
  await env.lab.screen.page.evaluate('add()');
  await expect.poll(async () => (await screen.screenshot()).equals(before)).toBe(false);
  await shot(page, info, 'device-png');
});
