'use client';
// The events a device app (door scanner, till) can be opened for: loading, failure and empty states, each event
// with its start and the app's own buttons.
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, FailureState, LoadingState } from './page-states';
import { useFormatters } from './use-formatters';

interface DeviceEvent {
  eventId: string;
  namePub: string;
  startsAt: string;
}

export function DeviceEventsList<E extends DeviceEvent>({
  events,
  title,
  intro,
  empty,
  actions,
}: {
  events: UseQueryResult<{ events: readonly E[] }>;
  title: string;
  intro: string;
  empty: string;
  actions: (event: E) => ReactNode;
}) {
  const { dateTime } = useFormatters();
  return (
    <Card className="gap-2 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      {events.isPending ? (
        <LoadingState />
      ) : events.isError ? (
        <FailureState error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100">
          {events.data.events.map((event) => (
            <li key={event.eventId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{event.namePub}</p>
                <p className="text-sm text-muted">{dateTime(event.startsAt)}</p>
              </div>
              {actions(event)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
