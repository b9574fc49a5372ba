/**
 * What the audio module needs from storage. Implemented by `db/stores/audio.ts`.
 */
import type { CaptureFormat, CaptureStatus, TranscriptEvent, TranscriptionProvider, TranscriptionStatus } from '../../contract/audio';

/** A capture row as stored. */
export interface CaptureRow {
  id: string;
  tenant_id: string;
  status: CaptureStatus;
  format: CaptureFormat;
  sample_rate: number;
  channels: number;
  url: string | null;
  max_seconds: number;
  /** Audio file, relative to the artifact root. */
  file: string;
  bytes: number;
  read_offset: number;
  error: string | null;
  started_at: string;
  ended_at: string | null;
}

/** A transcription session row as stored. */
export interface TranscriptionRow {
  id: string;
  capture_id: string;
  tenant_id: string;
  status: TranscriptionStatus;
  provider: TranscriptionProvider;
  language: string | null;
  error: string | null;
  started_at: string;
  ended_at: string | null;
  /** Events stored so far. */
  events: number;
  /** Merged text of the events, in order. */
  text: string;
}

/** How a capture or session ended. */
export interface Ending<S> {
  status: S;
  ended_at: string;
  error?: string | null;
}

/** Captures, sessions and events in storage. */
export interface AudioStore {
  insertCapture(row: CaptureRow): Promise<void>;
  /** The tenant's capture (undefined for another tenant's). */
  getCapture(tenantId: string, id: string): Promise<CaptureRow | undefined>;
  /** The tenant's captures, newest first. */
  listCaptures(tenantId: string, q: { status?: CaptureStatus; limit: number }): Promise<CaptureRow[]>;
  /** Records the recorded size. */
  setCaptureBytes(id: string, bytes: number): Promise<void>;
  setReadOffset(id: string, offset: number): Promise<void>;
  /** Ends an active capture; false when it was no longer active. */
  endCapture(id: string, end: Ending<CaptureStatus> & { bytes: number }): Promise<boolean>;
  /** Captures active when the process stopped (all tenants). */
  activeCaptures(): Promise<CaptureRow[]>;

  /** Starts a session; false when the capture already has one. */
  insertTranscription(row: Omit<TranscriptionRow, 'events' | 'text'>): Promise<boolean>;
  /** The session of the tenant's capture. */
  getTranscription(tenantId: string, captureId: string): Promise<TranscriptionRow | undefined>;
  /** The tenant's sessions, newest first; `q` matches the merged text. */
  listTranscriptions(tenantId: string, q: { status?: TranscriptionStatus; q?: string; limit: number }): Promise<TranscriptionRow[]>;
  /** Ends an active session; false when it was no longer active. */
  endTranscription(captureId: string, end: Ending<TranscriptionStatus>): Promise<boolean>;
  /** Marks every active session `interrupted`; returns their capture ids. */
  interruptTranscriptions(at: string): Promise<string[]>;

  /** Appends an event with the next seq and returns it. */
  appendEvent(captureId: string, e: Omit<TranscriptEvent, 'seq'>): Promise<TranscriptEvent>;
  /** Events with seq above `after`, oldest first. */
  events(captureId: string, after: number, limit: number): Promise<TranscriptEvent[]>;
}
