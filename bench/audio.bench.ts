/**
 * Audio: the transcription real-time factor of pocketsphinx through Pluck's transcriber (beside
 * Debian's CLI on the same file), the latency from a phrase played by a page to its SSE event
 * (p50, p90; beside the phrase's own length), and the CPU of an idle capture (beside an idle
 * server). Goals: real-time factor ≤ 0.5, word-to-event p50 ≤ 2 s.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createClient } from '../server/client/index';
import { followTranscript } from '../server/client/follow-transcript';
import { startServer } from '../server/index';
import { createPocketsphinxTranscriber } from '../server/providers/transcription/pocketsphinx';
import { figure, section } from './report';
import { tempDir } from '../test/support/server';

const KEY = 'pk_bench_audio_0123456789';
const PHRASE = 'hello world one two three four five';
const PLAYS = 8;

const tmp = () => tempDir('pluck-bench-audio-');

/** 16 kHz mono s16le of flite speaking `text` `times` times. */
function speech(dir: string, text: string, times: number): { wav: string; pcm: Buffer } {
  const wav = path.join(dir, 'phrase.wav');
  execFileSync('flite', ['-voice', 'rms', '-t', text, '-o', wav]);
  const one = execFileSync('ffmpeg', ['-loglevel', 'error', '-i', wav, '-f', 's16le', '-ar', '16000', '-ac', '1', 'pipe:1'], { maxBuffer: 1 << 28 });
  const gap = Buffer.alloc(16000 * 2); // 1 s of silence between phrases
  const pcm = Buffer.concat(Array.from({ length: times }, () => [one, gap]).flat());
  const all = path.join(dir, 'all.wav');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 's16le', '-ar', '16000', '-ac', '1', '-i', 'pipe:0', all], { input: pcm });
  return { wav: all, pcm };
}

async function realTimeFactor(dir: string): Promise<void> {
  const { wav, pcm } = speech(dir, PHRASE, 6);
  const seconds = pcm.length / 32000;
  let t = performance.now();
  execFileSync('pocketsphinx_continuous', ['-infile', wav, '-logfn', '/dev/null']);
  const cliRtf = (performance.now() - t) / 1000 / seconds;
  t = performance.now();
  let utterances = 0;
  const tr = createPocketsphinxTranscriber({ sampleRate: 16000, channels: 1, onText: () => utterances++, onError: (e) => console.error(e) });
  for (let i = 0; i < pcm.length; i += 4096) tr.write(pcm.subarray(i, i + 4096));
  await tr.end();
  const rtf = (performance.now() - t) / 1000 / seconds;
  figure(`real-time factor, pocketsphinx transcriber (${seconds.toFixed(1)} s, goal ≤ 0.5)`, rtf, '×', {
    name: 'pocketsphinx_continuous on the file',
    value: cliRtf,
  });
  figure('utterances found (6 spoken)', utterances, '');
}

/** A page playing the phrase PLAYS times, telling the bench when each play ends. */
async function playingSite(wav: string, ended: number[]) {
  const server = http.createServer((req, res) => {
    if (req.url === '/phrase.wav') return res.end(fs.readFileSync(wav));
    if (req.url === '/ended') {
      ended.push(Date.now());
      return res.end();
    }
    res.setHeader('content-type', 'text/html');
    if (req.url === '/silent') return res.end('<!doctype html><p>A page with no sound.</p>');
    res.end(`<!doctype html><audio id="a" src="/phrase.wav"></audio><script>
      const a = document.getElementById('a'); let n = 0;
      a.onended = () => { fetch('/ended'); if (++n < ${PLAYS}) setTimeout(() => a.play(), 2500); };
      setTimeout(() => a.play(), 1500);</script>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

/** CPU seconds used so far by this process's descendants (parec, browsers, pocketsphinx) and itself. */
function treeCpuSeconds(): number {
  const tick = 100; // USER_HZ on Linux
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(pid), Number(f[1]));
      cpu.set(Number(pid), (Number(f[11]) + Number(f[12])) / tick);
    } catch {
      /* gone */
    }
  }
  const mine = (pid: number): boolean => pid === process.pid || (pid > 1 && parents.has(pid) && mine(parents.get(pid)!));
  let total = 0;
  for (const [pid, s] of cpu) if (mine(pid)) total += s;
  return total;
}

async function cpuOver(ms: number): Promise<number> {
  const c0 = treeCpuSeconds();
  await new Promise((r) => setTimeout(r, ms));
  return ((treeCpuSeconds() - c0) / (ms / 1000)) * 100;
}

/** Runs the audio bench. */
export async function benchAudio(): Promise<void> {
  section('audio');
  const dir = tmp();
  await realTimeFactor(dir);

  const server = await startServer({ port: 0, dataDir: tmp(), adminKey: KEY, log: false, allowPrivateNetwork: true, rateLimitPerSecond: 0 });
  const c = createClient({ baseUrl: server.url, apiKey: KEY });
  try {
    const phrase = path.join(dir, 'one.wav');
    execFileSync('flite', ['-voice', 'rms', '-t', PHRASE, '-o', phrase]);
    const header = fs.readFileSync(phrase).subarray(0, 44);
    const phraseMs = ((fs.statSync(phrase).size - 44) / header.readUInt32LE(28)) * 1000;
    const ended: number[] = [];
    const site = await playingSite(phrase, ended);
    const cap = await c.startCapture({ format: 'pcm', sample_rate: 16000, channels: 1, url: site.url });
    await c.startTranscription(cap.id);
    const arrivals: number[] = [];
    const abort = new AbortController();
    const following = followTranscript({
      open: (since, signal) => c.transcriptStream(cap.id, since, signal),
      onEvent: () => {
        arrivals.push(Date.now());
        if (arrivals.length >= PLAYS) abort.abort();
      },
      signal: abort.signal,
    });
    await Promise.race([following, new Promise((r) => setTimeout(r, PLAYS * 8000))]);
    abort.abort();
    await c.stopCapture(cap.id);
    site.close();
    // Each play's event is the first arriving after its end.
    const lat = ended
      .map((t) => arrivals.find((a) => a >= t - 500))
      .map((a, i) => (a === undefined ? NaN : a - ended[i]))
      .filter((x) => !Number.isNaN(x));
    const s = [...lat].sort((a, b) => a - b);
    const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
    figure(`phrase end → SSE event p50 (${s.length}/${PLAYS} heard, goal ≤ 2000 ms)`, at(0.5), 'ms', { name: 'phrase length', value: phraseMs });
    figure('phrase end → SSE event p90', at(0.9), 'ms', { name: 'phrase length', value: phraseMs });

    const idleServer = await cpuOver(10_000);
    const silent = await playingSite(phrase, []);
    const idle = await c.startCapture({ format: 'pcm', sample_rate: 16000, channels: 1, url: `${silent.url}silent` });
    await new Promise((r) => setTimeout(r, 2000)); // the browser settles after loading
    const idleCapture = await cpuOver(10_000);
    await c.stopCapture(idle.id);
    silent.close();
    figure('CPU of an idle capture (server + parec + browser)', idleCapture, '% of a core', { name: 'idle server', value: idleServer });
  } finally {
    await server.close();
  }
}
