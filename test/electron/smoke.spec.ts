/**
 * The desktop app starts, shows the console signed in with its per-launch token, and its embedded
 * server answers. Needs an Electron binary: where none can be installed (as on the CI platform,
 * docs/decisions.md#this-platform) the test is skipped with the reason printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { createClient } from '../../server/client/index';

/** The Electron binary's path, or why there is none. */
function electronBinary(): { path: string } | { reason: string } {
  try {
    // The electron package exports its binary's path, and throws when the binary was never downloaded.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const bin = require('electron') as unknown as string;
    return fs.existsSync(bin) ? { path: bin } : { reason: `the Electron binary ${bin} does not exist` };
  } catch (err) {
    return { reason: `no Electron binary is installed (${(err as Error).message.split('\n')[0]})` };
  }
}

const MAIN = path.resolve('dist/electron/main.js');

/** What the preload puts on the page's window. */
type Bridged = Window & { pluck?: { apiToken?: string } };

test('the desktop app shows the console and its server answers', async () => {
  const bin = electronBinary();
  if ('reason' in bin) {
    console.log(`electron smoke skipped: ${bin.reason}`);
    test.skip(true, bin.reason);
    return;
  }
  test.skip(!fs.existsSync(MAIN), `${MAIN} is missing: run npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pluck-electron-'));
  const app = await electron.launch({
    executablePath: bin.path,
    args: [MAIN, '--no-sandbox'],
    env: { ...process.env, PLUCK_ELECTRON_DATA_DIR: dataDir, PLUCK_LOG: '0' },
  });
  try {
    const win = await app.firstWindow();
    await win.locator('[data-app-state="ready"]').waitFor();
    // Signed in through the preload's token: the navigation of the signed-in console shows.
    await expect(win.getByRole('navigation', { name: 'Console' })).toBeVisible();
    // Locked down: no Node in the page, and the bridge carries the token only.
    expect(await win.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    expect(await win.evaluate(() => Object.keys((window as Bridged).pluck ?? {}))).toEqual(['apiToken']);
    const origin = new URL(win.url()).origin;
    expect(new URL(origin).hostname).toBe('127.0.0.1');
    const token = await win.evaluate(() => (window as Bridged).pluck?.apiToken);
    const usage = await createClient({ baseUrl: origin, apiKey: token }).usage();
    expect(usage.tenant).toBe('default');
    expect(fs.existsSync(path.join(dataDir, 'pluck.db'))).toBe(true);
  } finally {
    await app.close();
  }
});
