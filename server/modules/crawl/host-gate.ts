/**
 * Politeness per host in this process: at most `cap` reads of one host at a time, and with a
 * robots.txt Crawl-delay one read at a time, started that many seconds apart.
 */

/** Waits for a host's turn; the returned function gives it back. Rejects when `signal` aborts. */
export type HostGate = (host: string, delaySeconds: number | undefined, signal: AbortSignal) => Promise<() => void>;

interface HostState {
  active: number;
  /** Readers still waiting for their turn (woken ones included until they look again). */
  waiting: number;
  /** Epoch ms before which the next read may not start (Crawl-delay). */
  nextAt: number;
  /** Wakes the waiting readers, each to look again. */
  wakers: Set<() => void>;
}

/** Creates a gate allowing `cap` concurrent reads per host. */
export function createHostGate(cap: number): HostGate {
  const hosts = new Map<string, HostState>();
  return async (host, delaySeconds, signal) => {
    let s = hosts.get(host);
    if (!s) hosts.set(host, (s = { active: 0, waiting: 0, nextAt: 0, wakers: new Set() }));
    const state = s;
    const limit = delaySeconds ? 1 : cap;
    state.waiting++;
    try {
      for (;;) {
        signal.throwIfAborted();
        const wait = state.active >= limit ? undefined : state.nextAt - Date.now();
        if (wait !== undefined && wait <= 0) break;
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            state.wakers.delete(done);
            signal.removeEventListener('abort', done);
            resolve();
          };
          const timer = wait === undefined ? undefined : setTimeout(done, wait);
          state.wakers.add(done);
          signal.addEventListener('abort', done, { once: true });
        });
      }
    } finally {
      state.waiting--;
    }
    state.active++;
    if (delaySeconds) state.nextAt = Date.now() + delaySeconds * 1000;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active--;
      for (const w of [...state.wakers]) w();
      // Forgotten only when no reader holds or awaits it and no Crawl-delay is still running.
      if (state.active === 0 && state.waiting === 0 && state.nextAt <= Date.now()) hosts.delete(host);
    };
  };
}
