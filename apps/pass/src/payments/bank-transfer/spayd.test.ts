import { describe, expect, it } from 'vitest';
import { foldToAscii } from './ascii-text';
import { buildSpayd, escapeSpaydValue } from './spayd';
import type { SpaydInput } from './spayd';

const base: SpaydInput = {
  iban: 'CZ2806000000000168540115',
  amountMinor: 45000,
  currencyIsoChar: 'CZK',
  variableSymbol: '1234567890',
};

/** Reads a SPAYD string back the way a bank app does: split at `*`, then at the first `:`, then decode. */
function readSpayd(spayd: string): Record<string, string> {
  const [header, version, ...pairs] = spayd.split('*');
  expect(`${header ?? ''}*${version ?? ''}`).toBe('SPD*1.0');
  return Object.fromEntries(
    pairs.map((pair) => {
      const colon = pair.indexOf(':');
      return [pair.slice(0, colon), decodeURIComponent(pair.slice(colon + 1))];
    }),
  );
}

describe('buildSpayd', () => {
  it('writes the qr-platba.cz example byte for byte', () => {
    expect(buildSpayd({ ...base, message: 'PLATBA ZA ZBOZI' })).toBe(
      'SPD*1.0*ACC:CZ2806000000000168540115*AM:450.00*CC:CZK*MSG:PLATBA ZA ZBOZI*X-VS:1234567890',
    );
  });

  it('writes every supported key in alphabetical order', () => {
    expect(
      buildSpayd({
        iban: 'cz65 0800 0000 1920 0014 5399',
        bic: 'gibaczpx',
        amountMinor: 123456,
        currencyIsoChar: 'czk',
        variableSymbol: '1000042',
        message: 'Vstupenky 1000042',
        recipientName: 'Pořadatel s.r.o.',
        dueDate: new Date('2027-03-01T23:30:00Z'),
      }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.56*CC:CZK*DT:20270302*MSG:Vstupenky 1000042' +
        '*RN:Poradatel s.r.o.*X-VS:1000042',
    );
  });

  it('leaves out empty optional keys', () => {
    expect(buildSpayd({ ...base, message: '  ', recipientName: '', bic: '' })).toBe(
      'SPD*1.0*ACC:CZ2806000000000168540115*AM:450.00*CC:CZK*X-VS:1234567890',
    );
  });

  it('escapes * as %2A and % as %25 so values cannot break the pair structure', () => {
    const spayd = buildSpayd({ ...base, message: 'Sleva 50% *VIP*', recipientName: 'A*B' });
    expect(spayd).toContain('*MSG:Sleva 50%25 %2AVIP%2A*');
    expect(spayd).toContain('*RN:A%2AB*');
    expect(spayd.split('*')).toHaveLength(2 + 6);
    expect(readSpayd(spayd)).toMatchObject({ MSG: 'Sleva 50% *VIP*', RN: 'A*B', 'X-VS': '1234567890' });
  });

  it('folds diacritics to ASCII and percent-encodes what has no ASCII form', () => {
    const spayd = buildSpayd({
      ...base,
      message: 'Vstupenky Křižík –\n„VIP“ 5 €',
      recipientName: 'Łódź Ševčík',
    });
    expect(spayd).toContain('*MSG:Vstupenky Krizik - "VIP" 5 %E2%82%AC*');
    expect(spayd).toContain('*RN:Lodz Sevcik*');
    expect(readSpayd(spayd).MSG).toBe('Vstupenky Krizik - "VIP" 5 €');
  });

  it('refuses an invalid IBAN or BIC, naming the field', () => {
    expect(() => buildSpayd({ ...base, iban: 'CZ2806000000000168540116' })).toThrow(
      /^iban: .*not a valid IBAN/,
    );
    expect(() => buildSpayd({ ...base, iban: '123456789/0800' })).toThrow(/^iban: /);
    expect(() => buildSpayd({ ...base, bic: 'NOPE' })).toThrow(/^bic: /);
  });

  it('keeps the amount within 0.01 and 9 999 999.99', () => {
    expect(buildSpayd({ ...base, amountMinor: 1 })).toContain('*AM:0.01*');
    expect(buildSpayd({ ...base, amountMinor: 999_999_999 })).toContain('*AM:9999999.99*');
    expect(() => buildSpayd({ ...base, amountMinor: 0 })).toThrow(/^amountMinor: /);
    expect(() => buildSpayd({ ...base, amountMinor: -100 })).toThrow(/^amountMinor: /);
    expect(() => buildSpayd({ ...base, amountMinor: 1_000_000_000 })).toThrow(/^amountMinor: /);
    expect(() => buildSpayd({ ...base, amountMinor: 100.5 })).toThrow(/^amountMinor: /);
  });

  it('takes a variable symbol of 1 to 10 digits only', () => {
    expect(buildSpayd({ ...base, variableSymbol: '7' })).toContain('*X-VS:7');
    expect(() => buildSpayd({ ...base, variableSymbol: '12345678901' })).toThrow(/^variableSymbol: /);
    expect(() => buildSpayd({ ...base, variableSymbol: '' })).toThrow(/^variableSymbol: /);
    expect(() => buildSpayd({ ...base, variableSymbol: '12-34' })).toThrow(/^variableSymbol: /);
  });

  it('limits MSG to 60 and RN to 35 characters, counted after folding', () => {
    expect(buildSpayd({ ...base, message: 'ž'.repeat(60) })).toContain(`*MSG:${'z'.repeat(60)}*`);
    expect(() => buildSpayd({ ...base, message: 'x'.repeat(61) })).toThrow(/^message: must be at most 60/);
    expect(buildSpayd({ ...base, recipientName: 'n'.repeat(35) })).toContain(`*RN:${'n'.repeat(35)}*`);
    expect(() => buildSpayd({ ...base, recipientName: 'n'.repeat(36) })).toThrow(/^recipientName: /);
  });

  it('refuses a currency that is not an ISO code and an invalid due date', () => {
    expect(() => buildSpayd({ ...base, currencyIsoChar: 'Kč' })).toThrow(/^currencyIsoChar: /);
    expect(() => buildSpayd({ ...base, dueDate: new Date('nonsense') })).toThrow(/^dueDate: /);
  });
});

describe('escapeSpaydValue', () => {
  it('keeps printable ASCII other than * and % literal', () => {
    expect(escapeSpaydValue('a:b+c/d-e.f $')).toBe('a:b+c/d-e.f $');
    expect(escapeSpaydValue('*%')).toBe('%2A%25');
  });
});

describe('foldToAscii', () => {
  it('removes Czech, Slovak, Polish and German accents and normalizes spaces', () => {
    expect(foldToAscii('Příliš žluťoučký kůň úpěl ďábelské ódy')).toBe(
      'Prilis zlutoucky kun upel dabelske ody',
    );
    expect(foldToAscii('Ľubomír Ôčko Äpfel Straße Łukasz')).toBe('Lubomir Ocko Apfel Strasse Lukasz');
    expect(foldToAscii('  a\t\tb\r\nc\u00a0d  ')).toBe('a b c d');
  });
});
