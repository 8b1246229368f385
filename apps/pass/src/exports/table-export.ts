// Writes rows to CSV or XLSX as a stream: rows are pulled from an async source (keyset batches from the
// database) only as fast as the client reads, so a 100,000-row export never sits in memory whole.
//
// CSV is written for Czech Excel: UTF-8 with a byte order mark (without it Excel reads Windows-1250), `;` as
// the separator (Excel in a Czech locale splits on `;` because `,` is the decimal separator there), CRLF line
// ends, and money as a decimal with a comma ("1234,50") in one column and its currency code in the next, so
// the sheet opens with numbers that sum. XLSX carries the money as numbers with a two-decimal format.
import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { LabelLanguage } from '@repo/enums';
import { getCurrency } from '@repo/enums';
import { formatInTimeZone } from 'date-fns-tz';

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export type Labels = Record<LabelLanguage, string>;

/** A cell: text, an integer, money in minor units, a currency id (written as its ISO code) or a moment. */
export type Cell =
  | { text: string | null }
  | { int: number | null }
  | { money: number | null }
  | { currencyId: number }
  | { at: Date | string | null };

export interface ExportColumn<Row> {
  header: Labels;
  cell: (row: Row) => Cell;
  /** XLSX column width in characters. */
  width?: number;
  /** Money columns get the two-decimal number format in XLSX. */
  money?: boolean;
}

const OFFICE_ZONE = 'Europe/Prague';

export const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function moment(value: Date | string | null): string | null {
  if (value === null) return null;
  return formatInTimeZone(
    typeof value === 'string' ? new Date(value) : value,
    OFFICE_ZONE,
    'yyyy-MM-dd HH:mm:ss',
  );
}

function csvValue(cell: Cell): string {
  if ('text' in cell) return cell.text ?? '';
  if ('int' in cell) return cell.int === null ? '' : String(cell.int);
  if ('money' in cell) {
    if (cell.money === null) return '';
    const abs = Math.abs(cell.money);
    return `${cell.money < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
  }
  if ('currencyId' in cell) return getCurrency(cell.currencyId).isoChar;
  return moment(cell.at) ?? '';
}

function xlsxValue(cell: Cell): string | number | null {
  if ('text' in cell) return cell.text;
  if ('int' in cell) return cell.int;
  if ('money' in cell) return cell.money === null ? null : cell.money / 100;
  if ('currencyId' in cell) return getCurrency(cell.currencyId).isoChar;
  return moment(cell.at);
}

/** Rows from a keyset source: `fetch(after)` returns the next batch after the given key, empty at the end. */
export async function* keysetRows<Row>(
  fetch: (after: string | undefined) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): AsyncGenerator<Row> {
  let after: string | undefined;
  for (;;) {
    const batch = await fetch(after);
    if (batch.length === 0) return;
    yield* batch;
    after = keyOf(batch[batch.length - 1] as Row);
  }
}

function csvStream<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  language: LabelLanguage,
) {
  const stringifier = stringify({
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    header: true,
    columns: columns.map((column) => column.header[language]),
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => csvValue(column.cell(row)));
    })(),
  );
  records.on('error', (error) => stringifier.destroy(error));
  return records.pipe(stringifier);
}

function xlsxStream<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  language: LabelLanguage,
  sheetName: string,
) {
  const output = new PassThrough();
  // The streaming writer zips each committed row straight into `output`; nothing but the current row is kept.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.header[language],
    width: column.width ?? 16,
    ...(column.money ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  void (async () => {
    try {
      for await (const row of rows) {
        sheet.addRow(columns.map((column) => xlsxValue(column.cell(row)))).commit();
        // The client reads slower than the database answers: wait for it rather than buffer the file.
        if (output.writableNeedDrain) await once(output, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}

export function exportStream<Row>(options: {
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
  language: LabelLanguage;
  sheetName: string;
}): Readable {
  return options.format === 'csv'
    ? csvStream(options.columns, options.rows, options.language)
    : xlsxStream(options.columns, options.rows, options.language, options.sheetName);
}
