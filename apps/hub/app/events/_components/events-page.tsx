'use client';
// The events of the chosen organizer: start (in the event's zone), venue and publishing state, each opening its
// page; the way to a new event.
import type { HubOrganizer } from '@repo/contract/hub';
import type { HubEventListItem } from '@repo/contract/hub-events';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { EventStatusBadge } from './event-status-badge';
import { useEventTime } from './use-event-time';

export function EventsPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="events" title={t('main::hubEvents.events.title')}>
      {(organizer) => <Events organizer={organizer} />}
    </OrganizerScope>
  );
}

function Events({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const events = useQuery(queries.hubEvents({ params: { organizerId: organizer.organizerId } }));
  const organizerQuery = `?organizer=${encodeURIComponent(organizer.organizerId)}`;

  return (
    <Card className="gap-2 p-4 sm:p-6">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-lg leading-tight font-semibold">{t('main::hubEvents.events.list')}</h2>
          <CardDescription>{t('main::hubEvents.events.intro')}</CardDescription>
        </div>
        <Button asChild>
          <Link href={`/events/new${organizerQuery}`}>{t('main::hubEvents.events.new')}</Link>
        </Button>
      </CardHeader>
      {events.isPending ? (
        <LoadingState />
      ) : events.isError ? (
        <FailureState error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <EmptyState>{t('main::hubEvents.events.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100">
          {events.data.events.map((event) => (
            <EventRow key={event.eventId} event={event} href={`/events/${event.eventId}${organizerQuery}`} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function EventRow({ event, href }: { event: HubEventListItem; href: string }) {
  const when = useEventTime();
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-2 last:pb-0"
      data-testid="hub-event"
    >
      <div className="grid min-w-0 gap-1">
        <Link
          href={href}
          className="font-medium break-words text-brand-800 underline-offset-4 hover:underline"
        >
          {event.namePub}
        </Link>
        <p className="text-sm text-muted">
          {when(event.startsAt, event.timeZone)}
          {event.venueName ? ` · ${event.venueName}` : ''}
        </p>
      </div>
      <EventStatusBadge status={event.status} publishAt={event.publishAt} timeZone={event.timeZone} />
    </li>
  );
}
