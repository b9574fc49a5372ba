/**
 * Local Android over adb, end to end: the adb server stand-in (checked against Debian's adb client)
 * with a fake device whose chrome_devtools_remote is a real headless Chromium; a cdp_http session
 * driven with puppeteer-core through the adb forward; targets; leases; release; recording.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer-core';
import { AppError } from '../../server/client/index';
import { useFakeAndroidLab } from '../support/fake-android';
import { test, expect } from '../support/server';

test.describe.configure({ mode: 'serial' });

const env = useFakeAndroidLab();

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
  const { stdout: out } = await promisify(execFile)('adb', ['-P', String(env.lab.adb.port), 'devices', '-l'], { encoding: 'utf8', timeout: 10_000 });
  expect(out).toMatch(/emulator-5554\s+device .*model:Pixel_7/);
});

test('devices come from adb with their model; a cdp_http session drives the phone’s Chrome through the forward', async () => {
  const devices = await env.server.admin.mobileDevices();
  expect(devices.items).toEqual([
    expect.objectContaining({
      platform: 'android',
      id: 'emulator-5554',
      model: 'Pixel 7',
      state: 'device',
      health_status: 'healthy',
      registry_state: 'online',
      draining: false,
      maintenance: false,
      worker_id: null,
    }),
  ]);
  const s = await env.server.admin.createMobileSession({ platform: 'android', lease_seconds: 120 });
  expect(s).toMatchObject({
    id: expect.stringMatching(/^ses_/),
    platform: 'android',
    device_id: 'emulator-5554',
    transport: 'cdp_http',
    status: 'attached',
    released_at: null,
    capabilities: { targets: true, recording: true, cdp: true },
  });
  expect(Date.parse(s.expires_at) - Date.parse(s.created_at)).toBe(120_000);
  expect(env.lab.adb.forwards()).toEqual([expect.stringMatching(/^emulator-5554 tcp:\d+ localabstract:chrome_devtools_remote$/)]);

  const browser = await puppeteer.connect({ browserURL: s.cdp_url! });
  const page = await browser.newPage();
  await page.goto('data:text/html,<title>on the phone</title><h1>hello from the device</h1>');
  expect(await page.$eval('h1', (e) => e.textContent)).toBe('hello from the device');
  await browser.disconnect();

  const targets = await env.server.admin.mobileTargets('android', 'emulator-5554');
  expect(targets.items.map((t) => t.title)).toContain('on the phone');
  const opened = await env.server.admin.openMobileTarget(s.id, 'data:text/html,<title>opened by pluck</title>');
  expect(opened).toMatchObject({ type: 'page', id: expect.any(String) });
  await expect.poll(async () => (await env.server.admin.mobileTargets('android', 'emulator-5554')).items.map((t) => t.title)).toContain('opened by pluck');

  const released = await env.server.admin.releaseMobileSession(s.id);
  expect(released).toMatchObject({ status: 'released', released_at: expect.any(String) });
  expect(released.cdp_url).toBeUndefined();
  expect(env.lab.adb.forwards()).toEqual([]);
  // Released twice is still released, nothing else changes.
  expect((await env.server.admin.releaseMobileSession(s.id)).released_at).toBe(released.released_at);
});

test('bad input is 400 naming the field; unknown and foreign sessions are 404; a leased device is 503 with Retry-After', async () => {
  const bad = async (body: unknown, field: string) => {
    const r = await env.server.admin.raw('POST', '/v1/mobile/sessions', body);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(JSON.stringify(r.body)).toContain(field);
  };
  await bad({ platform: 'windows' }, 'platform');
  await bad({ platform: 'android', device_id: 'emulator-5554' }, 'platform');
  await bad({ platform: 'android', lease_seconds: 5 }, 'lease_seconds');
  await bad({ platform: 'android', lease_seconds: 10 ** 9 }, 'lease_seconds');
  await bad({}, 'platform');
  expect((await env.server.admin.raw('GET', '/v1/mobile/devices/windows/x/targets')).status).toBe(400);
  expect((await failure(env.server.admin.createMobileSession({ device_id: 'no-such-phone' }))).code).toBe('not_found');
  expect((await failure(env.server.admin.renewMobileSession('ses_nope'))).code).toBe('not_found');
  expect((await env.server.admin.mobileSessions()).items).toHaveLength(1);

  const s = await env.server.admin.createMobileSession({ device_id: 'emulator-5554' });
  const other = env.server.client((await env.server.admin.createKey({ name: 'other', scopes: ['mobile'], tenant: 'acme' } as any)).secret);
  expect((await failure(other.releaseMobileSession(s.id))).code).toBe('not_found');
  expect((await failure(other.renewMobileSession(s.id))).code).toBe('not_found');
  const busy = await env.server.admin.raw('POST', '/v1/mobile/sessions', { platform: 'android' });
  expect(busy.status).toBe(503);
  expect(busy.body).toMatchObject({ code: 'no_capacity' });
  expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);

  const renewed = await env.server.admin.renewMobileSession(s.id, { lease_seconds: 600 });
  expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.parse(s.expires_at));
  await env.server.admin.releaseMobileSession(s.id);
  expect((await failure(env.server.admin.renewMobileSession(s.id))).code).toBe('conflict');
});

test('recording: screenrecord segments become one MP4 to download; release removes it; iOS-less capacity rules hold', async () => {
  const s = await env.server.admin.createMobileSession({ platform: 'android' });
  const started = await env.server.admin.startRecording(s.id);
  expect(started).toMatchObject({ recording_id: expect.stringMatching(/^rec_/), status: 'recording' });
  expect((await failure(env.server.admin.startRecording(s.id))).code).toBe('conflict');
  await expect.poll(() => env.lab.adb.shellLog.some((c) => c.startsWith('screenrecord --time-limit 170'))).toBe(true);
  const stopped = await env.server.admin.stopRecording(s.id);
  expect(stopped).toMatchObject({ recording_id: started.recording_id, status: 'completed', bytes: expect.any(Number) });
  expect(stopped.bytes).toBeGreaterThan(1000);
  const mp4 = Buffer.from(await env.server.admin.recordingContent(started.recording_id));
  expect(mp4.length).toBe(stopped.bytes);
  expect(mp4.subarray(4, 8).toString('ascii')).toBe('ftyp');
  const other = env.server.client((await env.server.admin.createKey({ name: 'other2', scopes: ['mobile'], tenant: 'acme2' } as any)).secret);
  expect((await failure(other.recordingContent(started.recording_id))).code).toBe('not_found');
  await env.server.admin.releaseMobileSession(s.id);
  expect((await failure(env.server.admin.recordingContent(started.recording_id))).code).toBe('not_found');
});

const screenrecords = () => env.lab.adb.shellLog.filter((c) => c.startsWith('screenrecord')).length;

test('a screenrecord that keeps ending early is restarted, and its segments join into one MP4', async () => {
  env.lab.adb.setScreenrecordEnd('early');
  try {
    const s = await env.server.admin.createMobileSession({ platform: 'android' });
    const before = screenrecords();
    await env.server.admin.startRecording(s.id);
    await expect.poll(screenrecords, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 3);
    const stopped = await env.server.admin.stopRecording(s.id);
    expect(stopped).toMatchObject({ status: 'completed' });
    const mp4 = Buffer.from(await env.server.admin.recordingContent(stopped.recording_id));
    expect(mp4.subarray(4, 8).toString('ascii')).toBe('ftyp');
    // Three clips of 2 s or more, not one.
    expect(mp4.length).toBeGreaterThan(2 * 9000);
    await env.server.admin.releaseMobileSession(s.id);
  } finally {
    env.lab.adb.setScreenrecordEnd('limit');
  }
});

test('a device that records nothing fails the recording after 5 empty segments in a row, with no restarts after', async () => {
  env.lab.adb.setScreenrecordEnd('empty');
  try {
    const s = await env.server.admin.createMobileSession({ platform: 'android' });
    const before = screenrecords();
    await env.server.admin.startRecording(s.id);
    await expect.poll(() => screenrecords() - before, { timeout: 20_000 }).toBe(5);
    const err = await failure(env.server.admin.stopRecording(s.id));
    expect(err.code).toBe('upstream_failed');
    expect(err.message).toMatch(/screenrecord ended 5 times in a row without sending video/);
    expect(screenrecords() - before).toBe(5);
    expect((await env.server.admin.mobileSessions()).items.find((x) => x.id === s.id)?.recording).toMatchObject({ status: 'failed' });
    await env.server.admin.releaseMobileSession(s.id);
  } finally {
    env.lab.adb.setScreenrecordEnd('limit');
  }
});

test('maintenance removes a device from placement until cleared; repeated attach failures drain it', async () => {
  await env.server.admin.deviceMaintenance('android', 'emulator-5554', { enabled: true, reason: 'cracked screen' });
  expect((await env.server.admin.mobileDevices()).items[0]).toMatchObject({ maintenance: true, maintenance_reason: 'cracked screen' });
  expect((await failure(env.server.admin.createMobileSession({ device_id: 'emulator-5554' }))).code).toBe('device_maintenance');
  expect((await failure(env.server.admin.createMobileSession({ platform: 'android' }))).code).toBe('no_capacity');
  expect((await failure(env.server.admin.deviceMaintenance('android', 'nope', { enabled: true }))).code).toBe('not_found');
  await env.server.admin.deviceMaintenance('android', 'emulator-5554', { enabled: false });
  const s = await env.server.admin.createMobileSession({ device_id: 'emulator-5554' });
  await env.server.admin.releaseMobileSession(s.id);

  // A phone plugged in without Chrome running: attaching fails, three times in a row drains it.
  env.lab.adb.setDevices([env.lab.device('emulator-5554'), { serial: 'broken-1', model: 'No Chrome' }]);
  await expect.poll(async () => (await env.server.admin.mobileDevices()).items.map((d) => d.id)).toContain('broken-1');
  for (let i = 1; i <= 3; i++) {
    const err = await failure(env.server.admin.createMobileSession({ device_id: 'broken-1' }));
    expect(err.code).toBe('upstream_failed');
  }
  const broken = (await env.server.admin.mobileDevices()).items.find((d) => d.id === 'broken-1');
  expect(broken).toMatchObject({ draining: true, failure_streak: 3, failed_uses: 3, health_status: 'unhealthy' });
  expect((await failure(env.server.admin.createMobileSession({ device_id: 'broken-1' }))).code).toBe('device_draining');
  // Unplugged: offline in the inventory.
  env.lab.adb.setDevices([env.lab.device('emulator-5554')]);
  await expect.poll(async () => (await env.server.admin.mobileDevices()).items.find((d) => d.id === 'broken-1')?.registry_state).toBe('offline');
});

test('a lease that is not renewed expires: the sweeper ends the session and removes its forward', async () => {
  const s = await env.server.admin.createMobileSession({ platform: 'android', lease_seconds: 10 });
  expect(env.lab.adb.forwards()).toHaveLength(1);
  await expect.poll(async () => (await env.server.admin.mobileSessions()).items.find((x) => x.id === s.id)?.status, { timeout: 20_000 }).toBe('expired');
  // The session is claimed as expired first (so a release racing the sweep cannot also end it), then let go of.
  await expect.poll(() => env.lab.adb.forwards()).toEqual([]);
});
