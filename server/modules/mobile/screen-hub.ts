/**
 * One live screen per session, shared by its viewers (DESIGN.md §11): frames are taken from the
 * device one after another while anybody looks and fanned out to every viewer; a viewer that cannot
 * keep up skips frames instead of queueing them (so what it sees stays current), and the device
 * stream stops when the last viewer leaves.
 */
import type { ScreenInfo, ScreenMessage } from '../../contract/mobile';

/** One viewer of a screen. */
export interface Viewer {
  /** Sends a frame (a PNG, or an H.264 access unit). Called with `screen` when the size, rotation or coding changed. */
  frame(data: Buffer, screen: ScreenMessage | undefined): void;
  /** Bytes of earlier frames still on their way (a PNG viewer with any skips the frame; see video-hub.ts for video). */
  queued(): number;
  /** The stream ended (the session ended, the device failed). */
  end(reason: string): void;
}

/** The size and rotation of a PNG, from its IHDR chunk. */
export function pngScreen(png: Buffer): ScreenInfo {
  if (png.length < 24 || png.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('the device sent a frame that is not a PNG');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  return { width, height, rotation: width > height ? 90 : 0 };
}

/** What a hub reads from its device. */
export interface ScreenSource {
  capture(): Promise<Buffer>;
  /** Rejects (with the reason) when the session can no longer be shown; checked every `checkMs`. */
  check(): Promise<void>;
}

/** A live screen. */
export interface ScreenHub {
  /** Adds a viewer; returns its leave function. */
  join(viewer: Viewer): () => void;
  /** The last frame's size, when a frame was taken. */
  screen(): ScreenInfo | undefined;
  /** Frames taken since the hub started. */
  frames(): number;
}

/** Starts a hub; `onIdle` is called when its last viewer left and the device stream stopped. */
export function createScreenHub(source: ScreenSource, onIdle: () => void, checkMs = 1000): ScreenHub {
  const viewers = new Set<Viewer>();
  const sent = new WeakMap<Viewer, ScreenInfo>();
  let last: ScreenInfo | undefined;
  let count = 0;
  let running = false;

  const endAll = (reason: string) => {
    for (const v of viewers) v.end(reason);
    viewers.clear();
  };

  async function loop(): Promise<void> {
    running = true;
    let checked = Date.now();
    // The next frame is asked for before this one is sent: the device works while frames travel.
    let next: Promise<Buffer> | undefined = source.capture();
    try {
      while (viewers.size && next) {
        if (Date.now() - checked >= checkMs) {
          await source.check();
          checked = Date.now();
        }
        const png = await next;
        next = viewers.size ? source.capture() : undefined;
        const info = pngScreen(png);
        last = info;
        count++;
        for (const v of viewers) {
          if (v.queued()) continue;
          const before = sent.get(v);
          const changed = !before || before.width !== info.width || before.height !== info.height;
          if (changed) sent.set(v, info);
          v.frame(png, changed ? { ...info, format: 'png' } : undefined);
        }
      }
    } catch (err) {
      endAll((err as Error).message);
    } finally {
      // A frame asked for when the last viewer left (or the stream failed) is not wanted.
      next?.catch(() => undefined);
      running = false;
      onIdle();
    }
  }

  return {
    join(viewer) {
      viewers.add(viewer);
      if (!running) void loop();
      return () => {
        viewers.delete(viewer);
      };
    },
    screen: () => last,
    frames: () => count,
  };
}
