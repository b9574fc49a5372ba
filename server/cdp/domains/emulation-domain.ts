/**
 * Emulation.*: viewport and user agent; the rest of what clients send during page setup is
 * answered as a no-op where doing nothing matches Chrome's observable default.
 */
import type { Handler } from '../transport/connection';
import { pageOf } from './page-scope';

/** Handlers of the Emulation domain. */
export const emulationHandlers: Record<string, Handler> = {
  'Emulation.setDeviceMetricsOverride': async (ctx, p: { width: number; height: number; deviceScaleFactor?: number }) => {
    const viewport = p.width && p.height ? { width: p.width, height: p.height, deviceScaleFactor: p.deviceScaleFactor ?? 0 } : null;
    await ctx.backend.setViewport(pageOf(ctx), viewport);
    return {};
  },
  'Emulation.clearDeviceMetricsOverride': async (ctx) => {
    await ctx.backend.setViewport(pageOf(ctx), null);
    return {};
  },
  'Emulation.setUserAgentOverride': async (ctx, p: { userAgent: string }) => {
    await ctx.backend.setUserAgent(pageOf(ctx), p.userAgent || null);
    return {};
  },
};

/**
 * Setup calls Puppeteer and Playwright send on every page whose default is already Firefox's
 * behaviour (or has no observable effect here), so success without action is the honest answer.
 */
export const NOOP_METHODS = [
  'Log.enable', 'Log.disable', 'Inspector.enable', 'Performance.enable', 'Performance.disable', 'Audits.enable', 'Console.enable',
  'Page.setFontFamilies', 'Page.setInterceptFileChooserDialog', 'Browser.setDownloadBehavior', 'Security.setIgnoreCertificateErrors',
  'Network.setCacheDisabled', 'Network.setBypassServiceWorker', 'Emulation.setFocusEmulationEnabled', 'Emulation.setTouchEmulationEnabled',
  'Emulation.setEmulatedMedia', 'Emulation.setDefaultBackgroundColorOverride', 'Target.setRemoteLocations',
];
