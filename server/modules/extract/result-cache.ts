/**
 * The result cache: repeats of the same URL, schema/prompt and options within the TTL are served
 * from memory. Per tenant, bounded, off when the TTL is 0.
 */
import crypto from 'node:crypto';
import type { ExtractJob, EngineResult } from '../../engine/types';

const MAX_ENTRIES = 1000;

/** Creates a cache with entries living `ttlSeconds` (0 disables it). */
export function createResultCache(ttlSeconds: number) {
  const entries = new Map<string, { at: number; result: EngineResult }>();
  function key(tenantId: string, job: ExtractJob): string {
    return crypto
      .createHash('sha256')
      .update(JSON.stringify([tenantId, job.url, job.schema ?? null, job.prompt ?? null, job.options]))
      .digest('hex');
  }
  return {
    get(tenantId: string, job: ExtractJob): EngineResult | undefined {
      if (ttlSeconds <= 0) return undefined;
      const k = key(tenantId, job);
      const e = entries.get(k);
      if (!e) return undefined;
      if (Date.now() - e.at > ttlSeconds * 1000) {
        entries.delete(k);
        return undefined;
      }
      return e.result;
    },
    set(tenantId: string, job: ExtractJob, result: EngineResult): void {
      if (ttlSeconds <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key(tenantId, job), { at: Date.now(), result: { ...result, evidence: undefined } });
    },
  };
}

export type ResultCache = ReturnType<typeof createResultCache>;
