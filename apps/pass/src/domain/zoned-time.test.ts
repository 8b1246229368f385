import { describe, expect, it } from 'vitest';
import { instantToLocal, localToInstant } from './zoned-time';

const prague = 'Europe/Prague';

describe('localToInstant', () => {
  it('reads summer and winter times with their own offsets', () => {
    expect(localToInstant('2027-07-15T18:00', prague)?.toISOString()).toBe('2027-07-15T16:00:00.000Z');
    expect(localToInstant('2027-12-15T18:00', prague)?.toISOString()).toBe('2027-12-15T17:00:00.000Z');
    expect(localToInstant('2027-07-15T18:00', 'Europe/London')?.toISOString()).toBe(
      '2027-07-15T17:00:00.000Z',
    );
  });

  it('knows the night the clocks go forward: 01:59 is winter time, 03:00 summer time, 02:30 never happens', () => {
    expect(localToInstant('2027-03-28T01:59', prague)?.toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(localToInstant('2027-03-28T03:00', prague)?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(localToInstant('2027-03-28T02:30', prague)).toBeNull();
  });

  it('takes the first 02:30 of the night the clocks go back, and a festival over that night lasts an hour longer', () => {
    expect(localToInstant('2027-10-31T02:30', prague)?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    const start = localToInstant('2027-10-30T20:00', prague);
    const end = localToInstant('2027-10-31T08:00', prague);
    expect(start && end ? (end.getTime() - start.getTime()) / 3_600_000 : null).toBe(13);
  });
});

describe('instantToLocal', () => {
  it('writes an instant as the wall clock of the zone, both sides of a change', () => {
    expect(instantToLocal(new Date('2027-03-28T00:59:00Z'), prague)).toBe('2027-03-28T01:59');
    expect(instantToLocal(new Date('2027-03-28T01:00:00Z'), prague)).toBe('2027-03-28T03:00');
    expect(instantToLocal(new Date('2027-10-31T01:30:00Z'), prague)).toBe('2027-10-31T02:30');
    expect(instantToLocal(new Date('2027-07-15T16:00:00Z'), 'Europe/Bratislava')).toBe('2027-07-15T18:00');
  });
});
