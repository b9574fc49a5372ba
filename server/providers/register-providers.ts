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

const PENDING: ProviderEntry[] = [
  {
    kind: 'audio_capture',
    id: 'pulseaudio',
    name: 'PulseAudio capture',
    available: false,
    reason: 'audio capture is not part of this build yet; it will use PulseAudio (PLUCK_AUDIO=off turns it off)',
  },
  {
    kind: 'transcription',
    id: 'pocketsphinx',
    name: 'pocketsphinx (offline)',
    available: false,
    reason: 'transcription is not part of this build yet; it will use pocketsphinx, or an OpenAI-compatible endpoint at PLUCK_TRANSCRIBE_URL',
  },



  {
    kind: 'credentials',
    id: 'local',
    name: 'Encrypted credential store',
    available: false,
    reason: 'the credential store is not part of this build yet; it will encrypt with PLUCK_SECRET_KEY or a key file in the data folder',
  },
];

/** The kinds no module provides yet, as unavailable entries. */
export function registerPendingProviders(registry: ProviderRegistry): void {
  for (const entry of PENDING) registry.register(entry);
}
