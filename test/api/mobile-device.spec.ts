/**
 * The leased device itself, against the adb server stand-in whose device shows a Chromium page
 * sized as a 1080×2400 phone: the live screen over a WebSocket (frames, rotation, one device stream
 * for several viewers, stopped when nobody looks), touch and keys mapped from the viewer's
 * fractions (holder only; the lab operator watches), logcat filtered by level and tag, apps
 * listed, installed from an upload, launched and uninstalled, and a screenshot on demand — on a local
 * device and on one of a hosted worker (the real `pluck mobile worker` code, in process).
 */
import WebSocket from 'ws';
import { AppError, type PluckClient } from '../../server/client/index';
import type { MobileSession } from '../../server/contract/mobile';
import { sseBody, sseFrames } from '../../server/client/follow-transcript';
import { startMobileWorker } from '../../server/providers/mobile/worker-agent';
import { useFakeAndroidLab } from '../support/fake-android';
import { pngSize, ScreenViewer } from '../support/screen-viewer';
import { test, expect, startTestServer } from '../support/server';

/** A client of another tenant (acme), with the mobile scope. */
let acme: PluckClient;

test.describe.configure({ mode: 'serial' });

const env = useFakeAndroidLab();

test.beforeAll(async () => {
  acme = env.server.client((await env.server.admin.createKey({ name: 'acme-lab', scopes: ['mobile'], tenant: 'acme' })).secret);
});

test.afterEach(async () => {
  for (const c of [env.server.admin, acme]) for (const s of (await c.mobileSessions()).items) if (s.status === 'attached') await c.releaseMobileSession(s.id);
  await env.lab.screen.rotate(false);
  await env.lab.screen.show('home');
});

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const screencaps = () => env.lab.adb.shellLog.filter((c) => c.startsWith('screencap')).length;
const hash = () => env.lab.screen.page.evaluate('location.hash') as Promise<string>;
const lease = (c: PluckClient): Promise<MobileSession> => c.createMobileSession({ platform: 'android' });

/** The upgrade refusal as a client sees it: the HTTP status and the error body. */
function refusal(client: PluckClient, sessionId: string): Promise<{ status: number; body: any }> {
  const { url, protocols } = client.screenSocket(sessionId);
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    ws.on('open', () => reject(new Error('the socket opened')));
    ws.on('error', () => undefined);
  });
}

test('the live screen: frames at the device’s size, rotation followed, one device stream for two viewers, stopped when nobody looks', async () => {
  const s = await lease(env.server.admin);
  expect(s.capabilities).toMatchObject({ screen: true });
  const a = new ScreenViewer(env.server.admin, s.id, true);
  await expect.poll(() => a.frames().length).toBeGreaterThanOrEqual(2);
  expect(a.messages[0]).toEqual({ type: 'hello', session_id: s.id, role: 'holder' });
  expect(a.messages[1]).toEqual({ type: 'screen', width: 1080, height: 2400, rotation: 0, format: 'png' });
  expect(pngSize(a.frames()[0])).toEqual({ png: 'PNG', width: 1080, height: 2400 });

  // A second viewer joins the same device stream: the device is not asked twice per frame.
  const b = new ScreenViewer(env.server.admin, s.id);
  await expect.poll(() => b.frames().length).toBeGreaterThanOrEqual(1);
  const [caps0, a0, b0] = [screencaps(), a.frames().length, b.frames().length];
  await expect.poll(() => Math.min(a.frames().length - a0, b.frames().length - b0)).toBeGreaterThanOrEqual(5);
  const frames = Math.max(a.frames().length - a0, b.frames().length - b0);
  expect(screencaps() - caps0).toBeLessThanOrEqual(frames + 2);

  await env.lab.screen.rotate(true);
  await expect.poll(() => b.json('screen').at(-1)).toEqual({ type: 'screen', width: 2400, height: 1080, rotation: 90, format: 'png' });
  expect(pngSize(b.frames().at(-1)!)).toMatchObject({ width: 2400, height: 1080 });

  await a.close();
  await b.close();
  // Nobody looks: the device is no longer asked for frames.
  await expect
    .poll(async () => {
      const before = screencaps();
      await new Promise((r) => setTimeout(r, 300));
      return screencaps() - before;
    })
    .toBe(0);

  // A released session ends its viewers' stream with the reason.
  const c = new ScreenViewer(env.server.admin, s.id);
  await expect.poll(() => c.frames().length).toBeGreaterThanOrEqual(1);
  await env.server.admin.releaseMobileSession(s.id);
  await expect.poll(() => c.closed).toEqual({ code: 4000, reason: `session ${s.id} ended` });
});

