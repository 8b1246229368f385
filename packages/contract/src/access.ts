// Who may call an endpoint: declared once per endpoint in the contract, enforced by the pass service's registry.
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';

/** What a device paired to an event is: a door scanner or a bar till. */
export const deviceKinds = ['scanner', 'till'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/**
 * What an organizer endpoint needs, and the roles that have it. A role is a set of permissions, so adding an
 * endpoint never means touching every role: it names the permission, and this table says who has it.
 */
export const permissionRoles = {
  /** Read the organizer's overview (its name, the caller's own role). Every member. */
  view: ['owner', 'manager', 'boxOffice', 'door', 'bar', 'accountant'],
  /** Members, invitations, API keys, payment provider accounts. */
  team: ['owner'],
  /** Events, catalogue, codes, seat plans, paired devices. */
  events: ['owner', 'manager'],
  /** Orders, refunds, manual payments. */
  orders: ['owner', 'boxOffice'],
  /** One order's detail with its payments, documents, e-mails and audit trail, read only (the accountant too). */
  orderDetail: ['owner', 'boxOffice', 'accountant'],
  /** Sales figures, reports and exports, read only. */
  reports: ['owner', 'manager', 'boxOffice', 'accountant'],
  /** Who did what: the audit log. */
  audit: ['owner', 'accountant'],
  /** Ticket check-in at the events a member is given. */
  door: ['owner', 'manager', 'door'],
  /** Tills at the bars a member is given. */
  bar: ['owner', 'manager', 'bar'],
} as const satisfies Record<string, readonly OrganizerRoleKey[]>;
export type Permission = keyof typeof permissionRoles;

/** Permissions an API key never gets, whatever its scope: a key must not mint keys or change the team. */
export const keyExcludedPermissions: readonly Permission[] = ['team'];

export function roleHasPermission(role: OrganizerRoleKey, permission: Permission): boolean {
  return (permissionRoles[permission] as readonly OrganizerRoleKey[]).includes(role);
}

/**
 * Where the registry finds the resource that names the organizer: `params.eventId` means "the organizer of
 * the event in the path". organizerId names it directly; eventId and orderId through their event.
 */
export type ResourceField = 'organizerId' | 'eventId' | 'orderId';
export type ResourceRef = `${'params' | 'query' | 'body'}.${ResourceField}`;

export type Access =
  /** Anyone; a bearer token is not read. */
  | { readonly kind: 'public' }
  /** A signed-in account (an account's bearer token); `optional` lets anonymous callers in too. */
  | { readonly kind: 'account'; readonly optional?: boolean }
  /**
   * A member of the organizer that owns the addressed resource whose role has the permission, or an API key
   * of that organizer whose scope has it, or (when `devices` lists its kind) a device paired to the event.
   */
  | {
      readonly kind: 'organizer';
      readonly permission: Permission;
      readonly resource: ResourceRef;
      readonly devices?: readonly DeviceKind[];
    }
  /** A paired device of an event, acting for itself (e.g. reading what it is). */
  | { readonly kind: 'device'; readonly devices: readonly DeviceKind[] }
  /** The operator token of internal jobs (bank statement import, refund queue). */
  | { readonly kind: 'operator' };

export const publicAccess = { kind: 'public' } as const satisfies Access;
export const accountAccess = { kind: 'account' } as const satisfies Access;
export const optionalAccountAccess = { kind: 'account', optional: true } as const satisfies Access;
export const operatorAccess = { kind: 'operator' } as const satisfies Access;

export function organizerAccess<const P extends Permission, const R extends ResourceRef>(
  permission: P,
  resource: R,
  devices?: readonly DeviceKind[],
) {
  return {
    kind: 'organizer',
    permission,
    resource,
    ...(devices ? { devices } : {}),
  } as const satisfies Access;
}

export function deviceAccess<const K extends readonly DeviceKind[]>(devices: K) {
  return { kind: 'device', devices } as const satisfies Access;
}

/** Whether calling the endpoint needs any credential (everything but public and optional sign-in). */
export function needsCredentials(access: Access): boolean {
  if (access.kind === 'public') return false;
  if (access.kind === 'account') return access.optional !== true;
  return true;
}

/** The OpenAPI security schemes an access rule accepts (see buildOpenApiDocument). */
export function securitySchemesOf(access: Access): string[] {
  switch (access.kind) {
    case 'public':
      return [];
    case 'account':
      return ['account'];
    case 'organizer':
      return ['account', 'apiKey', ...(access.devices?.length ? ['device'] : [])];
    case 'device':
      return ['device'];
    case 'operator':
      return ['operator'];
  }
}

/** A human sentence of who may call, for the OpenAPI description. */
export function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Public.';
    case 'account':
      return access.optional
        ? 'Public; a signed-in account (Bearer token) is used when sent.'
        : 'A signed-in account (Bearer token).';
    case 'organizer': {
      const [from, field] = access.resource.split('.');
      const roles = (permissionRoles[access.permission] as readonly string[]).join(', ');
      const keys = keyExcludedPermissions.includes(access.permission)
        ? 'not by API keys'
        : `or an API key scoped to one of these roles`;
      const devices = access.devices?.length
        ? `, or a device (${access.devices.join(', ')}) paired to the event`
        : '';
      return `Organizer "${access.permission}": a member of the organizer of ${from}.${field} with the role ${roles}, ${keys}${devices}.`;
    }
    case 'device':
      return `A paired device (${access.devices.join(', ')}).`;
    case 'operator':
      return 'The operator token of internal jobs.';
  }
}
