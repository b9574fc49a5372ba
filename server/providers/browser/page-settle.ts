/**
 * When a loaded page is ready to read: DOMContentLoaded, then a short network quiet with a cap —
 * not `load`, which waits for every third-party script, image and tracker. A page whose
 * DOMContentLoaded never comes (a script or stylesheet from a host that hangs stops the parser) is
 * read as the document was served, once it has arrived, and the read says the wait was cut.
 */
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

/** Counts the page's requests in flight (every frame's), for the quiet wait. */
export function trackRequests(target: PageTarget): { inFlight: () => number; lastChange: () => number; stop: () => void } {
  const open = new Set<string>();
  let changed = performance.now();
  // A redirect is the same request going on.
  const add = (e: { requestId: string; redirectResponse?: unknown }) => {
    if (e.redirectResponse) return;
    open.add(e.requestId);
    changed = performance.now();
  };
  const done = (e: { requestId: string }) => {
    if (open.delete(e.requestId)) changed = performance.now();
  };
  target.events.on('request', add);
  target.events.on('settled', done);
  return {
    inFlight: () => open.size,
    lastChange: () => changed,
    stop: () => {
      target.events.off('request', add);
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
export async function networkQuiet(tracker: ReturnType<typeof trackRequests>, deadline: number): Promise<void> {
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
 * downloaded (`stalledSince`) for STALLED_MS, or `cutAt` has come. Never resolves before the
 * document arrives; `stop()` ends the watch.
 */
export function parseStall(
  arrivedAt: () => number | undefined,
  cutAt: number,
  parseCapMs: number,
  stalledSince: () => number | undefined = () => undefined,
): { stalled: Promise<void>; stop: () => void } {
  let stopped = false;
  // An explicit wait (`load`, `networkIdle`: no parse cap) is waited for even on a stalled page.
  const stalledCap = parseCapMs === Infinity ? Infinity : Math.min(parseCapMs, STALLED_MS);
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
        const dueAt = Math.min(cutAt, at === undefined ? Infinity : at + parseCapMs, since === undefined ? Infinity : since + stalledCap);
        if (!stopped && now >= dueAt && at !== undefined) return resolve();
        // Due before the document arrived (a cut that waits for it): looked at again on the beat.
        wait = now >= dueAt ? CHECK_MS : Math.min(CHECK_MS, Math.ceil(dueAt - now));
      }
    };
    void check();
  });
  return { stalled, stop: () => void (stopped = true) };
}
