import { describe, expect, it } from 'vitest';
import { organizerRole } from './organizer-role';

describe('organizerRole', () => {
  it('names the owner 1 and a team member 2, with labels in every language', () => {
    expect(organizerRole.ids.owner).toBe(1);
    expect(organizerRole.ids.member).toBe(2);
    expect(organizerRole.label(1, 'de')).toBe('Inhaber');
    expect(organizerRole.label(2, 'sk')).toBe('Člen tímu');
  });

  it('throws for a role that does not exist', () => {
    expect(() => organizerRole.get(3)).toThrow(/organizerRole/);
  });
});
