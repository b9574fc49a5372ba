/**
 * Hash routing by hand: `#/history/ext_1?status=failed`. Hash routes work the same from the server,
 * from Electron and from a file, and need no server-side knowledge of the console's pages.
 */
import { useMemo, useSyncExternalStore } from 'react';

/** The current location inside the console. */
export interface Route {
  /** Path segments, e.g. ['history', 'ext_1']. */
  segments: string[];
  query: URLSearchParams;
}

function parse(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/history';
  const [p, q = ''] = raw.split('?', 2);
  return { segments: p.split('/').filter(Boolean).map(decodeURIComponent), query: new URLSearchParams(q) };
}

// Told of a navigation at once: the browser's hashchange comes a task later, and an action taken in between (a second
// filter picked straight after "Clear filters") would start from the page as it was before.
const navigated = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  navigated.add(onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    navigated.delete(onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

/** The current route, updated on navigation. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return useMemo(() => parse(hash), [hash]);
}

/** An href for a console path, e.g. href('/history', {status: 'failed'}). */
export function href(path: string, query?: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v) q.set(k, v);
  const qs = q.toString();
  return `#${path}${qs ? `?${qs}` : ''}`;
}

/** Goes to a console path. */
export function navigate(path: string, query?: Record<string, string | undefined>): void {
  window.location.hash = href(path, query);
  for (const onChange of navigated) onChange();
}
