// The organizer's team: inviting people with a role, changing roles and events, removing members, accepting an
// invitation. The last owner can be neither removed nor demoted.
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import { organizerRole, organizerRoleKey } from '@repo/enums/organizer-role';
import { sha256 } from '../accounts/secrets';
import type { Db } from '../db/database';
import { insertAuditRow } from '../db/queries/audit-log';
import {
  closeInvitation,
  countOwners,
  deleteMember,
  findInvitation,
  findInvitationByTokenHash,
  findMember,
  findMemberByEmail,
  insertInvitation,
  insertMember,
  listMembers,
  listOpenInvitations,
  lockOrganizer,
  ownEventIds,
  revokeOpenInvitationsOf,
  updateMember,
} from '../db/queries/team';
import type { InvitationRow, MemberRow } from '../db/queries/team';
import { findOrganizerById } from '../db/queries/hub';
import { DomainError } from '../domain/domain-error';
import { enqueueInvitationMail } from './invitation-mail';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Door and bar work at given events; every other role works organizer-wide, so a list would mislead. */
function scopedEventIds(role: OrganizerRoleKey, eventIds: string[] | null | undefined): string[] | null {
  if (role !== 'door' && role !== 'bar') return null;
  return eventIds && eventIds.length > 0 ? [...new Set(eventIds)] : null;
}

async function checkEventsOfOrganizer(db: Db, organizerId: string, eventIds: string[] | null): Promise<void> {
  if (!eventIds) return;
  const own = new Set(await ownEventIds(db, organizerId, eventIds));
  const foreign = eventIds.filter((id) => !own.has(id));
  if (foreign.length > 0) {
    throw new DomainError('EVENT_NOT_OF_ORGANIZER', `Not events of this organizer: ${foreign.join(', ')}`, {
      eventIds: foreign,
    });
  }
}

export interface TeamView {
  members: (MemberRow & { role: OrganizerRoleKey })[];
  invitations: (InvitationRow & { role: OrganizerRoleKey })[];
}

export async function readTeam(db: Db, organizerId: string): Promise<TeamView> {
  const [members, invitations] = [
    await listMembers(db, organizerId),
    await listOpenInvitations(db, organizerId),
  ];
  return {
    members: members.map((row) => ({ ...row, role: organizerRoleKey(row.roleId) })),
    invitations: invitations.map((row) => ({ ...row, role: organizerRoleKey(row.roleId) })),
  };
}

export interface InviteInput {
  organizerId: string;
  email: string;
  role: OrganizerRoleKey;
  eventIds?: string[] | null;
  invitedBy: string | null;
  languageId: number;
}

