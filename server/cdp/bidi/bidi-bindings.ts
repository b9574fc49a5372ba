/**
 * Runtime.addBinding over BiDi channels: a preload script (and a call in each current realm)
 * defines `globalThis[name]`, which sends its string argument on a channel; `script.message`
 * on that channel becomes Runtime.bindingCalled. A binding lives as long as its page.
 */
import type { BrowserModel } from '../model/browser-model';
import type { BidiClient } from './bidi-client';

interface Binding {
  name: string;
  pageId: string;
  worldName: string;
  script: string;
}

/** Bindings per page and world, keyed by their channel. */
export class BidiBindings {
  private readonly byChannel = new Map<string, Binding>();
  private nextChannel = 1;

  constructor(
    private readonly bidi: BidiClient,
    private readonly model: BrowserModel,
  ) {}

  /** Exposes `name` in the page's main world, or in its isolated worlds called `worldName`. */
  async add(pageId: string, name: string, worldName: string): Promise<void> {
    if ([...this.byChannel.values()].some((b) => b.pageId === pageId && b.name === name && b.worldName === worldName)) return;
    const channel = `pluck-binding-${this.nextChannel++}`;
    const functionDeclaration = `(send) => {
      Object.defineProperty(globalThis, ${JSON.stringify(name)}, { configurable: true, writable: true, value: (payload) => {
        if (typeof payload !== 'string') throw new TypeError('The binding takes exactly one string argument');
        send(payload);
      } });
    }`;
    const argument = { type: 'channel', value: { channel, ownership: 'none' } };
    const sandbox = worldName ? { sandbox: worldName } : {};
    const { script } = await this.bidi.send('script.addPreloadScript', { functionDeclaration, arguments: [argument], contexts: [pageId], ...sandbox });
    this.byChannel.set(channel, { name, pageId, worldName, script });
    const realms = this.model.realmsOfPage(pageId).filter((r) => r.name === worldName);
    await Promise.all(
      realms.map((r) =>
        this.bidi
          .send('script.callFunction', { functionDeclaration, arguments: [argument], target: { context: r.frameId, ...sandbox }, awaitPromise: false })
          .catch(() => undefined),
      ),
    );
  }

  /** Stops delivering calls of a binding (the function stays defined in current documents, as in Chrome). */
  async remove(pageId: string, name: string): Promise<void> {
    for (const [channel, b] of this.byChannel) {
      if (b.pageId !== pageId || b.name !== name) continue;
      this.byChannel.delete(channel);
      await this.bidi.send('script.removePreloadScript', { script: b.script }).catch(() => undefined);
    }
  }

  /** Forgets a closed page's bindings (BiDi drops its preload scripts with it). */
  pageClosed(pageId: string): void {
    for (const [channel, b] of this.byChannel) if (b.pageId === pageId) this.byChannel.delete(channel);
  }

  /** Handles `script.message`. */
  message(p: { channel: string; data: { type: string; value?: unknown }; source: { realm: string } }): void {
    const binding = this.byChannel.get(p.channel);
    const realm = this.model.realmByKey(p.source?.realm);
    if (!binding || !realm || p.data?.type !== 'string') return;
    // A script run before its document commits (a preload script) calls before clients know its context, as Chrome never does.
    this.model.whenAnnounced(realm, () =>
      this.model.emit('pageEvent', realm.pageId, 'Runtime.bindingCalled', {
        name: binding.name,
        payload: p.data.value as string,
        executionContextId: realm.id,
      }),
    );
  }
}
