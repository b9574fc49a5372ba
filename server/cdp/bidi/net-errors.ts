/**
 * Chrome's net::ERR_* names for Firefox's network errors: clients match on Chrome's text
 * (Puppeteer's goto rejects with it; tests look for net::ERR_ABORTED, net::ERR_CERT_*).
 */

const FIREFOX_ERRORS: Record<string, string> = {
  NS_BINDING_ABORTED: 'net::ERR_ABORTED',
  NS_ERROR_ABORT: 'net::ERR_ABORTED',
  NS_ERROR_CONNECTION_REFUSED: 'net::ERR_CONNECTION_REFUSED',
  NS_ERROR_UNKNOWN_HOST: 'net::ERR_NAME_NOT_RESOLVED',
  NS_ERROR_NET_TIMEOUT: 'net::ERR_TIMED_OUT',
  NS_ERROR_NET_RESET: 'net::ERR_CONNECTION_RESET',
  NS_ERROR_NET_INTERRUPT: 'net::ERR_CONNECTION_CLOSED',
  NS_ERROR_OFFLINE: 'net::ERR_INTERNET_DISCONNECTED',
  NS_ERROR_MALFORMED_URI: 'net::ERR_INVALID_URL',
  NS_ERROR_UNKNOWN_PROTOCOL: 'net::ERR_UNKNOWN_URL_SCHEME',
  NS_ERROR_REDIRECT_LOOP: 'net::ERR_TOO_MANY_REDIRECTS',
  NS_ERROR_CONTENT_BLOCKED: 'net::ERR_BLOCKED_BY_CLIENT',
  NS_ERROR_DOM_BAD_URI: 'net::ERR_ACCESS_DENIED',
  NS_ERROR_FILE_NOT_FOUND: 'net::ERR_FILE_NOT_FOUND',
  NS_ERROR_FILE_ACCESS_DENIED: 'net::ERR_ACCESS_DENIED',
  SEC_ERROR_UNKNOWN_ISSUER: 'net::ERR_CERT_AUTHORITY_INVALID',
  MOZILLA_PKIX_ERROR_SELF_SIGNED_CERT: 'net::ERR_CERT_AUTHORITY_INVALID',
  SEC_ERROR_EXPIRED_CERTIFICATE: 'net::ERR_CERT_DATE_INVALID',
  SEC_ERROR_REVOKED_CERTIFICATE: 'net::ERR_CERT_REVOKED',
  SSL_ERROR_BAD_CERT_DOMAIN: 'net::ERR_CERT_COMMON_NAME_INVALID',
};

/** Firefox's failures of browsingContext.navigate that name no code, by their message. */
const FIREFOX_MESSAGES: [RegExp, string][] = [
  // Another navigation replaced this one before it committed: Chrome cancels it.
  [/new navigation interrupted/i, 'net::ERR_ABORTED'],
];

/** Chrome's name for a Firefox error text (which carries an NS_/SEC_ code); net::ERR_FAILED when unknown. */
export function netErrorOf(firefoxText: string): string {
  if (firefoxText.startsWith('net::')) return firefoxText;
  for (const [message, name] of FIREFOX_MESSAGES) if (message.test(firefoxText)) return name;
  for (const code of firefoxText.match(/\b[A-Z][A-Z0-9_]{3,}\b/g) ?? []) if (FIREFOX_ERRORS[code]) return FIREFOX_ERRORS[code];
  return 'net::ERR_FAILED';
}

/** Chrome's net error for a CDP Network.ErrorReason (Fetch.failRequest): `BlockedByClient` → net::ERR_BLOCKED_BY_CLIENT. */
export function netErrorOfReason(reason: string): string {
  return `net::ERR_${reason.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;
}
