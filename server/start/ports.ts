/**
 * The providers the auth, audio and mobile modules reach through their ports (modules import no
 * provider: docs/architecture.md#rules-of-dependency, rule 11), wired from the core.
 */
import type { AuthBrowser } from '../engine/login/auth-browser';
import type { AudioPorts } from '../modules/audio/audio-module';
import type { MobilePorts } from '../modules/mobile/mobile-module';
import { startEgressProxy, type EgressProxy } from '../net/egress-proxy';
import { wireAudioCapture } from '../providers/audio/wire-audio';
import { proxyArgs } from '../providers/browser/browser-path';
import { findBrowser } from '../providers/browser/find-browser';
import { createAuthBrowser } from '../providers/browser/login/session-browser';
import { wireMobile } from '../providers/mobile/wire-mobile';
import { registerCredentials } from '../providers/register-providers';
import { createTranscriberFactory } from '../providers/transcription/transcriber-factory';
import type { Backends } from './backends';
import type { Core } from './core';

/** The ports of the modules that use providers; what they open is released by `closers`. */
export interface Ports {
  authBrowser?: AuthBrowser;
  audio: AudioPorts;
  mobile: MobilePorts;
}

export function wirePorts({ ctx, egress, browser }: Core, closers: Backends['closers']): Ports {
  const { options, providers } = ctx;
  registerCredentials(providers, browser, ctx.box.source);
  // Capture browsers are launched one per capture, outside the pool: they get an egress proxy of their own.
  let captureProxy: Promise<EgressProxy> | undefined;
  const captureProxyArgs = egress.allowsEverything ? undefined : async () => proxyArgs((await (captureProxy ??= startEgressProxy(egress))).url);
  closers.unshift(async () => (await captureProxy?.catch(() => undefined))?.close());
  return {
    authBrowser: browser.pool ? createAuthBrowser(browser.pool) : undefined,
    audio: {
      capturer: wireAudioCapture({ audio: options.audio, browserPath: findBrowser(options.browserPath), browserArgs: captureProxyArgs }, providers),
      factory: createTranscriberFactory(options, providers),
    },
    mobile: wireMobile(options, providers),
  };
}
