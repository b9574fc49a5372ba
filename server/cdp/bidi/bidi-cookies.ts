/**
 * Cookies over BiDi's storage module, in CDP's cookie shape. A browser context maps to a BiDi
 * user context partition.
 */
import type { Cookie, CookieParam } from '../model/types';
import type { BidiClient } from './bidi-client';

function partition(browserContextId: string | undefined): object {
  return { type: 'storageKey', userContext: browserContextId ?? 'default' };
}

function sameSite(v: string | undefined): Cookie['sameSite'] {
  return v === 'strict' ? 'Strict' : v === 'lax' ? 'Lax' : v === 'none' ? 'None' : undefined;
}

/** All cookies of a browser context. */
export async function getCookies(bidi: BidiClient, browserContextId: string | undefined): Promise<Cookie[]> {
  const { cookies } = await bidi.send('storage.getCookies', { partition: partition(browserContextId) });
  return (cookies as any[]).map((c) => ({
    name: c.name,
    value: c.value?.value ?? '',
    domain: c.domain,
    path: c.path,
    expires: c.expiry ?? -1,
    size: c.size ?? 0,
    httpOnly: !!c.httpOnly,
    secure: !!c.secure,
    session: c.expiry === undefined,
    sameSite: sameSite(c.sameSite),
  }));
}

/** Sets one cookie; a `url` supplies domain, path and secure when they are absent. */
export async function setCookie(bidi: BidiClient, browserContextId: string | undefined, c: CookieParam): Promise<void> {
  const url = c.url ? new URL(c.url) : undefined;
  const cookie = {
    name: c.name,
    value: { type: 'string', value: c.value },
    domain: c.domain ?? url?.hostname ?? '',
    path: c.path ?? '/',
    secure: c.secure ?? url?.protocol === 'https:',
    httpOnly: !!c.httpOnly,
    // Without SameSite Firefox applies its own default, as Chrome does; an explicit None would be refused on http pages.
    ...(c.sameSite ? { sameSite: c.sameSite.toLowerCase() } : {}),
    ...(c.expires && c.expires > 0 ? { expiry: Math.floor(c.expires) } : {}),
  };
  await bidi.send('storage.setCookie', { cookie, partition: partition(browserContextId) });
}

/** Deletes cookies by name, narrowed by domain (or the url's host) and path. */
export async function deleteCookies(
  bidi: BidiClient,
  browserContextId: string | undefined,
  f: { name: string; domain?: string; path?: string; url?: string },
): Promise<void> {
  const domain = f.domain ?? (f.url ? new URL(f.url).hostname : undefined);
  await bidi.send('storage.deleteCookies', {
    filter: { name: f.name, ...(domain ? { domain } : {}), ...(f.path ? { path: f.path } : {}) },
    partition: partition(browserContextId),
  });
}
