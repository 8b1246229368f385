import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime-input';

describe('datetime-local values in the event zone', () => {
  it("reads the field as Prague's wall time, summer and winter alike", () => {
    expect(localInputToIso('2027-07-01T10:00', 'Europe/Prague')).toBe('2027-07-01T08:00:00.000Z');
    expect(localInputToIso('2027-01-15T10:00', 'Europe/Prague')).toBe('2027-01-15T09:00:00.000Z');
    expect(isoToLocalInput('2027-07-01T08:00:00.000Z', 'Europe/Prague')).toBe('2027-07-01T10:00');
  });

  it('round-trips across the spring change and reads an empty field as null', () => {
    const iso = localInputToIso('2027-03-28T04:15', 'Europe/Prague');
    expect(iso).toBe('2027-03-28T02:15:00.000Z');
    expect(isoToLocalInput(iso, 'Europe/Prague')).toBe('2027-03-28T04:15');
    expect(localInputToIso(' ', 'Europe/Prague')).toBeNull();
    expect(localInputToIso('soon', 'Europe/Prague')).toBe('soon');
    expect(isoToLocalInput(null, 'Europe/Prague')).toBe('');
  });
});
