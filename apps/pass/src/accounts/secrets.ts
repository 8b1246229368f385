// Random secrets handed to people (bearer tokens, verification tokens, access codes) and the hashes stored instead.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): bearer tokens and e-mail verification tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex. Enough for high-entropy secrets: nobody can search 2^256 inputs for a stored hash. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Crockford base32 without I, L, O, U: nothing to misread when typing a code from an e-mail. */
const ACCESS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ACCESS_CODE_LENGTH = 8;

/** 8 characters of Crockford base32 (40 bits); guessing is bounded by expiry, single use and throttling. */
export function newAccessCode(): string {
  let code = '';
  for (let index = 0; index < ACCESS_CODE_LENGTH; index += 1) {
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * The stored form of an access code. The account id is part of the hash: codes are short, so the same code
 * may be issued to two accounts, and one account's code must never open another.
 */
export function accessCodeHash(accountId: string, code: string): string {
  return sha256(`${accountId}:${code}`);
}
