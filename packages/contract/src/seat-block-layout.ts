// Where a block's seats sit and what they are called: the pass stores this, the hub previews the same layout.
import type { z } from 'zod';
import { seatMapGrid } from './hub-seat-plans';
import type { seatBlockBody, SeatNumbering } from './hub-seat-plans';

export interface LaidOutSeat {
  rowLabel: string;
  seatNumber: number;
  /** Map units (seatMapGrid): the seat's centre. */
  x: number;
  y: number;
}

/** Row labels from the first one on: letters A, B, C… or numbers 1, 2, 3…. */
export function rowLabels(firstRow: string, rows: number): string[] {
  const letter = /^[A-Z]$/.test(firstRow);
  const start = letter ? firstRow.charCodeAt(0) : Number(firstRow);
  return Array.from({ length: rows }, (_, index) =>
    letter ? String.fromCharCode(start + index) : String(start + index),
  );
}

/** The numbers of a row's seats in order from left to right. */
export function seatNumbers(count: number, first: number, numbering: SeatNumbering): number[] {
  const positions = Array.from({ length: count }, (_, index) => index);
  if (numbering === 'leftToRight') return positions.map((index) => first + index);
  if (numbering === 'rightToLeft') return positions.map((index) => first + count - 1 - index);
  // Odd on the left half and even on the right, counting outward from the middle.
  const firstOdd = first % 2 === 1 ? first : first + 1;
  const left = Math.ceil(count / 2);
  return positions.map((index) =>
    index < left ? firstOdd + 2 * (left - 1 - index) : firstOdd + 1 + 2 * (index - left),
  );
}

export function layoutSeatBlock(block: z.output<typeof seatBlockBody>): LaidOutSeat[] {
  const { seatPitch, rowPitch, margin } = seatMapGrid;
  const numbers = seatNumbers(block.seatsPerRow, block.firstSeatNumber, block.numbering);
  const aisles = [...new Set(block.aislesAfter)];
  // A seat's cell: its index plus one cell for every aisle to its left.
  const cells = numbers.map((_, index) => index + aisles.filter((after) => after <= index).length);
  return rowLabels(block.firstRow, block.rows).flatMap((rowLabel, rowIndex) =>
    numbers.map((seatNumber, index) => ({
      rowLabel,
      seatNumber,
      x: margin + (block.column + (cells[index] ?? index)) * seatPitch + seatPitch / 2,
      y: margin + (block.row + rowIndex + 1) * rowPitch,
    })),
  );
}

/** The map size that holds every seat with the margin around (the row below the last one kept free). */
export function seatMapSize(seats: readonly { x: number; y: number }[]): {
  mapWidth: number | null;
  mapHeight: number | null;
} {
  if (seats.length === 0) return { mapWidth: null, mapHeight: null };
  const { seatPitch, rowPitch, margin } = seatMapGrid;
  return {
    mapWidth: Math.max(...seats.map((seat) => seat.x)) + seatPitch / 2 + margin,
    mapHeight: Math.max(...seats.map((seat) => seat.y)) + rowPitch + margin,
  };
}
