import { currency, paymentMethod } from '@repo/enums';
import { describe, expect, it } from 'vitest';
import { buildReceipt, receiptSchema, renderReceiptText } from './receipt';
import type { ReceiptInput } from './receipt';

const seller = {
  name: 'Léto pod lipami s.r.o.',
  vatId: 'CZ27082440',
  companyId: '27082440',
  address: 'Na Příkopě 12, 110 00 Praha 1',
};

const input: ReceiptInput = {
  receiptNumber: '2027-000123',
  // 12:05 UTC is 14:05 in Prague in summer.
  issuedAt: new Date('2027-07-01T12:05:00Z'),
  timeZone: 'Europe/Prague',
  language: 'cs',
  currencyId: currency.ids.czk,
  seller,
  buyer: { name: 'Jana Dvořáková', companyName: 'Dvořák a syn s.r.o.', vatId: 'CZ12345678' },
  lines: [
    {
      name: 'Vstupenka – Celý festival',
      quantity: 2,
      unitPrice: 189_000,
      vatRateBasisPoints: 1200,
      discount: 10_000,
    },
    { name: 'Pivo 0,5 l', quantity: 3, unitPrice: 5_500, vatRateBasisPoints: 2100 },
    { name: 'Langoš', quantity: 1, unitPrice: 8_900, vatRateBasisPoints: 1200 },
  ],
  paymentMethodId: paymentMethod.ids.paymentCard,
};

