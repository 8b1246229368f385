'use client';
// The chosen organizer's events for the bars: open the till of one on this phone or tablet.
import type { HubOrganizer } from '@repo/contract/hub';
import { Button } from '@repo/ui/button';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { DeviceEventsList } from '@/app/_components/device-events-list';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { usePass, useT } from '@/app/_components/providers';

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
  const { queries } = usePass();
  const events = useQuery(queries.tillEvents({ params: { organizerId: organizer.organizerId } }));
  return (
    <DeviceEventsList
      events={events}
      title={t('main::hubPages.bar.till.events')}
      intro={t('main::hubPages.bar.till.eventsIntro')}
      empty={t('main::hubPages.bar.till.eventsEmpty')}
      actions={(event) => (
        <Button asChild size="sm">
          <Link href={`/till/${event.eventId}`}>{t('main::hubPages.bar.till.openTill')}</Link>
        </Button>
      )}
    />
  );
}
