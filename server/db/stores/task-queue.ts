/**
 * The durable task queue: both halves (dispatch and task state) over one table. Every state change
 * is one conditional UPDATE, so a task is claimed by one worker at a time; on PostgreSQL claims pass
 * over rows another process is claiming (`Dialect.skipLocked`), so workers never wait on each other.
 * A run can only change its own attempt: the attempt number and lease owner act as a fencing token.
 */
import { AFTER_CURSOR, cursorParams, nothing, type Database, type Sql } from '../sql';
import { nowIso } from '../../ids';
import { TERMINAL, type NewTask, type Orphan, type TaskRow, type TaskStatus } from '../../queue/task';
import type { TaskLedger } from '../../queue/task-ledger';
import type { TasksStore } from '../../queue/tasks.store';

/** Statuses of a task that a worker holds. */
const IN_FLIGHT = "status IN ('running', 'validating')";

/** The run of attempt `@attempt` of task `@id`, held by `@owner`: the fencing token every change of a running task checks. */
const OWNED_RUN = `id = @id AND attempts = @attempt AND lease_owner = @owner AND ${IN_FLIGHT}`;

// The hot path (one enqueue, claim, the run changes) hands on the database's promise unwrapped, one promise turn each: a pool
// needing more turns per claim than a producer per enqueue falls behind it, and each claim and finish from the backlog of
// older rows writes more pages; fewer turns per claim, and it claims in vain and asks nextDue (bench/noop-queue-rate.ts).
const isOne = (n: number) => n === 1;

/** The queue: dispatch and task state, and claims by id for BullMQ to dispatch. */
export type TaskQueue = TaskLedger & TasksStore;

