import { currency } from '@repo/enums';
import { describe, expect, it } from 'vitest';
import { parseStatementCsv, STATEMENT_CSV_HEADER } from './statement-csv';

const header = STATEMENT_CSV_HEADER;

describe('parseStatementCsv', () => {
  it('documents the header it expects', () => {
    expect(STATEMENT_CSV_HEADER).toBe(
      'reference;booked_at;amount;currency;variable_symbol;counterparty_account;message',
    );
  });

  it('parses incoming transfers into minor units, dates and enum ids', () => {
    const csv = [
      header,
      '2027031500001;15.03.2027;1 234,50;CZK;0001000042;123456789/0800;Vstupenky',
      '2027031500002;2027-03-16;49.90;eur;1000043;SK9611000000002918599669;',
      'R3;1. 4. 2027;100;CZK;;;',
    ].join('\n');
    expect(parseStatementCsv(csv)).toEqual({
      transactions: [
        {
          bankReference: '2027031500001',
          bookedAt: new Date('2027-03-15T00:00:00Z'),
          amount: 123450,
          currencyId: currency.ids.czk,
          variableSymbol: '1000042',
          counterpartyAccount: '123456789/0800',
          message: 'Vstupenky',
        },
        {
          bankReference: '2027031500002',
          bookedAt: new Date('2027-03-16T00:00:00Z'),
          amount: 4990,
          currencyId: currency.ids.eur,
          variableSymbol: '1000043',
          counterpartyAccount: 'SK9611000000002918599669',
          message: null,
        },
        {
          bankReference: 'R3',
          bookedAt: new Date('2027-04-01T00:00:00Z'),
          amount: 10000,
          currencyId: currency.ids.czk,
          variableSymbol: null,
          counterpartyAccount: null,
          message: null,
        },
      ],
      errors: [],
      skipped: 0,
    });
  });

  it('tolerates a BOM, CRLF, blank lines, a trailing separator and quoted fields with "" and line breaks', () => {
    const csv =
      '\ufeff' +
      `${header};\r\n` +
      '\r\n' +
      'A1;2027-03-15;"1 000,00";CZK;1000042;;"Platba ""VIP""; dekuji";\r\n' +
      'A2;2027-03-15;5;CZK;1000044;;"dva\r\nradky"\r\n' +
      'A3;2027-03-15;6;CZK;1000045;;konec\r\n';
    const result = parseStatementCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.transactions.map((tx) => [tx.bankReference, tx.amount, tx.message])).toEqual([
      ['A1', 100000, 'Platba "VIP"; dekuji'],
      ['A2', 500, 'dva\nradky'],
      ['A3', 600, 'konec'],
    ]);
  });

  it('numbers lines of the file, counting lines inside quoted fields', () => {
    const csv = [header, 'A1;2027-03-15;5;CZK;;;"one', 'two"', 'A2;2027-03-15;x;CZK;;;'].join('\n');
    expect(parseStatementCsv(csv).errors).toEqual([
      { line: 4, message: 'amount "x" is not a decimal number with at most two decimals' },
    ]);
  });

  it('accepts a comma-separated file when the header uses commas', () => {
    const csv = [
      'reference,booked_at,amount,currency,variable_symbol,counterparty_account,message',
      'C1,2027-03-15,"1 234,50",CZK,1000042,,"Hello, world"',
      'C2,15.03.2027,1234.5,CZK,1000043,,',
    ].join('\n');
    const result = parseStatementCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.transactions.map((tx) => [tx.amount, tx.message])).toEqual([
      [123450, 'Hello, world'],
      [123450, null],
    ]);
  });

  it('finds columns by name in any order and allows optional ones to be missing', () => {
    const csv = ['Amount;Currency;Reference;Booked_At', '250,00;CZK;X1;2027-03-15'].join('\n');
    expect(parseStatementCsv(csv).transactions).toEqual([
      {
        bankReference: 'X1',
        bookedAt: new Date('2027-03-15T00:00:00Z'),
        amount: 25000,
        currencyId: currency.ids.czk,
        variableSymbol: null,
        counterpartyAccount: null,
        message: null,
      },
    ]);
  });

  it('skips outgoing and zero lines without errors, even when their other fields are odd', () => {
    const csv = [
      header,
      'O1;2027-03-15;-250,00;CZK;;;Poplatek',
      'O2;2027-03-15;-12.00;USD;;;Card payment abroad',
      'O3;2027-03-15;0,00;CZK;;;',
      'I1;2027-03-15;250,00;CZK;1000042;;',
    ].join('\n');
    const result = parseStatementCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.skipped).toBe(3);
    expect(result.transactions.map((tx) => tx.bankReference)).toEqual(['I1']);
  });

  it('reports each bad line by number and still parses the rest', () => {
    const csv = [
      header,
      'B1;2027-02-30;100;CZK;1000042;;', // no such day
      'B2;2027-03-15;100;XYZ;1000042;;', // unknown currency
      'B3;2027-03-15;100;CZK;10000A2;;', // letters in the symbol
      ';2027-03-15;100;CZK;1000042;;', // no reference
      'B5;15/03/2027;1,234;CZK;12345678901;;', // three problems at once
      'B6;2027-03-15;100;CZK', // too few fields
      'B7;2027-03-15;100;CZK;;;;extra', // too many
      'G1;2027-03-15;100,5;CZK;1000042;;ok',
      'G1;2027-03-16;100,5;CZK;1000042;;same reference again',
      'B8;2027-03-15;99999999999;CZK;;;', // beyond the integer column
    ].join('\n');
    const result = parseStatementCsv(csv);
    expect(result.transactions).toHaveLength(1);
    expect(result.transactions[0]).toMatchObject({ bankReference: 'G1', amount: 10050, message: 'ok' });
    expect(result.errors).toEqual([
      { line: 2, message: 'booked_at "2027-02-30" is not a date (YYYY-MM-DD or DD.MM.YYYY)' },
      { line: 3, message: 'currency "XYZ" is not a supported ISO 4217 code' },
      { line: 4, message: 'variable_symbol "10000A2" must contain digits only' },
      { line: 5, message: 'reference is empty; it is the bank id that keeps a re-import from booking twice' },
      {
        line: 6,
        message:
          'booked_at "15/03/2027" is not a date (YYYY-MM-DD or DD.MM.YYYY); ' +
          'amount "1,234" is not a decimal number with at most two decimals; ' +
          'variable_symbol "12345678901" has more than 10 digits',
      },
      { line: 7, message: 'has 4 fields where the header has 7' },
      { line: 8, message: 'has 8 fields where the header has 7' },
      { line: 10, message: 'reference "G1" already appears on line 9' },
      { line: 11, message: 'amount "99999999999" is larger than a statement line can be' },
    ]);
  });

  it('strips leading zeros from symbols and treats an all-zero symbol as none', () => {
    const csv = [header, 'Z1;2027-03-15;1;CZK;0000000000;;', 'Z2;2027-03-15;1;CZK;  0042 ;;'].join('\n');
    expect(parseStatementCsv(csv).transactions.map((tx) => tx.variableSymbol)).toEqual([null, '42']);
  });

  it('refuses a header with an unknown, repeated or missing column', () => {
    expect(
      parseStatementCsv('reference;booked_at;amount;currency;varialbe_symbol\nA;2027-03-15;1;CZK;1'),
    ).toEqual({
      transactions: [],
      errors: [{ line: 1, message: `unknown column "varialbe_symbol"; the header must be: ${header}` }],
      skipped: 0,
    });
    expect(parseStatementCsv('reference;amount;amount;currency;booked_at').errors).toEqual([
      { line: 1, message: 'column "amount" appears twice' },
    ]);
    expect(parseStatementCsv('reference;amount\nA;1').errors).toEqual([
      { line: 1, message: `missing columns booked_at, currency; the header must be: ${header}` },
    ]);
    expect(parseStatementCsv('').errors).toEqual([
      { line: 1, message: `the file has no header; it must start with: ${header}` },
    ]);
  });

  it('reports an unterminated quote and keeps the lines before it', () => {
    const csv = [header, 'A1;2027-03-15;5;CZK;;;fine', 'A2;2027-03-15;5;CZK;;;"never closed', 'A3;x'].join(
      '\n',
    );
    const result = parseStatementCsv(csv);
    expect(result.transactions.map((tx) => tx.bankReference)).toEqual(['A1']);
    expect(result.errors).toEqual([
      { line: 3, message: 'a quoted field is not closed before the end of the file' },
    ]);
  });
});
