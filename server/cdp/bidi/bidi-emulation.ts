/**
 * Emulation and permissions over BiDi's emulation and permissions modules, per page.
 */
import type { EmulationSetting } from '../model/types';
import type { BidiClient } from './bidi-client';

/** CDP ScreenOrientation type (portraitPrimary) → the W3C name (portrait-primary). */
const orientationType = (type: string) => type.replace(/(Primary|Secondary)$/, (m) => `-${m.toLowerCase()}`);

/** Applies one emulation setting to a top-level context. */
export async function emulate(bidi: BidiClient, pageId: string, e: EmulationSetting): Promise<void> {
  const contexts = [pageId];
  switch (e.kind) {
    case 'timezone':
      return void (await bidi.send('emulation.setTimezoneOverride', { timezone: e.timezoneId, contexts }));
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

/** Sets permission states for an origin, one BiDi call per permission. */
export async function setPermissions(bidi: BidiClient, browserContextId: string | undefined, origin: string, names: string[], state: string): Promise<void> {
  for (const name of names)
    await bidi.send('permissions.setPermission', { descriptor: { name }, state, origin, ...(browserContextId ? { userContext: browserContextId } : {}) });
}
