/**
 * TOTP against RFC 6238's published test vectors (Appendix B, SHA-1 rows) and the secret box:
 * what it seals opens only with the same key and the same row identity.
 */
import { expect, test } from '@playwright/test';
import { createSecretBox, keyFromSetting, SecretKeyMismatch } from '../../server/modules/auth/secret-box';
import { base32Decode, totp, totpOfKey } from '../../server/modules/auth/totp';
import { tempDir } from '../support/server';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; 8-digit codes.
const VECTORS: [unixSeconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

test('TOTP matches the RFC 6238 SHA-1 test vectors', () => {
  const key = Buffer.from('12345678901234567890', 'ascii');
  for (const [t, code] of VECTORS) expect(totpOfKey(key, t * 1000, { digits: 8 }), String(t)).toBe(code);
});

test('a base32 secret gives the 6-digit code of its key', () => {
  // "12345678901234567890" in base32, as an authenticator app would be given it.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  expect(base32Decode(secret).toString('ascii')).toBe('12345678901234567890');
  expect(totp(secret, 59_000)).toBe('287082');
  expect(totp(secret, 1111111109_000)).toBe('081804');
});

test('sealed secrets open only with the same key and the same row', () => {
  const a = createSecretBox({ secretKey: 'passphrase one', dataDir: tempDir() });
  const sealed = a.seal('hunter2', 'credential:t:1');
  expect(sealed).not.toContain('hunter2');
  expect(a.open(sealed, 'credential:t:1')).toBe('hunter2');
  expect(() => a.open(sealed, 'credential:t:2')).toThrow(SecretKeyMismatch);
  const b = createSecretBox({ secretKey: 'passphrase two', dataDir: tempDir() });
  expect(() => b.open(sealed, 'credential:t:1')).toThrow(SecretKeyMismatch);
  expect(keyFromSetting('00'.repeat(32))).toEqual(Buffer.alloc(32));
  expect(keyFromSetting(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
});

test('without PLUCK_SECRET_KEY the key file is made once and reused', () => {
  const dir = tempDir();
  const sealed = createSecretBox({ dataDir: dir }).seal('x', 'aad');
  expect(createSecretBox({ dataDir: dir }).open(sealed, 'aad')).toBe('x');
});
