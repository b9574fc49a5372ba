/**
 * Tab crashes, reported as Chrome reports a renderer crash: Inspector.targetCrashed to the page's
 * sessions. WebDriver BiDi says nothing when a content process dies; Firefox tells its browser
 * (the `oop-frameloader-crashed` notification, naming the tab's frame loader), which the proxy
 * hears through BiDi's chrome scope (bidi-chrome.ts). Without that scope crashes go unreported.
 */
import type { BrowserModel } from '../model/browser-model';
import type { BidiClient } from './bidi-client';
import type { ContextOverrides } from './bidi-chrome';

const CHANNEL = 'pluck-crash';

/** Chrome's debugging URLs that end the renderer, as the Firefox page that ends the tab's content process. */
const CRASH_URLS: Record<string, string> = {
  'chrome://crash': 'about:crashcontent',
  'chrome://crash/': 'about:crashcontent',
  'chrome://kill': 'about:crashcontent',
  'chrome://kill/': 'about:crashcontent',
};

/** Runs in a browser window: sends the BiDi id of each tab whose content process crashed. */
const WATCH = `(send) => {
  const { NavigableManager } = ChromeUtils.importESModule('chrome://remote/content/shared/NavigableManager.sys.mjs');
  const observer = { observe: (frameLoader) => send(NavigableManager.getIdForBrowser(frameLoader.ownerElement) ?? '') };
  Services.obs.addObserver(observer, 'oop-frameloader-crashed');
}`;

/** Watches for crashed tabs once the chrome scope is known to be open. */
export class CrashReports {
  constructor(
    private readonly bidi: BidiClient,
    private readonly model: BrowserModel,
  ) {}

  async init(chrome: ContextOverrides): Promise<void> {
    if (!chrome.enabled) return;
    await chrome.run(WATCH, [{ type: 'channel', value: { channel: CHANNEL, ownership: 'none' } }]);
  }

  /**
   * Page.navigate to one of Chrome's renderer-ending debugging URLs: Chrome starts no navigation for
   * them and answers at once, without a loader, `net::ERR_ABORTED`; the crash is reported when it comes.
   * Undefined for any other URL.
   */
  navigate(frameId: string, url: string): { errorText: string } | undefined {
    const crashUrl = CRASH_URLS[url];
    if (!crashUrl) return undefined;
    void this.bidi.send('browsingContext.navigate', { context: frameId, url: crashUrl, wait: 'none' }).catch(() => undefined);
    return { errorText: 'net::ERR_ABORTED' };
  }

  /** Takes a `script.message`; false when it is not a crash report. */
  message(p: { channel: string; data: { type: string; value?: unknown } }): boolean {
    if (p.channel !== CHANNEL) return false;
    const pageId = String(p.data.value ?? '');
    if (this.model.pages.has(pageId)) this.model.emit('pageEvent', pageId, 'Inspector.targetCrashed', {});
    return true;
  }
}
