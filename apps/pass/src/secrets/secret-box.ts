// Secrets at rest (provider keys, webhook signing secrets): AES-256-GCM with a key from the environment.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Stored values start so; anything else in a secret column is a row written before encryption (read as is). */
const PREFIX = 'enc:v1:';

/** Public in this repository: only local and test stages may use it (env.ts refuses it elsewhere). */
export const DEVELOPMENT_SECRETS_KEY_SOURCE = 'development-only-secrets-key';

export interface SecretBox {
  seal(plain: string): string;
  /** The clear text of a sealed value; a value that was never sealed (an older row) is returned unchanged. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
  /** True for a value in clear, or sealed with a previous key: it should be sealed again with the current one. */
  needsReseal(stored: string): boolean;
}

/**
 * The 32-byte key from SECRETS_KEY: 64 hex characters or base64 of 32 bytes. Any other text (the development
 * default) is stretched with SHA-256, which is fine for a value that protects nothing real.
 */
export function secretsKeyFrom(value: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  const decoded = Buffer.from(value, 'base64');
  if (decoded.length === 32 && decoded.toString('base64') === value) return decoded;
  return createHash('sha256').update(value).digest();
}

function openWith(key: Buffer, stored: string): string {
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * The box of the current key; `previous` keys only open (key rotation: values sealed with them are read, and
 * sealed again with the current key at start, see secrets/reseal.ts).
 */
export function createSecretBox(key: Buffer, previous: readonly Buffer[] = []): SecretBox {
  for (const candidate of [key, ...previous]) {
    if (candidate.length !== 32) throw new Error('a secrets key must be 32 bytes');
  }
  const opensWithCurrent = (stored: string) => {
    try {
      openWith(key, stored);
      return true;
    } catch {
      return false;
    }
  };
  return {
    seal(plain) {
      // A fresh 96-bit nonce per value, as GCM requires; the tag makes a changed ciphertext fail to open.
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      let failure: unknown;
      // GCM's tag tells a wrong key from the right one, so the keys are simply tried in turn.
      for (const candidate of [key, ...previous]) {
        try {
          return openWith(candidate, stored);
        } catch (error) {
          failure = error;
        }
      }
      throw new Error('a sealed secret opens with none of the secrets keys', { cause: failure });
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
    needsReseal: (stored) => !stored.startsWith(PREFIX) || !opensWithCurrent(stored),
  };
}

/** The last four characters of a secret, the only part the hub ever shows. */
export function lastFour(secret: string): string {
  return secret.slice(-4);
}

/** The service's box from its settings (env.ts: SECRETS_KEY, or the development key on local and test). */
export function secretBoxOf(env: {
  SECRETS_KEY: string;
  SECRETS_KEY_PREVIOUS?: string | undefined;
}): SecretBox {
  const previous = (env.SECRETS_KEY_PREVIOUS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map(secretsKeyFrom);
  return createSecretBox(secretsKeyFrom(env.SECRETS_KEY), previous);
}
