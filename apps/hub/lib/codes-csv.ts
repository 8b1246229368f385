// Codes as a CSV file for mail merges and printers: Papa Parse quotes and escapes, the file opens in Excel too.
import Papa from 'papaparse';

export interface CsvCode {
  code: string;
  /** What the code gives, in words ("20 %", "100,00 Kč", the ticket types it unlocks). */
  terms: string;
  validFrom: string;
  validUntil: string;
  usage: string;
  active: boolean;
}

/** The CSV text, with a byte-order mark so spreadsheet programs read the accents as UTF-8. */
export function codesCsv(codes: readonly CsvCode[], headers: Record<keyof CsvCode, string>): string {
  const rows = codes.map((code) => [
    code.code,
    code.terms,
    code.validFrom,
    code.validUntil,
    code.usage,
    code.active ? '1' : '0',
  ]);
  const fields = [
    headers.code,
    headers.terms,
    headers.validFrom,
    headers.validUntil,
    headers.usage,
    headers.active,
  ];
  return `\uFEFF${Papa.unparse({ fields, data: rows })}`;
}

/** Offers the text as a file download in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
