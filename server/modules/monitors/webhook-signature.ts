/**
 * Webhook signatures: `Pluck-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The timestamp is signed with the body, so a receiver that checks it against a tolerance window
 * refuses a replayed request. Used by the sender, `pluck webhooks verify` and receivers.
 */
import crypto from 'node:crypto';

/** Header names of a delivery. */
export const SIGNATURE_HEADER = 'Pluck-Signature';
export const EVENT_ID_HEADER = 'Pluck-Event-Id';

/** Default tolerance between the signed time and now, seconds. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A new webhook secret (shown once at monitor creation). */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString('base64url')}`;
}

function hmac(secret: string, t: number, body: string): string {
  return crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

/** The `Pluck-Signature` value of `body` at unix time `t`. */
export function signatureHeader(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/** Firecrawl's signature header: `sha256=<hex HMAC-SHA256(secret, raw body)>`, no timestamp. */
export const FIRECRAWL_SIGNATURE_HEADER = 'X-Firecrawl-Signature';

/** The `X-Firecrawl-Signature` value of `body`. */
export function firecrawlSignatureHeader(secret: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Why a signature was refused, or ok. */
export type Verification = { ok: true; timestamp: number } | { ok: false; reason: string };

/** Checks a `Pluck-Signature` value against the raw body and the secret, within `toleranceSeconds` of `now`. */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
  now = Math.floor(Date.now() / 1000),
): Verification {
  if (!header) return { ok: false, reason: `no ${SIGNATURE_HEADER} header` };
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [k, ...v] = item.trim().split('=');
    parts.set(k, [...(parts.get(k) ?? []), v.join('=')]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t)) return { ok: false, reason: `${SIGNATURE_HEADER} has no t=<unix time>` };
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  const given = parts.get('v1') ?? [];
  const match = given.some((v) => {
    const b = Buffer.from(v, 'hex');
    return b.length === expected.length && crypto.timingSafeEqual(b, expected);
  });
  if (!match) return { ok: false, reason: 'the signature does not match the body and secret' };
  if (Math.abs(now - t) > toleranceSeconds) {
    return { ok: false, reason: `the signed time is ${Math.abs(now - t)} s from now, beyond the ${toleranceSeconds} s tolerance` };
  }
  return { ok: true, timestamp: t };
}
