// Dates on the storefront are read in the event's time zone, whatever zone the server or browser runs in.
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format';

describe('formatDateTime', () => {
  it("shows a deadline in the event's zone, across the change of date and daylight-saving time", () => {
    // 23:30 UTC on 1 March is already 00:30 on 2 March in Prague (winter time, UTC+1).
    expect(formatDateTime('2027-03-01T23:30:00Z', 'cs', 'Europe/Prague')).toBe('2. 3. 2027 0:30');
    // 16:00 UTC in July is 18:00 in Prague and Bratislava (summer time, UTC+2).
    expect(formatDateTime('2027-07-01T16:00:00Z', 'en', 'Europe/Prague')).toBe('Jul 1, 2027, 6:00 PM');
    expect(formatDateTime('2027-07-01T16:00:00Z', 'sk', 'Europe/Bratislava')).toBe('1. 7. 2027, 18:00');
  });
});

describe('formatDay', () => {
  it('names the day a moment falls on in the event zone, not in UTC', () => {
    // Noon UTC is the same day in Prague; 23:30 UTC on 1 March is already 2 March there.
    expect(formatDay('2026-11-27T12:00:00Z', 'en', 'Europe/Prague')).toBe('Fri, 11/27/2026');
    expect(formatDay('2027-03-01T23:30:00Z', 'cs', 'Europe/Prague')).toBe('út 2. 3. 2027');
    expect(formatDay('2027-03-01T23:30:00Z', 'de', 'Europe/Prague')).toBe('Di., 2.3.2027');
  });
});
