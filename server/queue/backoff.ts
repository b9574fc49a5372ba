/**
 * Delay before an async retry: exponential in the attempt with "equal jitter" (half fixed, half
 * random) so tasks that failed together do not retry together.
 */

/** Retry classes that the queue retries. */
export type RetryableClass = 'immediate' | 'backoff';

/** Longest delay between two attempts of an extraction task. */
export const MAX_RETRY_DELAY_MS = 5 * 60_000;

/**
 * Milliseconds to wait before the next attempt after `attempt` (1-based) failed.
 * `immediate` failures (a crashed browser, a 5xx) wait a short jittered moment, `backoff` ones
 * (timeouts, rate limits, unreachable hosts) double the base each attempt. `maxMs` caps one delay:
 * minutes for extractions, an hour or more for work retried over hours (webhook deliveries).
 */
export function retryDelayMs(
  retryClass: RetryableClass,
  attempt: number,
  baseMs: number,
  random: () => number = Math.random,
  maxMs = MAX_RETRY_DELAY_MS,
): number {
  const raw = retryClass === 'immediate' ? baseMs / 4 : baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(raw, maxMs);
  return Math.round(capped / 2 + random() * (capped / 2));
}
