// Tests of the role labels: every role has one per language, and only door and bar take events.
import { describe, expect, it } from 'vitest';
import { roleHasEvents, roleLabel, roleOptions } from './role-label';

describe('role labels', () => {
  it('names roles in each language', () => {
    expect(roleLabel('boxOffice', 'cs')).toBe('Pokladna');
    expect(roleLabel('accountant', 'sk')).toBe('Účtovník');
    expect(roleLabel('door', 'de')).toBe('Einlass');
    expect(roleOptions('en').map((option) => option.label)).toEqual([
      'Owner',
      'Manager',
      'Box office',
      'Door',
      'Bar',
      'Accountant',
    ]);
  });

  it('gives events to door and bar only', () => {
    expect(roleHasEvents('door')).toBe(true);
    expect(roleHasEvents('bar')).toBe(true);
    expect(roleHasEvents('manager')).toBe(false);
    expect(roleHasEvents('owner')).toBe(false);
  });
});
