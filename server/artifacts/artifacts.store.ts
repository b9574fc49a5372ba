/**
 * What artifact retention and metrics need from the artifact index. Implemented by
 * `db/stores/artifacts.ts`.
 */

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

/** The artifact index. */
export interface ArtifactsStore {
  /** Records a written file (a rewrite of the same path replaces its row). */
  record(r: Omit<ArtifactRecord, 'removed_at'>): Promise<void>;
  /** Retained artifacts created before a time, oldest first. */
  expired(before: string, limit: number): Promise<ArtifactRecord[]>;
  /** Marks artifacts removed. */
  markRemoved(paths: string[], at: string): Promise<void>;
  /** What retention holds. */
  retained(): Promise<ArtifactTotals>;
  /** What retention removed. */
  removed(): Promise<ArtifactTotals>;
  /** Held artifacts by kind. */
  retainedByKind(): Promise<(ArtifactTotals & { kind: string })[]>;
}
