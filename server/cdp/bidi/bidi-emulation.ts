/**
 * Emulation and permissions over BiDi's emulation and permissions modules, per page.
 */
import { invalidParams } from '../cdp-errors';
import type { EmulationSetting } from '../model/types';
import { BidiError, type BidiClient } from './bidi-client';
import type { ContextFields, ContextOverrides } from './bidi-chrome';

/** CDP ScreenOrientation type (portraitPrimary) → the W3C name (portrait-primary). */
const orientationType = (type: string) => type.replace(/(Primary|Secondary)$/, (m) => `-${m.toLowerCase()}`);

/** CSS media features Firefox can override per tab, with the browsing-context field that does it. */
const MEDIA_FEATURE_FIELDS = {
  'prefers-color-scheme': 'prefersColorSchemeOverride',
  'prefers-reduced-motion': 'prefersReducedMotionOverride',
  'forced-colors': 'forcedColorsOverride',
} as const;

/** Whether a setting can be applied: the kinds that need Firefox's chrome scope need it open, and media only the features above. */
export function emulates(overrides: ContextOverrides, e: EmulationSetting): boolean {
  if (e.kind === 'media') return overrides.enabled && Object.entries(e.features).every(([name, value]) => !value || name in MEDIA_FEATURE_FIELDS);
  return (e.kind !== 'touch' && e.kind !== 'scriptDisabled') || overrides.enabled;
}

/** The browsing-context fields of a media setting; each call sets them all, as each setEmulatedMedia replaces the last. */
function mediaFields(type: string, features: Record<string, string>): ContextFields {
  const fields: Record<string, string> = { mediumOverride: type };
  for (const [name, field] of Object.entries(MEDIA_FEATURE_FIELDS)) {
    const value = features[name];
    // 'none' is Firefox's "no override", which for forced-colors is also the only other value there is.
    fields[field] = value && !(name === 'forced-colors' && value === 'none') ? value : 'none';
  }
  return fields as ContextFields;
}

/** Applies one emulation setting to a top-level context. */
export async function emulate(bidi: BidiClient, overrides: ContextOverrides, pageId: string, e: EmulationSetting): Promise<void> {
  const contexts = [pageId];
  switch (e.kind) {
    case 'touch':
      // navigator.maxTouchPoints stays Firefox's own: its override works only in responsive design
      // mode (inRDMPane), which makes BiDi's browsingContext.setViewport wait forever.
      return overrides.apply(pageId, { touchEventsOverride: e.enabled ? 'enabled' : 'none' });
    case 'media':
      return overrides.apply(pageId, mediaFields(e.type, e.features));
    case 'scriptDisabled':
      return overrides.apply(pageId, { allowJavascript: !e.disabled });
    case 'timezone':
      return setTimezone(bidi, pageId, e.timezoneId);
    case 'locale':
      return void (await bidi.send('emulation.setLocaleOverride', { locale: e.locale, contexts }));
    case 'geolocation':
      return void (await bidi.send('emulation.setGeolocationOverride', { coordinates: e.coordinates, contexts }));
    case 'orientation': {
      const screenOrientation = e.orientation ? { natural: 'portrait', type: orientationType(e.orientation.type) } : null;
      return void (await bidi.send('emulation.setScreenOrientationOverride', { screenOrientation, contexts }));
    }
    case 'cacheDisabled':
      return void (await bidi.send('network.setCacheBehavior', { cacheBehavior: e.disabled ? 'bypass' : 'default', contexts }));
    case 'offline':
      return void (await bidi.send('emulation.setNetworkConditions', { networkConditions: e.offline ? { type: 'offline' } : null, contexts }));
  }
}

/** Resolves a timezone name as the page's own Intl does (an alias to its canonical name), or null for one it does not know. */
const CANONICAL_TIMEZONE = `(id) => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: id }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}`;

/**
 * Firefox's BiDi takes only canonical IANA names, while Chrome also takes their aliases
 * (America/Buenos_Aires for America/Argentina/Buenos_Aires): an alias is resolved by the page's
 * own Intl, and a name Firefox does not know at all answers Chrome's "Invalid timezone id".
 */
async function setTimezone(bidi: BidiClient, pageId: string, timezone: string | null): Promise<void> {
  const send = (name: string | null) => bidi.send('emulation.setTimezoneOverride', { timezone: name, contexts: [pageId] });
  try {
    return void (await send(timezone));
  } catch (err) {
    if (!timezone || !(err instanceof BidiError) || err.error !== 'invalid argument') throw err;
  }
  const r = await bidi.send('script.callFunction', {
    functionDeclaration: CANONICAL_TIMEZONE,
    target: { context: pageId },
    arguments: [{ type: 'string', value: timezone }],
    awaitPromise: false,
    resultOwnership: 'none',
  });
  const canonical = r.result?.value;
  if (typeof canonical !== 'string' || canonical === timezone) throw invalidParams(`Invalid timezone id: ${timezone}`);
  await send(canonical);
}

/** Sets permission states for an origin, one BiDi call per permission. */
export async function setPermissions(bidi: BidiClient, browserContextId: string | undefined, origin: string, names: string[], state: string): Promise<void> {
  for (const name of names)
    await bidi.send('permissions.setPermission', { descriptor: { name }, state, origin, ...(browserContextId ? { userContext: browserContextId } : {}) });
}
