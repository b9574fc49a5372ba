/**
 * Token buckets on Redis: one bucket per key for every API process, updated in one Lua script so
 * concurrent requests through different processes never both take the last token.
 */
import { refused, type BucketRule, type RateLimiter } from '../http/rate-limit';
import type { RedisLink } from './redis-link';

// KEYS[1] bucket; ARGV: now ms, per second, burst, cost. Returns {allowed 0/1, tokens ×1000}.
const TAKE = `
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local now = tonumber(ARGV[1]); local rate = tonumber(ARGV[2]); local burst = tonumber(ARGV[3]); local cost = tonumber(ARGV[4])
local tokens = tonumber(b[1]) or burst
local at = tonumber(b[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local allowed = 0
if tokens >= 1 then tokens = tokens - cost; allowed = 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return {allowed, math.floor(tokens * 1000)}
`;

/** Creates a limiter shared by every process on `redis`, its buckets under `name`; `perSecond` 0 turns it off. */
export function createRedisRateLimiter(redis: RedisLink, name: string, rule: BucketRule): RateLimiter {
  return {
    async take(key, cost = 1) {
      if (rule.perSecond <= 0) return;
      const [allowed, milliTokens] = (await redis.commands.eval(TAKE, 1, redis.key(`${name}:${key}`), Date.now(), rule.perSecond, rule.burst, cost)) as [
        number,
        number,
      ];
      if (allowed === 1) return;
      throw refused(rule, 1 - milliTokens / 1000);
    },
  };
}
