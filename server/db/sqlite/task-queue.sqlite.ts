/**
 * The durable task queue in SQLite: both halves (dispatch and task state) over one table. Every
 * state change is one conditional UPDATE, so a task is claimed by one worker at a time, and a run
 * can only finish its own attempt (the attempt number and lease owner act as a fencing token).
 */
import type { Database } from '../database';
import { nowIso } from '../../ids';
import { IN_FLIGHT, INSERT_TASK_SQL, newTaskParams, OWNED_RUN } from '../task-rows';
import { TERMINAL, type Orphan, type TaskRow, type TaskStatus } from '../../queue/task';
import type { TaskDispatch } from '../../queue/task-dispatch';
import type { TasksStore } from '../../queue/tasks.store';

/** The SQLite queue: dispatch and task state. */
export type SqliteTaskQueue = TaskDispatch & TasksStore;

/** `kind IN (?, …)` for a list of kinds (the statement cache keys on the text, so one per list length). */
function kindIn(kinds: readonly string[]): string {
  return `kind IN (${kinds.map(() => '?').join(', ')})`;
}

/** Creates the SQLite queue; `leaseMs` is how long a claim holds without a heartbeat. */
export function createSqliteTaskQueue(db: Database, owner: string, leaseMs: number): SqliteTaskQueue {
  return {
    owner,

    async enqueue(tasks) {
      const now = nowIso();
      const runAfter = Date.now();
      const stmt = db.prepare(INSERT_TASK_SQL);
      db.transaction(() => {
        for (const t of tasks) stmt.run(newTaskParams(t, now, runAfter));
      });
    },

    async claim(kinds) {
      if (kinds.length === 0) return undefined;
      const now = Date.now();
      return db
        .prepare(
          `UPDATE tasks SET status = 'running', attempts = attempts + 1, lease_owner = ?,
             lease_until = ?, updated_at = ?
           WHERE status = 'pending' AND id = (
             SELECT id FROM tasks WHERE status = 'pending' AND run_after <= ? AND ${kindIn(kinds)}
             ORDER BY run_after, created_at, id LIMIT 1)
           RETURNING *`,
        )
        .get(owner, now + leaseMs, nowIso(), now, ...kinds) as TaskRow | undefined;
    },

    async stage(id, attempt, status) {
      return db.prepare(`UPDATE tasks SET status = @status, updated_at = @iso WHERE ${OWNED_RUN}`).run({ id, attempt, owner, status, iso: nowIso() })
        .changes === 1;
    },

    async finish(id, attempt, status) {
      return (
        db
          .prepare(`UPDATE tasks SET status = @status, lease_owner = NULL, lease_until = NULL, updated_at = @iso WHERE ${OWNED_RUN}`)
          .run({ id, attempt, owner, status, iso: nowIso() }).changes === 1
      );
    },

    async retry(id, attempt, runAfter) {
      return (
        db
          .prepare(
            `UPDATE tasks SET status = 'pending', run_after = @runAfter, lease_owner = NULL, lease_until = NULL,
               updated_at = @iso WHERE ${OWNED_RUN}`,
          )
          .run({ id, attempt, owner, runAfter, iso: nowIso() }).changes === 1
      );
    },

    async heartbeat(ms) {
      db.prepare(`UPDATE tasks SET lease_until = @until WHERE lease_owner = @owner AND ${IN_FLIGHT}`).run({ owner, until: Date.now() + ms });
    },

    async recoverOrphans(ownerAlive) {
      const now = Date.now();
      const candidates = db
        .prepare(`SELECT * FROM tasks WHERE ${IN_FLIGHT} AND (lease_owner IS NULL OR lease_owner != @owner)`)
        .all({ owner }) as TaskRow[];
      const orphans: Orphan[] = [];
      for (const t of candidates) {
        const expired = t.lease_until === null || t.lease_until < now;
        if (!expired && t.lease_owner !== null && ownerAlive(t.lease_owner)) continue;
        // A run that keeps killing its process must not loop forever.
        const outcome = t.attempts >= t.max_attempts ? 'failed' : 'requeued';
        const changed = db
          .prepare(
            `UPDATE tasks SET status = @status, run_after = @now, lease_owner = NULL, lease_until = NULL, updated_at = @iso
             WHERE id = @id AND attempts = @attempts AND ${IN_FLIGHT}`,
          )
          .run({ id: t.id, attempts: t.attempts, status: outcome === 'failed' ? 'failed' : 'pending', now, iso: nowIso() });
        if (changed.changes === 1) orphans.push({ task: t, outcome });
      }
      return orphans;
    },

    async releaseOwned() {
      return db
        .prepare(
          `UPDATE tasks SET status = 'pending', run_after = @now, lease_owner = NULL, lease_until = NULL, updated_at = @iso
           WHERE lease_owner = @owner AND ${IN_FLIGHT} RETURNING *`,
        )
        .all({ owner, now: Date.now(), iso: nowIso() }) as TaskRow[];
    },

    async nextDue(kinds) {
      if (kinds.length === 0) return undefined;
      const row = db.prepare(`SELECT MIN(run_after) AS at FROM tasks WHERE status = 'pending' AND ${kindIn(kinds)}`).get(...kinds) as {
        at: number | null;
      };
      return row.at ?? undefined;
    },

    async get(tenantId, id) {
      return db.prepare('SELECT * FROM tasks WHERE id = ? AND tenant_id = ?').get(id, tenantId) as TaskRow | undefined;
    },

    async list(tenantId, filter, limit, before) {
      const where = ['tenant_id = @tenant'];
      if (filter.status) where.push('status = @status');
      if (filter.batchId) where.push('batch_id = @batch');
      if (filter.since) where.push('created_at >= @since');
      if (before) where.push('(created_at < @bc OR (created_at = @bc AND id < @bid))');
      return db
        .prepare(`SELECT * FROM tasks WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT @limit`)
        .all({
          tenant: tenantId,
          status: filter.status,
          batch: filter.batchId,
          since: filter.since,
          bc: before?.created_at,
          bid: before?.id,
          limit,
        }) as TaskRow[];
    },

    async byIds(ids) {
      if (ids.length === 0) return [];
      return db.prepare(`SELECT * FROM tasks WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as TaskRow[];
    },

    async cancel(id) {
      return db.transaction(() => {
        const row = db.prepare('SELECT status FROM tasks WHERE id = ?').get(id) as { status: TaskStatus } | undefined;
        if (!row || TERMINAL.includes(row.status)) return undefined;
        db.prepare(`UPDATE tasks SET status = 'cancelled', lease_owner = NULL, lease_until = NULL, updated_at = ? WHERE id = ?`).run(nowIso(), id);
        return row.status;
      });
    },

    async depth() {
      return (db.prepare(`SELECT COUNT(*) AS n FROM tasks WHERE status = 'pending' OR ${IN_FLIGHT}`).get() as { n: number }).n;
    },

    async countByStatus() {
      const rows = db.prepare('SELECT status, COUNT(*) AS n FROM tasks GROUP BY status').all() as { status: TaskStatus; n: number }[];
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
  };
}
