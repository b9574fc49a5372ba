/**
 * POST /v1/extract/authenticated: restore the saved session, open the page, and when the site asks
 * to log in (login page, redirect to the login URL, 401/403) discard the session, log in with the
 * stored credential — leaving a redacted trace — save the new session, then extract from the
 * logged-in page. History rows are `mode: "authenticated"` with the login's trace id.
 */
import type { AuthenticatedResult, SessionUse } from '../../contract/auth';
import { AppError } from '../../contract/errors';
import { responseFailure } from '../../engine/fetch/fetch-failures';
import type { FetchedPage } from '../../engine/fetch/fetched-page';
import { ExtractionError, type Engine, type EngineResult } from '../../engine/types';
import type { Logger } from '../../logger';
import { assertFetchAllowed } from '../../net/ssrf';
import { classifyFailure } from '../extractions/classify-failure';
import { recordAbandoned } from '../extractions/record-failure';
import type { ExtractionsService } from '../extractions/extractions.service';
import type { ExtractService } from '../extract/extract.service';
import { apiCodeOf } from '../extract/engine-errors';
import type { UsageService } from '../usage/usage.service';
import { LoginFailed, type AuthBrowser, type AuthSession } from '../../engine/login/auth-browser';
import type { CredentialsService, OpenCredential } from './credentials.service';
import { createTraceRecorder, scrub } from './login-trace';
import type { LoginSessionsService } from './login-sessions.service';
import { totp } from './totp';
import type { TracesService } from './traces.service';

/** The request body. */
export interface AuthenticatedRequest {
  url: string;
  credential_ref: string;
  prompt: string;
  session_name: string;
  schema?: Record<string, unknown>;
}

/** What the service needs. */
export interface AuthenticatedDeps {
  /** Undefined when the deployment has no browser; `unavailable` says why. */
  browser?: AuthBrowser;
  unavailable: () => string | undefined;
  engine: Engine;
  extract: ExtractService;
  extractions: ExtractionsService;
  usage: UsageService;
  credentials: CredentialsService;
  sessions: LoginSessionsService;
  traces: TracesService;
  log: Logger;
  allowPrivateNetwork: boolean;
  extractTimeoutSeconds: number;
}

/** A failure on its way out, with the login trace that goes with it. */
class RunFailure extends Error {
  constructor(
    readonly failure: unknown,
    readonly traceId?: string,
  ) {
    super('authenticated run failed');
  }
}

