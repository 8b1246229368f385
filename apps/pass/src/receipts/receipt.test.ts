import { country, currency, paymentMethod } from '@repo/enums';
import { describe, expect, it } from 'vitest';
import { buildReceipt, receiptSchema, renderReceiptText } from './receipt';
import type { ReceiptInput } from './receipt';

const seller = {
  name: 'Léto pod lipami s.r.o.',
  countryId: country.ids.czechRepublic,
  vatId: 'CZ27082440',
  companyId: '27082440',
  address: 'Na Příkopě 12, 110 00 Praha 1',
};
const company = {
  name: 'Jana Dvořáková',
  companyName: 'Dvořák a syn s.r.o.',
  companyId: '25596641',
  vatId: 'CZ25596641',
  address: 'Husova 5, 602 00 Brno',
};

const input: ReceiptInput = {
  receiptNumber: '2027-000123',
  // 12:05 UTC is 14:05 in Prague in summer.
  issuedAt: new Date('2027-07-01T12:05:00Z'),
  timeZone: 'Europe/Prague',
  language: 'cs',
  currencyId: currency.ids.czk,
  seller,
  buyer: { name: 'Jana Dvořáková' },
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

const slovakSeller = {
  name: 'Bratislava Live s.r.o.',
  countryId: country.ids.slovakia,
  companyId: '51209345',
  taxId: '2023456710',
  vatId: 'SK2023456710',
  address: 'Panská 27, 811 01 Bratislava',
};

// Intl separates thousands and the currency with no-break spaces; tests compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('buildReceipt', () => {
  it('fills the fields of a simplified tax receipt', () => {
    const receipt = buildReceipt(input);
    expect(receipt.taxDocument).toBe(true);
    expect(receipt.documentKind).toBe('simplified');
    expect(receipt.title).toBe('Zjednodušený daňový doklad');
    expect(receipt.receiptNumber).toBe('2027-000123');
    expect(receipt.issuedAt).toBe('2027-07-01T12:05:00.000Z');
    expect(receipt.issuedAtText).toBe('1. 7. 2027 14:05');
    expect(receipt.currencyCode).toBe('CZK');
    expect(receipt.seller).toEqual({
      name: seller.name,
      companyId: seller.companyId,
      vatId: seller.vatId,
      taxId: null,
      address: seller.address,
    });
    expect(receipt.buyer).toEqual({
      name: 'Jana Dvořáková',
      companyName: null,
      companyId: null,
      vatId: null,
      taxId: null,
      address: null,
    });
    expect(receipt.taxableSupplyDate).toBe('2027-07-01');
    expect(receipt.taxableSupplyDateText).toBe('1. 7. 2027');
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
    expect(receipt.documentKind).toBe('plain');
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
      seller: slovakSeller,
      buyer: undefined,
      lines: [{ name: 'Vstupenka', quantity: 1, unitPrice: 2_990, vatRateBasisPoints: 2300 }],
    });
    expect(receipt.buyer).toBeNull();
    expect(receipt.documentKind).toBe('simplified');
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
    expect(text).toContain('Kupující: Jana Dvořáková');
    expect(text).toContain('Datum uskutečnění zdanitelného plnění: 1. 7. 2027');
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

describe('simplified or full tax document', () => {
  const ticket = (unitPrice: number, quantity = 1) => ({
    name: 'Vstupenka',
    quantity,
    unitPrice,
    vatRateBasisPoints: 1200,
  });

  it('is simplified up to 10 000 Kč in the Czech Republic and full above', () => {
    const at = (total: number) => buildReceipt({ ...input, lines: [ticket(total)] });
    expect(at(1_000_000).documentKind).toBe('simplified');
    const above = at(1_000_001);
    expect(above.documentKind).toBe('full');
    expect(above.title).toBe('Daňový doklad');
    // 4 tickets of 2 600 Kč: the limit counts the whole document, not a line or a unit.
    expect(buildReceipt({ ...input, lines: [ticket(260_000, 4)] }).documentKind).toBe('full');
  });

  it('is full for a buyer who gives a company id or a VAT id, whatever the amount', () => {
    const small = { ...input, lines: [ticket(10_000)] };
    expect(buildReceipt({ ...small, buyer: company }).documentKind).toBe('full');
    expect(buildReceipt({ ...small, buyer: { name: 'Jan', companyId: '25596641' } }).documentKind).toBe(
      'full',
    );
    expect(buildReceipt({ ...small, buyer: { name: 'Jan', vatId: 'CZ7001011234' } }).documentKind).toBe(
      'full',
    );
    // A company name alone identifies no taxable person.
    expect(buildReceipt({ ...small, buyer: { name: 'Jan', companyName: 'Jan s.r.o.' } }).documentKind).toBe(
      'simplified',
    );
  });

  it('is simplified up to 100 EUR for a Slovak seller (§ 74 ods. 3 písm. a) and a faktúra above', () => {
    const slovak = (total: number) =>
      buildReceipt({
        ...input,
        language: 'sk',
        currencyId: currency.ids.eur,
        seller: slovakSeller,
        lines: [{ ...ticket(total), vatRateBasisPoints: 2300 }],
      });
    expect(slovak(10_000).documentKind).toBe('simplified');
    expect(slovak(10_001).documentKind).toBe('full');
    expect(slovak(10_001).title).toBe('Faktúra');
  });

  it('is full when the currency is not the one the limit is set in, and plain without a seller VAT id', () => {
    expect(buildReceipt({ ...input, currencyId: currency.ids.eur, lines: [ticket(100)] }).documentKind).toBe(
      'full',
    );
    const plainReceipt = buildReceipt({ ...input, seller: { ...seller, vatId: null }, buyer: company });
    expect(plainReceipt.documentKind).toBe('plain');
    expect(plainReceipt.taxDocument).toBe(false);
  });

  it('prints both parties of a Czech full tax document with the date of taxable supply', () => {
    const receipt = buildReceipt({
      ...input,
      buyer: company,
      // Paid on 30 June at 23:30 Prague time, issued the next morning: the supply is the day of payment.
      taxableSupplyAt: new Date('2027-06-30T21:30:00Z'),
    });
    expect(receipt.documentKind).toBe('full');
    expect(receipt.taxableSupplyDate).toBe('2027-06-30');
    expect(receipt.buyer).toEqual({ ...company, taxId: null });
    const text = plain(renderReceiptText(receipt));
    expect(text.split('\n')[0]).toBe('Daňový doklad');
    expect(text).toContain('Datum vystavení: 1. 7. 2027 14:05');
    expect(text).toContain('Datum uskutečnění zdanitelného plnění: 30. 6. 2027');
    const seller = text.slice(text.indexOf('Prodávající'), text.indexOf('Kupující'));
    expect(seller).toContain('Adresa: Na Příkopě 12, 110 00 Praha 1');
    expect(seller).toContain('IČO: 27082440');
    expect(seller).toContain('DIČ: CZ27082440');
    const buyer = text.slice(text.indexOf('Kupující'), text.indexOf('Položky'));
    expect(buyer.split('\n').slice(0, 5)).toEqual([
      'Kupující: Dvořák a syn s.r.o.',
      'Jana Dvořáková',
      'Adresa: Husova 5, 602 00 Brno',
      'IČO: 25596641',
      'DIČ: CZ25596641',
    ]);
    // Per-rate base and VAT stay on the full document.
    expect(text).toMatch(/Celkem\s+3 501,54 Kč\s+432,46 Kč\s+3 934,00 Kč/);
  });

  it('prints IČO, DIČ and IČ DPH on a Slovak faktúra', () => {
    const receipt = buildReceipt({
      ...input,
      language: 'sk',
      timeZone: 'Europe/Bratislava',
      currencyId: currency.ids.eur,
      seller: slovakSeller,
      buyer: {
        ...company,
        companyId: '35757442',
        vatId: 'SK2020317068',
        address: 'Mlynské nivy 1, 821 09 Bratislava',
      },
      lines: [{ name: 'Vstupenka VIP', quantity: 2, unitPrice: 12_300, vatRateBasisPoints: 2300 }],
    });
    expect(receipt.documentKind).toBe('full');
    expect(receipt.seller).toEqual({
      name: 'Bratislava Live s.r.o.',
      companyId: '51209345',
      taxId: '2023456710',
      vatId: 'SK2023456710',
      address: 'Panská 27, 811 01 Bratislava',
    });
    const text = plain(renderReceiptText(receipt));
    expect(text.split('\n')[0]).toBe('Faktúra');
    expect(text).toContain('Dátum vyhotovenia: 1. 7. 2027 14:05');
    expect(text).toContain('Dátum dodania (prijatia platby): 1. 7. 2027');
    expect(text).toContain('IČO: 51209345\nDIČ: 2023456710\nIČ DPH: SK2023456710');
    expect(text).toContain('IČO: 35757442');
    expect(text).toContain('IČ DPH: SK2020317068');
    // 246.00 € at 23 %: VAT 246 × 23 / 123 = 46.00, base 200.00.
    expect(receipt.vatTable.rows).toEqual([
      expect.objectContaining({ base: 20_000, vat: 4_600, total: 24_600 }),
    ]);
    // A Czech reader of the Slovak seller's document sees IČ DPH beside DIČ, never DIČ twice.
    const czech = plain(renderReceiptText(receipt, 'cs'));
    expect(czech).toContain('DIČ: 2023456710\nIČ DPH: SK2023456710');
  });
});

describe('bundled tickets', () => {
  const bundle = {
    name: 'Vstupné s degustačním půllitrem',
    quantity: 2,
    unitPrice: 35_000,
    vatRateBasisPoints: 1200,
    parts: [
      { name: 'Vstupné', vatRateBasisPoints: 1200, unitPrice: 25_000 },
      { name: 'Degustační půllitr', vatRateBasisPoints: 2100, unitPrice: 10_000 },
    ],
  };

  it('splits the price between the rates of its items and puts each part in its VAT row', () => {
    const receipt = buildReceipt({ ...input, lines: [bundle] });
    const [line] = receipt.lines;
    expect(line?.parts.map((part) => [part.name, part.vatRateBasisPoints, part.total])).toEqual([
      ['Vstupné', 1200, 50_000],
      ['Degustační půllitr', 2100, 20_000],
    ]);
    expect(plain(line?.vatRateText ?? '')).toBe('12 % + 21 %');
    // 12 %: 500.00 -> VAT 53.57; 21 %: 200.00 -> VAT 34.71.
    expect(
      receipt.vatTable.rows.map((row) => [row.vatRateBasisPoints, row.base, row.vat, row.total]),
    ).toEqual([
      [2100, 16_529, 3_471, 20_000],
      [1200, 44_643, 5_357, 50_000],
    ]);
    const text = plain(renderReceiptText(receipt));
    expect(text).toContain(
      '- Vstupné s degustačním půllitrem\n  2 × 350,00 Kč = 700,00 Kč\n' +
        '  z toho Vstupné, DPH 12 % = 500,00 Kč\n  z toho Degustační půllitr, DPH 21 % = 200,00 Kč',
    );
    expect(plain(renderReceiptText(receipt, 'en'))).toContain('  of which Vstupné, VAT 12% = CZK 500.00');
  });

  it('lowers every part in proportion to a discount, to the minor unit', () => {
    // 700.00 − 100.01 = 599.99 split 25 : 10 -> 428.56 and 171.43.
    const receipt = buildReceipt({ ...input, lines: [{ ...bundle, discount: 10_001 }] });
    expect(receipt.lines[0]?.parts.map((part) => part.total)).toEqual([42_856, 17_143]);
    expect(receipt.vatTable.total).toBe(59_999);
  });

  it('rejects parts that do not add up to the unit price, and drops them for a seller without VAT', () => {
    expect(() => buildReceipt({ ...input, lines: [{ ...bundle, parts: bundle.parts.slice(0, 1) }] })).toThrow(
      /parts add up to 25000/,
    );
    const receipt = buildReceipt({ ...input, seller: { ...seller, vatId: null }, lines: [bundle] });
    expect(receipt.lines[0]?.parts).toEqual([]);
  });
});
