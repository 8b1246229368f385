// The typed principal a handler receives: what the registry verified about the caller, per kind of access.
import type { Access, DeviceKind } from '@repo/contract/access';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import type { AuthenticatedSession } from './authenticate';

export interface AnonymousPrincipal {
  kind: 'anonymous';
}

export interface AccountPrincipal {
  kind: 'account';
  account: AuthenticatedSession;
}

export interface DeviceIdentity {
  deviceId: string;
  organizerId: string;
  eventId: string;
  deviceKind: DeviceKind;
  name: string;
}

/** Who acted, as the audit log records it. */
export interface Actor {
  kind: 'account' | 'apiKey' | 'device';
  id: string;
  name: string;
}

interface OrganizerScope {
  /** The organizer that owns the addressed resource (checked: the caller belongs to it). */
  organizerId: string;
  /** The event the resource names (eventId, orderId), or null for organizer-wide resources. */
  eventId: string | null;
  actor: Actor;
}

export type OrganizerPrincipal = OrganizerScope &
  (
    | {
        kind: 'member';
        account: AuthenticatedSession;
        role: OrganizerRoleKey;
        /** The events a door or bar member is given; null is every event. */
        eventIds: string[] | null;
      }
    | { kind: 'apiKey'; apiKeyId: string; role: OrganizerRoleKey }
    | { kind: 'device'; device: DeviceIdentity }
  );

export interface DevicePrincipal {
  kind: 'device';
  device: DeviceIdentity;
}

export interface OperatorPrincipal {
  kind: 'operator';
}

export type Principal =
  AnonymousPrincipal | AccountPrincipal | OrganizerPrincipal | DevicePrincipal | OperatorPrincipal;

/** The principal an endpoint's handler gets, from the access its contract entry declares. */
export type PrincipalFor<A extends Access> = A extends { kind: 'public' }
  ? AnonymousPrincipal
  : A extends { kind: 'account'; optional: true }
    ? AccountPrincipal | AnonymousPrincipal
    : A extends { kind: 'account' }
      ? AccountPrincipal
      : A extends { kind: 'organizer' }
        ? OrganizerPrincipal
        : A extends { kind: 'device' }
          ? DevicePrincipal
          : OperatorPrincipal;
