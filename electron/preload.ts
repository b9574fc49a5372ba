/**
 * The console's only bridge to the desktop host: the per-launch API token, as a frozen value.
 * Nothing else of Electron or Node reaches the page (no ipcRenderer, no require).
 */
import { contextBridge, ipcRenderer } from 'electron';

// Asked once, synchronously, before the page's scripts run; main answers only the console's own frame.
const apiToken: unknown = ipcRenderer.sendSync('pluck:api-token');

contextBridge.exposeInMainWorld('pluck', Object.freeze({ apiToken: typeof apiToken === 'string' ? apiToken : undefined }));
