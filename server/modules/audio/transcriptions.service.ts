/**
 * Transcription sessions (docs/decisions.md#audio-capture-and-transcription): one per capture, fed with the capture's live PCM;
 * every utterance is persisted as an event with the next `seq` before it is sent to the SSE
 * clients of the session. A session ends `completed` with its capture, `stopped` by hand,
 * `failed` when its provider fails, `interrupted` when the server stops.
 */
import type { TranscriptDocument, TranscriptEvent, TranscriptionSession, TranscriptionStartRequest, TranscriptionStatus } from '../../contract/audio';
import { AppError, echoed } from '../../contract/errors';
import type { SseEvent, SseSource } from '../../http/sse';
import { newId, nowIso } from '../../ids';
import type { Logger } from '../../logger';
import type { TranscriberFactory, Transcriber, TranscriptFanout } from '../../engine/audio/audio-ports';
import type { AudioStore, TranscriptionRow } from './audio.store';
import type { CapturesService } from './captures.service';
import { WAV_HEADER_BYTES } from '../../engine/audio/wav-header';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** What the service is built from. */
export interface TranscriptionsDeps {
  store: AudioStore;
  captures: CapturesService;
  factory: TranscriberFactory;
  log: Logger;
  /** Set when other processes may serve this session's SSE clients. */
  fanout?: TranscriptFanout;
}

type Listener = { event(e: SseEvent): void; end(): void };

interface Running {
  transcriber: Transcriber;
  unsubscribe: () => void;
  /** Appends in order. */
  chain: Promise<unknown>;
  listeners: Set<Listener>;
}

const PREVIEW_CHARS = 200;

function view(row: TranscriptionRow, preview = true): TranscriptionSession {
  return {
    id: row.id,
    capture_id: row.capture_id,
    status: row.status,
    provider: row.provider,
    language: row.language,
    started_at: row.started_at,
    ended_at: row.ended_at,
    events: row.events,
    error: row.error,
    preview: preview && row.text.length > PREVIEW_CHARS ? `${row.text.slice(0, PREVIEW_CHARS)}…` : row.text,
  };
}

const toSse = (e: TranscriptEvent): SseEvent => ({ id: e.seq, event: 'transcript', data: e });

