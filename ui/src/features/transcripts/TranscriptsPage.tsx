/**
 * Persisted transcription sessions with their merged preview text (GET /v1/audio/transcriptions).
 */
import { CapabilityList, cellText, type LooseRow } from '../../components/CapabilityList';
import type { Column } from '../../components/NavTable';
import { SetupSettings, type Setting } from '../../components/SetupSettings';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';

const COLUMNS: Column<LooseRow>[] = [
  { header: 'Session', cell: (r) => <code>{cellText(r.id)}</code> },
  { header: 'Status', cell: (r) => <StatusBadge status={cellText(r.status)} /> },
  { header: 'Capture', cell: (r) => cellText(r.capture_id) },
  { header: 'Started', cell: (r) => (typeof r.created_at === 'string' ? <Time iso={r.created_at} /> : '—'), className: 'nowrap' },
  { header: 'Preview', cell: (r) => <span className="url">{cellText(r.preview ?? r.text)}</span>, className: 'grow' },
];

// DESIGN §10.3.
const ENABLE: Setting[] = [
  {
    name: 'apt-get install pulseaudio pulseaudio-utils',
    what: 'Audio capture records through PulseAudio (parec); the server starts a user daemon when none runs.',
  },
  {
    name: 'PLUCK_AUDIO',
    what: (
      <>
        Audio capture is on when PulseAudio is present, unless this is <code>off</code>.
      </>
    ),
  },
  {
    name: 'apt-get install pocketsphinx pocketsphinx-en-us',
    what: 'Offline transcription, the default provider (pocketsphinx).',
  },
  {
    name: 'PLUCK_TRANSCRIBE_URL',
    what: (
      <>
        Or transcribe with provider <code>openai</code>: any OpenAI-compatible <code>/v1/audio/transcriptions</code> endpoint.
      </>
    ),
  },
];

/** The transcripts page. */
export function TranscriptsPage() {
  return (
    <CapabilityList
      title="Transcripts"
      path="/v1/audio/transcriptions"
      what="Audio capture"
      setup={<SetupSettings enable={ENABLE} />}
      empty="No transcription session yet."
      columns={COLUMNS}
      rowKey={(r) => cellText(r.id)}
    />
  );
}
