/**
 * Audio capture and transcription: request schemas and response shapes (docs/decisions.md#audio-capture-and-transcription). Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_STORED_INTEGER, PageQuery } from './common';
import {
  CAPTURE_FORMATS,
  CAPTURE_STATUSES,
  DEFAULT_CHUNK_BYTES,
  MAX_CAPTURE_SECONDS,
  MAX_CHUNK_BYTES,
  TRANSCRIPTION_PROVIDERS,
  TRANSCRIPTION_STATUSES,
} from './values';

import type { CaptureFormat, CaptureStatus, TranscriptionProvider, TranscriptionStatus } from './values';

export type { CaptureFormat, CaptureStatus, TranscriptionProvider, TranscriptionStatus };
export { CAPTURE_FORMATS, CAPTURE_STATUSES, DEFAULT_CHUNK_BYTES, MAX_CAPTURE_SECONDS, MAX_CHUNK_BYTES, TRANSCRIPTION_PROVIDERS, TRANSCRIPTION_STATUSES };

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
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER })),
  },
  { additionalProperties: false },
);

export const CapturesQuery = Type.Object({ ...PageQuery, status: Type.Optional(lit(CAPTURE_STATUSES)) }, { additionalProperties: false });

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
  { ...PageQuery, since: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER })) },
  { additionalProperties: false },
);

export const TranscriptContentQuery = Type.Object(
  { format: Type.Optional(Type.Union([Type.Literal('text'), Type.Literal('json')])) },
  { additionalProperties: false },
);

export const TranscriptStreamQuery = Type.Object(
  { since: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER })) },
  { additionalProperties: false },
);

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
