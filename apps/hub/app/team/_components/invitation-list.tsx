'use client';
// Invitations not yet accepted: to whom, which role and events, until when; each can be withdrawn.
import type { HubEvent, HubOrganizer } from '@repo/contract/hub';
import type { TeamInvitation } from '@repo/contract/hub-team';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, EmptyState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { passErrorKey } from '@/lib/pass-error-text';
import { roleHasEvents, roleLabel } from '@/lib/role-label';
import { eventNames } from './member-events';

export interface InvitationListProps {
  organizer: HubOrganizer;
  invitations: readonly TeamInvitation[];
  events: readonly HubEvent[] | undefined;
  onNotice: (notice: string) => void;
}

export function InvitationList({ organizer, invitations, events, onNotice }: InvitationListProps) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const { dateTime } = useFormatters();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const params = { organizerId: organizer.organizerId };

  async function revoke(invitation: TeamInvitation) {
    setPendingId(invitation.invitationId);
    setError(null);
    try {
      await client.hubInvitationRevoke({ params: { ...params, invitationId: invitation.invitationId } });
      await queryClient.invalidateQueries({ queryKey: queries.hubTeam({ params }).queryKey });
      onNotice(t('main::hubPages.team.invitationRevoked', { email: invitation.email }));
    } catch (caught) {
      setError(caught);
    } finally {
      setPendingId(null);
    }
  }

  if (invitations.length === 0) return <EmptyState>{t('main::hubPages.team.invitationsEmpty')}</EmptyState>;
  return (
    <div className="grid gap-3">
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      <ul className="divide-y divide-brand-100">
        {invitations.map((invitation) => {
          const names = eventNames(invitation.eventIds, events);
          return (
            <li
              key={invitation.invitationId}
              className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-2 last:pb-0"
              data-testid="team-invitation"
            >
              <div className="grid min-w-0 flex-1 basis-64 gap-1">
                <p className="font-medium break-all">{invitation.email}</p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                  <Badge>{roleLabel(invitation.role, language)}</Badge>
                  {roleHasEvents(invitation.role) ? (
                    <span>{names.length === 0 ? t('main::hubPages.team.allEvents') : names.join(', ')}</span>
                  ) : null}
                  <span>{t('main::hubPages.team.validUntil', { date: dateTime(invitation.expiresAt) })}</span>
                </p>
              </div>
              <Button
                variant="outlined"
                size="sm"
                disabled={pendingId !== null}
                onClick={() => void revoke(invitation)}
                aria-label={t('main::hubPages.team.revokeInvitationFor', { email: invitation.email })}
              >
                {pendingId === invitation.invitationId
                  ? t('main::hubPages.common.working')
                  : t('main::hubPages.team.revokeInvitation')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
