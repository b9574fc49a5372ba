/**
 * Persisted transcription sessions with their merged preview text (GET /v1/audio/transcriptions).
 */
import { CapabilityList, cellText, type LooseRow } from '../../components/CapabilityList';
import type { Column } from '../../components/NavTable';
import { StatusBadge } from '../../components/StatusBadge';

const COLUMNS: Column<LooseRow>[] = [
  { header: 'Session', cell: (r) => <code>{cellText(r.id)}</code> },
  { header: 'Status', cell: (r) => <StatusBadge status={cellText(r.status)} /> },
  { header: 'Capture', cell: (r) => cellText(r.capture_id) },
  { header: 'Started', cell: (r) => cellText(r.created_at), className: 'nowrap' },
  { header: 'Preview', cell: (r) => <span className="url">{cellText(r.preview ?? r.text)}</span>, className: 'grow' },
];

/** The transcripts page. */
export function TranscriptsPage() {
  return (
    <CapabilityList
      title="Transcripts"
      path="/v1/audio/transcriptions"
      what="Audio capture"
      setup="Configure an audio-capture provider (PulseAudio) and a transcription provider to enable it."
      empty="No transcription session yet."
      columns={COLUMNS}
      rowKey={(r) => cellText(r.id)}
    />
  );
}
