// How an audit log entry reads: the action's text key, and which resource it touched in words a person knows
// (the member's e-mail, the key's or device's name) rather than an id.
import type { AuditEntry } from '@repo/contract/hub-audit';
import { organizerRoleKeys } from '@repo/enums/organizer-role';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';

/** Actions with their own text under main::hubPages.audit.action; others show their endpoint id. */
export const describedAuditActions = [
  'hubMemberInvite',
  'hubInvitationRevoke',
  'hubInvitationAccept',
  'hubMemberUpdate',
  'hubMemberRemove',
  'hubApiKeyCreate',
  'hubApiKeyRevoke',
  'hubDeviceCreate',
  'hubDeviceUpdate',
  'hubDevicePairingCode',
  'hubDeviceRevoke',
  'hubOrganizerProfileUpdate',
  'hubOrganizerLogoUpload',
  'hubVenueCreate',
  'hubVenueUpdate',
  'hubEventCreate',
  'hubEventUpdate',
  'hubEventDuplicate',
  'hubEventDelete',
  'hubEventPublish',
  'hubEventUnpublish',
  'hubEventImageUpload',
  'hubWebhookEndpointCreate',
  'hubWebhookEndpointUpdate',
  'hubWebhookEndpointDelete',
  'hubWebhookEndpointTest',
  'hubPaymentProviderSave',
  'hubPaymentProviderRemove',
] as const;

/** Resource types with their own text under main::hubPages.audit.resource. */
export const describedResourceTypes = [
  'member',
  'invitation',
  'apiKey',
  'device',
  'organizer',
  'event',
  'order',
  'venue',
  'webhookEndpoint',
];

export function auditActionKey(action: string): string | null {
  return (describedAuditActions as readonly string[]).includes(action)
    ? `main::hubPages.audit.action.${action}`
    : null;
}

export function auditResourceKey(resourceType: string): string | null {
  return describedResourceTypes.includes(resourceType)
    ? `main::hubPages.audit.resource.${resourceType}`
    : null;
}

/**
 * What the entry names its resource by: e-mail, then name, then the actor when it acted on itself (accepting an
 * invitation makes the actor the new member), else the first 8 characters of the id.
 */
export function auditSubject(
  entry: Pick<AuditEntry, 'resourceId' | 'detail'> & Partial<Pick<AuditEntry, 'actorId' | 'actorName'>>,
): string {
  const { email, name } = entry.detail;
  if (typeof email === 'string' && email !== '') return email;
  if (typeof name === 'string' && name !== '') return name;
  if (entry.actorName && entry.actorId === entry.resourceId) return entry.actorName;
  return entry.resourceId.length > 8 ? `${entry.resourceId.slice(0, 8)}…` : entry.resourceId;
}

/** The role an entry recorded (invitations, role changes, key scopes), when it names a known one. */
export function auditRole(entry: Pick<AuditEntry, 'detail'>): OrganizerRoleKey | null {
  const role = entry.detail.role ?? entry.detail.scope;
  return organizerRoleKeys.find((key) => key === role) ?? null;
}
