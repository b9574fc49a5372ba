/**
 * Finding a Chromium/Chrome binary on this machine.
 */
import fs from 'node:fs';

// Debian's /usr/lib/chromium/chromium skips the /usr/bin wrapper script and starts faster.
const CANDIDATES = [
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

/** The browser to launch: `explicit` when it exists, else the first known install found; undefined when none. */
export function findBrowser(explicit?: string): string | undefined {
  if (explicit) return executable(explicit) ? explicit : undefined;
  return CANDIDATES.find(executable);
}
