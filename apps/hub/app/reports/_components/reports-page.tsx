'use client';
// The report page of the chosen organizer: pick one of its events, read its sales report and its bar side.
import type { HubOrganizer } from '@repo/contract/hub';
import { Card } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { BarReportView } from './bar-report';
import { EventReportView } from './event-report';

export function ReportsPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="reports" title={t('main::hubPages.reports.title')}>
      {(organizer) => <Reports organizer={organizer} />}
    </OrganizerScope>
  );
}

function Reports({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const pickerId = useId();
  const events = useQuery(queries.hubOrganizerEvents({ params: { organizerId: organizer.organizerId } }));
  const [chosen, setChosen] = useState<string | null>(null);

  if (events.isPending) return <LoadingState />;
  if (events.isError) return <FailureState error={events.error} onRetry={() => void events.refetch()} />;
  const list = events.data.events;
  if (list.length === 0) return <EmptyState>{t('main::hubPages.reports.noEvents')}</EmptyState>;
  const eventId = chosen ?? list[0]?.eventId ?? '';

  return (
    <div className="grid min-w-0 gap-6">
      <Card className="gap-2 p-4 sm:p-6">
        <label htmlFor={pickerId} className="grid max-w-xl gap-1 text-sm font-medium">
          {t('main::hubPages.reports.event')}
          <NativeSelect id={pickerId} value={eventId} onChange={(event) => setChosen(event.target.value)}>
            {list.map((event) => (
              <option key={event.eventId} value={event.eventId}>
                {event.namePub}
              </option>
            ))}
          </NativeSelect>
        </label>
      </Card>
      <EventReportView eventId={eventId} />
      <BarReportView eventId={eventId} />
    </div>
  );
}
