import crypto from 'node:crypto';

/** A prefixed random id such as `ext_3k9…` (docs/decisions.md#ids-and-timestamps). */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;
}

/** Now as an ISO 8601 UTC timestamp. */
export function nowIso(): string {
  return new Date().toISOString();
}
