/**
 * Audio captures, transcription sessions and transcript events (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { containing, insert, nothing, type Database } from '../sql';
import type { TranscriptEvent } from '../../contract/audio';
import type { AudioStore, CaptureRow, TranscriptionRow } from '../../modules/audio/audio.store';
import { nowIso } from '../../ids';

// The merged text and count come from the events, so a session row never drifts from its events.
const SESSION_SELECT = `
SELECT t.*,
  (SELECT COUNT(*) FROM audio_transcript_events e WHERE e.capture_id = t.capture_id) AS events,
  COALESCE((SELECT string_agg(text, ' ' ORDER BY seq) FROM audio_transcript_events e WHERE e.capture_id = t.capture_id), '') AS text
FROM audio_transcriptions t`;

/** Creates the audio store over the database. */
export function createAudioStore(db: Database): AudioStore {
  return {
    insertCapture: (r) => insert(db, 'audio_captures', r).then(nothing),
    getCapture: (tenantId, id) => db.one<CaptureRow>('SELECT * FROM audio_captures WHERE id = ? AND tenant_id = ?', [id, tenantId]),
    async listCaptures(tenantId, q) {
      const status = q.status ? 'AND status = @status' : '';
      return db.all<CaptureRow>(`SELECT * FROM audio_captures WHERE tenant_id = @tenantId ${status} ORDER BY started_at DESC, id DESC LIMIT @limit`, {
        tenantId,
        ...q,
      });
    },
    setCaptureBytes: (id, bytes) => db.run('UPDATE audio_captures SET bytes = ? WHERE id = ?', [bytes, id]).then(nothing),
    setReadOffset: (id, offset) => db.run('UPDATE audio_captures SET read_offset = ? WHERE id = ?', [offset, id]).then(nothing),
    async endCapture(id, end) {
      const sql = "UPDATE audio_captures SET status = ?, ended_at = ?, error = ?, bytes = ? WHERE id = ? AND status = 'active'";
      return (await db.run(sql, [end.status, end.ended_at, end.error ?? null, end.bytes, id])) > 0;
    },
    activeCaptures: () => db.all<CaptureRow>("SELECT * FROM audio_captures WHERE status = 'active'"),
    async insertTranscription(r) {
      return (await insert(db, 'audio_transcriptions', r, 'ON CONFLICT (capture_id) DO NOTHING')) > 0;
    },
    getTranscription: (tenantId, captureId) => db.one<TranscriptionRow>(`${SESSION_SELECT} WHERE t.capture_id = ? AND t.tenant_id = ?`, [captureId, tenantId]),
    async listTranscriptions(tenantId, q) {
      const where = ['t.tenant_id = @tenantId'];
      if (q.status) where.push('t.status = @status');
      if (q.q) where.push("EXISTS (SELECT 1 FROM audio_transcript_events e WHERE e.capture_id = t.capture_id AND e.text LIKE @words ESCAPE '\\')");
      const sql = `${SESSION_SELECT} WHERE ${where.join(' AND ')} ORDER BY t.started_at DESC, t.id DESC LIMIT @limit`;
      return db.all<TranscriptionRow>(sql, { tenantId, status: q.status, words: q.q === undefined ? undefined : containing(q.q), limit: q.limit });
    },
    async endTranscription(captureId, end) {
      const sql = "UPDATE audio_transcriptions SET status = ?, ended_at = ?, error = ? WHERE capture_id = ? AND status = 'active'";
      return (await db.run(sql, [end.status, end.ended_at, end.error ?? null, captureId])) > 0;
    },
    async interruptTranscriptions(at) {
      const sql = "UPDATE audio_transcriptions SET status = 'interrupted', ended_at = ? WHERE status = 'active' RETURNING capture_id";
      const rows = await db.all<{ capture_id: string }>(sql, [at]);
      return rows.map((r) => r.capture_id);
    },
    async appendEvent(captureId, e) {
      // The capture row is locked while the next seq is read and used, so concurrent appends never share a seq.
      return db.tx(async (q) => {
        await q.run(`SELECT id FROM audio_captures WHERE id = ? ${db.dialect.forUpdate}`, [captureId]);
        const { next } = (await q.one<{ next: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM audio_transcript_events WHERE capture_id = ?', [
          captureId,
        ]))!;
        const { start_ms, end_ms, text } = e;
        await insert(q, 'audio_transcript_events', { capture_id: captureId, seq: next, start_ms, end_ms, text, final: e.final ? 1 : 0, created_at: nowIso() });
        return { seq: next, ...e } as TranscriptEvent;
      });
    },
    async events(captureId, after, limit) {
      const sql = 'SELECT seq, start_ms, end_ms, text, final FROM audio_transcript_events WHERE capture_id = ? AND seq > ? ORDER BY seq LIMIT ?';
      const rows = await db.all<Omit<TranscriptEvent, 'final'> & { final: number }>(sql, [captureId, after, limit]);
      return rows.map((r) => ({ ...r, final: r.final === 1 }));
    },
  };
}
