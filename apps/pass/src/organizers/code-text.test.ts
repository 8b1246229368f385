import { describe, expect, it } from 'vitest';
import { codeText } from '@repo/contract/hub-catalogue-fields';
import { randomCodeText } from './code-text';

describe('random code text', () => {
  it('makes codes a buyer can type, that the contract accepts, with the prefix first', () => {
    const codes = Array.from({ length: 200 }, () => randomCodeText('LETO'));
    for (const code of codes) {
      expect(code).toMatch(/^LETO-[2-9A-HJKMNP-Z]{8}$/);
      expect(codeText.parse(code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(randomCodeText('')).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  });
});
