/**
 * Authenticated extraction end to end, against the fixture site's login areas in real Chromium:
 * credentials that never come back, logins of every kind, saved sessions reused and found stale,
 * redacted traces, failures with their trace, and tenant isolation.
 */
import { AppError } from '../../server/client/index';
import { SITE_PASSWORD, SITE_TOTP_SECRET, SITE_USER } from '../site/auth-areas';
import { expect, startTestServer, type TestServer } from '../support/server';
import { test } from '../support/site-fixture';

const SCHEMA = { type: 'object', properties: { plan: { type: 'string' }, balance: { type: 'number' } }, required: ['plan', 'balance'] };

test.describe.configure({ mode: 'serial' });

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer({ engine: 'auto', secretKey: 'a passphrase for the auth tests' });
});
test.afterAll(async () => {
  await server?.close();
});

async function credential(site: string, area: string, extra: Record<string, unknown> = {}) {
  const name = `${area}-${Math.random().toString(36).slice(2, 8)}`;
  return server.admin.createCredential({ name, login_url: `${site}/auth/${area}/login`, username: SITE_USER, password: SITE_PASSWORD, ...extra });
}

async function error(p: Promise<unknown>): Promise<AppError> {
  return p.then(
    () => {
      throw new Error('expected an error');
    },
    (e: AppError) => e,
  );
}

test('a credential is stored without its secrets showing anywhere in the API', async ({ site }) => {
  const created = await credential(site.url, 'plain', { totp_secret: SITE_TOTP_SECRET });
  expect(created).toMatchObject({ id: expect.stringMatching(/^cred_/), login_url: `${site.url}/auth/plain/login`, username: SITE_USER, has_totp: true });
  const listed = await server.admin.raw('GET', '/v1/auth/credentials');
  expect(listed.status).toBe(200);
  expect(listed.text).toContain(created.id);
  expect(listed.text).not.toContain(SITE_PASSWORD);
  expect(listed.text).not.toContain(SITE_TOTP_SECRET);
  expect(JSON.stringify(created)).not.toContain(SITE_PASSWORD);
  const dup = await server.admin.raw('POST', '/v1/auth/credentials', { name: created.name, login_url: `${site.url}/x`, username: 'u', password: 'p' });
  expect(dup.status).toBe(409);
});

test('bad credential input is a 400 naming the field, and changes nothing', async () => {
  const before = (await server.admin.credentials()).items.length;
  for (const [body, field] of [
    [{ name: 'x', login_url: 'not a url', username: 'u', password: 'p' }, 'login_url'],
    [{ name: 'x', login_url: 'http://127.0.0.1/', username: 'u', password: 'p', totp_secret: 'not base32!!' }, 'totp_secret'],
    [{ name: 'x', login_url: 'http://127.0.0.1/', username: 'u', password: 'p', colour: 'red' }, 'colour'],
  ] as const) {
    const r = await server.admin.raw('POST', '/v1/auth/credentials', body);
    expect(r.status, field).toBe(400);
    expect(JSON.stringify(r.body), field).toContain(field);
  }
  expect((await server.admin.credentials()).items.length).toBe(before);
});

for (const area of ['plain', 'csrf', 'twostep', 'js'] as const) {
  test(`logs in to the ${area} area, extracts the logged-in page and saves the session`, async ({ site }) => {
    const cred = await credential(site.url, area);
    const session = `s-${area}`;
    const r = await server.admin.extractAuthenticated({
      url: `${site.url}/auth/${area}/account`,
      credential_ref: cred.name,
      prompt: 'plan and balance',
      schema: SCHEMA,
      session_name: session,
    });
    expect(r.status).toBe('completed');
    expect(r.data).toEqual({ plan: 'Gold', balance: 1234.5 });
    expect(r.metadata.session).toEqual({ name: session, reused: false, stale_discarded: false });
    const trace = await server.admin.loginTrace(r.metadata.login_trace_id as string);
    expect(trace).toMatchObject({ status: 'succeeded', credential_ref: cred.name, session_name: session });
    expect(trace.steps.map((s) => s.action)).toContain('submit');
    expect(JSON.stringify(trace)).not.toContain(SITE_PASSWORD);
    const sessions = await server.admin.authSessions({ q: session });
    expect(sessions.items).toEqual([expect.objectContaining({ name: session, expired: false, cookie_count: expect.any(Number) })]);
    expect(sessions.items[0].cookie_count).toBeGreaterThan(0);
  });
}

