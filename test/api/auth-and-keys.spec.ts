import { openServerDatabase } from '../support/database';
import { createKeysService } from '../../server/modules/keys/keys.service';
import { createKeysStore } from '../../server/db/stores/keys';
import { test, expect, startTestServer } from '../support/server';

const GROUPS: [string, string][] = [
  ['GET', '/v1/keys'],
  ['POST', '/v1/keys'],
  ['GET', '/v1/usage'],
  ['POST', '/v1/extract'],
  ['POST', '/v1/batch'],
  ['GET', '/v1/tasks/tsk_x'],
  ['POST', '/v1/tasks/tsk_x/cancel'],
  ['GET', '/v1/extractions'],
  ['GET', '/v1/extractions/ext_x/result'],
  ['POST', '/v1/visual'],
  ['POST', '/v1/extract/authenticated'],
  ['GET', '/v1/auth/sessions'],
  ['GET', '/v1/audio/captures'],
  ['GET', '/v1/mobile/devices'],
  ['POST', '/v1/monitor'],
  ['GET', '/v1/monitors'],
  ['DELETE', '/v1/monitors/mon_x'],
  ['GET', '/v1/system/metrics'],
];

test('every group of /v1 routes answers 401 without a key and with an invalid key', async ({ server }) => {
  const anon = server.client();
  const wrong = server.client('pk_not_a_real_key');
  for (const [method, path] of GROUPS) {
    const a = await anon.raw(method, path, method === 'GET' ? undefined : {});
    expect(a.status, `${method} ${path} without key`).toBe(401);
    expect(a.body).toMatchObject({ code: 'unauthorized', error: expect.any(String) });
    const b = await wrong.raw(method, path, method === 'GET' ? undefined : {});
    expect(b.status, `${method} ${path} with a wrong key`).toBe(401);
  }
  const malformed = await anon.raw('GET', '/v1/usage', undefined, { headers: { Authorization: 'Basic abc' } });
  expect(malformed.status).toBe(401);
});

test('health, providers and openapi are public', async ({ server }) => {
  const anon = server.client();
  const health = await anon.health();
  expect(health.status).toBe('ok');
  expect(health.version).toMatch(/\d+\.\d+\.\d+/);
  const providers = await anon.providers();
  const ids = providers.providers.map((p) => p.id);
  expect(ids).toEqual(expect.arrayContaining(['builtin', 'openai', 'anthropic']));
  expect(providers.providers.find((p) => p.id === 'builtin')?.available).toBe(true);
  // No OpenAI key in this deployment: listed, with the reason it is unavailable.
  const openai = providers.providers.find((p) => p.id === 'openai');
  expect(openai?.available).toBe(false);
  expect(openai?.reason).toBeTruthy();
  const doc = (await anon.raw('GET', '/openapi.json')).body as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/extract', '/v1/tasks/{id}', '/v1/keys']));
  const extractBody = JSON.stringify(doc.paths['/v1/extract'].post.requestBody);
  expect(extractBody).toContain('max_pages');
});

test('keys: secret shown once, stored hashed, scopes enforced (read key cannot write or mint)', async ({ server }) => {
  const created = await server.admin.createKey({ name: 'reader', scopes: ['read'] });
  expect(created.secret).toMatch(/^pk_/);
  expect(created.scopes).toEqual(['read']);
  const list = await server.admin.listKeys();
  expect(list.items.some((k) => k.id === created.id)).toBe(true);
  expect(JSON.stringify(list)).not.toContain(created.secret);

  const reader = server.client(created.secret);
  expect((await reader.usage()).extractions).toBe(0);
  const mint = await reader.raw('POST', '/v1/keys', { name: 'x', scopes: ['admin'] });
  expect(mint.status).toBe(403);
  expect(mint.body).toMatchObject({ code: 'forbidden' });
  const write = await reader.raw('POST', '/v1/extract', { url: 'http://127.0.0.1:1/', prompt: 'title' });
  expect(write.status).toBe(403);
  const listKeys = await reader.raw('GET', '/v1/keys');
  expect(listKeys.status).toBe(403);

  // A write key may not read history (read scope), an admin key may do everything.
  const writer = server.client((await server.admin.createKey({ name: 'w', scopes: ['write'] })).secret);
  expect((await writer.raw('GET', '/v1/extractions')).status).toBe(403);
  const mobileOnly = server.client((await server.admin.createKey({ name: 'm', scopes: ['mobile'] })).secret);
  expect((await mobileOnly.raw('GET', '/v1/audio/captures')).status).toBe(403);
  expect((await mobileOnly.raw('GET', '/v1/mobile/devices')).status).toBe(503);
});

test('tenants: the operator key mints keys for another tenant; that tenant sees nothing of the first', async ({ server }) => {
  const other = await server.admin.createKey({ name: 'acme admin', scopes: ['admin'], tenant: 'acme' });
  expect(other.tenant).toBe('acme');
  const acme = server.client(other.secret);
  const acmeKeys = await acme.listKeys();
  expect(acmeKeys.items.map((k) => k.id)).toEqual([other.id]);
  // Not the operator: may not mint for a third tenant.
  const denied = await acme.raw('POST', '/v1/keys', { name: 'x', scopes: ['read'], tenant: 'globex' });
  expect(denied.status).toBe(403);
  // The operator's history row is invisible to acme (404, not 403).
  const bad = await server.admin.raw('POST', '/v1/extract', { url: 'http://127.0.0.1:1/nothing', prompt: 'title' });
  expect(bad.status).toBeGreaterThanOrEqual(400);
  const rows = await server.admin.extractions();
  expect(rows.items.length).toBe(1);
  const id = rows.items[0].id;
  expect((await acme.raw('GET', `/v1/extractions/${id}`)).status).toBe(404);
  expect((await acme.raw('GET', `/v1/extractions/${id}/result`)).status).toBe(404);
  expect((await acme.extractions()).items).toEqual([]);
});

