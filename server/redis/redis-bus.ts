/**
 * Messages between processes over Redis pub/sub: what one process publishes, every subscribed
 * process hears (task wake-ups, transcript events). Delivery is best effort; every listener also
 * has a durable fallback (the database) for what it misses while Redis is down.
 */
import type { RedisLink } from './redis-link';

/** Publish and subscribe across processes. */
export interface Bus {
  publish(channel: string, message: string): void;
  /** Returns the unsubscribe. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
}

/** Creates the bus over `redis`. */
export function createRedisBus(redis: RedisLink): Bus {
  const listeners = new Map<string, Set<(message: string) => void>>();
  redis.subscriber.on('message', (channel: string, message: string) => {
    for (const l of listeners.get(channel) ?? []) l(message);
  });
  return {
    publish(channel, message) {
      // A lost wake-up is made good by the next poll; a failed publish must not fail the request.
      redis.commands.publish(redis.key(channel), message).catch(() => undefined);
    },
    subscribe(channel, listener) {
      const full = redis.key(channel);
      let set = listeners.get(full);
      if (!set) {
        set = new Set();
        listeners.set(full, set);
        void redis.subscriber.subscribe(full).catch(() => undefined);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(full);
          void redis.subscriber.unsubscribe(full).catch(() => undefined);
        }
      };
    },
  };
}
