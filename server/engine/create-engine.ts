/**
 * The engine: fetch paths (the browser port, HTTP pools), extractors and the run pipeline, over
 * the providers the composition root hands in. Nothing starts until the first extraction.
 */
import { chooseFetchPath, checkOptionRules, type FetchPlan } from './choose-path';
import type { EngineOptions, ModelEntry } from './engine-options';
import type { FetchedPage } from './fetch/fetched-page';
import { httpFetch, httpFetchBytes } from './fetch/http-fetch';
import { runClock } from './run-clock';
import { runExtraction } from './run-extraction';
import { pageFormats } from './scrape/page-formats';
import { ExtractionError, type Engine, type ExtractOptions } from './types';
import { visualOnPage, type PageVisual } from './visual/run-visual';

export type { EngineOptions } from './engine-options';

/** What the options of a job resolve to in this deployment. */
interface RunPlan {
  model: ModelEntry;
  fetch: FetchPlan;
}

/** Creates the engine. */
export function createEngine(opts: EngineOptions): Engine {
  const { dispatchers, browser, models } = opts;
  const browserFound = !!browser;
  let closed = false;
  const guard = opts.guardUrl;
  // The deployment rules a job's options must meet, in one place; each options object is judged once: the verdict
  // check() reaches (the service asks before recording anything) is the one its run uses.
  const verdicts = new WeakMap<ExtractOptions, { plan: RunPlan } | { error: unknown }>();
  const plan = (options: ExtractOptions): RunPlan => {
    let verdict = verdicts.get(options);
    if (!verdict) {
      try {
        checkOptionRules(options, opts.extractTimeoutSeconds);
        verdict = { plan: { model: models.resolve(options.model), fetch: chooseFetchPath(options, opts.engine, browserFound) } };
      } catch (error) {
        verdict = { error };
      }
      verdicts.set(options, verdict);
    }
    if ('error' in verdict) throw verdict.error;
    return verdict.plan;
  };

  /**
   * One run's clock and page fetcher: the path the options choose, the browser handing over to plain
   * HTTP in auto mode when it fails to start or crashes, every fetch under the run's timeout.
   */
  const startRun = (options: ExtractOptions, signal?: AbortSignal) => {
    if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
    const fetchPlan = plan(options).fetch;
    const clock = runClock(options.timeout ?? opts.extractTimeoutSeconds, signal);
    const { seconds, signal: runSignal, deadline } = clock;
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
          boxes: !!(options.screenshot && options.evidence),
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
    return { clock, fetchPage, state: () => ({ engine, retries }) };
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
    async extract(job, signal, recipes) {
      const { model } = plan(job.options);
      const run = startRun(job.options, signal);
      return run.clock.run(() =>
        runExtraction({
          job,
          model,
          extractor: opts.extractors[model.provider],
          cost: models.cost,
          fetchPage: run.fetchPage,
          signal: run.clock.signal,
          fetchState: run.state,
          recipes,
        }),
      );
    },
    async fetchFile(url, signal) {
      if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
      const clock = runClock(opts.extractTimeoutSeconds, signal);
      return httpFetchBytes(url, { signal: clock.signal, timeoutSeconds: clock.seconds, guard, dispatcher: dispatchers.get(), limits: opts.limits });
    },
    async scrape(job, signal) {
      const t0 = performance.now();
      const run = startRun(job.options, signal);
      return run.clock.run(async () => {
        const fetched = await run.fetchPage(job.url);
        const data = await pageFormats(fetched, job.formats, job.mainContentOnly);
        const { engine, retries } = run.state();
        return { data, screenshot: fetched.evidence, engine, syncRetries: retries, durationMs: Math.round(performance.now() - t0) };
      });
    },
    async extractFrom(job, fetchPage, signal) {
      if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
      // A logged-in session loads the pages itself: of the plan, only the model is used.
      const { model } = plan(job.options);
      const clock = runClock(job.options.timeout ?? opts.extractTimeoutSeconds, signal);
      // What served the pages: a logged-in browser, or a device's screen.
      let served: FetchedPage['engine'] = 'browser';
      return clock.run(() =>
        runExtraction({
          job,
          model,
          extractor: opts.extractors[model.provider],
          cost: models.cost,
          fetchPage: async (url) => {
            const page = await fetchPage(url);
            served = page.engine;
            return page;
          },
          signal: clock.signal,
          fetchState: () => ({ engine: served, retries: 0 }),
        }),
      );
    },
    async visual(job, signal) {
      if (closed) throw new ExtractionError('internal', 'The engine is closed', 'internal');
      if (!browser) {
        const why = opts.engine === 'http' ? 'the engine mode is http' : 'no Chromium or Chrome was found (set PLUCK_BROWSER_PATH or PLUCK_BROWSER_WS)';
        throw new ExtractionError('browser_unavailable', `Visual extraction needs a browser, and this deployment has none: ${why}`, 'config');
      }
      const t0 = performance.now();
      const model = models.resolve();
      const clock = runClock(opts.extractTimeoutSeconds, signal);
      const { seconds, signal: runSignal } = clock;
      // A browser that cannot start makes the feature unavailable (503), not the page unreachable.
      await browser.start().catch((err: Error) => {
        throw new ExtractionError('browser_unavailable', `The browser could not start: ${err.message}`, 'browser', { raw: String(err.stack ?? err) });
      });
      let out: PageVisual | undefined;
      await clock.run(() =>
        browser.fetch(job.url, {
          signal: runSignal,
          timeoutSeconds: seconds,
          deadline: clock.deadline,
          guard: opts.allowPrivateNetwork ? undefined : guard,
          limits: opts.limits,
          // The visual run's own capture is the success evidence; the fetch only adds one when the page fails.
          evidence: opts.evidenceScreenshots === 'never' ? 'never' : 'on_failure',
          onPage: async (page) => {
            const picker = model.provider === 'builtin' ? undefined : opts.pickers[model.provider];
            out = await visualOnPage(page, job.instruction, { picker, model: model.id }, runSignal);
          },
        }),
      );
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
      return {
        mode: opts.engine,
        browser_found: browserFound,
        ...(browser?.state() ?? { browser_path: null, remote_browser: false, block_lists: [], pool: null }),
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([browser?.close(), dispatchers.close()]);
    },
  };
}
