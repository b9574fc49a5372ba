/**
 * A device's logcat as an SSE source (http/sse.ts): the stream is opened first, so a device that
 * refuses answers an HTTP error; lines that come before the client subscribes are held, then each
 * line is a `line` event; the stream ends when the device ends it or the client goes.
 */
import type { LogcatLine, LogcatQuery } from '../../contract/mobile';
import type { SseEvent, SseSource } from '../../http/sse';
import type { DeviceAccess, DeviceService } from './device.service';

/** Opens logcat on the session's device and returns it as an event source. */
export async function logcatEvents(device: DeviceService, a: DeviceAccess, q: LogcatQuery): Promise<SseSource> {
  let id = 0;
  let held: SseEvent[] = [];
  let listener: { event(e: SseEvent): void; end(): void } | undefined;
  let ended = false;
  const log = await device.logcat(a, q, (line: LogcatLine) => {
    const e = { id: ++id, event: 'line', data: line };
    if (listener) listener.event(e);
    else held.push(e);
  });
  void log.ended.then(() => {
    ended = true;
    listener?.end();
  });
  return {
    replay: () => {
      const out = held;
      held = [];
      return out;
    },
    subscribe(l) {
      listener = l;
      if (ended) l.end();
      return () => {
        listener = undefined;
        log.stop();
      };
    },
  };
}
