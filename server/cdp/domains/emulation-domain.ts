/**
 * Emulation.*: viewport, user agent, and what the backend can emulate (timezone, locale,
 * geolocation, screen orientation). What Firefox cannot emulate answers -32601 naming the method,
 * except a request for the state the page is already in.
 */
import { methodNotFound, notSupported } from '../cdp-errors';
import { BY_VALUE, type EmulationSetting } from '../model/types';
import type { Handler, HandlerContext } from '../transport/connection';
import { pageOf, realmFor } from './page-scope';

/** Applies an emulation through the backend, or -32601 where it has none. */
export async function applyEmulation(ctx: HandlerContext, method: string, setting: EmulationSetting): Promise<object> {
  const pageId = pageOf(ctx);
  if (!ctx.backend.emulate) throw methodNotFound(method);
  await ctx.backend.emulate(pageId, setting);
  return {};
}

/** Whether the backend can apply this setting. */
function canEmulate(ctx: HandlerContext, setting: EmulationSetting): boolean {
  return !!ctx.backend.emulate && (ctx.backend.emulates?.(setting) ?? true);
}

/**
 * Applies a setting the backend may be unable to apply; then only the state the page is already in
 * (`isDefault`) succeeds, and anything else is -32601 saying what Firefox cannot do.
 */
async function emulateOrDefault(
  ctx: HandlerContext,
  method: string,
  setting: EmulationSetting,
  what: string,
  isDefault: () => boolean | Promise<boolean>,
): Promise<object> {
  pageOf(ctx);
  if (canEmulate(ctx, setting)) return applyEmulation(ctx, method, setting);
  if (!(await isDefault())) throw notSupported(method, what);
  return {};
}

type Orientation = { type: string; angle: number };

/** Media Firefox matches unless told otherwise. */
const FIREFOX_MEDIA_DEFAULTS = [
  'screen',
  '(prefers-color-scheme: light)',
  '(prefers-reduced-motion: no-preference)',
  '(forced-colors: none)',
  '(prefers-contrast: no-preference)',
];

/** Whether the page already matches these media queries (Playwright's light scheme, no reduced motion): that needs no emulation. */
async function matchesAlready(ctx: HandlerContext, queries: string[]): Promise<boolean> {
  if (!queries.length) return true;
  return (
    Promise.resolve()
      .then(() =>
        ctx.backend.callFunction(
          realmFor(ctx, undefined).key,
          '(queries) => queries.every((q) => matchMedia(q).matches)',
          undefined,
          [{ value: queries }],
          BY_VALUE,
        ),
      )
      .then((r) => r.result.value === true)
      // A page between documents cannot be asked: Firefox's own defaults answer then.
      .catch(() => queries.every((q) => FIREFOX_MEDIA_DEFAULTS.includes(q)))
  );
}

/** Handlers of the Emulation domain. */
export const emulationHandlers: Record<string, Handler> = {
  'Emulation.setDeviceMetricsOverride': async (ctx, p: { width: number; height: number; deviceScaleFactor?: number; screenOrientation?: Orientation }) => {
    const viewport = p.width && p.height ? { width: p.width, height: p.height, deviceScaleFactor: p.deviceScaleFactor ?? 0 } : null;
    await ctx.backend.setViewport(pageOf(ctx), viewport);
    if (p.screenOrientation && ctx.backend.emulate) await ctx.backend.emulate(pageOf(ctx), { kind: 'orientation', orientation: p.screenOrientation });
    return {};
  },
  'Emulation.clearDeviceMetricsOverride': async (ctx) => {
    await ctx.backend.setViewport(pageOf(ctx), null);
    if (ctx.backend.emulate) await ctx.backend.emulate(pageOf(ctx), { kind: 'orientation', orientation: null });
    return {};
  },
  'Emulation.setUserAgentOverride': async (ctx, p: { userAgent: string }) => {
    await ctx.backend.setUserAgent(pageOf(ctx), p.userAgent || null);
    return {};
  },
  'Emulation.setTimezoneOverride': (ctx, p: { timezoneId?: string }) =>
    applyEmulation(ctx, 'Emulation.setTimezoneOverride', { kind: 'timezone', timezoneId: p.timezoneId || null }),
  'Emulation.setLocaleOverride': (ctx, p: { locale?: string }) =>
    applyEmulation(ctx, 'Emulation.setLocaleOverride', { kind: 'locale', locale: p.locale || null }),
  'Emulation.setGeolocationOverride': (ctx, p: { latitude?: number; longitude?: number; accuracy?: number }) =>
    applyEmulation(ctx, 'Emulation.setGeolocationOverride', {
      kind: 'geolocation',
      coordinates: p.latitude === undefined || p.longitude === undefined ? null : { latitude: p.latitude, longitude: p.longitude, accuracy: p.accuracy ?? 1 },
    }),
  'Emulation.clearGeolocationOverride': (ctx) => applyEmulation(ctx, 'Emulation.clearGeolocationOverride', { kind: 'geolocation', coordinates: null }),
  'Emulation.setTouchEmulationEnabled': (ctx, p: { enabled?: boolean }) =>
    emulateOrDefault(ctx, 'Emulation.setTouchEmulationEnabled', { kind: 'touch', enabled: !!p.enabled }, 'touch emulation', () => !p.enabled),
  'Emulation.setEmulatedMedia': (ctx, p: { media?: string; features?: { name: string; value: string }[] }) => {
    const features = Object.fromEntries((p.features ?? []).map((f) => [f.name, f.value]));
    return emulateOrDefault(ctx, 'Emulation.setEmulatedMedia', { kind: 'media', type: p.media ?? '', features }, 'media type and media feature emulation', () =>
      matchesAlready(ctx, [...(p.media ? [p.media] : []), ...Object.entries(features).flatMap(([name, value]) => (value ? [`(${name}: ${value})`] : []))]),
    );
  },
  'Emulation.setScriptExecutionDisabled': (ctx, p: { value?: boolean }) =>
    emulateOrDefault(ctx, 'Emulation.setScriptExecutionDisabled', { kind: 'scriptDisabled', disabled: !!p.value }, 'disabling JavaScript', () => !p.value),
};

/**
 * Setup calls Puppeteer and Playwright send on every page whose default is already Firefox's
 * behaviour (or has no observable effect here), so success without action is the honest answer.
 */
export const NOOP_METHODS = [
  'Inspector.enable',
  'Audits.enable',
  'Console.enable',
  'Page.setFontFamilies',
  'Emulation.setFocusEmulationEnabled',
  'Emulation.setDefaultBackgroundColorOverride',
  'Target.setRemoteLocations',
];
