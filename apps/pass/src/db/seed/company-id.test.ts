import { describe, expect, it } from 'vitest';
import { companyId, isValidCompanyId, slovakTaxId } from './company-id';

describe('company ids', () => {
  it('adds the IČO check digit, including the 10 -> 0 and 11 -> 1 cases', () => {
    // Real registered ids: ČEZ, a. s. (45274649) and Česká spořitelna, a.s. (45244782).
    expect(companyId('4527464')).toBe('45274649');
    expect(companyId('4524478')).toBe('45244782');
    expect(isValidCompanyId('45274649')).toBe(true);
    expect(isValidCompanyId('45274648')).toBe(false);
    expect(companyId('0000001')).toBe('00000019');
    expect(isValidCompanyId(companyId('0000010'))).toBe(true);
    expect(() => companyId('123')).toThrow(/seven digits/);
  });

  it('makes a Slovak DIČ divisible by 11, or says when no digit can', () => {
    const dic = slovakTaxId('202345671');
    expect(dic).toHaveLength(10);
    expect(Number(dic) % 11).toBe(0);
    expect(() => slovakTaxId('000000010')).toThrow(/divisible by 11/);
  });
});
