/**
 * The browser fetch path: load a page in a pooled context, skip what extraction does not need
 * (request-policy.ts), read it once settled (page-settle.ts) or honour waitFor, guard every request
 * against SSRF, and capture an evidence screenshot when the policy asks.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { contentKind } from '../../engine/fetch/content-kind';
import type { BrowserFetchOptions, UrlGuard } from '../../engine/engine-options';
import type { FetchedPage } from '../../engine/fetch/fetched-page';
import { requestFailure, responseFailure } from '../../engine/fetch/fetch-failures';
import { raced } from '../../engine/raced';
import { ExtractionError } from '../../engine/types';
import type { BrowserPool } from './browser-pool';
import { networkQuiet, parsedFully, PARSE_CAP_MS, parseStall, trackRequests } from './page-settle';
import { extractionBlocker, type RequestBlocker } from './request-policy';

async function screenshot(page: Page): Promise<Buffer | undefined> {
  try {
    const shot = await Promise.race([page.screenshot({ type: 'png' }), sleep(3000, undefined, { ref: false })]);
    return shot ? Buffer.from(shot) : undefined;
  } catch {
    return undefined;
  }
}

// The request handler of the job now on each page. Interception is switched on once per page and left on:
// toggling it costs CDP round trips (Fetch.enable/disable and the cache setting) on every job.
const jobHandlers = new WeakMap<Page, (req: HTTPRequest) => void>();
const intercepting = new WeakSet<Page>();

// Requests with no job on the page (the pool's reset) go straight through.
const pass = (req: HTTPRequest) => void req.continue().catch(() => undefined);
const refuse = (req: HTTPRequest) => void req.abort('blockedbyclient').catch(() => undefined);

/** Routes the page's requests through the extraction policy (skips) and the SSRF guard (refusals). */
async function interceptRequests(page: Page, guard: UrlGuard | undefined, block: RequestBlocker | undefined): Promise<{ refused: () => unknown }> {
  let refusal: unknown;
  const allowed = new Map<string, Promise<boolean>>();
  if (!intercepting.has(page)) {
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => (jobHandlers.get(page) ?? pass)(req));
    intercepting.add(page);
  }
  jobHandlers.set(page, (req) => {
    const url = req.url();
    if (!/^https?:/i.test(url)) return pass(req);
    if (block?.({ url, type: req.resourceType(), pageUrl: req.frame()?.url() || page.url() })) return refuse(req);
    if (!guard) return pass(req);
    const origin = new URL(url).origin;
    // One DNS check per origin per page load.
    let ok = allowed.get(origin);
    if (!ok) {
      ok = guard(url).then(
        () => true,
        (err) => {
          refusal ??= err;
          return false;
        },
      );
      allowed.set(origin, ok);
    }
    void ok.then((allow) => (allow ? pass(req) : refuse(req)));
  });
  return { refused: () => refusal };
}

