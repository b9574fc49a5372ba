/**
 * The browser port of authenticated extraction: what the auth module asks of a browser, declared
 * here and implemented by the browser provider (providers/browser/login/). Secrets cross it only
 * inward (the password and a TOTP generator in a LoginSpec); nothing the provider reports back —
 * trace steps, errors — may carry them.
 */
import type { FetchedPage } from '../fetch/fetched-page';

/** What a saved session keeps: cookies and each origin's local storage (Playwright's storageState shape). */
export interface SessionState {
  cookies: { name: string; value: string; domain?: string; path?: string; expires?: number; httpOnly?: boolean; secure?: boolean; sameSite?: string }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** How to log in with one credential. */
export interface LoginSpec {
  loginUrl: string;
  username: string;
  password: string;
  /** Selectors the credential fixes; the rest are found on the page. */
  selectors: { username?: string; password?: string; submit?: string; success?: string };
  /** The current one-time code; undefined when the credential has no TOTP secret. */
  totp?: () => string;
  /** Milliseconds left in the run: every wait is bounded by it. */
  remainingMs: () => number;
}

/** One step of a login as the provider reports it; the recorder redacts URLs and holds no typed value. */
export interface TraceStepInput {
  action: string;
  url: string;
  selector?: string;
  status?: number;
  detail?: string;
}

/** Where a login's steps go. */
export interface TraceSink {
  step(s: TraceStepInput): void;
}

/** Where a visit landed. */
export interface PageVisit {
  url: string;
  status: number;
  /** The page is a login page: it shows a password input, is the credential's login URL, or answered 401/403. */
  loginPage: boolean;
}

/** A page in a browser context of one session. */
export interface AuthSession {
  /** Opens `url`; rejects with an ExtractionError for network failures and timeouts. */
  visit(url: string, loginUrl: string, remainingMs: number): Promise<PageVisit>;
  /** Logs in from `spec.loginUrl`; rejects with LoginFailed, or an ExtractionError when the site cannot be reached. */
  login(spec: LoginSpec, trace: TraceSink): Promise<void>;
  /** The page now loaded, as the engine's page stage reads it. */
  snapshot(): Promise<FetchedPage>;
  /** The context's cookies and local storage. */
  readState(): Promise<SessionState>;
  /** Closes the context; idempotent. */
  close(): Promise<void>;
}

/** Opens session contexts. */
export interface AuthBrowser {
  /** A context restored from `state` when given. */
  open(state?: SessionState): Promise<AuthSession>;
}

/** A login that ran but did not succeed (wrong credentials, no form found, success check failed). */
export class LoginFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginFailed';
  }
}
