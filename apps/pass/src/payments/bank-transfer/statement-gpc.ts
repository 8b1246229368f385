// Bank statement in the Czech GPC (ABO) format: fixed-width records of 128 characters that Czech and Slovak
// banks export (Fio, ČSOB, KB, mBank, ...). Incoming credits become transactions; everything else is skipped.
//
// Records read (positions 1-based, as the format's descriptions give them):
//   074  statement header: own account 4-19; only checked to be present before any 075 record.
//   075  movement: own account 4-19, counter-account 20-35, movement id 36-48, amount in minor units 49-60,
//        accounting code 61 (1 debit, 2 credit, 4 reversed debit, 5 reversed credit), variable symbol 62-71,
//        bank code of the counter-account 74-77 (inside the constant-symbol field 72-81), specific symbol 82-91,
//        value date DDMMYY 92-97, counterparty name or note 98-117, currency (ISO 4217 numeric) 119-122.
//   other records (076-079: extra texts) are ignored.
// Only accounting code 2 (credit) is an incoming payment; reversals and debits are skipped, not errors.
import { currency } from '@repo/enums/currency';
import type { StatementCsvError, StatementTransaction } from './statement-csv';
import { VARIABLE_SYMBOL_MAX_DIGITS } from './variable-symbol';

export interface StatementGpcResult {
  transactions: StatementTransaction[];
  errors: StatementCsvError[];
  skipped: number;
}

const RECORD_LENGTH = 128;

/** Whether a text looks like GPC: its first non-empty line is a 074 header. */
export function isGpcStatement(text: string): boolean {
  const first = text
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .find((line) => line.trim() !== '');
  return first !== undefined && first.startsWith('074') && first.trimEnd().length >= 100;
}

/** Positions as the format documents them (1-based, inclusive). */
function field(line: string, from: number, to: number): string {
  return line.slice(from - 1, to);
}

function parseDate(ddmmyy: string): Date | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(ddmmyy);
  if (!match) return null;
  const [, dd, mm, yy] = match;
  // Two-digit years: statements are recent, so 00-69 are 20xx (the format predates 2000 but is used today).
  const year = 2000 + Number(yy) - (Number(yy) >= 70 ? 100 : 0);
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  return date.getUTCDate() === Number(dd) && date.getUTCMonth() === Number(mm) - 1 ? date : null;
}

function account(number: string, bankCode: string): string | null {
  const digits = number.replace(/^0+/, '');
  if (digits === '') return null;
  // The 16 digits hold prefix (6) and number (10) of a Czech/Slovak account.
  const prefix = number.slice(0, 6).replace(/^0+/, '');
  const base = number.slice(6).replace(/^0+/, '');
  const code = bankCode.replace(/^0+$/, '');
  return `${prefix ? `${prefix}-` : ''}${base}${code ? `/${bankCode}` : ''}`;
}

function parseMovement(line: string): StatementTransaction | { error: string } | 'skip' {
  if (field(line, 61, 61) !== '2') return 'skip';
  const amountText = field(line, 49, 60);
  if (!/^\d{12}$/.test(amountText)) return { error: `amount "${amountText}" is not 12 digits` };
  const amount = Number(amountText);
  if (amount === 0) return 'skip';
  const reference = field(line, 36, 48).trim();
  if (reference === '') return { error: 'the movement has no id (positions 36-48)' };
  const bookedAt = parseDate(field(line, 92, 97));
  if (!bookedAt) return { error: `value date "${field(line, 92, 97)}" is not DDMMYY` };
  const isoNum = Number(field(line, 119, 122));
  const found = currency.list().find((entry) => entry.isoNum === isoNum && entry.isoNum !== null);
  if (!found) return { error: `currency "${field(line, 119, 122)}" is not one the platform sells in` };
  const symbol = field(line, 62, 71).trim().replace(/^0+/, '');
  if (!/^\d*$/.test(symbol) || symbol.length > VARIABLE_SYMBOL_MAX_DIGITS) {
    return { error: `variable symbol "${field(line, 62, 71)}" is not digits` };
  }
  const note = field(line, 98, 117).trim();
  return {
    // The movement id is unique within the own account, so the account makes it unique across banks.
    bankReference: `${field(line, 4, 19).replace(/^0+/, '')}:${reference}`,
    bookedAt,
    amount,
    currencyId: found.id,
    variableSymbol: symbol === '' ? null : symbol,
    counterpartyAccount: account(field(line, 20, 35), field(line, 74, 77)),
    message: note === '' ? null : note,
  };
}

export function parseStatementGpc(text: string): StatementGpcResult {
  const result: StatementGpcResult = { transactions: [], errors: [], skipped: 0 };
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  let headerSeen = false;
  lines.forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const number = index + 1;
    if (line.trim() === '') return;
    const type = line.slice(0, 3);
    if (type === '074') {
      headerSeen = true;
      return;
    }
    if (type !== '075') return;
    if (!headerSeen) {
      result.errors.push({ line: number, message: 'a 075 movement comes before any 074 statement header' });
      return;
    }
    if (line.length < RECORD_LENGTH - 6) {
      result.errors.push({ line: number, message: `the record is ${line.length} characters, not 128` });
      return;
    }
    const movement = parseMovement(line.padEnd(RECORD_LENGTH));
    if (movement === 'skip') result.skipped += 1;
    else if ('error' in movement) result.errors.push({ line: number, message: movement.error });
    else result.transactions.push(movement);
  });
  if (!headerSeen) result.errors.push({ line: 1, message: 'the file has no 074 statement header' });
  return result;
}
