// Keyboard moves on a seat map: which seat an arrow key, Home or End leads to, row by row as the seats are drawn.

export interface MapSeat {
  readonly seatId: string;
  readonly x: number;
}

export type SeatMove = 'left' | 'right' | 'up' | 'down' | 'rowStart' | 'rowEnd' | 'first' | 'last';

/** The move a key stands for on a seat map, or null for keys the map leaves alone. */
export function seatMoveOf(key: string, ctrlKey: boolean): SeatMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'Home':
      return ctrlKey ? 'first' : 'rowStart';
    case 'End':
      return ctrlKey ? 'last' : 'rowEnd';
    default:
      return null;
  }
}

/**
 * The seat a move from `seatId` lands on. `rows` are the map's rows from the stage back, each sorted left to right.
 * Up and down go to the seat of the next row nearest in x (rows need not be the same length or aligned); moves past
 * an edge stay put, as in a grid.
 */
export function moveSeat(rows: readonly (readonly MapSeat[])[], seatId: string, move: SeatMove): string {
  const rowIndex = rows.findIndex((row) => row.some((seat) => seat.seatId === seatId));
  const row = rows[rowIndex];
  if (!row) return seatId;
  const index = row.findIndex((seat) => seat.seatId === seatId);
  const current = row[index] as MapSeat;
  const nearestIn = (other: readonly MapSeat[] | undefined): string => {
    if (!other || other.length === 0) return seatId;
    let best = other[0] as MapSeat;
    for (const seat of other) if (Math.abs(seat.x - current.x) < Math.abs(best.x - current.x)) best = seat;
    return best.seatId;
  };
  switch (move) {
    case 'left':
      return row[Math.max(0, index - 1)]?.seatId ?? seatId;
    case 'right':
      return row[Math.min(row.length - 1, index + 1)]?.seatId ?? seatId;
    case 'up':
      return nearestIn(rows[rowIndex - 1]);
    case 'down':
      return nearestIn(rows[rowIndex + 1]);
    case 'rowStart':
      return row[0]?.seatId ?? seatId;
    case 'rowEnd':
      return row.at(-1)?.seatId ?? seatId;
    case 'first':
      return rows[0]?.[0]?.seatId ?? seatId;
    case 'last':
      return rows.at(-1)?.at(-1)?.seatId ?? seatId;
  }
}
