/**
 * The engine: options → fetch paths (browser pool, HTTP pools), extractors and the run pipeline.
 * Nothing starts until the first extraction (the browser launches lazily).
 */
import { assertFetchAllowed } from '../net/ssrf';
import type { ServerOptions } from '../options';
import { browserFetch } from '../providers/browser/browser-fetch';
import { BrowserPool } from '../providers/browser/browser-pool';
import { findBrowser } from '../providers/browser/find-browser';
import { createAnthropicExtractor } from '../providers/llm/anthropic';
import { createOpenAiExtractor } from '../providers/llm/openai';
import { createVisualPicker } from '../providers/llm/visual-picker';
import { costOf, knownModels, resolveModel } from '../providers/registry';
import { chooseFetchPath } from './choose-path';
import type { EngineOptions } from './engine-options';
import { createBuiltinExtractor } from './extract/builtin/builtin-extractor';
import type { Extractor } from './extract/extractor';
import type { FetchedPage } from './fetch/fetched-page';
import { httpFetch, HttpDispatchers } from './fetch/http-fetch';
import { asExtractionError, runExtraction } from './run-extraction';
import { ExtractionError, type Engine } from './types';
import { visualOnPage, type LabelPicker, type PageVisual } from './visual/run-visual';

export type { EngineOptions } from './engine-options';

/** Engine options from server options (the SSRF guard is the server's own). */
export function engineOptionsFrom(o: ServerOptions): EngineOptions {
  return {
    engine: o.engine,
    browserPath: o.browserPath,
    browserWs: o.browserWs,
    browserPoolSize: o.browserPoolSize,
    allowPrivateNetwork: o.allowPrivateNetwork,
    llmProvider: o.llmProvider,
    model: o.model,
    openaiBaseUrl: o.openaiBaseUrl,
    openaiApiKey: o.openaiApiKey,
    anthropicBaseUrl: o.anthropicBaseUrl,
    anthropicApiKey: o.anthropicApiKey,
    extractTimeoutSeconds: o.extractTimeoutSeconds,
    evidenceScreenshots: o.evidenceScreenshots,
    assertPublicUrl: assertFetchAllowed,
  };
}

