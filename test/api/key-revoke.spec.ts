import { test, expect, startTestServer } from '../support/server';

test('DELETE /v1/keys/{id} revokes at once: 204, the next request with the key is 401, the key stays listed with revoked_at', async ({ server }) => {
  const created = await server.admin.createKey({ name: 'ci', scopes: ['read'] });
  const ci = server.client(created.secret);
  expect((await ci.raw('GET', '/v1/usage')).status).toBe(200);

  const r = await server.admin.raw('DELETE', `/v1/keys/${created.id}`);
  expect(r.status).toBe(204);
  expect(r.text).toBe('');

  const after = await ci.raw('GET', '/v1/usage');
  expect(after.status).toBe(401);
  expect(after.body).toMatchObject({ code: 'unauthorized', error: expect.stringContaining('revoked') });

  const listed = (await server.admin.listKeys()).items.find((k) => k.id === created.id);
  expect(listed?.revoked_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  const admin = (await server.admin.listKeys()).items.find((k) => k.id !== created.id);
  expect(admin?.revoked_at).toBeNull();

  // Revoking a revoked key changes nothing.
  expect((await server.admin.raw('DELETE', `/v1/keys/${created.id}`)).status).toBe(204);
  expect((await server.admin.listKeys()).items.find((k) => k.id === created.id)?.revoked_at).toBe(listed?.revoked_at);
});

test('revoke: unknown and other tenants’ keys are 404; only admin keys may revoke', async ({ server }) => {
  const unknown = await server.admin.raw('DELETE', '/v1/keys/key_nope');
  expect(unknown.status).toBe(404);
  expect(unknown.body).toMatchObject({ code: 'not_found' });

  const acmeAdmin = await server.admin.createKey({ name: 'acme admin', scopes: ['admin'], tenant: 'acme' });
  const acmeReader = await server.admin.createKey({ name: 'acme reader', scopes: ['read'], tenant: 'acme' });
  const acme = server.client(acmeAdmin.secret);
  const mine = (await server.admin.listKeys()).items[0];
  const across = await acme.raw('DELETE', `/v1/keys/${mine.id}`);
  expect(across.status).toBe(404);
  // The operator cannot reach into another tenant either: keys are revoked by their own tenant.
  expect((await server.admin.raw('DELETE', `/v1/keys/${acmeReader.id}`)).status).toBe(404);
  expect((await server.admin.raw('GET', '/v1/usage')).status).toBe(200);

  const writer = await server.admin.createKey({ name: 'w', scopes: ['read', 'write'] });
  const denied = await server.client(writer.secret).raw('DELETE', `/v1/keys/${writer.id}`);
  expect(denied.status).toBe(403);
  expect(denied.body).toMatchObject({ code: 'forbidden' });
  expect((await server.client(writer.secret).raw('GET', '/v1/usage')).status).toBe(200);
});

test('the last admin key of a tenant cannot be revoked (409); with a second admin key it can', async ({ server }) => {
  const bootstrap = (await server.admin.listKeys()).items[0];
  const last = await server.admin.raw('DELETE', `/v1/keys/${bootstrap.id}`);
  expect(last.status).toBe(409);
  expect(last.body).toMatchObject({ code: 'conflict', error: expect.stringContaining('last admin key') });
  expect((await server.admin.raw('GET', '/v1/usage')).status).toBe(200);

  // A read key does not count as an admin key.
  await server.admin.createKey({ name: 'reader', scopes: ['read'] });
  expect((await server.admin.raw('DELETE', `/v1/keys/${bootstrap.id}`)).status).toBe(409);

  const second = await server.admin.createKey({ name: 'second admin', scopes: ['admin'] });
  expect((await server.admin.raw('DELETE', `/v1/keys/${bootstrap.id}`)).status).toBe(204);
  expect((await server.admin.raw('GET', '/v1/usage')).status).toBe(401);
  // Now the second one is the last.
  const c = server.client(second.secret);
  expect((await c.raw('DELETE', `/v1/keys/${second.id}`)).status).toBe(409);
});

test('a revoked PLUCK_ADMIN_KEY stays revoked after a restart with the same setting', async () => {
  const first = await startTestServer();
  const other = await first.admin.createKey({ name: 'new admin', scopes: ['admin'] });
  const bootstrap = (await first.admin.listKeys()).items.find((k) => k.id !== other.id)!;
  expect((await first.client(other.secret).raw('DELETE', `/v1/keys/${bootstrap.id}`)).status).toBe(204);
  await first.close();

  const second = await startTestServer({ dataDir: first.dataDir, adminKey: first.adminKey });
  try {
    expect((await second.admin.raw('GET', '/v1/usage')).status).toBe(401);
    const keys = (await second.client(other.secret).listKeys()).items;
    expect(keys).toHaveLength(2);
    expect(keys.find((k) => k.id === bootstrap.id)?.revoked_at).toEqual(expect.any(String));
  } finally {
    await second.close();
  }
});
