/**
 * The desktop app: hosts the same server as `npm start` on 127.0.0.1 with a random port and a
 * per-launch token, opens the console on it, and closes the server on quit. No business logic and
 * no second API over IPC live here (docs/architecture.md#rules-of-dependency, rule 7): the console talks HTTP to the server.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { BrowserWindow, app, dialog, ipcMain, session } from 'electron';
import { optionsFromEnv, startServer, type ServerHandle } from '../server/index';
import { resolveDataDir } from './data-dir';
import { createConsoleWindow } from './window';
import { createTray } from './tray';

const token = `pk_desktop_${crypto.randomBytes(24).toString('base64url')}`;
let server: ServerHandle | undefined;
let win: BrowserWindow | undefined;
let closed = false;

function openConsole(): void {
  if (!server) return;
  if (!win || win.isDestroyed()) win = createConsoleWindow(server.url);
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

async function start(): Promise<void> {
  const dataDir = resolveDataDir(process.env, () => app.getPath('userData'));
  server = await startServer({
    // The operator's settings (LLM provider, browser path, limits…) still come from the environment.
    ...optionsFromEnv(process.env),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    sessionToken: token,
    // Labs read intranet pages and local test servers.
    allowPrivateNetwork: true,
    uiDir: path.join(__dirname, '..', '..', 'ui', 'dist'),
  });
  const origin = new URL(server.url).origin;
  ipcMain.on('pluck:api-token', (event) => {
    // Only the console's own page gets the token, never a page it navigated or was framed into.
    event.returnValue = event.senderFrame && new URL(event.senderFrame.url).origin === origin ? token : null;
  });
  session.defaultSession.setPermissionRequestHandler((_wc, permission, allow) => allow(permission === 'clipboard-sanitized-write'));
  createTray({ url: server.url, apiKey: token, openConsole, quit: () => app.quit() });
  openConsole();
}

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the data folder; it shows its window instead.
  app.quit();
} else {
  app.on('second-instance', openConsole);
  app.on('activate', openConsole);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', (event) => {
    if (closed || !server) return;
    // Hold the quit until the server has finished in-flight work and released the db.
    event.preventDefault();
    const s = server;
    server = undefined;
    s.close()
      .catch((err: unknown) => console.error('pluck: closing the server failed', err))
      .finally(() => {
        closed = true;
        app.quit();
      });
  });
  app
    .whenReady()
    .then(start)
    .catch((err: unknown) => {
      dialog.showErrorBox('Pluck could not start', (err as Error).message ?? String(err));
      app.exit(1);
    });
}