/** Creates the authenticated extraction service. */
export function createAuthenticatedExtractService(d: AuthenticatedDeps) {
  /** Logs in on `session` and opens `url`; the trace is saved whatever happens. Returns its id. */
  async function login(tenantId: string, session: AuthSession, cred: OpenCredential, req: AuthenticatedRequest, remainingMs: () => number): Promise<string> {
    const secrets = [cred.password, ...(cred.totpSecret ? [cred.totpSecret] : [])];
    const trace = createTraceRecorder(secrets);
    const startedAt = new Date().toISOString();
    const t0 = performance.now();
    let error: string | undefined;
    try {
      await session.login(
        {
          loginUrl: cred.loginUrl,
          username: cred.username,
          password: cred.password,
          selectors: cred.selectors,
          totp: cred.totpSecret ? () => totp(cred.totpSecret!) : undefined,
          remainingMs,
        },
        trace,
      );
      const v = await session.visit(req.url, cred.loginUrl, remainingMs());
      trace.step({ action: 'open', url: v.url, status: v.status, detail: v.loginPage ? 'still a login page' : 'logged-in page' });
      if (v.loginPage) throw new LoginFailed('After the login the page still asks to log in (the success check failed)');
    } catch (err) {
      error = scrub((err as Error).message, secrets);
      throw err;
    } finally {
      const id = await d.traces.save(tenantId, {
        status: error === undefined ? 'succeeded' : 'failed',
        credential_ref: cred.name,
        session_name: req.session_name,
        started_at: startedAt,
        duration_ms: Math.round(performance.now() - t0),
        steps: trace.steps(),
        ...(error !== undefined ? { error } : {}),
      });
      lastTrace.set(session, id);
    }
    return lastTrace.get(session)!;
  }
  // The trace id of a login, also when it threw (the caller attaches it to the error).
  const lastTrace = new WeakMap<AuthSession, string>();

  /** The engine's page fetcher over the logged-in page: the first page is the one already open. */
  function pagesOf(session: AuthSession, cred: OpenCredential, remainingMs: () => number) {
    let first = true;
    return async (url: string): Promise<FetchedPage> => {
      if (!first) await session.visit(url, cred.loginUrl, remainingMs());
      first = false;
      const page = await session.snapshot();
      const failure = responseFailure(page.url, page.status, page.html, page.headers);
      if (failure) throw failure;
      return page;
    };
  }

  async function fail(tenantId: string, rowId: string, f: RunFailure, ms: number): Promise<AppError> {
    const err = f.failure;
    let appErr: AppError;
    let family: Parameters<typeof classifyFailure>[0]['family'];
    let raw: string;
    let httpStatus: number | undefined;
    if (err instanceof LoginFailed) {
      appErr = new AppError('login_failed', err.message, { traceId: f.traceId, details: { extraction_id: rowId, family: 'auth' } });
      family = 'auth';
      raw = err.message;
    } else if (err instanceof ExtractionError) {
      appErr = new AppError(apiCodeOf(err), err.message, { traceId: f.traceId, details: { extraction_id: rowId, family: err.family } });
      family = err.family;
      raw = err.extra.raw ?? err.message;
      httpStatus = err.extra.httpStatus;
    } else if (err instanceof AppError) {
      appErr = new AppError(err.code, err.message, { traceId: f.traceId, details: { ...err.details, extraction_id: rowId } });
      family = err.code === 'invalid_request' ? 'config' : 'internal';
      raw = err.message;
    } else {
      d.log.error({ err, extraction_id: rowId }, 'Authenticated extraction crashed');
      appErr = new AppError('internal', 'Authenticated extraction failed with an internal error', { traceId: f.traceId, details: { extraction_id: rowId } });
      family = 'internal';
      raw = String((err as Error)?.stack ?? err);
    }
    d.log.warn(
      { extraction_id: rowId, code: appErr.code, family, trace_id: f.traceId, duration_ms: Math.round(ms) },
      `Authenticated extraction failed: ${appErr.message}`,
    );
    await d.extractions.fail(rowId, {
      error: scrub(raw, []),
      errorCode: appErr.code,
      failure: classifyFailure({ family, httpStatus, message: appErr.message }),
      durationMs: ms,
      loginTraceId: f.traceId,
    });
    return appErr;
  }

  return {
    /**
     * Runs one authenticated extraction (see the file comment). `clientGone` stops it when the caller
     * leaves: the browser session closes at once, the row is `cancelled` and, not having succeeded, not charged.
     */
    async run(tenantId: string, req: AuthenticatedRequest, clientGone?: AbortSignal): Promise<AuthenticatedResult> {
      if (!d.browser) {
        const reason = d.unavailable();
        throw new AppError(
          'credentials_unavailable',
          'Authenticated extraction needs browser sessions, which this deployment does not have',
          reason ? { details: { reason } } : {},
        );
      }
      // The quota before any work on the request (compiling its schema included).
      await d.usage.assertQuota(tenantId);
      const job = d.extract.prepare({ url: req.url, prompt: req.prompt, schema: req.schema });
      const cred = await d.credentials.open(tenantId, req.credential_ref);
      await assertFetchAllowed(job.url, d.allowPrivateNetwork);
      await assertFetchAllowed(cred.loginUrl, d.allowPrivateNetwork);
      const {
        ids: [rowId],
        remaining,
      } = await d.usage.reserve(tenantId, [
        {
          tenantId,
          mode: 'authenticated',
          url: job.url,
          request: {
            url: req.url,
            credential_ref: req.credential_ref,
            prompt: req.prompt,
            session_name: req.session_name,
            ...(req.schema ? { schema: req.schema } : {}),
          },
        },
      ]);
      const t0 = performance.now();
      const deadline = t0 + d.extractTimeoutSeconds * 1000;
      const remainingMs = () => {
        clientGone?.throwIfAborted();
        const left = deadline - performance.now();
        if (left <= 0) throw new ExtractionError('timeout', `The authenticated extraction did not finish within ${d.extractTimeoutSeconds}s`, 'timeout');
        return left;
      };
      const saved = await d.sessions.load(tenantId, req.session_name, cred.id);
      const use: SessionUse = { name: req.session_name, reused: false, stale_discarded: saved.discarded };
      let traceId: string | undefined = saved.session?.loginTraceId ?? undefined;
      let session: AuthSession | undefined;
      const stopSession = () => void session?.close();
      clientGone?.addEventListener('abort', stopSession, { once: true });
      try {
        let result: EngineResult;
        try {
          if (saved.session) {
            session = await d.browser.open(saved.session.state);
            const v = await session.visit(job.url, cred.loginUrl, remainingMs());
            if (v.loginPage) {
              // Stale: the site forgot it. Its cookies would only confuse the login, so a clean context logs in.
              use.stale_discarded = true;
              await d.sessions.discard(tenantId, req.session_name);
              await session.close();
              session = undefined;
            } else use.reused = true;
          }
          if (!use.reused) {
            session = await d.browser.open();
            const s = session;
            traceId = undefined;
            try {
              traceId = await login(tenantId, s, cred, req, remainingMs);
            } finally {
              traceId ??= lastTrace.get(s);
            }
          }
          result = await d.engine.extractFrom(job, pagesOf(session!, cred, remainingMs));
          await d.sessions.save(tenantId, req.session_name, {
            credentialId: cred.id,
            origin: new URL(cred.loginUrl).origin,
            state: await session!.readState(),
            loginTraceId: traceId ?? null,
            fresh: !use.reused,
          });
        } catch (err) {
          throw new RunFailure(err, traceId);
        } finally {
          await session?.close();
        }
        const metadata = { ...result.metadata, duration_ms: Math.round(performance.now() - t0), ...(traceId ? { login_trace_id: traceId } : {}), session: use };
        await d.extractions.succeed(rowId, {
          ...metadata,
          status: result.status,
          result: { status: result.status, data: result.data, metadata },
          cached: false,
          loginTraceId: traceId,
        });
        return {
          id: rowId,
          status: result.status,
          data: result.data,
          metadata,
          free_tier_remaining: remaining,
        };
      } catch (err) {
        if (clientGone?.aborted) throw await recordAbandoned(d, rowId, 'Authenticated extraction');
        if (err instanceof RunFailure) throw await fail(tenantId, rowId, err, performance.now() - t0);
        throw await fail(tenantId, rowId, new RunFailure(err, traceId), performance.now() - t0);
      } finally {
        clientGone?.removeEventListener('abort', stopSession);
      }
    },
  };
}

export type AuthenticatedExtractService = ReturnType<typeof createAuthenticatedExtractService>;
