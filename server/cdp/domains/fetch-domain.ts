/**
 * Fetch.*: request interception and HTTP authentication, per session, over the backend's
 * Interception. Fetch.disable always succeeds (Puppeteer 23 sends it on every new page);
 * Fetch.getResponseBody is left out: Firefox cannot read a body while its response is paused
 * (cdp-errors.ts says so in its answer).
 */
import { invalidParams, methodNotFound } from '../cdp-errors';
import type { FetchPattern } from '../model/interceptors';
import type { HeaderEntry, Interception, Resumption } from '../model/types';
import type { Handler, HandlerContext } from '../transport/connection';
import { pageOf } from './page-scope';

function interception(ctx: HandlerContext, method: string): Interception {
  if (!ctx.backend.interception) throw methodNotFound(method);
  return ctx.backend.interception;
}

/** CDP's binaryResponseHeaders: base64 of `name: value` lines separated by NUL. */
function headersOf(list: HeaderEntry[] | undefined, binary: string | undefined): HeaderEntry[] | undefined {
  if (list) return list;
  if (!binary) return undefined;
  return Buffer.from(binary, 'base64')
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => ({ name: line.slice(0, line.indexOf(':')), value: line.slice(line.indexOf(':') + 1).trim() }));
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Chrome refuses a header no HTTP message can carry (a line break in its value, say); the request stays paused. */
function checkHeaders(headers: HeaderEntry[] | undefined): void {
  for (const h of headers ?? []) {
    if (!HEADER_NAME.test(h.name)) throw invalidParams(`Invalid header name: ${JSON.stringify(h.name)}`);
    if (/[\r\n\0]/.test(String(h.value))) throw invalidParams(`Invalid header value for ${h.name}: ${JSON.stringify(h.value)}`);
  }
}

const resume =
  (method: string, how: (p: any) => Resumption): Handler =>
  async (ctx, p: { requestId: string }) => {
    const resumption = how(p);
    if ('headers' in resumption) checkHeaders(resumption.headers);
    await interception(ctx, method).resume(p.requestId, resumption);
    return {};
  };

/** Handlers of the Fetch domain. */
export const fetchHandlers: Record<string, Handler> = {
  'Fetch.enable': async (ctx, p: { patterns?: FetchPattern[]; handleAuthRequests?: boolean }) => {
    const pageId = pageOf(ctx);
    const backend = interception(ctx, 'Fetch.enable');
    const { conn, session } = ctx;
    ctx.model.interceptors.set(session, {
      pageId,
      // No patterns means every request at the request stage, as in Chrome; an empty list means none.
      patterns: p.patterns ?? [{ urlPattern: '*' }],
      handleAuthRequests: !!p.handleAuthRequests,
      deliver: (method, params) => conn.event(session.id, method, params),
    });
    await backend.sync(pageId);
    return {};
  },
  'Fetch.disable': async (ctx) => {
    const pageId = ctx.model.interceptors.delete(ctx.session);
    if (pageId) await ctx.backend.interception?.sync(pageId);
    return {};
  },
  'Fetch.continueRequest': resume('Fetch.continueRequest', (p: { url?: string; method?: string; postData?: string; headers?: HeaderEntry[] }) => ({
    kind: 'continue',
    url: p.url,
    method: p.method,
    postData: p.postData,
    headers: p.headers,
  })),
  'Fetch.continueResponse': resume(
    'Fetch.continueResponse',
    (p: { responseCode?: number; responsePhrase?: string; responseHeaders?: HeaderEntry[]; binaryResponseHeaders?: string }) => ({
      kind: 'continueResponse',
      status: p.responseCode,
      phrase: p.responsePhrase,
      headers: headersOf(p.responseHeaders, p.binaryResponseHeaders),
    }),
  ),
  'Fetch.fulfillRequest': resume(
    'Fetch.fulfillRequest',
    (p: { responseCode: number; responsePhrase?: string; responseHeaders?: HeaderEntry[]; binaryResponseHeaders?: string; body?: string }) => ({
      kind: 'fulfill',
      status: p.responseCode,
      phrase: p.responsePhrase,
      headers: headersOf(p.responseHeaders, p.binaryResponseHeaders) ?? [],
      body: p.body,
    }),
  ),
  'Fetch.failRequest': resume('Fetch.failRequest', (p: { errorReason: string }) => ({ kind: 'fail', errorReason: p.errorReason ?? 'Failed' })),
  'Fetch.continueWithAuth': resume(
    'Fetch.continueWithAuth',
    (p: { authChallengeResponse: { response: 'Default' | 'CancelAuth' | 'ProvideCredentials'; username?: string; password?: string } }) => ({
      kind: 'auth',
      ...p.authChallengeResponse,
    }),
  ),
};
