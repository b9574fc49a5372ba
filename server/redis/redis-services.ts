/**
 * What a process shares with the others through Redis: the rate limiters, the monitor-tick
 * leadership and the message bus. Imported only when PLUCK_REDIS_URL is set.
 */
import type { Logger } from '../logger';
import { authFailureRule, requestRule, type RateLimiter } from '../http/rate-limit';
import type { TaskLedger } from '../queue/task-ledger';
import { createBullmqDispatch, type BullmqDispatch } from './bullmq-dispatch';
import { createRedisBus, type Bus } from './redis-bus';
import { createRedisLeader } from './redis-leader';
import { openRedis } from './redis-link';
import { createRedisRateLimiter } from './redis-rate-limit';

/** How long the scheduler's leadership outlives its last renewal (it renews every tick, once a second). */
const SCHEDULER_LEASE_MS = 5_000;

/** Redis-backed services of one process. */
export interface RedisServices {
  limiter: RateLimiter;
  /** Failed authentications per client address. */
  authFailures: RateLimiter;
  /** True while this process is the one monitor scheduler. */
  schedulerLeader: () => Promise<boolean>;
  bus: Bus;
  /** Task dispatch on BullMQ over the database's task state. */
  dispatchOn(ledger: TaskLedger): BullmqDispatch;
  close(): Promise<void>;
}

/** Connects and builds them. */
export async function openRedisServices(
  options: { redisUrl: string; redisPrefix: string; rateLimitPerSecond: number; rateLimitBurst: number; authFailuresPerMinute: number },
  owner: string,
  log: Logger,
): Promise<RedisServices> {
  const redis = await openRedis(options.redisUrl, options.redisPrefix, log);
  return {
    limiter: createRedisRateLimiter(redis, 'rate', requestRule(options.rateLimitPerSecond, options.rateLimitBurst)),
    authFailures: createRedisRateLimiter(redis, 'auth-failures', authFailureRule(options.authFailuresPerMinute)),
    schedulerLeader: createRedisLeader(redis, 'monitor-scheduler', owner, SCHEDULER_LEASE_MS),
    bus: createRedisBus(redis),
    dispatchOn: (ledger) => createBullmqDispatch(ledger, { url: options.redisUrl, prefix: options.redisPrefix, log }),
    close: () => redis.close(),
  };
}
