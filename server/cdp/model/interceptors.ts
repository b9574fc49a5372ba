/**
 * Who intercepts requests (CDP Fetch.enable): one entry per client session, read by a backend
 * when a request pauses so each session sees only what its patterns ask for, and a request
 * nobody asked for is let through at once.
 */
import type { CdpEvent } from './cdp-events';

/** One CDP Fetch.RequestPattern. */
export interface FetchPattern {
  urlPattern?: string;
  resourceType?: string;
  requestStage?: 'Request' | 'Response';
}

/** A session's Fetch.enable. */
export interface Interceptor {
  pageId: string;
  patterns: FetchPattern[];
  handleAuthRequests: boolean;
  /** Sends a Fetch event to the session that enabled interception. */
  deliver(method: Extract<CdpEvent, `Fetch.${string}`>, params: object): void;
}

/** The stage a request is paused at. */
export type PauseStage = 'Request' | 'Response';

/** CDP's urlPattern: `*` any run, `?` one character, backslash escapes. */
export function urlPatternMatches(pattern: string | undefined, url: string): boolean {
  if (pattern === undefined || pattern === '*') return true;
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\' && i + 1 < pattern.length) re += pattern[++i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (ch === '*') re += '.*';
    else if (ch === '?') re += '.';
    else re += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 's').test(url);
}

/** The interceptors of every connection, keyed by the session that enabled them. */
export class Interceptors {
  private readonly byOwner = new Map<object, Interceptor>();

  set(owner: object, interceptor: Interceptor): void {
    this.byOwner.set(owner, interceptor);
  }

  /** Forgets an owner's interceptor; returns its page when there was one. */
  delete(owner: object): string | undefined {
    const known = this.byOwner.get(owner);
    this.byOwner.delete(owner);
    return known?.pageId;
  }

  /** Whether this interceptor is still enabled. */
  has(interceptor: Interceptor): boolean {
    return [...this.byOwner.values()].includes(interceptor);
  }

  /** Interceptors of a page whose patterns admit this request at this stage. */
  matching(pageId: string, url: string, resourceType: string, stage: PauseStage): Interceptor[] {
    return [...this.byOwner.values()].filter(
      (i) =>
        i.pageId === pageId &&
        i.patterns.some(
          (p) => (p.requestStage ?? 'Request') === stage && urlPatternMatches(p.urlPattern, url) && (!p.resourceType || p.resourceType === resourceType),
        ),
    );
  }

  /** Interceptors of a page that answer HTTP authentication challenges. */
  authHandlers(pageId: string): Interceptor[] {
    return [...this.byOwner.values()].filter((i) => i.pageId === pageId && i.handleAuthRequests);
  }

  /** The stages a page needs paused. */
  stagesOf(pageId: string): Set<PauseStage> {
    const stages = new Set<PauseStage>();
    for (const i of this.byOwner.values()) if (i.pageId === pageId) for (const p of i.patterns) stages.add(p.requestStage ?? 'Request');
    return stages;
  }
}
