/**
 * Hosted workers seen from the server: the inventory says why a worker's device cannot take a
 * session (its worker's maintenance, its staleness), and a worker answering in a shape the protocol
 * does not have is a 502 naming what was wrong — against a worker stand-in speaking the worker
 * control protocol (docs/mobile.md) on loopback.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HeartbeatRequest } from '../../server/contract/mobile';
import { test, expect, startTestServer, type TestServer } from '../support/server';

const TOKEN = 'wt-inventory';

/** A worker stand-in: answers each `METHOD /path` with the body set for it (404 otherwise). */
async function startWorkerStandIn() {
  const answers = new Map<string, unknown>();
  const server = http.createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    req.resume();
    if (req.headers['x-service-worker-token'] !== TOKEN) return void res.writeHead(401).end();
    if (!answers.has(key)) return void res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: `no ${key}` }));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answers.get(key)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    addr: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (key: string, body: unknown) => answers.set(key, body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const beat = (s: TestServer, addr: string, extra: Partial<HeartbeatRequest> = {}) =>
  s.client().workerHeartbeat(TOKEN, {
    worker_id: 'rack-1',
    host: 'lab-2',
    addr,
    max_sessions: 2,
    devices: [{ platform: 'android', id: 'R58', model: 'Galaxy', state: 'device' }],
    ...extra,
  });

const lab = (overrides = {}) => startTestServer({ workerToken: TOKEN, adbServerHost: 'off', iosWdpUrl: 'off', ...overrides });

test('a device of a worker in maintenance shows that maintenance, and every device says whether and why it cannot take a session', async () => {
  const server = await lab();
  const worker = await startWorkerStandIn();
  try {
    await beat(server, worker.addr);
    const device = async () => (await server.admin.mobileDevices()).items.find((d) => d.id === 'R58')!;
    expect(await device()).toMatchObject({ maintenance: false, maintenance_by: null, available: true, unavailable_reason: null });

    await server.admin.workerMaintenance('rack-1', { enabled: true, reason: 'rack move' });
    expect(await device()).toMatchObject({
      maintenance: true,
      maintenance_by: 'worker',
      maintenance_reason: 'rack move',
      available: false,
      unavailable_reason: 'worker rack-1 of device R58 is in maintenance: rack move',
    });
    await server.admin.deviceMaintenance('android', 'R58', { enabled: true, reason: 'cracked' });
    expect(await device()).toMatchObject({ maintenance: true, maintenance_by: 'device', maintenance_reason: 'cracked' });
    await server.admin.deviceMaintenance('android', 'R58', { enabled: false });
    await server.admin.workerMaintenance('rack-1', { enabled: false });
    expect(await device()).toMatchObject({ maintenance: false, maintenance_by: null, available: true });

    worker.answer('POST /sessions', {});
    const s = await server.admin.createMobileSession({ device_id: 'R58' });
    expect(await device()).toMatchObject({ available: false, unavailable_reason: 'device R58 is leased' });
    worker.answer(`DELETE /sessions/${s.id}`, {});
    await server.admin.releaseMobileSession(s.id);
  } finally {
    await server.close();
    await worker.close();
  }
});

test('a device of a stale worker says its worker stopped heartbeating', async () => {
  const server = await lab({ workerStaleSeconds: 1 });
  try {
    await beat(server, 'http://127.0.0.1:9');
    await expect
      .poll(async () => (await server.admin.mobileDevices()).items[0], { timeout: 10_000 })
      .toMatchObject({ id: 'R58', registry_state: 'stale', available: false, unavailable_reason: 'worker rack-1 stopped heartbeating' });
  } finally {
    await server.close();
  }
});

test('a worker answer of an unexpected shape is a 502 upstream_failed naming what was wrong, never an empty success', async () => {
  const server = await lab();
  const worker = await startWorkerStandIn();
  try {
    await beat(server, worker.addr);
    // A bare array of targets, where the protocol has {"items": [...]}.
    worker.answer('GET /devices/R58/targets', [{ id: 't1', type: 'page', title: 'Home', url: 'https://example.com/' }]);
    const bare = await server.admin.raw('GET', '/v1/mobile/devices/android/R58/targets');
    expect(bare.status).toBe(502);
    expect(bare.body).toMatchObject({ code: 'upstream_failed' });
    expect((bare.body as { error: string }).error).toMatch(/unexpected shape: the answer: expected object/);

    worker.answer('GET /devices/R58/targets', { items: [{ id: 't1', type: 'page', url: 'https://example.com/' }] });
    const missing = await server.admin.raw('GET', '/v1/mobile/devices/android/R58/targets');
    expect(missing.status).toBe(502);
    expect((missing.body as { error: string }).error).toMatch(/unexpected shape: "items\.0\.title"/);

    worker.answer('GET /devices/R58/targets', { items: [{ id: 't1', type: 'page', title: 'Home', url: 'https://example.com/' }] });
    expect((await server.admin.mobileTargets('android', 'R58')).items).toEqual([{ id: 't1', type: 'page', title: 'Home', url: 'https://example.com/' }]);

    worker.answer('POST /sessions', {});
    const s = await server.admin.createMobileSession({ device_id: 'R58' });
    worker.answer(`POST /sessions/${s.id}/recording/start`, { id: 'rec-1' });
    const rec = await server.admin.raw('POST', `/v1/mobile/sessions/${s.id}/recording/start`);
    expect(rec.status).toBe(502);
    expect((rec.body as { error: string }).error).toMatch(/unexpected shape: "recording_id": expected required property/);
  } finally {
    await server.close();
    await worker.close();
  }
});
