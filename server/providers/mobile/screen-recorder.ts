/**
 * Android screen recording: `screenrecord` streams H.264 for at most 170 s a run (the tool caps a
 * run at 180 s below API 34), so a recording is a chain of segments, joined with ffmpeg into one MP4
 * without re-encoding.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Duplex } from 'node:stream';

/** Seconds of one segment. */
export const SEGMENT_SECONDS = 170;

/** The shell command of one segment. */
export const SCREENRECORD_COMMAND = `screenrecord --time-limit ${SEGMENT_SECONDS} --output-format=h264 -`;

/** How long a stop waits for a first frame that has not come yet. */
const FIRST_FRAME_WAIT_MS = 5000;

/** A running recording. */
export interface ScreenRecording {
  /** Stops the current segment and joins every segment into `file`; returns its size. */
  stop(file: string): Promise<number>;
  /** Stops and deletes the segments. */
  discard(): Promise<void>;
}

/** Starts recording into `dir`, opening each segment's stream with `openSegment`. */
export async function startScreenRecording(dir: string, openSegment: () => Promise<Duplex>, ffmpegPath = 'ffmpeg'): Promise<ScreenRecording> {
  await fsp.mkdir(dir, { recursive: true });
  const segments: string[] = [];
  let current: { stream: Duplex; written: Promise<void> } | undefined;
  let stopped = false;

  const next = async (): Promise<void> => {
    const file = path.join(dir, `segment-${segments.length}.h264`);
    segments.push(file);
    const stream = await openSegment();
    const out = fs.createWriteStream(file);
    stream.pipe(out);
    const written = new Promise<void>((resolve) => {
      out.on('close', () => resolve());
      // A destroyed stream (stop) emits no 'end', so the file is ended on close as well.
      stream.on('error', () => out.end());
      stream.on('close', () => out.end());
    });
    current = { stream, written };
    // A segment that ends by its time limit is followed by the next one.
    void written.then(() => (stopped ? undefined : next().catch(() => undefined)));
  };
  await next();

  const halt = async (waitForFirstFrame: boolean) => {
    stopped = true;
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
      await halt(true);
      const parts: string[] = [];
      for (const s of segments) if ((await fsp.stat(s).catch(() => undefined))?.size) parts.push(s);
      if (!parts.length) throw new Error('the device sent no video');
      await runFfmpeg(ffmpegPath, ['-y', '-loglevel', 'error', '-f', 'h264', '-i', `concat:${parts.join('|')}`, '-c', 'copy', '-movflags', '+faststart', file]);
      await fsp.rm(dir, { recursive: true, force: true });
      return (await fsp.stat(file)).size;
    },
    async discard() {
      await halt(false);
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
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
