// Credit note VAT: per-note rows telescope to the receipt's table, where summing each note's own rounding would not.
import { describe, expect, it } from 'vitest';
import { creditNoteVatRows, creditedGrossByRate, receiptGrossByRate } from './credit-note';
import type { CreditableItem, CreditedState } from './credit-note';
import { buildVatTable } from './vat-table';

// Three VIP passes: 1 580 Kč at 12 % and 250 Kč at 21 % per pass (the festival's bundle), two weekend passes.
const items: CreditableItem[] = [
  {
    id: 'vip',
    quantity: 3,
    unitPrice: 183_000,
    discount: 0,
    vatRateBasisPoints: 1200,
    parts: [
      { vatRateBasisPoints: 1200, unitPrice: 158_000 },
      { vatRateBasisPoints: 2100, unitPrice: 25_000 },
    ],
  },
  { id: 'weekend', quantity: 2, unitPrice: 189_000, discount: 0, vatRateBasisPoints: 1200, parts: null },
];
const none: CreditedState = { units: new Map(), amount: 0 };

describe('credit note VAT rows', () => {
  it('add up to the receipt to the haléř when the tickets are credited one at a time', () => {
    const receipt = buildVatTable(
      [...receiptGrossByRate(items, true)].map(([vatRateBasisPoints, grossTotal]) => ({
        vatRateBasisPoints,
        grossTotal,
      })),
    );
    let state = none;
    const notes = [];
    for (const id of ['vip', 'vip', 'vip', 'weekend', 'weekend']) {
      const units = new Map(state.units);
      units.set(id, (units.get(id) ?? 0) + 1);
      const next = { units, amount: 0 };
      notes.push(creditNoteVatRows(items, state, next, true));
      state = next;
    }
    for (const row of receipt.rows) {
      const credited = notes.flat().filter((note) => note.vatRateBasisPoints === row.vatRateBasisPoints);
      expect(credited.reduce((sum, note) => sum + note.vat, 0)).toBe(row.vat);
      expect(credited.reduce((sum, note) => sum + note.base, 0)).toBe(row.base);
    }
    // Rounding each ticket on its own would be a haléř off at 12 %: the telescoping is what makes them agree.
    const alone = creditNoteVatRows(items, none, { units: new Map([['vip', 1]]), amount: 0 }, true);
    const twelve = receipt.rows.find((row) => row.vatRateBasisPoints === 1200)?.vat ?? 0;
    const naive =
      3 * (alone.find((row) => row.vatRateBasisPoints === 1200)?.vat ?? 0) +
      2 *
        (creditNoteVatRows(items, none, { units: new Map([['weekend', 1]]), amount: 0 }, true)[0]?.vat ?? 0);
    expect(naive).not.toBe(twelve);
  });

  it('spreads an amount over the rates in proportion and never past what is left', () => {
    const gross = creditedGrossByRate(items, { units: new Map(), amount: 10_000 }, true);
    expect([...gross.values()].reduce((sum, value) => sum + value, 0)).toBe(10_000);
    const all = creditedGrossByRate(items, { units: new Map(), amount: Number.MAX_SAFE_INTEGER }, true);
    expect(all).toEqual(receiptGrossByRate(items, true));
  });

  it('puts everything at 0 % for a seller without a VAT id', () => {
    const rows = creditNoteVatRows(items, none, { units: new Map([['vip', 1]]), amount: 0 }, false);
    expect(rows).toEqual([{ vatRateBasisPoints: 0, base: 183_000, vat: 0, total: 183_000 }]);
  });
});
