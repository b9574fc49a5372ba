/**
 * Isolated worlds on Juggler: a world exists because an init script names it, and it shows up as
 * an execution context whose auxData carries that name.
 */
import type { BrowserModel, RealmState } from '../model/browser-model';
import type { JugglerPipe } from './juggler-pipe';
import type { JugglerPage } from './juggler-state';

/** Sends a page's whole init-script list (Juggler replaces it as a unit). */
export async function pushInitScripts(pipe: JugglerPipe, page: JugglerPage): Promise<void> {
  const scripts = page.initScripts.map((s) => ({ script: s.script, ...(s.worldName ? { worldName: s.worldName } : {}) }));
  await pipe.send('Page.setInitScripts', { scripts }, page.sessionId);
}

/** Resolves with the realm key of the named world in a frame, now or when it appears. */
export function waitForWorld(model: BrowserModel, pageId: string, frameId: string, worldName: string): Promise<string> {
  return new Promise<string>((resolve) => {
    const onRealm = (realm: RealmState) => {
      if (realm.frameId !== frameId || realm.name !== worldName) return;
      model.off('realmCreated', onRealm);
      resolve(realm.key);
    };
    model.on('realmCreated', onRealm);
    const known = model.realmsOfPage(pageId).find((r) => r.frameId === frameId && r.name === worldName);
    if (known) onRealm(known);
  });
}
