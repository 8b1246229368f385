// Organizer team endpoints under /pass/hub/...: members and their roles, invitations by e-mail, accepting one.
import { z } from 'zod';
import { accountAccess, organizerAccess } from './access';
import { accountEmail } from './accounts';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { roleKey } from './hub';

/**
 * Events a door or bar member may work at; null (or left out) means every event of the organizer. Other
 * roles ignore it. At most 200, since a member is given a season's events, not a catalogue.
 */
export const memberEventIds = z.array(uuid).max(200).nullable();

export const teamMember = z.object({
  accountId: uuid,
  email: z.string(),
  role: roleKey,
  eventIds: memberEventIds,
  joinedAt: isoDateTime,
  /** The caller's own membership (the hub does not offer to remove yourself by accident). */
  isSelf: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamInvitation = z.object({
  invitationId: uuid,
  email: z.string(),
  role: roleKey,
  eventIds: memberEventIds,
  invitedAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

export const memberInviteBody = z.object({
  email: accountEmail,
  role: roleKey,
  eventIds: memberEventIds.optional(),
});

export const memberUpdateBody = z.object({
  role: roleKey,
  eventIds: memberEventIds.optional(),
});

/** The secret of an invitation link (32 random bytes, base64url), from the e-mail. */
export const invitationToken = z
  .string({ error: 'must be an invitation token' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be the token from the invitation link' });

const organizerParams = z.object({ organizerId: uuid });

export const hubTeamEndpoints = {
  hubTeam: defineEndpoint({
    id: 'hubTeam',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/team',
    tag: 'hub',
    summary: 'The members of the organizer with their roles, and the invitations not yet accepted',
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    response: ok({ members: z.array(teamMember), invitations: z.array(teamInvitation) }),
    errors: [403, 404],
  }),
  hubMemberInvite: defineEndpoint({
    id: 'hubMemberInvite',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/member-invite',
    tag: 'hub',
    summary:
      'Invite a person by e-mail with a role; the link in the e-mail is valid 7 days. 409 when already a member',
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    body: memberInviteBody,
    response: ok({ invitation: teamInvitation }),
    errors: [403, 404, 409],
  }),
  hubInvitationRevoke: defineEndpoint({
    id: 'hubInvitationRevoke',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/invitation/{invitationId}/revoke',
    tag: 'hub',
    summary: 'Withdraw an invitation; its link stops working',
    access: organizerAccess('team', 'params.organizerId'),
    params: z.object({ organizerId: uuid, invitationId: uuid }),
    response: ok({}),
    errors: [403, 404],
  }),
  hubMemberUpdate: defineEndpoint({
    id: 'hubMemberUpdate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/member/{accountId}/update',
    tag: 'hub',
    summary: "Change a member's role (and events); 422 ERROR_LAST_OWNER when it would leave no owner",
    access: organizerAccess('team', 'params.organizerId'),
    params: z.object({ organizerId: uuid, accountId: uuid }),
    body: memberUpdateBody,
    response: ok({ member: teamMember }),
    errors: [403, 404, 422],
  }),
  hubMemberRemove: defineEndpoint({
    id: 'hubMemberRemove',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/member/{accountId}/remove',
    tag: 'hub',
    summary: 'Remove a member from the organizer; 422 ERROR_LAST_OWNER for the last owner',
    access: organizerAccess('team', 'params.organizerId'),
    params: z.object({ organizerId: uuid, accountId: uuid }),
    response: ok({}),
    errors: [403, 404, 422],
  }),
  hubInvitation: defineEndpoint({
    id: 'hubInvitation',
    method: 'GET',
    path: '/pass/hub/invitation',
    tag: 'hub',
    summary: 'What an invitation link offers (organizer, role, e-mail), for the page that accepts it',
    access: accountAccess,
    query: z.object({ token: invitationToken }),
    response: ok({
      organizerId: uuid,
      organizerName: z.string(),
      email: z.string(),
      role: roleKey,
      expiresAt: isoDateTime,
    }),
    errors: [404, 410],
  }),
  hubInvitationAccept: defineEndpoint({
    id: 'hubInvitationAccept',
    method: 'POST',
    path: '/pass/hub/invitation-accept',
    tag: 'hub',
    summary:
      'Join the organizer of an invitation; the signed-in account must have the invited e-mail (403 otherwise)',
    access: accountAccess,
    body: z.object({ token: invitationToken }),
    response: ok({ organizerId: uuid, role: roleKey }),
    errors: [403, 404, 409, 410],
  }),
} as const satisfies Record<string, EndpointDefinition>;
