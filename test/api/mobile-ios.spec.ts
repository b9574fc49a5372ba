/**
 * iOS through ios_webkit_debug_proxy (a stand-in on loopback): devices from its list, targets per
 * device, webkit_inspector sessions that say what iOS lacks, target creation over the inspector
 * socket, and recording refused with 409 not_supported.
 */
import { AppError } from '../../server/client/index';
import { startIwdpStandIn, type IwdpStandIn } from '../support/iwdp-stand-in';
import { test, expect, startTestServer } from '../support/server';

let iwdp: IwdpStandIn;
test.beforeAll(async () => {
  iwdp = await startIwdpStandIn();
});
test.afterAll(async () => {
  await iwdp?.close();
});

test('an iPhone behind ios_webkit_debug_proxy is listed, inspected and leased; recording is not supported', async () => {
  const server = await startTestServer({ iosWdpUrl: iwdp.url, adbServerHost: 'off' });
  try {
    const devices = await server.admin.mobileDevices();
    expect(devices.items).toEqual([
      expect.objectContaining({ platform: 'ios', id: '00008110-000A1C2E3F', model: 'Test iPhone', registry_state: 'online', health_status: 'healthy' }),
    ]);
    const targets = await server.admin.mobileTargets('ios', '00008110-000A1C2E3F');
    expect(targets.items).toEqual([
      expect.objectContaining({ title: 'Start', url: 'https://example.test/start', websocket_url: expect.stringMatching(/^ws:/) }),
    ]);

    const s = await server.admin.createMobileSession({ platform: 'ios' });
    expect(s).toMatchObject({
      transport: 'webkit_inspector',
      capabilities: { targets: true, recording: false, cdp: false, screen: false },
      unsupported: ['recording', 'cdp', 'screen'],
      webkit_url: expect.stringMatching(/^http:/),
    });
    expect(s.cdp_url).toBeUndefined();
    const opened = await server.admin.openMobileTarget(s.id, 'https://example.test/next');
    expect(opened.url).toBe('https://example.test/next');
    expect(iwdp.navigations).toEqual(['https://example.test/next']);
    const rec = await server.admin.raw('POST', `/v1/mobile/sessions/${s.id}/recording/start`);
    expect(rec.status).toBe(409);
    expect(rec.body).toMatchObject({ code: 'not_supported' });
    // Asking for a capability iOS lacks finds no device.
    const err = await server.admin.createMobileSession({ platform: 'ios', capabilities: { recording: true } }).catch((e: AppError) => e);
    expect((err as AppError).code).toBe('no_capacity');
    expect((await server.admin.releaseMobileSession(s.id)).status).toBe('released');
  } finally {
    await server.close();
  }
});

test('with no mobile provider at all every mobile route answers 503 mobile_unavailable naming the settings', async () => {
  const server = await startTestServer({ iosWdpUrl: 'off', adbServerHost: 'off' });
  try {
    const r = await server.admin.raw('POST', '/v1/mobile/sessions', { platform: 'android' });
    expect(r.status).toBe(503);
    expect(JSON.stringify(r.body)).toMatch(/mobile_unavailable.*ANDROID_ADB_SERVER_HOST.*PLUCK_IOS_WDP_URL.*PLUCK_WORKER_TOKEN/);
  } finally {
    await server.close();
  }
});
