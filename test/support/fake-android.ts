/**
 * A fake Android lab for tests: the adb server stand-in with one device whose
 * `chrome_devtools_remote` socket leads to a real headless Chromium, a display (fake-app.ts: a
 * Chromium page sized as a 1080×2400 phone) for screencap, input, uiautomator and logcat, and a
 * short H.264 clip made with ffmpeg for `screenrecord` to stream.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from '@playwright/test';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { ServerOptions } from '../../server/index';
import { findBrowser, isHeadlessShell } from '../../server/providers/browser/find-browser';
import { startAdbStandIn, type AdbStandIn, type FakeDevice } from './adb-server-stand-in';
import { openFakeApp, type FakeAppScreen } from './fake-app';
import { startTestServer, tempDir, type TestServer } from './server';

/** A running fake lab. */
export interface FakeAndroidLab {
  adb: AdbStandIn;
  browser: Browser;
  /** Chromium's DevTools port (what the device's chrome_devtools_remote leads to). */
  devtoolsPort: number;
  /** The display every device of the lab shows. */
  screen: FakeAppScreen;
  /** A device with Chrome on it. */
  device(serial: string, model?: string): FakeDevice;
  close(): Promise<void>;
}

/** Makes a 2-s H.264 clip (20 frames) such as `screenrecord` streams; returns its path. */
export function makeScreenClip(): string {
  const clip = path.join(tempDir('pluck-clip-'), 'screen.h264');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=10',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'h264',
    clip,
  ]);
  return clip;
}

/** Starts Chromium, makes the clip and starts the stand-in with `serials` as Chrome devices. */
export async function startFakeAndroidLab(serials: string[] = ['emulator-5554']): Promise<FakeAndroidLab> {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error('no Chromium found for the fake Android device');
  const browser = await puppeteer.launch({ executablePath, headless: isHeadlessShell(executablePath) ? 'shell' : true, args: ['--no-sandbox'] });
  const devtoolsPort = Number(new URL(browser.wsEndpoint()).port);
  const clip = makeScreenClip();
  const screen = await openFakeApp(browser);
  const device = (serial: string, model = 'Pixel 7'): FakeDevice => ({
    serial,
    model,
    sockets: { chrome_devtools_remote: devtoolsPort },
    screen,
    packages: new Set(['com.android.chrome', 'com.android.settings', 'com.example.shop']),
  });
  const adb = await startAdbStandIn({ devices: serials.map((s) => device(s)), screenrecordFile: clip });
  return {
    adb,
    browser,
    devtoolsPort,
    screen,
    device,
    async close() {
      await adb.close();
      await browser.close();
    },
  };
}

/** A lab and a server that finds its devices through the lab's adb; filled in before a file's first test. */
export interface LabWithServer {
  lab: FakeAndroidLab;
  server: TestServer;
}

/**
 * Registers the hooks the device specs share: a lab of one emulator, and a server started by `start` (the API's or
 * the console's) with `overrides`, reading that lab's adb and no iOS; both closed after the file's last test.
 */
export function useFakeAndroidLab(overrides: Partial<ServerOptions> = {}, start = startTestServer): LabWithServer {
  const env = {} as LabWithServer;
  test.beforeAll(async () => {
    env.lab = await startFakeAndroidLab(['emulator-5554']);
    env.server = await start({ adbServerPort: env.lab.adb.port, iosWdpUrl: 'off', ...overrides });
  });
  test.afterAll(async () => {
    await env.server?.close();
    await env.lab?.close();
  });
  return env;
}
