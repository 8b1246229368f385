import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { codesCsv } from './codes-csv';

const headers = {
  code: 'Kód',
  terms: 'Sleva',
  validFrom: 'Platí od',
  validUntil: 'Platí do',
  usage: 'Použito',
  active: 'Aktivní',
};

describe('codes as CSV', () => {
  it('writes a header and one row per code, quoting what needs it, readable back', () => {
    const csv = codesCsv(
      [
        {
          code: 'VIP-7K3QX9PA',
          terms: '100,00 Kč',
          validFrom: '',
          validUntil: '',
          usage: '0 / 1',
          active: true,
        },
        {
          code: 'LETO20',
          terms: 'Vstupenka "VIP", sobota',
          validFrom: '',
          validUntil: '',
          usage: '3',
          active: false,
        },
      ],
      headers,
    );
    expect(csv.startsWith('\uFEFFKód,Sleva')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1)).data;
    expect(parsed[1]).toEqual(['VIP-7K3QX9PA', '100,00 Kč', '', '', '0 / 1', '1']);
    expect(parsed[2]).toEqual(['LETO20', 'Vstupenka "VIP", sobota', '', '', '3', '0']);
  });
});
