// Password hashing: scrypt from node:crypto with a per-password salt, stored as a versioned, self-describing string.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Cost of new hashes: N = 2^15, r = 8, p = 2 (32 MiB, one of OWASP's listed scrypt settings). Stored hashes
 * carry their own parameters, so raising these later still verifies old hashes (and needsRehash tells).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 2 } as const;

/**
 * The cost tests run with (PASSWORD_HASHING=fast-for-tests, refused on beta and production): 3 ms a hash instead
 * of 325 ms, which the test suites paid on every registration, sign-in and seeded demo account.
 */
export const FAST_TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

const VERSION = 'v1';
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** The parameters a PASSWORD_HASHING setting stands for. */
export function passwordHashingParams(setting: 'standard' | 'fast-for-tests'): ScryptParams {
  return setting === 'fast-for-tests' ? FAST_TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // 128·N·r bytes are needed; Node's default maxmem (32 MiB) is just too small for N=2^15, r=8.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$v1$N$r$p$<salt base64url>$<key base64url>`. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    VERSION,
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 7 || parts[0] !== 'scrypt' || parts[1] !== VERSION) return null;
  const [N, r, p] = parts.slice(2, 5).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isInteger(value) && value > 0)) return null;
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[5] as string, 'base64url'),
    key: Buffer.from(parts[6] as string, 'base64url'),
  };
}

/**
 * Hashes of nothing anybody knows, one per cost: checked when there is no account, so a miss costs what a hit
 * costs. Keyed by the parameters because test files sharing this module may run with different costs.
 */
const decoyHashes = new Map<string, Promise<string>>();

function decoyHash(params: ScryptParams): Promise<string> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let hash = decoyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), params);
    decoyHashes.set(key, hash);
  }
  return hash;
}

/**
 * Whether the password matches the stored hash (timing-safe comparison). With no stored hash (unknown
 * e-mail, or an account without a password) a decoy hash of the cost new hashes get is checked and false
 * returned, so the answer takes as long either way and does not tell whether the e-mail has an account.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  decoyParams: ScryptParams = SCRYPT_PARAMS,
): Promise<boolean> {
  if (stored === null) {
    await verifyPassword(password, await decoyHash(decoyParams));
    return false;
  }
  const parsed = parseHash(stored);
  if (!parsed) throw new Error('Unsupported password hash format');
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than new ones get (rehash after a successful login). */
export function needsRehash(stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p;
}
