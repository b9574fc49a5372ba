/**
 * Finding a Chromium/Chrome binary on this machine.
 */
import fs from 'node:fs';
import path from 'node:path';

// The headless shell comes first: it is Chromium's build for automation (Playwright's default headless
// browser), without the desktop browser's window and UI layer, and a page load in it costs about half
// the CPU of one in the full browser's headless mode. Debian ships it as chromium-headless-shell.
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell', '/usr/bin/chrome-headless-shell'];

// Debian's /usr/lib/chromium/chromium skips the /usr/bin wrapper script and starts faster.
const FULL_BROWSERS = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

function executable(p: string): boolean {
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The browser to launch: `explicit` when it exists, else the first known install found (a headless shell first); undefined when none. */
export function findBrowser(explicit?: string): string | undefined {
  if (explicit) return executable(explicit) ? explicit : undefined;
  return [...HEADLESS_SHELLS, ...FULL_BROWSERS].find(executable);
}

/** The first full (windowed) Chrome or Chromium found, skipping headless shells; undefined when none. */
export function findFullBrowser(): string | undefined {
  return FULL_BROWSERS.find(executable);
}

/** Whether `binary` is a headless shell, which puppeteer must launch in its `shell` mode. */
export function isHeadlessShell(binary: string): boolean {
  return /headless[-_]shell/i.test(path.basename(binary));
}
