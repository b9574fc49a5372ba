/**
 * The transcription list's query, the same in SQLite and PostgreSQL but for the SELECT that
 * merges a session's events, which each dialect passes in.
 */
import type { TranscriptionStatus } from '../contract/audio';
import { containing } from './sql';

/** `sessionSelect` narrowed to a tenant's sessions with `status`, holding the text `q`, newest first, `limit` of them. */
export function transcriptionsQuery(
  sessionSelect: string,
  tenantId: string,
  q: { status?: TranscriptionStatus; q?: string; limit: number },
): { sql: string; args: unknown[] } {
  const where = ['t.tenant_id = ?'];
  const args: unknown[] = [tenantId];
  if (q.status) {
    where.push('t.status = ?');
    args.push(q.status);
  }
  if (q.q) {
    where.push("EXISTS (SELECT 1 FROM audio_transcript_events e WHERE e.capture_id = t.capture_id AND e.text LIKE ? ESCAPE '\\')");
    args.push(containing(q.q));
  }
  return { sql: `${sessionSelect} WHERE ${where.join(' AND ')} ORDER BY t.started_at DESC, t.id DESC LIMIT ?`, args: [...args, q.limit] };
}
