// Bank statement CSV import: incoming transfers parsed into integer minor units, bad lines reported by number.
//
// Format (what the import endpoint and CLI accept; most Czech and Slovak internet banks export close to it):
//
//   reference;booked_at;amount;currency;variable_symbol;counterparty_account;message
//   2027031500001;15.03.2027;1 234,50;CZK;0001000042;123456789/0800;"Vstupenky ""VIP"""
//   2027031500002;2027-03-15;-250.00;CZK;;;Poplatek
//
// - The first line is the header. Columns are found by name, in any order; `reference`, `booked_at`,
//   `amount` and `currency` are required, `variable_symbol`, `counterparty_account` and `message` optional.
//   An unknown or repeated column name is an error (a misspelled `variable_symbol` would otherwise leave
//   every payment unmatched).
// - Separator `;`; `,` when the header has no `;` (then amounts with a decimal comma must be quoted).
// - Fields may be quoted with `"`; a quote inside is doubled (`""`); quoted fields may span lines.
// - A UTF-8 byte order mark, CRLF line ends, blank lines and a trailing separator are tolerated.
// - reference: the bank's unique id of the movement (importing a statement twice changes nothing).
// - booked_at: `YYYY-MM-DD` or `DD.MM.YYYY` (also `D. M. YYYY`); stored as midnight UTC of that day,
//   because a statement gives booking days, not instants.
// - amount: signed decimal, comma or dot, at most two decimals, spaces (or dots/commas) between thousands:
//   `1 234,50`, `1234.50`, `1.234,50`. Converted to minor units from the digits, never through a float.
//   Only incoming (positive) amounts are transactions; outgoing and zero lines are skipped, not errors.
// - currency: ISO 4217 code of a currency in @repo/enums (CZK, EUR, ...); another code is an error.
// - variable_symbol: digits only, leading zeros removed (`0001000042` -> `1000042`), at most 10 digits
//   after that; empty means none.
// - counterparty_account, message: free text, empty means none.
import { getCurrencyByIsoChar } from '@repo/enums';
import { z } from 'zod';
import { parseDecimalToMinorUnits } from './minor-units';
import { VARIABLE_SYMBOL_MAX_DIGITS } from './variable-symbol';

export const STATEMENT_CSV_COLUMNS = [
  'reference',
  'booked_at',
  'amount',
  'currency',
  'variable_symbol',
  'counterparty_account',
  'message',
] as const;

/** The documented header line, e.g. for a CLI's help or an example file. */
export const STATEMENT_CSV_HEADER = STATEMENT_CSV_COLUMNS.join(';');

type StatementColumn = (typeof STATEMENT_CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly StatementColumn[] = ['reference', 'booked_at', 'amount', 'currency'];

/** bank_transaction.amount is a PostgreSQL integer. */
const MAX_STORED_AMOUNT = 2_147_483_647;
const MAX_REFERENCE_CHARS = 200;

export interface StatementTransaction {
  bankReference: string;
  bookedAt: Date;
  /** Integer minor units, always > 0. */
  amount: number;
  /** currency enumeration id of @repo/enums. */
  currencyId: number;
  /** Digits without leading zeros, or null. */
  variableSymbol: string | null;
  counterpartyAccount: string | null;
  message: string | null;
}

export interface StatementCsvError {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number;
  message: string;
}

export interface StatementCsvResult {
  transactions: StatementTransaction[];
  errors: StatementCsvError[];
  /** Outgoing and zero-amount lines left out on purpose. */
  skipped: number;
}

interface CsvRecord {
  line: number;
  fields: string[];
}

/** RFC 4180 records with their starting line; an unterminated quote ends the file with an error. */
function readRecords(
  text: string,
  separator: string,
): { records: CsvRecord[]; error: StatementCsvError | null } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;

  const endRecord = (): void => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    const next = text[index + 1];
    if (inQuotes) {
      if (char === '"' && next === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        inQuotes = false;
      } else if (char === '\r' && next === '\n') {
        // CRLF inside a quoted field is one line break.
      } else {
        if (char === '\n' || char === '\r') line += 1;
        field += char === '\r' ? '\n' : char;
      }
    } else if (char === '"' && field === '') {
      inQuotes = true;
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\r' && next === '\n') {
      // The \n that follows ends the record.
    } else if (char === '\n' || char === '\r') {
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (inQuotes) {
    return {
      records,
      error: { line: recordLine, message: 'a quoted field is not closed before the end of the file' },
    };
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { records, error: null };
}

function isBlank(record: CsvRecord): boolean {
  return record.fields.every((value) => value.trim() === '');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CZECH_DATE = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;

/** Midnight UTC of a real calendar day, or null (31.02.2027 is not a day). */
function parseBookingDay(text: string): Date | null {
  const iso = ISO_DATE.exec(text);
  const czech = iso === null ? CZECH_DATE.exec(text) : null;
  const parts =
    iso !== null ? [iso[1], iso[2], iso[3]] : czech !== null ? [czech[3], czech[2], czech[1]] : null;
  if (parts === null) return null;
  const [year, month, day] = parts.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isSameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isSameDay ? date : null;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value));

/** One statement line (raw column texts by name) -> a transaction, with every problem named. */
const statementRow = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'reference is empty; it is the bank id that keeps a re-import from booking twice')
    .max(MAX_REFERENCE_CHARS, `reference is longer than ${String(MAX_REFERENCE_CHARS)} characters`),
  booked_at: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const day = parseBookingDay(value);
      if (day === null) {
        ctx.addIssue({
          code: 'custom',
          message: `booked_at "${value}" is not a date (YYYY-MM-DD or DD.MM.YYYY)`,
        });
        return z.NEVER;
      }
      return day;
    }),
  amount: z.string().transform((value, ctx) => {
    const minor = parseDecimalToMinorUnits(value);
    if (minor === null) {
      ctx.addIssue({
        code: 'custom',
        message: `amount "${value}" is not a decimal number with at most two decimals`,
      });
      return z.NEVER;
    }
    if (minor > MAX_STORED_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: `amount "${value}" is larger than a statement line can be` });
      return z.NEVER;
    }
    return minor;
  }),
  currency: z
    .string()
    .trim()
    .transform((value, ctx) => {
      try {
        return getCurrencyByIsoChar(value).id;
      } catch {
        ctx.addIssue({ code: 'custom', message: `currency "${value}" is not a supported ISO 4217 code` });
        return z.NEVER;
      }
    }),
  variable_symbol: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `variable_symbol "${value}" must contain digits only` });
        return z.NEVER;
      }
      const digits = value.replace(/^0+/, '');
      if (digits.length > VARIABLE_SYMBOL_MAX_DIGITS) {
        ctx.addIssue({
          code: 'custom',
          message: `variable_symbol "${value}" has more than ${String(VARIABLE_SYMBOL_MAX_DIGITS)} digits`,
        });
        return z.NEVER;
      }
      return digits === '' ? null : digits;
    }),
  counterparty_account: optionalText,
  message: optionalText,
});

