/**
 * Following a transcript live over SSE from any fetch-capable place (CLI, console, tests): frames
 * parsed as they come, and on a dropped connection a reconnect that resumes after the last id
 * seen, so nothing is repeated or lost. Isomorphic.
 */
import type { TranscriptEvent } from '../contract/audio';
import { AppError, isErrorBody, type ErrorCode } from '../contract/errors';

/** One SSE frame. */
export interface SseFrame {
  id?: number;
  event: string;
  data: string;
}

/** Parses an SSE body into frames as they arrive (comments such as `: ping` are skipped). */
export async function* sseFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<SseFrame> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let i: number;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const frame: SseFrame = { event: 'message', data: '' };
        let any = false;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          any = true;
          if (field === 'id') frame.id = Number(value);
          else if (field === 'event') frame.event = value;
          else if (field === 'data') frame.data += value;
        }
        if (any) yield frame;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** The body of an SSE answer; an error answer rejects with the API's error. */
export async function sseBody(res: Response): Promise<ReadableStream<Uint8Array>> {
  if (res.ok && res.body) return res.body;
  const body: unknown = await res.json().catch(() => undefined);
  if (isErrorBody(body)) throw new AppError(body.code as ErrorCode, body.error, { details: body.details });
  throw new Error(`HTTP ${res.status}`);
}

/** What following needs. */
export interface FollowOptions {
  /** Opens the stream after `since` (the client's `transcriptStream`). */
  open(since: number, signal?: AbortSignal): Promise<Response>;
  /** Resume point: the last event id already seen. */
  since?: number;
  onEvent(e: TranscriptEvent): void;
  /** Told before each reconnect, with the error that dropped the stream. */
  onReconnect?(err: unknown, since: number): void;
  signal?: AbortSignal;
  /** Wait between reconnects, ms. */
  retryMs?: number;
}

/** Follows until the server sends `done` (resolves with the last id) or the signal aborts; API errors (404, 401…) reject. */
export async function followTranscript(o: FollowOptions): Promise<number> {
  let last = o.since ?? 0;
  for (;;) {
    try {
      const res = await o.open(last, o.signal);
      for await (const f of sseFrames(await sseBody(res))) {
        if (f.event === 'done') return last;
        if (f.event === 'transcript' && f.id !== undefined && f.id > last) {
          last = f.id;
          o.onEvent(JSON.parse(f.data) as TranscriptEvent);
        }
      }
      throw new Error('the stream closed before its end');
    } catch (err) {
      if (o.signal?.aborted) return last;
      if (err instanceof AppError && err.status < 500) throw err;
      o.onReconnect?.(err, last);
      await new Promise((r) => setTimeout(r, o.retryMs ?? 1000));
    }
  }
}
