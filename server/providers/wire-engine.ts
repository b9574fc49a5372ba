/**
 * Wiring the engine: the concrete providers (browser, LLM extractors and label pickers, the price
 * table, the SSRF guard) behind the ports the engine declares. start.ts calls this; the engine
 * itself imports none of it.
 */
import { AppError } from '../contract/errors';
import { createEngine } from '../engine/create-engine';
import type { UrlGuard } from '../engine/engine-options';
import { createBuiltinExtractor } from '../engine/extract/builtin/builtin-extractor';
import { extractionThreads } from '../engine/extract/builtin/extraction-threads';
import { HttpDispatchers } from '../engine/fetch/http-fetch';
import type { Engine } from '../engine/types';
import { createEgressPolicy, EgressRefusedError, type EgressPolicy } from '../net/egress-policy';
import { guardedConnector } from '../net/guarded-dialer';
import { defaultOptions, type ServerOptions } from '../options';
import { provideBrowser, type BrowserProvision } from './browser/browser-path';
import { createAnthropicExtractor } from './llm/anthropic';
import { createModelCatalog, knownModels } from './llm/models';
import { createOpenAiExtractor } from './llm/openai';
import { createVisualPicker } from './llm/visual-picker';
import type { ProviderRegistry } from '../engine/provider-registry';
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
> &
  Partial<
    Pick<
      ServerOptions,
      'allowNetworks' | 'dnsServers' | 'maxResponseBytes' | 'maxRedirects' | 'maxPageBytes' | 'maxDomNodes' | 'blockLists' | 'dataDir' | 'extractionThreads'
    >
  > & {
    /** The SSRF check at each hop (default: the egress policy's); benches and tests substitute theirs. */
    assertPublicUrl?: (url: string, allowPrivate: boolean) => Promise<void>;
    /** The server's egress policy (default: one built from these settings). */
    egress?: EgressPolicy;
  };

/**
 * The check of each URL the engine fetches: the policy's, refusing with the error a refused dial gives (the
 * engine reports both as bad input, family egress). A substituted rule's API error is made that refusal too.
 */
function urlGuard(s: EngineSettings, egress: EgressPolicy): UrlGuard {
  const substitute = s.assertPublicUrl;
  if (!substitute) return (url) => egress.assertFetchAllowed(url, 'http');
  return async (url) => {
    try {
      await substitute(url, s.allowPrivateNetwork);
    } catch (err) {
      if (err instanceof AppError) throw new EgressRefusedError(err.message, url, '');
      throw err;
    }
  };
}

/**
 * Builds the engine over this deployment's providers, and records which ones it has in the registry.
 * `given` is the browser provision start.ts also hands to authenticated extraction (one pool for both).
 */
export function wireEngine(s: EngineSettings, registry: ProviderRegistry, given?: BrowserProvision): Engine {
  const d = defaultOptions();
  const egress = s.egress ?? createEgressPolicy({ allowPrivateNetwork: s.allowPrivateNetwork, allowNetworks: s.allowNetworks, dnsServers: s.dnsServers });
  // With everything allowed and the system resolver there is nothing to check at dial time: undici dials as usual
  // (happy eyeballs). A substituted rule (assertPublicUrl, in tests and benches) replaces the policy's entirely.
  const guardDial = !s.assertPublicUrl && !(egress.allowsEverything && !s.dnsServers?.length);
  const dispatchers = new HttpDispatchers(guardDial ? guardedConnector(egress, 'http') : undefined);
  const contextOf = (model: string) => knownModels(s).find((m) => m.id === model)?.context ?? 32_000;
  const threads = s.extractionThreads ?? d.extractionThreads;
  const browser = given ?? provideBrowser(s, s.assertPublicUrl ? undefined : egress);
  registerBrowser(registry, browser);
  registerLlmProviders(registry, s);
  return createEngine({
    engine: s.engine,
    extractTimeoutSeconds: s.extractTimeoutSeconds,
    evidenceScreenshots: s.evidenceScreenshots,
    // Metadata addresses stay guarded with private networks allowed, unless the allow-list names them all.
    allowPrivateNetwork: s.assertPublicUrl ? s.allowPrivateNetwork : egress.allowsEverything,
    guardUrl: urlGuard(s, egress),
    limits: {
      maxResponseBytes: s.maxResponseBytes ?? d.maxResponseBytes,
      maxRedirects: s.maxRedirects ?? d.maxRedirects,
      maxPageBytes: s.maxPageBytes ?? d.maxPageBytes,
      maxDomNodes: s.maxDomNodes ?? d.maxDomNodes,
    },
    browser: browser.path,
    models: createModelCatalog(s),
    extractors: {
      builtin: createBuiltinExtractor(threads > 0 ? extractionThreads(threads) : undefined),
      openai: createOpenAiExtractor({ baseUrl: s.openaiBaseUrl, apiKey: s.openaiApiKey, contextTokens: contextOf, dispatcher: dispatchers.service() }),
      anthropic: createAnthropicExtractor({
        baseUrl: s.anthropicBaseUrl,
        apiKey: s.anthropicApiKey,
        contextTokens: contextOf,
        dispatcher: dispatchers.service(),
      }),
    },
    pickers: {
      openai: createVisualPicker({ provider: 'openai', baseUrl: s.openaiBaseUrl, apiKey: s.openaiApiKey, dispatcher: dispatchers.service() }),
      anthropic: createVisualPicker({ provider: 'anthropic', baseUrl: s.anthropicBaseUrl, apiKey: s.anthropicApiKey, dispatcher: dispatchers.service() }),
    },
    dispatchers,
  });
}
