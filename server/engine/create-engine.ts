/**
 * The engine: fetch paths (the browser port, HTTP pools), extractors and the run pipeline, over
 * the providers the composition root hands in. Nothing starts until the first extraction.
 */
import { chooseFetchPath, checkOptionRules } from './choose-path';
import type { EngineOptions } from './engine-options';
import type { FetchedPage } from './fetch/fetched-page';
import { httpFetch, httpFetchBytes } from './fetch/http-fetch';
import { asExtractionError, runExtraction } from './run-extraction';
import { pageFormats } from './scrape/page-formats';
import { ExtractionError, type Engine, type ExtractOptions } from './types';
import { visualOnPage, type PageVisual } from './visual/run-visual';

export type { EngineOptions } from './engine-options';

/** Creates the engine. */
export function createEngine(opts: EngineOptions): Engine {
  const { dispatchers, browser, models } = opts;
  const browserFound = !!browser;
  let closed = false;
  const guard = opts.guardUrl;
  // The deployment rules a job's options must meet, in one place for check() and extract().
  const plan = (options: ExtractOptions) => {
    checkOptionRules(options, opts.extractTimeoutSeconds);
    const model = models.resolve(options.model);
    return { model, fetch: chooseFetchPath(options, opts.engine, browserFound) };
  };

  /**
   * One run's clock and page fetcher: the path the options choose, the browser handing over to plain
   * HTTP in auto mode when it fails to start or crashes, every fetch under the run's timeout.
   */
  const startRun = (options: ExtractOptions, signal?: AbortSignal) => {
    if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
    checkOptionRules(options, opts.extractTimeoutSeconds);
    const fetchPlan = chooseFetchPath(options, opts.engine, browserFound);
    const seconds = options.timeout ?? opts.extractTimeoutSeconds;
    const timeout = AbortSignal.timeout(seconds * 1000);
    const runSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const deadline = performance.now() + seconds * 1000;
    let engine = fetchPlan.primary;
    let retries = 0;
    // A proxy the caller names is dialed like a page: it may not sit on a private address either.
    const proxyChecked = options.proxy ? guard(options.proxy) : undefined;
    proxyChecked?.catch(() => undefined);
    const viaHttp = async (url: string) => {
      await proxyChecked;
      return httpFetch(url, { signal: runSignal, timeoutSeconds: seconds, guard, dispatcher: dispatchers.get(options.proxy), limits: opts.limits });
    };
    const fetchPage = async (url: string): Promise<FetchedPage> => {
      if (engine === 'http') return viaHttp(url);
      try {
        return await browser!.fetch(url, {
          signal: runSignal,
          timeoutSeconds: seconds,
          deadline,
          waitFor: options.waitFor,
          guard: opts.allowPrivateNetwork ? undefined : guard,
          evidence: options.screenshot ? 'always' : opts.evidenceScreenshots,
          limits: opts.limits,
          readDocument: viaHttp,
        });
      } catch (err) {
        if (!fetchPlan.fallbackToHttp || !(err instanceof ExtractionError) || err.family !== 'browser' || runSignal.aborted) throw err;
        engine = 'http';
        retries++;
        return viaHttp(url);
      }
    };
    return { fetchPage, signal: runSignal, timeout, seconds, state: () => ({ engine, retries }) };
  };

  return {
    check(options) {
      try {
        plan(options);
      } catch (err) {
        // A missing browser or an unconfigured default provider is the deployment's state, not bad input: the run reports it.
        if (!(err instanceof ExtractionError) || err.code === 'invalid_request') throw err;
      }
    },
    async extract(job, signal) {
      const { model } = plan(job.options);
      const run = startRun(job.options, signal);
      try {
        return await runExtraction({
          job,
          model,
          extractor: opts.extractors[model.provider],
          cost: models.cost,
          fetchPage: run.fetchPage,
          signal: run.signal,
          fetchState: run.state,
        });
      } catch (err) {
        throw asExtractionError(err, signal, run.timeout, run.seconds);
      }
    },
    async fetchFile(url, signal) {
      if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
      const seconds = opts.extractTimeoutSeconds;
      const timeout = AbortSignal.timeout(seconds * 1000);
      const runSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      return httpFetchBytes(url, { signal: runSignal, timeoutSeconds: seconds, guard, dispatcher: dispatchers.get(), limits: opts.limits });
    },
    async scrape(job, signal) {
      const t0 = performance.now();
      const run = startRun(job.options, signal);
      try {
        const fetched = await run.fetchPage(job.url);
        const data = await pageFormats(fetched, job.formats, job.mainContentOnly);
        const { engine, retries } = run.state();
        return { data, screenshot: fetched.evidence, engine, syncRetries: retries, durationMs: Math.round(performance.now() - t0) };
      } catch (err) {
        throw asExtractionError(err, signal, run.timeout, run.seconds);
      }
    },
    async extractFrom(job, fetchPage, signal) {
      if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
      checkOptionRules(job.options, opts.extractTimeoutSeconds);
      const model = models.resolve(job.options.model);
      const seconds = job.options.timeout ?? opts.extractTimeoutSeconds;
      const timeout = AbortSignal.timeout(seconds * 1000);
      const runSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        return await runExtraction({
          job,
          model,
          extractor: opts.extractors[model.provider],
          cost: models.cost,
          fetchPage,
          signal: runSignal,
          fetchState: () => ({ engine: 'browser', retries: 0 }),
        });
      } catch (err) {
        throw asExtractionError(err, signal, timeout, seconds);
      }
    },
    async visual(job, signal) {
      if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
      if (!browser) {
        const why = opts.engine === 'http' ? 'the engine mode is http' : 'no Chromium or Chrome was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)';
        throw new ExtractionError('browser_unavailable', `Visual extraction needs a browser, and this deployment has none: ${why}`, 'config');
      }
      const t0 = performance.now();
      const seconds = opts.extractTimeoutSeconds;
      const model = models.resolve();
      const timeout = AbortSignal.timeout(seconds * 1000);
      const runSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      // A browser that cannot start makes the feature unavailable (503), not the page unreachable.
      await browser.start().catch((err: Error) => {
          throw new ExtractionError('browser_unavailable', `The browser could not start: ${err.message}`, 'browser', { raw: String(err.stack ?? err) });
        });
      let out: PageVisual | undefined;
      try {
        await browser.fetch(job.url, {
          signal: runSignal,
          timeoutSeconds: seconds,
          deadline: performance.now() + seconds * 1000,
          guard: opts.allowPrivateNetwork ? undefined : guard,
          limits: opts.limits,
          // The visual run's own capture is the success evidence; the fetch only adds one when the page fails.
          evidence: opts.evidenceScreenshots === 'never' ? 'never' : 'on_failure',
          onPage: async (page) => {
            const picker = model.provider === 'builtin' ? undefined : opts.pickers[model.provider];
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
        cost: models.cost(model, v.inputTokens, v.outputTokens),
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
      return { mode: opts.engine, browser_found: browserFound, ...(browser?.state() ?? { browser_path: null, remote_browser: false, block_lists: [], pool: null }) };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([browser?.close(), dispatchers.close()]);
    },
  };
}
