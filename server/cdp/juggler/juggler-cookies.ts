/**
 * Cookies over Juggler, which can list, set and clear a context's cookies but not delete one.
 */
import type { Cookie } from '../model/types';
import type { JugglerPipe } from './juggler-pipe';

/** All cookies of a browser context (Juggler's shape is CDP's). */
export async function getCookies(pipe: JugglerPipe, browserContextId: string | undefined): Promise<Cookie[]> {
  const { cookies } = await pipe.send('Browser.getCookies', { browserContextId });
  return cookies as Cookie[];
}

/** Deletes matching cookies by clearing all and putting back the others. */
export async function deleteCookies(
  pipe: JugglerPipe,
  browserContextId: string | undefined,
  f: { name: string; domain?: string; path?: string; url?: string },
): Promise<void> {
  const all = await getCookies(pipe, browserContextId);
  const host = f.url ? new URL(f.url).hostname : undefined;
  const keep = all.filter(
    (c) => c.name !== f.name || (f.domain && c.domain !== f.domain) || (host && c.domain.replace(/^\./, '') !== host) || (f.path && c.path !== f.path),
  );
  await pipe.send('Browser.clearCookies', { browserContextId });
  if (keep.length) await pipe.send('Browser.setCookies', { browserContextId, cookies: keep });
}
