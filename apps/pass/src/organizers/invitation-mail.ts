// The invitation e-mail through the outbox: the request queues "invite", the worker issues the link's token
// (stored only as a hash) and sends it in the inviter's language.
import type { LabelLanguage } from '@repo/enums';
import { isLabelLanguage, language as languages } from '@repo/enums';
import { organizerRole } from '@repo/enums/organizer-role';
import { newToken, sha256 } from '../accounts/secrets';
import type { Db } from '../db/database';
import { findOrganizerById } from '../db/queries/hub';
import { findInvitation, setInvitationToken } from '../db/queries/team';
import type { Mailer } from '../mail/mailer';
import { enqueueOutbox } from '../outbox/enqueue';
import type { OutboxHandler } from '../outbox/worker';
import { invitationMailText } from './invitation-mail-texts';

export const INVITATION_MAIL = 'organizer-invitation-mail';

export async function enqueueInvitationMail(tx: Db, invitationId: string): Promise<void> {
  await enqueueOutbox(tx, {
    kind: INVITATION_MAIL,
    dedupeKey: `${INVITATION_MAIL}:${invitationId}`,
    payload: { invitationId },
  });
}

function languageOf(languageId: number): LabelLanguage {
  const code = languages.find(languageId)?.code;
  return isLabelLanguage(code) ? code : 'cs';
}

/**
 * Sends the invitation unless it was accepted, withdrawn or expired meanwhile. A repeat after a crash issues a
 * fresh token, which replaces the first one: only the newest e-mail's link works, which is harmless.
 */
export function invitationMailHandlers(
  db: Db,
  mailer: Mailer,
  config: { hubOrigin: string },
): Record<string, OutboxHandler> {
  return {
    [INVITATION_MAIL]: async (payload, ctx) => {
      const invitation = await findInvitation(db, String(payload.invitationId));
      if (!invitation || invitation.acceptedAt || invitation.revokedAt) return;
      if (invitation.expiresAt.getTime() <= Date.now()) return;
      const organizer = await findOrganizerById(db, invitation.organizerId);
      if (!organizer) return;
      const token = newToken();
      if (!(await setInvitationToken(db, invitation.id, sha256(token)))) return;
      const language = languageOf(invitation.languageId);
      const link = `${new URL(config.hubOrigin).origin}/invitation?token=${token}`;
      const { subject, text } = invitationMailText(language, {
        organizerName: organizer.name,
        roleLabel: organizerRole.label(invitation.roleId, language),
        link,
        expiresAt: invitation.expiresAt,
      });
      await mailer.send({ to: invitation.email, subject, text, messageId: ctx.messageId });
    },
  };
}
