// Handlers of the team endpoints: members, roles, invitations (the rules live in organizers/team.ts).
import type { hubTeamEndpoints, TeamInvitation, TeamMember } from '@repo/contract/hub-team';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import type { InvitationRow, MemberRow } from '../db/queries/team';
import type { HandlersOf } from '../http/register-endpoint';
import {
  acceptInvitation,
  changeMemberRole,
  inviteMember,
  readInvitation,
  readTeam,
  removeMember,
  revokeInvitation,
} from '../organizers/team';
import { organizerRoleKey } from '@repo/enums/organizer-role';

function toMember(row: MemberRow & { role: OrganizerRoleKey }, selfId: string | null): TeamMember {
  return {
    accountId: row.accountId,
    email: row.email,
    role: row.role,
    eventIds: row.eventIds,
    joinedAt: row.createdAt.toISOString(),
    isSelf: row.accountId === selfId,
  };
}

function toInvitation(row: InvitationRow): TeamInvitation {
  return {
    invitationId: row.id,
    email: row.email,
    role: organizerRoleKey(row.roleId),
    eventIds: row.eventIds,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export const hubTeamHandlers: HandlersOf<typeof hubTeamEndpoints> = {
  hubTeam: async ({ db, params, principal }) => {
    const team = await readTeam(db, params.organizerId);
    const selfId = principal.kind === 'member' ? principal.account.accountId : null;
    return {
      errorText: 'OK',
      members: team.members.map((row) => toMember(row, selfId)),
      invitations: team.invitations.map(toInvitation),
    };
  },
  hubMemberInvite: async ({ db, params, body, ctx, principal, audit }) => {
    const invitation = await inviteMember(db, {
      organizerId: params.organizerId,
      email: body.email,
      role: body.role,
      eventIds: body.eventIds,
      invitedBy: principal.kind === 'member' ? principal.account.accountId : null,
      languageId: principal.kind === 'member' ? principal.account.languageId : ctx.languageId,
    });
    audit.resource('invitation', invitation.id);
    audit.detail({ email: invitation.email, role: body.role });
    return { errorText: 'OK', invitation: toInvitation(invitation) };
  },
  hubInvitationRevoke: async ({ db, params, audit }) => {
    await revokeInvitation(db, params.organizerId, params.invitationId);
    audit.resource('invitation', params.invitationId);
    return { errorText: 'OK' };
  },
  hubMemberUpdate: async ({ db, params, body, principal, audit }) => {
    const member = await changeMemberRole(db, params.organizerId, params.accountId, body);
    audit.resource('member', params.accountId);
    audit.detail({ email: member.email, role: body.role, eventIds: member.eventIds });
    const selfId = principal.kind === 'member' ? principal.account.accountId : null;
    return { errorText: 'OK', member: toMember(member, selfId) };
  },
  hubMemberRemove: async ({ db, params, audit }) => {
    const member = await removeMember(db, params.organizerId, params.accountId);
    audit.resource('member', params.accountId);
    audit.detail({ email: member.email });
    return { errorText: 'OK' };
  },
  hubInvitation: async ({ db, query }) => {
    const { invitation, organizer, role } = await readInvitation(db, query.token);
    return {
      errorText: 'OK',
      organizerId: organizer.id,
      organizerName: organizer.name,
      email: invitation.email,
      role,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  },
  hubInvitationAccept: async ({ db, body, principal }) => ({
    errorText: 'OK',
    ...(await acceptInvitation(db, body.token, principal.account)),
  }),
};
