// Tests of the section list: what each role sees follows the contract's permission table.
import { permissionRoles, roleHasPermission } from '@repo/contract/access';
import type { Permission } from '@repo/contract/access';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import { describe, expect, it } from 'vitest';
import { canUseSection, sectionHref, sectionsFor } from './hub-sections';

function permissionsOf(role: OrganizerRoleKey): string[] {
  return (Object.keys(permissionRoles) as Permission[]).filter((permission) =>
    roleHasPermission(role, permission),
  );
}

describe('sectionsFor', () => {
  it('gives the owner every section', () => {
    expect(sectionsFor(permissionsOf('owner')).map((section) => section.id)).toEqual([
      'overview',
      'events',
      'venues',
      'mailTexts',
      'profile',
      'team',
      'apiKeys',
      'webhooks',
      'payments',
      'devices',
      'orders',
      'bank',
      'reports',
      'refunds',
      'door',
      'till',
      'topUp',
      'audit',
    ]);
  });

  it('gives the box office the orders, the bank statements, the reports and the top-up desk', () => {
    expect(sectionsFor(permissionsOf('boxOffice')).map((section) => section.id)).toEqual([
      'overview',
      'profile',
      'orders',
      'bank',
      'reports',
      'refunds',
      'topUp',
    ]);
  });

  it('gives a manager events, venues, devices and the door but not the team, keys or the audit log', () => {
    expect(sectionsFor(permissionsOf('manager')).map((section) => section.id)).toEqual([
      'overview',
      'events',
      'venues',
      'mailTexts',
      'profile',
      'devices',
      'reports',
      'refunds',
      'door',
      'till',
    ]);
  });

  it('gives an accountant the reports and the audit log, door staff the overview and the door, bar staff the till', () => {
    expect(sectionsFor(permissionsOf('accountant')).map((section) => section.id)).toEqual([
      'overview',
      'profile',
      'reports',
      'refunds',
      'audit',
    ]);
    expect(sectionsFor(permissionsOf('door')).map((section) => section.id)).toEqual([
      'overview',
      'profile',
      'door',
    ]);
    expect(sectionsFor(permissionsOf('bar')).map((section) => section.id)).toEqual([
      'overview',
      'profile',
      'till',
    ]);
  });

  it('ignores permissions it does not know', () => {
    expect(sectionsFor(['view', 'somethingNew']).map((section) => section.id)).toEqual([
      'overview',
      'profile',
    ]);
  });
});

describe('canUseSection and sectionHref', () => {
  it('checks one section', () => {
    expect(canUseSection('team', permissionsOf('owner'))).toBe(true);
    expect(canUseSection('team', permissionsOf('manager'))).toBe(false);
    expect(canUseSection('audit', permissionsOf('accountant'))).toBe(true);
  });

  it('keeps the organizer in the address', () => {
    expect(sectionHref('devices', '10000000-0000-4000-8000-000000000001')).toBe(
      '/devices?organizer=10000000-0000-4000-8000-000000000001',
    );
    expect(sectionHref('overview', 'a b')).toBe('/?organizer=a%20b');
  });
});