test('who may look: the lab operator watches another tenant’s session, that tenant’s keys see only their own, a plain GET is told to upgrade', async () => {
  const s = await lease(acme);
  expect(await refusal(env.server.client('pk_wrong'), s.id)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  const other = env.server.client((await env.server.admin.createKey({ name: 'globex', scopes: ['mobile'], tenant: 'globex' })).secret);
  expect(await refusal(other, s.id)).toMatchObject({ status: 404, body: { code: 'not_found' } });
  const readOnly = env.server.client((await env.server.admin.createKey({ name: 'acme-reader', scopes: ['read'], tenant: 'acme' })).secret);
  expect(await refusal(readOnly, s.id)).toMatchObject({ status: 403, body: { code: 'forbidden', details: { needed_scope: 'mobile' } } });

  const watcher = new ScreenViewer(env.server.admin, s.id);
  await expect.poll(() => watcher.frames().length).toBeGreaterThanOrEqual(1);
  expect(watcher.messages[0]).toEqual({ type: 'hello', session_id: s.id, role: 'watcher' });
  await watcher.close();

  const plain = await acme.raw('GET', `/v1/mobile/sessions/${s.id}/screen`);
  expect(plain.status).toBe(400);
  expect(plain.body).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/WebSocket/) });
  await acme.releaseMobileSession(s.id);
  expect(await refusal(acme, s.id)).toMatchObject({ status: 409, body: { code: 'conflict', details: { status: 'released' } } });
});

test('control: taps, long press, swipe, text and Back/Home/Recents mapped from the viewer’s fractions; only the holder controls', async () => {
  const s = await acme.createMobileSession({ platform: 'android' });
  // The "Shop" icon sits at CSS (24..112, 88..160) of the 360×800 phone: its middle as fractions of the screen.
  const shop = { x: 68 / 360, y: 124 / 800 };
  const tapped = await acme.sessionInput(s.id, { action: 'tap', ...shop });
  expect(tapped).toEqual({
    action: 'tap',
    command: `input tap ${Math.round(shop.x * 1080)} ${Math.round(shop.y * 2400)}`,
    screen: { width: 1080, height: 2400 },
  });
  await expect.poll(hash).toBe('#product');

  // Over the socket, the holder's inputs are answered; the operator, watching, is refused.
  const holder = new ScreenViewer(acme, s.id);
  const watcher = new ScreenViewer(env.server.admin, s.id);
  await expect.poll(() => watcher.frames().length).toBeGreaterThanOrEqual(1);
  holder.send({ type: 'input', action: 'key', key: 'back' });
  await expect.poll(() => holder.json('input')).toEqual([{ type: 'input', action: 'key', command: 'input keyevent 4' }]);
  await expect.poll(hash).toBe('#home');
  watcher.send({ type: 'input', action: 'tap', ...shop });
  await expect
    .poll(() => watcher.json('error'))
    .toEqual([
      {
        type: 'error',
        code: 'forbidden',
        error: expect.stringMatching(/Only the holder of session .* may control the device; you are watching it/),
        details: { session_id: s.id, role: 'watcher' },
      },
    ]);
  expect(await hash()).toBe('#home');
  const refused = await failure(env.server.admin.sessionInput(s.id, { action: 'key', key: 'home' }));
  expect([refused.status, refused.code]).toEqual([403, 'forbidden']);
  holder.send({ type: 'input', action: 'swipe', x: 0.5, y: 0.5 });
  await expect
    .poll(() => holder.json('error'))
    .toEqual([{ type: 'error', code: 'invalid_request', error: '"to_x" is required for swipe', details: { field: 'to_x' } }]);
  await holder.close();
  await watcher.close();

  await acme.sessionInput(s.id, { action: 'tap', ...shop });
  await expect.poll(hash).toBe('#product');
  const note = await env.lab.screen.page.$eval('#note', (e) => {
    const r = e.getBoundingClientRect();
    return { x: (r.left + r.width / 2) / 360, y: (r.top + r.height / 2) / 800 };
  });
  await acme.sessionInput(s.id, { action: 'tap', ...note });
  expect((await acme.sessionInput(s.id, { action: 'text', text: 'gift wrap please' })).command).toBe('input text gift%swrap%splease');
  expect(await env.lab.screen.page.$eval('#note', (e) => (e as HTMLInputElement).value)).toBe('gift wrap please');
  expect((await acme.sessionInput(s.id, { action: 'long_press', ...note })).command).toMatch(/^input swipe (\d+) (\d+) \1 \2 800$/);
  expect((await acme.sessionInput(s.id, { action: 'swipe', x: 0.5, y: 0.8, to_x: 0.5, to_y: 0.2, duration_ms: 200 })).command).toBe(
    'input swipe 540 1920 540 480 200',
  );
  await acme.sessionInput(s.id, { action: 'key', key: 'recents' });
  await expect.poll(hash).toBe('#recents');
  await acme.sessionInput(s.id, { action: 'key', key: 'home' });
  await expect.poll(hash).toBe('#home');

  // Turned, the same fractions land on the turned screen's pixels.
  await env.lab.screen.rotate(true);
  expect(await acme.sessionInput(s.id, { action: 'tap', x: 0.5, y: 0.5 })).toMatchObject({
    command: 'input tap 1200 540',
    screen: { width: 2400, height: 1080 },
  });
  const bad = await failure(acme.sessionInput(s.id, { action: 'tap', x: 1.5, y: 0 }));
  expect([bad.code, bad.details?.field]).toEqual(['invalid_request', 'x']);
});

