// A bank statement file as uploaded: bytes decoded (UTF-8, else the Windows-1250 of Czech banks' exports) and
// read as GPC or as the documented CSV, whichever it is.
import type { StatementCsvError, StatementTransaction } from './statement-csv';
import { parseStatementCsv } from './statement-csv';
import { isGpcStatement, parseStatementGpc } from './statement-gpc';

export type StatementFormat = 'csv' | 'gpc';

export interface ParsedStatement {
  format: StatementFormat;
  transactions: StatementTransaction[];
  errors: StatementCsvError[];
  skipped: number;
}

/** UTF-8 when the bytes are valid UTF-8; otherwise Windows-1250, in which Czech banks export GPC and CSV. */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

export function parseStatement(text: string): ParsedStatement {
  if (isGpcStatement(text)) return { format: 'gpc', ...parseStatementGpc(text) };
  return { format: 'csv', ...parseStatementCsv(text) };
}
