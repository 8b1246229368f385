import { describe, expect, it } from 'vitest';
import { organizerRole, organizerRoleKeys } from './organizer-role';

describe('organizerRole', () => {
  it('numbers the roles and labels them in every language', () => {
    expect(organizerRole.ids.owner).toBe(1);
    expect(organizerRole.ids.manager).toBe(2);
    expect(organizerRole.ids.accountant).toBe(6);
    expect(organizerRole.label(1, 'de')).toBe('Inhaber');
    expect(organizerRole.label(3, 'sk')).toBe('Pokladňa');
    expect(organizerRoleKeys).toEqual(
      organizerRole
        .list()
        .filter((entry) => entry.id !== 0)
        .map((entry) => entry.key),
    );
  });

  it('throws on an unknown role id', () => {
    expect(() => organizerRole.get(7)).toThrow(/organizerRole/);
  });
});
