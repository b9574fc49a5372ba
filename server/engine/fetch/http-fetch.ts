/**
 * The HTTP fetch path (undici): one request per hop, redirects followed by hand so the SSRF guard
 * sees every address (and the connector given by the composition root checks the address it
 * dials), an optional HTTP proxy, body size and redirect caps, and charset decoding.
 */
import { Agent, ProxyAgent, request, type Dispatcher, type buildConnector } from 'undici';
import { contentKind, unsupportedContent } from './content-kind';
import { decodeHtml } from './charset';
import type { UrlGuard } from '../engine-options';
import type { FetchedPage } from './fetched-page';
import { requestFailure, responseFailure } from './fetch-failures';
import { ExtractionError } from '../types';
import { assertElementLimit } from './element-limit';

/** What one HTTP fetch needs. */
export interface HttpFetchOptions {
  signal: AbortSignal;
  /** Seconds, for the timeout message. */
  timeoutSeconds: number;
  guard: UrlGuard;
  dispatcher: Dispatcher;
  limits: HttpLimits;
}

/** What one HTTP fetch may cost. */
export interface HttpLimits {
  /** Response body bytes; a larger page fails with family `limits`. */
  maxResponseBytes: number;
  /** Redirects followed; one more fails with family `limits`. */
  maxRedirects: number;
  /** Elements in an HTML page; more fail with family `limits` before the page is parsed. */
  maxDomNodes: number;
}
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
};

/**
 * Connection pools: pages go through a direct agent built on the page connector (the egress guard
 * when the composition root gives one) or one ProxyAgent per proxy URL; the service's own calls
 * (LLM APIs the operator configured) through an unguarded agent.
 */
export class HttpDispatchers {
  private readonly direct: Agent;
  private readonly own = new Agent({ connections: 64, keepAliveTimeout: 10_000, connect: { timeout: 10_000 } });
  private proxies = new Map<string, ProxyAgent>();

  /** `pageConnect` dials page fetches (default: undici's own connector). */
  constructor(pageConnect?: buildConnector.connector) {
    this.direct = new Agent({ connections: 64, keepAliveTimeout: 10_000, connect: pageConnect ?? { timeout: 10_000 } });
  }

  /** The dispatcher of the service's own outbound calls (LLM providers): operator-configured endpoints, not guarded. */
  service(): Dispatcher {
    return this.own;
  }

  /** The dispatcher for a page request, through `proxy` when given. */
  get(proxy?: string): Dispatcher {
    if (!proxy) return this.direct;
    let agent = this.proxies.get(proxy);
    if (!agent) {
      agent = new ProxyAgent({ uri: proxy, connections: 16 });
      // Proxies are per request option; a handful are kept, the oldest closed.
      if (this.proxies.size >= 16) {
        const [oldest, a] = this.proxies.entries().next().value!;
        this.proxies.delete(oldest);
        void a.close();
      }
      this.proxies.set(proxy, agent);
    }
    return agent;
  }

  /** Closes every pool. */
  async close(): Promise<void> {
    await Promise.allSettled([this.direct.close(), this.own.close(), ...[...this.proxies.values()].map((p) => p.close())]);
    this.proxies.clear();
  }
}

function headerMap(h: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : (v ?? '')]));
}

function tooLarge(url: string, max: number): ExtractionError {
  return new ExtractionError('upstream_failed', `${url} is larger than the ${max}-byte response limit`, 'limits', {
    raw: `response over ${max} bytes (PLUCK_MAX_RESPONSE_BYTES)`,
    max,
  });
}

// Reading stops at the cap: a page that never ends costs no more than the cap, and fails clearly.
async function readCapped(url: string, body: AsyncIterable<Buffer> & { destroy(): unknown }, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) {
      body.destroy();
      throw tooLarge(url, max);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A response read whole, after redirects. */
export interface FetchedBytes {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * GETs a URL with its redirects, every hop through the guard, the body read up to the size cap;
 * any status is returned. Rejects with an ExtractionError.
 */
export async function httpFetchBytes(url: string, opts: HttpFetchOptions): Promise<FetchedBytes> {
  let current = url;
  try {
    for (let hop = 0; hop <= opts.limits.maxRedirects; hop++) {
      await opts.guard(current);
      const res = await request(current, { method: 'GET', headers: HEADERS, dispatcher: opts.dispatcher, signal: opts.signal });
      const headers = headerMap(res.headers);
      if (res.statusCode >= 300 && res.statusCode < 400 && headers.location) {
        await res.body.dump();
        current = new URL(headers.location, current).toString();
        continue;
      }
      if (Number(headers['content-length']) > opts.limits.maxResponseBytes) {
        res.body.destroy();
        throw tooLarge(current, opts.limits.maxResponseBytes);
      }
      const body = await readCapped(current, res.body, opts.limits.maxResponseBytes);
      return { url: current, status: res.statusCode, headers, body };
    }
  } catch (err) {
    throw requestFailure(current, opts.signal.aborted ? (opts.signal.reason ?? err) : err, opts.timeoutSeconds);
  }
  throw new ExtractionError('upstream_failed', `${url} redirected more than ${opts.limits.maxRedirects} times`, 'limits', {
    raw: `redirect limit ${opts.limits.maxRedirects} (PLUCK_MAX_REDIRECTS) reached at ${current}`,
    max: opts.limits.maxRedirects,
  });
}

/** Fetches a page over HTTP; rejects with an ExtractionError. */
export async function httpFetch(url: string, opts: HttpFetchOptions): Promise<FetchedPage> {
  const t0 = performance.now();
  const { url: current, status, headers, body } = await httpFetchBytes(url, opts);
  const type = headers['content-type'];
  const kind = contentKind(type, body);
  const html = kind === 'html' || kind === 'text' ? decodeHtml(body, type ?? '') : '';
  const failure = responseFailure(current, status, html, headers);
  if (failure) throw failure;
  if (kind === 'unsupported') throw unsupportedContent(current, type);
  if (kind === 'html') assertElementLimit(current, html, opts.limits.maxDomNodes);
  const page: FetchedPage = { url: current, status, headers, html, ms: performance.now() - t0, engine: 'http' };
  if (kind === 'pdf') return { ...page, document: { type: 'pdf', bytes: body } };
  if (kind === 'text') return { ...page, html: '', document: { type: 'text', text: html } };
  return page;
}
