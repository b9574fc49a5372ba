/**
 * Plays a capture's retained audio. The download needs the API key, so it is fetched through the
 * client and played from a blob; raw PCM gets a WAV header here, since browsers do not play L16.
 */
import { useEffect, useState } from 'react';
import type { Capture } from '../../../../server/contract/audio';
import { useSession } from '../../api';
import { ErrorNotice } from '../../components/States';

/** A WAV header for PCM s16le of `dataBytes`. */
function wavHeader(rate: number, channels: number, dataBytes: number): ArrayBuffer {
  const v = new DataView(new ArrayBuffer(44));
  const ascii = (at: number, s: string) => [...s].forEach((ch, i) => v.setUint8(at + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  v.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, channels, true);
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * channels * 2, true);
  v.setUint16(32, channels * 2, true);
  v.setUint16(34, 16, true);
  ascii(36, 'data');
  v.setUint32(40, dataBytes, true);
  return v.buffer;
}

/** The player. */
export function AudioPlayer({ capture }: { capture: Capture }) {
  const { client } = useSession();
  const [src, setSrc] = useState<string>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    client.captureContent(capture.id).then((bytes) => {
      if (!live) return;
      const parts: BlobPart[] =
        capture.format === 'wav' ? [bytes as BlobPart] : [wavHeader(capture.sample_rate, capture.channels, bytes.byteLength), bytes as BlobPart];
      url = URL.createObjectURL(new Blob(parts, { type: 'audio/wav' }));
      setSrc(url);
    }, setError);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, capture.id, capture.format, capture.sample_rate, capture.channels]);
  if (error !== undefined) return <ErrorNotice error={error} />;
  return src ? <audio controls src={src} data-testid="capture-audio" aria-label="Captured audio" /> : <p className="muted">Loading the audio…</p>;
}