/** The separator the header uses: `;`, or `,` when the header has no `;`. */
function detectSeparator(text: string): string {
  const newline = text.search(/[\r\n]/);
  const header = newline === -1 ? text : text.slice(0, newline);
  return header.includes(';') || !header.includes(',') ? ';' : ',';
}

/** Column name -> index in the record, or an error message for the header. */
function readHeader(fields: string[]): Map<StatementColumn, number> | string {
  const columns = new Map<StatementColumn, number>();
  const known: readonly string[] = STATEMENT_CSV_COLUMNS;
  for (const [index, rawName] of fields.entries()) {
    const name = rawName.trim().toLowerCase();
    if (name === '' && index === fields.length - 1 && index > 0) continue; // trailing separator
    if (!known.includes(name)) {
      return `unknown column "${rawName.trim()}"; the header must be: ${STATEMENT_CSV_HEADER}`;
    }
    const column = name as StatementColumn; // checked against STATEMENT_CSV_COLUMNS just above
    if (columns.has(column)) return `column "${column}" appears twice`;
    columns.set(column, index);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    return `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; the header must be: ${STATEMENT_CSV_HEADER}`;
  }
  return columns;
}

/**
 * Parses a bank statement in the format documented at the top of this module. Each bad line gives one
 * error with its line number and the other lines still parse; a bad header gives one error and nothing
 * else. Outgoing (negative) and zero amounts are counted in `skipped`. A reference repeated within the
 * file is an error on the later line, because the bank's reference must name one movement.
 */
export function parseStatementCsv(text: string): StatementCsvResult {
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  const result: StatementCsvResult = { transactions: [], errors: [], skipped: 0 };

  const { records, error } = readRecords(source, detectSeparator(source));
  const [headerRecord, ...rows] = records;
  if (headerRecord === undefined || isBlank(headerRecord)) {
    result.errors.push({
      line: 1,
      message: `the file has no header; it must start with: ${STATEMENT_CSV_HEADER}`,
    });
    return result;
  }
  const columns = readHeader(headerRecord.fields);
  if (typeof columns === 'string') {
    result.errors.push({ line: headerRecord.line, message: columns });
    return result;
  }
  const width = headerRecord.fields.length;
  const neededFields = Math.max(...columns.values()) + 1;
  const firstLineOfReference = new Map<string, number>();

  for (const row of rows) {
    if (isBlank(row)) continue;
    const extra = row.fields.slice(width).filter((value) => value.trim() !== '');
    if (extra.length > 0 || row.fields.length < neededFields) {
      result.errors.push({
        line: row.line,
        message: `has ${String(row.fields.length)} fields where the header has ${String(width)}`,
      });
      continue;
    }
    const raw = Object.fromEntries(
      STATEMENT_CSV_COLUMNS.map((column) => {
        const index = columns.get(column);
        return [column, index === undefined ? '' : (row.fields[index] ?? '')];
      }),
    );

    // Outgoing payments are not ours to match; skip them before validating anything else about them.
    const signedAmount = parseDecimalToMinorUnits(raw.amount ?? '');
    if (signedAmount !== null && signedAmount <= 0) {
      result.skipped += 1;
      continue;
    }

    const parsed = statementRow.safeParse(raw);
    if (!parsed.success) {
      result.errors.push({
        line: row.line,
        message: parsed.error.issues.map((issue) => issue.message).join('; '),
      });
      continue;
    }
    const value = parsed.data;
    const earlierLine = firstLineOfReference.get(value.reference);
    if (earlierLine !== undefined) {
      result.errors.push({
        line: row.line,
        message: `reference "${value.reference}" already appears on line ${String(earlierLine)}`,
      });
      continue;
    }
    firstLineOfReference.set(value.reference, row.line);
    result.transactions.push({
      bankReference: value.reference,
      bookedAt: value.booked_at,
      amount: value.amount,
      currencyId: value.currency,
      variableSymbol: value.variable_symbol,
      counterpartyAccount: value.counterparty_account,
      message: value.message,
    });
  }
  if (error !== null) result.errors.push(error);
  return result;
}
