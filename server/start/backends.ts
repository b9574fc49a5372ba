/**
 * What a process shares with the others of its deployment: the database and its stores, Redis when
 * configured, and the queue's dispatch (the database's own, or BullMQ's over PostgreSQL).
 */
import type { Logger } from '../logger';
import { openDatabase, storesOn, type Stores } from '../db/open-stores';
import type { ServerOptions } from '../options';
import { announceEnqueues, TASKS_QUEUED_CHANNEL } from '../queue/queued-signal';
import type { TaskDispatch } from '../queue/task-dispatch';
import type { RedisServices } from '../redis/redis-services';

/** The deployment's shared state, and what releases it (run in order). */
export interface Backends {
  stores: Stores;
  redis?: RedisServices;
  dispatch: TaskDispatch;
  closers: (() => Promise<void> | void)[];
}

/** Opens the database, Redis and the dispatch `options` select; `owner` names this process's task leases. */
export async function openBackends(options: ServerOptions, owner: string, leaseMs: number, log: Logger): Promise<Backends> {
  const stores = storesOn(await openDatabase(options, log), owner, leaseMs);
  const closers: Backends['closers'] = [() => stores.close()];
  try {
    if (!options.redisUrl) return { stores, dispatch: stores.dispatch, closers };
    // Loaded only when configured (require: the server is CommonJS).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { openRedisServices } = require('../redis/redis-services') as typeof import('../redis/redis-services');
    const redis = await openRedisServices({ ...options, redisUrl: options.redisUrl }, owner, log);
    closers.unshift(() => redis.close());
    let dispatch = stores.dispatch;
    // BullMQ dispatches for processes sharing PostgreSQL; one SQLite process claims from its own file.
    if (options.databaseUrl) {
      const bullmq = redis.dispatchOn(stores.ledger);
      closers.unshift(() => bullmq.close());
      dispatch = bullmq;
    }
    return { stores, redis, dispatch: announceEnqueues(dispatch, () => redis.bus.publish(TASKS_QUEUED_CHANNEL, '')), closers };
  } catch (err) {
    for (const c of closers) await c();
    throw err;
  }
}
