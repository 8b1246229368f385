'use client';
// An event's attendee list: ticket holders in order of purchase with type, seat, order and door state; search
// by order number, e-mail, name or ticket code; more pages; the same list as CSV or XLSX.
import { PASS_QUERY_SCOPE } from '@repo/api-client/query-keys';
import type { HubOrganizer } from '@repo/contract/hub';
import type { HubAttendee } from '@repo/contract/hub-attendees';
import { hubAttendeeEndpoints } from '@repo/contract/hub-attendees';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { Input } from '@repo/ui/input';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useState } from 'react';
import { ExportButtons } from '@/app/_components/export-buttons';
import { LoadMoreButton, useKeysetPages } from '@/app/_components/keyset-pages';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';

export function AttendeesPage({ eventId }: { eventId: string }) {
  const { t } = useT();
  return (
    <OrganizerScope section="events" permission="reports" title={t('main::hubPages.payouts.attendees.title')}>
      {(organizer) => <Attendees organizer={organizer} eventId={eventId} />}
    </OrganizerScope>
  );
}

const checkInTones = { admitted: 'success', checkedOut: 'neutral', none: 'neutral' } as const;

function Attendees({ organizer, eventId }: { organizer: HubOrganizer; eventId: string }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const { dateTime } = useFormatters();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.payouts.attendees.${key}`, values);
  const params = { eventId };
  const query = q ? { q } : {};
  const events = useQuery(queries.hubOrganizerEvents({ params: { organizerId: organizer.organizerId } }));
  const eventName = events.data?.events.find((event) => event.eventId === eventId)?.namePub ?? '';
  const { list, rows } = useKeysetPages({
    queryKey: [PASS_QUERY_SCOPE, 'hubEventAttendees', params, query],
    fetchPage: (after: string | undefined, signal) =>
      client.hubEventAttendees({ params, query: { ...query, after } }, { signal }),
    nextCursor: (page) => page.nextAfter,
    rows: (page): HubAttendee[] => page.attendees,
  });

  return (
    <Card className="min-w-0 gap-4 p-4 sm:p-6">
      <CardHeader>
        <Link
          href={`/events/${encodeURIComponent(eventId)}?organizer=${encodeURIComponent(organizer.organizerId)}`}
          className="justify-self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:underline"
        >
          {text('back')}
        </Link>
        <h2 className="text-lg leading-tight font-semibold">{text('list')}</h2>
        <CardDescription>{text('intro', { event: eventName })}</CardDescription>
      </CardHeader>
      <form
        role="search"
        aria-label={text('search')}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <label htmlFor={searchId} className="grid min-w-0 flex-1 basis-64 gap-1 text-sm font-medium">
          {text('q')}
          <Input
            id={searchId}
            type="search"
            value={draft}
            maxLength={200}
            placeholder={text('qPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <Button type="submit">{text('searchSubmit')}</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft('');
            setQ('');
          }}
        >
          {text('clear')}
        </Button>
      </form>
      <ExportButtons
        endpoint={hubAttendeeEndpoints.hubEventAttendeesExport}
        params={params}
        query={query}
        baseName="attendees"
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <FailureState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{text('empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100" aria-label={text('list')}>
          {rows.map((attendee) => (
            <li
              key={attendee.ticketId}
              className="grid gap-2 py-4 first:pt-2 last:pb-0"
              data-testid="hub-attendee"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold break-words">
                  {attendee.holderName}
                  <span className="ml-2 font-normal break-all text-muted">{attendee.email}</span>
                </p>
                <span className="flex flex-wrap gap-1.5">
                  {attendee.status === 'canceled' ? (
                    <Badge tone="danger">{text('ticketStates.canceled')}</Badge>
                  ) : null}
                  <Badge tone={checkInTones[attendee.checkIn ?? 'none']}>
                    {text(`checkInStates.${attendee.checkIn ?? 'none'}`)}
                  </Badge>
                </span>
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
                <dt className="text-muted">{text('type')}</dt>
                <dd>{attendee.ticketTypeName}</dd>
                <dt className="text-muted">{text('seat')}</dt>
                <dd>
                  {attendee.seatRow !== null && attendee.seatNumber !== null
                    ? `${attendee.sectorName ? `${attendee.sectorName}, ` : ''}${text('seatValue', { row: attendee.seatRow, seat: attendee.seatNumber })}`
                    : '—'}
                </dd>
                <dt className="text-muted">{text('order')}</dt>
                <dd className="tabular-nums">{attendee.orderNumber}</dd>
                <dt className="text-muted">{text('checkIn')}</dt>
                <dd>{attendee.admittedAt ? dateTime(attendee.admittedAt) : '—'}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} label={text('more')} />
    </Card>
  );
}
