/**
 * Transcription sessions with their merged preview, searchable and filtered by status, live-updating
 * (GET /v1/audio/transcriptions); a row opens the session. Says "not configured" when the server has no audio.
 */
import type { TranscriptionSession, TranscriptionStatus } from '../../../../server/contract/audio';
import { TRANSCRIPTION_STATUSES } from '../../../../server/contract/values';
import { useQuery } from '../../api';
import { NavTable, type Column } from '../../components/NavTable';
import { SetupSettings } from '../../components/SetupSettings';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { Unavailable, isUnavailable } from '../../components/Unavailable';
import { navigate } from '../../router';
import { AUDIO_SETUP } from './setup';
import { StartCapture } from './StartCapture';

const COLUMNS: Column<TranscriptionSession>[] = [
  { header: 'Started', cell: (r) => <Time iso={r.started_at} />, className: 'nowrap' },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Capture', cell: (r) => <code>{r.capture_id}</code> },
  { header: 'Provider', cell: (r) => r.provider },
  { header: 'Preview', cell: (r) => <span className="url">{r.preview || '(no speech yet)'}</span>, className: 'grow' },
];

const openRow = (r: TranscriptionSession) => navigate(`/transcripts/${r.capture_id}`);
const rowKey = (r: TranscriptionSession) => r.id;

/** The transcripts page. */
export function TranscriptsPage({ query }: { query: URLSearchParams }) {
  const q = query.get('q') ?? '';
  const status = (query.get('status') ?? '') as TranscriptionStatus | '';
  const list = useQuery((c) => c.transcriptions({ q: q || undefined, status: status || undefined }), [q, status], 3000);
  const setFilter = (next: { q?: string; status?: string }) => navigate('/transcripts', { q, status, ...next });
  let body;
  if (isUnavailable(list.error)) body = <Unavailable what="Audio capture" error={list.error} setup={<SetupSettings enable={AUDIO_SETUP} />} />;
  else if (list.error !== undefined && !list.data) body = <ErrorNotice error={list.error} onRetry={list.reload} />;
  else if (!list.data) body = <Loading what="transcripts" />;
  else if (list.data.items.length === 0)
    body = <Empty>{q || status ? 'No transcript matches these filters.' : 'No transcription session yet. Capture a page above.'}</Empty>;
  else body = <NavTable label="Transcripts" testId="transcripts-table" columns={COLUMNS} rows={list.data.items} rowKey={rowKey} onOpen={openRow} />;
  return (
    <section>
      <header className="page-head">
        <h1>Transcripts</h1>
      </header>
      {!isUnavailable(list.error) && (
        <>
          <StartCapture />
          <form className="filters" role="search" aria-label="Transcript filters" onSubmit={(e) => e.preventDefault()}>
            <label>
              Search
              <input
                type="text"
                placeholder="words said…"
                defaultValue={q}
                key={q}
                onKeyDown={(e) => e.key === 'Enter' && setFilter({ q: e.currentTarget.value.trim() })}
                onBlur={(e) => setFilter({ q: e.target.value.trim() })}
              />
            </label>
            <label>
              Status
              <select value={status} onChange={(e) => setFilter({ status: e.target.value })}>
                <option value="">any</option>
                {TRANSCRIPTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          </form>
        </>
      )}
      {body}
    </section>
  );
}
