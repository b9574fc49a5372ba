/**
 * Audio capture and transcription end to end with real parts: PulseAudio (started by the server
 * when none runs), a Chromium playing a page into the capture's null sink, parec, and Debian's
 * pocketsphinx; the OpenAI-compatible path against a stand-in speaking that multipart API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '../../server/client/index';
import { rms, readSse, startSpeechSite, transcriptFrames, type SpeechSite } from '../support/speech-site';
import { expect, startTestServer, test } from '../support/server';

const WORDS = 'hello world one two three four five';
let site: SpeechSite;

test.beforeAll(async () => {
  site = await startSpeechSite(WORDS);
});
test.afterAll(async () => {
  await site.close();
});

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as AppError).code;
  }
}

test('a page speaking is captured, transcribed live over SSE and downloadable', async ({ server }) => {
  test.setTimeout(90_000);
  const c = server.admin;
  const cap = await c.startCapture({ format: 'pcm', sample_rate: 16000, channels: 1, url: site.speechUrl(1500, true) });
  expect(cap).toMatchObject({ status: 'active', format: 'pcm', sample_rate: 16000, channels: 1, bytes: 0 });
  expect(cap.id).toMatch(/^cap_/);
  const ses = await c.startTranscription(cap.id);
  expect(ses).toMatchObject({ capture_id: cap.id, status: 'active', provider: 'pocketsphinx' });
  expect(await code(c.startTranscription(cap.id))).toBe('conflict');

  // Two clients on one session both see the utterance.
  const [a, b] = await Promise.all([c.transcriptStream(cap.id), c.transcriptStream(cap.id)]);
  const saw = (frames: string[]) => transcriptFrames(frames).some((e) => /three|five|world/.test(e.text));
  const [fa, fb] = await Promise.all([readSse(a, saw), readSse(b, saw)]);
  expect(transcriptFrames(fa)[0].id).toBe(1);
  expect(transcriptFrames(fb)[0].id).toBe(1);

  // Chunks advance; the audio is speech, not silence.
  const first = await c.captureChunk(cap.id, { max_bytes: 1 << 20 });
  expect(first.offset).toBe(0);
  const second = await c.captureChunk(cap.id, { max_bytes: 1024 });
  expect(second.offset).toBe(first.bytes);
  expect(rms(Buffer.from(first.data, 'base64'))).toBeGreaterThan(200);

  const stopped = await c.stopCapture(cap.id);
  expect(stopped.status).toBe('completed');
  const doc = await c.transcript(cap.id);
  expect(doc.session.status).toBe('completed');
  const heard = doc.text.split(/\s+/);
  expect(['hello', 'world', 'one', 'two', 'three', 'four', 'five'].filter((w) => heard.includes(w)).length).toBeGreaterThanOrEqual(4);
  expect(doc.events[0]).toMatchObject({ seq: 1, final: true });
  expect(doc.events[0].end_ms).toBeGreaterThan(doc.events[0].start_ms);

  // The stream of an ended session replays and ends with `done`; a resume repeats nothing.
  const all = await readSse(await c.transcriptStream(cap.id, 0), () => false);
  expect(all.at(-1)).toContain('event: done');
  const last = transcriptFrames(all).at(-1)!.id;
  const resumed = await readSse(await c.transcriptStream(cap.id, last), () => false);
  expect(transcriptFrames(resumed)).toEqual([]);
  const viaHeader = await fetch(`${server.url}/v1/audio/captures/${cap.id}/transcription/stream`, {
    headers: { Authorization: `Bearer ${server.adminKey}`, 'Last-Event-ID': String(last - 1) },
  });
  expect(transcriptFrames(await readSse(viaHeader, () => false)).map((e) => e.id)).toEqual([last]);

  const audio = Buffer.from(await c.captureContent(cap.id));
  expect(audio.length).toBe(stopped.bytes);
  expect(rms(audio)).toBeGreaterThan(100);
  const raw = await c.raw('GET', `/v1/audio/captures/${cap.id}/content`);
  expect(raw.headers.get('content-type')).toBe('audio/L16;rate=16000;channels=1');
  const text = await c.raw('GET', `/v1/audio/captures/${cap.id}/transcription/content?format=text`);
  expect(text.text).toBe(doc.text);

  const found = await c.transcriptions({ q: 'three' });
  expect(found.items.map((s) => s.capture_id)).toContain(cap.id);
  expect(found.items[0].preview).toContain('three');
  expect((await c.transcriptions({ q: 'zebra' })).items).toEqual([]);
  expect((await c.transcriptions({ status: 'active' })).items).toEqual([]);
  expect((await c.captures()).items[0]).toMatchObject({ id: cap.id, status: 'completed', audio_retained: true });
});

test('wav captures carry a header with the final sizes; a silent page records silence', async ({ server }) => {
  const c = server.admin;
  const cap = await c.startCapture({ format: 'wav', sample_rate: 22050, channels: 2, url: site.silentUrl, max_seconds: 1 });
  // max_seconds ends it by itself.
  let row = await c.capture(cap.id);
  for (let i = 0; row.status === 'active' && i < 100; i++)
    row = await c.capture(cap.id).then(async (r) => (r.status === 'active' ? (await new Promise((x) => setTimeout(x, 100)), r) : r));
  expect(row.status).toBe('completed');
  const wav = Buffer.from(await c.captureContent(cap.id));
  expect(wav.subarray(0, 4).toString()).toBe('RIFF');
  expect(wav.readUInt32LE(24)).toBe(22050);
  expect(wav.readUInt16LE(22)).toBe(2);
  expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  // An idle sink sends little or nothing: silence, never noise or an error.
  expect(rms(wav.subarray(44))).toBeLessThan(5);
  expect(row.error).toBeNull();
  const chunk = await c.captureChunk(cap.id, { offset: 0, max_bytes: 44 });
  expect(Buffer.from(chunk.data, 'base64').subarray(0, 4).toString()).toBe('RIFF');
  expect(await code(c.startTranscription(cap.id))).toBe('conflict');
  const raw = await c.raw('GET', `/v1/audio/captures/${cap.id}/content`);
  expect(raw.headers.get('content-type')).toBe('audio/wav');
});

test('bad input is 400 naming the field; unknown and foreign captures are 404', async ({ server }) => {
  const c = server.admin;
  const bad = async (body: Record<string, unknown>, field: string) => {
    const r = await c.raw('POST', '/v1/audio/captures', body);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(field);
  };
  await bad({ format: 'mp3', sample_rate: 16000, channels: 1 }, 'format');
  await bad({ format: 'pcm', sample_rate: 96000, channels: 1 }, 'sample_rate');
  await bad({ format: 'pcm', sample_rate: 16000, channels: 3 }, 'channels');
  expect((await c.captures()).items).toEqual([]);
  // A page that cannot be opened fails the start (502) and leaves no capture behind.
  expect(await code(c.startCapture({ format: 'pcm', sample_rate: 16000, channels: 1, url: 'http://127.0.0.1:9/' }))).toBe('upstream_failed');
  expect((await c.captures()).items).toEqual([]);

  const cap = await c.startCapture({ format: 'pcm', sample_rate: 16000, channels: 1, url: site.silentUrl });
  const r = await c.raw('GET', `/v1/audio/captures/${cap.id}/chunk?max_bytes=${2 * 1024 * 1024}`);
  expect(r.status).toBe(400);
  expect(JSON.stringify(r.body)).toContain('max_bytes');
  expect(await code(c.captureChunk('cap_nope'))).toBe('not_found');
  expect(await code(c.stopCapture('cap_nope'))).toBe('not_found');
  expect(await code(c.captureContent(cap.id))).toBe('conflict');

  const other = await c.createKey({ name: 'other', tenant: 'other', scopes: ['audio'] } as never);
  const o = server.client(other.secret);
  expect(await code(o.captureChunk(cap.id))).toBe('not_found');
  expect(await code(o.stopCapture(cap.id))).toBe('not_found');
  expect(await code(o.startTranscription(cap.id))).toBe('not_found');
  expect((await o.captures()).items).toEqual([]);
  expect((await c.stopCapture(cap.id)).status).toBe('completed');
});

test('without PulseAudio the audio routes answer 503 and /health and /v1/providers say why', async () => {
  const s = await startTestServer({ audio: false });
  try {
    const r = await s.admin.raw('POST', '/v1/audio/captures', { format: 'pcm', sample_rate: 16000, channels: 1 });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ code: 'audio_unavailable', details: { reason: expect.stringContaining('PLUCK_AUDIO=off') } });
    expect((await s.admin.raw('GET', '/v1/audio/transcriptions')).status).toBe(503);
    const health = (await s.admin.health()) as unknown as { components: { providers: Record<string, { available: boolean; reason?: string }> } };
    expect(health.components.providers.audio_capture).toMatchObject({ available: false, reason: expect.stringContaining('PLUCK_AUDIO') });
    const providers = JSON.stringify(await s.admin.providers());
    expect(providers).toContain('PLUCK_AUDIO=off');
  } finally {
    await s.close();
  }
});

/** A stand-in for an OpenAI-compatible /v1/audio/transcriptions: multipart in, verbose_json out. */
async function startTranscribeStandIn() {
  const posts: { model: string; format: string; wavBytes: number }[] = [];
  const server = http.createServer((req, res) => {
    void new Request('http://x', { method: 'POST', headers: req.headers as Record<string, string>, body: req as never, duplex: 'half' } as RequestInit)
      .formData()
      .then(async (form) => {
        const file = form.get('file') as File;
        const wav = Buffer.from(await file.arrayBuffer());
        posts.push({ model: String(form.get('model')), format: String(form.get('response_format')), wavBytes: wav.length });
        const seconds = (wav.length - 44) / wav.readUInt32LE(28);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: `segment ${posts.length}`, segments: [{ start: 0, end: seconds, text: `segment ${posts.length}` }] }));
      });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/audio/transcriptions`,
    posts,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

test('the openai provider posts speech segments to an OpenAI-compatible endpoint (stand-in)', async () => {
  test.setTimeout(60_000);
  const standIn = await startTranscribeStandIn();
  const s = await startTestServer({ transcribeUrl: standIn.url, transcribeSegmentSeconds: 1 });
  try {
    const cap = await s.admin.startCapture({ format: 'pcm', sample_rate: 16000, channels: 1, url: site.speechUrl(300) });
    expect((await s.admin.startTranscription(cap.id, { provider: 'openai', language: 'en' })).provider).toBe('openai');
    const frames = await readSse(await s.admin.transcriptStream(cap.id), (f) => transcriptFrames(f).length >= 1);
    expect(transcriptFrames(frames)[0].text).toBe('segment 1');
    await s.admin.stopCapture(cap.id);
    expect(standIn.posts[0]).toMatchObject({ model: 'whisper-1', format: 'verbose_json', wavBytes: 44 + 32000 });
    const doc = await s.admin.transcript(cap.id);
    expect(doc.events[0].end_ms - doc.events[0].start_ms).toBe(1000);
  } finally {
    await s.close();
    await standIn.close();
  }
});

test('a 44.1 kHz stereo capture is resampled for pocketsphinx and still transcribed', async ({ server }) => {
  test.setTimeout(60_000);
  const c = server.admin;
  const cap = await c.startCapture({ format: 'pcm', sample_rate: 44100, channels: 2, url: site.speechUrl(1500, true) });
  await c.startTranscription(cap.id, { provider: 'pocketsphinx' });
  const frames = await readSse(await c.transcriptStream(cap.id), (f) => transcriptFrames(f).some((e) => /three|five|world/.test(e.text)));
  expect(
    transcriptFrames(frames)
      .map((e) => e.text)
      .join(' '),
  ).toMatch(/three|five|world/);
  const stopped = await c.stopCapture(cap.id);
  expect(stopped.bytes % 4).toBe(0);
});

test('retention removes a capture’s audio after its window: the download is 404, the row says so', async () => {
  const s = await startTestServer({ artifactRetentionSeconds: 1, retentionSweepSeconds: 0.2 });
  try {
    const cap = await s.admin.startCapture({ format: 'wav', sample_rate: 8000, channels: 1, url: site.silentUrl });
    expect((await s.admin.stopCapture(cap.id)).audio_retained).toBe(true);
    await expect.poll(async () => (await s.admin.capture(cap.id)).audio_retained, { timeout: 10_000 }).toBe(false);
    expect(await code(s.admin.captureContent(cap.id))).toBe('not_found');
    expect((await s.admin.captures()).items[0]).toMatchObject({ id: cap.id, status: 'completed' });
  } finally {
    await s.close();
  }
});
