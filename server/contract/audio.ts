/**
 * Audio capture and transcription: request schemas and response shapes (DESIGN.md §10.3). Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';

/** Capture formats: raw PCM s16le, or the same with a WAV header. */
export const CAPTURE_FORMATS = ['pcm', 'wav'] as const;
export type CaptureFormat = (typeof CAPTURE_FORMATS)[number];

/** Capture statuses. */
export const CAPTURE_STATUSES = ['active', 'completed', 'interrupted', 'failed'] as const;
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];

/** Transcription session statuses (SPEC "Audio capture and transcription session"). */
export const TRANSCRIPTION_STATUSES = ['active', 'completed', 'failed', 'stopped', 'interrupted'] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

/** Transcription providers. */
export const TRANSCRIPTION_PROVIDERS = ['pocketsphinx', 'openai'] as const;
export type TranscriptionProvider = (typeof TRANSCRIPTION_PROVIDERS)[number];

/** Upper bound of a chunk read, bytes. */
export const MAX_CHUNK_BYTES = 1024 * 1024;
/** Default chunk read, bytes. */
export const DEFAULT_CHUNK_BYTES = 65536;
/** Longest capture, seconds (also the default when `max_seconds` is not given). */
export const MAX_CAPTURE_SECONDS = 4 * 3600;

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const CaptureStartRequest = Type.Object(
  {
    format: lit(CAPTURE_FORMATS),
    sample_rate: Type.Integer({ minimum: 8000, maximum: 48000 }),
    channels: Type.Integer({ minimum: 1, maximum: 2 }),
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })),
    max_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CAPTURE_SECONDS })),
  },
  { additionalProperties: false },
);
export type CaptureStartRequest = Static<typeof CaptureStartRequest>;

export const ChunkQuery = Type.Object(
  {
    max_bytes: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CHUNK_BYTES })),
    offset: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

export const CapturesQuery = Type.Object(
  { ...PageQuery, status: Type.Optional(lit(CAPTURE_STATUSES)) },
  { additionalProperties: false },
);

export const TranscriptionStartRequest = Type.Object(
  {
    provider: Type.Optional(lit(TRANSCRIPTION_PROVIDERS)),
    language: Type.Optional(Type.String({ minLength: 2, maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type TranscriptionStartRequest = Static<typeof TranscriptionStartRequest>;

export const TranscriptionsQuery = Type.Object(
  { ...PageQuery, status: Type.Optional(lit(TRANSCRIPTION_STATUSES)), q: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

export const TranscriptEventsQuery = Type.Object(
  { ...PageQuery, since: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);

export const TranscriptContentQuery = Type.Object(
  { format: Type.Optional(Type.Union([Type.Literal('text'), Type.Literal('json')])) },
  { additionalProperties: false },
);

export const TranscriptStreamQuery = Type.Object({ since: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });

/** A capture as the API returns it. */
export interface Capture {
  id: string;
  status: CaptureStatus;
  format: CaptureFormat;
  sample_rate: number;
  channels: number;
  url: string | null;
  max_seconds: number;
  started_at: string;
  ended_at: string | null;
  /** Audio bytes recorded so far (the WAV header included for `wav`). */
  bytes: number;
  error: string | null;
  /** Whether the recorded audio can still be downloaded (retention may have removed it). */
  audio_retained: boolean;
}

/** A chunk read. */
export interface AudioChunk {
  capture_id: string;
  offset: number;
  bytes: number;
  /** base64 */
  data: string;
  /** No more audio will come after this chunk. */
  done: boolean;
}

/** One transcript event (an utterance or a segment). */
export interface TranscriptEvent {
  seq: number;
  start_ms: number;
  end_ms: number;
  text: string;
  final: boolean;
}

/** A transcription session. */
export interface TranscriptionSession {
  id: string;
  capture_id: string;
  status: TranscriptionStatus;
  provider: TranscriptionProvider;
  language: string | null;
  started_at: string;
  ended_at: string | null;
  events: number;
  error: string | null;
  /** Merged transcript text (shortened in lists). */
  preview: string;
}

/** GET …/transcription/content?format=json */
export interface TranscriptDocument {
  session: TranscriptionSession;
  text: string;
  events: TranscriptEvent[];
}
