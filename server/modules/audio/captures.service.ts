/**
 * Capture sessions (docs/decisions.md#audio-capture-and-transcription): start a recording, read it in base64 chunks while it grows,
 * stop it (by hand, at `max_seconds`, or when the recorder dies), download it. Audio is appended
 * to a file under the data folder as it comes; at start, captures left active by a dead process
 * become `interrupted` with what they recorded still downloadable.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactIndex } from '../../artifacts/artifact-files';
import { DEFAULT_CHUNK_BYTES, MAX_CAPTURE_SECONDS, type AudioChunk, type Capture, type CaptureStartRequest, type CaptureStatus } from '../../contract/audio';
import { AppError, echoed } from '../../contract/errors';
import { newId, nowIso } from '../../ids';
import type { Logger } from '../../logger';
import type { AudioCapturer, Recording } from '../../engine/audio/audio-ports';
import type { AudioStore, CaptureRow } from './audio.store';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** What the service is built from. */
export interface CapturesDeps {
  store: AudioStore;
  /** Undefined when audio capture is off or absent here. */
  capturer?: AudioCapturer;
  /** Why there is no capturer (the registry's reason). */
  unavailableReason: () => string | undefined;
  /** Absolute path of a file under the artifact root. */
  resolveFile: (rel: string) => string;
  index: ArtifactIndex;
  /** The egress check of a capture's page URL: 400 naming `url` when it may not be fetched. */
  checkUrl(url: string): Promise<void>;
  log: Logger;
}

interface Live {
  row: CaptureRow;
  recording: Recording;
  timer: NodeJS.Timeout;
}

/** A live capture as the transcription service sees it. */
export interface LiveCapture {
  row: CaptureRow;
  recording: Recording;
}

const notFound = (id: string) => new AppError('not_found', `No capture ${echoed(id)}`);

