/**
 * Start a capture of a URL from the console, transcribed live, and open its session view.
 */
import { useState } from 'react';
import { useAction } from '../../api';
import { ErrorNotice } from '../../components/States';
import { navigate } from '../../router';

/** The "capture a URL" form. */
export function StartCapture() {
  const [url, setUrl] = useState('');
  const start = useAction(async (c, pageUrl: string) => {
    const cap = await c.startCapture({ format: 'wav', sample_rate: 16000, channels: 1, url: pageUrl });
    await c.startTranscription(cap.id);
    return cap;
  });
  return (
    <form
      className="filters"
      aria-label="Start a capture"
      onSubmit={(e) => {
        e.preventDefault();
        void start.run(url.trim()).then((cap) => cap && navigate(`/transcripts/${cap.id}`));
      }}
    >
      <label className="grow">
        Page to capture
        <input type="url" required placeholder="https://…" value={url} onChange={(e) => setUrl(e.target.value)} />
      </label>
      <button type="submit" disabled={start.running || !url.trim()}>
        {start.running ? 'Starting…' : 'Capture and transcribe'}
      </button>
      {start.error !== undefined && <ErrorNotice error={start.error} />}
    </form>
  );
}
