import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime-input';

describe('datetime-local values', () => {
  it('round-trips an instant through the field', () => {
    const iso = new Date(2027, 4, 1, 9, 30).toISOString();
    expect(isoToLocalInput(iso)).toBe('2027-05-01T09:30');
    expect(localInputToIso('2027-05-01T09:30')).toBe(iso);
  });

  it('reads an empty field as null and keeps nonsense for the rule to report', () => {
    expect(localInputToIso(' ')).toBeNull();
    expect(localInputToIso('soon')).toBe('soon');
    expect(isoToLocalInput(null)).toBe('');
  });
});
