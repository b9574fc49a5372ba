/**
 * Work nobody waits for stops: a cancelled task and a synchronous extraction whose client went away
 * end their browser work (the slow page's request is dropped) and are not charged. Bounds on the
 * polls are generous; what is asserted is the outcome, not its timing.
 */
import { test as base, expect } from '@playwright/test';
import { startTestServer, type TestServer } from '../support/server';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { waitStatus } from '../support/tasks';
import { SITE_PASSWORD, SITE_USER } from '../site/auth-areas';

const ARTICLE = { type: 'object', properties: { title: { type: 'string' } } };

const test = base.extend<{ site: FixtureSite; server: TestServer }>({
  site: async ({}, use) => {
    const site = await startFixtureSite();
    await use(site);
    await site.close();
  },
  server: async ({}, use) => {
    const server = await startTestServer({ engine: 'browser', browserPath: '/usr/bin/chromium', queueConcurrency: 1 });
    await use(server);
    await server.close();
  },
});

async function queueRunning(server: TestServer): Promise<number> {
  const health = await server.admin.health();
  return (health.components.queue as { running: number }).running;
}

test('a cancelled task on a slow page drops the page and frees its worker promptly, uncharged', async ({ server, site }) => {
  const c = server.admin;
  const task = await c.extractAsync({ url: `${site.url}/slow?ms=60000`, schema: ARTICLE });
  await waitStatus(c, task.id, 'running');
  await expect.poll(() => site.slowWaiting(), { timeout: 30_000, message: 'the browser to ask for the slow page' }).toBe(1);

  expect((await c.cancelTask(task.id)).status).toBe('cancelled');
  await expect.poll(() => site.slowWaiting(), { timeout: 5000, message: 'the slow page to be dropped' }).toBe(0);
  await expect.poll(() => queueRunning(server), { timeout: 5000, message: 'the worker to be free' }).toBe(0);
  expect((await c.task(task.id)).status).toBe('cancelled');
  expect((await c.usage()).extractions).toBe(0);
});

for (const [route, body] of [
  ['/v1/extract', { schema: ARTICLE }],
  ['/v1/visual', { instruction: 'the headline' }],
  ['/v1/extract/authenticated', { prompt: 'the title', session_name: 'gone', credential_ref: 'abandoned-login' }],
] as const) {
  test(`a synchronous ${route} whose client goes away stops its page, is cancelled and is not charged`, async ({ server, site }) => {
    const c = server.admin;
    if ('credential_ref' in body) {
      await c.createCredential({ name: body.credential_ref, login_url: `${site.url}/auth/plain/login`, username: SITE_USER, password: SITE_PASSWORD });
    }
    const before = await c.usage();
    const client = new AbortController();
    const request = fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.adminKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: `${site.url}/slow?ms=60000`, ...body }),
      signal: client.signal,
    });
    request.catch(() => undefined);
    await expect.poll(() => site.slowWaiting(), { timeout: 30_000, message: 'the browser to ask for the slow page' }).toBe(1);
    client.abort();

    await expect.poll(() => site.slowWaiting(), { timeout: 5000, message: 'the slow page to be dropped' }).toBe(0);
    await expect.poll(async () => (await c.extractions()).items[0]?.status, { timeout: 5000 }).toBe('cancelled');
    const after = await c.usage();
    expect(after.extractions).toBe(before.extractions);
    expect(after.free_tier_remaining).toBe(before.free_tier_remaining);
  });
}
