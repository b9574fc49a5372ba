/**
 * The console's one API client and the hooks that read through it. No fetch anywhere else: every
 * call goes through `createClient` from server/client, the same client the CLI and tests use.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { AppError, createClient, type PluckClient } from '../../server/client/index';

declare global {
  interface Window {
    /** Set by the Electron preload: the per-launch token of the embedded server. */
    pluck?: { apiToken?: string };
  }
}

const KEY_STORAGE = 'pluck.apiKey';

/** The key to start with: Electron's per-launch token, else one kept from this browser session. */
export function initialApiKey(): string | null {
  return window.pluck?.apiToken ?? sessionStorage.getItem(KEY_STORAGE);
}

/** Keeps (or forgets, with null) the key for this browser session only. */
export function rememberApiKey(key: string | null): void {
  if (key === null) sessionStorage.removeItem(KEY_STORAGE);
  else sessionStorage.setItem(KEY_STORAGE, key);
}

/** A client for the server that served this page. */
export function clientFor(apiKey?: string): PluckClient {
  return createClient({ baseUrl: window.location.origin, apiKey });
}

/** What the signed-in part of the console shares. */
export interface Session {
  client: PluckClient;
  signOut(): void;
}

/** The signed-in session; provided by App. */
export const SessionContext = createContext<Session | null>(null);

/** The signed-in session's client. */
export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside a signed-in console');
  return s;
}

/** The state of a read. */
export interface Query<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/**
 * Reads through the client, again whenever `deps` change, and every `refreshMs` while the tab is
 * visible (the console's live updates). A 401 signs the operator out: the key is no longer valid.
 */
export function useQuery<T>(fn: (c: PluckClient) => Promise<T>, deps: unknown[], refreshMs?: number): Query<T> {
  const { client, signOut } = useSession();
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [tick, setTick] = useState(0);
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const depsKey = JSON.stringify(deps);

  // A change of deps is a new question: forget the old answer so it is never shown for the new one.
  useEffect(() => setState({ loading: true }), [depsKey]);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState((s) => ({ ...s, loading: true }));
    fnRef
      .current(client)
      .then(
        (data) => live && setState({ data, loading: false }),
        (error) => {
          if (!live) return;
          if (error instanceof AppError && error.code === 'unauthorized') signOut();
          setState((s) => ({ data: s.data, error, loading: false }));
        },
      )
      .finally(() => {
        if (live && refreshMs) timer = setTimeout(() => !document.hidden && setTick((t) => t + 1), refreshMs);
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, depsKey, tick, refreshMs, signOut]);

  useEffect(() => {
    if (!refreshMs) return;
    const onVisible = () => !document.hidden && setTick((t) => t + 1);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshMs]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** A write: run it, see it running, its result or its error. */
export function useAction<A extends unknown[], T>(fn: (c: PluckClient, ...args: A) => Promise<T>) {
  const { client } = useSession();
  const [state, setState] = useState<{ running: boolean; result?: T; error?: unknown }>({ running: false });
  // fn is a fresh closure each render; the latest one runs, and `run` stays stable.
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const run = useCallback(
    async (...args: A): Promise<T | undefined> => {
      setState({ running: true });
      try {
        const result = await fnRef.current(client, ...args);
        setState({ running: false, result });
        return result;
      } catch (error) {
        setState({ running: false, error });
        return undefined;
      }
    },
    [client],
  );
  const reset = useCallback(() => setState({ running: false }), []);
  return { ...state, run, reset };
}
