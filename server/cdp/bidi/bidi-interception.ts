/**
 * CDP Fetch over BiDi network interception. One BiDi intercept per page covers the stages its
 * sessions asked for; each paused request goes to the sessions whose patterns admit it (after
 * the Network.requestWillBeSent Puppeteer matches it with), and straight on when none do.
 * HTTP authentication challenges are always intercepted: without a Fetch handler they are
 * cancelled, so the 401 page loads as in Chrome instead of a prompt that never answers.
 * A page that bypasses CSP (Page.setBypassCSP) has its responses paused too, to go on without
 * their Content-Security-Policy headers: Firefox has no switch to ignore a page's policy. A policy
 * the page declares in a <meta> element is taken out of its documents by bidi-meta-csp.ts.
 */
import { STATUS_CODES } from 'node:http';
import { CdpError } from '../cdp-errors';
import type { BrowserModel } from '../model/browser-model';
import type { Interceptor } from '../model/interceptors';
import type { HeaderEntry, Interception, Resumption } from '../model/types';
import type { BidiClient } from './bidi-client';
import type { MetaPolicies } from './bidi-meta-csp';
import { requestOf, type BidiNetworkTracker, type Tracked } from './bidi-network';
import { netErrorOfReason } from './net-errors';

type Stage = 'Request' | 'Response' | 'Auth';

interface Paused {
  bidiId: string;
  pageId: string;
  stage: Stage;
  /** At the response stage of a page that bypasses CSP: the response's headers without its policy. */
  withoutCsp?: HeaderEntry[];
  /** The sessions it was delivered to: when all are gone it goes on by itself. */
  to: Interceptor[];
}

/**
 * BiDi headers from CDP ones. Firefox reports a repeated header (Set-Cookie) as one value joined by newlines and
 * refuses that value back, so a joined value goes back as the headers it was.
 */
const bidiHeaders = (headers: HeaderEntry[]) =>
  headers.flatMap((h) => h.value.split('\n').map((value) => ({ name: h.name, value: { type: 'string', value } })));
const bidiBody = (base64: string | undefined) => (base64 === undefined ? {} : { body: { type: 'base64', value: base64 } });
const CSP_HEADERS = new Set(['content-security-policy', 'content-security-policy-report-only']);
const withoutCsp = (headers: HeaderEntry[]) => headers.filter((h) => !CSP_HEADERS.has(h.name.toLowerCase()));

