/**
 * Guessing keys is limited per client address: refused keys (and worker tokens) count, valid keys
 * do not; past the limit the address gets 429 with Retry-After before any key is looked at.
 */
import { optionsFromEnv } from '../../server/options';
import { expect, startTestServer, test } from '../support/server';

test('failed authentications are limited per address: 429 with Retry-After, valid keys never counted', async () => {
  const server = await startTestServer({ authFailuresPerMinute: 5, workerToken: 'wt-secret' });
  try {
    // Many successful requests spend nothing.
    for (let i = 0; i < 30; i++) expect((await server.admin.raw('GET', '/v1/usage')).status).toBe(200);
    // Requests without any key are not guesses.
    for (let i = 0; i < 10; i++) expect((await server.client().raw('GET', '/v1/usage')).status).toBe(401);

    const guesser = server.client('pk_guess_0000');
    for (let i = 0; i < 3; i++) expect((await guesser.raw('GET', '/v1/usage')).status).toBe(401);
    // A wrong worker token is a failure of the same address.
    const worker = await server.client().raw('POST', '/v1/mobile/workers/heartbeat', { worker_id: 'w1' }, { headers: { 'X-Service-Worker-Token': 'nope' } });
    expect(worker.status).toBe(401);
    // Under the limit a valid key still works.
    expect((await server.admin.raw('GET', '/v1/usage')).status).toBe(200);
    // The fifth failure is still answered 401; the address is then out of attempts.
    expect((await guesser.raw('GET', '/v1/usage')).status).toBe(401);

    const limited = await guesser.raw('GET', '/v1/usage');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect((limited.body as { error: string }).error).toMatch(/failed authentications/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A right guess from the limited address is not confirmed either.
    expect((await server.admin.raw('GET', '/v1/usage')).status).toBe(429);
  } finally {
    await server.close();
  }
});

test('PLUCK_AUTH_FAILURES_PER_MINUTE sets the limit; 0 turns it off', async () => {
  expect(optionsFromEnv({}).authFailuresPerMinute).toBe(20);
  expect(optionsFromEnv({ PLUCK_AUTH_FAILURES_PER_MINUTE: '3' }).authFailuresPerMinute).toBe(3);
  const server = await startTestServer({ authFailuresPerMinute: 0 });
  try {
    const guesser = server.client('pk_guess_0000');
    for (let i = 0; i < 40; i++) expect((await guesser.raw('GET', '/v1/usage')).status).toBe(401);
  } finally {
    await server.close();
  }
});