// Intl separates thousands and the currency with no-break spaces; tests compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('buildReceipt', () => {
  it('fills the fields of a simplified tax receipt', () => {
    const receipt = buildReceipt(input);
    expect(receipt.taxDocument).toBe(true);
    expect(receipt.title).toBe('Zjednodušený daňový doklad');
    expect(receipt.receiptNumber).toBe('2027-000123');
    expect(receipt.issuedAt).toBe('2027-07-01T12:05:00.000Z');
    expect(receipt.issuedAtText).toBe('1. 7. 2027 14:05');
    expect(receipt.currencyCode).toBe('CZK');
    expect(receipt.seller).toEqual(seller);
    expect(receipt.buyer).toEqual({
      name: 'Jana Dvořáková',
      companyName: 'Dvořák a syn s.r.o.',
      vatId: 'CZ12345678',
      address: null,
    });
    expect(receipt.paymentMethodText).toBe('Platební karta');
    expect(() => receiptSchema.parse(receipt)).not.toThrow();
  });

  it('computes line totals with the line discount and sums them into the VAT table', () => {
    const receipt = buildReceipt(input);
    expect(receipt.lines.map((line) => [line.quantity, line.unitPrice, line.discount, line.total])).toEqual([
      [2, 189_000, 10_000, 368_000],
      [3, 5_500, 0, 16_500],
      [1, 8_900, 0, 8_900],
    ]);
    expect(plain(receipt.lines[0]?.totalText ?? '')).toBe('3 680,00 Kč');
    expect(plain(receipt.lines[0]?.discountText ?? '')).toBe('-100,00 Kč');
    expect(receipt.lines[1]?.discountText).toBeNull();
    expect(plain(receipt.lines[1]?.vatRateText ?? '')).toBe('21 %');

    expect(receipt.total).toBe(393_400);
    expect(plain(receipt.totalText)).toBe('3 934,00 Kč');
    // 21 %: 165.00 -> VAT 28.64; 12 %: 3 769.00 -> VAT 403.82 (3769 × 12 / 112 = 403.821…).
    expect(
      receipt.vatTable.rows.map(({ vatRateBasisPoints, base, vat, total }) => [
        vatRateBasisPoints,
        base,
        vat,
        total,
      ]),
    ).toEqual([
      [2100, 13_636, 2_864, 16_500],
      [1200, 336_518, 40_382, 376_900],
    ]);
    expect(receipt.vatTable.total).toBe(receipt.total);
    expect(receipt.vatTable.base + receipt.vatTable.vat).toBe(receipt.total);
  });

  it('turns a seller without a VAT id into a plain sales receipt without VAT', () => {
    const receipt = buildReceipt({ ...input, seller: { ...seller, vatId: null }, language: 'en' });
    expect(receipt.taxDocument).toBe(false);
    expect(receipt.title).toBe('Sales receipt');
    expect(receipt.lines.every((line) => line.vatRateBasisPoints === 0)).toBe(true);
    expect(receipt.vatTable.rows).toEqual([
      expect.objectContaining({ vatRateBasisPoints: 0, vat: 0, total: 393_400 }),
    ]);
    expect(renderReceiptText(receipt)).toContain('The seller is not registered for VAT.');
  });

  it('has no buyer when none is given and formats in EUR for Slovakia', () => {
    const receipt = buildReceipt({
      ...input,
      language: 'sk',
      currencyId: currency.ids.eur,
      buyer: undefined,
      lines: [{ name: 'Vstupenka', quantity: 1, unitPrice: 2_990, vatRateBasisPoints: 2300 }],
    });
    expect(receipt.buyer).toBeNull();
    expect(receipt.title).toBe('Zjednodušená faktúra');
    expect(plain(receipt.totalText)).toBe('29,90 €');
    // 29.90 € at 23 %: 29.90 × 23 / 123 = 5.591… -> 5.59.
    expect(receipt.vatTable.rows).toEqual([expect.objectContaining({ base: 2_431, vat: 559, total: 2_990 })]);
  });

  it('rejects invalid lines, an empty number and unknown enumeration ids', () => {
    const line = { name: 'X', quantity: 1, unitPrice: 100, vatRateBasisPoints: 1200 };
    expect(() => buildReceipt({ ...input, lines: [{ ...line, quantity: 0 }] })).toThrow(/quantity/);
    expect(() => buildReceipt({ ...input, lines: [{ ...line, quantity: 1.5 }] })).toThrow(/quantity/);
    expect(() => buildReceipt({ ...input, lines: [{ ...line, unitPrice: 9.99 }] })).toThrow(/unitPrice/);
    expect(() => buildReceipt({ ...input, lines: [{ ...line, discount: 101 }] })).toThrow(/discount/);
    expect(() => buildReceipt({ ...input, lines: [{ ...line, discount: -1 }] })).toThrow(/discount/);
    expect(() =>
      buildReceipt({ ...input, lines: [{ ...line, vatRateBasisPoints: 12 * 1000 + 0.5 }] }),
    ).toThrow(/vatRateBasisPoints/);
    expect(() => buildReceipt({ ...input, receiptNumber: ' ' })).toThrow(/receiptNumber/);
    expect(() => buildReceipt({ ...input, currencyId: 0 })).toThrow();
    expect(() => buildReceipt({ ...input, paymentMethodId: 999 })).toThrow();
    expect(() => buildReceipt({ ...input, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('renderReceiptText', () => {
  it('renders the Czech receipt with the seller VAT id and the VAT table', () => {
    const text = plain(renderReceiptText(buildReceipt(input)));
    expect(text.split('\n')[0]).toBe('Zjednodušený daňový doklad');
    expect(text).toContain('Číslo dokladu: 2027-000123');
    expect(text).toContain('Datum: 1. 7. 2027 14:05');
    expect(text).toContain('Prodávající: Léto pod lipami s.r.o.');
    expect(text).toContain('IČO: 27082440');
    expect(text).toContain('DIČ: CZ27082440');
    expect(text).toContain('Kupující: Dvořák a syn s.r.o.');
    expect(text).toContain(
      '- Vstupenka – Celý festival\n  2 × 1 890,00 Kč, sleva -100,00 Kč, DPH 12 % = 3 680,00 Kč',
    );
    const lines = text.split('\n');
    const header = lines.findIndex((line) => line.startsWith('Sazba DPH'));
    expect(header).toBeGreaterThan(0);
    expect(lines[header]?.split(/\s{2,}/)).toEqual(['Sazba DPH', 'Základ', 'DPH', 'Celkem']);
    expect(lines[header + 1]?.split(/\s{2,}/)).toEqual(['21 %', '136,36 Kč', '28,64 Kč', '165,00 Kč']);
    expect(lines[header + 2]?.split(/\s{2,}/)).toEqual(['12 %', '3 365,18 Kč', '403,82 Kč', '3 769,00 Kč']);
    expect(lines[header + 3]?.split(/\s{2,}/)).toEqual(['Celkem', '3 501,54 Kč', '432,46 Kč', '3 934,00 Kč']);
    expect(text).toContain('Způsob platby: Platební karta');
  });

  it('renders the same receipt in English', () => {
    const text = plain(renderReceiptText(buildReceipt(input), 'en'));
    expect(text.split('\n')[0]).toBe('Simplified tax receipt');
    expect(text).toContain('Seller: Léto pod lipami s.r.o.');
    expect(text).toContain('VAT ID: CZ27082440');
    expect(text).toContain('Receipt number: 2027-000123');
    expect(text).toContain('Date: 7/1/2027, 02:05 PM');
    const lines = text.split('\n');
    const header = lines.findIndex((line) => line.startsWith('VAT rate'));
    expect(lines[header]?.split(/\s{2,}/)).toEqual(['VAT rate', 'Base', 'VAT', 'Total']);
    expect(lines[header + 1]?.split(/\s{2,}/)).toEqual(['21%', 'CZK 136.36', 'CZK 28.64', 'CZK 165.00']);
    expect(lines[header + 2]?.split(/\s{2,}/)).toEqual(['12%', 'CZK 3,365.18', 'CZK 403.82', 'CZK 3,769.00']);
    expect(text).toContain('Payment method: Payment card');
  });

  it('uses the Slovak and German terms for the VAT id and the title', () => {
    const receipt = buildReceipt(input);
    const slovak = plain(renderReceiptText(receipt, 'sk'));
    expect(slovak).toContain('Zjednodušená faktúra');
    expect(slovak).toContain('IČ DPH: CZ27082440');
    expect(slovak).toContain('Sadzba DPH');
    const german = plain(renderReceiptText(receipt, 'de'));
    expect(german).toContain('Vereinfachte Rechnung');
    expect(german).toContain('USt-IdNr.: CZ27082440');
    expect(german).toContain('Verkäufer: Léto pod lipami s.r.o.');
  });
});
