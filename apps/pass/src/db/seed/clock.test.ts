import { describe, expect, it } from 'vitest';
import {
  addDays,
  BRATISLAVA,
  localDayOf,
  nextWeekday,
  PRAGUE,
  SeedClock,
  wallClock,
  weekdayOf,
} from './clock';

describe('seed clock', () => {
  it('turns Prague wall-clock times into UTC in winter and summer', () => {
    expect(wallClock({ year: 2027, month: 1, day: 22 }, '14:00', PRAGUE).toISOString()).toBe(
      '2027-01-22T13:00:00.000Z',
    );
    expect(wallClock({ year: 2027, month: 7, day: 16 }, '14:00', PRAGUE).toISOString()).toBe(
      '2027-07-16T12:00:00.000Z',
    );
    expect(wallClock({ year: 2027, month: 7, day: 16 }, '20:00', BRATISLAVA).toISOString()).toBe(
      '2027-07-16T18:00:00.000Z',
    );
  });

  it('handles the days the clocks change', () => {
    // 28 March 2027: 02:00 CET jumps to 03:00 CEST; 31 October 2027: 03:00 CEST falls back to 02:00 CET.
    expect(wallClock({ year: 2027, month: 3, day: 28 }, '01:00', PRAGUE).toISOString()).toBe(
      '2027-03-28T00:00:00.000Z',
    );
    expect(wallClock({ year: 2027, month: 3, day: 28 }, '12:00', PRAGUE).toISOString()).toBe(
      '2027-03-28T10:00:00.000Z',
    );
    expect(wallClock({ year: 2027, month: 10, day: 31 }, '12:00', PRAGUE).toISOString()).toBe(
      '2027-10-31T11:00:00.000Z',
    );
  });

  it('reads the local day, which may differ from the UTC day', () => {
    expect(localDayOf(new Date('2026-12-31T23:30:00Z'), PRAGUE)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2027, month: 2, day: 27 }, 2)).toEqual({ year: 2027, month: 3, day: 1 });
  });

  it('finds the next weekday at least some days ahead', () => {
    const sunday = { year: 2026, month: 11, day: 22 };
    expect(weekdayOf(sunday)).toBe(0);
    expect(nextWeekday(sunday, 6, 1)).toEqual({ year: 2026, month: 11, day: 28 });
    expect(nextWeekday(sunday, 0, 0)).toEqual(sunday);
    expect(nextWeekday(sunday, 0, 1)).toEqual({ year: 2026, month: 11, day: 29 });
  });

  it('lays out days and instants around its now', () => {
    const clock = new SeedClock(new Date('2026-11-22T04:49:00Z'));
    expect(clock.at(14, '10:00').toISOString()).toBe('2026-12-06T09:00:00.000Z');
    expect(clock.fromNow(-1).toISOString()).toBe('2026-11-21T04:49:00.000Z');
    expect(clock.weekday(5, 58)).toEqual({ year: 2027, month: 1, day: 22 });
  });
});
