/**
 * One spelling per page, so a site's URLs de-duplicate: no fragment, no tracking parameters, no
 * session ids (a crawl trap: each visit mints new URLs for the same pages), the rest sorted, no
 * default port (URL drops it), a lowercase host, no trailing slash but the root's.
 */

// Parameters that say where a visitor came from, never which page they see.
const TRACKING = /^(utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|igshid|_hsenc|_hsmi|mkt_tok)$/i;
// Parameters that carry a server session: the same page under a new name per visit.
const SESSION = /^(jsessionid|phpsessid|sessionid|session_id|aspsessionid\w*|cfid|cftoken)$/i;

/** The normalised form of an http(s) URL, resolved against `base`; undefined for anything else. */
export function normalizeUrl(raw: string, base?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  // Java servlets put the session in the path: /page;jsessionid=…
  url.pathname = url.pathname.replace(/;jsessionid=[^/]*/gi, '');
  const kept = [...url.searchParams]
    .filter(([k]) => !TRACKING.test(k) && !SESSION.test(k))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  url.search = new URLSearchParams(kept).toString();
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return url.toString();
}
