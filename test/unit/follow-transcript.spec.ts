/**
 * Following a transcript: a dropped connection is resumed after the last id seen (nothing
 * repeated, nothing lost) until `done`; an API error such as 404 is not retried.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { followTranscript } from '../../server/client/follow-transcript';

const ev = (seq: number) => `id: ${seq}\nevent: transcript\ndata: ${JSON.stringify({ seq, start_ms: 0, end_ms: 1, text: `word${seq}`, final: true })}\n\n`;

test('a dropped stream is resumed after the last event until done', async () => {
  const sinces: number[] = [];
  const server = http.createServer((req, res) => {
    const since = Number(new URL(req.url!, 'http://x').searchParams.get('since'));
    sinces.push(since);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    if (since === 0) {
      res.write(`: ping\n\n${ev(1)}${ev(2)}`);
      setImmediate(() => res.destroy()); // the connection drops mid-session
    } else res.end(`${ev(2)}${ev(3)}event: done\ndata: {}\n\n`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const texts: string[] = [];
  let reconnects = 0;
  const last = await followTranscript({
    open: (since) => fetch(`${base}/?since=${since}`),
    onEvent: (e) => texts.push(e.text),
    onReconnect: () => reconnects++,
    retryMs: 10,
  });
  server.close();
  expect(texts).toEqual(['word1', 'word2', 'word3']);
  expect(sinces).toEqual([0, 2]);
  expect(reconnects).toBe(1);
  expect(last).toBe(3);
});

test('an API error is not retried', async () => {
  const server = http.createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'No capture cap_x', code: 'not_found' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await expect(followTranscript({ open: () => fetch(base), onEvent: () => undefined, retryMs: 10 })).rejects.toMatchObject({ code: 'not_found' });
  server.close();
});
