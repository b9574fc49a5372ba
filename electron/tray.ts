/**
 * The tray menu: open the console, copy the API URL and key (for the CLI or scripts), quit.
 */
import path from 'node:path';
import { Menu, Tray, clipboard, nativeImage } from 'electron';

/** What the tray menu acts on. */
export interface TrayActions {
  url: string;
  apiKey: string;
  openConsole(): void;
  quit(): void;
}

/** Creates the tray icon; undefined where the desktop has no tray. */
export function createTray(actions: TrayActions): Tray | undefined {
  try {
    const icon = nativeImage.createFromPath(path.join(__dirname, '..', '..', 'electron', 'assets', 'tray.png'));
    const tray = new Tray(icon);
    tray.setToolTip(`Pluck — ${actions.url}`);
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: 'Open console', click: actions.openConsole },
        { type: 'separator' },
        { label: `Copy API URL (${actions.url})`, click: () => clipboard.writeText(actions.url) },
        { label: 'Copy API key', click: () => clipboard.writeText(actions.apiKey) },
        { type: 'separator' },
        { label: 'Quit Pluck', click: actions.quit },
      ]),
    );
    tray.on('click', actions.openConsole);
    return tray;
  } catch {
    // Some Linux desktops have no status area; the window and its menu still work.
    return undefined;
  }
}