test('TOTP: the one-time code is computed from the stored secret', async ({ site }) => {
  const cred = await credential(site.url, 'totp', { totp_secret: SITE_TOTP_SECRET });
  const r = await server.admin.extractAuthenticated({
    url: `${site.url}/auth/totp/account`,
    credential_ref: cred.id,
    prompt: 'plan',
    schema: SCHEMA,
    session_name: 's-totp',
  });
  expect(r.data).toEqual({ plan: 'Gold', balance: 1234.5 });
  const trace = await server.admin.loginTrace(r.metadata.login_trace_id as string);
  expect(trace.steps.some((s) => s.detail?.includes('one-time code'))).toBe(true);
});

test('a saved session is reused without a second login, and replaced when the site expired it', async ({ site }) => {
  const cred = await credential(site.url, 'plain');
  const logins = async () => ((await (await fetch(`${site.url}/auth/logins`)).json()) as Record<string, number>).plain ?? 0;
  const req = { url: `${site.url}/auth/plain/account`, credential_ref: cred.name, prompt: 'plan', schema: SCHEMA, session_name: 'reuse' };
  const first = await server.admin.extractAuthenticated(req);
  const afterFirst = await logins();
  const second = await server.admin.extractAuthenticated(req);
  expect(second.metadata.session).toEqual({ name: 'reuse', reused: true, stale_discarded: false });
  expect(second.data).toEqual({ plan: 'Gold', balance: 1234.5 });
  expect(await logins()).toBe(afterFirst);
  expect(second.metadata.login_trace_id).toBe(first.metadata.login_trace_id);

  await fetch(`${site.url}/auth/expire`, { method: 'POST' });
  const third = await server.admin.extractAuthenticated(req);
  expect(third.metadata.session).toEqual({ name: 'reuse', reused: false, stale_discarded: true });
  expect(third.data).toEqual({ plan: 'Gold', balance: 1234.5 });
  expect(await logins()).toBe(afterFirst + 1);
  expect(third.metadata.login_trace_id).not.toBe(first.metadata.login_trace_id);

  // A 401 from the page is a stale session too.
  await fetch(`${site.url}/auth/expire`, { method: 'POST' });
  const fourth = await server.admin.extractAuthenticated({ ...req, url: `${site.url}/auth/plain/orders` });
  expect(fourth.metadata.session).toMatchObject({ reused: false, stale_discarded: true });

  const history = await server.admin.extractions({ limit: 1 } as never);
  expect(history.items[0]).toMatchObject({ mode: 'authenticated', login_trace_id: fourth.metadata.login_trace_id });
});

test('wrong password: 422 login_failed with a trace that says what the site showed', async ({ site }) => {
  const cred = await server.admin.createCredential({
    name: 'wrong',
    login_url: `${site.url}/auth/csrf/login`,
    username: SITE_USER,
    password: 'not-the-password-123',
  });
  const e = await error(
    server.admin.extractAuthenticated({ url: `${site.url}/auth/csrf/account`, credential_ref: cred.name, prompt: 'plan', session_name: 'wrong' }),
  );
  expect(e.code).toBe('login_failed');
  expect(e.traceId).toMatch(/^trc_/);
  const trace = await server.admin.loginTrace(e.traceId!);
  expect(trace).toMatchObject({ status: 'failed', error: expect.stringContaining('Invalid email or password') });
  expect(JSON.stringify(trace)).not.toContain('not-the-password-123');
  const row = (await server.admin.extractions({ limit: 1 } as never)).items[0];
  expect(row).toMatchObject({
    mode: 'authenticated',
    status: 'failed',
    login_trace_id: e.traceId,
    failure: { family: 'auth', retry_class: 'after_config_change' },
  });
  expect((await server.admin.authSessions({ q: 'wrong' })).items).toEqual([]);
});

