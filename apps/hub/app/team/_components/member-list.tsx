'use client';
// The members of the organizer: e-mail, role, events (door and bar), "you"; role change and removal.
import type { HubEvent, HubOrganizer } from '@repo/contract/hub';
import type { TeamMember } from '@repo/contract/hub-team';
import { Button } from '@repo/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Badge } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { roleHasEvents, roleLabel } from '@/lib/role-label';
import { eventNames } from './member-events';
import { MemberRoleDialog } from './member-role-dialog';

export interface MemberListProps {
  organizer: HubOrganizer;
  members: readonly TeamMember[];
  events: readonly HubEvent[] | undefined;
  onNotice: (notice: string) => void;
}

export function MemberList({ organizer, members, events, onNotice }: MemberListProps) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const { date } = useFormatters();
  const params = { organizerId: organizer.organizerId };

  return (
    <ul className="divide-y divide-brand-100">
      {members.map((member) => {
        const names = eventNames(member.eventIds, events);
        return (
          <li
            key={member.accountId}
            className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-2 last:pb-0"
            data-testid="team-member"
          >
            <div className="grid min-w-0 flex-1 basis-64 gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-all">{member.email}</span>
                {member.isSelf ? <Badge tone="brand">{t('main::hubPages.team.you')}</Badge> : null}
              </p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                <Badge tone="neutral">
                  <span data-testid="member-role">{roleLabel(member.role, language)}</span>
                </Badge>
                {roleHasEvents(member.role) ? (
                  <span>{names.length === 0 ? t('main::hubPages.team.allEvents') : names.join(', ')}</span>
                ) : null}
                <span>{t('main::hubPages.team.joined', { date: date(member.joinedAt) })}</span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <MemberRoleDialog
                organizer={organizer}
                member={member}
                events={events}
                onChanged={(updated) =>
                  onNotice(
                    t('main::hubPages.team.roleChanged', {
                      email: updated.email,
                      role: roleLabel(updated.role, language),
                    }),
                  )
                }
              />
              {member.isSelf ? null : (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50">
                      {t('main::hubPages.team.remove')}
                    </Button>
                  }
                  title={t('main::hubPages.team.removeTitle', { email: member.email })}
                  description={t('main::hubPages.team.removeText', { organizer: organizer.name })}
                  confirmLabel={t('main::hubPages.team.removeConfirm')}
                  onConfirm={async () => {
                    await client.hubMemberRemove({ params: { ...params, accountId: member.accountId } });
                    await queryClient.invalidateQueries({ queryKey: queries.hubTeam({ params }).queryKey });
                    onNotice(t('main::hubPages.team.removed', { email: member.email }));
                  }}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
