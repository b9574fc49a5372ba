/**
 * Converting live PCM s16le of any rate and channel count to 16 kHz mono (what pocketsphinx's
 * model expects) with ffmpeg reading and writing pipes; a stream already in that shape passes as is.
 */
import { spawn } from 'node:child_process';
import { PassThrough, type Readable, type Writable } from 'node:stream';

/** A converter: write the capture's PCM in, read 16 kHz mono PCM out. */
export interface Pcm16kPipe {
  input: Writable;
  output: Readable;
}

/** A pipe from `sampleRate`/`channels` PCM to 16 kHz mono PCM. */
export function pcmTo16kMono(sampleRate: number, channels: number, onError: (err: Error) => void): Pcm16kPipe {
  if (sampleRate === 16000 && channels === 1) {
    const through = new PassThrough();
    return { input: through, output: through };
  }
  const ff = spawn(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-f',
      's16le',
      '-ar',
      String(sampleRate),
      '-ac',
      String(channels),
      '-i',
      'pipe:0',
      '-f',
      's16le',
      '-ar',
      '16000',
      '-ac',
      '1',
      '-flush_packets',
      '1',
      'pipe:1',
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  ff.once('error', onError);
  ff.stdin.on('error', () => undefined);
  return { input: ff.stdin, output: ff.stdout };
}
