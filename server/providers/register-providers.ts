/**
 * The registry entries of this deployment's browser, LLM and credential providers, from their
 * settings; audio, transcription and mobile modules register their own when they are wired.
 */
import { EXTRACTOR_IDS, type ExtractorId } from '../engine/extract/extractor';
import type { BrowserProvision } from './browser/browser-path';
import { defaultModelOf, knownModels, llmUnavailableReason, type LlmSettings } from './llm/models';
import type { ProviderRegistry } from '../engine/provider-registry';

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
  registry.register({
    kind: 'browser',
    id: 'chromium',
    name: 'Chromium/Chrome over CDP (puppeteer-core)',
    available: !!browser.path,
    ...(browser.reason ? { reason: browser.reason } : {}),
  });
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
