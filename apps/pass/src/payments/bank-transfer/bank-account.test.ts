import { describe, expect, it } from 'vitest';
import { normalizeBic, normalizeIban } from './bank-account';
import { BankTransferFieldError } from './field-error';

describe('normalizeIban', () => {
  it('returns the electronic format', () => {
    expect(normalizeIban('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
    expect(normalizeIban('SK9611000000002918599669')).toBe('SK9611000000002918599669');
  });

  it('names the field for a wrong check digit or format', () => {
    expect(() => normalizeIban('CZ6508000000192000145398')).toThrow(BankTransferFieldError);
    expect(() => normalizeIban('CZ6508000000192000145398')).toThrow(
      /^iban: "CZ6508000000192000145398" is not a valid IBAN/,
    );
    expect(() => normalizeIban('CZ650800', 'organizerIban')).toThrow(/^organizerIban: /);
    expect(() => normalizeIban('')).toThrow(/^iban: /);
  });
});

describe('normalizeBic', () => {
  it('upper-cases valid codes and refuses others', () => {
    expect(normalizeBic('gibaczpx')).toBe('GIBACZPX');
    expect(normalizeBic('RZBC CZPP XXX')).toBe('RZBCCZPPXXX');
    expect(() => normalizeBic('GIBA')).toThrow(/^bic: "GIBA" is not a valid BIC/);
  });
});
