/**
 * Task dispatch on BullMQ (docs/decisions.md#past-one-machine): one job per task (job id = task id, so adding it
 * again is a no-op), one queue per kind, fetched by hand so the worker pool keeps its pull loop.
 * The job's lock is the lease a heartbeat extends; a worker killed mid-task stops extending it, and
 * BullMQ's stalled check puts the job back for another worker. State stays in the database ledger:
 * a job is run only when its task claims there (fenced by attempt), so a job delivered twice, or a
 * job for a cancelled task, runs nothing. Jobs Redis lost (a restart without persistence) are added
 * again from the ledger's pending tasks on every recovery sweep.
 */
import crypto from 'node:crypto';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { NewTask } from '../queue/task';
import type { TaskDispatch } from '../queue/task-dispatch';
import type { TaskLedger } from '../queue/task-ledger';

/** How long a fetched job stays locked without an extension; the pool's heartbeat extends it every third of its lease. */
export const JOB_LOCK_MS = 20_000;
/** How often workers look for jobs whose lock lapsed (a dead worker's). */
const STALLED_CHECK_MS = 5_000;
/** Pending tasks re-announced to BullMQ per recovery sweep. */
const SWEEP_LIMIT = 1000;

/** BullMQ dispatch over a ledger; `close` releases its connections. */
export type BullmqDispatch = TaskDispatch & { close(): Promise<void> };

/** Creates the dispatch; queues and workers are made per kind on first use. */
export function createBullmqDispatch(ledger: TaskLedger, opts: { url: string; prefix: string; log: Logger }): BullmqDispatch {
  // BullMQ wants its own connection, without a per-command retry limit.
  const connection = new Redis(opts.url, { maxRetriesPerRequest: null, retryStrategy: (n) => Math.min(2000, 100 * n) });
  connection.on('error', () => undefined);
  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  /** Jobs this process holds, by task id, with the token that owns each lock. */
  const held = new Map<string, { job: Job; token: string }>();
  const quiet = (what: string) => (err: unknown) => opts.log.warn({ err: { message: (err as Error).message } }, what);

  const queueOf = (kind: string) => {
    let q = queues.get(kind);
    if (!q) {
      q = new Queue(`tasks-${kind}`, { connection, prefix: opts.prefix });
      q.on('error', quiet('BullMQ queue error'));
      queues.set(kind, q);
    }
    return q;
  };
  const workerOf = (kind: string) => {
    let w = workers.get(kind);
    if (!w) {
      w = new Worker(`tasks-${kind}`, null, {
        connection,
        prefix: opts.prefix,
        autorun: false,
        lockDuration: JOB_LOCK_MS,
        stalledInterval: STALLED_CHECK_MS,
        // Attempts are counted (and bounded) by the ledger; BullMQ must never fail a job for stalling.
        maxStalledCount: Number.MAX_SAFE_INTEGER,
      });
      w.on('error', quiet('BullMQ worker error'));
      void w.startStalledCheckTimer().catch(quiet('BullMQ stalled check failed'));
      workers.set(kind, w);
    }
    return w;
  };

  async function addJobs(tasks: { id: string; kind: string; runAfter: number }[]): Promise<void> {
    const now = Date.now();
    const byKind = new Map<string, typeof tasks>();
    for (const t of tasks) byKind.set(t.kind, [...(byKind.get(t.kind) ?? []), t]);
    for (const [kind, list] of byKind) {
      await queueOf(kind).addBulk(
        list.map((t) => ({ name: kind, data: {}, opts: { jobId: t.id, delay: Math.max(0, t.runAfter - now), removeOnComplete: true, removeOnFail: true } })),
      );
    }
  }

  /** Lets go of a held job: done with it, or back to delayed until `at`. */
  async function release(id: string, at?: number): Promise<void> {
    const h = held.get(id);
    if (!h) return;
    held.delete(id);
    // A lock lost meanwhile (Redis restarted, the stalled check moved the job) throws; the ledger already decided.
    await (at === undefined ? h.job.moveToCompleted(null, h.token, false) : h.job.moveToDelayed(at, h.token)).catch(() => undefined);
  }

  return {
    owner: ledger.owner,

    async enqueue(tasks: NewTask[]) {
      await ledger.enqueue(tasks);
      const now = Date.now();
      // Accepted once in the ledger: a job that cannot be added now is added by the next sweep.
      await addJobs(tasks.map((t) => ({ id: t.id, kind: t.kind, runAfter: t.runAfter ?? now }))).catch(
        quiet('tasks queued without BullMQ jobs; the next sweep adds them'),
      );
    },

    async claim(kinds) {
      for (const kind of kinds) {
        for (;;) {
          const token = `${ledger.owner}/${crypto.randomBytes(4).toString('hex')}`;
          const job = (await workerOf(kind).getNextJob(token, { block: false })) as Job | undefined;
          if (!job?.id) break;
          // The database unreachable: the job goes back at once rather than when its unextended lock lapses.
          const claim = await ledger.claimTask(job.id).catch(async (err: unknown) => {
            await job.moveToDelayed(Date.now() + 1000, token).catch(() => undefined);
            throw err;
          });
          if ('task' in claim) {
            held.set(job.id, { job, token });
            return claim.task;
          }
          if ('gone' in claim) await job.moveToCompleted(null, token, false).catch(() => undefined);
          else await job.moveToDelayed(claim.retryAt, token).catch(() => undefined);
        }
      }
      return undefined;
    },

    stage: (id, attempt, status) => ledger.stage(id, attempt, status),

    async finish(id, attempt, status) {
      const owned = await ledger.finish(id, attempt, status);
      await release(id);
      return owned;
    },

    async retry(id, attempt, runAfter) {
      const owned = await ledger.retry(id, attempt, runAfter);
      await release(id, owned ? runAfter : undefined);
      return owned;
    },

    async heartbeat(leaseMs) {
      await ledger.heartbeat(leaseMs);
      await Promise.all([...held.values()].map((h) => h.job.extendLock(h.token, JOB_LOCK_MS).catch(() => undefined)));
    },

    async recoverOrphans(ownerAlive) {
      const orphans = await ledger.recoverOrphans(ownerAlive);
      const pending = await ledger.pendingTasks(SWEEP_LIMIT);
      await addJobs(pending.map((t) => ({ id: t.id, kind: t.kind, runAfter: t.run_after }))).catch(quiet('re-adding BullMQ jobs of pending tasks failed'));
      return orphans;
    },

    async releaseOwned() {
      const rows = await ledger.releaseOwned();
      await Promise.all([...held.keys()].map((id) => release(id, Date.now())));
      return rows;
    },

    nextDue: (kinds) => ledger.nextDue(kinds),

    async close() {
      await Promise.all([...workers.values()].map((w) => w.close(true).catch(() => undefined)));
      await Promise.all([...queues.values()].map((q) => q.close().catch(() => undefined)));
      connection.disconnect();
    },
  };
}
