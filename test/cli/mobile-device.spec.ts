/**
 * A leased device from the CLI against the adb stand-in (its device shows a Chromium page sized as
 * a 1080×2400 phone): `pluck mobile screen` taps, types and saves the screen, `pluck mobile logcat`
 * prints filtered lines, `pluck mobile apps` lists, installs, launches and uninstalls, `pluck mobile
 * extract` reads the product screen, `pluck mobile shell` runs a command; a watcher's
 * input is refused with the holder rule and a non-zero exit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { useFakeAndroidLab } from '../support/fake-android';
import { test, expect, tempDir } from '../support/server';
import { runAgainst } from './run-cli';

const env = useFakeAndroidLab();

test('pluck mobile screen, logcat and apps on a leased device; only the holder controls', async () => {
  const acmeKey = (await env.server.admin.createKey({ name: 'acme-lab', scopes: ['mobile'], tenant: 'acme' })).secret;
  const s = await env.server.client(acmeKey).createMobileSession({ platform: 'android' });
  const dir = tempDir('pluck-cli-screen-');
  const file = path.join(dir, 'shop.png');

  const tapped = await runAgainst(env.server, acmeKey, ['mobile', 'screen', s.id, '--tap', `${68 / 360},${124 / 800}`, '-o', file]);
  expect(tapped.code, tapped.stderr).toBe(0);
  expect(tapped.stdout).toBe(`Sent tap: input tap 204 372\nSaved the screen (1080×2400) to ${file}.\n`);
  expect(fs.readFileSync(file).subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(await env.lab.screen.page.evaluate('location.hash')).toBe('#product');

  const key = await runAgainst(env.server, acmeKey, ['mobile', 'screen', s.id, '--press', 'back', '--no-screenshot', '--json']);
  expect(key.json()).toEqual({ action: 'key', command: 'input keyevent 4', screen: { width: 1080, height: 2400 } });
  const bad = await runAgainst(env.server, acmeKey, ['mobile', 'screen', s.id, '--tap', '2,0.5']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(/--tap takes 2 comma-separated fractions of the screen between 0 and 1/);

  // The lab operator may look at another tenant's device, not touch it.
  const watched = await runAgainst(env.server, env.server.adminKey, ['mobile', 'screen', s.id, '--press', 'home']);
  expect(watched.code).not.toBe(0);
  expect(watched.stderr).toMatch(/forbidden.*Only the holder of session .* may control the device; you are watching it/s);
  expect(watched.stderr).not.toMatch(/lacks the scope/);

  const log = await runAgainst(env.server, acmeKey, ['mobile', 'logcat', s.id, '--level', 'E', '--lines', '2']);
  expect(log.code, log.stderr).toBe(0);
  const lines = log.stdout.trim().split('\n');
  expect(lines).toHaveLength(2);
  for (const l of lines) expect(l).toMatch(/^\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}  4321  4328 E (chatty|ActivityManager): system message \d+$/);

  const apk = path.join(dir, 'notes.apk');
  fs.writeFileSync(apk, Buffer.from('PK\x03\x04 fake apk package=com.example.notes', 'latin1'));
  const installed = await runAgainst(env.server, acmeKey, ['mobile', 'apps', 'install', s.id, apk]);
  expect(installed.stdout, installed.stderr).toBe('Installed com.example.notes.\n');
  expect((await runAgainst(env.server, acmeKey, ['mobile', 'apps', s.id])).stdout).toBe(
    'com.android.chrome\ncom.android.settings\ncom.example.notes\ncom.example.shop\n',
  );
  expect((await runAgainst(env.server, acmeKey, ['mobile', 'apps', 'launch', s.id, 'com.example.shop'])).stdout).toBe('Launched com.example.shop.\n');
  expect(await env.lab.screen.page.evaluate('location.hash')).toBe('#product');
  expect((await runAgainst(env.server, acmeKey, ['mobile', 'apps', 'uninstall', s.id, 'com.example.notes'])).stdout).toBe('Uninstalled com.example.notes.\n');
  const missing = await runAgainst(env.server, acmeKey, ['mobile', 'apps', 'launch', s.id, 'com.example.notes']);
  expect(missing.stderr).toMatch(/not_found.*No package com\.example\.notes on android device emulator-5554/s);

  const extracted = await runAgainst(env.server, acmeKey, [
    'mobile',
    'extract',
    s.id,
    '--schema',
    '{"type":"object","properties":{"name":{"type":"string"},"brand":{"type":"string"}}}',
    '--json',
  ]);
  expect(extracted.code, extracted.stderr).toBe(0);
  expect(extracted.json()).toMatchObject({ status: 'completed', data: { name: 'Aurora Desk Lamp', brand: 'Lumio' }, metadata: { engine: 'device' } });
  await env.server.client(acmeKey).releaseMobileSession(s.id);
});

test('pluck mobile shell prints what the command printed and exits with its outcome; pluck mobile shell log lists who ran what', async () => {
  const s = await env.server.admin.createMobileSession({ platform: 'android' });
  try {
    const echoed = await runAgainst(env.server, env.server.adminKey, ['mobile', 'shell', s.id, 'echo', 'hello', 'device']);
    expect(echoed.code, echoed.stderr).toBe(0);
    expect(echoed.stdout).toBe('hello device\n');
    const failed = await runAgainst(env.server, env.server.adminKey, ['mobile', 'shell', s.id, 'exit 4']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe('exit status 4\n');
    const stopped = await runAgainst(env.server, env.server.adminKey, ['mobile', 'shell', s.id, 'sleep 5', '--timeout', '1']);
    expect(stopped.code).toBe(6);
    expect(stopped.stderr).toMatch(/stopped after 1 s/);
    const log = await runAgainst(env.server, env.server.adminKey, ['mobile', 'shell', 'log', '--session', s.id]);
    expect(log.code, log.stderr).toBe(0);
    const rows = log.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^STARTED\s+SESSION\s+DEVICE\s+KEY\s+STATUS\s+COMMAND$/);
    expect(rows.slice(1).map((r) => r.split(/\s{2,}/).slice(-2))).toEqual([
      ['timed out', 'sleep 5'],
      ['4', 'exit 4'],
      ['0', 'echo hello device'],
    ]);
  } finally {
    await env.server.admin.releaseMobileSession(s.id);
  }
});
