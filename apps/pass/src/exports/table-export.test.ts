// The export writer streams: the first bytes leave before the source has been read to its end, and the file
// parses back (CSV with csv-parse, XLSX with exceljs) with every row and the right totals.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './table-export';
import { exportStream, keysetRows } from './table-export';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const columns: ExportColumn<Row>[] = [
  { header: { cs: 'Číslo', sk: 'Číslo', en: 'Id', de: 'Nr' }, cell: (row) => ({ text: row.id }) },
  { header: { cs: 'Jméno', sk: 'Meno', en: 'Name', de: 'Name' }, cell: (row) => ({ text: row.name }) },
  {
    header: { cs: 'Částka', sk: 'Suma', en: 'Amount', de: 'Betrag' },
    cell: (row) => ({ money: row.amount }),
    money: true,
  },
  { header: { cs: 'Měna', sk: 'Mena', en: 'Currency', de: 'Währung' }, cell: () => ({ currencyId: 1 }) },
];

/** A keyset source of `total` rows in batches, counting how many batches were asked for. */
function source(total: number, batch: number) {
  const state = { fetched: 0 };
  const rows = keysetRows<Row>(
    async (after) => {
      state.fetched += 1;
      const start = after === undefined ? 0 : Number(after) + 1;
      await new Promise((resolve) => setImmediate(resolve));
      return Array.from({ length: Math.max(0, Math.min(batch, total - start)) }, (_, index) => ({
        id: String(start + index),
        name: `Jiří Dvořák; "${start + index}"`,
        amount: (start + index) * 10 + 5,
      }));
    },
    (row) => row.id,
  );
  return { rows, state };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(['csv', 'xlsx'] as const)('exportStream as %s', (format) => {
  it('sends its first bytes before the source is exhausted', async () => {
    const total = 50_000;
    const batch = 500;
    const { rows, state } = source(total, batch);
    const stream = exportStream({ format, columns, rows, language: 'cs', sheetName: 'Test' });
    const iterator = stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    // The whole source is 101 batches; only the first few have been read when the file starts.
    expect(state.fetched).toBeLessThan(total / batch / 2);
    stream.destroy();
  });

  it('parses back with every row and the total', async () => {
    const total = 2_345;
    const { rows } = source(total, 400);
    const bytes = await collect(exportStream({ format, columns, rows, language: 'cs', sheetName: 'Test' }));
    const expectedSum = Array.from({ length: total }, (_, index) => index * 10 + 5).reduce(
      (a, b) => a + b,
      0,
    );
    if (format === 'csv') {
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const records = parse(bytes, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
      expect(records).toHaveLength(total);
      expect(records[7]).toEqual({ Číslo: '7', Jméno: 'Jiří Dvořák; "7"', Částka: '0,75', Měna: 'CZK' });
      const sum = records.reduce(
        (acc, record) => acc + Math.round(Number(record['Částka']?.replace(',', '.')) * 100),
        0,
      );
      expect(sum).toBe(expectedSum);
    } else {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Test');
      expect(sheet?.rowCount).toBe(total + 1);
      expect(sheet?.getRow(1).values).toEqual([undefined, 'Číslo', 'Jméno', 'Částka', 'Měna']);
      expect(sheet?.getRow(9).values).toEqual([undefined, '7', 'Jiří Dvořák; "7"', 0.75, 'CZK']);
      let sum = 0;
      sheet?.eachRow((row, number) => {
        if (number > 1) sum += Math.round(Number(row.getCell(3).value) * 100);
      });
      expect(sum).toBe(expectedSum);
    }
  });
});
