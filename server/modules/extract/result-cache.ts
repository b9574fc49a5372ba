/**
 * The result cache: repeats of the same URL, schema/prompt and options within the TTL are served
 * from memory. Per tenant, bounded, off when the TTL is 0.
 */
import crypto from 'node:crypto';
import type { ExtractJob, EngineResult } from '../../engine/types';

const MAX_ENTRIES = 1000;

/** The cache key of anything JSON can spell. */
export function cacheKey(parts: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Values by key with the time each was stored; bounded, the oldest entry leaves first. */
export function createTimedMemo<V>() {
  const entries = new Map<string, { at: number; value: V }>();
  return {
    /** The value stored under `key` no more than `maxAgeSeconds` ago. */
    get(key: string, maxAgeSeconds: number): V | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (Date.now() - e.at > maxAgeSeconds * 1000) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: Date.now(), value });
    },
  };
}

/** Creates a cache with entries living `ttlSeconds` (0 disables it). */
export function createResultCache(ttlSeconds: number) {
  const memo = createTimedMemo<EngineResult>();
  const key = (tenantId: string, job: ExtractJob) => cacheKey([tenantId, job.url, job.schema ?? null, job.prompt ?? null, job.options]);
  return {
    get(tenantId: string, job: ExtractJob): EngineResult | undefined {
      return ttlSeconds > 0 ? memo.get(key(tenantId, job), ttlSeconds) : undefined;
    },
    set(tenantId: string, job: ExtractJob, result: EngineResult): void {
      if (ttlSeconds > 0) memo.set(key(tenantId, job), { ...result, evidence: undefined });
    },
  };
}

export type ResultCache = ReturnType<typeof createResultCache>;
