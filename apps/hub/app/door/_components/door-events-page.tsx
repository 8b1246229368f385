'use client';
// The chosen organizer's events for check-in: open the scanner on this phone, or watch the progress.
import type { HubOrganizer } from '@repo/contract/hub';
import { Button } from '@repo/ui/button';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { DeviceEventsList } from '@/app/_components/device-events-list';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { usePass, useT } from '@/app/_components/providers';

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
  const { queries } = usePass();
  const events = useQuery(queries.doorEvents({ params: { organizerId: organizer.organizerId } }));
  return (
    <DeviceEventsList
      events={events}
      title={t('main::hubPages.door.events')}
      intro={t('main::hubPages.door.intro')}
      empty={t('main::hubPages.door.empty')}
      actions={(event) => (
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
      )}
    />
  );
}
