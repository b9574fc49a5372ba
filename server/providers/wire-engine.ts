/**
 * Wiring the engine: the concrete providers (browser, LLM extractors and label pickers, the price
 * table, the SSRF guard) behind the ports the engine declares. start.ts calls this; the engine
 * itself imports none of it.
 */
import { AppError } from '../contract/errors';
import { createEngine } from '../engine/create-engine';
import type { UrlGuard } from '../engine/engine-options';
import { createBuiltinExtractor } from '../engine/extract/builtin/builtin-extractor';
import { HttpDispatchers } from '../engine/fetch/http-fetch';
import { ExtractionError, type Engine } from '../engine/types';
import { assertFetchAllowed } from '../net/ssrf';
import type { ServerOptions } from '../options';
import { provideBrowser, type BrowserProvision } from './browser/browser-path';
import { createAnthropicExtractor } from './llm/anthropic';
import { createModelCatalog, knownModels } from './llm/models';
import { createOpenAiExtractor } from './llm/openai';
import { createVisualPicker } from './llm/visual-picker';
import type { ProviderRegistry } from './provider-registry';
import { registerBrowser, registerLlmProviders } from './register-providers';

/** The server options the engine and its providers read. */
export type EngineSettings = Pick<
  ServerOptions,
  | 'engine'
  | 'browserPath'
  | 'browserWs'
  | 'browserPoolSize'
  | 'allowPrivateNetwork'
  | 'llmProvider'
  | 'model'
  | 'openaiBaseUrl'
  | 'openaiApiKey'
  | 'anthropicBaseUrl'
  | 'anthropicApiKey'
  | 'extractTimeoutSeconds'
  | 'evidenceScreenshots'
> & {
  /** The SSRF check (default: the server's own, net/ssrf); benches and tests substitute theirs. */
  assertPublicUrl?: (url: string, allowPrivate: boolean) => Promise<void>;
};

// The guard's refusal is bad input (invalid_request, family config), in the engine's own error type.
function urlGuard(s: EngineSettings): UrlGuard {
  const check = s.assertPublicUrl ?? assertFetchAllowed;
  return async (url) => {
    try {
      await check(url, s.allowPrivateNetwork);
    } catch (err) {
      if (err instanceof AppError) throw new ExtractionError('invalid_request', err.message, 'config', { raw: err.message });
      throw err;
    }
  };
}

/**
 * Builds the engine over this deployment's providers, and records which ones it has in the registry.
 * `browser` is the provision start.ts also hands to authenticated extraction (one pool for both).
 */
export function wireEngine(s: EngineSettings, registry: ProviderRegistry, browser: BrowserProvision = provideBrowser(s)): Engine {
  const dispatchers = new HttpDispatchers();
  const contextOf = (model: string) => knownModels(s).find((m) => m.id === model)?.context ?? 32_000;
  registerBrowser(registry, browser);
  registerLlmProviders(registry, s);
  return createEngine({
    engine: s.engine,
    extractTimeoutSeconds: s.extractTimeoutSeconds,
    evidenceScreenshots: s.evidenceScreenshots,
    allowPrivateNetwork: s.allowPrivateNetwork,
    guardUrl: urlGuard(s),
    browser: browser.path,
    models: createModelCatalog(s),
    extractors: {
      builtin: createBuiltinExtractor(),
      openai: createOpenAiExtractor({ baseUrl: s.openaiBaseUrl, apiKey: s.openaiApiKey, contextTokens: contextOf, dispatcher: dispatchers.get() }),
      anthropic: createAnthropicExtractor({ baseUrl: s.anthropicBaseUrl, apiKey: s.anthropicApiKey, contextTokens: contextOf, dispatcher: dispatchers.get() }),
    },
    pickers: {
      openai: createVisualPicker({ provider: 'openai', baseUrl: s.openaiBaseUrl, apiKey: s.openaiApiKey, dispatcher: dispatchers.get() }),
      anthropic: createVisualPicker({ provider: 'anthropic', baseUrl: s.anthropicBaseUrl, apiKey: s.anthropicApiKey, dispatcher: dispatchers.get() }),
    },
    dispatchers,
  });
}
