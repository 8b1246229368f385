import { currency, orderStatus } from '@repo/enums';
import { describe, expect, it } from 'vitest';
import { bankMatchStatuses } from '../../db/schema/payments';
import { matchTransaction } from './match';
import type { MatchableOrder } from './match';
import type { StatementTransaction } from './statement-csv';

const order: MatchableOrder = {
  orderId: '0190c6a4-0000-7000-8000-000000000001',
  orderNumber: 1_000_042,
  statusId: orderStatus.ids.pending,
  totalAmount: 159_000,
  paidAmount: 0,
  currencyId: currency.ids.czk,
};

function transfer(amount: number, overrides: Partial<StatementTransaction> = {}): StatementTransaction {
  return {
    bankReference: 'R1',
    bookedAt: new Date('2027-03-15T00:00:00Z'),
    amount,
    currencyId: currency.ids.czk,
    variableSymbol: '1000042',
    counterpartyAccount: null,
    message: null,
    ...overrides,
  };
}

describe('matchTransaction', () => {
  it('marks the order paid when the amount is exactly what is owed', () => {
    expect(matchTransaction(transfer(159_000), order)).toEqual({
      status: 'matched',
      marksPaid: true,
      creditsOrder: true,
      remainingAmount: 0,
    });
  });

  it('completes an order with an earlier partial payment', () => {
    expect(matchTransaction(transfer(59_000), { ...order, paidAmount: 100_000 })).toMatchObject({
      status: 'matched',
      marksPaid: true,
    });
  });

  it('credits an underpayment but leaves the order pending', () => {
    expect(matchTransaction(transfer(100_000), order)).toEqual({
      status: 'underpaid',
      marksPaid: false,
      creditsOrder: true,
      remainingAmount: 59_000,
    });
  });

  it('flags an overpayment for an operator instead of accepting it', () => {
    expect(matchTransaction(transfer(160_000), order)).toEqual({
      status: 'overpaid',
      marksPaid: false,
      creditsOrder: false,
      remainingAmount: -1_000,
    });
  });

  it("is unmatched without an order or when the order is not the symbol's", () => {
    const unmatched = { status: 'unmatched', marksPaid: false, creditsOrder: false, remainingAmount: null };
    expect(matchTransaction(transfer(159_000), undefined)).toEqual(unmatched);
    expect(matchTransaction(transfer(159_000, { variableSymbol: null }), order)).toEqual(unmatched);
    expect(matchTransaction(transfer(159_000, { variableSymbol: '1000043' }), order)).toEqual(unmatched);
  });

  it('flags a different currency', () => {
    expect(matchTransaction(transfer(159_000, { currencyId: currency.ids.eur }), order)).toEqual({
      status: 'wrongCurrency',
      marksPaid: false,
      creditsOrder: false,
      remainingAmount: null,
    });
  });

  it('flags a payment for an order that is already paid, for a refund', () => {
    const paid = { ...order, statusId: orderStatus.ids.paid, paidAmount: 159_000 };
    expect(matchTransaction(transfer(159_000), paid)).toEqual({
      status: 'alreadyPaid',
      marksPaid: false,
      creditsOrder: false,
      remainingAmount: -159_000,
    });
  });

  it('never revives a canceled or expired order: the whole transfer is an overpayment', () => {
    for (const statusId of [orderStatus.ids.canceled, orderStatus.ids.expired]) {
      expect(matchTransaction(transfer(159_000), { ...order, statusId })).toEqual({
        status: 'overpaid',
        marksPaid: false,
        creditsOrder: false,
        remainingAmount: -159_000,
      });
    }
  });

  it('only returns statuses the bank_transaction table accepts', () => {
    const statuses = [
      matchTransaction(transfer(1), undefined),
      matchTransaction(transfer(159_000), order),
      matchTransaction(transfer(1), order),
      matchTransaction(transfer(200_000), order),
    ].map((match) => match.status);
    for (const status of statuses) expect(bankMatchStatuses).toContain(status);
  });

  it('refuses a non-positive amount', () => {
    expect(() => matchTransaction(transfer(0), order)).toThrow(/positive integer/);
    expect(() => matchTransaction(transfer(-5), order)).toThrow(/positive integer/);
  });
});
