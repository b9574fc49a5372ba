/**
 * Transcription through any OpenAI-compatible `POST …/v1/audio/transcriptions` (OpenAI, a
 * whisper.cpp server with `--inference-path /v1/audio/transcriptions`): the live PCM is cut into
 * segments, each posted as a WAV file (multipart, `verbose_json`) in order; every segment with
 * speech becomes an event, or one per returned segment when the server gives their times.
 * Silent segments are not posted: a page with no sound gives no events, not an error.
 */
import type { HeardText, Transcriber, TranscriberSpec } from '../../engine/audio/audio-ports';
import { wavHeader } from '../../engine/audio/wav-header';

/** How the endpoint is reached. */
export interface OpenAiTranscribeSettings {
  /** Full URL of the transcriptions endpoint. */
  url: string;
  apiKey?: string;
  model: string;
  /** Seconds of audio per posted segment. */
  segmentSeconds: number;
}

/** RMS (s16le) under which a segment counts as silence. */
const SILENCE_RMS = 30;

function rms(pcm: Buffer): number {
  let sum = 0;
  const n = Math.floor(pcm.length / 2);
  for (let i = 0; i < n; i++) {
    const v = pcm.readInt16LE(i * 2);
    sum += v * v;
  }
  return n ? Math.sqrt(sum / n) : 0;
}

interface VerboseJson {
  text?: string;
  segments?: { start?: number; end?: number; text?: string }[];
}

/** Starts a transcriber posting segments to an OpenAI-compatible endpoint. */
export function createOpenAiTranscriber(s: OpenAiTranscribeSettings, spec: TranscriberSpec): Transcriber {
  const bytesPerSecond = spec.sampleRate * spec.channels * 2;
  const segmentBytes = Math.max(1, Math.round(s.segmentSeconds * bytesPerSecond)) & ~1;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let postedBytes = 0;
  let chain: Promise<void> = Promise.resolve();
  let failed = false;

  async function post(pcm: Buffer, startMs: number): Promise<void> {
    const form = new FormData();
    const wav = Buffer.concat([wavHeader(spec.sampleRate, spec.channels, pcm.length), pcm]);
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'segment.wav');
    form.append('model', s.model);
    form.append('response_format', 'verbose_json');
    if (spec.language) form.append('language', spec.language);
    const res = await fetch(s.url, { method: 'POST', body: form, headers: s.apiKey ? { Authorization: `Bearer ${s.apiKey}` } : {} });
    const text = await res.text();
    if (!res.ok) throw new Error(`the transcription endpoint answered HTTP ${res.status}: ${text.slice(0, 300)}`);
    let body: VerboseJson;
    try {
      body = JSON.parse(text) as VerboseJson;
    } catch {
      body = { text }; // response_format=text servers
    }
    const durationMs = Math.round((pcm.length / bytesPerSecond) * 1000);
    const heard: HeardText[] = body.segments?.length
      ? body.segments.map((g) => ({
          start_ms: startMs + Math.round((g.start ?? 0) * 1000),
          end_ms: startMs + Math.round((g.end ?? durationMs / 1000) * 1000),
          text: (g.text ?? '').trim(),
          final: true,
        }))
      : [{ start_ms: startMs, end_ms: startMs + durationMs, text: (body.text ?? '').trim(), final: true }];
    for (const h of heard) if (h.text) spec.onText(h);
  }

  function flush(): void {
    if (pendingBytes === 0) return;
    const pcm = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    const startMs = Math.round((postedBytes / bytesPerSecond) * 1000);
    postedBytes += pcm.length;
    if (rms(pcm) < SILENCE_RMS) return;
    chain = chain
      .then(() => (failed ? undefined : post(pcm, startMs)))
      .catch((err: Error) => {
        failed = true;
        spec.onError(err);
      });
  }

  return {
    write(pcm) {
      pending.push(pcm);
      pendingBytes += pcm.length;
      while (pendingBytes >= segmentBytes) {
        // Segments are cut at exact lengths; the rest starts the next one.
        const all = Buffer.concat(pending);
        pending = [all.subarray(0, segmentBytes)];
        pendingBytes = segmentBytes;
        flush();
        pending = [all.subarray(segmentBytes)];
        pendingBytes = all.length - segmentBytes;
      }
    },
    async end() {
      flush();
      await chain;
    },
  };
}
