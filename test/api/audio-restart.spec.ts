/**
 * Audio survives restarts: a server stopping mid-capture leaves the capture and its session
 * `interrupted`; a server killed with SIGKILL mid-capture comes back with the same, the audio
 * recorded until the kill downloadable and the transcript events it had stored. The killed
 * server runs as the built `dist/server/main.js`.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { createClient } from '../../server/client/index';
import { rms, readSse, startSpeechSite, transcriptFrames, type SpeechSite } from '../support/speech-site';
import { expect, startTestServer, tempDir, test } from '../support/server';
import { ensureServerBuilt, startServerProcess } from '../support/server-process';

let site: SpeechSite;
const children: ChildProcess[] = [];

test.beforeAll(async () => {
  ensureServerBuilt();
  site = await startSpeechSite('hello world one two three four five');
});
test.afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await site.close();
});

test('a server stopping mid-capture leaves capture and session interrupted, audio downloadable', async () => {
  test.setTimeout(60_000);
  const dataDir = tempDir();
  const s1 = await startTestServer({ dataDir });
  const cap = await s1.admin.startCapture({ format: 'wav', sample_rate: 16000, channels: 1, url: site.speechUrl(300, true) });
  await s1.admin.startTranscription(cap.id);
  await readSse(await s1.admin.transcriptStream(cap.id), (f) => transcriptFrames(f).length > 0);
  await s1.close();
  const s2 = await startTestServer({ dataDir, adminKey: s1.adminKey });
  try {
    expect(await s2.admin.capture(cap.id)).toMatchObject({ status: 'interrupted', audio_retained: true });
    expect((await s2.admin.transcriptions({ status: 'interrupted' })).items.map((t) => t.capture_id)).toEqual([cap.id]);
    const wav = Buffer.from(await s2.admin.captureContent(cap.id));
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect(rms(wav.subarray(44))).toBeGreaterThan(100);
  } finally {
    await s2.close();
  }
});

test('SIGKILL mid-capture: after a restart the capture is interrupted, its audio and transcript kept', async () => {
  test.setTimeout(90_000);
  const adminKey = `pk_audio_${crypto.randomBytes(8).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    PLUCK_DATA_DIR: tempDir('pluck-audio-kill-'),
    PLUCK_ADMIN_KEY: adminKey,
    PLUCK_ALLOW_PRIVATE_NETWORK: '1',
    PLUCK_LOG: '0',
    PLUCK_RATE_LIMIT_RPS: '0',
  };
  const first = await startServerProcess(env);
  children.push(first.child);
  const c1 = createClient({ baseUrl: first.url, apiKey: adminKey });
  const cap = await c1.startCapture({ format: 'pcm', sample_rate: 16000, channels: 1, url: site.speechUrl(300, true) });
  await c1.startTranscription(cap.id);
  const heard = transcriptFrames(await readSse(await c1.transcriptStream(cap.id), (f) => transcriptFrames(f).length > 0));
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));

  const second = await startServerProcess(env);
  children.push(second.child);
  const c2 = createClient({ baseUrl: second.url, apiKey: adminKey });
  const row = await c2.capture(cap.id);
  expect(row).toMatchObject({ status: 'interrupted', audio_retained: true });
  const audio = Buffer.from(await c2.captureContent(cap.id));
  expect(audio.length).toBe(row.bytes);
  expect(rms(audio)).toBeGreaterThan(100);
  const doc = await c2.transcript(cap.id);
  expect(doc.session.status).toBe('interrupted');
  expect(doc.events[0].text).toBe(heard[0].text);
  // The stream of the interrupted session replays what was stored and ends.
  const frames = await readSse(await c2.transcriptStream(cap.id), () => false);
  expect(transcriptFrames(frames)[0]).toEqual(heard[0]);
  expect(frames.at(-1)).toContain('event: done');
  second.child.kill('SIGTERM');
});
