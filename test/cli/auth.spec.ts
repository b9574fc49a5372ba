/**
 * The auth commands against a real server and the fixture site's login area: the password goes in
 * on stdin (never argv) and never comes out; extract --auth logs in, the session is listed and
 * removable, the trace is readable; an unknown credential exits 3 and a refused login exits 4.
 */
import { SITE_PASSWORD, SITE_USER } from '../site/auth-areas';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { expect, startTestServer, test as base, type TestServer } from '../support/server';
import { runAgainst } from './run-cli';

const test = base.extend<{ site: FixtureSite; browserServer: TestServer }>({
  site: async ({}, use) => {
    const site = await startFixtureSite();
    await use(site);
    await site.close();
  },
  browserServer: async ({}, use) => {
    const server = await startTestServer({ engine: 'auto' });
    await use(server);
    await server.close();
  },
});

test('credentials add/list/rm, extract --auth, sessions list/rm and trace', async ({ site, browserServer: server }) => {
  const run = (args: string[], input?: string) => runAgainst(server, server.adminKey, args, input === undefined ? {} : { input });
  const add = await run(['auth', 'credentials', 'add', 'shop', '--login-url', `${site.url}/auth/plain/login`, '--username', SITE_USER], `${SITE_PASSWORD}\n`);
  expect(add.code, add.stderr).toBe(0);
  expect(add.stdout).toContain('Stored credential shop');
  expect(add.stdout).not.toContain(SITE_PASSWORD);

  const list = await run(['auth', 'credentials', 'list']);
  expect(list.stdout).toContain('shop');
  expect(list.stdout).toContain(SITE_USER);
  expect(list.stdout).not.toContain(SITE_PASSWORD);

  const extract = await run(['extract', `${site.url}/auth/plain/account`, '--auth', 'shop', '--session', 'main', '--prompt', 'plan and balance', '--json']);
  expect(extract.code, extract.stderr).toBe(0);
  const result = extract.json();
  expect(result.data).toMatchObject({ plan: 'Gold' });
  expect(result.metadata.session).toEqual({ name: 'main', reused: false, stale_discarded: false });

  const sessions = await run(['auth', 'sessions', 'list', '--q', 'main']);
  expect(sessions.code, sessions.stderr).toBe(0);
  expect(sessions.stdout).toMatch(/main\s+http:\/\/127\.0\.0\.1:\d+\s+\d+/);

  const trace = await run(['auth', 'trace', result.metadata.login_trace_id]);
  expect(trace.code, trace.stderr).toBe(0);
  expect(trace.stdout).toContain('succeeded');
  expect(trace.stdout).toContain('submit');
  expect(trace.stdout).toMatch(/Started:\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/m);
  expect(trace.stdout).toMatch(/^\+\d+ ms\s+submit/m);
  expect(trace.stdout).not.toMatch(/\d{4}-\d\d-\d\dT\d\d/);
  expect(trace.stdout).not.toContain(SITE_PASSWORD);

  expect((await run(['auth', 'sessions', 'rm', 'main'])).code).toBe(0);
  expect((await run(['auth', 'sessions', 'list', '--json'])).json().items).toEqual([]);
  const again = await run(['auth', 'sessions', 'rm', 'main']);
  expect(again.code).toBe(3);

  const unknown = await run(['extract', `${site.url}/auth/plain/account`, '--auth', 'nope', '--prompt', 'plan']);
  expect(unknown.code).toBe(3);

  await run(['auth', 'credentials', 'add', 'wrong', '--login-url', `${site.url}/auth/plain/login`, '--username', SITE_USER], 'not-it\n');
  const refused = await run(['extract', `${site.url}/auth/plain/account`, '--auth', 'wrong', '--prompt', 'plan']);
  expect(refused.code).toBe(4);
  expect(refused.stderr).toContain('login_failed');

  expect((await run(['auth', 'credentials', 'rm', 'shop'])).code).toBe(0);
  expect((await run(['auth', 'credentials', 'list', '--json'])).json().items.map((c: { name: string }) => c.name)).toEqual(['wrong']);
});
