'use client';
// The chosen organizer's events for the bars: open the till of one on this phone or tablet.
import type { HubOrganizer } from '@repo/contract/hub';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';

export function TillEventsPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="till" title={t('main::hubPages.bar.till.eventsTitle')}>
      {(organizer) => <TillEvents organizer={organizer} />}
    </OrganizerScope>
  );
}

function TillEvents({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { dateTime } = useFormatters();
  const { queries } = usePass();
  const events = useQuery(queries.tillEvents({ params: { organizerId: organizer.organizerId } }));
  return (
    <Card className="gap-2 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.bar.till.events')}</h2>
        <CardDescription>{t('main::hubPages.bar.till.eventsIntro')}</CardDescription>
      </CardHeader>
      {events.isPending ? (
        <LoadingState />
      ) : events.isError ? (
        <FailureState error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <EmptyState>{t('main::hubPages.bar.till.eventsEmpty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100">
          {events.data.events.map((event) => (
            <li key={event.eventId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{event.namePub}</p>
                <p className="text-sm text-muted">{dateTime(event.startsAt)}</p>
              </div>
              <Button asChild size="sm">
                <Link href={`/till/${event.eventId}`}>{t('main::hubPages.bar.till.openTill')}</Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
