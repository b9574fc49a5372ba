/**
 * The SSE helper of http/ over real HTTP: integer ids, resume from `since` or Last-Event-ID,
 * nothing lost or repeated between replay and live events, `: ping` comments, a final `done`,
 * the subscription released when the client goes, and a 400 for a bad resume point.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { createApp } from '../../server/app';
import { TranscriptStreamQuery } from '../../server/contract/audio';
import { createRateLimiter, requestRule } from '../../server/http/rate-limit';
import { HANDLED, route } from '../../server/http/route';
import { resumePoint, streamEvents, type SseEvent, type SseSource } from '../../server/http/sse';
import { createLogger } from '../../server/logger';
import type { KeysService } from '../../server/modules/keys/keys.service';

/** An in-memory event log standing in for a transcription session. */
class FakeSource implements SseSource {
  stored: SseEvent[] = [];
  listeners = new Set<{ event(e: SseEvent): void; end(): void }>();
  over = false;
  /** Set to hold the replay until the test lets it go. */
  replayGate?: Promise<void>;
  private onUnsubscribe: () => void = () => {};
  unsubscribed = new Promise<void>((resolve) => (this.onUnsubscribe = resolve));

  async replay(after: number) {
    await this.replayGate;
    return this.stored.filter((e) => e.id > after);
  }
  subscribe(l: { event(e: SseEvent): void; end(): void }) {
    this.listeners.add(l);
    if (this.over) l.end();
    return () => {
      this.listeners.delete(l);
      this.onUnsubscribe();
    };
  }
  push(text: string) {
    const e = { id: this.stored.length + 1, event: 'transcript', data: { text } };
    this.stored.push(e);
    for (const l of this.listeners) l.event(e);
  }
  end() {
    this.over = true;
    for (const l of this.listeners) l.end();
  }
}

/** A raw SSE reader: frames as the wire carries them, separated by blank lines. */
function openStream(url: string, headers: Record<string, string> = {}) {
  const frames: string[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const wake = () => waiters.splice(0).forEach((w) => w());
  let buffer = '';
  let close = () => {};
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          frames.push(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
        wake();
      });
      res.on('end', () => {
        ended = true;
        wake();
      });
      resolve(res);
    });
    req.on('error', reject);
    close = () => req.destroy();
  });
  let read = 0;
  return {
    response,
    close: () => close(),
    /** What came after the last frame (a JSON error body has no blank line). */
    rest: () => buffer,
    /** The next frame; undefined once the response has ended. */
    async next(): Promise<string | undefined> {
      while (read >= frames.length && !ended) await new Promise<void>((r) => waiters.push(r));
      return frames[read++];
    },
  };
}

const ids = (frames: (string | undefined)[]) => frames.map((f) => /^id: (\d+)/m.exec(f ?? '')?.[1]).map(Number);

test.describe('SSE over HTTP', () => {
  let server: http.Server;
  let base: string;
  let source: FakeSource;
  let pingMs = 60_000;

  test.beforeEach(async () => {
    source = new FakeSource();
    const app = createApp({
      routes: [
        route<unknown, { since?: number }>({
          method: 'get',
          path: '/events',
          auth: 'none',
          tag: 'test',
          summary: 'A test stream',
          query: TranscriptStreamQuery,
          handler: async ({ req, res, query }) => {
            await streamEvents(res, source, resumePoint(req, query.since), pingMs);
            return HANDLED;
          },
        }),
      ],
      openapi: {},
      log: createLogger(false),
      keys: {} as KeysService,
      limiter: createRateLimiter(requestRule(0, 0)),
      authFailures: createRateLimiter(requestRule(0, 0)),
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    pingMs = 60_000;
  });

  test('replays after since, streams live events with integer ids, ends with done', async () => {
    source.push('one');
    source.push('two');
    source.push('three');
    const s = openStream(`${base}/events?since=1`);
    const res = await s.response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const replayed = [await s.next(), await s.next()];
    expect(ids(replayed)).toEqual([2, 3]);
    expect(replayed[0]).toBe('id: 2\nevent: transcript\ndata: {"text":"two"}');
    source.push('four');
    expect(await s.next()).toBe('id: 4\nevent: transcript\ndata: {"text":"four"}');
    source.end();
    expect(await s.next()).toBe('event: done\ndata: {"last_id":4}');
    expect(await s.next()).toBeUndefined();
  });

  test('Last-Event-ID resumes a reconnecting client, past a smaller since', async () => {
    for (const t of ['a', 'b', 'c', 'd']) source.push(t);
    source.end();
    const s = openStream(`${base}/events?since=1`, { 'Last-Event-ID': '3' });
    expect(ids([await s.next()])).toEqual([4]);
    expect(await s.next()).toMatch(/^event: done/);
  });

  test('an event that arrives while the replay is read is sent once, in order', async () => {
    source.push('one');
    let release!: () => void;
    source.replayGate = new Promise<void>((r) => (release = r));
    const s = openStream(`${base}/events`);
    await s.response;
    // Subscribed, replay still pending: this event is both live and in the store the replay reads.
    source.push('two');
    release();
    source.push('three');
    source.end();
    const frames = [await s.next(), await s.next(), await s.next(), await s.next()];
    expect(ids(frames.slice(0, 3))).toEqual([1, 2, 3]);
    expect(frames[3]).toMatch(/^event: done/);
  });

  test('an idle stream carries ping comments', async () => {
    pingMs = 20;
    const s = openStream(`${base}/events`);
    expect(await s.next()).toBe(': ping');
    s.close();
  });

  test('a client that goes away releases its subscription', async () => {
    const s = openStream(`${base}/events`);
    await s.response;
    expect(source.listeners.size).toBe(1);
    s.close();
    await source.unsubscribed;
    expect(source.listeners.size).toBe(0);
  });

  test('a bad resume point is a 400 naming the field', async () => {
    const header = openStream(`${base}/events`, { 'Last-Event-ID': 'abc' });
    expect((await header.response).statusCode).toBe(400);
    expect(await header.next()).toBeUndefined();
    expect(JSON.parse(header.rest())).toMatchObject({ code: 'invalid_request', details: { field: 'Last-Event-ID' } });
    const query = openStream(`${base}/events?since=-1`);
    expect((await query.response).statusCode).toBe(400);
    expect(await query.next()).toBeUndefined();
    expect(JSON.parse(query.rest())).toMatchObject({ code: 'invalid_request', details: { field: 'since' } });
    expect(source.listeners.size).toBe(0);
  });
});
