'use client';
// A new event: the form in the organizer's currency; saved as a draft, then its own page opens.
import type { HubOrganizer } from '@repo/contract/hub';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { usePass, useT } from '@/app/_components/providers';
import { EventForm } from './event-form';
import { newEventValues } from './event-values';

export function NewEventPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="events" title={t('main::hubEvents.events.new')}>
      {(organizer) => <NewEvent organizer={organizer} />}
    </OrganizerScope>
  );
}

function NewEvent({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const router = useRouter();
  const params = { organizerId: organizer.organizerId };
  return (
    <Card className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <h2 id="event-form-title" className="text-lg leading-tight font-semibold">
          {t('main::hubEvents.event.formTitle')}
        </h2>
        <CardDescription>{t('main::hubEvents.event.newIntro')}</CardDescription>
      </CardHeader>
      <EventForm
        organizerId={organizer.organizerId}
        initial={newEventValues(organizer.currencyId)}
        submitLabel={t('main::hubEvents.event.create')}
        onSubmit={async (body) => {
          const { event } = await client.hubEventCreate({ params, body });
          await queryClient.invalidateQueries({ queryKey: queries.hubEvents({ params }).queryKey });
          await queryClient.invalidateQueries({ queryKey: queries.hubVenues({ params }).queryKey });
          router.push(`/events/${event.eventId}?organizer=${encodeURIComponent(organizer.organizerId)}`);
          return event;
        }}
      />
    </Card>
  );
}
