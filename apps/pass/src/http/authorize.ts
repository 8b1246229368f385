// Checks a verified credential against an endpoint's declared access and returns the handler's principal:
// 401 without a credential, 404 for an addressed resource that does not exist, 403 for the wrong caller.
import { keyExcludedPermissions, roleHasPermission } from '@repo/contract/access';
import type { Access } from '@repo/contract/access';
import { organizerRoleKey } from '@repo/enums/organizer-role';
import type { Db } from '../db/database';
import { findMembership, resolveResource } from '../db/queries/access';
import type { DeviceRow } from '../db/queries/access';
import type { Credential } from './authenticate';
import { unauthorized } from './authenticate';
import { HttpError, notFound } from './http-error';
import type { DeviceIdentity, Principal } from './principal';

export function forbidden(message: string): HttpError {
  return new HttpError(403, 'FORBIDDEN', message);
}

export function deviceIdentity(row: DeviceRow): DeviceIdentity {
  return {
    deviceId: row.id,
    organizerId: row.organizerId,
    eventId: row.eventId,
    deviceKind: row.kind,
    name: row.name,
  };
}

/** The id the access rule points at, from the already validated input. */
function resourceId(access: Extract<Access, { kind: 'organizer' }>, input: Record<string, unknown>): string {
  const [part, field] = access.resource.split('.') as [string, string];
  const value = (input[part] as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== 'string') throw new Error(`Access names ${access.resource}, which the input lacks`);
  return value;
}

/** What an access rule's resource field names: the 404's subject and the audit row's resource type. */
export const resourceWhat = { organizerId: 'organizer', eventId: 'event', orderId: 'order' } as const;

export async function authorize(
  db: Db,
  access: Access,
  credential: Credential,
  input: Record<string, unknown>,
): Promise<Principal> {
  if (access.kind === 'public') return { kind: 'anonymous' };
  if (credential.kind === 'none') {
    if (access.kind === 'account' && access.optional) return { kind: 'anonymous' };
    throw unauthorized('This call needs credentials (Authorization: Bearer <token>)');
  }
  switch (access.kind) {
    case 'account':
      if (credential.kind !== 'account')
        throw forbidden('This call takes a signed-in account, not this credential');
      return { kind: 'account', account: credential.session };
    case 'operator':
      if (credential.kind !== 'operator') throw forbidden('This call takes the operator token');
      return { kind: 'operator' };
    case 'device':
      if (credential.kind !== 'device' || !access.devices.includes(credential.device.kind)) {
        throw forbidden(`This call takes a paired ${access.devices.join(' or ')}`);
      }
      return { kind: 'device', device: deviceIdentity(credential.device) };
    case 'organizer':
      break;
  }
  if (credential.kind === 'operator') throw forbidden('The operator token does not act for organizers');
  const field = access.resource.split('.')[1] as keyof typeof resourceWhat;
  const id = resourceId(access, input);
  // A device paired to the addressed event names its organizer itself (paired by that organizer, deleted with the
  // event): no read of the event, which every scan and till sale would otherwise pay for.
  const resource =
    credential.kind === 'device' && field === 'eventId' && credential.device.eventId === id
      ? { organizerId: credential.device.organizerId, eventId: id }
      : await resolveResource(db, field, id);
  if (!resource) throw notFound(resourceWhat[field], `No ${resourceWhat[field]} with id ${id}`);
  const { organizerId, eventId } = resource;
  const otherOrganizer = () => forbidden('These credentials do not belong to the organizer of this resource');

  if (credential.kind === 'device') {
    const { device } = credential;
    if (device.organizerId !== organizerId) throw otherOrganizer();
    if (!access.devices?.includes(device.kind) || eventId === null || device.eventId !== eventId) {
      throw forbidden('A paired device may only do its own job at its own event');
    }
    const identity = deviceIdentity(device);
    return {
      kind: 'device',
      organizerId,
      eventId,
      device: identity,
      actor: { kind: 'device', id: device.id, name: device.name },
    };
  }

  if (credential.kind === 'apiKey') {
    const { apiKey } = credential;
    if (apiKey.organizerId !== organizerId) throw otherOrganizer();
    const role = organizerRoleKey(apiKey.roleId);
    if (keyExcludedPermissions.includes(access.permission) || !roleHasPermission(role, access.permission)) {
      throw forbidden(`An API key scoped to ${role} may not do this (needs "${access.permission}")`);
    }
    return {
      kind: 'apiKey',
      organizerId,
      eventId,
      apiKeyId: apiKey.id,
      role,
      actor: { kind: 'apiKey', id: apiKey.id, name: apiKey.name },
    };
  }

  const { session } = credential;
  const membership = await findMembership(db, organizerId, session.accountId);
  if (!membership) throw forbidden('This account is not a member of the organizer');
  const role = organizerRoleKey(membership.roleId);
  if (!roleHasPermission(role, access.permission)) {
    throw forbidden(`The role ${role} may not do this (needs "${access.permission}")`);
  }
  if (eventId !== null && membership.eventIds !== null && !membership.eventIds.includes(eventId)) {
    throw forbidden('This member is not given this event');
  }
  return {
    kind: 'member',
    organizerId,
    eventId,
    account: session,
    role,
    eventIds: membership.eventIds,
    actor: { kind: 'account', id: session.accountId, name: session.email },
  };
}
