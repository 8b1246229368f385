'use client';
// The chosen organizer's events for the box office: open the top-up desk of one on this phone or computer.
import type { HubOrganizer } from '@repo/contract/hub';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';

export function TopUpEventsPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="topUp" title={t('main::hubPages.topUp.eventsTitle')}>
      {(organizer) => <TopUpEvents organizer={organizer} />}
    </OrganizerScope>
  );
}

function TopUpEvents({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { dateTime } = useFormatters();
  const { queries } = usePass();
  const events = useQuery(queries.deskEvents({ params: { organizerId: organizer.organizerId } }));
  return (
    <Card className="gap-2 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.topUp.events')}</h2>
        <CardDescription>{t('main::hubPages.topUp.eventsIntro')}</CardDescription>
      </CardHeader>
      {events.isPending ? (
        <LoadingState />
      ) : events.isError ? (
        <FailureState error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <EmptyState>{t('main::hubPages.topUp.eventsEmpty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100">
          {events.data.events.map((event) => (
            <li key={event.eventId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{event.namePub}</p>
                <p className="text-sm text-muted">{dateTime(event.startsAt)}</p>
              </div>
              <Button asChild size="sm">
                <Link href={`/topup/${event.eventId}`}>{t('main::hubPages.topUp.openDesk')}</Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
