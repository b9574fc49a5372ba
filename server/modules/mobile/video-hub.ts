/**
 * One live video of a session's screen, shared by its viewers (DESIGN.md §11, issue 36): the device's
 * `screenrecord` H.264 stream, cut into access units (annexb.ts) and relayed to every viewer as it
 * comes, so a viewer costs the server a send and the device encodes once. A run of the stream ends
 * when the device turns (screenrecord stops there) or at its time limit; the next run is opened at
 * once, after a screenshot for the screen's new size. The units since the last keyframe are kept,
 * so a viewer who joins mid-run can start decoding. A device that gives no video (no screenrecord, a
 * secure window, a hosted worker) hands its viewers back to the PNG frames (`fallback`). Video
 * frames cannot be skipped as PNGs are: a viewer whose backlog outgrows MAX_BACKLOG_BYTES is ended.
 */
import type { Readable } from 'node:stream';
import type { ScreenInfo, ScreenMessage } from '../../contract/mobile';
import { createAccessUnitSplitter, type AccessUnit } from './annexb';
import type { Viewer } from './screen-hub';

/** A viewer's unsent bytes beyond which it is ended rather than fed a growing backlog. */
export const MAX_BACKLOG_BYTES = 8 * 1024 * 1024;
/** Units since the last keyframe kept for viewers who join; past this, a joiner waits for the next keyframe. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024;
/** A run that ended sooner than this is followed by a pause, so a device that keeps stopping is not hammered. */
const SHORT_RUN_MS = 1000;

/** What a video hub reads from its device. */
export interface VideoSource {
  /** The screen's size and rotation now (asked before each run). */
  screen(): Promise<ScreenInfo>;
  /** Opens one run of the device's H.264 stream (Annex B); destroying it stops the device's recorder. */
  open(): Promise<Readable>;
  /** Rejects (with the reason) when the session can no longer be shown; checked every `checkMs`. */
  check(): Promise<void>;
}

/** A live video. */
export interface VideoHub {
  /** Adds a viewer; `fallback` moves it to PNG frames when the device gives no video. Returns its leave function. */
  join(viewer: Viewer, fallback: () => void): () => void;
  /** The screen of the current run. */
  screen(): ScreenInfo | undefined;
}

/** Starts a hub; `onIdle` is called when the stream stopped, `noVideo` when the device gave none. */
export function createVideoHub(source: VideoSource, onIdle: () => void, noVideo: () => void, checkMs = 1000): VideoHub {
  const viewers = new Map<Viewer, { fallback: () => void; started: boolean }>();
  let current: { message: ScreenMessage; kept: Buffer[]; keptBytes: number; config?: Buffer } | undefined;
  let info: ScreenInfo | undefined;
  let stream: Readable | undefined;
  let running = false;

  const send = (v: Viewer, data: Buffer, message: ScreenMessage | undefined) => {
    v.frame(data, message);
    if (v.queued() > MAX_BACKLOG_BYTES) {
      viewers.delete(v);
      v.end('the viewer fell behind the video stream');
    }
  };

  const onUnit = (au: AccessUnit, infoNow: ScreenInfo) => {
    if (!current) {
      // A run starts with its configuration and a keyframe; anything before that cannot be decoded.
      if (!au.key || !au.codec) return;
      current = { message: { ...infoNow, format: 'h264', codec: au.codec }, kept: [], keptBytes: 0 };
      for (const state of viewers.values()) state.started = false;
    }
    const c = current;
    if (au.config) c.config = au.config;
    if (au.key) {
      // A device sends its SPS and PPS once per run: a later keyframe is kept with them before it.
      const start = au.config || !c.config ? au.data : Buffer.concat([c.config, au.data]);
      [c.kept, c.keptBytes] = [[start], start.length];
    } else if (c.keptBytes + au.data.length <= MAX_KEPT_BYTES && c.kept.length) {
      c.kept.push(au.data);
      c.keptBytes += au.data.length;
    } else [c.kept, c.keptBytes] = [[], 0];
    for (const [v, state] of viewers) {
      if (state.started) send(v, au.data, undefined);
      else if (au.key) {
        state.started = true;
        send(v, c.kept[0], c.message);
      }
    }
  };

  /** Plays one run of the stream; resolves with the number of units it gave. */
  const run = async (infoNow: ScreenInfo): Promise<number> => {
    let units = 0;
    const s = await source.open();
    stream = s;
    const splitter = createAccessUnitSplitter((au) => {
      units++;
      onUnit(au, infoNow);
    });
    await new Promise<void>((resolve) => {
      s.on('data', (chunk: Buffer) => splitter.push(chunk));
      s.once('error', () => resolve());
      s.once('close', () => resolve());
      s.once('end', () => resolve());
      // A device stream may come paused, so that nothing is lost before it is listened to.
      s.resume();
    });
    splitter.close();
    s.destroy();
    stream = undefined;
    return units;
  };

  const endAll = (reason: string) => {
    for (const v of viewers.keys()) v.end(reason);
    viewers.clear();
    stream?.destroy();
  };

  async function loop(): Promise<void> {
    running = true;
    const checker = setInterval(() => source.check().catch((err: Error) => endAll(err.message)), checkMs);
    try {
      while (viewers.size) {
        info = await source.screen();
        current = undefined;
        const started = Date.now();
        const units = await run(info).catch(() => 0);
        if (!units && viewers.size) {
          noVideo();
          const moved = [...viewers.values()];
          viewers.clear();
          for (const state of moved) state.fallback();
        } else if (Date.now() - started < SHORT_RUN_MS) await new Promise((r) => setTimeout(r, SHORT_RUN_MS));
      }
    } catch (err) {
      endAll((err as Error).message);
    } finally {
      clearInterval(checker);
      running = false;
      current = undefined;
      onIdle();
    }
  }

  return {
    join(viewer, fallback) {
      const state = { fallback, started: false };
      viewers.set(viewer, state);
      const c = current;
      if (c?.kept.length) {
        state.started = true;
        c.kept.forEach((data, i) => send(viewer, data, i ? undefined : c.message));
      }
      if (!running) void loop();
      return () => {
        viewers.delete(viewer);
        if (!viewers.size) stream?.destroy();
      };
    },
    screen: () => info,
  };
}