/** Creates the queue; `leaseMs` is how long a claim holds without a heartbeat. */
export function createTaskQueue(db: Database, owner: string, leaseMs: number): TaskQueue {
  // The hot path's statements, built once: a text made anew on each call costs its hashing on each call.
  const CLAIM = `UPDATE tasks SET status = 'running', attempts = attempts + 1, lease_owner = @owner, lease_until = @until, updated_at = @iso
     WHERE id = (SELECT id FROM tasks WHERE status = 'pending' AND run_after <= @now AND ${db.dialect.inList('kind', '@kinds')}
       ORDER BY run_after, created_at, id LIMIT 1 ${db.dialect.skipLocked})
     RETURNING *`;
  const changes = new Map<string, string>();
  /** Sets `set` on this owner's run of attempt `attempt`; false when the run is no longer its own. */
  const changeRun = (id: string, attempt: number, set: string, params: Record<string, unknown>) => {
    let sql = changes.get(set);
    if (!sql) changes.set(set, (sql = `UPDATE tasks SET ${set}, updated_at = @iso WHERE ${OWNED_RUN}`));
    return db.run(sql, { ...params, id, attempt, owner, iso: nowIso() }).then(isOne);
  };
  return {
    owner,

    enqueue(tasks) {
      const now = nowIso();
      const runAfter = Date.now();
      const add = (q: Sql, t: NewTask) =>
        q.run(
          `INSERT INTO tasks (id, tenant_id, kind, batch_id, extraction_id, status, payload, attempts, max_attempts, run_after, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 'pending', ?, 0, ?, ?, ?, ?)`,
          [t.id, t.tenantId, t.kind, t.batchId ?? null, t.extractionId, JSON.stringify(t.payload), t.maxAttempts, t.runAfter ?? runAfter, now, now],
        );
      // One insert is atomic by itself; a batch goes in whole or not at all.
      if (tasks.length === 1) return add(db, tasks[0]);
      return db.tx(async (q) => void (await Promise.all(tasks.map((t) => add(q, t)))));
    },

    claim(kinds) {
      if (kinds.length === 0) return Promise.resolve(undefined);
      const now = Date.now();
      return db.one<TaskRow>(CLAIM, { owner, until: now + leaseMs, iso: nowIso(), now, kinds });
    },

    async claimTask(id) {
      const now = Date.now();
      const task = await db.one<TaskRow>(
        `UPDATE tasks SET status = 'running', attempts = attempts + 1, lease_owner = @owner, lease_until = @until, updated_at = @iso
         WHERE id = @id AND status = 'pending' AND run_after <= @now RETURNING *`,
        { id, owner, until: now + leaseMs, iso: nowIso(), now },
      );
      if (task) return { task };
      const current = await db.one<{ status: TaskStatus; run_after: number }>('SELECT status, run_after FROM tasks WHERE id = ?', [id]);
      if (!current || TERMINAL.includes(current.status)) return { gone: true };
      // In flight elsewhere: look again once its run ends or its lease is recovered.
      return { retryAt: current.status === 'pending' ? current.run_after : now + 1000 };
    },

    async pendingTasks(limit) {
      const sql = "SELECT id, kind, run_after FROM tasks WHERE status = 'pending' ORDER BY run_after, created_at, id LIMIT ?";
      return db.all<{ id: string; kind: string; run_after: number }>(sql, [limit]);
    },

    stage(id, attempt, status) {
      return changeRun(id, attempt, 'status = @status', { status });
    },

    finish(id, attempt, status) {
      return changeRun(id, attempt, 'status = @status, lease_owner = NULL, lease_until = NULL', { status });
    },

    retry(id, attempt, runAfter) {
      return changeRun(id, attempt, "status = 'pending', run_after = @runAfter, lease_owner = NULL, lease_until = NULL", { runAfter });
    },

    heartbeat: (ms) =>
      db.run(`UPDATE tasks SET lease_until = @until WHERE lease_owner = @owner AND ${IN_FLIGHT}`, { owner, until: Date.now() + ms }).then(nothing),

    async recoverOrphans(ownerAlive) {
      const now = Date.now();
      const candidates = await db.all<TaskRow>(`SELECT * FROM tasks WHERE ${IN_FLIGHT} AND (lease_owner IS NULL OR lease_owner != @owner)`, { owner });
      const orphans: Orphan[] = [];
      for (const t of candidates) {
        const expired = t.lease_until === null || t.lease_until < now;
        if (!expired && t.lease_owner !== null && ownerAlive(t.lease_owner)) continue;
        // A run that keeps killing its process must not loop forever.
        const outcome = t.attempts >= t.max_attempts ? 'failed' : 'requeued';
        // Fenced by attempt and owner: of several processes recovering the same orphan, one wins.
        const changed = await db.run(
          `UPDATE tasks SET status = @status, run_after = @now, lease_owner = NULL, lease_until = NULL, updated_at = @iso
           WHERE id = @id AND attempts = @attempts AND lease_owner IS NOT DISTINCT FROM @leaseOwner AND ${IN_FLIGHT}`,
          { id: t.id, attempts: t.attempts, leaseOwner: t.lease_owner, status: outcome === 'failed' ? 'failed' : 'pending', now, iso: nowIso() },
        );
        if (changed === 1) orphans.push({ task: t, outcome });
      }
      return orphans;
    },

    releaseOwned: () =>
      db.all<TaskRow>(
        `UPDATE tasks SET status = 'pending', run_after = @now, lease_owner = NULL, lease_until = NULL, updated_at = @iso
         WHERE lease_owner = @owner AND ${IN_FLIGHT} RETURNING *`,
        { owner, now: Date.now(), iso: nowIso() },
      ),

    async nextDue(kinds) {
      if (kinds.length === 0) return undefined;
      const sql = `SELECT MIN(run_after) AS at FROM tasks WHERE status = 'pending' AND ${db.dialect.inList('kind', '?')}`;
      const row = await db.one<{ at: number | null }>(sql, [kinds]);
      return row?.at ?? undefined;
    },

    get: (tenantId, id) => db.one<TaskRow>('SELECT * FROM tasks WHERE id = ? AND tenant_id = ?', [id, tenantId]),

    async list(tenantId, filter, limit, before) {
      const where = ['tenant_id = @tenantId'];
      if (filter.status) where.push('status = @status');
      if (filter.batchId) where.push('batch_id = @batchId');
      if (filter.since) where.push('created_at >= @since');
      if (before) where.push(AFTER_CURSOR);
      const sql = `SELECT * FROM tasks WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT @limit`;
      return db.all<TaskRow>(sql, { ...filter, ...cursorParams(before), tenantId, limit });
    },

    async byIds(ids) {
      if (ids.length === 0) return [];
      return db.all<TaskRow>(`SELECT * FROM tasks WHERE ${db.dialect.inList('id', '?')}`, [ids]);
    },

    async cancel(id) {
      return db.tx(async (q) => {
        const row = await q.one<{ status: TaskStatus }>(`SELECT status FROM tasks WHERE id = ? ${db.dialect.forUpdate}`, [id]);
        if (!row || TERMINAL.includes(row.status)) return undefined;
        await q.run("UPDATE tasks SET status = 'cancelled', lease_owner = NULL, lease_until = NULL, updated_at = ? WHERE id = ?", [nowIso(), id]);
        return row.status;
      });
    },

    async depth() {
      return (await db.one<{ n: number }>(`SELECT COUNT(*) AS n FROM tasks WHERE status = 'pending' OR ${IN_FLIGHT}`))!.n;
    },

    async countByStatus() {
      const rows = await db.all<{ status: TaskStatus; n: number }>('SELECT status, COUNT(*) AS n FROM tasks GROUP BY status');
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
  };
}