/** Creates the transcriptions service. */
export function createTranscriptionsService(deps: TranscriptionsDeps) {
  const { store, captures, factory, log } = deps;
  const running = new Map<string, Running>();

  async function getRow(tenantId: string, captureId: string): Promise<TranscriptionRow> {
    await captures.get(tenantId, captureId); // 404 for an unknown capture or another tenant's
    const row = await store.getTranscription(tenantId, captureId);
    if (!row) throw new AppError('not_found', `Capture ${echoed(captureId)} has no transcription session`);
    return row;
  }

  async function end(captureId: string, status: TranscriptionStatus, error?: string): Promise<void> {
    const r = running.get(captureId);
    if (!r) return;
    running.delete(captureId);
    r.unsubscribe();
    await r.transcriber.end().catch((err: Error) => (error ??= err.message));
    await r.chain;
    await store.endTranscription(captureId, { status, ended_at: nowIso(), error: error ?? null });
    for (const l of r.listeners) l.end();
    deps.fanout?.publish(captureId, { end: true });
  }

  captures.onEnded((captureId) => end(captureId, 'completed'));

  return {
    /** Starts transcribing an active capture. */
    async start(tenantId: string, captureId: string, req: TranscriptionStartRequest): Promise<TranscriptionSession> {
      const capture = await captures.get(tenantId, captureId);
      const provider = req.provider ?? factory.available()[0];
      const why = provider ? factory.whyNot(provider) : 'no transcription provider: install pocketsphinx and pocketsphinx-en-us, or set PLUCK_TRANSCRIBE_URL';
      if (!provider || why)
        throw new AppError('transcription_unavailable', `Transcription with ${provider ?? 'any provider'} is not available here`, { details: { reason: why } });
      const live = captures.live(tenantId, captureId);
      if (capture.status !== 'active' || !live)
        throw new AppError('conflict', `Capture ${captureId} is ${capture.status}, not active: only an active capture can be transcribed`);
      const id = newId('ses');
      const inserted = await store.insertTranscription({
        id,
        capture_id: captureId,
        tenant_id: tenantId,
        status: 'active',
        provider,
        language: req.language ?? null,
        error: null,
        started_at: nowIso(),
        ended_at: null,
      });
      if (!inserted) throw new AppError('conflict', `Capture ${captureId} already has a transcription session`);
      const { row } = live;
      const header = row.format === 'wav' ? WAV_HEADER_BYTES : 0;
      // Utterance times count from the start of the capture, not of the transcription.
      const offsetMs = Math.round(((live.recording.bytes() - header) / (row.sample_rate * row.channels * 2)) * 1000);
      const r: Running = { transcriber: undefined as unknown as Transcriber, unsubscribe: () => undefined, chain: Promise.resolve(), listeners: new Set() };
      r.transcriber = factory.create(provider, {
        sampleRate: row.sample_rate,
        channels: row.channels,
        language: req.language,
        onText: (t) => {
          r.chain = r.chain
            .then(() => store.appendEvent(captureId, { ...t, start_ms: t.start_ms + offsetMs, end_ms: t.end_ms + offsetMs }))
            .then((e) => {
              for (const l of r.listeners) l.event(toSse(e));
              deps.fanout?.publish(captureId, { event: e });
            })
            .catch((err) => log.error({ err, capture_id: captureId }, 'could not store a transcript event'));
        },
        onError: (err) => {
          log.warn({ err, capture_id: captureId }, 'transcription failed');
          void end(captureId, 'failed', err.message);
        },
      });
      r.unsubscribe = live.recording.onPcm((pcm) => r.transcriber.write(pcm));
      running.set(captureId, r);
      return view(await getRow(tenantId, captureId));
    },

    /** Stops a session (one already ended is returned as it is). */
    async stop(tenantId: string, captureId: string): Promise<TranscriptionSession> {
      await getRow(tenantId, captureId);
      await end(captureId, 'stopped');
      return view(await getRow(tenantId, captureId));
    },

    /** Events after `since`. */
    async events(tenantId: string, captureId: string, q: { since?: number; limit?: number }) {
      await getRow(tenantId, captureId);
      return { items: await store.events(captureId, q.since ?? 0, q.limit ?? 500), next_cursor: null };
    },

    /** The merged transcript as text, or the session with its events. */
    async content(tenantId: string, captureId: string): Promise<TranscriptDocument> {
      const row = await getRow(tenantId, captureId);
      return { session: view(row, false), text: row.text, events: await store.events(captureId, 0, Number.MAX_SAFE_INTEGER) };
    },

    /** The tenant's sessions with their merged preview. */
    async list(tenantId: string, q: { status?: TranscriptionStatus; q?: string; limit?: number }) {
      const rows = await store.listTranscriptions(tenantId, { status: q.status, q: q.q, limit: q.limit ?? DEFAULT_PAGE_LIMIT });
      return { items: rows.map((r) => view(r)), next_cursor: null };
    },

    /** The session's events as an SSE source (404 when there is none). */
    async source(tenantId: string, captureId: string): Promise<SseSource> {
      await getRow(tenantId, captureId);
      return {
        replay: async (after) => (await store.events(captureId, after, Number.MAX_SAFE_INTEGER)).map(toSse),
        subscribe(listener) {
          const r = running.get(captureId);
          if (r) {
            r.listeners.add(listener);
            return () => r.listeners.delete(listener);
          }
          if (!deps.fanout) {
            listener.end();
            return () => undefined;
          }
          // Running in another process, or over: listen there, then end at once if the session had already ended.
          const unsubscribe = deps.fanout.subscribe(captureId, (m) => ('event' in m ? listener.event(toSse(m.event)) : listener.end()));
          getRow(tenantId, captureId).then(
            (row) => row.status !== 'active' && listener.end(),
            () => listener.end(),
          );
          return unsubscribe;
        },
      };
    },

    /** Sessions a dead process left active become `interrupted`. */
    async recover(): Promise<void> {
      await store.interruptTranscriptions(nowIso());
    },

    /** Ends every running session as `interrupted` (the server is stopping). */
    async close(): Promise<void> {
      await Promise.all([...running.keys()].map((id) => end(id, 'interrupted', 'the server stopped while the session ran')));
    },
  };
}

export type TranscriptionsService = ReturnType<typeof createTranscriptionsService>;
