/**
 * A server killed with SIGKILL while a cdp_http session is attached comes back with the session
 * reconciled to `expired`, the adb forward it left in the adb server removed, and the lease record kept.
 * The server runs as the built `dist/server/main.js`.
 */
import { createClient } from '../../server/client/index';
import { startFakeAndroidLab, type FakeAndroidLab } from '../support/fake-android';
import { test, expect, tempDir } from '../support/server';
import { startServerProcess } from '../support/server-process';

let lab: FakeAndroidLab;
test.beforeAll(async () => {
  lab = await startFakeAndroidLab(['emulator-5554']);
});
test.afterAll(async () => {
  await lab?.close();
});

test('kill -9 with an attached session: after restart it is expired, no forward is left open, the lease is kept', async () => {
  const env = {
    ...process.env,
    PORT: '0',
    PLUCK_DATA_DIR: tempDir(),
    PLUCK_ADMIN_KEY: 'pk_crash_test_key_1234567890',
    ANDROID_ADB_SERVER_PORT: String(lab.adb.port),
    PLUCK_IOS_WDP_URL: 'off',
    PLUCK_LOG: '0',
  };
  const first = await startServerProcess(env);
  const s = await createClient({ baseUrl: first.url, apiKey: env.PLUCK_ADMIN_KEY }).createMobileSession({ platform: 'android' });
  expect(lab.adb.forwards()).toHaveLength(1);
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));
  // The adb server outlives the crash: the forward is still open.
  expect(lab.adb.forwards()).toHaveLength(1);

  const second = await startServerProcess(env);
  try {
    expect(lab.adb.forwards()).toEqual([]);
    const api = createClient({ baseUrl: second.url, apiKey: env.PLUCK_ADMIN_KEY });
    const after = (await api.mobileSessions()).items.find((x) => x.id === s.id);
    expect(after).toMatchObject({ status: 'expired', expires_at: s.expires_at });
    expect(after!.cdp_url).toBeUndefined();
    // The device is free again.
    expect((await api.createMobileSession({ platform: 'android' })).status).toBe('attached');
  } finally {
    second.child.kill('SIGKILL');
  }
});
