/**
 * Launching a local Chromium the way the service needs it: quiet (no background networking, sync or
 * component updates on this closed network), sandbox off (runs as root in labs and CI), headless
 * shell in its own mode, over a pipe. The pool's browser and dedicated browsers start here alike.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { isHeadlessShell } from './find-browser';

// No GPU, so no shaders to cache: without the shader cache, clearing a context's storage ('all' types, as the pool does
// after each job) skips the cache's clear, most of that clear's cost.
// RenderDocument gives every new document a new frame host and, in the renderer, a new frame and view; without it a
// pooled page's navigation to a page of the same site keeps them, which halves the main threads' work per navigation
// (measured by tracing: 23 → 15 ms in the browser, 25 → 16 ms in the renderer).
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-shader-disk-cache',
  '--disable-features=RenderDocument',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Page size of new pages (deviceScaleFactor included, so a reset never needs setViewport). */
export const VIEWPORT = { width: 800, height: 600, deviceScaleFactor: 1 };

/** What a launch may add to the defaults. */
export interface LaunchExtras {
  /** Environment of the browser process on top of this process's (e.g. PULSE_SINK for an audio capture). */
  env?: Record<string, string>;
  /** More command-line switches (e.g. an autoplay policy). */
  args?: string[];
  /** Puppeteer defaults to drop (a capturing browser drops `--mute-audio`, or it records silence). */
  ignoreDefaultArgs?: string[];
}

/** Launches `executablePath` with the service's switches plus `extras`. */
export function launchChromium(executablePath: string | undefined, extras: LaunchExtras = {}): Promise<Browser> {
  return puppeteer.launch({
    executablePath,
    headless: executablePath && isHeadlessShell(executablePath) ? 'shell' : true,
    args: [...LAUNCH_ARGS, ...(extras.args ?? [])],
    ...(extras.ignoreDefaultArgs ? { ignoreDefaultArgs: extras.ignoreDefaultArgs } : {}),
    // A pipe instead of a WebSocket: the browser exits when this process dies (even by SIGKILL), so a killed server
    // leaves no browser behind; and each CDP message costs less on both ends (no frames to mask and parse).
    pipe: true,
    // The browser inherits this process's environment (PATH, HOME, DISPLAY…); nothing is read from it here.
    // eslint-disable-next-line no-restricted-properties
    env: extras.env ? { ...process.env, ...extras.env } : undefined,
    defaultViewport: VIEWPORT,
  });
}