/** The Fetch domain's state over one BiDi session. */
export class BidiInterception implements Interception {
  private readonly intercepts = new Map<string, string>();
  private readonly paused = new Map<string, Paused>();
  /** Pages that bypass CSP. */
  private readonly bypassingCsp = new Set<string>();
  /**
   * The Fetch requestId of each request's authentication challenges: a challenge repeated after
   * wrong credentials keeps its id, as in Chrome, which is how Puppeteer knows to give up (bounded).
   */
  private readonly authIds = new Map<string, string>();
  private nextId = 1;
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    private readonly bidi: BidiClient,
    private readonly model: BrowserModel,
    private readonly network: BidiNetworkTracker,
    private readonly metaPolicies: MetaPolicies,
  ) {}

  /** Intercepts authentication challenges everywhere (see the file comment). */
  async init(): Promise<void> {
    await this.bidi.send('network.addIntercept', { phases: ['authRequired'] });
  }

  sync(pageId: string): Promise<void> {
    // One at a time: the intercept of a page is replaced, never doubled.
    this.syncing = this.syncing.then(() => this.replaceIntercept(pageId)).catch(() => undefined);
    for (const [id, p] of this.paused)
      if (p.pageId === pageId && !p.to.some((i) => this.model.interceptors.has(i)))
        void this.resume(id, p.stage === 'Auth' ? { kind: 'auth', response: 'Default' } : { kind: 'continue' }).catch(() => undefined);
    return this.syncing;
  }

  async bypassCsp(pageId: string, enabled: boolean): Promise<void> {
    if (enabled) this.bypassingCsp.add(pageId);
    else this.bypassingCsp.delete(pageId);
    await Promise.all([this.sync(pageId), this.metaPolicies.bypass(this.bypassingCsp)]);
  }

  private async replaceIntercept(pageId: string): Promise<void> {
    const stages = this.model.interceptors.stagesOf(pageId);
    const responses = stages.has('Response') || this.bypassingCsp.has(pageId);
    const phases = [...(stages.has('Request') ? ['beforeRequestSent'] : []), ...(responses ? ['responseStarted'] : [])];
    const old = this.intercepts.get(pageId);
    this.intercepts.delete(pageId);
    if (old) await this.bidi.send('network.removeIntercept', { intercept: old }).catch(() => undefined);
    if (phases.length && this.model.pages.has(pageId)) {
      const { intercept } = await this.bidi.send('network.addIntercept', { phases, contexts: [pageId] });
      this.intercepts.set(pageId, intercept);
    }
  }

  /** Forgets a closed page's intercept (BiDi drops it with the context). */
  pageClosed(pageId: string): void {
    this.intercepts.delete(pageId);
    if (this.bypassingCsp.delete(pageId)) void this.metaPolicies.bypass(this.bypassingCsp).catch(() => undefined);
    for (const [id, p] of this.paused) if (p.pageId === pageId) this.paused.delete(id);
  }

  /** Handles a blocked `network.*` event, after the tracker has announced the request. */
  blocked(method: string, p: any): void {
    const bidiId: string = p.request.request;
    const tracked = this.network.tracked(bidiId);
    if (method === 'network.authRequired') {
      const handlers = tracked ? this.model.interceptors.authHandlers(tracked.pageId) : [];
      if (!tracked || !handlers.length) {
        void this.bidi.send('network.continueWithAuth', { request: bidiId, action: 'cancel' }).catch(() => undefined);
        return;
      }
      const challenge = p.response?.authChallenges?.[0] ?? {};
      this.deliver(bidiId, tracked, 'Auth', handlers, 'Fetch.authRequired', {
        request: requestOf(p.request),
        authChallenge: {
          source: 'Server',
          origin: new URL(p.request.url).origin,
          scheme: String(challenge.scheme ?? 'basic').toLowerCase(),
          realm: challenge.realm ?? '',
        },
      });
      return;
    }
    const stage: Stage = method === 'network.beforeRequestSent' ? 'Request' : 'Response';
    // Chrome never pauses data: URLs, and Puppeteer would wait forever for one it did not expect.
    const to = tracked && !p.request.url.startsWith('data:') ? this.model.interceptors.matching(tracked.pageId, p.request.url, tracked.type, stage) : [];
    // One entry per header line, as in Chrome: Firefox joins a repeated header's values with newlines.
    const responseHeaders: HeaderEntry[] = (p.response?.headers ?? []).flatMap((h: any) =>
      String(h.value?.value ?? '')
        .split('\n')
        .map((value) => ({ name: h.name, value })),
    );
    const pageId = tracked?.pageId ?? this.model.frames.get(p.context)?.pageId ?? '';
    // Headers go back rewritten only when there is a policy to take out.
    const stripped = stage === 'Response' && this.bypassingCsp.has(pageId) ? withoutCsp(responseHeaders) : responseHeaders;
    const csp = stripped.length < responseHeaders.length ? stripped : undefined;
    if (!tracked || !to.length) {
      const next = stage === 'Request' ? 'network.continueRequest' : 'network.continueResponse';
      // Should Firefox refuse the rewritten headers, the response goes on as it came rather than stay paused.
      const plainly = () => this.bidi.send(next, { request: bidiId }).catch(() => undefined);
      if (csp) void this.bidi.send(next, { request: bidiId, headers: bidiHeaders(csp) }).catch(plainly);
      else void plainly();
      return;
    }
    const response = stage === 'Response' ? { responseStatusCode: p.response.status, responseStatusText: p.response.statusText ?? '', responseHeaders } : {};
    this.deliver(bidiId, tracked, stage, to, 'Fetch.requestPaused', { request: requestOf(p.request), networkId: tracked.cdpId, ...response }, csp);
  }

  private deliver(
    bidiId: string,
    tracked: Tracked,
    stage: Stage,
    to: Interceptor[],
    method: 'Fetch.requestPaused' | 'Fetch.authRequired',
    params: object,
    csp?: HeaderEntry[],
  ): void {
    const requestId = (stage === 'Auth' && this.authIds.get(bidiId)) || `interception-job-${this.nextId++}.0`;
    if (stage === 'Auth') {
      if (this.authIds.size > 500) this.authIds.delete(this.authIds.keys().next().value!);
      this.authIds.set(bidiId, requestId);
    }
    this.paused.set(requestId, { bidiId, pageId: tracked.pageId, stage, to, ...(csp ? { withoutCsp: csp } : {}) });
    for (const i of to) i.deliver(method, { requestId, frameId: tracked.frameId, resourceType: tracked.type, ...params });
  }

  async resume(requestId: string, how: Resumption): Promise<void> {
    const paused = this.paused.get(requestId);
    if (!paused) throw new CdpError('Invalid InterceptionId.');
    const request = paused.bidiId;
    // A refused resumption leaves the request paused, so the client can resume it another way.
    const send = async (method: string, params: object) => {
      await this.bidi.send(method, { request, ...params });
      this.paused.delete(requestId);
    };
    if (paused.stage === 'Auth') {
      if (how.kind !== 'auth')
        throw new CdpError('Invalid state for continueInterceptedRequest: an authentication challenge is pending; use Fetch.continueWithAuth');
      const action = how.response === 'ProvideCredentials' ? 'provideCredentials' : how.response === 'CancelAuth' ? 'cancel' : 'default';
      return send('network.continueWithAuth', {
        action,
        ...(action === 'provideCredentials' ? { credentials: { type: 'password', username: how.username ?? '', password: how.password ?? '' } } : {}),
      });
    }
    switch (how.kind) {
      case 'auth':
        throw new CdpError('Invalid state for continueWithAuth: no authentication challenge is pending');
      case 'fail':
        this.network.failWith(request, netErrorOfReason(how.errorReason));
        return send('network.failRequest', {});
      case 'fulfill': {
        this.network.fulfilled(request, how.status, how.phrase ?? STATUS_CODES[how.status] ?? '', how.headers);
        const headers = this.bypassingCsp.has(paused.pageId) ? withoutCsp(how.headers) : how.headers;
        return send('network.provideResponse', {
          statusCode: how.status,
          reasonPhrase: how.phrase ?? STATUS_CODES[how.status] ?? '',
          headers: bidiHeaders(headers),
          ...bidiBody(how.body),
        });
      }
      case 'continueResponse': {
        if (paused.stage !== 'Response') throw new CdpError('Invalid state: Fetch.continueResponse is only allowed at the response stage');
        const headers = how.headers && this.bypassingCsp.has(paused.pageId) ? withoutCsp(how.headers) : (how.headers ?? paused.withoutCsp);
        return send('network.continueResponse', {
          ...(how.status ? { statusCode: how.status, reasonPhrase: how.phrase ?? STATUS_CODES[how.status] ?? '' } : {}),
          ...(headers ? { headers: bidiHeaders(headers) } : {}),
        });
      }
      case 'continue':
        if (paused.stage === 'Response') return send('network.continueResponse', paused.withoutCsp ? { headers: bidiHeaders(paused.withoutCsp) } : {});
        return send('network.continueRequest', {
          ...(how.url ? { url: how.url } : {}),
          ...(how.method ? { method: how.method } : {}),
          ...(how.headers ? { headers: bidiHeaders(how.headers) } : {}),
          ...bidiBody(how.postData),
        });
    }
  }
}
