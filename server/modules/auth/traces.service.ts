/**
 * Login traces: every login, successful or not, kept for the tenant and read back by id.
 */
import type { LoginTrace } from '../../contract/auth';
import { AppError, echoed } from '../../contract/errors';
import { newId } from '../../ids';
import type { AuthStore } from './auth.store';

/** Creates the traces service. */
export function createTracesService(store: AuthStore) {
  return {
    /** Persists a finished trace (already redacted); returns its id. */
    async save(tenantId: string, t: Omit<LoginTrace, 'id'>): Promise<string> {
      const id = newId('trc');
      await store.insertTrace({
        id,
        tenant_id: tenantId,
        status: t.status,
        credential_ref: t.credential_ref,
        session_name: t.session_name,
        started_at: t.started_at,
        duration_ms: t.duration_ms,
        steps: JSON.stringify(t.steps),
        error: t.error ?? null,
      });
      return id;
    },

    /** A trace of the tenant; 404 otherwise. */
    async get(tenantId: string, id: string): Promise<LoginTrace> {
      const row = await store.getTrace(tenantId, id);
      if (!row) throw new AppError('not_found', `No login trace "${echoed(id)}"`);
      return {
        id: row.id,
        status: row.status,
        credential_ref: row.credential_ref,
        session_name: row.session_name,
        started_at: row.started_at,
        duration_ms: row.duration_ms,
        steps: JSON.parse(row.steps),
        ...(row.error ? { error: row.error } : {}),
      };
    },
  };
}

export type TracesService = ReturnType<typeof createTracesService>;
