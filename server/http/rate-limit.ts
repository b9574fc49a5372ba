/**
 * Token buckets: per key (requests) and per client address (failed authentications). In memory,
 * limits are per server process (`redis/redis-rate-limit.ts` shares them across processes).
 */
import { AppError } from '../contract/errors';

/** Takes `cost` tokens (1 unless told) for a key, or throws 429 rate_limited with Retry-After; cost 0 only checks. */
export interface RateLimiter {
  take(key: string, cost?: number): void | Promise<void>;
}

/** What a bucket refills and holds, and how its refusal reads. */
export interface BucketRule {
  perSecond: number;
  burst: number;
  /** The message of the 429, e.g. "Rate limit exceeded: 50 requests/second per key". */
  refusal: string;
}

/** The rule of the per-key request limiter. */
export function requestRule(perSecond: number, burst: number): BucketRule {
  return { perSecond, burst, refusal: `Rate limit exceeded: ${perSecond} requests/second per key` };
}

/** The rule of the per-address failed-authentication limiter. */
export function authFailureRule(perMinute: number): BucketRule {
  return { perSecond: perMinute / 60, burst: perMinute, refusal: `Too many failed authentications from this address (${perMinute} a minute)` };
}

/** The 429 of a bucket lacking `missing` tokens. */
export function refused(rule: BucketRule, missing: number): AppError {
  return new AppError('rate_limited', rule.refusal, { retryAfter: Math.max(1, Math.ceil(missing / rule.perSecond)) });
}

/** Creates a limiter; `perSecond` 0 turns it off. */
export function createRateLimiter(rule: BucketRule): RateLimiter {
  const { perSecond, burst } = rule;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string, cost = 1): void {
      if (perSecond <= 0) return;
      const now = Date.now();
      const b = buckets.get(key) ?? { tokens: burst, at: now };
      b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
      b.at = now;
      if (b.tokens >= burst) buckets.delete(key);
      if (b.tokens < 1) {
        buckets.set(key, b);
        throw refused(rule, 1 - b.tokens);
      }
      b.tokens -= cost;
      if (b.tokens < burst) buckets.set(key, b);
    },
  };
}
