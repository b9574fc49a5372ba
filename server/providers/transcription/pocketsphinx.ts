/**
 * Live transcription with Debian's pocketsphinx (0.8 generation, offline, en-us model):
 * `pocketsphinx_continuous` reads raw 16 kHz mono s16le from stdin, detects utterances itself
 * and prints each one's words with their times (`-time yes`) as soon as it ends.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import type { HeardText, Transcriber, TranscriberSpec } from '../../engine/audio/audio-ports';
import { onPath } from '../audio/pulse-daemon';
import { pcmTo16kMono } from './pcm-to-16k';

/** Where Debian's pocketsphinx-en-us puts the model. */
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** Why pocketsphinx cannot run here (undefined when it can). */
export function pocketsphinxMissing(): string | undefined {
  if (!onPath('pocketsphinx_continuous'))
    return 'pocketsphinx_continuous not found on PATH: install it (Debian: apt-get install pocketsphinx pocketsphinx-en-us)';
  if (!fs.existsSync(MODEL_DIR)) return `the en-us model is missing at ${MODEL_DIR}: install it (Debian: apt-get install pocketsphinx-en-us)`;
  return undefined;
}

/** Input gap after which silence is fed, ms. */
const GAP_MS = 200;

const WORD_TIME = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;

/** A recognised word, not a marker (`<s>`, `<sil>`, `[NOISE]`, `++GARBAGE++`). */
function isWord(w: string): boolean {
  return !/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(w);
}

/** Turns pocketsphinx's `-time yes` output lines into utterances (one per `</s>`). */
export function utteranceParser(onUtterance: (t: HeardText) => void): (line: string) => void {
  let words: { w: string; start: number; end: number }[] = [];
  return (line) => {
    const m = WORD_TIME.exec(line.trim());
    if (!m) return; // the hypothesis line; the words with times follow it
    const [, w, start, end] = m;
    if (w === '</s>') {
      if (words.length > 0) {
        onUtterance({
          start_ms: Math.round(words[0].start * 1000),
          end_ms: Math.round(words[words.length - 1].end * 1000),
          text: words.map((x) => x.w).join(' '),
          final: true,
        });
      }
      words = [];
    } else if (isWord(w)) {
      // Alternative pronunciations come as `word(2)`.
      words.push({ w: w.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
    }
  };
}

/** Starts a pocketsphinx transcriber over live PCM. */
export function createPocketsphinxTranscriber(spec: TranscriberSpec): Transcriber {
  let failed = false;
  const fail = (err: Error) => {
    if (failed) return;
    failed = true;
    spec.onError(err);
  };
  // Node gives a child a socket for stdin, which pocketsphinx cannot fopen as /dev/stdin; `cat`
  // turns it into a real pipe.
  const ps = spawn('sh', ['-c', 'cat | exec pocketsphinx_continuous -infile /dev/stdin -time yes -logfn /dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
  ps.once('error', fail);
  ps.stdin.on('error', () => undefined);
  let stderr = '';
  ps.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-1000)));
  const pipe = pcmTo16kMono(spec.sampleRate, spec.channels, fail);
  pipe.output.pipe(ps.stdin);
  readline.createInterface({ input: ps.stdout }).on('line', utteranceParser(spec.onText));
  const closed = new Promise<void>((resolve) =>
    ps.once('close', (code) => {
      if (code !== 0 && code !== null) fail(new Error(`pocketsphinx exited with ${code}: ${stderr.trim().slice(-300)}`));
      resolve();
    }),
  );
  // An idle PulseAudio sink sends nothing, and pocketsphinx ends an utterance only on the silence
  // after it: gaps in the input are filled with silence so an utterance is reported when it ends.
  const bytesPerTick = Math.round((spec.sampleRate * spec.channels * 2 * GAP_MS) / 1000) & ~1;
  let lastInput = Date.now();
  const filler = setInterval(() => {
    if (!failed && Date.now() - lastInput >= GAP_MS) pipe.input.write(Buffer.alloc(bytesPerTick));
  }, GAP_MS);
  return {
    write(pcm) {
      lastInput = Date.now();
      if (!failed) pipe.input.write(pcm);
    },
    async end() {
      clearInterval(filler);
      pipe.input.end();
      await closed;
    },
  };
}
