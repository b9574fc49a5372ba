/**
 * The artifact index (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { insert, nothing, upsert, type Database } from '../sql';
import type { ArtifactRecord, ArtifactsStore, ArtifactTotals } from '../../artifacts/artifacts.store';

/** Creates the artifact index over the database. */
export function createArtifactsStore(db: Database): ArtifactsStore {
  const totals = async (where: string): Promise<ArtifactTotals> =>
    (await db.one<ArtifactTotals>(`SELECT COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM artifacts WHERE ${where}`))!;
  return {
    async record(r) {
      // Recorded again (a file rewritten at the same path): it is retained again.
      await insert(db, 'artifacts', { ...r, removed_at: null }, upsert('path', ['bytes', 'kind', 'created_at', 'removed_at']));
    },
    expired: (before, limit) =>
      db.all<ArtifactRecord>('SELECT * FROM artifacts WHERE removed_at IS NULL AND created_at < ? ORDER BY created_at LIMIT ?', [before, limit]),
    markRemoved: (paths, at) => db.run(`UPDATE artifacts SET removed_at = ? WHERE ${db.dialect.inList('path', '?')}`, [at, paths]).then(nothing),
    retained: () => totals('removed_at IS NULL'),
    removed: () => totals('removed_at IS NOT NULL'),
    retainedByKind: () =>
      db.all<ArtifactTotals & { kind: string }>(
        'SELECT kind, COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM artifacts WHERE removed_at IS NULL GROUP BY kind ORDER BY kind',
      ),
  };
}
