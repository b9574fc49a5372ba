/**
 * What the audio module needs from its providers (implemented under `providers/audio/` and
 * `providers/transcription/`, wired in `start.ts`).
 */
import type { CaptureFormat, TranscriptEvent, TranscriptionProvider } from '../../contract/audio';

/** What to record. */
export interface RecordingSpec {
  id: string;
  format: CaptureFormat;
  sampleRate: number;
  channels: number;
  /** A page to open in a browser playing into this capture's own sink; none records the default sink's monitor. */
  url?: string;
  /** Absolute path the audio is appended to as it comes. */
  file: string;
}

/** A recording in progress. */
export interface Recording {
  /** Subscribes to the raw PCM (s16le, the capture's rate and channels) as it is recorded; returns the unsubscribe. */
  onPcm(listener: (pcm: Buffer) => void): () => void;
  /** Bytes written to the file so far (a WAV header included). */
  bytes(): number;
  /** Resolves when the recording ends by itself (the recorder died, the browser crashed), with why. */
  readonly ended: Promise<{ error: string }>;
  /** Stops recording and releases the sink and browser; the file is complete when it resolves. */
  stop(): Promise<void>;
}

/** The audio-capture provider. */
export interface AudioCapturer {
  /** Starts recording; rejects with an AppError when the page cannot be opened or the recorder cannot start. */
  start(spec: RecordingSpec): Promise<Recording>;
  /** Makes the file of a recording that ended without stop() (a killed process) complete and releases what it left behind, returning the file's size. */
  finalize(captureId: string, file: string, format: CaptureFormat): Promise<number>;
}

/** An utterance or segment a transcriber heard, times in ms from the start of its input. */
export type HeardText = Omit<TranscriptEvent, 'seq'>;

/** A transcriber's input and callbacks. */
export interface TranscriberSpec {
  sampleRate: number;
  channels: number;
  language?: string;
  onText(t: HeardText): void;
  onError(err: Error): void;
}

/** A live transcriber fed with PCM. */
export interface Transcriber {
  write(pcm: Buffer): void;
  /** Ends the input and resolves when every utterance in it has been reported. */
  end(): Promise<void>;
}

/** The transcription providers of this deployment. */
export interface TranscriberFactory {
  /** Providers that can run here, the default first. */
  available(): TranscriptionProvider[];
  /** Why a provider cannot run here (undefined when it can). */
  whyNot(provider: TranscriptionProvider): string | undefined;
  create(provider: TranscriptionProvider, spec: TranscriberSpec): Transcriber;
}

/**
 * Transcript events between processes: the process running a session publishes each event and its
 * end; an SSE client connected to another process hears them there (Redis pub/sub when configured).
 */
export interface TranscriptFanout {
  publish(captureId: string, message: { event: TranscriptEvent } | { end: true }): void;
  /** Returns the unsubscribe. */
  subscribe(captureId: string, listener: (message: { event: TranscriptEvent } | { end: true }) => void): () => void;
}
