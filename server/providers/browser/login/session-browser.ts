/**
 * The browser provider behind the auth module's AuthBrowser port: session contexts from the pool
 * (restored from a saved state, read back after the run), the login routine, and stale-session
 * detection on every visit.
 */
import type { HTTPResponse } from 'puppeteer-core';
import { asDeclared } from '../../../engine/fetch/charset';
import { requestFailure } from '../../../engine/fetch/fetch-failures';
import type { AuthBrowser, AuthSession, PageVisit, SessionState } from '../../../engine/login/auth-browser';
import type { BrowserPool } from '../browser-pool';
import type { BrowserState } from '../stateful-context';
import { runLogin } from './run-login';

/** Same origin and path: query strings (a `next=` back-link) do not make a different login page. */
function samePage(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    return x.origin === y.origin && x.pathname.replace(/\/+$/, '') === y.pathname.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

/** The AuthBrowser over a pool (created lazily: nothing launches before the first authenticated run). */
export function createAuthBrowser(pool: () => Promise<BrowserPool>): AuthBrowser {
  return {
    async open(state?: SessionState): Promise<AuthSession> {
      const lease = await (await pool()).acquireWithState(state as BrowserState | undefined);
      const { page } = lease;
      let last: { status: number; headers: Record<string, string> } = { status: 200, headers: {} };
      const t0 = performance.now();
      return {
        async visit(url, loginUrl, remainingMs): Promise<PageVisit> {
          let res: HTTPResponse | null;
          try {
            res = await page.goto(url, { waitUntil: 'load', timeout: Math.max(1, Math.round(remainingMs)) });
          } catch (err) {
            throw requestFailure(url, err, Math.round(remainingMs / 1000));
          }
          last = { status: res?.status() ?? 200, headers: res?.headers() ?? {} };
          const hasPassword = await page.evaluate(() =>
            [...document.querySelectorAll('input[type=password]')].some((el) => (el as HTMLElement).getClientRects().length > 0),
          );
          const loginPage = last.status === 401 || last.status === 403 || samePage(page.url(), loginUrl) || hasPassword;
          return { url: page.url(), status: last.status, loginPage };
        },
        login: (spec, trace) => runLogin(page, spec, trace),
        async snapshot() {
          const [content, decodedAs] = await Promise.all([page.content(), page.evaluate(() => document.characterSet)]);
          const html = asDeclared(content, decodedAs, last.headers['content-type']);
          return { url: page.url(), status: last.status, headers: last.headers, html, ms: performance.now() - t0, engine: 'browser' };
        },
        readState: () => lease.readState() as Promise<SessionState>,
        close: () => lease.close(),
      };
    },
  };
}
