/**
 * A page that plays speech: `flite` (voice rms, which pocketsphinx recognises well) speaks the
 * words into a WAV at test time, and a loopback page plays it with autoplay after a delay, so the
 * capture and transcription are running before the first word.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempDir } from './server';

/** A running speech site. */
export interface SpeechSite {
  /** Page that plays the speech once, `delayMs` after load (with `loop`, again 1.5 s after each end). */
  speechUrl(delayMs?: number, loop?: boolean): string;
  /** Page with no sound. */
  silentUrl: string;
  /** The spoken WAV (16-bit, flite's 8 kHz mono). */
  wavFile: string;
  close(): Promise<void>;
}

/** Speaks `text` into a WAV and serves it. */
export async function startSpeechSite(text: string): Promise<SpeechSite> {
  const wavFile = path.join(tempDir('pluck-speech-'), 'speech.wav');
  execFileSync('flite', ['-voice', 'rms', '-t', text, '-o', wavFile]);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/speech.wav') {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.end(fs.readFileSync(wavFile));
    }
    const delay = Number(url.searchParams.get('delay') ?? '1500');
    const again = url.searchParams.get('loop') ? `a.onended = () => setTimeout(() => a.play(), 1500);` : '';
    const body =
      url.pathname === '/speech'
        ? `<!doctype html><title>speech</title><audio id="a" src="/speech.wav"></audio><script>const a = document.getElementById('a'); ${again} setTimeout(() => a.play(), ${delay})</script>`
        : '<!doctype html><title>silent</title><p>No sound here.</p>';
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    speechUrl: (delayMs = 1500, loop = false) => `${base}/speech?delay=${delayMs}${loop ? '&loop=1' : ''}`,
    silentUrl: `${base}/silent`,
    wavFile,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** RMS of PCM s16le. */
export function rms(pcm: Buffer): number {
  let sum = 0;
  const n = Math.floor(pcm.length / 2);
  for (let i = 0; i < n; i++) sum += pcm.readInt16LE(i * 2) ** 2;
  return n ? Math.sqrt(sum / n) : 0;
}

/** Reads an SSE response until `until` is true of the frames or the stream ends; returns the frames. */
export async function readSse(res: Response, until: (frames: string[]) => boolean): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let i: number;
    while ((i = buffer.indexOf('\n\n')) >= 0) {
      frames.push(buffer.slice(0, i));
      buffer = buffer.slice(i + 2);
    }
    if (until(frames)) break;
  }
  await reader.cancel().catch(() => undefined);
  return frames;
}

/** The transcript events of SSE frames. */
export function transcriptFrames(frames: string[]): { id: number; text: string }[] {
  return frames
    .filter((f) => f.includes('event: transcript'))
    .map((f) => ({ id: Number(/^id: (\d+)/m.exec(f)![1]), text: (JSON.parse(/^data: (.*)$/m.exec(f)![1]) as { text: string }).text }));
}
