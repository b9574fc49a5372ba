/**
 * The console window, locked down: context isolation, sandbox, no Node in the page, navigation
 * pinned to the embedded server, external links opened in the system browser.
 */
import path from 'node:path';
import { BrowserWindow, shell } from 'electron';

/** Opens the console served by the embedded server at `serverUrl`. */
export function createConsoleWindow(serverUrl: string): BrowserWindow {
  const origin = new URL(serverUrl).origin;
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    title: 'Pluck',
    show: false,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  win.webContents.setWindowOpenHandler(({ url }) => {
    // The console opens its own blob: images in a window; everything else belongs to the browser.
    if (url.startsWith(`blob:${origin}/`)) return { action: 'allow' };
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== origin) {
      event.preventDefault();
      if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    }
  });
  void win.loadURL(`${serverUrl}/`);
  return win;
}
