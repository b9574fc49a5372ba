/**
 * Retention cleanup on a timer: artifacts older than their window are deleted and their history
 * rows stop pointing at them; stored results older than theirs are dropped and the rows marked.
 */
import type { Logger } from '../logger';
import type { ArtifactFiles } from './artifact-files';
import type { ArtifactsStore, ArtifactTotals } from './artifacts.store';

/** The history side of retention (the extractions service). */
export interface RetainedRows {
  expireResults(before: string): Promise<number>;
  forgetArtifact(rel: string): Promise<void>;
  expiredResults(): Promise<number>;
}

/** What retention is built from. */
export interface RetentionDeps {
  files: ArtifactFiles;
  index: ArtifactsStore;
  rows: RetainedRows;
  log: Logger;
  artifactSeconds: number;
  resultSeconds: number;
  /** Interval between sweeps; 0 turns the timer off (sweep() still works). */
  sweepSeconds: number;
}

/** What one sweep removed. */
export interface SweepReport {
  artifacts_removed: number;
  bytes_removed: number;
  results_expired: number;
}

/** What retention holds and has removed, for metrics. */
export interface RetentionStats {
  retained: ArtifactTotals;
  retained_by_kind: (ArtifactTotals & { kind: string })[];
  removed: ArtifactTotals;
  results_expired: number;
  last_sweep_at: string | null;
  windows: { artifact_seconds: number; result_seconds: number; sweep_seconds: number };
}

// Files removed per batch; a large backlog is worked through batch by batch within one sweep.
const BATCH = 500;

/** Creates the retention sweeper; nothing runs until start(). */
export function createRetention(deps: RetentionDeps) {
  const { files, index, rows, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SweepReport> | undefined;
  let lastSweepAt: string | null = null;

  async function sweepOnce(now: number): Promise<SweepReport> {
    const report: SweepReport = { artifacts_removed: 0, bytes_removed: 0, results_expired: 0 };
    const artifactsBefore = new Date(now - deps.artifactSeconds * 1000).toISOString();
    for (;;) {
      const batch = await index.expired(artifactsBefore, BATCH);
      if (batch.length === 0) break;
      const gone: string[] = [];
      for (const a of batch) {
        try {
          await files.remove(a.path);
          await rows.forgetArtifact(a.path);
          gone.push(a.path);
          report.artifacts_removed++;
          report.bytes_removed += a.bytes;
        } catch (err) {
          log.warn({ err, path: a.path }, 'retention could not remove an artifact; it is retried on the next sweep');
        }
      }
      await index.markRemoved(gone, new Date(now).toISOString());
      if (gone.length < batch.length) break;
    }
    report.results_expired = await rows.expireResults(new Date(now - deps.resultSeconds * 1000).toISOString());
    lastSweepAt = new Date(now).toISOString();
    if (report.artifacts_removed > 0 || report.results_expired > 0) log.info(report, 'retention sweep');
    return report;
  }

  return {
    /** Runs one sweep now (concurrent calls share it). */
    sweep(now = Date.now()): Promise<SweepReport> {
      running ??= sweepOnce(now).finally(() => (running = undefined));
      return running;
    },

    /** Starts the timer (unref'd: it never holds the process open). */
    start(): void {
      if (timer || deps.sweepSeconds <= 0) return;
      timer = setInterval(() => {
        this.sweep().catch((err) => log.error({ err }, 'retention sweep failed'));
      }, deps.sweepSeconds * 1000);
      timer.unref();
      // A first sweep at start clears what expired while the server was down.
      this.sweep().catch((err) => log.error({ err }, 'retention sweep failed'));
    },

    /** Stops the timer and waits for a sweep in progress; idempotent. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },

    /** What retention holds and removed. */
    async stats(): Promise<RetentionStats> {
      const [retained, retainedByKind, removed, resultsExpired] = await Promise.all([
        index.retained(),
        index.retainedByKind(),
        index.removed(),
        rows.expiredResults(),
      ]);
      return {
        retained,
        retained_by_kind: retainedByKind,
        removed,
        results_expired: resultsExpired,
        last_sweep_at: lastSweepAt,
        windows: { artifact_seconds: deps.artifactSeconds, result_seconds: deps.resultSeconds, sweep_seconds: deps.sweepSeconds },
      };
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
