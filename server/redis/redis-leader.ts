/**
 * One holder at a time across processes: a Redis key with an expiry that its holder renews. The
 * monitor scheduler ticks only while it holds it; a holder that dies lets it expire to another.
 */
import type { RedisLink } from './redis-link';

// KEYS[1] lock; ARGV: owner, ttl ms. 1 when the owner holds it (renewed or newly taken).
const HOLD = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0
`;

/** Resolves true while `owner` holds the lock `name`; false (not a throw) when Redis is unreachable. */
export function createRedisLeader(redis: RedisLink, name: string, owner: string, ttlMs: number): () => Promise<boolean> {
  return async () => {
    try {
      return (await redis.commands.eval(HOLD, 1, redis.key(`leader:${name}`), owner, ttlMs)) === 1;
    } catch {
      return false;
    }
  };
}
