/**
 * Saved sessions: a browser context's cookies and local storage under a name, sealed, with a
 * lifetime fixed at login (AUTH_SESSION_TTL). Listed by summary only — never a cookie value.
 */
import type { SessionSummary } from '../../contract/auth';
import type { List } from '../../contract/common';
import { AppError, echoed } from '../../contract/errors';
import { decodeCursor, encodeCursor } from '../../cursor';
import { nowIso } from '../../ids';
import type { Logger } from '../../logger';
import type { SessionState } from '../../engine/login/auth-browser';
import type { AuthStore, SessionRow } from './auth.store';
import { SecretKeyMismatch, type SecretBox } from './secret-box';

/** A saved session ready to restore. */
export interface LoadedSession {
  state: SessionState;
  loginTraceId: string | null;
}

const aadOf = (tenantId: string, name: string) => `session:${tenantId}:${name}`;

function summary(row: SessionRow, now: number): SessionSummary {
  return {
    name: row.name,
    credential_ref: row.credential_id,
    origin: row.origin,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
    expired: Date.parse(row.expires_at) <= now,
    age_seconds: Math.max(0, Math.floor((now - Date.parse(row.created_at)) / 1000)),
    cookie_count: row.cookie_count,
  };
}

/** Creates the sessions service. */
export function createLoginSessionsService(store: AuthStore, box: SecretBox, ttlSeconds: number, log: Logger) {
  return {
    /**
     * The saved session `name` when it can be used with credential `credentialId`; otherwise it is
     * deleted (expired, logged in with another credential, or sealed under another key) and
     * `discarded` says a saved session was thrown away.
     */
    async load(tenantId: string, name: string, credentialId: string): Promise<{ session?: LoadedSession; discarded: boolean }> {
      const row = await store.getSession(tenantId, name);
      if (!row) return { discarded: false };
      let why: string | undefined;
      if (Date.parse(row.expires_at) <= Date.now()) why = 'expired';
      else if (row.credential_id !== credentialId) why = 'logged in with another credential';
      else {
        try {
          return { session: { state: JSON.parse(box.open(row.state, aadOf(tenantId, name))), loginTraceId: row.login_trace_id }, discarded: false };
        } catch (err) {
          if (!(err instanceof SecretKeyMismatch)) throw err;
          why = 'sealed with another secret key';
        }
      }
      log.info({ session_name: name, reason: why }, 'Saved session discarded');
      await store.deleteSession(tenantId, name);
      return { discarded: true };
    },

    /** Forgets a session found stale (the site asked to log in again). */
    async discard(tenantId: string, name: string): Promise<void> {
      await store.deleteSession(tenantId, name);
    },

    /**
     * Saves a context's state: a fresh login starts the lifetime; a reused session keeps its own
     * and only its state and last use change.
     */
    async save(
      tenantId: string,
      name: string,
      s: { credentialId: string; origin: string; state: SessionState; loginTraceId: string | null; fresh: boolean },
    ): Promise<void> {
      const now = nowIso();
      const prev = s.fresh ? undefined : await store.getSession(tenantId, name);
      await store.putSession({
        tenant_id: tenantId,
        name,
        credential_id: s.credentialId,
        origin: s.origin,
        state: box.seal(JSON.stringify(s.state), aadOf(tenantId, name)),
        cookie_count: s.state.cookies.length,
        login_trace_id: s.loginTraceId,
        created_at: prev?.created_at ?? now,
        last_used_at: now,
        expires_at: prev?.expires_at ?? new Date(Date.now() + ttlSeconds * 1000).toISOString(),
      });
    },

    /** The tenant's sessions, newest first, filtered by text and expiry. */
    async list(tenantId: string, q: { q?: string; expired?: boolean; limit: number; cursor?: string }): Promise<List<SessionSummary>> {
      const after = q.cursor ? decodeCursor(q.cursor) : undefined;
      const rows = await store.listSessions(tenantId, {
        q: q.q,
        expired: q.expired,
        now: nowIso(),
        limit: q.limit + 1,
        after: after ? { created_at: after.created_at, name: after.id } : undefined,
      });
      const page = rows.slice(0, q.limit);
      const now = Date.now();
      const last = page[page.length - 1];
      return {
        items: page.map((r) => summary(r, now)),
        next_cursor: rows.length > q.limit ? encodeCursor({ created_at: last.created_at, id: last.name }) : null,
      };
    },

    /** Deletes a session; 404 when the tenant has none by that name. */
    async remove(tenantId: string, name: string): Promise<void> {
      if (!(await store.deleteSession(tenantId, name))) throw new AppError('not_found', `No saved session "${echoed(name)}"`);
    },
  };
}

export type LoginSessionsService = ReturnType<typeof createLoginSessionsService>;
