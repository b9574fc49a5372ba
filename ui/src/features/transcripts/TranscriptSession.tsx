/**
 * One capture's transcript growing live (SSE, resumed after the last line on a reconnect), its
 * state, a stop button while it records, and a player for the retained audio once it has ended.
 */
import { useEffect, useState } from 'react';
import type { Capture, TranscriptEvent } from '../../../../server/contract/audio';
import { followTranscript } from '../../../../server/client/follow-transcript';
import { useAction, useQuery, useSession } from '../../api';
import { ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { href } from '../../router';
import { AudioPlayer } from './AudioPlayer';

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Follows the transcript of `captureId`; the lines so far and whether the stream has ended. */
function useLiveTranscript(captureId: string): { lines: TranscriptEvent[]; ended: boolean; error: unknown } {
  const { client } = useSession();
  const [lines, setLines] = useState<TranscriptEvent[]>([]);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    const abort = new AbortController();
    setLines([]);
    setEnded(false);
    followTranscript({
      open: (since, signal) => client.transcriptStream(captureId, since, signal),
      onEvent: (e) => setLines((ls) => [...ls, e]),
      signal: abort.signal,
    }).then(
      () => !abort.signal.aborted && setEnded(true),
      (err) => !abort.signal.aborted && setError(err),
    );
    return () => abort.abort();
  }, [client, captureId]);
  return { lines, ended, error };
}

/** The session view. */
export function TranscriptSession({ captureId }: { captureId: string }) {
  const capture = useQuery((c) => c.capture(captureId), [captureId], 2000);
  const live = useLiveTranscript(captureId);
  const stop = useAction((c) => c.stopCapture(captureId));
  const cap: Capture | undefined = capture.data;
  return (
    <section>
      <p>
        <a href={href('/transcripts')}>← Transcripts</a>
      </p>
      <header className="page-head">
        <h1>
          Transcript <code>{captureId}</code>
        </h1>
        {cap && <StatusBadge status={cap.status} />}
      </header>
      {capture.error !== undefined && !cap && <ErrorNotice error={capture.error} onRetry={capture.reload} />}
      {!cap && capture.error === undefined && <Loading what="capture" />}
      {cap && (
        <dl className="facts">
          <div>
            <dt>Page</dt>
            <dd className="url">{cap.url ?? 'default output'}</dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>
              <Time iso={cap.started_at} />
            </dd>
          </div>
          <div>
            <dt>Audio</dt>
            <dd>
              {cap.format}, {cap.sample_rate} Hz, {cap.channels} ch · {(cap.bytes / 1024).toFixed(0)} KiB
            </dd>
          </div>
        </dl>
      )}
      {cap?.status === 'active' && (
        <button type="button" onClick={() => void stop.run().then(capture.reload)} disabled={stop.running}>
          {stop.running ? 'Stopping…' : 'Stop capture'}
        </button>
      )}
      {cap && cap.status !== 'active' && cap.audio_retained && <AudioPlayer capture={cap} />}
      <h2>Transcript {!live.ended && cap?.status === 'active' && <span className="muted">(live)</span>}</h2>
      {live.error !== undefined && <ErrorNotice error={live.error} />}
      <ol className="transcript" data-testid="transcript" aria-live="polite">
        {live.lines.map((e) => (
          <li key={e.seq}>
            <span className="muted nowrap">{clock(e.start_ms)}</span> {e.text}
          </li>
        ))}
      </ol>
      {live.lines.length === 0 && <p className="muted">{live.ended ? 'No speech was transcribed.' : 'Waiting for speech…'}</p>}
    </section>
  );
}
