/**
 * Audio captures, transcription sessions and transcript events in SQLite.
 */
import type { Database } from '../database';
import type { TranscriptEvent } from '../../contract/audio';
import type { AudioStore, CaptureRow, TranscriptionRow } from '../../modules/audio/audio.store';
import { nowIso } from '../../ids';
import { transcriptionsQuery } from '../transcriptions-query';

// The merged text and count come from the events, so a session row never drifts from its events.
const SESSION_SELECT = `
SELECT t.*,
  (SELECT COUNT(*) FROM audio_transcript_events e WHERE e.capture_id = t.capture_id) AS events,
  COALESCE((SELECT group_concat(text, ' ') FROM (SELECT text FROM audio_transcript_events e
    WHERE e.capture_id = t.capture_id ORDER BY seq)), '') AS text
FROM audio_transcriptions t`;

/** Creates the audio store over a SQLite database. */
export function createSqliteAudioStore(db: Database): AudioStore {
  // The next seq is read and used in one transaction, so concurrent appends never share a seq.
  const append = (captureId: string, e: Omit<TranscriptEvent, 'seq'>): TranscriptEvent =>
    db.transaction(() => {
      const { next } = db
        .prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM audio_transcript_events WHERE capture_id = ?')
        .get(captureId) as { next: number };
      db.prepare(
        'INSERT INTO audio_transcript_events (capture_id, seq, start_ms, end_ms, text, final, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(captureId, next, e.start_ms, e.end_ms, e.text, e.final ? 1 : 0, nowIso());
      return { seq: next, ...e };
    });
  return {
    async insertCapture(r) {
      db.prepare(
        `INSERT INTO audio_captures (id, tenant_id, status, format, sample_rate, channels, url, max_seconds, file, bytes, read_offset, error, started_at, ended_at)
         VALUES (@id, @tenant_id, @status, @format, @sample_rate, @channels, @url, @max_seconds, @file, @bytes, @read_offset, @error, @started_at, @ended_at)`,
      ).run(r);
    },
    async getCapture(tenantId, id) {
      return db.prepare('SELECT * FROM audio_captures WHERE id = ? AND tenant_id = ?').get(id, tenantId) as CaptureRow | undefined;
    },
    async listCaptures(tenantId, q) {
      return db
        .prepare(`SELECT * FROM audio_captures WHERE tenant_id = ? ${q.status ? 'AND status = ?' : ''} ORDER BY started_at DESC, id DESC LIMIT ?`)
        .all(...[tenantId, ...(q.status ? [q.status] : []), q.limit]) as CaptureRow[];
    },
    async setCaptureBytes(id, bytes) {
      db.prepare('UPDATE audio_captures SET bytes = ? WHERE id = ?').run(bytes, id);
    },
    async setReadOffset(id, offset) {
      db.prepare('UPDATE audio_captures SET read_offset = ? WHERE id = ?').run(offset, id);
    },
    async endCapture(id, end) {
      return (
        db
          .prepare("UPDATE audio_captures SET status = ?, ended_at = ?, error = ?, bytes = ? WHERE id = ? AND status = 'active'")
          .run(end.status, end.ended_at, end.error ?? null, end.bytes, id).changes > 0
      );
    },
    async activeCaptures() {
      return db.prepare("SELECT * FROM audio_captures WHERE status = 'active'").all() as CaptureRow[];
    },
    async insertTranscription(r) {
      const res = db
        .prepare(
          `INSERT INTO audio_transcriptions (id, capture_id, tenant_id, status, provider, language, error, started_at, ended_at)
           VALUES (@id, @capture_id, @tenant_id, @status, @provider, @language, @error, @started_at, @ended_at)
           ON CONFLICT(capture_id) DO NOTHING`,
        )
        .run(r);
      return res.changes > 0;
    },
    async getTranscription(tenantId, captureId) {
      return db.prepare(`${SESSION_SELECT} WHERE t.capture_id = ? AND t.tenant_id = ?`).get(captureId, tenantId) as TranscriptionRow | undefined;
    },
    async listTranscriptions(tenantId, q) {
      const { sql, args } = transcriptionsQuery(SESSION_SELECT, tenantId, q);
      return db.prepare(sql).all(...args) as TranscriptionRow[];
    },
    async endTranscription(captureId, end) {
      return (
        db
          .prepare("UPDATE audio_transcriptions SET status = ?, ended_at = ?, error = ? WHERE capture_id = ? AND status = 'active'")
          .run(end.status, end.ended_at, end.error ?? null, captureId).changes > 0
      );
    },
    async interruptTranscriptions(at) {
      const ids = (db.prepare("SELECT capture_id FROM audio_transcriptions WHERE status = 'active'").all() as { capture_id: string }[]).map((r) => r.capture_id);
      db.prepare("UPDATE audio_transcriptions SET status = 'interrupted', ended_at = ? WHERE status = 'active'").run(at);
      return ids;
    },
    async appendEvent(captureId, e) {
      return append(captureId, e);
    },
    async events(captureId, after, limit) {
      const rows = db
        .prepare('SELECT seq, start_ms, end_ms, text, final FROM audio_transcript_events WHERE capture_id = ? AND seq > ? ORDER BY seq LIMIT ?')
        .all(captureId, after, limit) as (Omit<TranscriptEvent, 'final'> & { final: number })[];
      return rows.map((r) => ({ ...r, final: r.final === 1 }));
    },
  };
}
