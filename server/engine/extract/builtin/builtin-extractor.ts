/**
 * The builtin provider: deterministic, offline and free. It reads structured data, labels,
 * repeated records and class names (see fill-schema.ts) — no model, so it reports 0 tokens.
 */
import type { Extractor } from '../extractor';
import { fillSchema } from './fill-schema';

/** Creates the builtin extractor. */
export function createBuiltinExtractor(): Extractor {
  return {
    id: 'builtin',
    repairable: false,
    async extract(req) {
      return { data: fillSchema(req.page, req.schema), inputTokens: 0, outputTokens: 0 };
    },
  };
}
