/**
 * Turning what went wrong while fetching into ExtractionErrors with the right code and family:
 * network, dns, http_status, timeout, blocked, egress.
 */
import { ExtractionError } from '../types';

// Name resolution fails as ENOTFOUND or EAI_AGAIN in Node, and as net::ERR_NAME_NOT_RESOLVED in a browser that resolves itself.
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ERR_NAME_NOT_RESOLVED']);

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  EPIPE: 'the connection broke',
  UND_ERR_SOCKET: 'the connection broke',
  UND_ERR_CONNECT_TIMEOUT: 'connecting timed out',
  CERT_HAS_EXPIRED: 'the TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the TLS certificate is self-signed',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the TLS certificate does not match the host',
};

// Markers of bot walls and captchas (Cloudflare, Akamai, PerimeterX, DataDome, hCaptcha, reCAPTCHA).
const CHALLENGE =
  /cf-chl|challenge-platform|cf-turnstile|just a moment\.\.\.|attention required! \| cloudflare|checking (if the site connection is secure|your browser)|verify you are (a )?human|px-captcha|captcha-delivery|datadome|g-recaptcha|h-captcha|hcaptcha|are you a robot|unusual traffic|access denied.{0,80}reference #/i;

/** True when a response looks like a bot challenge or captcha wall rather than the page. */
export function looksBlocked(status: number, html: string, headers: Record<string, string>): boolean {
  if (headers['cf-mitigated'] === 'challenge' || headers['x-datadome'] !== undefined) return true;
  const head = html.slice(0, 20000);
  if ([401, 403, 405, 429, 503].includes(status)) return CHALLENGE.test(head);
  // A 200 interstitial: challenge markers on a page with almost no text of its own.
  // The markers are checked first: stripping the tags for the text length is the costly part.
  if (!/just a moment\.\.\.|checking your browser|verify you are (a )?human|px-captcha|captcha-delivery/i.test(head)) return false;
  return head.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, ' ').replace(/\s+/g, ' ').length < 1500;
}

/** The error for a page that answered but not with the page: blocked, or an HTTP error status. */
export function responseFailure(url: string, status: number, html: string, headers: Record<string, string>): ExtractionError | undefined {
  if (looksBlocked(status, html, headers)) {
    return new ExtractionError('upstream_failed', `${url} blocked automated access (HTTP ${status}, bot challenge or captcha)`, 'blocked', {
      httpStatus: status,
      raw: `HTTP ${status} bot challenge: ${html.slice(0, 300)}`,
    });
  }
  if (status >= 400) {
    return new ExtractionError('upstream_failed', `${url} answered HTTP ${status}`, 'http_status', {
      httpStatus: status,
      raw: `HTTP ${status} from ${url}`,
    });
  }
  return undefined;
}

/** Code of the egress guard's refusals (net/egress-policy EgressRefusedError). */
export const EGRESS_REFUSED = 'PLUCK_EGRESS_REFUSED';

/** The error for a destination the egress rule refuses (a private address, found when dialing). */
export function egressFailure(message: string): ExtractionError {
  return new ExtractionError('invalid_request', message, 'egress', { raw: message });
}

/** The error for a failed request (thrown by undici or puppeteer; the URL guard's refusals are ExtractionErrors already). */
export function requestFailure(url: string, err: unknown, timeoutSeconds: number): ExtractionError {
  if (err instanceof ExtractionError) return err;
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  const raw = [e.name, e.code, e.message, e.cause?.code, e.cause?.message].filter(Boolean).join(': ');
  // The egress guard refused the address being dialed (its error is matched by code: the engine does not import net/).
  const refused = [e, e.cause].find((x) => x?.code === EGRESS_REFUSED);
  if (refused) return egressFailure(refused.message ?? `Refusing to fetch ${url}`);
  if (
    e.name === 'TimeoutError' ||
    e.name === 'AbortError' ||
    e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e.code === 'UND_ERR_BODY_TIMEOUT' ||
    /ERR_TIMED_OUT|timeout/i.test(e.message ?? '')
  ) {
    return new ExtractionError('timeout', `${url} did not answer within ${timeoutSeconds}s`, 'timeout', { raw });
  }
  if (/Target closed|Protocol error|Session closed|Connection closed|browser has disconnected|frame was detached|Browser closed/i.test(e.message ?? '')) {
    return new ExtractionError('upstream_failed', `The browser failed while loading ${url}`, 'browser', { raw });
  }
  const code = e.cause?.code ?? e.code ?? '';
  const net = /net::(ERR_[A-Z_]+)/.exec(e.message ?? '');
  if (DNS_CODES.has(code) || DNS_CODES.has(net?.[1] ?? '')) {
    return new ExtractionError(
      'upstream_failed',
      `Could not reach ${url}: the host name ${URL.canParse(url) ? new URL(url).hostname : url} did not resolve (DNS)`,
      'dns',
      { raw },
    );
  }
  if (NETWORK_CODES[code]) return new ExtractionError('upstream_failed', `Could not reach ${url}: ${NETWORK_CODES[code]}`, 'network', { raw });
  if (net) {
    // A net:: error is the network stack refusing or failing this load (an unsafe port, a refused
    // connection, a bad certificate): the browser itself is fine, so its context is kept and auto
    // mode does not fall back. Only running out of resources points at the browser.
    const family = /INSUFFICIENT_RESOURCES|OUT_OF_MEMORY/.test(net[1]) ? 'browser' : 'network';
    return new ExtractionError('upstream_failed', `Could not load ${url}: ${net[1]}`, family, { raw });
  }
  return new ExtractionError('upstream_failed', `Could not fetch ${url}: ${e.message ?? String(err)}`, 'network', { raw });
}