test('logcat streams filtered by level and tag; apps are listed, installed from an upload, launched and uninstalled; a screenshot on demand', async () => {
  const s = await acme.createMobileSession({ platform: 'android' });
  const read = async (q: { level?: 'V' | 'D' | 'I' | 'W' | 'E' | 'F'; tag?: string }, count: number, during?: () => Promise<unknown>) => {
    const stop = new AbortController();
    const res = await acme.sessionLogcat(s.id, q, stop.signal);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const lines: any[] = [];
    // The stream is open (its headers came after logcat started): what happens now is in it.
    await during?.();
    for await (const f of sseFrames(await sseBody(res))) {
      lines.push({ event: f.event, ...JSON.parse(f.data) });
      if (lines.length >= count) break;
    }
    stop.abort();
    return lines;
  };
  const warnings = await read({ level: 'W' }, 4);
  expect(warnings.every((l) => l.event === 'line' && ['W', 'E', 'F'].includes(l.level))).toBe(true);
  expect(warnings[0]).toEqual({
    event: 'line',
    time: expect.stringMatching(/^\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/),
    pid: 4321,
    tid: 4328,
    level: expect.any(String),
    tag: expect.any(String),
    message: expect.any(String),
  });
  const shop = await read({ tag: 'ShopApp' }, 2, () =>
    acme.launchApp(s.id, 'com.example.shop').then(() => acme.sessionInput(s.id, { action: 'key', key: 'back' })),
  );
  expect(shop.map((l) => [l.tag, l.message])).toEqual([
    ['ShopApp', 'screen product'],
    ['ShopApp', 'screen home'],
  ]);

  expect((await acme.sessionApps(s.id)).items).toEqual([
    { package: 'com.android.chrome' },
    { package: 'com.android.settings' },
    { package: 'com.example.shop' },
  ]);
  // A fake APK: a ZIP whose comment names its package, which the stand-in's package manager reads.
  const apk = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from(' fake apk package=com.example.notes ')]);
  expect(await acme.installApp(s.id, apk)).toEqual({ installed: ['com.example.notes'] });
  expect(env.lab.adb.shellLog).toContain(`cmd package install -r -S ${apk.length}`);
  expect((await acme.sessionApps(s.id)).items.map((a) => a.package)).toContain('com.example.notes');
  const notApk = await failure(acme.installApp(s.id, Buffer.from('not a zip')));
  expect([notApk.status, notApk.code]).toEqual([400, 'invalid_request']);
  const parse = await failure(acme.installApp(s.id, Buffer.from('PK\x03\x04 no manifest', 'latin1')));
  expect([parse.status, parse.code, parse.message]).toEqual([502, 'upstream_failed', expect.stringMatching(/INSTALL_PARSE_FAILED_NOT_APK/)]);
  const watcherInstall = await failure(env.server.admin.installApp(s.id, apk));
  expect([watcherInstall.status, watcherInstall.code]).toEqual([403, 'forbidden']);
  expect(await acme.uninstallApp(s.id, 'com.example.notes')).toEqual({ uninstalled: 'com.example.notes' });
  const gone = await failure(acme.launchApp(s.id, 'com.example.notes'));
  expect([gone.status, gone.code, gone.message]).toEqual([404, 'not_found', 'No package com.example.notes on android device emulator-5554']);
  const shell = await failure(acme.uninstallApp(s.id, 'x;reboot'));
  expect([shell.status, shell.code]).toEqual([400, 'invalid_request']);

  const png = Buffer.from(await env.server.admin.sessionScreenshot(s.id));
  expect(pngSize(png)).toEqual({ png: 'PNG', width: 1080, height: 2400 });
});

