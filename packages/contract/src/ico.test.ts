import { describe, expect, it } from 'vitest';
import { aresEndpoints } from './ares';
import { checkIco, icoCheckDigit } from './ico';

describe('icoCheckDigit', () => {
  it('follows (11 - sum mod 11) mod 10 over the weights 8..2', () => {
    // ČEZ 45274649: sum 156, remainder 2 -> 9.
    expect(icoCheckDigit('4527464')).toBe(9);
    // Alza.cz 27082440: remainder 1 -> 0.
    expect(icoCheckDigit('2708244')).toBe(0);
    // 25596641: remainder 0 -> 1.
    expect(icoCheckDigit('2559664')).toBe(1);
  });
});

describe('checkIco', () => {
  it('accepts real ids and returns 8 digits', () => {
    expect(checkIco('45274649')).toEqual({ ok: true, ico: '45274649' });
    expect(checkIco('27082440')).toEqual({ ok: true, ico: '27082440' });
    expect(checkIco('00006947')).toEqual({ ok: true, ico: '00006947' });
  });

  it('pads shorter ids with leading zeros and ignores spaces', () => {
    expect(checkIco('6947')).toEqual({ ok: true, ico: '00006947' });
    expect(checkIco(' 270 82 440 ')).toEqual({ ok: true, ico: '27082440' });
  });

  it('rejects a wrong check digit', () => {
    const result = checkIco('27082441');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/check digit/);
  });

  it('rejects letters, punctuation, empty input and more than 8 digits', () => {
    for (const input of ['', '   ', 'CZ27082440', '2708-2440', '270824400', '12.5']) {
      const result = checkIco(input);
      expect(result.ok, input).toBe(false);
      expect(!result.ok && result.reason, input).toMatch(/1 to 8 digits/);
    }
  });
});

describe('aresLookup query', () => {
  const query = aresEndpoints.aresLookup.query;
  it('parses to the canonical id', () => {
    expect(query.parse({ ico: '6947' })).toEqual({ ico: '00006947' });
  });
  it('reports the reason as the issue message', () => {
    const result = query.safeParse({ ico: '12345678' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/check digit/);
    expect(result.error?.issues[0]?.path).toEqual(['ico']);
  });
});
