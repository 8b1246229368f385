// The block form's values (text as typed) and the contract body they make; aisles are typed as "5, 10".
import type { SeatBlockBody, SeatNumbering } from '@repo/contract/hub-seat-plans';
import { parseOptionalCount } from './money-input';

export interface SeatBlockFormValues {
  ticketTypeId: string;
  firstRow: string;
  rows: string;
  seatsPerRow: string;
  firstSeatNumber: string;
  numbering: SeatNumbering;
  aislesAfter: string;
  column: string;
  row: string;
}

/** The next block goes below the sector's seats: its first free map row. */
export function emptySeatBlockForm(ticketTypeId: string, freeRow: number): SeatBlockFormValues {
  return {
    ticketTypeId,
    firstRow: 'A',
    rows: '2',
    seatsPerRow: '10',
    firstSeatNumber: '1',
    numbering: 'leftToRight',
    aislesAfter: '',
    column: '0',
    row: String(freeRow),
  };
}

const whole = (text: string) => parseOptionalCount(text) ?? Number.NaN;

/** "5, 10" or "5 10" as [5, 10]; anything else that is not a whole number fails the contract's rule. */
export function parseAisles(text: string): number[] {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  return parts.map(whole);
}

export function seatBlockBodyFrom(values: SeatBlockFormValues): SeatBlockBody {
  return {
    ticketTypeId: values.ticketTypeId,
    firstRow: values.firstRow,
    rows: whole(values.rows),
    seatsPerRow: whole(values.seatsPerRow),
    firstSeatNumber: whole(values.firstSeatNumber),
    numbering: values.numbering,
    aislesAfter: parseAisles(values.aislesAfter),
    column: whole(values.column),
    row: whole(values.row),
  };
}
