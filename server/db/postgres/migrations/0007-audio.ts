import type { PgMigration } from './index';

/**
 * Audio captures, their transcription sessions (one per capture) and transcript events, persisted
 * as they come so a restart keeps what was recorded and said (DESIGN.md §10.3). `read_offset` is
 * where the next chunk read continues.
 */
export const pg0007: PgMigration = {
  version: 7,
  name: 'audio',
  sql: `
CREATE TABLE audio_captures (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status TEXT NOT NULL,
  format TEXT NOT NULL,
  sample_rate BIGINT NOT NULL,
  channels BIGINT NOT NULL,
  url TEXT,
  max_seconds BIGINT NOT NULL,
  file TEXT NOT NULL,
  bytes BIGINT NOT NULL DEFAULT 0,
  read_offset BIGINT NOT NULL DEFAULT 0,
  error TEXT,
  started_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX audio_captures_tenant ON audio_captures(tenant_id, started_at DESC, id DESC);
CREATE INDEX audio_captures_status ON audio_captures(status);
CREATE TABLE audio_transcriptions (
  id TEXT PRIMARY KEY,
  capture_id TEXT NOT NULL UNIQUE REFERENCES audio_captures(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL,
  status TEXT NOT NULL,
  provider TEXT NOT NULL,
  language TEXT,
  error TEXT,
  started_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX audio_transcriptions_tenant ON audio_transcriptions(tenant_id, started_at DESC, id DESC);
CREATE TABLE audio_transcript_events (
  capture_id TEXT NOT NULL REFERENCES audio_captures(id) ON DELETE CASCADE,
  seq BIGINT NOT NULL,
  start_ms BIGINT NOT NULL,
  end_ms BIGINT NOT NULL,
  text TEXT NOT NULL,
  final BIGINT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (capture_id, seq)
);
`,
};
