import { describe, expect, it } from 'vitest';
import { moveSeat, seatMoveOf } from './seat-navigation';

// Row A has four seats; row B is shorter and shifted right by half a seat, as balconies often are.
const rows = [
  [
    { seatId: 'A1', x: 0 },
    { seatId: 'A2', x: 40 },
    { seatId: 'A3', x: 80 },
    { seatId: 'A4', x: 120 },
  ],
  [
    { seatId: 'B1', x: 60 },
    { seatId: 'B2', x: 100 },
  ],
];

describe('seatMoveOf', () => {
  it('maps the arrow keys, Home and End (with Ctrl: the whole map) and ignores other keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map((key) => seatMoveOf(key, false))).toEqual([
      'left',
      'right',
      'up',
      'down',
    ]);
    expect(seatMoveOf('Home', false)).toBe('rowStart');
    expect(seatMoveOf('End', true)).toBe('last');
    expect(seatMoveOf('Enter', false)).toBeNull();
    expect(seatMoveOf('Tab', false)).toBeNull();
  });
});

describe('moveSeat', () => {
  it('moves along a row and stops at its ends', () => {
    expect(moveSeat(rows, 'A2', 'right')).toBe('A3');
    expect(moveSeat(rows, 'A2', 'left')).toBe('A1');
    expect(moveSeat(rows, 'A1', 'left')).toBe('A1');
    expect(moveSeat(rows, 'A4', 'right')).toBe('A4');
    expect(moveSeat(rows, 'A3', 'rowStart')).toBe('A1');
    expect(moveSeat(rows, 'A1', 'rowEnd')).toBe('A4');
  });

  it('moves between rows to the nearest seat across', () => {
    expect(moveSeat(rows, 'A1', 'down')).toBe('B1');
    expect(moveSeat(rows, 'A4', 'down')).toBe('B2');
    expect(moveSeat(rows, 'B2', 'up')).toBe('A3');
    expect(moveSeat(rows, 'A2', 'up')).toBe('A2');
    expect(moveSeat(rows, 'B1', 'down')).toBe('B1');
  });

  it('jumps to the first and last seat of the map, and leaves an unknown seat alone', () => {
    expect(moveSeat(rows, 'B1', 'first')).toBe('A1');
    expect(moveSeat(rows, 'A1', 'last')).toBe('B2');
    expect(moveSeat(rows, 'Z9', 'right')).toBe('Z9');
  });
});
