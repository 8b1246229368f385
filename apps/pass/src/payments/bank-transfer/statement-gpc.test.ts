import { currency } from '@repo/enums/currency';
import { describe, expect, it } from 'vitest';
import { isGpcStatement, parseStatementGpc } from './statement-gpc';

const header =
  '0740000002001234567Festival s.r.o.     011126000000001000000+000000011800000+000000000000000+000000001800000+001241126              ';

/** One 075 record laid out by the format's positions, so a test reads like the bank's file. */
function movement(options: {
  id?: string;
  amount?: number;
  code?: string;
  vs?: string;
  date?: string;
  note?: string;
  currencyNum?: string;
  counter?: string;
  bank?: string;
}): string {
  const line =
    '075' +
    '0000002001234567' +
    (options.counter ?? '0000000123456789') +
    (options.id ?? '0000000000001').padStart(13, '0') +
    String(options.amount ?? 180000).padStart(12, '0') +
    (options.code ?? '2') +
    (options.vs ?? '0001000042').padStart(10, '0') +
    '00' +
    (options.bank ?? '0800') +
    '0308' +
    '0000000000' +
    (options.date ?? '241126') +
    (options.note ?? 'Jan Novak').padEnd(20) +
    '0' +
    (options.currencyNum ?? '0203') +
    '241126';
  expect(line).toHaveLength(128);
  return line;
}

describe('parseStatementGpc', () => {
  it('reads an incoming credit with its symbol, amount in haléř, day, counter-account and currency', () => {
    const result = parseStatementGpc([header, movement({})].join('\r\n'));
    expect(result.errors).toEqual([]);
    expect(result.transactions).toEqual([
      {
        bankReference: '2001234567:0000000000001',
        bookedAt: new Date(Date.UTC(2026, 10, 24)),
        amount: 180000,
        currencyId: currency.list().find((entry) => entry.isoChar === 'CZK')?.id,
        variableSymbol: '1000042',
        counterpartyAccount: '123456789/0800',
        message: 'Jan Novak',
      },
    ]);
  });

  it('skips debits and reversals, and reports bad records by line', () => {
    const result = parseStatementGpc(
      [
        header,
        movement({ code: '1', id: '2' }),
        movement({ code: '5', id: '3' }),
        movement({ id: '4', date: '311326' }),
        movement({ id: '5', currencyNum: '0840' }),
        movement({ id: '6', vs: '' }),
      ].join('\n'),
    );
    expect(result.skipped).toBe(2);
    expect(result.errors.map((error) => error.line)).toEqual([4, 5]);
    expect(result.transactions).toHaveLength(1);
    expect(result.transactions[0]?.variableSymbol).toBeNull();
  });

  it('refuses movements without a statement header', () => {
    const result = parseStatementGpc(movement({}));
    expect(result.transactions).toEqual([]);
    expect(result.errors[0]?.message).toMatch(/074/);
  });

  it('tells a GPC file from a CSV one', () => {
    expect(isGpcStatement(`${header}\n${movement({})}`)).toBe(true);
    expect(isGpcStatement('reference;booked_at;amount;currency\n1;2027-01-01;1;CZK')).toBe(false);
  });
});
