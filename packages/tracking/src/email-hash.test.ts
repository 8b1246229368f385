import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashEmail, normalizeEmail } from './email-hash';

// printf 'test@example.com' | sha256sum
const TEST_EMAIL_SHA256 = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Test@Example.COM ')).toBe('test@example.com');
    expect(normalizeEmail('\tjane.DOE@mail.cz\n')).toBe('jane.doe@mail.cz');
  });

  it.each([undefined, null, 42, {}, '', '   '])('returns undefined for %j', (input) => {
    expect(normalizeEmail(input)).toBeUndefined();
  });
});

describe('hashEmail', () => {
  it('gives the SHA-256 hex of the address', async () => {
    await expect(hashEmail('test@example.com')).resolves.toBe(TEST_EMAIL_SHA256);
  });

  it('hashes the normalised form, so case and spaces do not matter', async () => {
    await expect(hashEmail('  Test@Example.COM ')).resolves.toBe(TEST_EMAIL_SHA256);
  });

  it.each([undefined, null, 42, '', '   '])('returns undefined without hashing for %j', async (input) => {
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest');
    await expect(hashEmail(input)).resolves.toBeUndefined();
    expect(digest).not.toHaveBeenCalled();
  });

  it('returns undefined and warns when hashing fails', async () => {
    const failure = new Error('digest unavailable');
    vi.spyOn(globalThis.crypto.subtle, 'digest').mockRejectedValue(failure);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(hashEmail('test@example.com')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('test@example.com');
  });

  it('returns undefined when Web Crypto is missing, as on plain-HTTP pages', async () => {
    // The DOM types promise subtle is always there; browsers leave it undefined outside secure contexts.
    const subtle = vi
      .spyOn(globalThis.crypto, 'subtle', 'get')
      .mockReturnValue(undefined as unknown as SubtleCrypto);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(hashEmail('test@example.com')).resolves.toBeUndefined();
    expect(subtle).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
  });
});
