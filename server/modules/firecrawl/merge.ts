/**
 * The data of one extract job over several URLs, as Firecrawl answers it: one object, where the
 * lists of every page are joined and any other field keeps the first value a page gave.
 */

type Data = Record<string, unknown> | null;

/** Merges the data of each URL, in order. */
export function mergeExtracted(parts: Data[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part ?? {})) {
      const had = out[key];
      if (Array.isArray(had) && Array.isArray(value)) out[key] = [...had, ...value];
      else if (had === undefined || had === null) out[key] = value;
    }
  }
  return out;
}
