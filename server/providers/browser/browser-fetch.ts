/**
 * The browser fetch path: load a page in a pooled context over its CDP sessions (page-target.ts),
 * skip what extraction does not need (request-policy.ts: heavy types, and ads and trackers by the
 * block lists), read it once settled (page-settle.ts) or honour waitFor, report the egress proxy's
 * refusals (or, for a remote browser, guard every request), hold the page to its weight and
 * DOM-size limits, and capture an evidence screenshot when the policy asks.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { asDeclared, declaresOtherThanUtf8, decodeHtml, misreadAsUtf8, servedText } from '../../engine/fetch/charset';
import { contentKind } from '../../engine/fetch/content-kind';
import { BOX_ATTRIBUTE, type BrowserFetchOptions, type BrowserLimits, type UrlGuard } from '../../engine/engine-options';
import type { FetchedPage } from '../../engine/fetch/fetched-page';
import { assertElementLimit, tooManyElements } from '../../engine/fetch/element-limit';
import { egressFailure, requestFailure, responseFailure } from '../../engine/fetch/fetch-failures';
import { raced } from '../../engine/raced';
import { ExtractionError } from '../../engine/types';
import { EGRESS_HEADER, type DialState } from '../../net/egress-proxy';
import type { BrowserPool, Lease } from './browser-pool';
import { networkQuiet, parsedFully, PARSE_CAP_MS, parseStall, trackRequests } from './page-settle';
import type { BlockListMatcher } from './block-lists';
import type { PageTarget, PausedRequest } from './page-target';
import { extractionBlocker, type RequestBlocker } from './request-policy';

/** The main document's response. */
interface MainResponse {
  requestId: string;
  url: string;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

async function screenshot(lease: Lease): Promise<Buffer | undefined> {
  // Showing a page whose navigation still waits on the egress proxy can hang as long as the navigation: both are bounded.
  const shot = (async () => {
    await lease.show();
    return lease.target.cdp.send('Page.captureScreenshot', { format: 'png' });
  })();
  const taken = await Promise.race([shot, sleep(3000, undefined, { ref: false })]).catch(() => undefined);
  return taken ? Buffer.from(taken.data, 'base64') : undefined;
}

/** Routes the page's requests through the extraction policy (skips) and the SSRF guard (refusals). */
function routeRequests(target: PageTarget, guard: UrlGuard | undefined, block: RequestBlocker | undefined): { refused: () => unknown } {
  let refusal: unknown;
  const allowed = new Map<string, Promise<boolean>>();
  target.route = (req: PausedRequest) => {
    const { url } = req;
    if (!/^https?:/i.test(url)) return req.pass();
    // The page asked for is loaded whatever a list says of its address.
    const asked = req.resourceType === 'Document' && req.frameId === target.frameId;
    if (!asked && block?.({ url, type: req.resourceType.toLowerCase(), pageUrl: target.frameUrl(req.frameId) ?? url })) return req.refuse();
    if (!guard) return req.pass();
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
    void ok.then((allow) => (allow ? req.pass() : req.refuse()));
  };
  return { refused: () => refusal };
}

/** What the egress proxy tells about the dials it refused or could not make. */
export interface EgressReports {
  refusalFor(host: string): string | undefined;
  dialFailureFor(host: string): { code?: string; message: string } | undefined;
  dialState(host: string): DialState;
}

// The proxy refused or could not dial the main document's host: Chromium sees a 403/502 with the proxy's header (plain
// HTTP) or a failed tunnel (HTTPS), so the proxy's own report says which it was (a name that does not resolve among them).
function egressFailureOf(
  url: string,
  egress: EgressReports | undefined,
  res: MainResponse | null | undefined,
  timeoutSeconds: number,
  err?: unknown,
): ExtractionError | undefined {
  if (!egress) return undefined;
  const marked = res?.headers[EGRESS_HEADER];
  const tunnelFailed = /ERR_TUNNEL_CONNECTION_FAILED/.test((err as Error | undefined)?.message ?? '');
  if (!marked && !tunnelFailed) return undefined;
  const host = new URL(url).hostname;
  const why = egress.refusalFor(host);
  if (why) return egressFailure(why);
  const dial = egress.dialFailureFor(host);
  return dial ? requestFailure(url, Object.assign(new Error(dial.message), { code: dial.code }), timeoutSeconds) : undefined;
}

function limitError(url: string, what: string, max: number, setting: string): ExtractionError {
  return new ExtractionError('upstream_failed', `${url} is over the ${what} limit of ${max}`, 'limits', { raw: `${what} over ${max} (${setting})`, max });
}

// Counts what the page downloads (every sub-resource of every frame) and rejects once the weight limit is passed.
function watchWeight(target: PageTarget, url: string, limits: BrowserLimits): { over: Promise<never>; stop: () => void } {
  let bytes = 0;
  let fail: (e: Error) => void = () => undefined;
  const over = new Promise<never>((_, reject) => (fail = reject));
  over.catch(() => undefined);
  const onData = (e: { dataLength: number; encodedDataLength: number }) => {
    bytes += Math.max(e.dataLength, e.encodedDataLength);
    if (bytes > limits.maxPageBytes) {
      fail(limitError(url, 'page weight (bytes)', limits.maxPageBytes, 'PLUCK_MAX_PAGE_BYTES'));
      void target.cdp.send('Page.stopLoading').catch(() => undefined);
    }
  };
  target.events.on('data', onData);
  return { over, stop: () => void target.events.off('data', onData) };
}

/** Watches the main frame: its document's response, and the lifecycle events of the document now in it. */
function watchMainFrame(target: PageTarget) {
  const responses = new Map<string, MainResponse>();
  let arrivedAt: number | undefined;
  let loaderId: string | undefined;
  const reached = new Map<string, () => void>();
  let downloadedAt: number | undefined;
  const onResponse = (e: { requestId: string; type: string; frameId?: string; response: { url: string; status: number; headers: Record<string, string> } }) => {
    if (e.type !== 'Document' || e.frameId !== target.frameId) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(e.requestId, { requestId: e.requestId, url: e.response.url, status: e.response.status, headers });
    arrivedAt = performance.now();
    downloadedAt = undefined;
  };
  const onSettled = (e: { requestId: string }) => {
    if (responses.has(e.requestId) && e.requestId === [...responses.keys()].pop()) downloadedAt = performance.now();
  };
  // about:blank is only ever a stop on the way (a fragment-only navigation goes through it), never the page asked for.
  const onCommit = (f: { id: string; loaderId: string; url: string }) => {
    if (f.id === target.frameId && f.url !== 'about:blank') loaderId = f.loaderId;
  };
  const onLifecycle = (e: { loaderId: string; name: string }) => {
    if (e.loaderId === loaderId) reached.get(e.name)?.();
  };
  target.events.on('response', onResponse);
  target.events.on('settled', onSettled);
  target.events.on('navigated', onCommit);
  target.events.on('lifecycle', onLifecycle);
  return {
    /** The response of the document in the frame (the navigation's own loader id is its request id). */
    response: (): MainResponse | undefined => (loaderId ? responses.get(loaderId) : undefined) ?? [...responses.values()].pop(),
    arrivedAt: () => arrivedAt,
    /** When the document now arriving finished downloading. */
    downloadedAt: () => downloadedAt,
    /** Resolves when the document now in the frame reaches lifecycle event `name`. */
    reach: (name: string) => new Promise<void>((resolve) => reached.set(name, resolve)),
    stop: () => {
      target.events.off('response', onResponse);
      target.events.off('settled', onSettled);
      target.events.off('navigated', onCommit);
      target.events.off('lifecycle', onLifecycle);
    },
  };
}

// Waits in the page for `selector`, watching its mutations; an invalid selector throws a SyntaxError from querySelector.
const selectorWait = (selector: string) => `new Promise((resolve, reject) => {
  const found = () => { try { return !!document.querySelector(${JSON.stringify(selector)}); } catch (e) { reject(e); return true; } };
  if (found()) return resolve(true);
  const watch = new MutationObserver(() => found() && (watch.disconnect(), resolve(true)));
  watch.observe(document, { childList: true, subtree: true, attributes: true });
})`;

/** What readDocument() finds: the element count, the encoding the document was decoded with, and the document when it was serialized. */
interface DocumentRead {
  nodes: number;
  charset: string;
  html?: string;
  url?: string;
}

// The element count, and the document serialized as puppeteer's content() did (doctype and comments around the root kept)
// when `serialize` asks and it is under `max` elements.
const readDocument = (max: number, serialize: boolean) => `(() => {
  const nodes = document.getElementsByTagName('*').length, charset = document.characterSet;
  if (!${serialize} || nodes > ${max}) return { nodes, charset };
  let html = '';
  for (const node of document.childNodes) html += node === document.documentElement ? node.outerHTML : new XMLSerializer().serializeToString(node);
  return { nodes, charset, html, url: location.href };
})()`;

// Boxes written on at most this many elements: evidence needs the elements that show values, which a page of this size holds.
const MAX_BOXES = 20000;

// Writes each rendered element's box (page coordinates, CSS pixels, as the screenshot shows them) on the element.
const writeBoxes = `(() => {
  const sx = window.scrollX, sy = window.scrollY;
  let n = 0;
  for (const el of document.body ? document.body.getElementsByTagName('*') : []) {
    if (n >= ${MAX_BOXES}) break;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    el.setAttribute(${JSON.stringify(BOX_ATTRIBUTE)}, [r.left + sx, r.top + sy, r.width, r.height].map(Math.round).join(','));
    n++;
  }
  return n;
})()`;

/**
 * Waits for `selector` through navigations of the page (which end a wait in the old document); the caller races it
 * against the run's signal, and a wait that keeps failing stops at `deadline`.
 */
async function waitForSelector(target: PageTarget, selector: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      await target.evaluate(selectorWait(selector), true);
      return;
    } catch (err) {
      const e = err as Error;
      if (e.name === 'SyntaxError' || performance.now() >= deadline) throw e;
      await sleep(50);
    }
  }
}

