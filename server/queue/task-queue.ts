/**
 * The durable task queue in SQLite. Every state change is one conditional UPDATE, so a task is
 * claimed by one worker at a time, and a run can only finish its own attempt (the attempt number
 * and lease owner act as a fencing token): no task runs twice at once or completes twice.
 * Kept behind the `TaskQueue` interface so a Redis/BullMQ queue can replace it past one machine.
 */
import type { Database } from '../db/database';
import { nowIso } from '../ids';

/** Statuses a task row can hold. */
export type TaskStatus = 'pending' | 'running' | 'validating' | 'completed' | 'partial' | 'failed' | 'cancelled';

/** Statuses that end a task. */
export const TERMINAL: readonly TaskStatus[] = ['completed', 'partial', 'failed', 'cancelled'];

/** A task row as stored. */
export interface TaskRow {
  id: string;
  tenant_id: string;
  kind: string;
  batch_id: string | null;
  extraction_id: string;
  status: TaskStatus;
  /** JSON of what the handler of `kind` needs. */
  payload: string;
  /** Runs started so far; the current run's number while running. */
  attempts: number;
  max_attempts: number;
  /** Epoch ms before which a pending task is not claimed (retry backoff). */
  run_after: number;
  lease_owner: string | null;
  lease_until: number | null;
  created_at: string;
  updated_at: string;
}

/** What enqueueing a task takes. */
export interface NewTask {
  id: string;
  tenantId: string;
  kind: string;
  batchId?: string;
  extractionId: string;
  payload: unknown;
  maxAttempts: number;
}

/** Filters of a tenant's task list. */
export interface TaskFilter {
  status?: TaskStatus;
  batchId?: string;
  /** ISO time: only tasks created at or after it. */
  since?: string;
}

/** A running task that lost its worker: back to pending, or failed when out of attempts. */
export interface Orphan {
  task: TaskRow;
  outcome: 'requeued' | 'failed';
}

/** The queue as the tasks module and the worker pool use it. */
export interface TaskQueue {
  /** The lease owner id of this queue instance. */
  readonly owner: string;
  /** Runs fn in one transaction (enqueue many tasks and their history rows atomically). */
  transaction<T>(fn: () => T): T;
  enqueue(task: NewTask): void;
  /** Atomically takes the oldest due pending task, counting an attempt; undefined when none is due. */
  claim(): TaskRow | undefined;
  /** Moves this run of a task to another in-flight status; false when the run no longer owns it. */
  stage(id: string, attempt: number, status: 'validating'): boolean;
  /** Ends this run of a task; false when the run no longer owns it (cancelled, lease lost). */
  finish(id: string, attempt: number, status: 'completed' | 'partial' | 'failed'): boolean;
  /** Puts this run's task back to pending, due at `runAfter` (epoch ms); false when not owned. */
  retry(id: string, attempt: number, runAfter: number): boolean;
  /** Cancels a pending or in-flight task; returns the status it had, or undefined if it was finished. */
  cancel(id: string): TaskStatus | undefined;
  /** Renews the leases of every task this owner runs. */
  heartbeat(leaseMs: number): void;
  /** Requeues (or fails, when out of attempts) in-flight tasks whose owner is dead or whose lease expired. */
  recoverOrphans(ownerAlive: (owner: string) => boolean): Orphan[];
  /** Puts every in-flight task of this owner back to pending (shutdown). */
  releaseOwned(): TaskRow[];
  get(tenantId: string, id: string): TaskRow | undefined;
  /** A tenant's tasks, newest first, after the `before` position when given. */
  list(tenantId: string, filter: TaskFilter, limit: number, before?: { created_at: string; id: string }): TaskRow[];
  /** Pending plus in-flight tasks, all tenants. */
  depth(): number;
  /** Pending plus in-flight tasks of one tenant. */
  inflight(tenantId: string): number;
  /** Epoch ms when the next pending task falls due, if any is pending. */
  nextDue(): number | undefined;
  /** Tasks per status, all tenants (metrics). */
  countByStatus(): Partial<Record<TaskStatus, number>>;
}

