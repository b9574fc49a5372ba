/**
 * The artifact index in SQLite.
 */
import type { Database } from '../database';
import type { ArtifactRecord, ArtifactsStore, ArtifactTotals } from '../../artifacts/artifacts.store';

/** Creates the artifact index over a SQLite database. */
export function createSqliteArtifactsStore(db: Database): ArtifactsStore {
  const totals = (where: string): ArtifactTotals =>
    db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM artifacts WHERE ${where}`).get() as ArtifactTotals;
  return {
    async record(r) {
      db.prepare(
        `INSERT INTO artifacts (path, tenant_id, kind, bytes, created_at, removed_at) VALUES (@path, @tenant_id, @kind, @bytes, @created_at, NULL)
         ON CONFLICT(path) DO UPDATE SET bytes = excluded.bytes, kind = excluded.kind, created_at = excluded.created_at, removed_at = NULL`,
      ).run(r);
    },
    async expired(before, limit) {
      return db
        .prepare('SELECT * FROM artifacts WHERE removed_at IS NULL AND created_at < ? ORDER BY created_at LIMIT ?')
        .all(before, limit) as ArtifactRecord[];
    },
    async markRemoved(paths, at) {
      const stmt = db.prepare('UPDATE artifacts SET removed_at = ? WHERE path = ?');
      db.transaction(() => paths.forEach((p) => stmt.run(at, p)));
    },
    async retained() {
      return totals('removed_at IS NULL');
    },
    async removed() {
      return totals('removed_at IS NOT NULL');
    },
    async retainedByKind() {
      return db
        .prepare('SELECT kind, COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM artifacts WHERE removed_at IS NULL GROUP BY kind ORDER BY kind')
        .all() as (ArtifactTotals & { kind: string })[];
    },
  };
}
