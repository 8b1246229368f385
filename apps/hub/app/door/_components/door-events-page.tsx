'use client';
// The chosen organizer's events for check-in: open the scanner on this phone, or watch the progress.
import type { HubOrganizer } from '@repo/contract/hub';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';

export function DoorEventsPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="door" title={t('main::hubPages.door.title')}>
      {(organizer) => <DoorEvents organizer={organizer} />}
    </OrganizerScope>
  );
}

function DoorEvents({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { dateTime } = useFormatters();
  const { queries } = usePass();
  const events = useQuery(queries.doorEvents({ params: { organizerId: organizer.organizerId } }));
  return (
    <Card className="gap-2 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.door.events')}</h2>
        <CardDescription>{t('main::hubPages.door.intro')}</CardDescription>
      </CardHeader>
      {events.isPending ? (
        <LoadingState />
      ) : events.isError ? (
        <FailureState error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <EmptyState>{t('main::hubPages.door.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100">
          {events.data.events.map((event) => (
            <li key={event.eventId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{event.namePub}</p>
                <p className="text-sm text-muted">{dateTime(event.startsAt)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <Link href={`/door/${event.eventId}/scan`}>{t('main::hubPages.door.openScanner')}</Link>
                </Button>
                <Button asChild size="sm" variant="outlined">
                  <Link href={`/door/${event.eventId}?organizer=${organizer.organizerId}`}>
                    {t('main::hubPages.door.progress')}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
