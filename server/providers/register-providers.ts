/**
 * The registry entries of this deployment's providers: browser and LLM ones from their settings,
 * and the kinds no module provides yet, registered as unavailable with the setting that will turn
 * them on (DESIGN.md §10) — each such module replaces its entry when it lands.
 */
import { EXTRACTOR_IDS, type ExtractorId } from '../engine/extract/extractor';
import type { BrowserProvision } from './browser/browser-path';
import { defaultModelOf, knownModels, llmUnavailableReason, type LlmSettings } from './llm/models';
import type { ProviderEntry, ProviderRegistry } from './provider-registry';

const LLM_NAMES: Record<ExtractorId, string> = {
  builtin: 'Builtin (deterministic, offline, free)',
  openai: 'OpenAI-compatible chat completions',
  anthropic: 'Anthropic Messages API',
};

/** The extraction providers with their models and prices. */
export function registerLlmProviders(registry: ProviderRegistry, s: LlmSettings): void {
  for (const id of EXTRACTOR_IDS) {
    const reason = llmUnavailableReason(s, id);
    const def = defaultModelOf(s, id);
    registry.register({
      kind: 'llm',
      id,
      name: LLM_NAMES[id],
      available: !reason,
      ...(reason ? { reason } : {}),
      default: id === s.llmProvider,
      models: knownModels(s)
        .filter((m) => m.provider === id)
        .map((m) => ({ id: m.id, default: m.id === def, input_price_per_mtok: m.input, output_price_per_mtok: m.output })),
    });
  }
}

/** The browser (Chromium/Chrome, local or remote). */
export function registerBrowser(registry: ProviderRegistry, browser: BrowserProvision): void {
  registry.register({ kind: 'browser', id: 'chromium', name: 'Chromium/Chrome over CDP (puppeteer-core)', available: !!browser.path, ...(browser.reason ? { reason: browser.reason } : {}) });
}

/**
 * The credential store of authenticated extraction: always able to encrypt (PLUCK_SECRET_KEY or a
 * key file), usable when the deployment has a browser for its sessions.
 */
export function registerCredentials(registry: ProviderRegistry, browser: BrowserProvision, keySource: string): void {
  registry.register({
    kind: 'credentials',
    id: 'local',
    name: `Encrypted credential store (AES-256-GCM, key from ${keySource}) with browser sessions`,
    available: !!browser.path,
    ...(browser.path ? {} : { reason: `authenticated extraction needs a browser for its sessions: ${browser.reason}` }),
  });
}

const PENDING: ProviderEntry[] = [
  {
    kind: 'mobile_adb',
    id: 'adb',
    name: 'Android over adb',
    available: false,
    reason: 'Android devices are not part of this build yet; they will be reached through the adb server at ANDROID_ADB_SERVER_HOST:ANDROID_ADB_SERVER_PORT (default 127.0.0.1:5037)',
  },
  {
    kind: 'mobile_ios',
    id: 'ios_webkit_debug_proxy',
    name: 'iOS through ios_webkit_debug_proxy',
    available: false,
    reason: 'iOS devices are not part of this build yet; they will be reached through ios_webkit_debug_proxy at PLUCK_IOS_WDP_URL (default http://127.0.0.1:9221)',
  },
  {
    kind: 'mobile_workers',
    id: 'workers',
    name: 'Hosted mobile workers',
    available: false,
    reason: 'hosted mobile workers are not part of this build yet; they will register with PLUCK_WORKER_TOKEN',
  },
];

/** The kinds no module provides yet, as unavailable entries. */
export function registerPendingProviders(registry: ProviderRegistry): void {
  for (const entry of PENDING) registry.register(entry);
}
