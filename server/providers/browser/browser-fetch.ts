/**
 * The browser fetch path: load a page in a pooled context, skip what extraction does not need
 * (request-policy.ts: heavy types, and ads and trackers by the block lists), read it once settled (page-settle.ts) or honour waitFor, report the egress
 * proxy's refusals (or, for a remote browser, guard every request by interception), hold the page
 * to its weight and DOM-size limits, and capture an evidence screenshot when the policy asks.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { contentKind } from '../../engine/fetch/content-kind';
import type { BrowserFetchOptions, BrowserLimits, UrlGuard } from '../../engine/engine-options';
import type { FetchedPage } from '../../engine/fetch/fetched-page';
import { assertElementLimit, tooManyElements } from '../../engine/fetch/element-limit';
import { egressFailure, requestFailure, responseFailure } from '../../engine/fetch/fetch-failures';
import { raced } from '../../engine/raced';
import { ExtractionError } from '../../engine/types';
import { EGRESS_HEADER } from '../../net/egress-proxy';
import type { BrowserPool, Lease } from './browser-pool';
import { networkQuiet, parsedFully, PARSE_CAP_MS, parseStall, trackRequests } from './page-settle';
import type { BlockListMatcher } from './block-lists';
import { extractionBlocker, type RequestBlocker } from './request-policy';

async function screenshot(lease: Lease): Promise<Buffer | undefined> {
  const { page } = lease;
  try {
    await lease.show();
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
    // The page asked for is loaded whatever a list says of its address.
    const asked = req.isNavigationRequest() && req.frame() === page.mainFrame();
    if (!asked && block?.({ url, type: req.resourceType(), pageUrl: req.frame()?.url() || page.url() })) return refuse(req);
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

/** What the egress proxy tells about its refusals. */
export interface EgressReports {
  refusalFor(host: string): string | undefined;
}

// The proxy refused the main document: a 403 with its header (plain HTTP) or a failed tunnel (HTTPS).
function egressRefusal(url: string, egress: EgressReports | undefined, res: HTTPResponse | null | undefined, err?: unknown): ExtractionError | undefined {
  if (!egress) return undefined;
  const refusedHere = res?.headers()[EGRESS_HEADER] === 'refused' || /ERR_TUNNEL_CONNECTION_FAILED/.test((err as Error | undefined)?.message ?? '');
  const host = new URL(url).hostname;
  const why = egress.refusalFor(host);
  return refusedHere && why ? egressFailure(why) : undefined;
}

function limitError(url: string, what: string, max: number, setting: string): ExtractionError {
  return new ExtractionError('upstream_failed', `${url} is over the ${what} limit of ${max}`, 'limits', { raw: `${what} over ${max} (${setting})`, max });
}

// Counts what the page downloads (every sub-resource) and rejects once the weight limit is passed.
async function watchWeight(page: Page, url: string, limits: BrowserLimits): Promise<{ over: Promise<never>; stop: () => Promise<void> }> {
  const cdp = await page.createCDPSession();
  let bytes = 0;
  let fail: (e: Error) => void = () => undefined;
  const over = new Promise<never>((_, reject) => (fail = reject));
  over.catch(() => undefined);
  cdp.on('Network.dataReceived', (e: { dataLength: number; encodedDataLength: number }) => {
    bytes += Math.max(e.dataLength, e.encodedDataLength);
    if (bytes > limits.maxPageBytes) {
      fail(limitError(url, 'page weight (bytes)', limits.maxPageBytes, 'PLUCK_MAX_PAGE_BYTES'));
      void cdp.send('Page.stopLoading').catch(() => undefined);
    }
  });
  await cdp.send('Network.enable');
  return { over, stop: () => cdp.detach().catch(() => undefined) };
}

