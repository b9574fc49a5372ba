/**
 * The Redis connections of a process: one for commands, which fail at once while Redis is down
 * (a request gets a clear 503, not a hang), and one for subscriptions, which ioredis re-subscribes
 * after a reconnect. Loaded only when PLUCK_REDIS_URL is set.
 */
import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/** How often a Redis outage is logged while it lasts, ms. */
const OUTAGE_LOG_MS = 10_000;

/** A process's Redis. */
export interface RedisLink {
  commands: Redis;
  subscriber: Redis;
  /** Every key and channel starts with this and a colon. */
  key(name: string): string;
  close(): Promise<void>;
}

/** Connects to `url`; resolves once the command connection is ready (start fails clearly when Redis is unreachable). */
export async function openRedis(url: string, prefix: string, log: Logger): Promise<RedisLink> {
  let loggedAt = 0;
  const onError = (err: Error) => {
    if (Date.now() - loggedAt < OUTAGE_LOG_MS) return;
    loggedAt = Date.now();
    log.error({ err: { message: err.message } }, `Redis at ${new URL(url).host} is unreachable; retrying`);
  };
  const retryStrategy = (times: number) => Math.min(2000, 100 * times);
  const commands = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  const subscriber = new Redis(url, { lazyConnect: true, retryStrategy, maxRetriesPerRequest: null });
  commands.on('error', onError);
  subscriber.on('error', onError);
  commands.on('ready', () => {
    if (loggedAt) log.info({}, 'Redis is reachable again');
    loggedAt = 0;
  });
  try {
    await commands.connect();
    await subscriber.connect();
  } catch (err) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`PLUCK_REDIS_URL: cannot connect to Redis at ${new URL(url).host}: ${(err as Error).message}`);
  }
  return {
    commands,
    subscriber,
    key: (name) => `${prefix}:${name}`,
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
