'use client';
// The order list of the chosen organizer: search by number, e-mail, name or ticket code, filters, more pages.
import type { HubOrganizer } from '@repo/contract/hub';
import type { HubOrderState, HubOrderSummary } from '@repo/contract/hub-orders';
import { hubExportEndpoints } from '@repo/contract/hub-exports';
import { hubOrderStates } from '@repo/contract/hub-orders';
import { paymentMethod } from '@repo/enums/payment-method';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { Input } from '@repo/ui/input';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ExportButtons } from '@/app/_components/export-buttons';
import { LoadMoreButton, useKeysetPages } from '@/app/_components/keyset-pages';
import { NativeSelect } from '@/app/_components/native-select';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { OrderRow } from './order-row';

export function OrdersPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="orders" title={t('main::hubPages.orders.title')}>
      {(organizer) => <Orders organizer={organizer} />}
    </OrganizerScope>
  );
}

interface Filters {
  q: string;
  eventId: string;
  ticketTypeId: string;
  state: HubOrderState | '';
  paymentMethodId: string;
  from: string;
  to: string;
}

const noFilters: Filters = {
  q: '',
  eventId: '',
  ticketTypeId: '',
  state: '',
  paymentMethodId: '',
  from: '',
  to: '',
};

function queryOf(filters: Filters) {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.eventId ? { eventId: filters.eventId } : {}),
    ...(filters.eventId && filters.ticketTypeId ? { ticketTypeId: filters.ticketTypeId } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.paymentMethodId ? { paymentMethodId: Number(filters.paymentMethodId) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

function Orders({ organizer }: { organizer: HubOrganizer }) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const ids = {
    q: useId(),
    event: useId(),
    ticketType: useId(),
    state: useId(),
    method: useId(),
    from: useId(),
    to: useId(),
  };
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const params = { organizerId: organizer.organizerId };
  const query = queryOf(applied);
  const events = useQuery(queries.hubOrganizerEvents({ params }));
  const ticketTypes = useQuery({
    ...queries.hubOrderTicketTypes({ params: { eventId: draft.eventId } }),
    enabled: draft.eventId !== '',
  });
  const { list, rows } = useKeysetPages({
    queryKey: queries.hubOrders({ params, query }).queryKey,
    fetchPage: (after: string | undefined, signal) =>
      client.hubOrders({ params, query: { ...query, after } }, { signal }),
    nextCursor: (page) => page.nextAfter,
    rows: (page): HubOrderSummary[] => page.orders,
  });
  const set = (field: keyof Filters) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const datesWrong = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  return (
    <Card className="min-w-0 gap-4 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.orders.list')}</h2>
        <CardDescription>{t('main::hubPages.orders.intro', { organizer: organizer.name })}</CardDescription>
      </CardHeader>
      <form
        role="search"
        aria-label={t('main::hubPages.orders.search')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!datesWrong) setApplied(draft);
        }}
      >
        <label htmlFor={ids.q} className="grid gap-1 text-sm font-medium sm:col-span-2 lg:col-span-3">
          {t('main::hubPages.orders.q')}
          <Input
            id={ids.q}
            type="search"
            value={draft.q}
            maxLength={200}
            placeholder={t('main::hubPages.orders.qPlaceholder')}
            onChange={(event) => set('q')(event.target.value)}
          />
        </label>
        <label htmlFor={ids.event} className="grid min-w-0 gap-1 text-sm font-medium">
          {t('main::hubPages.orders.event')}
          <NativeSelect
            id={ids.event}
            value={draft.eventId}
            onChange={(event) => {
              const eventId = event.target.value;
              // A ticket type belongs to one event: choosing another event drops it.
              setDraft((current) => ({ ...current, eventId, ticketTypeId: '' }));
            }}
          >
            <option value="">{t('main::hubPages.orders.allEvents')}</option>
            {(events.data?.events ?? []).map((event) => (
              <option key={event.eventId} value={event.eventId}>
                {event.namePub}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label htmlFor={ids.ticketType} className="grid min-w-0 gap-1 text-sm font-medium">
          {t('main::hubPages.orders.ticketType')}
          <NativeSelect
            id={ids.ticketType}
            value={draft.ticketTypeId}
            disabled={draft.eventId === ''}
            aria-describedby={draft.eventId === '' ? `${ids.ticketType}-hint` : undefined}
            onChange={(event) => set('ticketTypeId')(event.target.value)}
          >
            <option value="">{t('main::hubPages.orders.allTicketTypes')}</option>
            {(ticketTypes.data?.ticketTypes ?? []).map((type) => (
              <option key={type.ticketTypeId} value={type.ticketTypeId}>
                {type.namePub}
              </option>
            ))}
          </NativeSelect>
          {draft.eventId === '' ? (
            <span id={`${ids.ticketType}-hint`} className="text-xs font-normal text-muted">
              {t('main::hubPages.orders.ticketTypeNeedsEvent')}
            </span>
          ) : null}
        </label>
        <label htmlFor={ids.state} className="grid min-w-0 gap-1 text-sm font-medium">
          {t('main::hubPages.orders.state')}
          <NativeSelect
            id={ids.state}
            value={draft.state}
            onChange={(event) => set('state')(event.target.value)}
          >
            <option value="">{t('main::hubPages.orders.allStates')}</option>
            {hubOrderStates.map((state) => (
              <option key={state} value={state}>
                {t(`main::hubPages.orders.states.${state}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label htmlFor={ids.method} className="grid min-w-0 gap-1 text-sm font-medium">
          {t('main::hubPages.orders.method')}
          <NativeSelect
            id={ids.method}
            value={draft.paymentMethodId}
            onChange={(event) => set('paymentMethodId')(event.target.value)}
          >
            <option value="">{t('main::hubPages.orders.allMethods')}</option>
            {paymentMethod
              .list()
              .filter((entry) => entry.id !== 0)
              .map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {paymentMethod.label(entry.id, language)}
                </option>
              ))}
          </NativeSelect>
        </label>
        <label htmlFor={ids.from} className="grid min-w-0 gap-1 text-sm font-medium">
          {t('main::hubPages.orders.from')}
          <Input
            id={ids.from}
            type="date"
            value={draft.from}
            onChange={(event) => set('from')(event.target.value)}
          />
        </label>
        <label htmlFor={ids.to} className="grid min-w-0 gap-1 text-sm font-medium">
          {t('main::hubPages.orders.to')}
          <Input
            id={ids.to}
            type="date"
            value={draft.to}
            aria-invalid={datesWrong ? true : undefined}
            aria-describedby={datesWrong ? `${ids.to}-error` : undefined}
            onChange={(event) => set('to')(event.target.value)}
          />
          {datesWrong ? (
            <span id={`${ids.to}-error`} className="text-sm font-normal text-red-800">
              {t('main::hubPages.orders.datesWrong')}
            </span>
          ) : null}
        </label>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit">{t('main::hubPages.orders.searchSubmit')}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(noFilters);
              setApplied(noFilters);
            }}
          >
            {t('main::hubPages.orders.clear')}
          </Button>
        </div>
      </form>
      <ExportButtons
        endpoint={hubExportEndpoints.hubOrdersExport}
        params={params}
        query={query}
        baseName="orders"
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <FailureState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{t('main::hubPages.orders.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100" aria-label={t('main::hubPages.orders.results')}>
          {rows.map((order) => (
            <OrderRow key={order.orderId} order={order} />
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} label={t('main::hubPages.orders.more')} />
    </Card>
  );
}
