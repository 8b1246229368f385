// The secret box: values sealed with AES-256-GCM open only with the same key and unchanged; clear values pass.
import { describe, expect, it } from 'vitest';
import { createSecretBox, lastFour, secretsKeyFrom } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(secretsKeyFrom('ab'.repeat(32)));

  it('seals to a different value each time and opens back', () => {
    const first = box.seal('sk_live_1234567890');
    const second = box.seal('sk_live_1234567890');
    expect(first).toMatch(/^enc:v1:/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('1234567890');
    expect(box.open(first)).toBe('sk_live_1234567890');
    expect(box.open(second)).toBe('sk_live_1234567890');
  });

  it('refuses a changed value and another key', () => {
    const sealed = box.seal('whsec_abc');
    const raw = Buffer.from(sealed.slice('enc:v1:'.length), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`enc:v1:${raw.toString('base64')}`)).toThrow();
    const other = createSecretBox(secretsKeyFrom('cd'.repeat(32)));
    expect(() => other.open(sealed)).toThrow();
  });

  it('opens values of a previous key after rotation and says they need sealing again', () => {
    const oldKey = secretsKeyFrom('ab'.repeat(32));
    const newKey = secretsKeyFrom('ef'.repeat(32));
    const sealedOld = box.seal('whsec_rotate');
    const rotated = createSecretBox(newKey, [oldKey]);
    expect(rotated.open(sealedOld)).toBe('whsec_rotate');
    expect(rotated.needsReseal(sealedOld)).toBe(true);
    const sealedNew = rotated.seal('whsec_rotate');
    expect(rotated.needsReseal(sealedNew)).toBe(false);
    expect(createSecretBox(newKey).open(sealedNew)).toBe('whsec_rotate');
    expect(rotated.needsReseal('whsec_plain')).toBe(true);
  });

  it('reads a value stored before encryption as it is', () => {
    expect(box.open('whsec_plainFromBefore')).toBe('whsec_plainFromBefore');
    expect(box.isSealed('whsec_plainFromBefore')).toBe(false);
  });

  it('takes the key as hex or base64 of 32 bytes, and stretches anything else', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(secretsKeyFrom(bytes.toString('hex'))).toEqual(bytes);
    expect(secretsKeyFrom(bytes.toString('base64'))).toEqual(bytes);
    expect(secretsKeyFrom('development-only-secrets-key')).toHaveLength(32);
    expect(lastFour('sk_test_abcd')).toBe('abcd');
  });
});