/** Creates the SQLite queue; `leaseMs` is how long a claim holds without a heartbeat. */
export function createSqliteTaskQueue(db: Database, owner: string, leaseMs: number): TaskQueue {
  const inFlight = "status IN ('running', 'validating')";
  const owns = `id = @id AND attempts = @attempt AND lease_owner = @owner AND ${inFlight}`;
  return {
    owner,
    transaction: (fn) => db.transaction(fn),

    enqueue(t) {
      const now = nowIso();
      db.prepare(
        `INSERT INTO tasks (id, tenant_id, kind, batch_id, extraction_id, status, payload, attempts, max_attempts,
           run_after, lease_owner, lease_until, created_at, updated_at)
         VALUES (@id, @tenant, @kind, @batch, @extraction, 'pending', @payload, 0, @max, @runAfter, NULL, NULL, @now, @now)`,
      ).run({
        id: t.id,
        tenant: t.tenantId,
        kind: t.kind,
        batch: t.batchId ?? null,
        extraction: t.extractionId,
        payload: JSON.stringify(t.payload),
        max: t.maxAttempts,
        runAfter: Date.now(),
        now,
      });
    },

    claim() {
      const now = Date.now();
      return db
        .prepare(
          `UPDATE tasks SET status = 'running', attempts = attempts + 1, lease_owner = @owner,
             lease_until = @until, updated_at = @iso
           WHERE status = 'pending' AND id = (
             SELECT id FROM tasks WHERE status = 'pending' AND run_after <= @now
             ORDER BY run_after, created_at, id LIMIT 1)
           RETURNING *`,
        )
        .get({ owner, until: now + leaseMs, iso: nowIso(), now }) as TaskRow | undefined;
    },

    stage(id, attempt, status) {
      return (
        db.prepare(`UPDATE tasks SET status = @status, updated_at = @iso WHERE ${owns}`).run({
          id, attempt, owner, status, iso: nowIso(),
        }).changes === 1
      );
    },

    finish(id, attempt, status) {
      return (
        db
          .prepare(`UPDATE tasks SET status = @status, lease_owner = NULL, lease_until = NULL, updated_at = @iso WHERE ${owns}`)
          .run({ id, attempt, owner, status, iso: nowIso() }).changes === 1
      );
    },

    retry(id, attempt, runAfter) {
      return (
        db
          .prepare(
            `UPDATE tasks SET status = 'pending', run_after = @runAfter, lease_owner = NULL, lease_until = NULL,
               updated_at = @iso WHERE ${owns}`,
          )
          .run({ id, attempt, owner, runAfter, iso: nowIso() }).changes === 1
      );
    },

    cancel(id) {
      return db.transaction(() => {
        const row = db.prepare('SELECT status FROM tasks WHERE id = ?').get(id) as { status: TaskStatus } | undefined;
        if (!row || TERMINAL.includes(row.status)) return undefined;
        db.prepare(
          `UPDATE tasks SET status = 'cancelled', lease_owner = NULL, lease_until = NULL, updated_at = ? WHERE id = ?`,
        ).run(nowIso(), id);
        return row.status;
      });
    },

    heartbeat(ms) {
      db.prepare(`UPDATE tasks SET lease_until = @until WHERE lease_owner = @owner AND ${inFlight}`).run({
        owner,
        until: Date.now() + ms,
      });
    },

    recoverOrphans(ownerAlive) {
      const now = Date.now();
      const candidates = db
        .prepare(`SELECT * FROM tasks WHERE ${inFlight} AND (lease_owner IS NULL OR lease_owner != @owner)`)
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
             WHERE id = @id AND attempts = @attempts AND ${inFlight}`,
          )
          .run({ id: t.id, attempts: t.attempts, status: outcome === 'failed' ? 'failed' : 'pending', now, iso: nowIso() });
        if (changed.changes === 1) orphans.push({ task: t, outcome });
      }
      return orphans;
    },

    releaseOwned() {
      return db
        .prepare(
          `UPDATE tasks SET status = 'pending', run_after = @now, lease_owner = NULL, lease_until = NULL, updated_at = @iso
           WHERE lease_owner = @owner AND ${inFlight} RETURNING *`,
        )
        .all({ owner, now: Date.now(), iso: nowIso() }) as TaskRow[];
    },

    get(tenantId, id) {
      return db.prepare('SELECT * FROM tasks WHERE id = ? AND tenant_id = ?').get(id, tenantId) as TaskRow | undefined;
    },

    list(tenantId, filter, limit, before) {
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

    depth() {
      return (db.prepare(`SELECT COUNT(*) AS n FROM tasks WHERE status = 'pending' OR ${inFlight}`).get() as { n: number }).n;
    },

    inflight(tenantId) {
      return (
        db
          .prepare(`SELECT COUNT(*) AS n FROM tasks WHERE tenant_id = ? AND (status = 'pending' OR ${inFlight})`)
          .get(tenantId) as { n: number }
      ).n;
    },

    nextDue() {
      const row = db.prepare(`SELECT MIN(run_after) AS at FROM tasks WHERE status = 'pending'`).get() as { at: number | null };
      return row.at ?? undefined;
    },

    countByStatus() {
      const rows = db.prepare('SELECT status, COUNT(*) AS n FROM tasks GROUP BY status').all() as { status: TaskStatus; n: number }[];
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
  };
}
