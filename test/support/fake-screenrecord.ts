/**
 * `screenrecord --output-format=h264 -` of the fake phone: its Chromium page's screencast (JPEG
 * frames, sent only when the page changes, as a device's display composes only on change) encoded
 * live by ffmpeg into H.264 (Annex B) at device pixels. One screencast is shared by every recorder;
 * a recorder joining a running one starts from the newest frame. Frames reach ffmpeg as multipart
 * JPEG with their lengths (its JPEG parser would hold each frame until the next one began), x264
 * runs on one thread (frame threads hold frames back too) and each packet is flushed at once. Turning the phone ends every recorder, as
 * screenrecord stops when a device turns.
 */
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { CDPSession, Page } from 'puppeteer-core';

/** The recorders of one page. */
export interface FakeScreenrecord {
  /** A new recorder: its H.264 stream, ended when the phone turns; destroying it stops the recorder. */
  open(): Readable;
  /** Ends every recorder (the phone turned). */
  endAll(): void;
}

/** Recorders of `page`, whose CSS pixels are `density` device pixels. */
export function fakeScreenrecord(page: Page, density: number): FakeScreenrecord {
  const writers = new Set<(jpeg: Buffer) => void>();
  const enders = new Set<() => void>();
  let cdp: Promise<CDPSession> | undefined;
  let newest: Buffer | undefined;

  const start = () =>
    (cdp ??= (async () => {
      const session = await page.createCDPSession();
      session.on('Page.screencastFrame', (f: { data: string; sessionId: number }) => {
        newest = Buffer.from(f.data, 'base64');
        for (const w of writers) w(newest);
        void session.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => undefined);
      });
      await session.send('Page.startScreencast', { format: 'jpeg', quality: 85 });
      return session;
    })());
  const stop = () => {
    const was = cdp;
    cdp = undefined;
    newest = undefined;
    void was?.then((s) => s.detach()).catch(() => undefined);
  };

  return {
    open() {
      const ff = spawn(
        'ffmpeg',
        [
          ...['-hide_banner', '-loglevel', 'fatal', '-probesize', '32', '-analyzeduration', '0', '-fflags', 'nobuffer', '-threads', '1'],
          ...['-f', 'mpjpeg', '-i', '-', '-vf', `scale=iw*${density}:ih*${density}`, '-pix_fmt', 'yuv420p'],
          ...[
            '-c:v',
            'libx264',
            '-preset',
            'ultrafast',
            '-tune',
            'zerolatency',
            '-x264-params',
            'threads=1',
            '-fps_mode',
            'passthrough',
            '-flush_packets',
            '1',
            '-f',
            'h264',
            '-',
          ],
        ],
        { stdio: ['pipe', 'pipe', 'ignore'] },
      );
      ff.stdin.on('error', () => undefined);
      const part = (jpeg: Buffer) => {
        ff.stdin.write(`--frame\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`);
        ff.stdin.write(jpeg);
        ff.stdin.write('\r\n');
      };
      // ffmpeg starts encoding once a second frame is in: the first one goes twice, so a still screen shows at once.
      let first = true;
      const write = (jpeg: Buffer) => {
        part(jpeg);
        if (first) part(jpeg);
        first = false;
      };
      const end = () => ff.stdin.end();
      writers.add(write);
      enders.add(end);
      if (newest) write(newest);
      void start();
      const done = () => {
        writers.delete(write);
        enders.delete(end);
        ff.kill('SIGKILL');
        if (!writers.size) stop();
      };
      ff.stdout.once('close', done);
      ff.once('exit', () => ff.stdout.destroy());
      return ff.stdout;
    },
    endAll() {
      for (const end of [...enders]) end();
    },
  };
}
