/**
 * Where the body of a response Firefox served from its memory caches (style sheets, images) is kept:
 * BiDi's data collector holds no body for such a response, so it is read from the last response of the
 * same URL, in the same browser context, that came over the network (the one the cache holds).
 */

/** Keeps the newest thousand entries of a map. */
function remember(map: Map<string, string>, key: string, value: string): void {
  map.delete(key);
  if (map.size >= 1000) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** Network responses by URL, and which of them each cache hit was served from. */
export class CachedBodies {
  private readonly fromNetwork = new Map<string, string>();
  private readonly servedFrom = new Map<string, string>();

  /** A response completed: one from the network becomes its URL's source; a cache hit is tied to that source. */
  completed(bidiId: string, browserContextId: string, url: string, fromCache: boolean): void {
    const key = `${browserContextId} ${url}`;
    if (!fromCache) return remember(this.fromNetwork, key, bidiId);
    const source = this.fromNetwork.get(key);
    if (source) remember(this.servedFrom, bidiId, source);
  }

  /** The request whose body a cache hit has, when known. */
  source(bidiId: string): string | undefined {
    return this.servedFrom.get(bidiId);
  }
}
