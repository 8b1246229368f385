// Tests of how audit entries read.
import { describe, expect, it } from 'vitest';
import { auditActionKey, auditResourceKey, auditRole, auditSubject } from './audit-text';

describe('audit texts', () => {
  it('has texts for the team, key and device actions and leaves others to their id', () => {
    expect(auditActionKey('hubMemberInvite')).toBe('main::hubPages.audit.action.hubMemberInvite');
    expect(auditActionKey('hubDeviceRevoke')).toBe('main::hubPages.audit.action.hubDeviceRevoke');
    expect(auditActionKey('hubEventPublish')).toBe('main::hubPages.audit.action.hubEventPublish');
    expect(auditResourceKey('venue')).toBe('main::hubPages.audit.resource.venue');
    expect(auditActionKey('eventCreate')).toBeNull();
    expect(auditResourceKey('apiKey')).toBe('main::hubPages.audit.resource.apiKey');
    expect(auditResourceKey('seatPlan')).toBeNull();
  });

  it('names the resource by e-mail, then name, then a short id', () => {
    const id = '30000000-0000-4000-8000-000000000001';
    expect(auditSubject({ resourceId: id, detail: { email: 'a@example.com', name: 'x' } })).toBe(
      'a@example.com',
    );
    expect(auditSubject({ resourceId: id, detail: { name: 'Vstup A' } })).toBe('Vstup A');
    expect(auditSubject({ resourceId: id, detail: { email: 3 } })).toBe('30000000…');
    expect(auditSubject({ resourceId: 'short', detail: {} })).toBe('short');
    // Accepting an invitation: the new member is the one who acted.
    expect(
      auditSubject({ resourceId: id, detail: { role: 'door' }, actorId: id, actorName: 'new@example.com' }),
    ).toBe('new@example.com');
  });

  it('reads a known role or key scope from the detail', () => {
    expect(auditRole({ detail: { role: 'door' } })).toBe('door');
    expect(auditRole({ detail: { scope: 'accountant' } })).toBe('accountant');
    expect(auditRole({ detail: { role: 'admin' } })).toBeNull();
    expect(auditRole({ detail: {} })).toBeNull();
  });
});
