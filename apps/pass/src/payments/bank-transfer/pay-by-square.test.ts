import { CurrencyCode, decode, PaymentOptions } from 'bysquare/pay';
import { describe, expect, it } from 'vitest';
import { buildPayBySquare } from './pay-by-square';
import type { PayBySquareInput } from './pay-by-square';

const base: PayBySquareInput = {
  iban: 'SK9611000000002918599669',
  amountMinor: 12345,
  currencyIsoChar: 'EUR',
  variableSymbol: '1000042',
  recipientName: 'Festival s.r.o.',
};

describe('buildPayBySquare', () => {
  it('encodes a payment order that decodes back to the same values', () => {
    const qr = buildPayBySquare({
      ...base,
      iban: 'sk96 1100 0000 0029 1859 9669',
      bic: 'tatrskbx',
      message: 'Vstupenky Žilina, objednávka 1000042',
      recipientName: 'Kultúrne centrum Ťahanovce',
      dueDate: new Date('2027-03-01T23:30:00Z'),
    });
    expect(qr).toMatch(/^[0-9A-V]+$/); // base32hex, the alphabet of PAY by square
    expect(decode(qr)).toEqual({
      invoiceId: undefined,
      payments: [
        {
          type: PaymentOptions.PaymentOrder,
          amount: 123.45,
          currencyCode: CurrencyCode.EUR,
          paymentDueDate: '20270302',
          variableSymbol: '1000042',
          constantSymbol: undefined,
          specificSymbol: undefined,
          originatorsReferenceInformation: undefined,
          paymentNote: 'Vstupenky Zilina, objednavka 1000042',
          bankAccounts: [{ iban: 'SK9611000000002918599669', bic: 'TATRSKBX' }],
          beneficiary: { name: 'Kulturne centrum Tahanovce', street: undefined, city: undefined },
        },
      ],
    });
  });

  it('keeps the amount exact in minor units across encode and decode', () => {
    for (const amountMinor of [1, 10, 29, 115, 100_00, 999_999_999]) {
      const [payment] = decode(buildPayBySquare({ ...base, amountMinor })).payments;
      expect(Math.round((payment?.amount ?? Number.NaN) * 100)).toBe(amountMinor);
    }
  });

  it('leaves the note out when there is none', () => {
    const [payment] = decode(buildPayBySquare(base)).payments;
    expect(payment?.paymentNote).toBeUndefined();
    expect(payment?.bankAccounts).toEqual([{ iban: 'SK9611000000002918599669', bic: undefined }]);
  });

  it('refuses bad input, naming the field', () => {
    expect(() => buildPayBySquare({ ...base, iban: 'SK9611000000002918599668' })).toThrow(/^iban: /);
    expect(() => buildPayBySquare({ ...base, amountMinor: 0 })).toThrow(/^amountMinor: /);
    expect(() => buildPayBySquare({ ...base, amountMinor: 1_000_000_000 })).toThrow(/^amountMinor: /);
    expect(() => buildPayBySquare({ ...base, variableSymbol: '12345678901' })).toThrow(/^variableSymbol: /);
    expect(() => buildPayBySquare({ ...base, recipientName: '  ' })).toThrow(/^recipientName: .*required/);
    expect(() => buildPayBySquare({ ...base, recipientName: 'n'.repeat(71) })).toThrow(/^recipientName: /);
    expect(() => buildPayBySquare({ ...base, message: 'm'.repeat(141) })).toThrow(/^message: /);
    // A currency read from the database is checked at runtime, whatever the type says.
    const czk = { ...base, currencyIsoChar: 'CZK' } as unknown as PayBySquareInput;
    expect(() => buildPayBySquare(czk)).toThrow(/^currencyIsoChar: PAY by square is used for EUR only/);
  });
});
