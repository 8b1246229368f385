import { describe, expect, it } from 'vitest';
import { localIsoDateTime } from './local-time';

describe('localIsoDateTime', () => {
  it('writes the wall-clock time of the zone with its offset, summer and winter', () => {
    expect(localIsoDateTime(new Date('2027-07-02T16:00:00Z'), 'Europe/Prague')).toBe(
      '2027-07-02T18:00:00+02:00',
    );
    expect(localIsoDateTime(new Date('2027-01-15T23:30:00Z'), 'Europe/Prague')).toBe(
      '2027-01-16T00:30:00+01:00',
    );
    expect(localIsoDateTime(new Date('2027-01-15T23:30:00Z'), 'UTC')).toBe('2027-01-15T23:30:00+00:00');
    expect(localIsoDateTime(new Date('2027-01-15T23:30:00Z'), 'America/New_York')).toBe(
      '2027-01-15T18:30:00-05:00',
    );
  });
});