test('a site that is down during login fails in the network family, with its trace', async ({ site }) => {
  const cred = await server.admin.createCredential({ name: 'down', login_url: 'http://127.0.0.1:9/login', username: SITE_USER, password: SITE_PASSWORD });
  const e = await error(
    server.admin.extractAuthenticated({ url: `${site.url}/auth/plain/account`, credential_ref: cred.name, prompt: 'plan', session_name: 'down' }),
  );
  expect(e.code).toBe('upstream_failed');
  expect(e.details).toMatchObject({ family: 'network' });
  expect((await server.admin.loginTrace(e.traceId!)).status).toBe('failed');
  expect((await server.admin.extractions({ limit: 1 } as never)).items[0].failure).toMatchObject({ family: 'network' });
});

test('a login page that never finishes ends at the run timeout', async ({ site }) => {
  const quick = await startTestServer({ engine: 'auto', extractTimeoutSeconds: 2 });
  try {
    await quick.admin.createCredential({ name: 'hang', login_url: `${site.url}/auth/hang/login`, username: SITE_USER, password: SITE_PASSWORD });
    const e = await error(
      quick.admin.extractAuthenticated({ url: `${site.url}/auth/hang/account`, credential_ref: 'hang', prompt: 'plan', session_name: 'hang' }),
    );
    expect(e.code).toBe('timeout');
    expect((await quick.admin.extractions({ limit: 1 } as never)).items[0].failure).toMatchObject({ family: 'timeout' });
  } finally {
    await quick.close();
  }
});

test('unknown credential → 404, unknown field → 400, and nothing of another tenant is visible', async ({ site }) => {
  const miss = await server.admin.raw('POST', '/v1/extract/authenticated', {
    url: `${site.url}/auth/plain/account`,
    credential_ref: 'nope',
    prompt: 'plan',
    session_name: 'x',
  });
  expect(miss.status).toBe(404);
  const extra = await server.admin.raw('POST', '/v1/extract/authenticated', {
    url: `${site.url}/auth/plain/account`,
    credential_ref: 'nope',
    prompt: 'plan',
    session_name: 'x',
    cookies: 'a=b',
  });
  expect(extra.status).toBe(400);
  expect(JSON.stringify(extra.body)).toContain('cookies');

  const cred = await credential(site.url, 'plain');
  const ok = await server.admin.extractAuthenticated({
    url: `${site.url}/auth/plain/account`,
    credential_ref: cred.name,
    prompt: 'plan',
    schema: SCHEMA,
    session_name: 'mine',
  });
  const other = server.client((await server.admin.createKey({ name: 'other', scopes: ['read', 'write'], tenant: 'acme' } as never)).secret as string);
  expect(
    (
      await other.raw('POST', '/v1/extract/authenticated', {
        url: `${site.url}/auth/plain/account`,
        credential_ref: cred.name,
        prompt: 'plan',
        session_name: 'mine',
      })
    ).status,
  ).toBe(404);
  expect((await other.raw('GET', `/v1/auth/traces/${ok.metadata.login_trace_id}`)).status).toBe(404);
  expect((await other.raw('DELETE', '/v1/auth/sessions/mine')).status).toBe(404);
  expect((await other.raw('DELETE', `/v1/auth/credentials/${cred.id}`)).status).toBe(404);
  expect((await other.authSessions()).items).toEqual([]);
  expect((await other.credentials()).items).toEqual([]);

  expect((await server.admin.raw('DELETE', '/v1/auth/sessions/mine')).status).toBe(204);
  expect((await server.admin.raw('DELETE', '/v1/auth/sessions/mine')).status).toBe(404);
});
