/**
 * Server-sent events (docs/decisions.md#server-sent-events): integer event ids, resume after `since` or
 * Last-Event-ID, `: ping` heartbeat comments, a final `done` event, cleanup when the client goes.
 */
import type { Request, Response } from 'express';
import { AppError } from '../contract/errors';

/** One event; ids increase within a stream. */
export interface SseEvent {
  id: number;
  event: string;
  data: unknown;
}

/** Where a stream's events come from (e.g. a transcription session). */
export interface SseSource {
  /** Stored events with an id above `after`, oldest first. */
  replay(after: number): SseEvent[] | Promise<SseEvent[]>;
  /** Subscribes to new events and to the end of the stream (`end` at once when it is already over); returns the unsubscribe. */
  subscribe(listener: { event(e: SseEvent): void; end(): void }): () => void;
}

/** Heartbeat interval, ms: proxies and browsers keep an idle stream open when something arrives (docs/decisions.md#server-sent-events). */
export const SSE_PING_MS = 15_000;

/** The last id the client has: the larger of `?since` and the Last-Event-ID header (a reconnecting EventSource sends both). */
export function resumePoint(req: Request, since: number | undefined): number {
  const header = req.get('Last-Event-ID');
  if (header === undefined || header === '') return since ?? 0;
  if (!/^\d+$/.test(header)) {
    throw new AppError('invalid_request', `"Last-Event-ID" must be a non-negative integer event id, got "${header.slice(0, 40)}"`, {
      details: { field: 'Last-Event-ID' },
    });
  }
  return Math.max(Number(header), since ?? 0);
}

function frame(e: SseEvent): string {
  return `id: ${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/**
 * Streams the events after `after`, then live ones, then `event: done` when the source ends.
 * Resolves when the stream is done or the client has gone (the subscription and timer are released either way).
 */
export function streamEvents(res: Response, source: SseSource, after: number, pingMs = SSE_PING_MS): Promise<void> {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  let last = after;
  // Events that arrive while the replay is read are held, then sent in order without repeats.
  let held: SseEvent[] | undefined = [];
  let ended = false;
  let finished = false;
  const send = (e: SseEvent) => {
    if (finished || e.id <= last) return;
    last = e.id;
    res.write(frame(e));
  };
  return new Promise<void>((resolve) => {
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(ping);
      unsubscribe();
      resolve();
    };
    const done = () => {
      if (finished) return;
      res.write(`event: done\ndata: ${JSON.stringify({ last_id: last })}\n\n`);
      res.end();
      finish();
    };
    const ping = setInterval(() => res.write(': ping\n\n'), pingMs);
    const unsubscribe = source.subscribe({
      event: (e) => (held ? held.push(e) : send(e)),
      end: () => {
        ended = true;
        if (!held) done();
      },
    });
    res.on('close', finish);
    Promise.resolve()
      .then(() => source.replay(after))
      .then((events) => {
        for (const e of events) send(e);
        for (const e of held ?? []) send(e);
        held = undefined;
        if (ended) done();
      })
      .catch((err: Error) => {
        // Headers are out: the client learns of the failure from the stream closing without `done`.
        res.destroy(err);
        finish();
      });
  });
}
