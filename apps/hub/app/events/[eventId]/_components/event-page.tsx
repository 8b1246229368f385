'use client';
// One event: its name and state, the event's tabs, the edit form, and beside it publishing and the picture.
import type { HubOrganizer } from '@repo/contract/hub';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { EventForm } from '../../_components/event-form';
import { EventStatusBadge } from '../../_components/event-status-badge';
import { EventTabs } from '../../_components/event-tabs';
import { eventValues } from '../../_components/event-values';
import { HeaderImage } from './header-image';
import { PublishPanel } from './publish-panel';
import { WaitingRoomPanel } from './waiting-room-panel';

export function EventPage({ eventId, storefrontOrigin }: { eventId: string; storefrontOrigin: string }) {
  const { t } = useT();
  return (
    <OrganizerScope section="events" title={t('main::hubEvents.event.title')}>
      {(organizer) => <Event organizer={organizer} eventId={eventId} storefrontOrigin={storefrontOrigin} />}
    </OrganizerScope>
  );
}

function Event({
  organizer,
  eventId,
  storefrontOrigin,
}: {
  organizer: HubOrganizer;
  eventId: string;
  storefrontOrigin: string;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const event = useQuery(queries.hubEvent({ params: { eventId } }));
  const organizerParams = { organizerId: organizer.organizerId };

  if (event.isPending) return <LoadingState />;
  if (event.isError) return <FailureState error={event.error} onRetry={() => void event.refetch()} />;
  const detail = event.data.event;
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <Link
          href={`/events?organizer=${encodeURIComponent(organizer.organizerId)}`}
          className="text-sm text-brand-800 underline-offset-4 hover:underline"
        >
          {t('main::hubEvents.event.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold break-words text-brand-900" data-testid="event-name">
            {detail.name.cs}
          </h2>
          <EventStatusBadge status={detail.status} publishAt={detail.publishAt} timeZone={detail.timeZone} />
        </div>
        <EventTabs organizer={organizer} eventId={eventId} current="details" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="gap-4 p-4 sm:p-6">
          <CardHeader>
            <h2 id="event-form-title" className="text-lg leading-tight font-semibold">
              {t('main::hubEvents.event.formTitle')}
            </h2>
            <CardDescription>{t('main::hubEvents.event.editIntro')}</CardDescription>
          </CardHeader>
          <EventForm
            key={detail.eventId}
            organizerId={organizer.organizerId}
            initial={eventValues(detail)}
            submitLabel={t('main::hubPages.common.save')}
            onSubmit={async (body) => {
              const answer = await client.hubEventUpdate({ params: { eventId }, body });
              queryClient.setQueryData(queries.hubEvent({ params: { eventId } }).queryKey, answer);
              await queryClient.invalidateQueries({
                queryKey: queries.hubEvents({ params: organizerParams }).queryKey,
              });
              await queryClient.invalidateQueries({
                queryKey: queries.hubVenues({ params: organizerParams }).queryKey,
              });
              return answer.event;
            }}
          />
        </Card>
        <div className="grid gap-6 lg:sticky lg:top-6">
          <PublishPanel organizer={organizer} event={detail} storefrontOrigin={storefrontOrigin} />
          <WaitingRoomPanel eventId={eventId} />
          <HeaderImage event={detail} />
        </div>
      </div>
    </div>
  );
}
