import { describe, expect, it } from 'vitest';
import {
  FAST_TEST_SCRYPT_PARAMS,
  hashPassword,
  needsRehash,
  passwordHashingParams,
  SCRYPT_PARAMS,
  verifyPassword,
} from './password';

// Cheap parameters keep the unit test fast; the format and the comparison are what is tested.
const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery', cheap);
    expect(stored).toMatch(/^scrypt\$v1\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap));
  });

  it('returns false without a stored hash (decoy)', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
  });

  it('uses the default cost for new hashes and tells when an old hash should be redone', async () => {
    const stored = await hashPassword('x', cheap);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(stored, cheap)).toBe(false);
    const strong = await hashPassword('x');
    expect(strong.split('$')[2]).toBe(String(SCRYPT_PARAMS.N));
    expect(await verifyPassword('x', strong)).toBe(true);
  });

  it('maps the PASSWORD_HASHING setting to its cost; the decoy follows the cost it is given', async () => {
    expect(passwordHashingParams('standard')).toEqual(SCRYPT_PARAMS);
    expect(passwordHashingParams('fast-for-tests')).toEqual({ N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('anything', null, FAST_TEST_SCRYPT_PARAMS)).toBe(false);
  });

  it('refuses a hash it does not understand', async () => {
    await expect(verifyPassword('x', 'md5$abc')).rejects.toThrow(/Unsupported/);
  });
});