/** Loads `url` in the browser; rejects with an ExtractionError (evidence attached when captured). */
export async function browserFetch(
  pool: BrowserPool,
  url: string,
  opts: BrowserFetchOptions,
  egress?: EgressReports,
  lists?: BlockListMatcher,
): Promise<FetchedPage> {
  const t0 = performance.now();
  const lease = await raced(pool.acquire(), opts.signal).catch((err) => {
    throw opts.signal.aborted
      ? requestFailure(url, err, opts.timeoutSeconds)
      : new ExtractionError('upstream_failed', `The browser could not start: ${(err as Error).message}`, 'browser', {
          raw: String((err as Error).stack ?? err),
        });
  });
  const { target } = lease;
  let discard = false;
  let waitCut = false;
  const main = watchMainFrame(target);
  const tracker = trackRequests(target, egress?.dialState);
  const weight = watchWeight(target, url, opts.limits);
  const heavy = weight.over;
  let stall: ReturnType<typeof parseStall> | undefined;
  try {
    // Visual extraction and evidence screenshots need the page as a user sees it; extraction needs its text.
    const fullPage = !!opts.onPage || opts.evidence === 'always';
    const block = fullPage ? undefined : extractionBlocker(lists);
    const guard = opts.guard || block ? routeRequests(target, opts.guard, block) : undefined;
    const waitUntil = opts.waitFor === 'networkIdle' ? 'networkIdle' : opts.waitFor === 'load' ? 'load' : 'DOMContentLoaded';
    const isDocument = (res: MainResponse | undefined | null) => !!res && res.status < 400 && contentKind(res.headers['content-type']) !== 'html';
    let document = false;
    // A page that never settles is read as rendered: after PARSE_CAP_MS stuck before DOMContentLoaded, or near the deadline
    // for an explicit `load`/`networkIdle`, leaving the rest of the run time to extract.
    const reserve = Math.min(3000, opts.timeoutSeconds * 200);
    const stalledSince = () => {
      const downloaded = main.downloadedAt();
      return downloaded === undefined ? undefined : Math.max(downloaded, tracker.lastChange());
    };
    const onlyHeld = () => tracker.held() && !tracker.inFlight();
    stall = parseStall(main.arrivedAt, opts.deadline - reserve, waitUntil === 'DOMContentLoaded' ? PARSE_CAP_MS : Infinity, stalledSince, onlyHeld);
    const settled = main.reach(waitUntil);
    const navigation = (async () => {
      let nav = await target.cdp.send('Page.navigate', { url });
      // Only the fragment differs from the parked document's URL: that navigation stays in the old document, so the page
      // leaves it for about:blank and comes back. (A reload can race the fragment's commit and load the old URL.)
      if (!nav.loaderId && !nav.errorText) {
        await target.cdp.send('Page.navigate', { url: 'about:blank' });
        nav = await target.cdp.send('Page.navigate', { url });
      }
      // An HTTP error status is a page like any other here: its status is judged once it is read.
      if (nav.errorText && nav.errorText !== 'net::ERR_HTTP_RESPONSE_CODE_FAILURE') throw new Error(`${nav.errorText} at ${url}`);
      await settled;
      return main.response() ?? null;
    })();
    navigation.catch(() => undefined);
    // The run's signal ends a navigation that outlasts the deadline.
    const outcome = await raced(Promise.race([navigation, stall.stalled.then(() => 'cut' as const), heavy]), opts.signal).catch((err) => {
      if (err instanceof ExtractionError) throw err;
      const refused = egressFailureOf(url, egress, main.response(), opts.timeoutSeconds, err);
      if (refused) throw refused;
      // Chromium turns a PDF or a binary file into a download and aborts the navigation.
      document = !!opts.readDocument && !guard?.refused() && (isDocument(main.response()) || /net::ERR_ABORTED/.test((err as Error)?.message ?? ''));
      if (document) return null;
      throw guard?.refused() ?? err;
    });
    stall.stop();
    waitCut = outcome === 'cut';
    // A cut page is still loading: its context is not lent again.
    discard ||= waitCut;
    const response = outcome === 'cut' ? (main.response() ?? null) : outcome;
    const refused = egressFailureOf(response?.url ?? url, egress, response, opts.timeoutSeconds);
    if (refused) throw refused;
    if (!waitCut && waitUntil === 'DOMContentLoaded' && response)
      await raced(Promise.race([networkQuiet(tracker, opts.deadline - reserve), heavy]), opts.signal);
    if (guard?.refused() && !response) throw guard.refused();
    if (opts.readDocument && (document || isDocument(response))) {
      const doc = await opts.readDocument((response ?? main.response())?.url ?? url);
      return { ...doc, ms: performance.now() - t0, engine: 'browser' };
    }
    const status = response?.status ?? 200;
    const headers = response?.headers ?? {};
    const selector = opts.waitFor && opts.waitFor !== 'load' && opts.waitFor !== 'networkIdle' ? opts.waitFor : undefined;
    if (selector && status < 400) {
      const loadedMs = performance.now() - t0;
      await raced(Promise.race([waitForSelector(target, selector, opts.deadline), heavy]), opts.signal).catch((err) => {
        if (err instanceof ExtractionError) throw err;
        const e = err as Error;
        if (e.name !== 'TimeoutError' && !opts.signal.aborted)
          throw new ExtractionError('invalid_request', `options.waitFor "${selector}" is not a valid CSS selector`, 'config', { raw: e.message });
        const message = `${url} loaded (HTTP ${status}) in ${Math.round(loadedMs)} ms, but the options.waitFor selector "${selector}" never appeared within ${opts.timeoutSeconds}s`;
        throw new ExtractionError('timeout', message, 'wait_for', { raw: message });
      });
    }
    // A page whose parser is still stopped (a script or stylesheet that never answers) is read as it was served:
    // its DOM holds only what came before the stop.
    const rendered = !waitCut || (await parsedFully(target));
    // Counted before the document is serialized: a huge DOM fails there instead of costing a huge string.
    // A page read as served is not serialized: its served text is what is read.
    const served = rendered ? undefined : main.response();
    const readDom = (serialize: boolean) => target.evaluate<DocumentRead>(readDocument(opts.limits.maxDomNodes, serialize));
    if (opts.boxes && !served) await raced(Promise.race([target.evaluate<number>(writeBoxes), heavy]), opts.signal);
    const read = await raced(Promise.race([readDom(!served), heavy]), opts.signal);
    if (read.nodes > opts.limits.maxDomNodes) throw tooManyElements(url, opts.limits.maxDomNodes);
    // Text Chromium decoded, read as the HTTP path reads the page (charset.ts).
    const decoded = (text: string) => asDeclared(text, read.charset, headers['content-type']);
    const asRead = (body: ServedBody) => bodyText(body, headers['content-type'], decoded);
    const asServed = (requestId: string) =>
      servedBody(target, requestId)
        .then(asRead)
        .catch(async () => decoded((await readDom(true)).html ?? ''));
    // A document in UTF-8 under a <meta> that says otherwise (kept when the page was saved or moved to UTF-8) was decoded by
    // the <meta>: its DOM is mojibake, where the HTTP path reads UTF-8 (charset.ts). Its served body is read instead. (One
    // that declares nothing or UTF-8 and was decoded as windows-1252 is read again by `decoded`.)
    const misread =
      !served && read.charset.toLowerCase() !== 'utf-8' && declaresOtherThanUtf8(headers['content-type'], read.html ?? '')
        ? await raced(Promise.race([misreadBody(target, main.response(), read.charset), heavy]), opts.signal)
        : undefined;
    const html = served ? await raced(Promise.race([asServed(served.requestId), heavy]), opts.signal) : misread ? asRead(misread) : decoded(read.html ?? '');
    // The served text was counted by no DOM: a page cut while parsing may hold far more than it had parsed.
    if (!rendered) assertElementLimit(url, html, opts.limits.maxDomNodes);
    const finalUrl = target.url() ?? read.url ?? url;
    const failure = responseFailure(finalUrl, status, html, headers);
    if (failure) throw failure;
    if (opts.onPage) {
      await lease.show();
      await opts.onPage(await target.page());
    }
    const evidence = opts.evidence === 'always' ? await screenshot(lease) : undefined;
    return { url: finalUrl, status, headers, html, ms: performance.now() - t0, engine: 'browser', evidence, ...(waitCut ? { waitCut } : {}) };
  } catch (err) {
    // An abandoned run (deadline, cancel, client gone) stops its page's loads at once.
    if (opts.signal.aborted) void target.cdp.send('Page.stopLoading').catch(() => undefined);
    // The run's own errors (a waitFor that never appeared) keep their word over the deadline that ended them.
    const e = err instanceof ExtractionError ? err : requestFailure(url, opts.signal.aborted ? opts.signal.reason : err, opts.timeoutSeconds);
    discard ||= e.family === 'timeout' || e.family === 'browser' || e.family === 'limits';
    // A run its caller gave up on (a cancel, a client gone; not the deadline) needs no evidence: it ends now.
    const givenUp = opts.signal.aborted && (opts.signal.reason as Error | undefined)?.name !== 'TimeoutError';
    if (givenUp || opts.evidence === 'never' || e.family === 'browser' || e.family === 'config' || e.family === 'egress' || e.family === 'limits') throw e;
    const png = await screenshot(lease);
    throw png ? new ExtractionError(e.code, e.message, e.family, { ...e.extra, evidence: png }) : e;
  } finally {
    stall?.stop();
    tracker.stop();
    weight.stop();
    main.stop();
    target.route = (req) => req.pass();
    await lease.release(discard);
  }
}

/** A response's body as Chromium gives it: as the text it decoded, or as base64 bytes. */
interface ServedBody {
  body: string;
  base64Encoded: boolean;
}

const servedBody = (target: PageTarget, requestId: string): Promise<ServedBody> => target.cdp.send('Network.getResponseBody', { requestId });

/** `response`'s body when Chromium misread it, UTF-8, by a declared charset (misreadAsUtf8); undefined when it did not. */
async function misreadBody(target: PageTarget, response: MainResponse | undefined, decodedAs: string): Promise<ServedBody | undefined> {
  const served = response && (await servedBody(target, response.requestId).catch(() => undefined));
  return served && misreadAsUtf8(served.body, served.base64Encoded, decodedAs) ? served : undefined;
}

/**
 * A served body read as the HTTP path reads it: Chromium gives some bodies as the text it decoded (a UTF-8 or a
 * windows-1252 page's: servedText, then `decoded`), others as their bytes (a GBK page's with a stray byte: decodeHtml).
 */
function bodyText({ body, base64Encoded }: ServedBody, contentType: string | undefined, decoded: (text: string) => string): string {
  return base64Encoded ? decodeHtml(Buffer.from(body, 'base64'), contentType ?? '') : decoded(servedText(body));
}
