/**
 * Android screen recording: `screenrecord` streams H.264 for at most 170 s a run (the tool caps a
 * run at 180 s below API 34), so a recording is a chain of segments, joined with ffmpeg into one MP4
 * without re-encoding. A device whose stream ends early (screen off, secure window, an encoder
 * fault) must not turn into thousands of segments: restarts after an early end back off, and a run
 * of empty segments fails the recording.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { retryDelayMs } from '../../queue/backoff';

/** Seconds of one segment. */
export const SEGMENT_SECONDS = 170;

/** The shell command of one segment. */
export const SCREENRECORD_COMMAND = `screenrecord --time-limit ${SEGMENT_SECONDS} --output-format=h264 -`;

/** How long a stop waits for a first frame that has not come yet. */
const FIRST_FRAME_WAIT_MS = 5000;

/** Empty segments in a row after which the recording fails. */
export const MAX_EMPTY_SEGMENTS = 5;

/** How restarts after an early end are paced. */
export interface RestartPolicy {
  /** First delay after an early end; doubles per early end in a row. */
  baseMs: number;
  /** Longest delay between two segments. */
  maxMs: number;
  /** Empty segments in a row after which the recording fails. */
  maxEmpty: number;
}

const DEFAULT_RESTARTS: RestartPolicy = { baseMs: 250, maxMs: 10_000, maxEmpty: MAX_EMPTY_SEGMENTS };

/** A segment shorter than this ended before its time limit. */
const EARLY_END_MS = (SEGMENT_SECONDS - 5) * 1000;

/** A running recording. */
export interface ScreenRecording {
  /** Stops the current segment and joins every segment into `file`; returns its size. */
  stop(file: string): Promise<number>;
  /** Stops and deletes the segments. */
  discard(): Promise<void>;
}

/** Starts recording into `dir`, opening each segment's stream with `openSegment`. */
export async function startScreenRecording(
  dir: string,
  openSegment: () => Promise<Duplex>,
  ffmpegPath = 'ffmpeg',
  restarts: RestartPolicy = DEFAULT_RESTARTS,
): Promise<ScreenRecording> {
  await fsp.mkdir(dir, { recursive: true });
  const segments: string[] = [];
  let current: { stream: Duplex; written: Promise<void> } | undefined;
  let stopped = false;
  let earlyEnds = 0;
  let emptyInARow = 0;
  let failure: Error | undefined;
  let pause: NodeJS.Timeout | undefined;

  const next = async (): Promise<void> => {
    const file = path.join(dir, `segment-${segments.length}.h264`);
    segments.push(file);
    const stream = await openSegment();
    const started = Date.now();
    const out = fs.createWriteStream(file);
    stream.pipe(out);
    const written = new Promise<void>((resolve) => {
      out.on('close', () => resolve());
      // A destroyed stream (stop) emits no 'end', so the file is ended on close as well.
      stream.on('error', () => out.end());
      stream.on('close', () => out.end());
    });
    current = { stream, written };
    void written.then(() => (stopped ? undefined : ended(out.bytesWritten, Date.now() - started)));
  };

  // A segment that ends by its time limit is followed by the next one at once; an early end waits
  // longer each time in a row, and enough empty ones in a row mean the device records nothing.
  const ended = (bytes: number, ms: number) => {
    emptyInARow = bytes ? 0 : emptyInARow + 1;
    if (emptyInARow >= restarts.maxEmpty) {
      failure = new Error(`the device's screenrecord ended ${emptyInARow} times in a row without sending video`);
      stopped = true;
      return;
    }
    earlyEnds = ms < EARLY_END_MS ? earlyEnds + 1 : 0;
    const delay = earlyEnds ? retryDelayMs('backoff', earlyEnds, restarts.baseMs, Math.random, restarts.maxMs) : 0;
    pause = setTimeout(() => {
      pause = undefined;
      if (!stopped) next().catch((err: Error) => (failure = new Error(`screenrecord could not be restarted: ${err.message}`)));
    }, delay);
  };
  await next();

  const halt = async (waitForFirstFrame: boolean) => {
    stopped = true;
    if (pause) clearTimeout(pause);
    const c = current;
    if (!c) return;
    // screenrecord takes a moment to send its first frame; a stop right after start waits for it.
    if (waitForFirstFrame && c.stream.readableLength === 0 && !segments.some((f) => fs.existsSync(f) && fs.statSync(f).size > 0)) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, FIRST_FRAME_WAIT_MS);
        c.stream.once('data', () => {
          clearTimeout(t);
          // Let the frame reach the file before the stream is cut.
          setImmediate(resolve);
        });
      });
    }
    c.stream.end();
    c.stream.destroy();
    await c.written;
  };
  return {
    async stop(file) {
      await halt(!failure);
      try {
        if (failure) throw failure;
        const parts: string[] = [];
        for (const s of segments) if ((await fsp.stat(s).catch(() => undefined))?.size) parts.push(s);
        if (!parts.length) throw new Error('the device sent no video');
        await joinSegments(ffmpegPath, dir, parts, file);
        return (await fsp.stat(file)).size;
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },
    async discard() {
      await halt(false);
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Joins H.264 segments into one MP4 without re-encoding. The segments are named in a concat list
 * file, not on the command line: a long recording's segment paths exceed what one argument may hold
 * (spawn E2BIG).
 */
async function joinSegments(ffmpegPath: string, dir: string, parts: string[], file: string): Promise<void> {
  const list = path.join(dir, 'segments.txt');
  await fsp.writeFile(list, parts.map((p) => `file '${p.replace(/'/g, "'\\''")}'\n`).join(''));
  await runFfmpeg(ffmpegPath, ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', file]);
}

function runFfmpeg(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (c) => (err += c));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed (${code}): ${err.trim().slice(0, 500)}`))));
  });
}
