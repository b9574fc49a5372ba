/**
 * The provider registry as users see it: GET /v1/providers, /health and the 503 routes all say
 * which providers this deployment has and, for the missing ones, what would turn them on.
 */
import { test, expect, startTestServer } from '../support/server';

const ABSENT: [kind: string, setting: RegExp][] = [
  ['mobile_adb', /ANDROID_ADB_SERVER_HOST/],
  ['mobile_ios', /PLUCK_IOS_WDP_URL/],
  ['mobile_workers', /PLUCK_WORKER_TOKEN/],
  ['credentials', /browser for its sessions.*PLUCK_ENGINE=http/],
];

test('GET /v1/providers and /health list every kind of provider with its availability and why not', async ({ server }) => {
  const anon = server.client();
  const listing = await anon.providers();
  const byKind = new Map(listing.capabilities.map((c) => [c.kind, c]));
  // The test server runs the HTTP engine: no browser, and the reason names the setting.
  expect(byKind.get('browser')).toMatchObject({ available: false, reason: expect.stringMatching(/PLUCK_ENGINE=http/) });
  for (const [kind, setting] of ABSENT) {
    expect(byKind.get(kind), kind).toMatchObject({ available: false, reason: expect.stringMatching(setting) });
  }
  // PulseAudio and pocketsphinx are installed here (audio.spec.ts covers them absent).
  expect(byKind.get('audio_capture')).toMatchObject({ available: true });
  expect(listing.capabilities.find((c) => c.id === 'pocketsphinx')).toMatchObject({ kind: 'transcription', available: true });
  expect(listing.capabilities.find((c) => c.id === 'openai' && c.kind === 'transcription')).toMatchObject({
    available: false,
    reason: expect.stringMatching(/PLUCK_TRANSCRIBE_URL/),
  });
  const health = (await anon.raw('GET', '/health')).body as {
    components: { engine: { browser: boolean }; providers: Record<string, { available: boolean; reason?: string }> };
  };
  expect(health.components.engine.browser).toBe(false);
  expect(health.components.providers.llm).toEqual({ available: true });
  expect(health.components.providers.browser).toMatchObject({ available: false, reason: expect.stringMatching(/PLUCK_ENGINE=http/) });
  for (const [kind, setting] of ABSENT) {
    expect(health.components.providers[kind], kind).toMatchObject({ available: false, reason: expect.stringMatching(setting) });
  }
});

test('a browser found by the auto engine is listed as available', async () => {
  const server = await startTestServer({ engine: 'auto' });
  try {
    const listing = await server.client().providers();
    expect(listing.capabilities.find((c) => c.kind === 'browser')).toMatchObject({ available: true });
    expect(listing.capabilities.find((c) => c.kind === 'browser')?.reason).toBeUndefined();
  } finally {
    await server.close();
  }
});

test('the 503 routes say why their provider is absent', async ({ server }) => {
  const cases: [method: string, path: string, code: string, setting: RegExp, body?: unknown][] = [
    ['GET', '/v1/mobile/devices', 'mobile_unavailable', /ANDROID_ADB_SERVER_HOST.*PLUCK_IOS_WDP_URL.*PLUCK_WORKER_TOKEN/],
    [
      'POST',
      '/v1/extract/authenticated',
      'credentials_unavailable',
      /PLUCK_ENGINE=http/,
      { url: 'http://127.0.0.1:9/', credential_ref: 'shop', prompt: 'orders', session_name: 's' },
    ],
  ];
  for (const [method, path, code, setting, body] of cases) {
    const r = await server.admin.raw(method, path, body);
    expect(r.status, path).toBe(503);
    expect(r.body, path).toMatchObject({ code, details: { reason: expect.stringMatching(setting) } });
  }
});
