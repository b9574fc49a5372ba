/**
 * Network.* and Storage.*: event subscription, extra headers, response bodies, cookies.
 */
import { CdpError, methodNotFound, notSupported } from '../cdp-errors';
import type { Cookie, CookieParam } from '../model/types';
import type { Handler, HandlerContext } from '../transport/connection';
import { applyEmulation } from './emulation-domain';
import { pageOf } from './page-scope';

/** Whether a cookie would be sent to a URL (domain, path and secure rules). */
export function cookieMatches(cookie: Cookie, url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  // A domain cookie's domain starts with a dot and also goes to subdomains; a host-only cookie's (set without a
  // Domain attribute) does not, and goes to its host alone, in Firefox as in Chrome.
  const domain = cookie.domain.replace(/^\./, '');
  const hostOk = u.hostname === domain || (cookie.domain.startsWith('.') && u.hostname.endsWith(`.${domain}`));
  const pathOk = u.pathname === cookie.path || u.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`) || cookie.path === '/';
  return hostOk && pathOk && (!cookie.secure || u.protocol === 'https:');
}

/**
 * A cookie with the fields Chrome adds: the scheme and port it came from are not kept by
 * Firefox, so they come from the URL it is read for, else from its secure flag.
 */
export function chromeCookie(cookie: Cookie, url?: string): object {
  let from: URL | undefined;
  try {
    from = url ? new URL(url) : undefined;
  } catch {
    from = undefined;
  }
  const secureSource = from ? from.protocol === 'https:' : cookie.secure;
  const port = from?.port ? Number(from.port) : secureSource ? 443 : 80;
  return {
    ...cookie,
    size: cookie.name.length + cookie.value.length,
    priority: 'Medium',
    sameParty: false,
    sourceScheme: secureSource ? 'Secure' : 'NonSecure',
    sourcePort: port,
  };
}

/** Cookies shaped as Chrome's, each with the first of `urls` it matches as its source. */
function chromeCookies(cookies: Cookie[], urls: string[] = []): object[] {
  return cookies.map((c) =>
    chromeCookie(
      c,
      urls.find((u) => cookieMatches(c, u)),
    ),
  );
}

function contextOf(ctx: HandlerContext, explicit?: string): string | undefined {
  if (explicit) return explicit;
  if (ctx.session.pageId) return ctx.model.pages.get(ctx.session.pageId)?.browserContextId;
  return undefined;
}

/** Deletes every cookie of a browser context, one by one. */
async function clearCookies(ctx: HandlerContext, browserContextId: string | undefined): Promise<void> {
  for (const c of await ctx.backend.getCookies(browserContextId))
    await ctx.backend.deleteCookies(browserContextId, { name: c.name, domain: c.domain, path: c.path });
}

async function setCookies(ctx: HandlerContext, cookies: CookieParam[], browserContextId?: string): Promise<void> {
  const context = contextOf(ctx, browserContextId);
  const pageUrl = ctx.session.pageId ? ctx.model.frames.get(ctx.session.pageId)?.url : undefined;
  for (const c of cookies) {
    if (!c.url && !c.domain && !pageUrl?.startsWith('http')) throw new CdpError('At least one of the url and domain needs to be specified');
    await ctx.backend.setCookie(context, { ...c, url: c.url ?? (c.domain ? undefined : pageUrl) });
  }
}

/** Handlers of the Network and Storage domains. */
export const networkHandlers: Record<string, Handler> = {
  'Network.enable': (ctx) => {
    pageOf(ctx);
    ctx.session.domains.add('Network');
    return {};
  },
  'Network.disable': (ctx) => {
    ctx.session.domains.delete('Network');
    return {};
  },
  'Network.setExtraHTTPHeaders': async (ctx, p: { headers: Record<string, string> }) => {
    await ctx.backend.setExtraHeaders(pageOf(ctx), p.headers ?? {});
    return {};
  },
  'Network.getResponseBody': (ctx, p: { requestId: string }) => ctx.backend.getResponseBody(p.requestId),
  'Network.getRequestPostData': async (ctx, p: { requestId: string }) => {
    if (!ctx.backend.getRequestPostData) throw methodNotFound('Network.getRequestPostData');
    return { postData: await ctx.backend.getRequestPostData(p.requestId) };
  },
  'Network.setCacheDisabled': (ctx, p: { cacheDisabled: boolean }) =>
    applyEmulation(ctx, 'Network.setCacheDisabled', { kind: 'cacheDisabled', disabled: !!p.cacheDisabled }),
  // Service workers answering a page's requests is Firefox's behaviour as it is Chrome's; turning them off for one page is not
  // possible: BiDi has no such switch, its cache bypass (network.setCacheBehavior) still lets the worker answer, and the
  // preference that turns them off applies to the whole browser.
  'Network.setBypassServiceWorker': (ctx, p: { bypass?: boolean }) => {
    pageOf(ctx);
    if (p.bypass) throw notSupported('Network.setBypassServiceWorker', "bypassing a page's service workers");
    return {};
  },
  'Network.emulateNetworkConditions': (ctx, p: { offline?: boolean; latency?: number; downloadThroughput?: number; uploadThroughput?: number }) => {
    // Firefox can go offline but not throttle: latency and throughput must be "no limit" (0 or -1).
    if ((p.latency ?? 0) > 0 || (p.downloadThroughput ?? -1) > 0 || (p.uploadThroughput ?? -1) > 0)
      throw notSupported('Network.emulateNetworkConditions', 'latency and throughput throttling');
    return applyEmulation(ctx, 'Network.emulateNetworkConditions', { kind: 'offline', offline: !!p.offline });
  },
  'Network.setUserAgentOverride': async (ctx, p: { userAgent: string }) => {
    await ctx.backend.setUserAgent(pageOf(ctx), p.userAgent || null);
    return {};
  },
  'Network.getCookies': async (ctx, p: { urls?: string[] }) => {
    const all = await ctx.backend.getCookies(contextOf(ctx));
    const urls = p.urls?.length ? p.urls : ctx.session.pageId ? [ctx.model.frames.get(ctx.session.pageId)?.url ?? ''] : [];
    return { cookies: chromeCookies(urls.length ? all.filter((c) => urls.some((u) => cookieMatches(c, u))) : all, urls) };
  },
  'Network.getAllCookies': async (ctx) => ({ cookies: chromeCookies(await ctx.backend.getCookies(contextOf(ctx))) }),
  'Network.setCookies': async (ctx, p: { cookies: CookieParam[] }) => {
    await setCookies(ctx, p.cookies);
    return {};
  },
  'Network.setCookie': async (ctx, p: CookieParam) => {
    await setCookies(ctx, [p]);
    return { success: true };
  },
  'Network.deleteCookies': async (ctx, p: { name: string; url?: string; domain?: string; path?: string }) => {
    await ctx.backend.deleteCookies(contextOf(ctx), p);
    return {};
  },
  'Network.clearBrowserCookies': async (ctx) => {
    await clearCookies(ctx, contextOf(ctx));
    return {};
  },
  'Storage.getCookies': async (ctx, p: { browserContextId?: string }) => ({ cookies: chromeCookies(await ctx.backend.getCookies(p.browserContextId)) }),
  'Storage.setCookies': async (ctx, p: { cookies: CookieParam[]; browserContextId?: string }) => {
    await setCookies(ctx, p.cookies, p.browserContextId);
    return {};
  },
  'Storage.clearCookies': async (ctx, p: { browserContextId?: string }) => {
    await clearCookies(ctx, p.browserContextId);
    return {};
  },
};
