import { migration } from './migration';

/**
 * Audio captures, their transcription sessions (one per capture) and transcript events, persisted
 * as they come so a restart keeps what was recorded and said (docs/decisions.md#audio-capture-and-transcription). `read_offset` is
 * where the next chunk read continues.
 */
export const audio = migration(7, 'audio')`
CREATE TABLE audio_captures (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status TEXT NOT NULL,
  format TEXT NOT NULL,
  sample_rate INTEGER NOT NULL,
  channels INTEGER NOT NULL,
  url TEXT,
  max_seconds INTEGER NOT NULL,
  file TEXT NOT NULL,
  bytes INTEGER NOT NULL DEFAULT 0,
  read_offset INTEGER NOT NULL DEFAULT 0,
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
  seq INTEGER NOT NULL,
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  text TEXT NOT NULL,
  final INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (capture_id, seq)
);
`;