/** Creates the engine. */
export function createEngine(opts: EngineOptions): Engine {
  const dispatchers = new HttpDispatchers();
  const contextOf = (model: string) => knownModels(opts).find((m) => m.id === model)?.context ?? 32_000;
  const extractors: Record<'builtin' | 'openai' | 'anthropic', Extractor> = {
    builtin: createBuiltinExtractor(),
    openai: createOpenAiExtractor({ baseUrl: opts.openaiBaseUrl, apiKey: opts.openaiApiKey, contextTokens: contextOf, dispatcher: dispatchers.get() }),
    anthropic: createAnthropicExtractor({ baseUrl: opts.anthropicBaseUrl, apiKey: opts.anthropicApiKey, contextTokens: contextOf, dispatcher: dispatchers.get() }),
  };
  const browserPath = opts.engine === 'http' || opts.browserWs ? undefined : findBrowser(opts.browserPath);
  const browserFound = opts.engine !== 'http' && (!!opts.browserWs || !!browserPath);
  let pool: BrowserPool | undefined;
  let closed = false;
  const guard = (url: string) => opts.assertPublicUrl(url, opts.allowPrivateNetwork);
  const browserPool = () => (pool ??= new BrowserPool({ executablePath: browserPath, ws: opts.browserWs, size: opts.browserPoolSize }));
  const pickers: Record<'openai' | 'anthropic', LabelPicker> = {
    openai: createVisualPicker({ provider: 'openai', baseUrl: opts.openaiBaseUrl, apiKey: opts.openaiApiKey, dispatcher: dispatchers.get() }),
    anthropic: createVisualPicker({ provider: 'anthropic', baseUrl: opts.anthropicBaseUrl, apiKey: opts.anthropicApiKey, dispatcher: dispatchers.get() }),
  };

  return {
    check(options) {
      try {
        resolveModel(opts, options.model);
        chooseFetchPath(options, opts.engine, browserFound);
      } catch (err) {
        // A missing browser or an unconfigured default provider is the deployment's state, not bad input: the run reports it.
        if (!(err instanceof ExtractionError) || err.code === 'invalid_request') throw err;
      }
    },
    async extract(job, signal) {
      if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
      const seconds = Math.min(job.options.timeout ?? opts.extractTimeoutSeconds, opts.extractTimeoutSeconds);
      if (job.options.timeout !== undefined && job.options.timeout > opts.extractTimeoutSeconds) {
        throw new ExtractionError('invalid_request', `"options.timeout" must be between 1 and ${opts.extractTimeoutSeconds} seconds`, 'config');
      }
      const model = resolveModel(opts, job.options.model);
      const plan = chooseFetchPath(job.options, opts.engine, browserFound);
      const timeout = AbortSignal.timeout(seconds * 1000);
      const runSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      const deadline = performance.now() + seconds * 1000;
      let engine = plan.primary;
      let retries = 0;
      const viaHttp = (url: string) => httpFetch(url, { signal: runSignal, timeoutSeconds: seconds, guard, dispatcher: dispatchers.get(job.options.proxy) });
      const fetchPage = async (url: string): Promise<FetchedPage> => {
        if (engine === 'http') return viaHttp(url);
        try {
          return await browserFetch(browserPool(), url, {
            signal: runSignal,
            timeoutSeconds: seconds,
            deadline,
            waitFor: job.options.waitFor,
            guard: opts.allowPrivateNetwork ? undefined : guard,
            evidence: opts.evidenceScreenshots,
            readDocument: viaHttp,
          });
        } catch (err) {
          // auto mode: a browser that fails to start or crashes hands the run to plain HTTP.
          if (!plan.fallbackToHttp || !(err instanceof ExtractionError) || err.family !== 'browser' || runSignal.aborted) throw err;
          engine = 'http';
          retries++;
          return viaHttp(url);
        }
      };
      try {
        return await runExtraction({
          job,
          model,
          extractor: extractors[model.provider],
          fetchPage,
          signal: runSignal,
          fetchState: () => ({ engine, retries }),
        });
      } catch (err) {
        throw asExtractionError(err, signal, timeout, seconds);
      }
    },
    async visual(job, signal) {
      if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
      if (!browserFound) {
        const why = opts.engine === 'http' ? 'the engine mode is http' : 'no Chromium or Chrome was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)';
        throw new ExtractionError('browser_unavailable', `Visual extraction needs a browser, and this deployment has none: ${why}`, 'config');
      }
      const t0 = performance.now();
      const seconds = opts.extractTimeoutSeconds;
      const model = resolveModel(opts, undefined);
      const timeout = AbortSignal.timeout(seconds * 1000);
      const runSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      // A browser that cannot start makes the feature unavailable (503), not the page unreachable.
      await browserPool()
        .instance()
        .catch((err: Error) => {
          throw new ExtractionError('browser_unavailable', `The browser could not start: ${err.message}`, 'browser', { raw: String(err.stack ?? err) });
        });
      let out: PageVisual | undefined;
      try {
        await browserFetch(browserPool(), job.url, {
          signal: runSignal,
          timeoutSeconds: seconds,
          deadline: performance.now() + seconds * 1000,
          guard: opts.allowPrivateNetwork ? undefined : guard,
          // The visual run's own capture is the success evidence; the fetch only adds one when the page fails.
          evidence: opts.evidenceScreenshots === 'never' ? 'never' : 'on_failure',
          onPage: async (page) => {
            const picker = model.provider === 'builtin' ? undefined : pickers[model.provider];
            out = await visualOnPage(page, job.instruction, { picker, model: model.id }, runSignal);
          },
        });
      } catch (err) {
        throw asExtractionError(err, signal, timeout, seconds);
      }
      const v = out as PageVisual;
      return {
        inventory: v.inventory,
        selected: v.selected,
        completeness: v.completeness,
        ...(v.reason ? { reason: v.reason } : {}),
        annotated: v.annotated,
        raw: v.raw,
        provider: model.provider,
        model: model.id,
        tokens: v.inputTokens + v.outputTokens,
        cost: costOf(model, v.inputTokens, v.outputTokens),
        duration_ms: Math.round(performance.now() - t0),
      };
    },
    async browserAvailable() {
      return browserFound;
    },
    httpAvailable() {
      return opts.engine !== 'browser';
    },
    state() {
      return { mode: opts.engine, browser_found: browserFound, browser_path: browserPath ?? null, remote_browser: !!opts.browserWs, pool: pool?.state() ?? null };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([pool?.close(), dispatchers.close()]);
    },
  };
}
