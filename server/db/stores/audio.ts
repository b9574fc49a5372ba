/**
 * Audio captures, transcription sessions and transcript events (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import type { Database } from '../sql';
import type { TranscriptEvent } from '../../contract/audio';
import type { AudioStore, CaptureRow, TranscriptionRow } from '../../modules/audio/audio.store';
import { nowIso } from '../../ids';
import { transcriptionsQuery } from '../transcriptions-query';

// The merged text and count come from the events, so a session row never drifts from its events.
const SESSION_SELECT = `
SELECT t.*,
  (SELECT COUNT(*) FROM audio_transcript_events e WHERE e.capture_id = t.capture_id) AS events,
  COALESCE((SELECT string_agg(text, ' ' ORDER BY seq) FROM audio_transcript_events e WHERE e.capture_id = t.capture_id), '') AS text
FROM audio_transcriptions t`;

/** Creates the audio store over the database. */
export function createAudioStore(db: Database): AudioStore {
  const params = (row: object) => row as Record<string, unknown>;
  return {
    async insertCapture(r) {
      await db.run(
        `INSERT INTO audio_captures (id, tenant_id, status, format, sample_rate, channels, url, max_seconds, file, bytes, read_offset, error, started_at, ended_at)
         VALUES (@id, @tenant_id, @status, @format, @sample_rate, @channels, @url, @max_seconds, @file, @bytes, @read_offset, @error, @started_at, @ended_at)`,
        params(r),
      );
    },
    async getCapture(tenantId, id) {
      return db.one<CaptureRow>('SELECT * FROM audio_captures WHERE id = ? AND tenant_id = ?', [id, tenantId]);
    },
    async listCaptures(tenantId, q) {
      return db.all<CaptureRow>(
        `SELECT * FROM audio_captures WHERE tenant_id = ? ${q.status ? 'AND status = ?' : ''} ORDER BY started_at DESC, id DESC LIMIT ?`,
        [tenantId, ...(q.status ? [q.status] : []), q.limit],
      );
    },
    async setCaptureBytes(id, bytes) {
      await db.run('UPDATE audio_captures SET bytes = ? WHERE id = ?', [bytes, id]);
    },
    async setReadOffset(id, offset) {
      await db.run('UPDATE audio_captures SET read_offset = ? WHERE id = ?', [offset, id]);
    },
    async endCapture(id, end) {
      return (
        (await db.run("UPDATE audio_captures SET status = ?, ended_at = ?, error = ?, bytes = ? WHERE id = ? AND status = 'active'", [
          end.status,
          end.ended_at,
          end.error ?? null,
          end.bytes,
          id,
        ])) > 0
      );
    },
    async activeCaptures() {
      return db.all<CaptureRow>("SELECT * FROM audio_captures WHERE status = 'active'");
    },
    async insertTranscription(r) {
      return (
        (await db.run(
          `INSERT INTO audio_transcriptions (id, capture_id, tenant_id, status, provider, language, error, started_at, ended_at)
           VALUES (@id, @capture_id, @tenant_id, @status, @provider, @language, @error, @started_at, @ended_at)
           ON CONFLICT(capture_id) DO NOTHING`,
          params(r),
        )) > 0
      );
    },
    async getTranscription(tenantId, captureId) {
      return db.one<TranscriptionRow>(`${SESSION_SELECT} WHERE t.capture_id = ? AND t.tenant_id = ?`, [captureId, tenantId]);
    },
    async listTranscriptions(tenantId, q) {
      const { sql, args } = transcriptionsQuery(SESSION_SELECT, tenantId, q);
      return db.all<TranscriptionRow>(sql, args);
    },
    async endTranscription(captureId, end) {
      return (
        (await db.run("UPDATE audio_transcriptions SET status = ?, ended_at = ?, error = ? WHERE capture_id = ? AND status = 'active'", [
          end.status,
          end.ended_at,
          end.error ?? null,
          captureId,
        ])) > 0
      );
    },
    async interruptTranscriptions(at) {
      const rows = await db.all<{ capture_id: string }>(
        "UPDATE audio_transcriptions SET status = 'interrupted', ended_at = ? WHERE status = 'active' RETURNING capture_id",
        [at],
      );
      return rows.map((r) => r.capture_id);
    },
    async appendEvent(captureId, e) {
      // The capture row is locked while the next seq is read and used, so concurrent appends never share a seq.
      return db.tx(async (q) => {
        await q.run(`SELECT id FROM audio_captures WHERE id = ? ${db.dialect.forUpdate}`, [captureId]);
        const { next } = (await q.one<{ next: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM audio_transcript_events WHERE capture_id = ?', [captureId]))!;
        await q.run('INSERT INTO audio_transcript_events (capture_id, seq, start_ms, end_ms, text, final, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
          captureId,
          next,
          e.start_ms,
          e.end_ms,
          e.text,
          e.final ? 1 : 0,
          nowIso(),
        ]);
        return { seq: next, ...e } as TranscriptEvent;
      });
    },
    async events(captureId, after, limit) {
      const rows = await db.all<Omit<TranscriptEvent, 'final'> & { final: number }>(
        'SELECT seq, start_ms, end_ms, text, final FROM audio_transcript_events WHERE capture_id = ? AND seq > ? ORDER BY seq LIMIT ?',
        [captureId, after, limit],
      );
      return rows.map((r) => ({ ...r, final: r.final === 1 }));
    },
  };
}
