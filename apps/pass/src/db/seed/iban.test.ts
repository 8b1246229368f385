import { describe, expect, it } from 'vitest';
import { domesticIban, ibanCheckDigits, isValidDomesticAccount, isValidIban } from './iban';

describe('IBAN helpers', () => {
  it('computes the check digits of published examples', () => {
    // Česká spořitelna's own example account 19-2000145399/0800 and the ISO 13616 example of Germany.
    expect(ibanCheckDigits('CZ', '08000000192000145399')).toBe('65');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
  });

  it('formats Czech and Slovak accounts in groups of four with a valid checksum', () => {
    const iban = domesticIban('CZ', '0800', '19', '2000145399');
    expect(iban).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(isValidIban(iban)).toBe(true);
    const slovak = domesticIban('SK', '1100', '', '2938106008');
    expect(slovak).toMatch(/^SK\d{2} 1100 0000 0029 3810 6008$/);
    expect(isValidIban(slovak)).toBe(true);
  });

  it('rejects a changed digit, a wrong shape and an account number failing its mod-11 check', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5398')).toBe(false);
    expect(isValidIban('CZ65')).toBe(false);
    expect(isValidDomesticAccount('19', '2000145399')).toBe(true);
    expect(isValidDomesticAccount('', '2000145398')).toBe(false);
    expect(isValidDomesticAccount('18', '2000145399')).toBe(false);
    expect(() => domesticIban('CZ', '0800', '', '2000145398')).toThrow(/Invalid CZ account/);
    expect(() => domesticIban('CZ', '080', '', '2000145399')).toThrow(/Invalid CZ account/);
  });
});
