import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIdentity } from './identity';

// printf 'test@example.com' | sha256sum
const TEST_EMAIL_SHA256 = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildIdentity', () => {
  it('hashes the trimmed, lowercased e-mail and splits the address into its first two words', async () => {
    const identity = await buildIdentity({
      accountId: 7,
      email: '  Test@Example.com ',
      phone: '+420 777 123 456',
      billingInfo: { countryId: 1, city: ' Praha ', address: 'Dlouhá 12  byt 3', postalCode: '110 00' },
    });
    expect(identity).toEqual({
      emailHash: TEST_EMAIL_SHA256,
      phone: '+420777123456',
      country: 'cz',
      city: 'Praha',
      addressWord1: 'Dlouhá',
      addressWord2: '12',
      postalCode: '11000',
    });
  });

  it('leaves out whatever is missing', async () => {
    expect(await buildIdentity({ accountId: 'a-1', email: null })).toEqual({});
    expect(
      await buildIdentity({ accountId: 'a-1', billingInfo: { countryId: 9999, address: 'Single' } }),
    ).toEqual({
      addressWord1: 'Single',
    });
  });

  it('gives no e-mail value when hashing fails, keeping the rest', async () => {
    vi.spyOn(globalThis.crypto.subtle, 'digest').mockRejectedValue(new Error('no crypto'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const identity = await buildIdentity({
      accountId: 1,
      email: 'test@example.com',
      billingInfo: { city: 'Brno' },
    });
    expect(identity).toEqual({ city: 'Brno' });
  });
});
