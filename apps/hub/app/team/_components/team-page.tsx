'use client';
// The team of the chosen organizer: members with role changes and removal, pending invitations, the invite form.
import type { HubOrganizer } from '@repo/contract/hub';
import { Alert } from '@repo/ui/alert';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';

export function TeamPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="team" title={t('main::hubPages.team.title')}>
      {(organizer) => <Team organizer={organizer} />}
    </OrganizerScope>
  );
}

function Team({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const params = { organizerId: organizer.organizerId };
  const team = useQuery(queries.hubTeam({ params }));
  const events = useQuery(queries.hubOrganizerEvents({ params }));
  // The last change, read out politely; errors stay beside the form or dialog that caused them.
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-6">
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        <Card className="gap-2 p-4 sm:p-6">
          <CardHeader>
            <h2 id="members-title" className="text-lg leading-tight font-semibold">
              {t('main::hubPages.team.members')}
            </h2>
            <CardDescription>{t('main::hubPages.team.intro', { organizer: organizer.name })}</CardDescription>
          </CardHeader>
          {team.isPending ? (
            <LoadingState />
          ) : team.isError ? (
            <FailureState error={team.error} onRetry={() => void team.refetch()} />
          ) : (
            <MemberList
              organizer={organizer}
              members={team.data.members}
              events={events.data?.events}
              onNotice={setNotice}
            />
          )}
        </Card>
        <Card className="gap-2 p-4 sm:p-6">
          <CardHeader>
            <h2 id="invitations-title" className="text-lg leading-tight font-semibold">
              {t('main::hubPages.team.invitations')}
            </h2>
          </CardHeader>
          {team.isPending ? (
            <LoadingState />
          ) : team.isError ? null : (
            <InvitationList
              organizer={organizer}
              invitations={team.data.invitations}
              events={events.data?.events}
              onNotice={setNotice}
            />
          )}
        </Card>
      </div>
      <Card className="gap-4 p-4 sm:p-6 lg:sticky lg:top-6">
        <CardHeader>
          <h2 id="invite-title" className="text-lg leading-tight font-semibold">
            {t('main::hubPages.team.invite')}
          </h2>
          <CardDescription>{t('main::hubPages.team.inviteIntro')}</CardDescription>
        </CardHeader>
        <InviteForm organizer={organizer} events={events.data?.events} onNotice={setNotice} />
      </Card>
    </div>
  );
}
