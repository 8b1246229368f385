import { seatBlockBody } from '@repo/contract/hub-seat-plans';
import { layoutSeatBlock, seatNumbers } from '@repo/contract/seat-block-layout';
import { describe, expect, it } from 'vitest';
import { emptySeatBlockForm, parseAisles, seatBlockBodyFrom } from './seat-block-form';

const typeId = '30000000-0000-4000-8000-000000000001';

describe('seat block form', () => {
  it('makes a body the contract accepts, and lays out rows × seats', () => {
    const body = seatBlockBody.parse(
      seatBlockBodyFrom({ ...emptySeatBlockForm(typeId, 0), aislesAfter: '5' }),
    );
    const seats = layoutSeatBlock(body);
    expect(seats).toHaveLength(20);
    expect(new Set(seats.map((seat) => seat.rowLabel))).toEqual(new Set(['A', 'B']));
  });

  it('numbers left to right, right to left and odd/even from the middle', () => {
    expect(seatNumbers(4, 1, 'leftToRight')).toEqual([1, 2, 3, 4]);
    expect(seatNumbers(4, 1, 'rightToLeft')).toEqual([4, 3, 2, 1]);
    expect(seatNumbers(5, 1, 'oddEven')).toEqual([5, 3, 1, 2, 4]);
  });

  it('reads aisles typed with commas or spaces, and names the field of a bad one', () => {
    expect(parseAisles('5, 10')).toEqual([5, 10]);
    expect(parseAisles('')).toEqual([]);
    const bad = seatBlockBody.safeParse(
      seatBlockBodyFrom({ ...emptySeatBlockForm(typeId, 0), aislesAfter: 'x' }),
    );
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path[0]).toBe('aislesAfter');
  });
});
