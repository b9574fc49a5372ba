import { migration } from './migration';

/**
 * Retained artifact files (evidence screenshots, annotated images, later audio): one row per file
 * with its size, so retention and metrics need no walk of the folder. A removed file keeps its row
 * as a tombstone (`removed_at`), which is what the metrics count as removed. History rows record
 * when retention took their artifacts.
 */
export const artifacts = migration(3, 'artifacts')`
CREATE TABLE artifacts (
  path TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  removed_at TEXT
);
CREATE INDEX artifacts_retained ON artifacts(removed_at, created_at);
ALTER TABLE extractions ADD COLUMN artifacts_expired_at TEXT;
`;