/** Records the invitation (replacing an open one to the same address) and queues its e-mail. */
export async function inviteMember(tx: Db, input: InviteInput): Promise<InvitationRow> {
  await lockOrganizer(tx, input.organizerId);
  if (await findMemberByEmail(tx, input.organizerId, input.email)) {
    throw new DomainError('ALREADY_MEMBER', `${input.email} is already a member; change the role instead`);
  }
  const eventIds = scopedEventIds(input.role, input.eventIds);
  await checkEventsOfOrganizer(tx, input.organizerId, eventIds);
  await revokeOpenInvitationsOf(tx, input.organizerId, input.email);
  const invitation = await insertInvitation(tx, {
    organizerId: input.organizerId,
    email: input.email,
    roleId: organizerRole.ids[input.role],
    eventIds,
    invitedBy: input.invitedBy,
    languageId: input.languageId,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  await enqueueInvitationMail(tx, invitation.id);
  return invitation;
}

export async function revokeInvitation(tx: Db, organizerId: string, invitationId: string): Promise<void> {
  const invitation = await findInvitation(tx, invitationId);
  if (
    !invitation ||
    invitation.organizerId !== organizerId ||
    !(await closeInvitation(tx, invitationId, 'revoked'))
  ) {
    throw new DomainError('INVITATION_NOT_FOUND', `No open invitation with id ${invitationId}`);
  }
}

async function memberOr404(tx: Db, organizerId: string, accountId: string): Promise<MemberRow> {
  const member = await findMember(tx, organizerId, accountId);
  if (!member) throw new DomainError('MEMBER_NOT_FOUND', `No member with account id ${accountId}`);
  return member;
}

async function keepAnOwner(tx: Db, organizerId: string, member: MemberRow): Promise<void> {
  const ownerId = organizerRole.ids.owner;
  if (member.roleId === ownerId && (await countOwners(tx, organizerId, ownerId)) <= 1) {
    throw new DomainError(
      'LAST_OWNER',
      'The organizer needs an owner: make someone else owner first, then change or remove this one',
    );
  }
}

export async function changeMemberRole(
  tx: Db,
  organizerId: string,
  accountId: string,
  change: { role: OrganizerRoleKey; eventIds?: string[] | null },
): Promise<MemberRow & { role: OrganizerRoleKey }> {
  await lockOrganizer(tx, organizerId);
  const member = await memberOr404(tx, organizerId, accountId);
  if (change.role !== 'owner') await keepAnOwner(tx, organizerId, member);
  const eventIds = scopedEventIds(change.role, change.eventIds);
  await checkEventsOfOrganizer(tx, organizerId, eventIds);
  await updateMember(tx, organizerId, accountId, { roleId: organizerRole.ids[change.role], eventIds });
  return { ...member, roleId: organizerRole.ids[change.role], eventIds, role: change.role };
}

export async function removeMember(tx: Db, organizerId: string, accountId: string): Promise<MemberRow> {
  await lockOrganizer(tx, organizerId);
  const member = await memberOr404(tx, organizerId, accountId);
  await keepAnOwner(tx, organizerId, member);
  await deleteMember(tx, organizerId, accountId);
  return member;
}

/** The open, unexpired invitation of a link's token. */
async function liveInvitation(db: Db, token: string): Promise<InvitationRow> {
  const invitation = await findInvitationByTokenHash(db, sha256(token));
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) {
    throw new DomainError('INVITATION_NOT_FOUND', 'This invitation was used or withdrawn; ask for a new one');
  }
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw new DomainError(
      'INVITATION_EXPIRED',
      'This invitation has expired; ask the organizer for a new one',
    );
  }
  return invitation;
}

export async function readInvitation(db: Db, token: string) {
  const invitation = await liveInvitation(db, token);
  const organizer = await findOrganizerById(db, invitation.organizerId);
  if (!organizer) throw new DomainError('INVITATION_NOT_FOUND', 'The organizer of this invitation is gone');
  return { invitation, organizer, role: organizerRoleKey(invitation.roleId) };
}

/**
 * Makes the signed-in account a member. Only the invited address may accept: a forwarded link must not let
 * someone else in. Accepting twice (a double click) is refused by the conditional close, never doubled.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  account: { accountId: string; email: string },
): Promise<{ organizerId: string; role: OrganizerRoleKey }> {
  return db.transaction(async (tx) => {
    const invitation = await liveInvitation(tx, token);
    if (invitation.email !== account.email) {
      throw new DomainError(
        'INVITATION_EMAIL_MISMATCH',
        `This invitation is for ${invitation.email}; sign in with that address to accept it`,
      );
    }
    if (!(await closeInvitation(tx, invitation.id, 'accepted'))) {
      throw new DomainError('INVITATION_NOT_FOUND', 'This invitation was used or withdrawn');
    }
    const role = organizerRoleKey(invitation.roleId);
    const added = await insertMember(tx, {
      organizerId: invitation.organizerId,
      accountId: account.accountId,
      roleId: invitation.roleId,
      eventIds: invitation.eventIds,
    });
    if (!added) throw new DomainError('ALREADY_MEMBER', 'This account is already a member of the organizer');
    await insertAuditRow(tx, {
      organizerId: invitation.organizerId,
      actorKind: 'account',
      actorId: account.accountId,
      actorName: account.email,
      action: 'hubInvitationAccept',
      resourceType: 'member',
      resourceId: account.accountId,
      detail: { role, invitationId: invitation.id },
    });
    return { organizerId: invitation.organizerId, role };
  });
}