test('the shell: an admin key of the holder runs a command and gets its output and status; each command is recorded, with who ran it', async () => {
  const s = await lease(env.server.admin);
  const ran = await env.server.admin.deviceShell(s.id, { command: 'getprop ro.product.model' });
  expect(ran).toMatchObject({
    session_id: s.id,
    platform: 'android',
    device_id: 'emulator-5554',
    command: 'getprop ro.product.model',
    exit_code: 0,
    timed_out: false,
    truncated: false,
  });
  expect(ran.output).toMatch(/^\S.*\n$/);
  // The command reaches the device's sh as typed, quotes included.
  expect(await env.server.admin.deviceShell(s.id, { command: "echo 'two words'" })).toMatchObject({ output: "'two words'\n", exit_code: 0 });
  expect(await env.server.admin.deviceShell(s.id, { command: 'exit 3' })).toMatchObject({ output: '', exit_code: 3 });
  expect(await env.server.admin.deviceShell(s.id, { command: 'no-such-tool --now' })).toMatchObject({
    output: '/system/bin/sh: no-such-tool: not found\n',
    exit_code: 127,
  });
  expect(await env.server.admin.deviceShell(s.id, { command: 'sleep 5', timeout_seconds: 1 })).toMatchObject({ exit_code: null, timed_out: true });

  // Recorded, newest first, with the key that ran each one.
  const log = (await env.server.admin.shellCommands({ session_id: s.id })).items;
  expect(log.map((c) => [c.command, c.exit_code, c.timed_out])).toEqual([
    ['sleep 5', null, true],
    ['no-such-tool --now', 127, false],
    ['exit 3', 3, false],
    ["echo 'two words'", 0, false],
    ['getprop ro.product.model', 0, false],
  ]);
  const me = (await env.server.admin.listKeys()).items.find((k) => k.name.startsWith('bootstrap'))!;
  expect(new Set(log.map((c) => c.key_id))).toEqual(new Set([me.id]));
  expect(log.every((c) => c.finished_at !== null)).toBe(true);

  // A key without admin may not, nor a bad command; the operator watching another tenant's session may not either.
  // None of them runs anything or is recorded.
  const mobileOnly = env.server.client((await env.server.admin.createKey({ name: 'lab-hand', scopes: ['mobile'] })).secret);
  expect(await failure(mobileOnly.deviceShell(s.id, { command: 'echo no' }))).toMatchObject({ code: 'forbidden', details: { needed_scope: 'admin' } });
  expect(await failure(env.server.admin.deviceShell(s.id, { command: '' }))).toMatchObject({ code: 'invalid_request', details: { field: 'command' } });
  await env.server.admin.releaseMobileSession(s.id);
  const theirs = await lease(acme);
  expect(await failure(env.server.admin.deviceShell(theirs.id, { command: 'echo no' }))).toMatchObject({ code: 'forbidden', details: { role: 'watcher' } });
  expect((await env.server.admin.shellCommands()).items).toHaveLength(5);
  expect(env.lab.adb.shellLog.filter((c) => c.includes('echo no'))).toEqual([]);
});

test('the OpenAPI document describes the screen socket and the APK upload', async () => {
  const openapi = (await acme.raw('GET', '/openapi.json')).body as any;
  expect(openapi.paths['/v1/mobile/sessions/{id}/screen'].get['x-websocket']).toEqual({ subprotocol: 'pluck.v1', key_subprotocol: 'bearer.<API_KEY>' });
  expect(Object.keys(openapi.paths['/v1/mobile/sessions/{id}/apps'].post.requestBody.content)).toEqual(['application/vnd.android.package-archive']);
});