test('legacy keys without scopes have full access', async () => {
  const server = await startTestServer();
  await server.close();
  const db = await openServerDatabase(server.dataDir);
  const legacy = await createKeysService(createKeysStore(db)).createLegacy('default', 'old key');
  await db.close();
  const again = await startTestServer({ dataDir: server.dataDir, adminKey: server.adminKey });
  try {
    const c = again.client(legacy.secret);
    const keys = await c.listKeys();
    expect(keys.items.find((k) => k.id === legacy.id)).toMatchObject({ legacy: true, scopes: null });
    expect((await c.raw('GET', '/v1/usage')).status).toBe(200);
  } finally {
    await again.close();
  }
});

test('keys survive close and a new start on the same data folder', async () => {
  const first = await startTestServer();
  const k = await first.admin.createKey({ name: 'durable', scopes: ['read', 'write'] });
  await first.close();
  await first.close();
  const second = await startTestServer({ dataDir: first.dataDir, adminKey: first.adminKey });
  try {
    expect((await second.client(k.secret).usage()).tenant).toBe('default');
    expect((await second.admin.listKeys()).items.map((x) => x.id)).toContain(k.id);
  } finally {
    await second.close();
  }
});

test('the worker heartbeat takes X-Service-Worker-Token and never a bearer key', async () => {
  const server = await startTestServer({ workerToken: 'wt-secret' });
  try {
    const body = { worker_id: 'w1' };
    const bearer = await server.admin.raw('POST', '/v1/mobile/workers/heartbeat', body);
    expect(bearer.status).toBe(401);
    const wrong = await server.client().raw('POST', '/v1/mobile/workers/heartbeat', body, { headers: { 'X-Service-Worker-Token': 'nope' } });
    expect(wrong.status).toBe(401);
    const right = await server.client().raw('POST', '/v1/mobile/workers/heartbeat', body, { headers: { 'X-Service-Worker-Token': 'wt-secret' } });
    // Authenticated: a worker token turns hosted workers on, so the heartbeat registers it.
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ worker_id: 'w1', stale_after_seconds: 30 });
  } finally {
    await server.close();
  }
});

test('a session token works while the server runs and leaves no key behind', async () => {
  const server = await startTestServer({ sessionToken: 'pk_desktop_session_token_for_test' });
  const session = server.client('pk_desktop_session_token_for_test');
  expect((await session.usage()).tenant).toBe('default');
  expect((await session.createKey({ name: 'via session', scopes: ['read'] })).tenant).toBe('default');
  const keys = await server.admin.listKeys();
  // Only the bootstrap key and the one just created: the session token itself was never stored.
  expect(keys.items.map((k) => k.name).sort()).toEqual(['bootstrap (PLUCK_ADMIN_KEY)', 'via session']);
  await server.close();
  const again = await startTestServer({ dataDir: server.dataDir, adminKey: server.adminKey });
  try {
    expect((await again.client('pk_desktop_session_token_for_test').raw('GET', '/v1/usage')).status).toBe(401);
  } finally {
    await again.close();
  }
});

test('shared infrastructure is the operator tenant’s: another tenant’s admin key gets 403 on maintenance and system metrics', async () => {
  const workerToken = 'wt_operator_test_token';
  const server = await startTestServer({ workerToken });
  try {
    const beat = await server.client().raw(
      'POST',
      '/v1/mobile/workers/heartbeat',
      {
        worker_id: 'w1',
        host: 'lab-1',
        addr: 'http://127.0.0.1:9',
        max_sessions: 1,
        devices: [{ platform: 'android', id: 'dev-1', state: 'device' }],
      },
      { headers: { 'X-Service-Worker-Token': workerToken } },
    );
    expect(beat.status).toBe(200);
    const other = server.client((await server.admin.createKey({ name: 'acme admin', tenant: 'acme', scopes: ['admin'] })).secret);
    for (const [method, path, body] of [
      ['POST', '/v1/mobile/workers/w1/maintenance', { enabled: true, reason: 'tenant B' }],
      ['POST', '/v1/mobile/devices/android/dev-1/maintenance', { enabled: true, reason: 'tenant B' }],
      ['GET', '/v1/system/metrics', undefined],
    ] as const) {
      const r = await other.raw(method, path, body);
      expect(r.status, path).toBe(403);
      expect(r.body, path).toMatchObject({ code: 'forbidden', error: expect.stringMatching(/operator tenant "default"/) });
    }
    // Nothing changed for anyone; the lab inventory stays visible to the other tenant, its sessions are its own.
    expect((await other.raw('GET', '/v1/mobile/workers')).body).toMatchObject({ items: [{ id: 'w1', maintenance: false }] });
    expect((await other.raw('GET', '/v1/mobile/devices')).body).toMatchObject({ items: [{ id: 'dev-1', maintenance: false }] });
    expect((await other.raw('GET', '/v1/mobile/sessions')).body).toMatchObject({ items: [] });
    // The operator's admin key may.
    expect((await server.admin.raw('POST', '/v1/mobile/workers/w1/maintenance', { enabled: true, reason: 'operator' })).status).toBe(200);
    expect((await server.admin.raw('POST', '/v1/mobile/devices/android/dev-1/maintenance', { enabled: true })).status).toBe(200);
    expect((await server.admin.raw('GET', '/v1/system/metrics')).status).toBe(200);
    expect((await other.raw('GET', '/v1/mobile/workers')).body).toMatchObject({ items: [{ id: 'w1', maintenance: true }] });
  } finally {
    await server.close();
  }
});
