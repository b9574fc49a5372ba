/**
 * The mobile lab from the CLI, with the real `pluck mobile worker` end to end: server ← heartbeat ←
 * worker → adb (stand-in) → a real headless Chromium, driven with puppeteer-core over the worker's
 * forward; recording through the worker; a killed worker goes stale and its capacity is not offered.
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startFakeAndroidLab, type FakeAndroidLab } from '../support/fake-android';
import { test, expect, startTestServer, tempDir, type TestServer } from '../support/server';
import { runAgainst, spawnCli } from './run-cli';

let lab: FakeAndroidLab;
let server: TestServer;

test.beforeAll(async () => {
  lab = await startFakeAndroidLab(['worker-phone-1']);
  server = await startTestServer({ workerToken: 'wt-cli', adbServerHost: 'off', iosWdpUrl: 'off', workerStaleSeconds: 3 });
});

test.afterAll(async () => {
  await server?.close();
  await lab?.close();
});

test('pluck mobile worker serves a lab; sessions, recording and maintenance work from the CLI; a killed worker goes stale', async () => {
  const worker = spawnCli([
    'mobile',
    'worker',
    '--server',
    server.url,
    '--token',
    'wt-cli',
    '--adb-port',
    String(lab.adb.port),
    '--interval',
    '1',
    '--id',
    'lab-2',
    '--max-sessions',
    '2',
  ]);
  let workerErr = '';
  worker.stderr.setEncoding('utf8').on('data', (d: string) => (workerErr += d));
  try {
    await expect.poll(() => workerErr, { timeout: 20_000 }).toContain('serving on');
    const devices = await runAgainst(server, server.adminKey, ['mobile', 'devices']);
    expect(devices.stdout).toMatch(/android\s+worker-phone-1\s+Pixel 7\s+online\s+healthy.*lab-2/);
    expect((await runAgainst(server, server.adminKey, ['mobile', 'workers'])).stdout).toMatch(/lab-2 .*online\s+0\/2\s+1\s+yes/);

    const created = await runAgainst(server, server.adminKey, ['mobile', 'sessions', 'create', '--platform', 'android', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const s = created.json();
    expect(s).toMatchObject({ transport: 'worker_control', worker_id: 'lab-2', device_id: 'worker-phone-1', status: 'attached' });
    const browser = await puppeteer.connect({ browserURL: s.cdp_url });
    const page = await browser.newPage();
    await page.goto('data:text/html,<h1>through the worker</h1>');
    expect(await page.$eval('h1', (e) => e.textContent)).toBe('through the worker');
    await browser.disconnect();

    expect((await runAgainst(server, server.adminKey, ['mobile', 'record', 'start', s.id])).code).toBe(0);
    const stop = await runAgainst(server, server.adminKey, ['mobile', 'record', 'stop', s.id, '--json']);
    expect(stop.code, stop.stderr).toBe(0);
    const rec = stop.json();
    expect(rec).toMatchObject({ status: 'completed' });
    const file = path.join(tempDir(), 'screen.mp4');
    const dl = await runAgainst(server, server.adminKey, ['mobile', 'recordings', 'download', rec.recording_id, '-o', file]);
    expect(dl.code, dl.stderr).toBe(0);
    expect(fs.readFileSync(file).subarray(4, 8).toString('ascii')).toBe('ftyp');

    const renewed = await runAgainst(server, server.adminKey, ['mobile', 'sessions', 'renew', s.id, '--lease', '900', '--json']);
    expect(Date.parse(renewed.json().expires_at)).toBeGreaterThan(Date.parse(s.expires_at));
    expect((await runAgainst(server, server.adminKey, ['mobile', 'sessions', 'release', s.id])).stdout).toMatch(/Status:\s+released/);
    expect(lab.adb.forwards()).toEqual([]);
    expect((await runAgainst(server, server.adminKey, ['mobile', 'sessions'])).stdout).toContain(s.id);

    const on = await runAgainst(server, server.adminKey, ['mobile', 'maintenance', '--worker', 'lab-2', 'on', '--reason', 'rack move']);
    expect(on.stdout).toContain('rack move');
    // The worker's maintenance shows on its device, with why it takes no session.
    const listed = await runAgainst(server, server.adminKey, ['mobile', 'devices']);
    expect(listed.stdout).toMatch(/worker-phone-1 .*rack move \(worker lab-2\).*no: worker lab-2 of device worker-phone-1 is in maintenance: rack move/);
    const refused = await runAgainst(server, server.adminKey, ['mobile', 'sessions', 'create', '--device', 'worker-phone-1']);
    expect(refused.code).toBe(6);
    expect(refused.stderr).toContain('device_maintenance');
    await runAgainst(server, server.adminKey, ['mobile', 'maintenance', '--worker', 'lab-2', 'off']);
    const held = (await runAgainst(server, server.adminKey, ['mobile', 'sessions', 'create', '--device', 'worker-phone-1', '--json'])).json();

    worker.kill('SIGKILL');
    await expect.poll(async () => (await server.admin.mobileWorkers()).items[0]?.state, { timeout: 15_000 }).toBe('stale');
    expect((await server.admin.mobileDevices()).items[0]).toMatchObject({ registry_state: 'stale', worker_healthy: false });
    expect((await server.admin.mobileSessions()).items.find((x) => x.id === held.id)?.status).toBe('expired');
    const none = await runAgainst(server, server.adminKey, ['mobile', 'sessions', 'create', '--platform', 'android']);
    expect(none.code).toBe(6);
    expect(none.stderr).toContain('no_capacity');
  } finally {
    worker.kill('SIGKILL');
  }
});
