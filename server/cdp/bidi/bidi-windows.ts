/**
 * CDP browser windows (integer windowIds, Browser.getWindowForTarget/getWindowBounds/setWindowBounds)
 * over BiDi client windows (browser.getClientWindows, browser.setClientWindowState).
 */
import { CdpError } from '../cdp-errors';
import type { WindowBounds } from '../model/types';
import type { BidiClient } from './bidi-client';

interface ClientWindowInfo {
  clientWindow: string;
  state: WindowBounds['windowState'];
  x: number;
  y: number;
  width: number;
  height: number;
}

const boundsOf = (w: ClientWindowInfo): WindowBounds => ({ left: w.x, top: w.y, width: w.width, height: w.height, windowState: w.state });

/** Client windows under CDP's integer ids, numbered as they are first asked for. */
export class ClientWindows {
  private readonly ids = new Map<string, number>();
  private readonly windows: string[] = [];

  constructor(private readonly bidi: BidiClient) {}

  /** The window holding a tab. */
  async ofPage(pageId: string): Promise<{ windowId: number; bounds: WindowBounds }> {
    const { contexts } = await this.bidi.send('browsingContext.getTree', { root: pageId, maxDepth: 0 });
    const clientWindow: string | undefined = contexts[0]?.clientWindow;
    if (!clientWindow) throw new CdpError('No web contents for the given target id');
    let windowId = this.ids.get(clientWindow);
    if (windowId === undefined) {
      windowId = this.windows.push(clientWindow);
      this.ids.set(clientWindow, windowId);
    }
    return { windowId, bounds: await this.bounds(windowId) };
  }

  async bounds(windowId: number): Promise<WindowBounds> {
    return boundsOf(await this.info(windowId));
  }

  /** CDP's rule: a state other than normal comes alone; position and size apply to a normal window. */
  async setBounds(windowId: number, bounds: Partial<WindowBounds>): Promise<void> {
    const current = await this.info(windowId);
    const state = bounds.windowState ?? 'normal';
    const moved = ['left', 'top', 'width', 'height'].some((k) => bounds[k as keyof WindowBounds] !== undefined);
    if (state !== 'normal' && moved)
      throw new CdpError(`The 'minimized', 'maximized' and 'fullscreen' states cannot be combined with 'left', 'top', 'width' or 'height'`);
    const place =
      state === 'normal'
        ? { x: bounds.left ?? current.x, y: bounds.top ?? current.y, width: bounds.width ?? current.width, height: bounds.height ?? current.height }
        : {};
    await this.bidi.send('browser.setClientWindowState', { clientWindow: current.clientWindow, state, ...place });
  }

  private async info(windowId: number): Promise<ClientWindowInfo> {
    const clientWindow = this.windows[windowId - 1];
    const { clientWindows } = await this.bidi.send('browser.getClientWindows', {});
    const info = (clientWindows as ClientWindowInfo[]).find((w) => w.clientWindow === clientWindow);
    if (!info) throw new CdpError(`Browser window not found`);
    return info;
  }
}
