/**
 * When a loaded page is ready to read: DOMContentLoaded, then a short network quiet with a cap —
 * not `load`, which waits for every third-party script, image and tracker. A page whose
 * DOMContentLoaded never comes (a script or stylesheet from a host that hangs stops the parser) is
 * read as the document was served, once it has arrived, and the read says the wait was cut.
 */
import type { DialState } from '../../net/egress-proxy';
import type { PageTarget } from './page-target';

/** How long the network must be quiet after DOMContentLoaded, and the most we wait for it. */
export const QUIET_MS = 250;
export const QUIET_CAP_MS = 1000;
/** How long DOMContentLoaded may lag behind the arrival of the document before the page is read as rendered. */
export const PARSE_CAP_MS = 1000;
/**
 * How long a page whose document has downloaded may make no network progress (no request starting or
 * ending) before DOMContentLoaded: its whole text is then in, and what stops the parser is a script or
 * stylesheet that does not answer (from a host that may never answer — unreachable ones hang until
 * their DNS or connect timeout). Slow hosts that still answer keep the page waiting, up to PARSE_CAP_MS.
 */
export const STALLED_MS = 250;

/**
 * How long a request may wait for its host before it is held: neither in flight for the quiet wait nor progress for the
 * stall watch. A host that answers does within it. One that does not (its name never resolves, its port drops packets)
 * can hang a request for seconds, and while the browser's connections to the proxy are taken by such dials (it opens
 * 32 at most), the page's next requests wait in the browser without reaching the proxy at all.
 */
export const DIAL_HELD_MS = 150;
/** How long a page whose every request in flight is held (and that has downloaded) may make no progress before it is read. */
export const HELD_STALL_MS = 100;

/** A page's requests in flight (every frame's), for the quiet wait and the stall watch. */
export interface RequestTracker {
  /** Requests in flight, held ones left out. */
  inFlight: () => number;
  /** Whether a held request is in flight. */
  held: () => boolean;
  /** The last progress: a request starting or ending that was not held. */
  lastChange: () => number;
  stop: () => void;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/**
 * Tracks the page's requests. With `dialState` (a page behind the egress proxy), a request is held once DIAL_HELD_MS
 * passed and its host's dial is still waiting, its host's last dial failed, or the request has not been written to the
 * network: its host was never dialed, or it answers but every connection the browser keeps to the proxy (32 at most)
 * is taken by dials that hang, so the request waits in the browser for one. Its start and end are then no progress.
 */
export function trackRequests(target: PageTarget, dialState?: (host: string) => DialState): RequestTracker {
  const open = new Map<string, { id: string; host: string; at: number }>();
  // Requests written to the network (CDP tells it before or after their requestWillBeSent).
  const written = new Set<string>();
  let ended = performance.now();
  const isHeld = (r: { id: string; host: string; at: number }, now: number) => {
    if (!dialState) return false;
    const state = dialState(r.host);
    if (state === 'failed') return true;
    if (state === 'answered' && written.has(r.id)) return false;
    return (typeof state === 'number' ? state : r.at) <= now - DIAL_HELD_MS;
  };
  // A redirect is the same request going on.
  const add = (e: { requestId: string; redirectResponse?: unknown; request: { url: string } }) => {
    if (e.redirectResponse) return;
    open.set(e.requestId, { id: e.requestId, host: hostOf(e.request.url), at: performance.now() });
  };
  const sent = (e: { requestId: string }) => void written.add(e.requestId);
  const done = (e: { requestId: string }) => {
    const r = open.get(e.requestId);
    if (!r) return;
    open.delete(e.requestId);
    const now = performance.now();
    if (!isHeld(r, now)) ended = now;
    written.delete(e.requestId);
  };
  target.events.on('request', add);
  target.events.on('sent', sent);
  target.events.on('settled', done);
  const unheld = () => {
    const now = performance.now();
    return [...open.values()].filter((r) => !isHeld(r, now));
  };
  return {
    inFlight: () => unheld().length,
    held: () => open.size > unheld().length,
    lastChange: () => Math.max(ended, ...unheld().map((r) => r.at)),
    stop: () => {
      target.events.off('request', add);
      target.events.off('sent', sent);
      target.events.off('settled', done);
    },
  };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
// The longest a stall watch sleeps between looks at the page's progress.
const CHECK_MS = 50;

// A page with nothing in flight at DOMContentLoaded and nothing starting right after it is already quiet.
const IDLE_AT_START_MS = 15;

/** Waits for a short network quiet (nothing in flight for QUIET_MS, or nothing at all from the start), at most QUIET_CAP_MS or until `deadline`. */
export async function networkQuiet(tracker: RequestTracker, deadline: number): Promise<void> {
  const start = performance.now();
  const changedAtStart = tracker.lastChange();
  const cap = Math.min(deadline, start + QUIET_CAP_MS);
  for (let now = start; now < cap; now = performance.now()) {
    const busy = tracker.inFlight() > 0;
    // Woken when the quiet would be long enough; while requests run, checked again every IDLE_AT_START_MS.
    const quietAt = tracker.lastChange() === changedAtStart ? start + IDLE_AT_START_MS : tracker.lastChange() + QUIET_MS;
    if (!busy && now >= quietAt) return;
    await tick(Math.min(busy ? IDLE_AT_START_MS : quietAt - now, cap - now));
  }
}

/** True once the parser has reached the end of the document (readyState past "loading"). */
export async function parsedFully(target: PageTarget): Promise<boolean> {
  try {
    return await target.evaluate<boolean>("document.readyState !== 'loading'");
  } catch {
    return false;
  }
}

/**
 * Resolves when a navigation that has not finished waiting should be read as it is: the document
 * arrived (`arrivedAt` set) `parseCapMs` ago, the network has made no progress since the document
 * downloaded (`stalledSince`) for STALLED_MS — HELD_STALL_MS when `onlyHeld` says every request in flight is held by a
 * silent host — or `cutAt` has come. Never resolves before the
 * document arrives; `stop()` ends the watch.
 */
export function parseStall(
  arrivedAt: () => number | undefined,
  cutAt: number,
  parseCapMs: number,
  stalledSince: () => number | undefined = () => undefined,
  onlyHeld: () => boolean = () => false,
): { stalled: Promise<void>; stop: () => void } {
  let stopped = false;
  // An explicit wait (`load`, `networkIdle`: no parse cap) is waited for even on a stalled page.
  const stalledCap = parseCapMs === Infinity ? Infinity : Math.min(parseCapMs, STALLED_MS);
  const heldCap = parseCapMs === Infinity ? Infinity : Math.min(parseCapMs, HELD_STALL_MS);
  const stalled = new Promise<void>((resolve) => {
    // Woken when the earliest reason would be due (network progress moves the stall's, so at least every CHECK_MS), not
    // on a coarse beat that would read every stalled page up to a beat late.
    let wait = CHECK_MS;
    const check = async () => {
      while (!stopped) {
        await tick(wait);
        const at = arrivedAt();
        const since = stalledSince();
        const now = performance.now();
        const stalledFor = onlyHeld() ? heldCap : stalledCap;
        const dueAt = Math.min(cutAt, at === undefined ? Infinity : at + parseCapMs, since === undefined ? Infinity : since + stalledFor);
        if (!stopped && now >= dueAt && at !== undefined) return resolve();
        // Due before the document arrived (a cut that waits for it): looked at again on the beat.
        wait = now >= dueAt ? CHECK_MS : Math.min(CHECK_MS, Math.ceil(dueAt - now));
      }
    };
    void check();
  });
  return { stalled, stop: () => void (stopped = true) };
}
