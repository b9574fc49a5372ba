/**
 * Which URLs a crawl takes: the hosts it allows (the start URL's, its subdomains, or any), the
 * include/exclude path patterns (RE2 via re2js: user patterns run in linear time, as user schemas'
 * do in engine/validate/safe-ajv.ts) and the trap guards: a path segment repeated over and over,
 * and a calendar walked from one date to the next.
 */
import { RE2JS } from 're2js';
import { AppError } from '../../contract/errors';
import type { CrawlRequest } from '../../contract/crawl';

/** What decides whether a found URL is taken. */
export interface CrawlScope {
  /** Whether `url` (normalised) is within the hosts and paths the crawl allows. */
  allows(url: string): boolean;
}

type Rules = Pick<CrawlRequest, 'include_paths' | 'exclude_paths' | 'allow_subdomains' | 'allow_external'>;

/** Compiles the path patterns; 400 naming the pattern that is not a valid RE2 expression. */
function compile(patterns: string[] | undefined, field: string): RE2JS[] {
  return (patterns ?? []).map((p, i) => {
    try {
      return RE2JS.compile(p);
    } catch (err) {
      throw new AppError('invalid_request', `${field}[${i}] is not a valid regular expression: ${(err as Error).message}`, {
        details: { field: `${field}[${i}]` },
      });
    }
  });
}

/** Checks a request's patterns (400 on a bad one) without building a scope. */
export function checkScope(req: Rules): void {
  compile(req.include_paths, 'include_paths');
  compile(req.exclude_paths, 'exclude_paths');
}

/** The scope of a crawl from `start` (normalised). */
export function crawlScope(start: string, req: Rules): CrawlScope {
  const include = compile(req.include_paths, 'include_paths');
  const exclude = compile(req.exclude_paths, 'exclude_paths');
  const home = new URL(start).hostname.replace(/^www\./, '');
  const hostAllowed = (host: string) => {
    if (req.allow_external) return true;
    const bare = host.replace(/^www\./, '');
    return bare === home || (!!req.allow_subdomains && bare.endsWith(`.${home}`));
  };
  return {
    allows(url) {
      if (url === start) return true;
      const u = new URL(url);
      if (!hostAllowed(u.hostname)) return false;
      const path = u.pathname + u.search;
      if (include.length && !include.some((re) => re.matcher(path).find())) return false;
      return !exclude.some((re) => re.matcher(path).find());
    },
  };
}

// A path that ends in a date: /2026/01, /2026/01/31, /2026-01-31, /calendar?month=2026-01.
const DATE_TAIL = /(?:\/\d{4}[/-]\d{1,2}(?:[/-]\d{1,2})?\/?$)|[?&](?:date|month|day|year|week)=/i;
// A segment seen this many times in one path makes it a loop (/a/b/a/b/a/b).
const MAX_SEGMENT_REPEATS = 3;

/**
 * Whether following `url` from the page at `from` walks into a trap: a segment repeated
 * MAX_SEGMENT_REPEATS times, or a date page reached from a date page (one step into a calendar is
 * taken, its "next month" links are not). Session ids are removed by the normaliser instead.
 */
export function isTrap(url: string, from: string): boolean {
  const u = new URL(url);
  const counts = new Map<string, number>();
  for (const seg of u.pathname.split('/').filter(Boolean)) {
    const n = (counts.get(seg) ?? 0) + 1;
    if (n >= MAX_SEGMENT_REPEATS) return true;
    counts.set(seg, n);
  }
  const f = new URL(from);
  return DATE_TAIL.test(u.pathname + u.search) && DATE_TAIL.test(f.pathname + f.search);
}