/** Loads `url` in the browser; rejects with an ExtractionError (evidence attached when captured). */
export async function browserFetch(pool: BrowserPool, url: string, opts: BrowserFetchOptions, egress?: EgressReports, lists?: BlockListMatcher): Promise<FetchedPage> {
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
  let weight: Awaited<ReturnType<typeof watchWeight>> | undefined;
  try {
    // Visual extraction and evidence screenshots need the page as a user sees it; extraction needs its text.
    const fullPage = !!opts.onPage || opts.evidence === 'always';
    const block = fullPage ? undefined : extractionBlocker(lists);
    const guard = opts.guard || block ? await interceptRequests(page, opts.guard, block) : undefined;
    weight = await watchWeight(page, url, opts.limits);
    const heavy = weight.over;
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
    const outcome = await raced(Promise.race([navigation, stall.stalled.then(() => 'cut' as const), heavy]), opts.signal).catch((err) => {
      if (err instanceof ExtractionError) throw err;
      const refused = egressRefusal(url, egress, main, err);
      if (refused) throw refused;
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
    const refused = egressRefusal(response?.url() ?? url, egress, response);
    if (refused) throw refused;
    if (!waitCut && waitUntil === 'domcontentloaded' && response) await raced(Promise.race([networkQuiet(tracker, opts.deadline - reserve), heavy]), opts.signal);
    if (guard?.refused() && !response) throw guard.refused();
    if (opts.readDocument && (document || isDocument(response))) {
      const doc = await opts.readDocument((response ?? main)?.url() ?? url);
      return { ...doc, ms: performance.now() - t0, engine: 'browser' };
    }
    const status = response?.status() ?? 200;
    const headers = response?.headers() ?? {};
    const selector = opts.waitFor && opts.waitFor !== 'load' && opts.waitFor !== 'networkIdle' ? opts.waitFor : undefined;
    if (selector && status < 400) {
      await raced(Promise.race([page.waitForSelector(selector, { timeout: remaining() }), heavy]), opts.signal).catch((err) => {
        if (err instanceof ExtractionError) throw err;
        const e = err as Error;
        throw e.name === 'TimeoutError' || opts.signal.aborted
          ? new ExtractionError('timeout', `waitFor "${selector}" did not appear on ${url} within ${opts.timeoutSeconds}s`, 'timeout', { raw: e.message })
          : new ExtractionError('invalid_request', `options.waitFor "${selector}" is not a valid CSS selector`, 'config', { raw: e.message });
      });
    }
    // Counted before the document is serialized: a huge DOM fails here instead of costing a huge string.
    const nodes = await raced(Promise.race([page.evaluate(() => window.document.getElementsByTagName('*').length), heavy]), opts.signal);
    if (nodes > opts.limits.maxDomNodes) throw tooManyElements(url, opts.limits.maxDomNodes);
    // A page whose parser is still stopped (a script or stylesheet that never answers) is read as it was served:
    // its DOM holds only what came before the stop.
    const rendered = !waitCut || (await parsedFully(page));
    const html = await raced(Promise.race([rendered || !main ? page.content() : main.text().catch(() => page.content()), heavy]), opts.signal);
    // The served text was counted by no DOM: a page cut while parsing may hold far more than it had parsed.
    if (!rendered) assertElementLimit(url, html, opts.limits.maxDomNodes);
    const finalUrl = page.url();
    const failure = responseFailure(finalUrl, status, html, headers);
    if (failure) throw failure;
    if (opts.onPage) {
      await lease.show();
      await opts.onPage(page);
    }
    const evidence = opts.evidence === 'always' ? await screenshot(lease) : undefined;
    return { url: finalUrl, status, headers, html, ms: performance.now() - t0, engine: 'browser', evidence, ...(waitCut ? { waitCut } : {}) };
  } catch (err) {
    const e = requestFailure(url, opts.signal.aborted ? opts.signal.reason : err, opts.timeoutSeconds);
    discard ||= e.family === 'timeout' || e.family === 'browser' || e.family === 'limits';
    if (opts.evidence === 'never' || e.family === 'browser' || e.family === 'config' || e.family === 'egress' || e.family === 'limits') throw e;
    const png = await screenshot(lease);
    throw png ? new ExtractionError(e.code, e.message, e.family, { ...e.extra, evidence: png }) : e;
  } finally {
    stall?.stop();
    tracker.stop();
    await weight?.stop();
    page.off('response', onResponse);
    jobHandlers.delete(page);
    await lease.release(discard);
  }
}
