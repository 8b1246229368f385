import { describe, expect, it } from 'vitest';
import { accessCode } from '@repo/contract/accounts';
import { accessCodeHash, newAccessCode, newToken, sha256 } from './secrets';

describe('secrets', () => {
  it('makes 43-character base64url tokens, all different', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes access codes the contract accepts, also typed in lower case with a hyphen', () => {
    for (let index = 0; index < 200; index += 1) {
      const code = newAccessCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
      expect(accessCode.parse(typed)).toBe(code);
    }
  });

  it('hashes access codes per account', () => {
    expect(accessCodeHash('a', 'ABCD1234')).not.toBe(accessCodeHash('b', 'ABCD1234'));
    expect(sha256('x')).toHaveLength(64);
  });
});
