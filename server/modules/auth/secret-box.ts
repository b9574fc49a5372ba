/**
 * Encryption of stored secrets (credentials, saved sessions): AES-256-GCM with a random 96-bit IV,
 * the tag checked on every read, and the row's identity as additional data so a ciphertext copied
 * onto another row or tenant does not decrypt. The key comes from PLUCK_SECRET_KEY — 32 bytes as 64
 * hex characters or base64, or any other text as a passphrase stretched with scrypt — or else from
 * `<data folder>/secret.key`, 32 random bytes created on first use with mode 0600.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_MODE, FOLDER_MODE, tightenFile } from '../../private-files';

const VERSION = 'v1';
// A fixed salt: the passphrase must give the same key on every start and every host of a deployment.
const PASSPHRASE_SALT = 'pluck/secret-key/v1';

/** Thrown when a ciphertext does not open with this key (the key changed, or the data was altered). */
export class SecretKeyMismatch extends Error {
  constructor() {
    super('the stored secret does not decrypt with the current secret key');
    this.name = 'SecretKeyMismatch';
  }
}

/** Seals and opens secrets. */
export interface SecretBox {
  seal(plain: string, aad: string): string;
  /** Throws SecretKeyMismatch when the key differs from the one that sealed it. */
  open(sealed: string, aad: string): string;
  /** Where the key comes from, for /health and the start banner (never the key). */
  source: 'PLUCK_SECRET_KEY' | 'key file';
}

/** True when a stored value was sealed by a secret box (a value stored before encryption is not). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}:`);
}

/** The 32-byte key from a PLUCK_SECRET_KEY value. */
export function keyFromSetting(value: string): Buffer {
  const v = value.trim();
  if (/^[0-9a-f]{64}$/i.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const b = Buffer.from(v, 'base64');
    if (b.length === 32) return b;
  }
  return crypto.scryptSync(v, PASSPHRASE_SALT, 32);
}

/** The key file's key, created (0600) on first use. */
function keyFromFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key');
  try {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    tightenFile(file);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  const key = crypto.randomBytes(32);
  try {
    // 'wx': two servers starting on one folder must not each write their own key.
    fs.writeFileSync(file, key.toString('base64') + '\n', { mode: FILE_MODE, flag: 'wx' });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    throw err;
  }
}

/** The secret box of this deployment; the key file is only touched on the first seal or open. */
export function createSecretBox(opts: { secretKey?: string; dataDir: string }): SecretBox {
  let key: Buffer | undefined;
  const keyOf = () => (key ??= opts.secretKey ? keyFromSetting(opts.secretKey) : keyFromFile(opts.dataDir));
  return {
    source: opts.secretKey ? 'PLUCK_SECRET_KEY' : 'key file',
    seal(plain, aad) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(), iv);
      cipher.setAAD(Buffer.from(aad));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed, aad) {
      const [version, payload] = sealed.split(':', 2);
      if (version !== VERSION || !payload) throw new SecretKeyMismatch();
      const raw = Buffer.from(payload, 'base64');
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(), raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(aad));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretKeyMismatch();
      }
    },
  };
}