/** Creates the captures service. */
export function createCapturesService(deps: CapturesDeps) {
  const { store } = deps;
  const live = new Map<string, Live>();
  const ending = new Map<string, Promise<void>>();
  const endListeners = new Set<(captureId: string) => Promise<void>>();

  function view(row: CaptureRow): Capture {
    const l = live.get(row.id);
    return {
      id: row.id,
      status: row.status,
      format: row.format,
      sample_rate: row.sample_rate,
      channels: row.channels,
      url: row.url,
      max_seconds: row.max_seconds,
      started_at: row.started_at,
      ended_at: row.ended_at,
      bytes: l ? l.recording.bytes() : row.bytes,
      error: row.error,
      audio_retained: fs.existsSync(deps.resolveFile(row.file)),
    };
  }

  async function getRow(tenantId: string, id: string): Promise<CaptureRow> {
    const row = await store.getCapture(tenantId, id);
    if (!row) throw notFound(id);
    return row;
  }

  /** Ends a live capture: listeners (transcription) first, so they see its last audio, then the recorder. */
  function finish(id: string, status: CaptureStatus, error?: string): Promise<void> {
    const l = live.get(id);
    if (!l) return ending.get(id) ?? Promise.resolve();
    live.delete(id);
    clearTimeout(l.timer);
    const p = (async () => {
      await l.recording.stop();
      for (const listener of endListeners) await listener(id).catch((err) => deps.log.error({ err, capture_id: id }, 'capture end listener failed'));
      const bytes = l.recording.bytes();
      await store.endCapture(id, { status, ended_at: nowIso(), error: error ?? null, bytes });
      await deps.index.record({ path: l.row.file, tenant_id: l.row.tenant_id, kind: 'audio', bytes, created_at: nowIso() });
    })().finally(() => ending.delete(id));
    ending.set(id, p);
    return p;
  }

  return {
    view,

    /** Starts a capture. */
    async start(tenantId: string, req: CaptureStartRequest): Promise<Capture> {
      if (!deps.capturer) {
        const reason = deps.unavailableReason();
        throw new AppError(
          'audio_unavailable',
          'Audio capture needs an audio-capture provider, which this deployment does not have',
          reason ? { details: { reason } } : {},
        );
      }
      if (req.url) await deps.checkUrl(req.url);
      const id = newId('cap');
      const file = path.join(tenantId, 'audio', `${id}.${req.format}`);
      const recording = await deps.capturer.start({
        id,
        format: req.format,
        sampleRate: req.sample_rate,
        channels: req.channels,
        url: req.url,
        file: deps.resolveFile(file),
      });
      const row: CaptureRow = {
        id,
        tenant_id: tenantId,
        status: 'active',
        format: req.format,
        sample_rate: req.sample_rate,
        channels: req.channels,
        url: req.url ?? null,
        max_seconds: req.max_seconds ?? MAX_CAPTURE_SECONDS,
        file,
        bytes: 0,
        read_offset: 0,
        error: null,
        started_at: nowIso(),
        ended_at: null,
      };
      await store.insertCapture(row);
      const timer = setTimeout(
        () => void finish(id, 'completed').catch((err) => deps.log.error({ err, capture_id: id }, 'capture stop failed')),
        row.max_seconds * 1000,
      );
      timer.unref();
      live.set(id, { row, recording, timer });
      void recording.ended.then(({ error }) => finish(id, 'failed', error)).catch((err) => deps.log.error({ err, capture_id: id }, 'capture end failed'));
      return view(row);
    },

    /** Stops a capture (a capture already ended is returned as it is). */
    async stop(tenantId: string, id: string): Promise<Capture> {
      await getRow(tenantId, id);
      await finish(id, 'completed');
      return view(await getRow(tenantId, id));
    },

    /** One capture. */
    async get(tenantId: string, id: string): Promise<Capture> {
      return view(await getRow(tenantId, id));
    },

    /** The tenant's captures, newest first. */
    async list(tenantId: string, q: { status?: CaptureStatus; limit?: number }) {
      const rows = await store.listCaptures(tenantId, { status: q.status, limit: q.limit ?? DEFAULT_PAGE_LIMIT });
      return { items: rows.map(view), next_cursor: null };
    },

    /** Reads the next chunk (or the one at `offset`). */
    async chunk(tenantId: string, id: string, q: { max_bytes?: number; offset?: number }): Promise<AudioChunk> {
      const row = await getRow(tenantId, id);
      const start = q.offset ?? row.read_offset;
      const max = q.max_bytes ?? DEFAULT_CHUNK_BYTES;
      let data = Buffer.alloc(0);
      let size = 0;
      try {
        const fh = await fsp.open(deps.resolveFile(row.file), 'r');
        try {
          size = (await fh.stat()).size;
          const want = Math.max(0, Math.min(max, size - start));
          data = Buffer.alloc(want);
          if (want > 0) data = data.subarray(0, (await fh.read(data, 0, want, start)).bytesRead);
        } finally {
          await fh.close();
        }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        if (row.status !== 'active') throw new AppError('not_found', `The audio of capture ${id} is no longer retained`);
      }
      const offset = start + data.length;
      await store.setReadOffset(id, offset);
      return {
        capture_id: id,
        offset: start,
        bytes: data.length,
        data: data.toString('base64'),
        done: !live.has(id) && row.status !== 'active' && offset >= size,
      };
    },

    /** The retained audio file of an ended capture and its media type. */
    async content(tenantId: string, id: string): Promise<{ file: string; contentType: string }> {
      const row = await getRow(tenantId, id);
      if (row.status === 'active') throw new AppError('conflict', `Capture ${id} is still active: stop it first (or read it in chunks)`);
      const contentType = row.format === 'wav' ? 'audio/wav' : `audio/L16;rate=${row.sample_rate};channels=${row.channels}`;
      return { file: deps.resolveFile(row.file), contentType };
    },

    /** The live recording of an active capture, for transcription. */
    live(tenantId: string, id: string): LiveCapture | undefined {
      const l = live.get(id);
      return l && l.row.tenant_id === tenantId ? l : undefined;
    },

    /** Calls `listener` (awaited) when a capture ends, before it is marked ended. */
    onEnded(listener: (captureId: string) => Promise<void>): void {
      endListeners.add(listener);
    },

    /** Captures a dead process left active become `interrupted`, their files complete and retained. */
    async recover(): Promise<void> {
      for (const row of await store.activeCaptures()) {
        const abs = deps.resolveFile(row.file);
        const bytes = deps.capturer
          ? await deps.capturer.finalize(row.id, abs, row.format)
          : await fsp.stat(abs).then(
              (s) => s.size,
              () => 0,
            );
        await store.endCapture(row.id, { status: 'interrupted', ended_at: nowIso(), error: 'the server stopped while the capture ran', bytes });
        await deps.index.record({ path: row.file, tenant_id: row.tenant_id, kind: 'audio', bytes, created_at: nowIso() });
      }
    },

    /** Ends every live capture as `interrupted` (the server is stopping). */
    async close(): Promise<void> {
      await Promise.all([...live.keys()].map((id) => finish(id, 'interrupted', 'the server stopped while the capture ran')));
    },
  };
}

export type CapturesService = ReturnType<typeof createCapturesService>;
