/**
 * One-time passwords per RFC 6238 (TOTP over RFC 4226 HOTP) from a base32 secret, as authenticator
 * apps compute them: HMAC-SHA-1 by default, 30-second steps, 6 digits.
 */
import crypto from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Decodes RFC 4648 base32 (case, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const v = BASE32.indexOf(ch);
    if (v < 0) throw new Error(`"${ch}" is not a base32 character`);
    value = (value << 5) | v;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226) of `key` at `counter`. */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, '0');
}

/** TOTP (RFC 6238) of a raw key at `unixMs`. */
export function totpOfKey(key: Buffer, unixMs: number, opts: { digits?: number; stepSeconds?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' } = {}): string {
  const counter = Math.floor(unixMs / 1000 / (opts.stepSeconds ?? 30));
  return hotp(key, counter, opts.digits ?? 6, opts.algorithm ?? 'sha1');
}

/** The current 6-digit code of a base32 secret. */
export function totp(base32Secret: string, unixMs = Date.now()): string {
  return totpOfKey(base32Decode(base32Secret), unixMs);
}