test('a hosted worker’s device: the screen, input, logcat, apps and extraction go through the real worker’s control API', async () => {
  const hosted = await startTestServer({ workerToken: 'wt-device', adbServerHost: 'off', iosWdpUrl: 'off' });
  const worker = await startMobileWorker({
    server: hosted.url,
    token: 'wt-device',
    listenHost: '127.0.0.1',
    listenPort: 0,
    workerId: 'rack-9',
    maxSessions: 2,
    adbHost: '127.0.0.1',
    adbPort: env.lab.adb.port,
    heartbeatSeconds: 1,
  });
  try {
    const s = await hosted.admin.createMobileSession({ platform: 'android' });
    expect(s).toMatchObject({ transport: 'worker_control', worker_id: 'rack-9', capabilities: { screen: true } });
    // A worker's control API gives screenshots only: a viewer asking for video gets PNG frames.
    const viewer = new ScreenViewer(hosted.admin, s.id, false, { format: 'h264' });
    await expect.poll(() => viewer.frames().length).toBeGreaterThanOrEqual(1);
    expect(pngSize(viewer.frames()[0]).png).toBe('PNG');
    expect(viewer.json('screen')[0]).toEqual({ type: 'screen', width: 1080, height: 2400, rotation: 0, format: 'png' });
    viewer.send({ type: 'input', action: 'tap', x: 68 / 360, y: 124 / 800 });
    await expect.poll(() => viewer.json('input')).toEqual([{ type: 'input', action: 'tap', command: 'input tap 204 372' }]);
    await expect.poll(hash).toBe('#product');
    await viewer.close();

    const stop = new AbortController();
    const res = await hosted.admin.sessionLogcat(s.id, { tag: 'ShopApp' }, stop.signal);
    await hosted.admin.sessionInput(s.id, { action: 'key', key: 'back' });
    for await (const f of sseFrames(await sseBody(res))) {
      expect(JSON.parse(f.data)).toMatchObject({ level: 'I', tag: 'ShopApp', message: 'screen home' });
      break;
    }
    stop.abort();

    const apk = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from(' fake apk package=com.example.rack ')]);
    expect(await hosted.admin.installApp(s.id, apk)).toEqual({ installed: ['com.example.rack'] });
    expect(await hosted.admin.uninstallApp(s.id, 'com.example.rack')).toEqual({ uninstalled: 'com.example.rack' });
    expect(await hosted.admin.launchApp(s.id, 'com.example.shop')).toEqual({ launched: 'com.example.shop' });
    const r = await hosted.admin.extractScreen(s.id, { schema: { type: 'object', properties: { name: { type: 'string' }, sku: { type: 'string' } } } });
    expect(r).toMatchObject({ status: 'completed', data: { name: 'Aurora Desk Lamp', sku: 'AL-2041' }, metadata: { engine: 'device' } });
    expect(pngSize(Buffer.from(await hosted.admin.sessionScreenshot(s.id)))).toEqual({ png: 'PNG', width: 1080, height: 2400 });
    expect(await hosted.admin.deviceShell(s.id, { command: 'echo from the rack' })).toMatchObject({
      output: 'from the rack\n',
      exit_code: 0,
      device_id: 'emulator-5554',
    });
  } finally {
    await worker.close();
    await hosted.close();
  }
});

test('inputs over the socket count against the key’s rate limit, as POST …/input does', async () => {
  const limited = await startTestServer({ adbServerPort: env.lab.adb.port, iosWdpUrl: 'off', rateLimitPerSecond: 0.1, rateLimitBurst: 4 });
  try {
    const s = await limited.admin.createMobileSession({ platform: 'android' });
    const viewer = new ScreenViewer(limited.admin, s.id);
    await expect.poll(() => viewer.json('hello')).toHaveLength(1);
    for (let i = 0; i < 4; i++) viewer.send({ type: 'input', action: 'key', key: 'home' });
    await expect.poll(() => viewer.json('input').length + viewer.json('error').length).toBe(4);
    expect(viewer.json('error').map((e) => e.code)).toContain('rate_limited');
    await viewer.close();
  } finally {
    await limited.close();
  }
});

test('a stopping server closes its screen sockets (1001) instead of waiting on its viewers', async () => {
  const stopping = await startTestServer({ adbServerPort: env.lab.adb.port, iosWdpUrl: 'off' });
  const s = await stopping.admin.createMobileSession({ platform: 'android' });
  const viewer = new ScreenViewer(stopping.admin, s.id);
  await expect.poll(() => viewer.frames().length).toBeGreaterThanOrEqual(1);
  await stopping.close();
  await expect.poll(() => viewer.closed).toEqual({ code: 1001, reason: 'the server is shutting down' });
});
