/**
 * Per-key token bucket. In memory: limits are per server process (`redis/redis-rate-limit.ts`
 * shares them across processes).
 */
import { AppError } from '../contract/errors';

/** Takes one token for a key, or throws 429 rate_limited with Retry-After. */
export interface RateLimiter {
  take(key: string): void | Promise<void>;
}

/** Creates a limiter; `perSecond` 0 turns it off. */
export function createRateLimiter(perSecond: number, burst: number): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one token for `key`, or throws 429 rate_limited with Retry-After. */
    take(key: string): void {
      if (perSecond <= 0) return;
      const now = Date.now();
      const b = buckets.get(key) ?? { tokens: burst, at: now };
      b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
      b.at = now;
      if (b.tokens < 1) {
        buckets.set(key, b);
        const wait = Math.max(1, Math.ceil((1 - b.tokens) / perSecond));
        throw new AppError('rate_limited', `Rate limit exceeded: ${perSecond} requests/second per key`, {
          retryAfter: wait,
        });
      }
      b.tokens -= 1;
      buckets.set(key, b);
    },
  };
}
