/**
 * SQL for the artifact index: which retained files exist, their size, and which retention removed.
 */
import type { Database } from '../db/database';

/** One indexed artifact file. */
export interface ArtifactRecord {
  path: string;
  tenant_id: string;
  kind: string;
  bytes: number;
  created_at: string;
  removed_at: string | null;
}

/** Count and bytes of a set of artifacts. */
export interface ArtifactTotals {
  count: number;
  bytes: number;
}

/** Creates the artifact index store. */
export function createArtifactsStore(db: Database) {
  const totals = (where: string): ArtifactTotals =>
    db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM artifacts WHERE ${where}`).get() as ArtifactTotals;
  return {
    /** Records a written file (a rewrite of the same path replaces its row). */
    record(r: Omit<ArtifactRecord, 'removed_at'>): void {
      db.prepare(
        `INSERT INTO artifacts (path, tenant_id, kind, bytes, created_at, removed_at) VALUES (@path, @tenant_id, @kind, @bytes, @created_at, NULL)
         ON CONFLICT(path) DO UPDATE SET bytes = excluded.bytes, kind = excluded.kind, created_at = excluded.created_at, removed_at = NULL`,
      ).run(r);
    },
    /** Retained artifacts created before a time, oldest first. */
    expired(before: string, limit: number): ArtifactRecord[] {
      return db
        .prepare('SELECT * FROM artifacts WHERE removed_at IS NULL AND created_at < ? ORDER BY created_at LIMIT ?')
        .all(before, limit) as ArtifactRecord[];
    },
    /** Marks artifacts removed. */
    markRemoved(paths: string[], at: string): void {
      const stmt = db.prepare('UPDATE artifacts SET removed_at = ? WHERE path = ?');
      db.transaction(() => paths.forEach((p) => stmt.run(at, p)));
    },
    /** What retention holds. */
    retained(): ArtifactTotals {
      return totals('removed_at IS NULL');
    },
    /** What retention removed. */
    removed(): ArtifactTotals {
      return totals('removed_at IS NOT NULL');
    },
    /** Held artifacts by kind. */
    retainedByKind(): (ArtifactTotals & { kind: string })[] {
      return db
        .prepare('SELECT kind, COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM artifacts WHERE removed_at IS NULL GROUP BY kind ORDER BY kind')
        .all() as (ArtifactTotals & { kind: string })[];
    },
  };
}

export type ArtifactsStore = ReturnType<typeof createArtifactsStore>;
