/**
 * Local Android over adb, end to end: the adb server stand-in (checked against Debian's adb client)
 * with a fake device whose chrome_devtools_remote is a real headless Chromium; a cdp_http session
 * driven with puppeteer-core through the adb forward; targets; leases; release; recording.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer-core';
import { AppError } from '../../server/client/index';
import { startFakeAndroidLab, type FakeAndroidLab } from '../support/fake-android';
import { test, expect, startTestServer, type TestServer } from '../support/server';

let lab: FakeAndroidLab;
let server: TestServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  lab = await startFakeAndroidLab(['emulator-5554']);
  server = await startTestServer({ adbServerPort: lab.adb.port, iosWdpUrl: 'off' });
});

test.afterAll(async () => {
  await server?.close();
  await lab?.close();
});

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

test("the adb stand-in answers Debian's adb client like an adb server", async () => {
  // Asynchronous: the stand-in lives in this process and must keep answering.
  const { stdout: out } = await promisify(execFile)('adb', ['-P', String(lab.adb.port), 'devices', '-l'], { encoding: 'utf8', timeout: 10_000 });
  expect(out).toMatch(/emulator-5554\s+device .*model:Pixel_7/);
});

test('devices come from adb with their model; a cdp_http session drives the phone’s Chrome through the forward', async () => {
  const devices = await server.admin.mobileDevices();
  expect(devices.items).toEqual([
    expect.objectContaining({ platform: 'android', id: 'emulator-5554', model: 'Pixel 7', state: 'device', health_status: 'healthy', registry_state: 'online', draining: false, maintenance: false, worker_id: null }),
  ]);
  const s = await server.admin.createMobileSession({ platform: 'android', lease_seconds: 120 });
  expect(s).toMatchObject({ id: expect.stringMatching(/^ses_/), platform: 'android', device_id: 'emulator-5554', transport: 'cdp_http', status: 'attached', released_at: null, capabilities: { targets: true, recording: true, cdp: true } });
  expect(Date.parse(s.expires_at) - Date.parse(s.created_at)).toBe(120_000);
  expect(lab.adb.forwards()).toEqual([expect.stringMatching(/^emulator-5554 tcp:\d+ localabstract:chrome_devtools_remote$/)]);

  const browser = await puppeteer.connect({ browserURL: s.cdp_url! });
  const page = await browser.newPage();
  await page.goto('data:text/html,<title>on the phone</title><h1>hello from the device</h1>');
  expect(await page.$eval('h1', (e) => e.textContent)).toBe('hello from the device');
  await browser.disconnect();

  const targets = await server.admin.mobileTargets('android', 'emulator-5554');
  expect(targets.items.map((t) => t.title)).toContain('on the phone');
  const opened = await server.admin.openMobileTarget(s.id, 'data:text/html,<title>opened by pluck</title>');
  expect(opened).toMatchObject({ type: 'page', id: expect.any(String) });
  await expect.poll(async () => (await server.admin.mobileTargets('android', 'emulator-5554')).items.map((t) => t.title)).toContain('opened by pluck');

  const released = await server.admin.releaseMobileSession(s.id);
  expect(released).toMatchObject({ status: 'released', released_at: expect.any(String) });
  expect(released.cdp_url).toBeUndefined();
  expect(lab.adb.forwards()).toEqual([]);
  // Released twice is still released, nothing else changes.
  expect((await server.admin.releaseMobileSession(s.id)).released_at).toBe(released.released_at);
});

test('bad input is 400 naming the field; unknown and foreign sessions are 404; a leased device is 503 with Retry-After', async () => {
  const bad = async (body: unknown, field: string) => {
    const r = await server.admin.raw('POST', '/v1/mobile/sessions', body);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(JSON.stringify(r.body)).toContain(field);
  };
  await bad({ platform: 'windows' }, 'platform');
  await bad({ platform: 'android', device_id: 'emulator-5554' }, 'platform');
  await bad({ platform: 'android', lease_seconds: 5 }, 'lease_seconds');
  await bad({ platform: 'android', lease_seconds: 10 ** 9 }, 'lease_seconds');
  await bad({}, 'platform');
  expect((await server.admin.raw('GET', '/v1/mobile/devices/windows/x/targets')).status).toBe(400);
  expect((await failure(server.admin.createMobileSession({ device_id: 'no-such-phone' }))).code).toBe('not_found');
  expect((await failure(server.admin.renewMobileSession('ses_nope'))).code).toBe('not_found');
  expect((await server.admin.mobileSessions()).items).toHaveLength(1);

  const s = await server.admin.createMobileSession({ device_id: 'emulator-5554' });
  const other = server.client((await server.admin.createKey({ name: 'other', scopes: ['mobile'], tenant: 'acme' } as any)).secret);
  expect((await failure(other.releaseMobileSession(s.id))).code).toBe('not_found');
  expect((await failure(other.renewMobileSession(s.id))).code).toBe('not_found');
  const busy = await server.admin.raw('POST', '/v1/mobile/sessions', { platform: 'android' });
  expect(busy.status).toBe(503);
  expect(busy.body).toMatchObject({ code: 'no_capacity' });
  expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);

  const renewed = await server.admin.renewMobileSession(s.id, { lease_seconds: 600 });
  expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.parse(s.expires_at));
  await server.admin.releaseMobileSession(s.id);
  expect((await failure(server.admin.renewMobileSession(s.id))).code).toBe('conflict');
});
