'use client';
// The overview: organizer switcher (when the account belongs to several) and that organizer's events with sales.
import { isApiError } from '@repo/api-client/api-error';
import { useSession } from '@repo/auth/session-provider';
import type { HubEvent, HubOrganizer } from '@repo/contract/hub';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardContent, CardHeader } from '@repo/ui/card';
import { Spinner } from '@repo/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId } from 'react';
import { catalogueHref } from '@/lib/catalogue-sections';
import { NativeSelect } from './native-select';
import { usePass, useT } from './providers';
import { SectionNav } from './section-nav';

export function Dashboard() {
  const { t } = useT();
  const session = useSession();
  const router = useRouter();
  const { queries } = usePass();
  const searchParams = useSearchParams();
  const switcherId = useId();

  const signedIn = session.status === 'authenticated';
  const organizers = useQuery({ ...queries.hubOrganizers(), enabled: signedIn });

  // The cookie can outlive the pass token; once the session check says so, the visitor signs in again.
  useEffect(() => {
    if (session.status === 'unauthenticated') router.replace('/login');
  }, [session.status, router]);

  const list = organizers.data?.organizers ?? [];
  const requested = searchParams.get('organizer');
  const selected: HubOrganizer | undefined = list.find((entry) => entry.organizerId === requested) ?? list[0];

  if (session.status !== 'authenticated' || organizers.isPending) return <Loading />;
  if (organizers.isError) return <Failure error={organizers.error} />;
  if (!selected) {
    return (
      <Card>
        <CardContent className="grid gap-4">
          <p>{t('main::hubPages.dashboard.noOrganizer')}</p>
          <Button asChild className="justify-self-start">
            <Link href="/register">{t('main::hubPages.dashboard.addOrganizer')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-brand-900">{t('main::hubPages.dashboard.title')}</h1>
          <p className="text-muted" data-testid="organizer-name">
            {selected.name} · {t(`main::hubPages.dashboard.role.${selected.role}`)}
          </p>
        </div>
        {list.length > 1 ? (
          <div className="grid gap-1">
            <label htmlFor={switcherId} className="text-sm font-medium">
              {t('main::hubPages.dashboard.organizer')}
            </label>
            <NativeSelect
              id={switcherId}
              value={selected.organizerId}
              onChange={(event) => router.replace(`/?organizer=${encodeURIComponent(event.target.value)}`)}
            >
              {list.map((entry) => (
                <option key={entry.organizerId} value={entry.organizerId}>
                  {entry.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      <SectionNav organizer={selected} current="overview" />
      {selected.permissions.includes('reports') ? (
        <OrganizerEvents organizer={selected} />
      ) : (
        <Alert variant="info">{t('main::hubPages.dashboard.noReports')}</Alert>
      )}
    </div>
  );
}

function OrganizerEvents({ organizer }: { organizer: HubOrganizer }) {
  const { t, language } = useT();
  const { queries } = usePass();
  const events = useQuery(queries.hubOrganizerEvents({ params: { organizerId: organizer.organizerId } }));
  const canEditCatalogue = organizer.permissions.includes('events');

  if (events.isPending) return <Loading />;
  if (events.isError) return <Failure error={events.error} />;
  const { events: list, revenue, chipCredit, ticketsSold } = events.data;
  const money = (entries: readonly { amount: number; currencyId: number }[]) =>
    entries.length === 0
      ? t('main::hubPages.dashboard.noRevenue')
      : entries.map((entry) => formatMoney(entry.amount, entry.currencyId, language)).join(' + ');
  // In the event's own zone: an organiser abroad, or a server in UTC, must see the time printed on the tickets.
  const eventDate = (event: HubEvent) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: event.timeZone,
    }).format(new Date(event.startsAt));

  // min-w-0 down to the table's card: grid items grow to their content, and the wide table would otherwise widen
  // the whole page on a phone instead of scrolling inside its own box.
  return (
    <div className="grid min-w-0 gap-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Card>
          <dt className="text-sm text-muted">{t('main::hubPages.dashboard.totalSold')}</dt>
          <dd className="text-3xl font-semibold" data-testid="total-sold">
            {ticketsSold}
          </dd>
        </Card>
        <Card>
          <dt className="text-sm text-muted">{t('main::hubPages.dashboard.totalRevenue')}</dt>
          <dd className="text-3xl font-semibold" data-testid="total-revenue">
            {money(revenue)}
          </dd>
        </Card>
        <Card>
          <dt className="text-sm text-muted">{t('main::hubPages.dashboard.totalChipCredit')}</dt>
          <dd className="text-3xl font-semibold" data-testid="total-chip-credit">
            {money(chipCredit)}
          </dd>
          <dd className="mt-1 text-xs text-muted">{t('main::hubPages.dashboard.chipCreditNote')}</dd>
        </Card>
      </dl>
      <Card className="min-w-0">
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.dashboard.events')}</h2>
        </CardHeader>
        <CardContent>
          {list.length === 0 ? (
            <p className="text-muted">{t('main::hubPages.dashboard.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('main::hubPages.dashboard.column.event')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('main::hubPages.dashboard.column.date')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('main::hubPages.dashboard.column.state')}
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      {t('main::hubPages.dashboard.column.sold')}
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      {t('main::hubPages.dashboard.column.revenue')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('main::hubPages.dashboard.column.chipCredit')}
                    </th>
                    {canEditCatalogue ? (
                      <th scope="col" className="py-2 pl-4 font-medium">
                        {t('main::hubPages.catalogue.column')}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {list.map((event) => (
                    <tr key={event.eventId} className="border-t border-brand-100">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {event.namePub}
                      </th>
                      <td className="py-2 pr-4">{eventDate(event)}</td>
                      <td className="py-2 pr-4">
                        {event.published
                          ? t('main::hubPages.dashboard.published')
                          : t('main::hubPages.dashboard.draft')}
                      </td>
                      <td className="py-2 pr-4 text-right tabular-nums">{event.ticketsSold}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{money(event.revenue)}</td>
                      <td className="py-2 text-right tabular-nums">{money(event.chipCredit)}</td>
                      {canEditCatalogue ? (
                        <td className="py-2 pl-4 whitespace-nowrap">
                          <Link
                            href={catalogueHref(event.eventId, 'tickets')}
                            className="font-medium text-brand-700 underline underline-offset-4"
                            aria-label={t('main::hubPages.catalogue.ticketTypesOf', { event: event.namePub })}
                          >
                            {t('main::hubPages.catalogue.tickets.tab')}
                          </Link>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Loading() {
  const { t } = useT();
  return (
    <div className="flex items-center gap-3 text-muted">
      <Spinner label={t('common::loading')} />
    </div>
  );
}

function Failure({ error }: { error: unknown }) {
  const { t } = useT();
  const offline = isApiError(error) && error.status === 0;
  return <Alert variant="error">{t(offline ? 'common::error.network' : 'common::error.generic')}</Alert>;
}