/** Loads `url` in the browser; rejects with an ExtractionError (evidence attached when captured). */
export async function browserFetch(pool: BrowserPool, url: string, opts: BrowserFetchOptions): Promise<FetchedPage> {
  const t0 = performance.now();
  const lease = await raced(pool.acquire(), opts.signal).catch((err) => {
    throw opts.signal.aborted ? requestFailure(url, err, opts.timeoutSeconds) : new ExtractionError('upstream_failed', `The browser could not start: ${(err as Error).message}`, 'browser', { raw: String((err as Error).stack ?? err) });
  });
  const { page } = lease;
  let discard = false;
  let waitCut = false;
  // The main document's response as it arrives, to tell a document (an image, a text file) from a page.
  let main: HTTPResponse | undefined;
  let arrivedAt: number | undefined;
  const onResponse = (res: HTTPResponse) => {
    if (!res.request().isNavigationRequest() || res.frame() !== page.mainFrame()) return;
    main = res;
    arrivedAt = performance.now();
  };
  page.on('response', onResponse);
  const tracker = trackRequests(page);
  let stall: ReturnType<typeof parseStall> | undefined;
  try {
    // Visual extraction and evidence screenshots need the page as a user sees it; extraction needs its text.
    const fullPage = !!opts.onPage || opts.evidence === 'always';
    const block = fullPage ? undefined : await extractionBlocker();
    const guard = opts.guard || block ? await interceptRequests(page, opts.guard, block) : undefined;
    // Whole milliseconds: puppeteer quotes the timeout in its error, which lands in the history row.
    const remaining = () => Math.max(1, Math.round(opts.deadline - performance.now()));
    const waitUntil = opts.waitFor === 'networkIdle' ? 'networkidle0' : opts.waitFor === 'load' ? 'load' : 'domcontentloaded';
    const isDocument = (res: HTTPResponse | undefined | null) => !!res && res.status() < 400 && contentKind(res.headers()['content-type']) !== 'html';
    let document = false;
    // A page that never settles is read as rendered: after PARSE_CAP_MS stuck before DOMContentLoaded, or near the deadline
    // for an explicit `load`/`networkIdle`, leaving the rest of the run time to extract.
    const reserve = Math.min(3000, opts.timeoutSeconds * 200);
    stall = parseStall(() => arrivedAt, opts.deadline - reserve, waitUntil === 'domcontentloaded' ? PARSE_CAP_MS : Infinity);
    const navigation = page.goto(url, { waitUntil, timeout: remaining() });
    navigation.catch(() => undefined);
    const outcome = await raced(Promise.race([navigation, stall.stalled.then(() => 'cut' as const)]), opts.signal).catch((err) => {
      // Chromium turns a PDF or a binary file into a download and aborts the navigation.
      document = !!opts.readDocument && !guard?.refused() && (isDocument(main) || /net::ERR_ABORTED/.test((err as Error)?.message ?? ''));
      if (document) return null;
      throw guard?.refused() ?? err;
    });
    stall.stop();
    waitCut = outcome === 'cut';
    // A cut page is still loading: its context is not lent again.
    discard ||= waitCut;
    const response = outcome === 'cut' ? (main ?? null) : outcome;
    if (!waitCut && waitUntil === 'domcontentloaded' && response) await networkQuiet(tracker, opts.deadline - reserve);
    if (guard?.refused() && !response) throw guard.refused();
    if (opts.readDocument && (document || isDocument(response))) {
      const doc = await opts.readDocument((response ?? main)?.url() ?? url);
      return { ...doc, ms: performance.now() - t0, engine: 'browser' };
    }
    const status = response?.status() ?? 200;
    const headers = response?.headers() ?? {};
    const selector = opts.waitFor && opts.waitFor !== 'load' && opts.waitFor !== 'networkIdle' ? opts.waitFor : undefined;
    if (selector && status < 400) {
      await raced(page.waitForSelector(selector, { timeout: remaining() }), opts.signal).catch((err) => {
        const e = err as Error;
        throw e.name === 'TimeoutError' || opts.signal.aborted
          ? new ExtractionError('timeout', `waitFor "${selector}" did not appear on ${url} within ${opts.timeoutSeconds}s`, 'timeout', { raw: e.message })
          : new ExtractionError('invalid_request', `options.waitFor "${selector}" is not a valid CSS selector`, 'config', { raw: e.message });
      });
    }
    // A page whose parser is still stopped (a script or stylesheet that never answers) is read as it was served:
    // its DOM holds only what came before the stop.
    const rendered = !waitCut || (await parsedFully(page));
    const html = await raced(rendered || !main ? page.content() : main.text().catch(() => page.content()), opts.signal);
    const finalUrl = page.url();
    const failure = responseFailure(finalUrl, status, html, headers);
    if (failure) throw failure;
    if (opts.onPage) await opts.onPage(page);
    const evidence = opts.evidence === 'always' ? await screenshot(page) : undefined;
    return { url: finalUrl, status, headers, html, ms: performance.now() - t0, engine: 'browser', evidence, ...(waitCut ? { waitCut } : {}) };
  } catch (err) {
    const e = requestFailure(url, opts.signal.aborted ? opts.signal.reason : err, opts.timeoutSeconds);
    discard = e.family === 'timeout' || e.family === 'browser';
    if (opts.evidence === 'never' || e.family === 'browser' || e.family === 'config') throw e;
    const png = await screenshot(page);
    throw png ? new ExtractionError(e.code, e.message, e.family, { ...e.extra, evidence: png }) : e;
  } finally {
    stall?.stop();
    tracker.stop();
    page.off('response', onResponse);
    jobHandlers.delete(page);
    await lease.release(discard);
  }
}
